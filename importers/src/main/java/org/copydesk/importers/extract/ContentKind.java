package org.copydesk.importers.extract;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/** The two kinds of raw source copydesk extracts itself, and how each is recognised. */
enum ContentKind {
    HTML("text/html", "jsoup 1.24.1"),
    PDF("application/pdf", "pdfbox 3.0.8");

    /** The PDF header may legally follow up to 1 KiB of junk; PDFBox accepts that too. */
    private static final int PDF_HEADER_WINDOW = 1024;
    private static final byte[] PDF_MAGIC = "%PDF-".getBytes(StandardCharsets.US_ASCII);

    private final String mimeType;
    private final String extractor;

    ContentKind(String mimeType, String extractor) {
        this.mimeType = mimeType;
        this.extractor = extractor;
    }

    String mimeType() {
        return mimeType;
    }

    /** Library and version, written into {@code derived_from.extractor}. */
    String extractor() {
        return extractor;
    }

    /**
     * Decides what the bytes are. A {@code %PDF-} header wins over a declared HTML type,
     * because servers mislabel PDFs and reading one as tag soup yields only noise. Parameters
     * such as {@code ; charset=} are ignored: HTML charset comes from the bytes alone.
     */
    static ContentKind of(Optional<String> declaredMimeType, byte[] raw) {
        boolean pdfBytes = hasPdfHeader(raw);
        String declared = declaredMimeType.map(ContentKind::baseType).orElse("");
        switch (declared) {
            case "application/pdf", "application/x-pdf":
                return PDF;
            case "text/html", "application/xhtml+xml":
                return pdfBytes ? PDF : HTML;
            case "", "application/octet-stream", "binary/octet-stream", "application/unknown":
                return sniff(raw, pdfBytes);
            default:
                throw new ExtractionException("unsupported mime type " + declared
                        + ": copydesk extracts text/html and application/pdf");
        }
    }

    private static ContentKind sniff(byte[] raw, boolean pdfBytes) {
        if (pdfBytes) {
            return PDF;
        }
        if (startsWithMarkup(raw)) {
            return HTML;
        }
        throw new ExtractionException("unrecognised content: neither HTML nor PDF");
    }

    private static String baseType(String mimeType) {
        int semicolon = mimeType.indexOf(';');
        String base = semicolon < 0 ? mimeType : mimeType.substring(0, semicolon);
        return base.trim().toLowerCase(Locale.ROOT);
    }

    static boolean hasPdfHeader(byte[] raw) {
        int last = Math.min(raw.length, PDF_HEADER_WINDOW) - PDF_MAGIC.length;
        for (int start = 0; start <= last; start++) {
            boolean match = true;
            for (int i = 0; i < PDF_MAGIC.length && match; i++) {
                match = raw[start + i] == PDF_MAGIC[i];
            }
            if (match) {
                return true;
            }
        }
        return false;
    }

    /** First non-blank character, after an optional UTF-8 byte order mark, is {@code <}. */
    private static boolean startsWithMarkup(byte[] raw) {
        int i = 0;
        if (raw.length >= 3 && (raw[0] & 0xFF) == 0xEF && (raw[1] & 0xFF) == 0xBB && (raw[2] & 0xFF) == 0xBF) {
            i = 3;
        }
        while (i < raw.length && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r' || raw[i] == '\f')) {
            i++;
        }
        return i < raw.length && raw[i] == '<';
    }
}
