package org.copydesk.importers.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * Our extractor against the upstream one: where the shared bundle vector carries the raw
 * bytes of a snapshot, extracting them here must give the same content identity.
 */
class UpstreamVectorTest {

    @Test
    void reproducesUpstreamDocumentDigestFromRawBytes() throws IOException {
        Path bundle = vectors().resolve("bundle");
        int compared = 0;
        for (Path rawFile : list(bundle.resolve("raw"))) {
            byte[] raw = Files.readAllBytes(rawFile);
            String rawSha256 = Sha256.hex(raw);
            assertTrue(rawFile.getFileName().toString().startsWith(rawSha256), rawFile.toString());
            for (Path run : list(bundle.resolve("runs"))) {
                for (JsonNode source : Json.parse(Files.readAllBytes(run)).get("sources")) {
                    if (!rawSha256.equals(source.get("raw_sha256").textValue())) {
                        continue;
                    }
                    ExtractedSnapshot ours = new SnapshotExtractor(ExtractionLimits.defaults()).extract(raw,
                            Optional.of(source.get("mime_type").textValue()),
                            new SourceMetadata(source.get("source_id").textValue(),
                                    source.get("canonical_url").textValue(),
                                    Instant.parse(source.get("retrieved_at").textValue())),
                            Instant.parse("2026-10-15T00:00:00Z"));
                    assertEquals(source.get("normalized_sha256").textValue(),
                            ours.json().get("normalized_sha256").textValue(), run.toString());
                    assertEquals(source.get("document_sha256").textValue(), ours.documentSha256(), run.toString());
                    compared++;
                }
            }
        }
        assertTrue(compared > 0, "the bundle vector holds at least one raw source with its snapshot");
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }

    /** {@code ../shared/spec/vectors}: from the build's property, else by walking up. */
    private static Path vectors() {
        String configured = System.getProperty("copydesk.shared");
        if (configured != null && Files.isDirectory(Path.of(configured, "spec"))) {
            return Path.of(configured, "spec", "vectors");
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolveSibling("shared").resolve("spec").resolve("vectors");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("../shared/spec not found; tests need the shared contract beside the checkout");
    }
}
