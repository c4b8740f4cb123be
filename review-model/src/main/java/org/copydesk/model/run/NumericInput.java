package org.copydesk.model.run;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** The number a defined-input event feeds the forecast. */
public record NumericInput(String name, JsonNode value, Optional<String> unit, List<String> evidence) {

    public static NumericInput from(JsonNode node, String path) {
        return new NumericInput(Fields.text(node, "name", path), Fields.scalar(node, "value", path),
                Fields.optionalText(node, "unit", path), Fields.textList(node, "evidence", path));
    }
}
