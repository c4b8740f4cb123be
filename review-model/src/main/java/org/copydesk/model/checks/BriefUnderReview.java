package org.copydesk.model.checks;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import org.copydesk.model.brief.BriefArtifact;
import org.copydesk.model.brief.ResearchBrief;

/**
 * A research brief with the bytes of its artifacts, keyed by {@code artifact_id}. An empty
 * value (or no entry) means the bytes did not travel with the brief: the checks that need
 * them fail rather than guess, because an unbound quote must never look bound.
 */
public record BriefUnderReview(ResearchBrief brief, Map<String, Optional<byte[]>> artifactBytes) {

    public BriefUnderReview {
        artifactBytes = Map.copyOf(artifactBytes);
    }

    /**
     * Looks each artifact's bytes up by its stated {@code content_sha256}, which is the name
     * the bytes travel under ({@code artifacts/<content_sha256>}). Where two artifacts share an
     * id the first one's bytes are kept, as {@link ResearchBrief#artifact(String)} resolves.
     */
    public static BriefUnderReview load(ResearchBrief brief, Function<String, Optional<byte[]>> byContentSha256) {
        Map<String, Optional<byte[]>> bytes = new HashMap<>();
        for (BriefArtifact artifact : brief.artifacts()) {
            bytes.putIfAbsent(artifact.artifactId(), byContentSha256.apply(artifact.contentSha256()));
        }
        return new BriefUnderReview(brief, bytes);
    }

    public Optional<byte[]> bytesOf(String artifactId) {
        return artifactBytes.getOrDefault(artifactId, Optional.empty());
    }
}
