package org.copydesk.importers.extract;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * A block as written into a derived snapshot.
 *
 * @param sha256 SHA-256 of the UTF-8 bytes of {@code text}
 * @param page   1-based page for PDF blocks, empty for HTML
 */
public record ExtractedBlock(String blockId, String text, String sha256, OptionalInt page) {

    public ExtractedBlock {
        Objects.requireNonNull(blockId, "blockId");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(page, "page");
    }
}
