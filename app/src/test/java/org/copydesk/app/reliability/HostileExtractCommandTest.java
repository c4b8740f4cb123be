package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 10, hostile input to {@code extract}: refused with exit 2 and one line naming the file,
 * no stack trace, and nothing written beside it. Encrypted PDFs and pages built to be slow to
 * parse are covered in importers' HostileExtractionTest, where PDFBox may be used to build them.
 */
class HostileExtractCommandTest {

    @TempDir
    Path work;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            damaged PDF            | damaged.pdf | damaged PDF
            empty file             | empty.html  | empty file
            HTML over the size cap | huge.html   | limit
            """)
    void refusedInOneLineNamingTheFile(String name, String fileName, String reason) throws IOException {
        Path file = work.resolve(fileName);
        Files.write(file, content(fileName));
        Map<String, Long> before = HostileImportTest.tree(work);

        CliCapture.Printed printed = new CliCapture(work.resolve("default.db")).run("extract", file.toString());

        assertEquals(2, printed.code(), printed.err());
        assertEquals(1, printed.err().lines().count(), printed.err());
        assertTrue(printed.err().startsWith(file + ": ") && printed.err().contains(reason), printed.err());
        HostileImportTest.assertNoJavaInternals(printed.out() + printed.err());
        assertEquals(before, HostileImportTest.tree(work), "extract writes nothing");
    }

    private static byte[] content(String fileName) {
        switch (fileName) {
            case "damaged.pdf":
                return ("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                        + "2 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF")
                        .getBytes(StandardCharsets.US_ASCII);
            case "huge.html":
                return "<p>x".repeat(2 * 1024 * 1024 + 1).getBytes(StandardCharsets.US_ASCII);
            default:
                return new byte[0];
        }
    }
}
