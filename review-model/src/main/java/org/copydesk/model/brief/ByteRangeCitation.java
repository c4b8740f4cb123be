package org.copydesk.model.brief;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A quote bound to bytes {@code [start, end)} of one artifact. */
public record ByteRangeCitation(String artifactId, JsonNode start, JsonNode end, String quote) {

    public static ByteRangeCitation from(JsonNode node, String path) {
        return new ByteRangeCitation(Fields.text(node, "artifact_id", path), Fields.scalar(node, "start", path),
                Fields.scalar(node, "end", path), Fields.text(node, "quote", path));
    }
}
