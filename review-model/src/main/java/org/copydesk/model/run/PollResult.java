package org.copydesk.model.run;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One candidate line of a poll's results; {@code pct} kept as JSON for the checks. */
public record PollResult(String candidate, java.util.Optional<String> party, JsonNode pct, List<String> evidence) {

    public static PollResult from(JsonNode node, String path) {
        return new PollResult(Fields.text(node, "candidate", path), Fields.optionalText(node, "party", path),
                Fields.scalar(node, "pct", path), Fields.textList(node, "evidence", path));
    }
}
