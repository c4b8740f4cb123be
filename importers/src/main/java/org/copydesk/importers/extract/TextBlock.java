package org.copydesk.importers.extract;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One block of extracted, already normalized text before it is given an id.
 *
 * @param page 1-based page for PDF blocks, empty for HTML
 */
public record TextBlock(String text, OptionalInt page) {

    public TextBlock {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(page, "page");
    }
}
