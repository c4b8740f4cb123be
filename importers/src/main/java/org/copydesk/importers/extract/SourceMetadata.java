package org.copydesk.importers.extract;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * What is known about a source apart from its bytes: where and when it was fetched, and
 * what upstream disclosed about it. Undisclosed values become {@code null} in the snapshot.
 */
public record SourceMetadata(
        String sourceId,
        String canonicalUrl,
        Instant retrievedAt,
        Optional<String> publisher,
        Optional<Instant> publishedAt) {

    public SourceMetadata {
        Objects.requireNonNull(sourceId, "sourceId");
        Objects.requireNonNull(canonicalUrl, "canonicalUrl");
        Objects.requireNonNull(retrievedAt, "retrievedAt");
        Objects.requireNonNull(publisher, "publisher");
        Objects.requireNonNull(publishedAt, "publishedAt");
        if (sourceId.isBlank()) {
            throw new IllegalArgumentException("sourceId is blank");
        }
    }

    public SourceMetadata(String sourceId, String canonicalUrl, Instant retrievedAt) {
        this(sourceId, canonicalUrl, retrievedAt, Optional.empty(), Optional.empty());
    }
}
