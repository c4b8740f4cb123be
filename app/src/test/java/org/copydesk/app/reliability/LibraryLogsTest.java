package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The libraries' logging never reaches the terminal: PDFBox's warnings on a PDF it repairs, and
 * Flyway's and SQLite's on a store another program holds, go to {@code copydesk.log} in the user's
 * data folder; stderr carries copydesk's own one line, and {@code --verbose} adds the log to it.
 */
class LibraryLogsTest {

    @TempDir
    Path work;

    @Test
    @Timeout(120)
    void pdfBoxWarningsOnARepairedPdfGoToTheLogFileNotStderr() throws Exception {
        Path pdf = Files.write(work.resolve("repaired.pdf"), pdfWithWrongXrefOffsets());
        Path data = work.resolve("data");

        CliCapture.Printed printed = CopydeskProcess.startWith(Map.of("XDG_DATA_HOME", data.toString()),
                work.resolve("logs"), "extract", "--json", "extract", pdf.toString()).await(100);

        assertEquals(0, printed.code(), printed.err());
        assertEquals("", printed.err());
        assertTrue(printed.out().contains("A page with words on it."), printed.out());
        String log = Files.readString(data.resolve("copydesk").resolve("copydesk.log"), StandardCharsets.UTF_8);
        assertTrue(log.contains("WARNING org.apache.pdfbox."), log);
    }

    @Test
    @Timeout(120)
    void verboseShowsTheLibrariesLogOnStderr() throws Exception {
        Path pdf = Files.write(work.resolve("repaired.pdf"), pdfWithWrongXrefOffsets());

        CliCapture.Printed printed = CopydeskProcess.start(work.resolve("logs"), "extract", "extract", "--verbose",
                pdf.toString()).await(100);

        assertEquals(0, printed.code(), printed.err());
        assertTrue(printed.err().contains("WARNING org.apache.pdfbox."), printed.err());
    }

    @Test
    @Timeout(240)
    void aStoreHeldByAnotherProgramIsBusyInOneLineWithExitTwo() throws Exception {
        Path store = work.resolve("s.db");
        CliCapture.Printed created = CopydeskProcess.start(work.resolve("logs"), "create", "--store", store.toString(),
                "list").await(100);
        assertEquals(0, created.code(), created.err());
        Path run = HostileCorpus.goodRunFiles().get(0);

        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + store)) {
            try (Statement lock = other.createStatement()) {
                lock.execute("BEGIN EXCLUSIVE");
            }
            CliCapture.Printed printed = CopydeskProcess.start(work.resolve("logs"), "import", "--store",
                    store.toString(), "import", run.toString()).await(200);

            assertEquals(2, printed.code(), printed.err());
            assertEquals(List.of("copydesk: " + store + ": the store is busy (locked by another program); try again"),
                    printed.err().lines().toList());
        }
    }

    /** One page of text whose cross-reference table points at the wrong offsets: PDFBox repairs it and warns. */
    private static byte[] pdfWithWrongXrefOffsets() throws IOException {
        String content = "BT /F1 24 Tf 72 720 Td (A page with words on it.) Tj ET";
        List<String> objects = List.of(
                "<< /Type /Catalog /Pages 2 0 R >>",
                "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R"
                        + " /Resources << /Font << /F1 5 0 R >> >> >>",
                "<< /Length " + content.length() + " >>\nstream\n" + content + "\nendstream",
                "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
        StringBuilder pdf = new StringBuilder("%PDF-1.4\n");
        for (int i = 0; i < objects.size(); i++) {
            pdf.append(i + 1).append(" 0 obj\n").append(objects.get(i)).append("\nendobj\n");
        }
        int xref = pdf.length();
        pdf.append("xref\n0 6\n0000000000 65535 f \n");
        for (int i = 0; i < objects.size(); i++) {
            pdf.append(String.format("%010d 00000 n \n", 7 + i * 3));
        }
        pdf.append("trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n").append(xref).append("\n%%EOF\n");
        return pdf.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
