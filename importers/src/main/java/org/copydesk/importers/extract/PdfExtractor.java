package org.copydesk.importers.extract;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * PDF bytes to blocks with PDFBox (FORMATS §2; docs/decisions/0022-pdf-extraction-rules.md).
 *
 * <p>One block per paragraph as PDFBox's {@link PDFTextStripper} finds them, page by page,
 * with text sorted by position so that reading order does not depend on the order the
 * producer happened to draw glyphs in. Paragraph ends are marked with U+2029 PARAGRAPH
 * SEPARATOR; a U+2029 inside the PDF's own text also ends a paragraph, which is what the
 * character means. Lines within a paragraph join with one space; end-of-line hyphens are
 * kept, since guessing which are soft would change the words.
 */
public final class PdfExtractor {

    private static final String PARAGRAPH_END = "\u2029";
    private static final Pattern PARAGRAPH_SPLIT = Pattern.compile(PARAGRAPH_END);

    private final ExtractionLimits limits;
    private final PdfDocuments documents;

    public PdfExtractor(ExtractionLimits limits) {
        this.limits = limits;
        this.documents = new PdfDocuments(limits);
    }

    /**
     * A PDF with no text on any page (a scan without a text layer) yields no blocks and
     * {@code requiresExternalTextExtraction}; blank pages inside a PDF that has text are
     * simply skipped.
     *
     * <p>Pages are read one at a time under the limits' budgets: a page drawing more than
     * {@link ExtractionLimits#maxPdfPageChars()} characters stops as soon as it passes them (the
     * stripper would hold every one of them at once), and the whole text stops at
     * {@link ExtractionLimits#maxPdfTextChars()}; either refuses the PDF in one line naming the page.
     *
     * @throws ExtractionException for encrypted, damaged or oversized PDFs
     */
    public ExtractedText extract(byte[] pdf) {
        PDDocument document = documents.open(pdf);
        try {
            List<TextBlock> blocks = paragraphs(document);
            Optional<String> title = Optional.ofNullable(document.getDocumentInformation().getTitle())
                    .map(BlockText::normalize)
                    .filter(text -> !text.isEmpty());
            return new ExtractedText(title, blocks, blocks.isEmpty());
        } finally {
            PdfDocuments.closeQuietly(document);
        }
    }

    private List<TextBlock> paragraphs(PDDocument document) {
        int pages = document.getNumberOfPages();
        int page = 1;
        try {
            BudgetedStripper stripper = stripper(limits.maxPdfPageChars());
            List<TextBlock> blocks = new ArrayList<>();
            long chars = 0;
            for (; page <= pages; page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                String pageText = stripper.getText(document);
                chars += pageText.length();
                if (chars > limits.maxPdfTextChars()) {
                    throw new ExtractionException("PDF text passes the " + limits.maxPdfTextChars()
                            + "-character limit at page " + page + " of " + pages);
                }
                for (String paragraph : PARAGRAPH_SPLIT.split(pageText)) {
                    String text = BlockText.normalize(paragraph);
                    if (!text.isEmpty()) {
                        blocks.add(new TextBlock(text, OptionalInt.of(page)));
                    }
                }
            }
            return blocks;
        } catch (BudgetedStripper.PageOverBudget e) {
            throw new ExtractionException("PDF page " + page + " of " + pages + " draws over "
                    + limits.maxPdfPageChars() + " characters, the limit for one page");
        } catch (ExtractionException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw PdfDocuments.failure(e);
        } catch (StackOverflowError e) {
            throw new ExtractionException("damaged PDF: its content nests without end");
        }
    }

    private static BudgetedStripper stripper(int maxPageChars) throws IOException {
        BudgetedStripper stripper = new BudgetedStripper(maxPageChars);
        stripper.setSortByPosition(true);
        stripper.setLineSeparator("\n");
        stripper.setWordSeparator(" ");
        stripper.setParagraphStart("");
        stripper.setParagraphEnd(PARAGRAPH_END);
        stripper.setPageStart("");
        stripper.setPageEnd(PARAGRAPH_END);
        return stripper;
    }
}
