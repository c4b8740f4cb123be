package org.copydesk.model.decision;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.Json;

/** One reviewer of the roster (FORMATS §4.2). */
public record RosterEntry(String reviewerId, String displayName, List<String> roles, String publicKey, String addedAt,
                          Optional<String> revokedAt) {

    public static RosterEntry from(JsonNode node, String path) {
        return new RosterEntry(Fields.text(node, "reviewer_id", path), Fields.text(node, "display_name", path),
                Fields.textList(node, "roles", path), Fields.text(node, "public_key", path),
                Fields.text(node, "added_at", path), Fields.nullableText(node, "revoked_at", path));
    }

    public boolean hasRole(Role role) {
        return roles.contains(role.wireName());
    }

    public RosterEntry revoked(String at) {
        return new RosterEntry(reviewerId, displayName, roles, publicKey, addedAt, Optional.of(at));
    }

    public ObjectNode toJson() {
        ObjectNode node = Json.nodes().objectNode();
        node.put("reviewer_id", reviewerId);
        node.put("display_name", displayName);
        roles.forEach(node.putArray("roles")::add);
        node.put("public_key", publicKey);
        node.put("added_at", addedAt);
        node.put("revoked_at", revokedAt.orElse(null));
        return node;
    }
}
