package org.copydesk.importers.extract;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * PDFBox's text stripper, stopped as soon as one page has drawn more characters than its
 * budget. The stripper keeps every character of the current page (position, font, widths) until
 * the page ends, so without this a single page drawing millions of glyphs from a small
 * compressed stream holds them all in the heap.
 */
final class BudgetedStripper extends PDFTextStripper {

    /** Thrown out of PDFBox's page processing; caught by the extractor, never escapes it. */
    static final class PageOverBudget extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PageOverBudget() {
            super(null, null, false, false);
        }
    }

    private final int maxPageChars;
    private int pageChars;

    BudgetedStripper(int maxPageChars) {
        this.maxPageChars = maxPageChars;
    }

    @Override
    protected void startPage(PDPage page) throws IOException {
        pageChars = 0;
        super.startPage(page);
    }

    @Override
    protected void processTextPosition(TextPosition text) {
        pageChars += Math.max(1, text.getUnicode() == null ? 1 : text.getUnicode().length());
        if (pageChars > maxPageChars) {
            throw new PageOverBudget();
        }
        super.processTextPosition(text);
    }
}
