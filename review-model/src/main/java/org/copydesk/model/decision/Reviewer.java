package org.copydesk.model.decision;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** Who signed a decision, in which role, with which key. */
public record Reviewer(String reviewerId, String role, String keyId) {

    public static Reviewer from(JsonNode node, String path) {
        return new Reviewer(Fields.text(node, "reviewer_id", path), Fields.text(node, "role", path),
                Fields.text(node, "key_id", path));
    }
}
