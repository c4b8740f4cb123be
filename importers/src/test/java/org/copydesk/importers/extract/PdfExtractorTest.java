package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

class PdfExtractorTest {

    private final PdfExtractor extractor = new PdfExtractor(ExtractionLimits.defaults());

    @Test
    void splitsParagraphsAndNumbersPages() {
        byte[] pdf = TestPdfs.text(List.of(
                List.of(
                        List.of("Harbor Research surveyed 500 likely", "voters for Example News."),
                        List.of("The margin of error is 4.4 points.")),
                List.of(
                        List.of("Whitfield 46%, Ode 45%, undecided 9%."))));

        ExtractedText text = extractor.extract(pdf);

        assertEquals(List.of(
                new TextBlock("Harbor Research surveyed 500 likely voters for Example News.", OptionalInt.of(1)),
                new TextBlock("The margin of error is 4.4 points.", OptionalInt.of(1)),
                new TextBlock("Whitfield 46%, Ode 45%, undecided 9%.", OptionalInt.of(2))),
                text.blocks());
        assertFalse(text.requiresExternalTextExtraction());
    }

    @Test
    void readsInPositionOrderWhateverTheDrawingOrder() {
        byte[] pdf = TestPdfs.textDrawnBottomUp(List.of(
                List.of("First paragraph on top."),
                List.of("Second paragraph below.")));

        List<String> texts = extractor.extract(pdf).blocks().stream().map(TextBlock::text).toList();

        assertEquals(List.of("First paragraph on top.", "Second paragraph below."), texts);
    }

    @Test
    void aPageTreeClaimingBillionsOfPagesIsDamagedNotOversized() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> extractor.extract(onePageClaiming(1_410_065_407)));

        assertEquals("damaged PDF: its page tree claims 1410065407 pages but holds 1", refused.getMessage());
    }

    /** One page of text, written by hand so that the page tree's /Count can lie. */
    private static byte[] onePageClaiming(int count) {
        String content = "BT /F1 12 Tf 72 720 Td (One real page.) Tj ET";
        List<String> objects = List.of(
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count " + count + " >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
                        + " /Resources << /Font << /F1 5 0 R >> >> >>",
                "<< /Length " + content.length() + " >>\nstream\n" + content + "\nendstream",
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
        StringBuilder pdf = new StringBuilder("%PDF-1.4\n");
        List<Integer> offsets = new java.util.ArrayList<>();
        for (int i = 0; i < objects.size(); i++) {
            offsets.add(pdf.length());
            pdf.append(i + 1).append(" 0 obj\n").append(objects.get(i)).append("\nendobj\n");
        }
        int xref = pdf.length();
        pdf.append("xref\n0 6\n0000000000 65535 f \n");
        offsets.forEach(offset -> pdf.append(String.format("%010d 00000 n \n", offset)));
        pdf.append("trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n").append(xref).append("\n%%EOF\n");
        return pdf.toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void aHeaderAfterLeadingJunkWithinTheFirstKibibyteIsStillAPdf() {
        byte[] pdf = TestPdfs.text(List.of(List.of(List.of("After a junk byte."))));
        byte[] junk = new byte[pdf.length + 1];
        junk[0] = 0x0A;
        System.arraycopy(pdf, 0, junk, 1, pdf.length);

        ExtractedSnapshot snapshot = new SnapshotExtractor(ExtractionLimits.defaults()).extract(junk,
                java.util.Optional.empty(), new SourceMetadata("src-0001", "https://example.org/a.pdf",
                        java.time.Instant.parse("2026-10-14T18:22:05Z")), java.time.Instant.parse("2026-10-14T18:22:05Z"));

        assertEquals("application/pdf", snapshot.json().get("mime_type").textValue());
        assertEquals("After a junk byte.", snapshot.json().get("blocks").get(0).get("text").textValue());
    }

    @Test
    void takesTitleFromDocumentInformation() {
        byte[] pdf = TestPdfs.withTitle("  Poll   release ", List.of(List.of("Body")));

        assertEquals("Poll release", extractor.extract(pdf).title().orElseThrow());
    }

    @Test
    void pageWithoutTextLayerYieldsNoBlocksAndNeedsExternalExtraction() {
        ExtractedText text = extractor.extract(TestPdfs.scannedPage());

        assertTrue(text.blocks().isEmpty());
        assertTrue(text.requiresExternalTextExtraction());
    }

    @Test
    void refusesGarbageAsDamaged() {
        byte[] garbage = "%PDF-1.7\n\u0000\u0001 this is not a PDF body at all".getBytes(StandardCharsets.ISO_8859_1);

        ExtractionException refused = assertThrows(ExtractionException.class, () -> extractor.extract(garbage));

        assertTrue(refused.getMessage().startsWith("damaged PDF: "), refused.getMessage());
        assertFalse(refused.getMessage().contains("\n"));
    }

    /** Cut before the page tree: nothing left to repair (a cut near the end PDFBox repairs). */
    @Test
    void refusesTruncatedPdfAsDamaged() {
        byte[] pdf = TestPdfs.text(List.of(List.of(List.of("Some text")), List.of(List.of("More text"))));
        byte[] truncated = Arrays.copyOf(pdf, pdf.length / 2);

        ExtractionException refused = assertThrows(ExtractionException.class, () -> extractor.extract(truncated));

        assertTrue(refused.getMessage().startsWith("damaged PDF: "), refused.getMessage());
    }

    @Test
    void refusesPasswordProtectedPdf() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> extractor.extract(TestPdfs.encrypted("reader-secret")));

        assertTrue(refused.getMessage().startsWith("encrypted PDF: "), refused.getMessage());
    }

    @Test
    void refusesEncryptedPdfEvenWithEmptyUserPassword() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> extractor.extract(TestPdfs.encrypted("")));

        assertTrue(refused.getMessage().startsWith("encrypted PDF: "), refused.getMessage());
    }

    @Test
    void refusesPdfOverThePageLimit() {
        ExtractionLimits twoPages = new ExtractionLimits(1024, 16, 1 << 20, 2, 72f, 1_000_000);
        byte[] pdf = TestPdfs.text(List.of(
                List.of(List.of("one")), List.of(List.of("two")), List.of(List.of("three"))));

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> new PdfExtractor(twoPages).extract(pdf));

        assertEquals("PDF has 3 pages, over the 2-page limit", refused.getMessage());
    }

    @Test
    void refusesPdfOverTheSizeLimitBeforeParsing() {
        ExtractionLimits tiny = new ExtractionLimits(1024, 16, 100, 2, 72f, 1_000_000);
        byte[] pdf = TestPdfs.text(List.of(List.of(List.of("one"))));

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> new PdfExtractor(tiny).extract(pdf));

        assertTrue(refused.getMessage().endsWith("bytes, over the 100-byte limit"), refused.getMessage());
    }

    @Test
    void aPageDrawingMoreThanItsBudgetIsRefusedNamingThePage() {
        ExtractionLimits budget = ExtractionLimits.defaults().withPdfBudgets(5_000, 1_000_000, 64L << 20);
        byte[] pdf = TestPdfs.glyphFlood(3, 2_000);
        byte[] flood = TestPdfs.glyphFlood(1, 6_000);

        assertEquals(List.of(1, 1, 2, 2, 3, 3), new PdfExtractor(budget).extract(pdf).blocks().stream()
                .map(block -> block.page().getAsInt()).toList());
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> new PdfExtractor(budget).extract(flood));

        assertEquals("PDF page 1 of 1 draws over 5000 characters, the limit for one page", refused.getMessage());
    }

    @Test
    void theWholeTextStopsAtItsBudgetNamingThePage() {
        ExtractionLimits budget = ExtractionLimits.defaults().withPdfBudgets(5_000, 5_000, 64L << 20);
        byte[] pdf = TestPdfs.glyphFlood(4, 2_000);

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> new PdfExtractor(budget).extract(pdf));

        assertEquals("PDF text passes the 5000-character limit at page 3 of 4", refused.getMessage());
    }
}
