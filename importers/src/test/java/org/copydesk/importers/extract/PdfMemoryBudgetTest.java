package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PDFs extracted in a 64 MiB heap, in a JVM of their own: a page drawing three million glyphs
 * from a few KiB of compressed content (which held every glyph's position at once and ran the
 * heap out of memory) is refused at its page budget, and a long document within the budgets
 * extracts page by page in the same heap.
 */
class PdfMemoryBudgetTest {

    private static final String HEAP = "-Xmx64m";

    @TempDir
    Path dir;

    @Test
    void aPageOfMillionsOfGlyphsStopsAtItsBudgetInASmallHeap() throws Exception {
        Path pdf = write("flood.pdf", TestPdfs.glyphFlood(1, 3_000_000));

        assertEquals("refused: PDF page 1 of 1 draws over 100000 characters, the limit for one page",
                probe(pdf));
    }

    @Test
    void aLongDocumentWithinTheBudgetsExtractsInASmallHeap() throws Exception {
        Path pdf = write("long.pdf", TestPdfs.glyphFlood(150, 10_000));

        // Per page: "Page N." and one block of 10,000 letters.
        long pageLines = 0;
        for (int n = 1; n <= 150; n++) {
            pageLines += ("Page " + n + ".").length();
        }
        assertEquals("blocks 300 chars " + (150 * 10_000 + pageLines) + " last page 150", probe(pdf));
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static String probe(Path pdf) throws Exception {
        Process process = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                HEAP, "-XX:TieredStopAtLevel=1", "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"),
                PdfExtractProbe.class.getName(), pdf.toString()))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the probe did not finish");
        }
        assertEquals(0, process.exitValue(), "probe exit status; output: " + out);
        return out;
    }
}
