package org.copydesk.model.run;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** How upstream produced a run. {@code store} and {@code toolsEnabled} stay JSON for the safety check. */
public record Provenance(
        String mode,
        Optional<String> model,
        Optional<String> responseId,
        JsonNode store,
        JsonNode toolsEnabled,
        Optional<String> promptSha256,
        Optional<String> schemaSha256) {

    public static Provenance from(JsonNode node, String path) {
        return new Provenance(
                Fields.text(node, "mode", path),
                Fields.optionalText(node, "model", path),
                Fields.optionalText(node, "response_id", path),
                Fields.scalar(node, "store", path),
                Fields.scalar(node, "tools_enabled", path),
                Fields.optionalText(node, "prompt_sha256", path),
                Fields.optionalText(node, "schema_sha256", path));
    }
}
