package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.json.CanonicalJson;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SnapshotExtractorTest {

    private static final Instant RETRIEVED = Instant.parse("2026-10-14T18:22:05Z");
    private static final Instant EXTRACTED = Instant.parse("2026-10-15T09:00:00.123456Z");
    private static final SourceMetadata METADATA = new SourceMetadata("src-0007",
            "https://news.example.org/2026/10/14/governor-poll", RETRIEVED,
            Optional.of("Example News"), Optional.empty());
    private static final byte[] ARTICLE = HtmlExtractorTest.ARTICLE.getBytes(StandardCharsets.UTF_8);

    private final SnapshotExtractor extractor = new SnapshotExtractor(ExtractionLimits.defaults());

    @Test
    void sameBytesGiveByteIdenticalCanonicalSnapshots(@TempDir Path dir) throws IOException {
        Path first = dir.resolve("first.json");
        Path second = dir.resolve("second.json");
        Files.write(first, CanonicalJson.bytes(html().json()));
        Files.write(second, CanonicalJson.bytes(html().json()));

        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    @Test
    void writesEveryFieldOfADerivedHtmlSnapshot() {
        ObjectNode json = html().json();

        assertEquals("source-snapshot.v1", json.get("schema").textValue());
        assertEquals("src-0007", json.get("source_id").textValue());
        assertEquals("https://news.example.org/2026/10/14/governor-poll", json.get("canonical_url").textValue());
        assertEquals("New poll shows tight governor\u2019s race", json.get("title").textValue());
        assertEquals("Example News", json.get("publisher").textValue());
        assertTrue(json.get("published_at").isNull());
        assertEquals("2026-10-14T18:22:05Z", json.get("retrieved_at").textValue());
        assertEquals("text/html", json.get("mime_type").textValue());
        assertEquals(Sha256.hex(ARTICLE), json.get("raw_sha256").textValue());
        assertFalse(json.get("requires_external_text_extraction").booleanValue());
        assertEquals(14, json.get("blocks").size());
        assertEquals("b001", json.get("blocks").get(0).get("block_id").textValue());
        assertEquals("b014", json.get("blocks").get(13).get("block_id").textValue());
        assertFalse(json.get("blocks").get(0).has("page"));
        JsonNode derivedFrom = json.get("derived_from");
        assertEquals(Sha256.hex(ARTICLE), derivedFrom.get("raw_sha256").textValue());
        assertEquals("jsoup 1.24.1", derivedFrom.get("extractor").textValue());
        assertEquals("2026-10-15T09:00:00Z", derivedFrom.get("extracted_at").textValue());
    }

    @Test
    void digestsRecomputeFromTheDocumentItself() {
        assertDigestsRecompute(html().json());
    }

    @Test
    void digestsSurviveAPrintAndParseRoundTrip() {
        JsonNode reread = Json.parse(Json.pretty(html().json()).getBytes(StandardCharsets.UTF_8));

        assertDigestsRecompute((ObjectNode) reread);
    }

    @Test
    void documentDigestIgnoresWhereAndWhenButSnapshotDigestDoesNot() {
        SourceMetadata elsewhere = new SourceMetadata("src-0099", "https://mirror.example.org/poll",
                Instant.parse("2026-10-20T00:00:00Z"));

        ExtractedSnapshot mirrored = extractor.extract(ARTICLE, Optional.of("text/html"), elsewhere,
                Instant.parse("2026-10-21T00:00:00Z"));

        assertEquals(html().documentSha256(), mirrored.documentSha256());
        assertNotEquals(html().snapshotSha256(), mirrored.snapshotSha256());
    }

    @Test
    void pdfSnapshotCarriesPagesAndPdfboxProvenance() {
        byte[] pdf = TestPdfs.text(List.of(
                List.of(List.of("First page paragraph.")), List.of(List.of("Second page paragraph."))));

        ExtractedSnapshot snapshot = extractor.extract(pdf, Optional.of("application/pdf"), METADATA, EXTRACTED);

        JsonNode blocks = snapshot.json().get("blocks");
        assertEquals(2, blocks.size());
        assertEquals(1, blocks.get(0).get("page").intValue());
        assertEquals(2, blocks.get(1).get("page").intValue());
        assertEquals("pdfbox 3.0.8", snapshot.json().get("derived_from").get("extractor").textValue());
        assertEquals("application/pdf", snapshot.json().get("mime_type").textValue());
        assertDigestsRecompute(snapshot.json());
    }

    @Test
    void scannedPdfHasNoBlocksNullNormalizedDigestAndNeedsExternalExtraction() {
        ExtractedSnapshot snapshot = extractor.extract(TestPdfs.scannedPage(), Optional.of("application/pdf"),
                METADATA, EXTRACTED);

        ObjectNode json = snapshot.json();
        assertEquals(0, json.get("blocks").size());
        assertTrue(json.get("normalized_sha256").isNull());
        assertTrue(json.get("requires_external_text_extraction").booleanValue());
        assertDigestsRecompute(json);
    }

    @Test
    void sniffsPdfWhenTheTypeIsUnknown() {
        byte[] pdf = TestPdfs.text(List.of(List.of(List.of("Sniffed."))));

        ExtractedSnapshot snapshot = extractor.extract(pdf, Optional.empty(), METADATA, EXTRACTED);

        assertEquals("application/pdf", snapshot.json().get("mime_type").textValue());
    }

    @Test
    void treatsPdfBytesLabelledAsHtmlAsPdf() {
        byte[] pdf = TestPdfs.text(List.of(List.of(List.of("Mislabelled."))));

        ExtractedSnapshot snapshot = extractor.extract(pdf, Optional.of("text/html; charset=utf-8"), METADATA,
                EXTRACTED);

        assertEquals("application/pdf", snapshot.json().get("mime_type").textValue());
    }

    @Test
    void sniffsHtmlWhenTheTypeIsGeneric() {
        ExtractedSnapshot snapshot = extractor.extract(ARTICLE, Optional.of("application/octet-stream"),
                METADATA, EXTRACTED);

        assertEquals("text/html", snapshot.json().get("mime_type").textValue());
    }

    @Test
    void refusesUnsupportedMimeType() {
        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> extractor.extract(ARTICLE, Optional.of("image/png"), METADATA, EXTRACTED));

        assertEquals("unsupported mime type image/png: copydesk extracts text/html and application/pdf",
                refused.getMessage());
    }

    @Test
    void refusesUnrecognisedBytes() {
        byte[] binary = {0x00, 0x01, 0x02, 0x03};

        ExtractionException refused = assertThrows(ExtractionException.class,
                () -> extractor.extract(binary, Optional.empty(), METADATA, EXTRACTED));

        assertEquals("unrecognised content: neither HTML nor PDF", refused.getMessage());
    }

    @Test
    void refusesEmptyFile() {
        assertThrows(ExtractionException.class,
                () -> extractor.extract(new byte[0], Optional.of("text/html"), METADATA, EXTRACTED));
    }

    @Test
    void extractorNamesMatchTheLibrariesOnTheClasspath() {
        assertEquals("jsoup " + Jsoup.class.getPackage().getImplementationVersion(),
                ContentKind.HTML.extractor());
        assertEquals("pdfbox " + org.apache.pdfbox.util.Version.getVersion(), ContentKind.PDF.extractor());
    }

    @Test
    void handedOutJsonIsACopy() {
        ExtractedSnapshot snapshot = html();

        snapshot.json().put("title", "tampered");

        assertEquals("New poll shows tight governor\u2019s race", snapshot.json().get("title").textValue());
    }

    private ExtractedSnapshot html() {
        return extractor.extract(ARTICLE, Optional.of("text/html"), METADATA, EXTRACTED);
    }

    /** Recomputes every digest from the document's own fields, as an independent reader would. */
    private static void assertDigestsRecompute(ObjectNode json) {
        List<String> texts = new ArrayList<>();
        ObjectNode identity = Json.nodes().objectNode();
        identity.set("mime_type", json.get("mime_type"));
        identity.set("normalized_sha256", json.get("normalized_sha256"));
        ArrayNode identityBlocks = identity.putArray("blocks");
        for (JsonNode block : json.get("blocks")) {
            String text = block.get("text").textValue();
            assertEquals(Sha256.hex(text), block.get("sha256").textValue());
            texts.add(text);
            identityBlocks.addObject()
                    .put("block_id", block.get("block_id").textValue())
                    .put("sha256", block.get("sha256").textValue());
        }
        if (!json.get("requires_external_text_extraction").booleanValue()) {
            assertEquals(Sha256.hex(String.join("\n\n", texts)), json.get("normalized_sha256").textValue());
        }
        assertEquals(Sha256.canonical(identity), json.get("document_sha256").textValue());
        ObjectNode withoutSelf = json.deepCopy();
        String self = withoutSelf.remove("snapshot_sha256").textValue();
        assertEquals(Sha256.canonical(withoutSelf), self);
    }
}
