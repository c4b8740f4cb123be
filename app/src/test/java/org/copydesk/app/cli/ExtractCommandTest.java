package org.copydesk.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExtractCommandTest {

    private static final String RAW_HTML = "87fb9a954b502b61c71ee8d95f306cec10abbae0f0e749799dd891d6d7c49c75";

    @TempDir
    Path dir;

    private CliRunner cli;

    @BeforeEach
    void setUp() {
        cli = new CliRunner(dir.resolve("default.db"), DemoSeed.NONE);
    }

    @Test
    void extractsTheVectorRawHtmlToTheDocumentDigestUpstreamWrote() throws IOException {
        CliRunner.Result result = cli.run("extract", "--json", rawHtml().toString());

        assertEquals(0, result.code(), result.err());
        JsonNode snapshot = result.json();
        assertEquals("source-snapshot.v1", snapshot.get("schema").asText());
        assertEquals(RAW_HTML, snapshot.get("derived_from").get("raw_sha256").asText());
        assertEquals(upstreamDocumentDigest(RAW_HTML), snapshot.get("document_sha256").asText());
        assertTrue(snapshot.get("blocks").size() > 0);
    }

    @Test
    void namedFlagsAndTheClockReachTheSnapshot() throws IOException {
        CliRunner.Result result = cli.run("--json", "extract", rawHtml().toString(), "--source-id", "src-0042",
                "--url", "https://news.example.org/a", "--retrieved-at", "2026-10-14T18:22:05Z",
                "--mime-type", "text/html");

        JsonNode snapshot = result.json();
        assertEquals("src-0042", snapshot.get("source_id").asText());
        assertEquals("https://news.example.org/a", snapshot.get("canonical_url").asText());
        assertEquals("2026-10-14T18:22:05Z", snapshot.get("retrieved_at").asText());
        Instant extractedAt = Instant.parse(snapshot.get("derived_from").get("extracted_at").asText());
        assertTrue(extractedAt.isAfter(Instant.parse("2026-10-20T07:59:59Z")), "the command's clock: " + extractedAt);
        assertEquals("text/html", snapshot.get("mime_type").asText());
    }

    @Test
    void withoutFlagsTheSourceIdIsDefaultedAndRetrievedAtIsTheFileModificationTime() throws IOException {
        Path copy = Files.copy(rawHtml(), dir.resolve("page.html"));
        Files.setLastModifiedTime(copy, FileTime.from(Instant.parse("2026-09-30T07:15:00.250Z")));

        JsonNode snapshot = cli.run("extract", "--json", copy.toString()).json();

        assertEquals("src-extracted", snapshot.get("source_id").asText());
        assertEquals("2026-09-30T07:15:00Z", snapshot.get("retrieved_at").asText());
        assertEquals(copy.toAbsolutePath().toUri().toString(), snapshot.get("canonical_url").asText());
    }

    @Test
    void theSameFileGivesTheSameSnapshotTwiceApartFromTheExtractionTime() throws IOException {
        assertEquals(withoutExtractionTime(cli.run("extract", "--json", rawHtml().toString()).json()),
                withoutExtractionTime(cli.run("extract", "--json", rawHtml().toString()).json()));
    }

    /** The test clock ticks on every reading, so the time and the self digest covering it differ by design. */
    private static JsonNode withoutExtractionTime(JsonNode snapshot) {
        ObjectNode copy = ((ObjectNode) snapshot).deepCopy();
        ((ObjectNode) copy.get("derived_from")).remove("extracted_at");
        copy.remove("snapshot_sha256");
        return copy;
    }

    @Test
    void jsonOutputIsOneDocumentAndNothingElse() throws IOException {
        CliRunner.Result result = cli.run("extract", "--json", rawHtml().toString());
        String trimmed = result.out().trim();
        assertTrue(trimmed.startsWith("{") && trimmed.endsWith("}"), result.out());
        assertEquals(Json.pretty(result.json()), trimmed);
        assertEquals("", result.err());
    }

    @Test
    void summaryNamesTitleAndBlockCount() throws IOException {
        Path page = Files.writeString(dir.resolve("page.html"), "<html><head><title>Harbor poll</title>"
                + "<script>alert(1)</script></head><body><p>First.</p><p hidden>Hidden.</p><li>Second.</li></body></html>");

        CliRunner.Result result = cli.run("extract", page.toString());

        assertEquals(0, result.code(), result.err());
        assertTrue(result.out().contains("title:      Harbor poll"), result.out());
        assertTrue(result.out().contains("blocks:     2"), result.out());
        assertFalse(result.out().contains("pages:"), "HTML has no pages: " + result.out());
    }

    @Test
    void summarySaysWhenThereIsNoTitle() throws IOException {
        CliRunner.Result result = cli.run("extract", rawHtml().toString());
        assertTrue(result.out().contains("title:      (none)"), result.out());
    }

    @Test
    void extractsAPdfWithPagedBlocksAndCountsPagesInTheSummary() throws IOException {
        Path pdf = demoPdf();

        JsonNode snapshot = cli.run("extract", "--json", pdf.toString()).json();
        CliRunner.Result summary = cli.run("extract", pdf.toString());

        assertEquals("application/pdf", snapshot.get("mime_type").asText());
        assertTrue(snapshot.get("blocks").size() > 0);
        assertEquals(1, snapshot.get("blocks").get(0).get("page").asInt());
        assertTrue(summary.out().contains("pages:      1 with text"), summary.out());
    }

    @Test
    void refusesADamagedPdfWithOneLineNamingTheFile() throws IOException {
        Path damaged = dir.resolve("damaged.pdf");
        Files.write(damaged, "%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R".getBytes(StandardCharsets.US_ASCII));

        CliRunner.Result result = cli.run("extract", "--json", damaged.toString());

        assertEquals(2, result.code());
        assertEquals("", result.out());
        assertOneLineNaming(result.err(), damaged, "damaged PDF");
    }

    @Test
    void refusesAMissingFile() {
        Path missing = dir.resolve("nope.html");
        CliRunner.Result result = cli.run("extract", missing.toString());
        assertEquals(2, result.code());
        assertOneLineNaming(result.err(), missing, "no such file");
    }

    @Test
    void refusesContentThatIsNeitherHtmlNorPdf() throws IOException {
        Path text = Files.writeString(dir.resolve("notes.txt"), "just words");
        CliRunner.Result result = cli.run("extract", text.toString());
        assertEquals(2, result.code());
        assertOneLineNaming(result.err(), text, "neither HTML nor PDF");
    }

    @Test
    void aDeclaredPdfTypeOnHtmlBytesIsRefusedAsADamagedPdf() throws IOException {
        CliRunner.Result result = cli.run("extract", "--mime-type", "application/pdf", rawHtml().toString());
        assertEquals(2, result.code());
        assertOneLineNaming(result.err(), rawHtml(), "damaged PDF");
    }

    @Test
    void aRetrievedAtThatIsNotATimeIsBadUsage() throws IOException {
        CliRunner.Result result = cli.run("extract", "--retrieved-at", "yesterday", rawHtml().toString());
        assertEquals(2, result.code());
        assertTrue(result.err().contains("--retrieved-at"), result.err());
    }

    @Test
    void neverOpensOrCreatesAStore() throws IOException {
        Path named = dir.resolve("named.db");
        cli.run("extract", "--store", named.toString(), rawHtml().toString());
        cli.run("extract", rawHtml().toString());
        assertFalse(Files.exists(named));
        assertFalse(Files.exists(dir.resolve("default.db")));
    }

    private static void assertOneLineNaming(String err, Path file, String reason) {
        assertTrue(err.startsWith(file.toString() + ": "), err);
        assertTrue(err.contains(reason), err);
        assertEquals(1, err.strip().lines().count(), err);
        assertFalse(err.contains("Exception"), err);
    }

    private static Path rawHtml() throws IOException {
        try (Stream<Path> files = Files.list(SharedVectors.bundle().resolve("raw"))) {
            return files.filter(f -> f.getFileName().toString().startsWith(RAW_HTML)).findFirst().orElseThrow();
        }
    }

    private static String upstreamDocumentDigest(String rawSha256) throws IOException {
        try (Stream<Path> runs = Files.list(SharedVectors.bundle().resolve("runs"))) {
            for (Path run : runs.sorted().toList()) {
                for (JsonNode source : Json.parse(Files.readAllBytes(run)).get("sources")) {
                    if (rawSha256.equals(source.path("raw_sha256").asText())) {
                        return source.get("document_sha256").asText();
                    }
                }
            }
        }
        throw new AssertionError("no vector snapshot has raw " + rawSha256);
    }

    private Path demoPdf() throws IOException {
        Path bundle = dir.resolve("demo");
        DemoCorpus.write(bundle);
        try (Stream<Path> raw = Files.list(bundle.resolve("raw"))) {
            Path pdf = raw.filter(f -> f.toString().endsWith(".pdf")).findFirst().orElseThrow();
            assertTrue(pdf.getFileName().toString().startsWith(Sha256.hex(Files.readAllBytes(pdf))));
            return pdf;
        }
    }
}
