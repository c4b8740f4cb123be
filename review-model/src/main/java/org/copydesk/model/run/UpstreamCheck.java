package org.copydesk.model.run;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** What upstream believed about a check; copydesk shows it labelled and recomputes its own. */
public record UpstreamCheck(String checkId, boolean passed, Optional<String> detail) {

    public static UpstreamCheck from(JsonNode node, String path) {
        return new UpstreamCheck(Fields.text(node, "check_id", path),
                Fields.required(node, "passed", path).asBoolean(false), Fields.optionalText(node, "detail", path));
    }
}
