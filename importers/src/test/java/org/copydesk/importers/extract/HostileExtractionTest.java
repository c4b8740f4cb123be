package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 10, hostile input to the extractors: pages built to be slow to parse finish in time that
 * grows with their size, not faster; damaged and encrypted PDFs are refused in one line and leave
 * none of PDFBox's scratch files behind.
 */
class HostileExtractionTest {

    private static final int PAGE_BYTES = 1024 * 1024;
    /** A quadratic parser takes hours on a megabyte; a linear one a second or two, even on a busy machine. */
    private static final Duration BOUND = Duration.ofSeconds(60);

    private final HtmlExtractor html = new HtmlExtractor(ExtractionLimits.defaults());
    private final PdfExtractor pdf = new PdfExtractor(ExtractionLimits.defaults());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            open formatting elements reconstructed at every paragraph | <b><i><u><s><em><strong><a href=x> | <p>x
            unclosed anchors adopted one inside another              | <a>                               | <a>x
            nesting far past the depth limit                          | <div>                             | <div>
            unclosed tables inside cells                              | <table><tr><td>                   | <td>x
            misnested formatting and blocks                           | <b><p></b></p>                    | <b><p></b></p>
            distinct attributes on one element                        | <p                                | ' a=1 b=2'
            """)
    void pageBuiltToBeSlowToParseExtractsInBoundedTime(String name, String opening, String repeated) {
        byte[] page = tagSoup(opening, repeated);

        ExtractedText text = assertTimeoutPreemptively(BOUND, () -> html.extract(page), name);

        assertTrue(text.blocks().size() <= page.length, name);
    }

    @Test
    void pageTheParserItselfFailsOnIsRefusedInOneLine() throws IOException {
        byte[] page;
        try (var in = getClass().getResourceAsStream("ExtractorFuzzTestInputs/html/jsoup-formatting-reconstruction.html")) {
            page = in.readAllBytes();
        }

        ExtractionException refused = assertThrows(ExtractionException.class, () -> html.extract(page));

        assertTrue(refused.getMessage().startsWith("HTML the parser cannot read (jsoup failed: "), refused.getMessage());
        assertFalse(refused.getMessage().contains("\n"), refused.getMessage());
    }

    @Test
    void htmlOverTheSizeCapIsRefusedBeforeParsing() {
        byte[] page = new byte[(int) ExtractionLimits.defaults().maxHtmlBytes() + 1];
        Arrays.fill(page, (byte) '<');

        ExtractionException refused = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> assertThrows(ExtractionException.class, () -> html.extract(page)));

        assertOneLineWithoutInternals(refused);
    }

    @Test
    void damagedPdfIsRefusedInOneLineAndLeavesNoScratchFiles() throws IOException {
        byte[] good = TestPdfs.text(List.of(List.of(List.of("Harbor poll"))));
        Set<Path> before = scratchFiles();

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> pdf.extract(Arrays.copyOf(good, good.length / 2)));

        assertTrue(refused.getMessage().startsWith("damaged PDF"), refused.getMessage());
        assertOneLineWithoutInternals(refused);
        assertTrue(before.containsAll(scratchFiles()), "no PDFBox scratch file left behind");
    }

    @Test
    void encryptedPdfIsRefusedInOneLineAndLeavesNoScratchFiles() throws IOException {
        byte[] locked = TestPdfs.encrypted("reader-secret");
        Set<Path> before = scratchFiles();

        ExtractionException refused = assertThrows(ExtractionException.class, () -> pdf.extract(locked));

        assertTrue(refused.getMessage().startsWith("encrypted PDF"), refused.getMessage());
        assertOneLineWithoutInternals(refused);
        assertTrue(before.containsAll(scratchFiles()), "no PDFBox scratch file left behind");
    }

    @Test
    void pdfWithAGarbageBodyBehindAValidHeaderIsRefused() {
        byte[] garbage = ("%PDF-1.7\n" + "1 0 obj << /Kids [1 0 R] /Type /Pages >> endobj\n".repeat(1000))
                .getBytes(StandardCharsets.US_ASCII);

        ExtractionException refused = assertTimeoutPreemptively(BOUND,
                () -> assertThrows(ExtractionException.class, () -> pdf.extract(garbage)));

        assertOneLineWithoutInternals(refused);
    }

    private static void assertOneLineWithoutInternals(ExtractionException refused) {
        String message = refused.getMessage();
        assertFalse(message.contains("\n"), message);
        assertFalse(message.contains("Exception") || message.contains("at org."), message);
        assertTrue(refused.getCause() == null, "no library stack trace rides along");
    }

    private static byte[] tagSoup(String opening, String repeated) {
        StringBuilder page = new StringBuilder();
        while (page.length() < PAGE_BYTES / 2) {
            page.append(opening);
        }
        while (page.length() < PAGE_BYTES) {
            page.append(repeated);
        }
        return page.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static Set<Path> scratchFiles() throws IOException {
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(f -> f.getFileName().toString().startsWith("PDFBox")).collect(Collectors.toSet());
        }
    }
}
