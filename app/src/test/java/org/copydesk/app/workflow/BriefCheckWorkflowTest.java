package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.copydesk.app.SharedVectors;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BriefCheckWorkflowTest {

    private static final String VECTOR_BRIEF = "8b06315ab4f5cf599624fbc72fe9c337296ddaf9be5c41054fc70a049d76dd0b";
    private static final String VECTOR_ARTIFACT = "f3a3802445e277e28e75af208be510eeab5b80b60b3f39250bb24ab614b1dcba";

    @TempDir
    Path dir;

    private EvidenceStore store;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("s.db"),
                Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC));
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theImportedVectorBriefWithItsArtifactPassesEveryBriefCheck() {
        importPaths(SharedVectors.root().resolve("brief"));

        CheckReport report = new BriefCheckWorkflow(store, new CheckEngine()).checkBrief(VECTOR_BRIEF);

        assertEquals(5, report.results().size());
        assertEquals(List.of(), report.failedIds(), report.results().toString());
    }

    @Test
    void aBriefImportedWithoutItsArtifactFailsShapeAndBinding() {
        importPaths(SharedVectors.root().resolve("brief/brief.json"));

        CheckReport report = new BriefCheckWorkflow(store, new CheckEngine()).checkBrief(VECTOR_BRIEF);

        assertEquals(List.of("citations.shape", "citations.digest_binding"), report.failedIds());
    }

    @Test
    void artifactBytesThatDoNotMatchTheirNameFailTheDigestBinding() throws IOException {
        Path bundle = dir.resolve("bundle");
        Files.createDirectories(bundle.resolve("artifacts"));
        Files.copy(SharedVectors.root().resolve("brief/brief.json"), bundle.resolve("brief.json"));
        Files.writeString(bundle.resolve("artifacts/" + VECTOR_ARTIFACT),
                "<html><body><p>From 18 February 2029, no passports.</p></body></html>", StandardCharsets.UTF_8);
        importPaths(bundle);

        CheckReport report = new BriefCheckWorkflow(store, new CheckEngine()).checkBrief(VECTOR_BRIEF);

        CheckResult binding = report.results().stream().filter(r -> r.checkId().equals("citations.digest_binding"))
                .findFirst().orElseThrow();
        assertTrue(binding.failed());
        assertTrue(binding.detail().contains("artifact a1: bytes hash to"), binding.detail());
    }

    @Test
    void theDemoCorpusBriefPassesEveryBriefCheck() {
        Path bundle = dir.resolve("demo");
        DemoCorpus.write(bundle);
        importPaths(bundle);
        List<StoredDocument> briefs = store.documents().list(DocumentKinds.RESEARCH_BRIEF);

        assertEquals(1, briefs.size());
        CheckReport report = new BriefCheckWorkflow(store, new CheckEngine()).checkBrief(briefs.get(0).idSha256());
        assertEquals(List.of(), report.failedIds(), report.results().toString());
    }

    @Test
    void anUnknownBriefDigestIsUserInputNamingTheDigest() {
        UserInputException e = assertThrows(UserInputException.class,
                () -> new BriefCheckWorkflow(store, new CheckEngine()).checkBrief(VECTOR_BRIEF));
        assertTrue(e.getMessage().contains(VECTOR_BRIEF), e.getMessage());
    }

    @Test
    void underReviewCarriesTheStoredArtifactBytesForTheView() {
        importPaths(SharedVectors.root().resolve("brief"));

        byte[] bytes = new BriefCheckWorkflow(store, new CheckEngine()).underReview(VECTOR_BRIEF).orElseThrow().bytesOf("a1").orElseThrow();

        assertEquals(148, bytes.length);
    }

    private void importPaths(Path path) {
        ImportSummary summary = new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(path), ImportProgress.NONE);
        assertEquals(List.of(), summary.rejected());
    }
}
