package org.copydesk.importers.extract;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * Raw HTML or PDF bytes to a derived {@code source-snapshot.v1} (FORMATS §2, CLI
 * {@code extract}). Deterministic: the same bytes, metadata and {@code extractedAt} give
 * byte-identical canonical snapshots, which is why the time is passed in rather than read
 * from a clock here.
 */
public final class SnapshotExtractor {

    private final HtmlExtractor html;
    private final PdfExtractor pdf;

    public SnapshotExtractor(ExtractionLimits limits) {
        Objects.requireNonNull(limits, "limits");
        this.html = new HtmlExtractor(limits);
        this.pdf = new PdfExtractor(limits);
    }

    /**
     * @param mimeType the declared type ({@code text/html}, {@code application/pdf}); when
     *                 empty or generic the bytes are sniffed for a {@code %PDF-} header
     * @throws ExtractionException for content copydesk refuses, with a one-line reason
     */
    public ExtractedSnapshot extract(byte[] raw, Optional<String> mimeType, SourceMetadata metadata,
            Instant extractedAt) {
        Objects.requireNonNull(raw, "raw");
        Objects.requireNonNull(metadata, "metadata");
        Objects.requireNonNull(extractedAt, "extractedAt");
        if (raw.length == 0) {
            throw new ExtractionException("empty file");
        }
        ContentKind kind = ContentKind.of(mimeType, raw);
        ExtractedText text = kind == ContentKind.PDF ? pdf.extract(raw) : html.extract(raw);
        return SnapshotAssembler.assemble(kind, raw, text, metadata, extractedAt);
    }
}
