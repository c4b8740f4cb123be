package org.copydesk.model.brief;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Fields;

/** A retrieved artifact a brief cites; its bytes travel beside the brief at {@code path}. */
public record BriefArtifact(String artifactId, String url, String retrievedAt, String mediaType, String contentSha256,
                            String path) {

    public static BriefArtifact from(JsonNode node, String jsonPath) {
        return new BriefArtifact(Fields.text(node, "artifact_id", jsonPath), Fields.text(node, "url", jsonPath),
                Fields.text(node, "retrieved_at", jsonPath), Fields.text(node, "media_type", jsonPath),
                Fields.text(node, "content_sha256", jsonPath), Fields.text(node, "path", jsonPath));
    }
}
