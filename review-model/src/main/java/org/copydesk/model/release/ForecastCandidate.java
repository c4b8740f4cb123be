package org.copydesk.model.release;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A candidate as the forecast names them: the canonical spelling takes must use. */
public record ForecastCandidate(String name, Optional<String> party) {

    public static ForecastCandidate from(JsonNode node, String path) {
        return new ForecastCandidate(Fields.text(node, "name", path), Fields.optionalText(node, "party", path));
    }
}
