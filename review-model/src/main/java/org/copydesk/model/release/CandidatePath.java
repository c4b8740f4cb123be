package org.copydesk.model.release;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The deterministic forecast frame for one candidate. */
public record CandidatePath(String candidate, String path) {

    public static CandidatePath from(JsonNode node, String jsonPath) {
        return new CandidatePath(Fields.text(node, "candidate", jsonPath), Fields.text(node, "path", jsonPath));
    }
}
