package org.copydesk.importers.extract;

/**
 * Bounds on what an extraction may consume, so that a hostile file fails fast with a reason
 * instead of exhausting the workstation.
 *
 * @param maxHtmlBytes   largest HTML accepted; jsoup builds roughly one element per few
 *                       bytes of tag soup, so this also bounds the tree size
 * @param maxHtmlDepth   deepest element nesting jsoup keeps; deeper start tags are closed
 *                       early by the parser, which keeps parsing and walking linear
 * @param maxPdfBytes    largest PDF accepted
 * @param maxPdfPages    most pages a PDF may have
 * @param maxRenderDpi   highest resolution a page is rendered at
 * @param maxRenderPixels most pixels in one rendered page image
 */
public record ExtractionLimits(
        long maxHtmlBytes,
        int maxHtmlDepth,
        long maxPdfBytes,
        int maxPdfPages,
        float maxRenderDpi,
        long maxRenderPixels) {

    public ExtractionLimits {
        if (maxHtmlBytes <= 0 || maxHtmlDepth <= 0 || maxPdfBytes <= 0 || maxPdfPages <= 0
                || !(maxRenderDpi > 0) || maxRenderPixels <= 0) {
            throw new IllegalArgumentException("every extraction limit must be positive");
        }
    }

    /** 8 MiB HTML, depth 256, 64 MiB and 500 pages of PDF, 300 dpi and 40 megapixels. */
    public static ExtractionLimits defaults() {
        return new ExtractionLimits(8L * 1024 * 1024, 256, 64L * 1024 * 1024, 500, 300f, 40_000_000L);
    }
}
