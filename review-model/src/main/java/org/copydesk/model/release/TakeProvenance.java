package org.copydesk.model.release;

import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** How a briefing was captured, with the digests that bind it. */
public record TakeProvenance(Optional<String> model, Optional<String> responseId, Optional<String> capturedAt,
                             Optional<String> promptSha256, String packetSha256, Optional<String> rawOutputSha256,
                             String verbatimSha256) {

    public static TakeProvenance from(JsonNode node, String path) {
        return new TakeProvenance(Fields.optionalText(node, "model", path), Fields.optionalText(node, "response_id", path),
                Fields.optionalText(node, "captured_at", path), Fields.optionalText(node, "prompt_sha256", path),
                Fields.text(node, "packet_sha256", path), Fields.optionalText(node, "raw_output_sha256", path),
                Fields.text(node, "verbatim_sha256", path));
    }
}
