package org.copydesk.model.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.brief.ResearchBrief;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.release.BriefingTake;
import org.copydesk.model.run.CommentaryContext;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Reproduces every digest an independent implementation computed in the shared vectors. */
class VectorDigestsTest {

    private static JsonNode manifest() throws IOException {
        return Json.parse(Files.readAllBytes(SharedSpec.vectors().resolve("manifest.json")));
    }

    private static Decoded decode(String file) throws IOException {
        return Documents.decode(Files.readAllBytes(SharedSpec.vectors().resolve(file)));
    }

    @TestFactory
    Stream<DynamicTest> everyManifestRunRecomputesItsRecordAndSnapshotDigests() throws IOException {
        return Stream.of(manifest().get("documents").spliterator())
                .flatMap(s -> java.util.stream.StreamSupport.stream(s, false))
                .filter(d -> d.has("record_sha256"))
                .map(d -> DynamicTest.dynamicTest(d.get("name").asText(), () -> {
                    ShadowRun run = ((Decoded.Run) decode(d.get("file").asText())).run();
                    assertEquals(d.get("record_sha256").asText(), Digests.record(run.json()));
                    assertEquals(d.get("record_sha256").asText(), run.recordSha256());
                    assertEquals(d.get("snapshots").size(), run.sources().size());
                    for (JsonNode expected : d.get("snapshots")) {
                        SourceSnapshot snap = run.source(expected.get("source_id").asText()).orElseThrow();
                        List<String> texts = snap.blocks().stream().map(Block::text).toList();
                        for (Block block : snap.blocks()) {
                            assertEquals(block.sha256(), Digests.block(block.text()), block.blockId());
                        }
                        assertEquals(expected.get("normalized_sha256").asText(), Digests.normalized(texts));
                        assertEquals(expected.get("document_sha256").asText(),
                                Digests.document(snap.mimeType(), Optional.of(Digests.normalized(texts)), snap.blocks()));
                        assertEquals(expected.get("snapshot_sha256").asText(), Digests.snapshot(snap.json()));
                    }
                }));
    }

    @Test
    void commentaryContextApprovalDigestRecomputes() throws IOException {
        JsonNode expected = find("commentary context");
        ShadowRun run = ((Decoded.Run) decode(find("commentary run").get("file").asText())).run();
        CommentaryContext context = (CommentaryContext) run.context().orElseThrow();
        assertEquals(expected.get("approval_sha256").asText(), Digests.commentaryApproval(context.json()));
    }

    @Test
    void forecastArtifactDigestIsTheSha256OfItsBytes() throws IOException {
        JsonNode expected = find("forecast artifact");
        Path file = SharedSpec.vectors().resolve(expected.get("file").asText());
        assertEquals(expected.get("artifact_sha256").asText(), Sha256.hex(Files.readAllBytes(file)));
        Decoded.Forecast forecast = assertInstanceOf(Decoded.Forecast.class, decode(expected.get("file").asText()));
        assertEquals(expected.get("artifact_sha256").asText(), forecast.artifact().artifactSha256());
    }

    @Test
    void analystTakeApprovalPacketAndVerbatimDigestsRecompute() throws IOException {
        JsonNode expected = find("analyst take draft");
        BriefingTake take = (BriefingTake) ((Decoded.Take) decode(expected.get("file").asText())).take();
        assertEquals(expected.get("approval_sha256").asText(), Digests.takeApproval(take.json()));
        assertEquals(expected.get("packet_sha256").asText(), Digests.packet(take.packet().json()));
        assertEquals(expected.get("verbatim_sha256").asText(), Digests.verbatim(take.sections()));
    }

    @Test
    void researchBriefSelfDigestAndArtifactDigestRecompute() throws IOException {
        JsonNode expected = find("research brief");
        ResearchBrief brief = ((Decoded.Brief) decode(expected.get("file").asText())).brief();
        assertEquals(expected.get("brief_sha256").asText(), Digests.brief(brief.json()));
        Path artifact = SharedSpec.vectors().resolve("brief").resolve(brief.artifacts().get(0).path());
        assertEquals(expected.get("artifact_sha256").asText(), Sha256.hex(Files.readAllBytes(artifact)));
    }

    @Test
    void authorizingATakeDoesNotMoveItsApprovalDigest() throws IOException {
        JsonNode expected = find("analyst take draft");
        BriefingTake take = (BriefingTake) ((Decoded.Take) decode(expected.get("file").asText())).take();
        com.fasterxml.jackson.databind.node.ObjectNode authorized = ((com.fasterxml.jackson.databind.node.ObjectNode) take.json()).deepCopy();
        authorized.put("status", BriefingTake.AUTHORIZED);
        authorized.putObject("labels").put("briefing", "AI-authored race briefing");
        authorized.putObject("authorization").put("decision", "owner_authorized_internal_use");
        assertEquals(expected.get("approval_sha256").asText(), Digests.takeApproval(authorized));
        authorized.put("thesis", take.thesis() + " ");
        assertTrue(!expected.get("approval_sha256").asText().equals(Digests.takeApproval(authorized)));
    }

    private static JsonNode find(String name) throws IOException {
        for (JsonNode doc : manifest().get("documents")) {
            if (doc.get("name").asText().equals(name)) {
                return doc;
            }
        }
        throw new AssertionError("manifest has no document named " + name);
    }
}
