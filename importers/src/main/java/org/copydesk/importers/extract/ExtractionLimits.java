package org.copydesk.importers.extract;

/**
 * Bounds on what an extraction may consume, so that a hostile file fails fast with a reason
 * instead of exhausting the workstation.
 *
 * @param maxHtmlBytes      largest HTML accepted; jsoup builds roughly one element per few
 *                          bytes of tag soup, so this also bounds the tree size
 * @param maxHtmlDepth      deepest element nesting jsoup keeps; deeper start tags are closed
 *                          early by the parser, which keeps parsing and walking linear
 * @param maxPdfBytes       largest PDF accepted
 * @param maxPdfPages       most pages a PDF may have
 * @param maxRenderDpi      highest resolution a page is rendered at
 * @param maxRenderPixels   most pixels in one rendered page image
 * @param maxPdfPageChars   most characters one PDF page may draw; the text stripper holds a
 *                          few hundred bytes per character of the page it is on, so this bounds
 *                          the heap one page can take
 * @param maxPdfTextChars   most characters of text a whole PDF may give
 * @param maxPdfScratchBytes most bytes PDFBox may decode into its scratch (the first 4 MiB in
 *                          the heap, the rest in temporary files), which bounds what a
 *                          compressed stream may expand to
 */
public record ExtractionLimits(
        long maxHtmlBytes,
        int maxHtmlDepth,
        long maxPdfBytes,
        int maxPdfPages,
        float maxRenderDpi,
        long maxRenderPixels,
        int maxPdfPageChars,
        long maxPdfTextChars,
        long maxPdfScratchBytes) {

    static final int DEFAULT_PDF_PAGE_CHARS = 100_000;
    static final long DEFAULT_PDF_TEXT_CHARS = 8L * 1024 * 1024;
    static final long DEFAULT_PDF_SCRATCH_BYTES = 512L * 1024 * 1024;

    public ExtractionLimits {
        if (maxHtmlBytes <= 0 || maxHtmlDepth <= 0 || maxPdfBytes <= 0 || maxPdfPages <= 0
                || !(maxRenderDpi > 0) || maxRenderPixels <= 0 || maxPdfPageChars <= 0
                || maxPdfTextChars <= 0 || maxPdfScratchBytes <= 0) {
            throw new IllegalArgumentException("every extraction limit must be positive");
        }
    }

    /** The given limits, with the default per-page, whole-text and scratch budgets for PDFs. */
    public ExtractionLimits(long maxHtmlBytes, int maxHtmlDepth, long maxPdfBytes, int maxPdfPages,
            float maxRenderDpi, long maxRenderPixels) {
        this(maxHtmlBytes, maxHtmlDepth, maxPdfBytes, maxPdfPages, maxRenderDpi, maxRenderPixels,
                DEFAULT_PDF_PAGE_CHARS, DEFAULT_PDF_TEXT_CHARS, DEFAULT_PDF_SCRATCH_BYTES);
    }

    /**
     * 8 MiB HTML, depth 256, 64 MiB and 500 pages of PDF, 300 dpi and 40 megapixels; a PDF page
     * of at most 100,000 characters, 8 Mi characters in all, 512 MiB of scratch.
     */
    public static ExtractionLimits defaults() {
        return new ExtractionLimits(8L * 1024 * 1024, 256, 64L * 1024 * 1024, 500, 300f, 40_000_000L);
    }

    /** These limits with other PDF text budgets. */
    public ExtractionLimits withPdfBudgets(int pageChars, long textChars, long scratchBytes) {
        return new ExtractionLimits(maxHtmlBytes, maxHtmlDepth, maxPdfBytes, maxPdfPages, maxRenderDpi,
                maxRenderPixels, pageChars, textChars, scratchBytes);
    }
}
