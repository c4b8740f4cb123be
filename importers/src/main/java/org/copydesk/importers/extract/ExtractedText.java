package org.copydesk.importers.extract;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one extractor read from raw bytes: a title if the document names one, its blocks in
 * reading order, and whether the text has to come from somewhere else (a scan without a
 * text layer).
 */
public record ExtractedText(
        Optional<String> title,
        List<TextBlock> blocks,
        boolean requiresExternalTextExtraction) {

    public ExtractedText {
        Objects.requireNonNull(title, "title");
        blocks = List.copyOf(blocks);
    }
}
