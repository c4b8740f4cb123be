package org.copydesk.app.desktop;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.importers.extract.ExtractedSnapshot;
import org.copydesk.importers.extract.ExtractionLimits;
import org.copydesk.importers.extract.SnapshotExtractor;
import org.copydesk.importers.extract.SourceMetadata;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.snapshot.Block;
import org.copydesk.store.EvidenceStore;

/**
 * A poll whose source is a three-page PDF (two paragraphs a page) that upstream extracted
 * slightly differently from copydesk: block b002 holds other text ({@link #CHANGED_BLOCK}) and
 * the last block is missing, so a derived snapshot shows 4 same, 1 changed, 1 only extracted.
 */
public final class OriginalFixtures {

    public static final int PAGES = 3;
    public static final String CHANGED_BLOCK = "b002";
    public static final String DROPPED_BLOCK = "b006";
    public static final String SOURCE_ID = "src-0007";

    private static final String[][] PARAGRAPHS = {
        {"Harbor Research interviewed 500 likely voters online from Oct. 1 to Oct. 5.",
            "The survey was conducted by Harbor Research for Example News."},
        {"Democrat Dana Whitfield drew 46% and Republican Marcus Ode 45%, with 9% undecided.",
            "The margin of error is 4.4 percentage points."},
        {"Results are weighted by age, region, education and past vote.",
            "Respondents were asked: If the election for governor were held today, for whom would you vote?"},
    };

    private OriginalFixtures() {
    }

    /** A PDF with a real text layer, one paragraph per line and a wide gap between paragraphs. */
    public static byte[] pdf() {
        try (PDDocument document = new PDDocument()) {
            PDType1Font font = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
            for (String[] page : PARAGRAPHS) {
                PDPage pdfPage = new PDPage();
                document.addPage(pdfPage);
                try (PDPageContentStream content = new PDPageContentStream(document, pdfPage)) {
                    content.beginText();
                    content.setFont(font, 11);
                    content.newLineAtOffset(56, 720);
                    for (String paragraph : page) {
                        content.showText(paragraph);
                        content.newLineAtOffset(0, -40);
                    }
                    content.endText();
                }
            }
            document.getDocumentInformation().setTitle("Harbor Research: Northmarch Statewide Survey");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the bundle (the run and its raw PDF) under {@code dir}, imports it, and returns the run's digest. */
    public static String importPdfRun(EvidenceStore store, Path dir) throws IOException {
        byte[] pdf = pdf();
        ExtractedSnapshot extracted = new SnapshotExtractor(ExtractionLimits.defaults()).extract(pdf,
                Optional.of("application/pdf"), new SourceMetadata(SOURCE_ID,
                        "https://harbor.example.org/northmarch-survey", Instant.parse("2026-10-14T18:22:05Z"),
                        Optional.of("Harbor Research"), Optional.empty()), Instant.parse("2026-10-14T18:30:00Z"));
        if (extracted.blocks().size() != PAGES * 2) {
            throw new IllegalStateException("the fixture PDF extracts to " + extracted.blocks().size() + " blocks");
        }
        ObjectNode snapshot = upstream(extracted.json().deepCopy());
        Path source = SharedVectors.bundle().resolve("runs").resolve(DeskFixtures.VECTOR_POLL + ".json");
        ObjectNode run = (ObjectNode) Json.parse(Files.readAllBytes(source));
        run.put("run_id", "run-pdf-original");
        run.putArray("sources").add(snapshot);
        ObjectNode output = (ObjectNode) run.get("output");
        output.put("source_id", SOURCE_ID);
        output.put("document_sha256", snapshot.get("document_sha256").asText());
        String digest = Digests.record(run);
        run.put("record_sha256", digest);
        Path bundle = dir.resolve("pdf-bundle");
        Files.createDirectories(bundle.resolve("runs"));
        Files.createDirectories(bundle.resolve("raw"));
        Files.write(bundle.resolve("runs").resolve(digest + ".json"), Json.pretty(run).getBytes(StandardCharsets.UTF_8));
        Files.write(bundle.resolve("raw").resolve(Sha256.hex(pdf) + ".pdf"), pdf);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(bundle), ImportProgress.NONE);
        if (store.runs().find(digest).isEmpty()) {
            throw new IllegalStateException("the PDF run did not import");
        }
        return digest;
    }

    /** Upstream's version: not derived, b002 reworded, the last block lost, digests recomputed. */
    private static ObjectNode upstream(ObjectNode snapshot) {
        snapshot.remove("derived_from");
        ArrayNode blocks = (ArrayNode) snapshot.get("blocks");
        blocks.remove(blocks.size() - 1);
        ObjectNode changed = (ObjectNode) blocks.get(1);
        String text = changed.get("text").asText().replace("Example News", "the Example News desk");
        changed.put("text", text);
        changed.put("sha256", Digests.block(text));
        List<String> texts = new ArrayList<>();
        List<Block> list = new ArrayList<>();
        for (JsonNode block : blocks) {
            texts.add(block.get("text").asText());
            list.add(Block.from(block, "blocks"));
        }
        String normalized = Digests.normalized(texts);
        snapshot.put("normalized_sha256", normalized);
        snapshot.put("document_sha256", Digests.document("application/pdf", Optional.of(normalized), list));
        snapshot.put("snapshot_sha256", Digests.snapshot(snapshot));
        return snapshot;
    }
}
