package org.copydesk.model.run;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** One finding of upstream's injection screen. */
public record ScreeningFinding(String rule, Optional<String> sourceId, Optional<String> blockId, Optional<String> excerpt) {

    public static ScreeningFinding from(JsonNode node, String path) {
        return new ScreeningFinding(Fields.text(node, "rule", path), Fields.optionalText(node, "source_id", path),
                Fields.optionalText(node, "block_id", path), Fields.optionalText(node, "excerpt", path));
    }
}
