package org.copydesk.model.release;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A calculated forecast value with its rendered form. */
public record ForecastFact(String factId, String label, JsonNode value, String rendered) {

    public static ForecastFact from(JsonNode node, String path) {
        return new ForecastFact(Fields.text(node, "fact_id", path), Fields.text(node, "label", path),
                Fields.scalar(node, "value", path), Fields.text(node, "rendered", path));
    }
}
