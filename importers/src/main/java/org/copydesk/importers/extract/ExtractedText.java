package org.copydesk.importers.extract;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one extractor read from raw bytes: a title if the document names one, its blocks in
 * reading order, whether the text has to come from somewhere else (a scan without a
 * text layer), and the charset the bytes were read in when it is not the one they declare.
 */
public record ExtractedText(
        Optional<String> title,
        List<TextBlock> blocks,
        boolean requiresExternalTextExtraction,
        Optional<String> charsetOverride) {

    public ExtractedText {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(charsetOverride, "charsetOverride");
        blocks = List.copyOf(blocks);
    }

    public ExtractedText(Optional<String> title, List<TextBlock> blocks, boolean requiresExternalTextExtraction) {
        this(title, blocks, requiresExternalTextExtraction, Optional.empty());
    }
}
