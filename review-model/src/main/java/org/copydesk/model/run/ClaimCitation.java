package org.copydesk.model.run;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A commentary claim's pointer to one source block. */
public record ClaimCitation(String sourceId, String blockId) {

    public static ClaimCitation from(JsonNode node, String path) {
        return new ClaimCitation(Fields.text(node, "source_id", path), Fields.text(node, "block_id", path));
    }
}
