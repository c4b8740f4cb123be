package org.copydesk.model.snapshot;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** Present on snapshots copydesk extracted itself from raw bytes (FORMATS §2). */
public record DerivedFrom(String rawSha256, String extractor, String extractedAt) {

    public static DerivedFrom from(JsonNode node, String path) {
        return new DerivedFrom(Fields.text(node, "raw_sha256", path), Fields.text(node, "extractor", path),
                Fields.text(node, "extracted_at", path));
    }
}
