package org.copydesk.model.run;

import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/**
 * An extracted scalar with the ids of the blocks that support it (FORMATS §3.1). The value
 * is kept as its JSON node so that a wrong type is shown and judged by a check, not lost.
 */
public record EvidencedValue(JsonNode value, List<String> evidence) {

    public static EvidencedValue from(JsonNode node, String path) {
        return new EvidencedValue(Fields.scalar(node, "value", path), Fields.textList(node, "evidence", path));
    }

    public boolean isNull() {
        return value.isNull();
    }

    public Optional<String> text() {
        return value.isNull() ? Optional.empty() : Optional.of(value.asText());
    }

    public Optional<Double> number() {
        return value.isNumber() ? Optional.of(value.doubleValue()) : Optional.empty();
    }
}
