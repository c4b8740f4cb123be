package org.copydesk.model.run;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A forecast fact as given to a commentary run. */
public record ForecastFactRef(String forecastFactId, String label, String rendered) {

    public static ForecastFactRef from(JsonNode node, String path) {
        return new ForecastFactRef(Fields.text(node, "forecast_fact_id", path), Fields.text(node, "label", path),
                Fields.text(node, "rendered", path));
    }
}
