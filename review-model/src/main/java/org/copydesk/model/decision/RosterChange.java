package org.copydesk.model.decision;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Fields;
import org.copydesk.model.json.Json;

/**
 * One change to a store's roster ({@code reviewer-roster-change.v1}): the pinned first owner
 * ({@code init}, unsigned: it is the trust anchor), or an owner-signed {@code add} or
 * {@code revoke}. Changes chain by {@code previous_sha256}; the roster is their replay.
 */
public record RosterChange(String storeId, int sequence, Optional<String> previousSha256, String action,
                           Optional<RosterEntry> entry, Optional<String> reviewerId, String at,
                           Optional<String> signedBy, Optional<String> signerKeyId, String changeSha256,
                           JsonNode json) {

    public static final String SCHEMA = "reviewer-roster-change.v1";
    public static final String NAMESPACE = "reviewer-roster@copydesk";
    public static final String INIT = "init";
    public static final String ADD = "add";
    public static final String REVOKE = "revoke";

    public static RosterChange from(JsonNode node) {
        Optional<RosterEntry> entry = Fields.nullableObject(node, "entry", "").map(e -> RosterEntry.from(e, "entry"));
        return new RosterChange(Fields.text(node, "store_id", ""), Fields.required(node, "sequence", "").asInt(),
                Fields.nullableText(node, "previous_sha256", ""), Fields.text(node, "action", ""), entry,
                Fields.nullableText(node, "reviewer_id", ""), Fields.text(node, "at", ""),
                Fields.nullableText(node, "signed_by", ""), Fields.nullableText(node, "signer_key_id", ""),
                Fields.selfDigest(node, "change_sha256", ""), node);
    }

    /** Builds a change and seals it with its self digest. */
    public static RosterChange create(String storeId, int sequence, Optional<String> previous, String action,
                                      Optional<RosterEntry> entry, Optional<String> reviewerId, String at,
                                      Optional<String> signedBy, Optional<String> signerKeyId) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("schema", SCHEMA);
        node.put("store_id", storeId);
        node.put("sequence", sequence);
        node.put("previous_sha256", previous.orElse(null));
        node.put("action", action);
        node.set("entry", entry.<JsonNode>map(RosterEntry::toJson).orElse(Json.nodes().nullNode()));
        node.put("reviewer_id", reviewerId.orElse(null));
        node.put("at", at);
        node.put("signed_by", signedBy.orElse(null));
        node.put("signer_key_id", signerKeyId.orElse(null));
        node.put("change_sha256", Digests.selfDigest(node, "change_sha256"));
        return from(node);
    }
}
