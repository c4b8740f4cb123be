package org.copydesk.model.decision;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A reviewer's judgement of one extracted value (FORMATS §4.3). */
public record FieldVerdict(String path, String verdict, JsonNode correctedValue, List<String> evidence) {

    public static FieldVerdict from(JsonNode node, String jsonPath) {
        return new FieldVerdict(Fields.text(node, "path", jsonPath), Fields.text(node, "verdict", jsonPath),
                Fields.scalar(node, "corrected_value", jsonPath), Fields.textList(node, "evidence", jsonPath));
    }
}
