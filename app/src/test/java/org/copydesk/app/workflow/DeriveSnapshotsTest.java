package org.copydesk.app.workflow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.SharedVectors;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.BlockMatch;
import org.copydesk.model.snapshot.SnapshotComparison;
import org.copydesk.model.snapshot.SourceSnapshot;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DeriveSnapshotsTest {

    private static final String RAW_HTML = "87fb9a954b502b61c71ee8d95f306cec10abbae0f0e749799dd891d6d7c49c75";
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private EvidenceStore store;
    private DeriveSnapshots derive;

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("s.db"), CLOCK);
        derive = new DeriveSnapshots(store, CLOCK);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void storesADerivedSnapshotBesideTheRunWithoutTouchingUpstreams() {
        importPaths(SharedVectors.bundle());
        ShadowRun run = runWithRaw(RAW_HTML);
        byte[] before = store.runs().body(run.recordSha256()).orElseThrow();

        List<Derivation> derivations = derive.deriveForRun(run.recordSha256());

        Derivation html = derivations.stream().filter(d -> d.rawSha256().equals(Optional.of(RAW_HTML)))
                .findFirst().orElseThrow();
        assertEquals(DerivationState.STORED, html.state(), html.detail());
        StoredDocument stored = store.documents()
                .find(DocumentKinds.SOURCE_SNAPSHOT, html.derivedSnapshotSha256().orElseThrow()).orElseThrow();
        SourceSnapshot derived = ((Decoded.Snapshot) Documents.decode(stored.body())).snapshot();
        assertEquals(RAW_HTML, derived.derivedFrom().orElseThrow().rawSha256());
        assertEquals("2026-10-20T08:00:00Z", derived.derivedFrom().orElseThrow().extractedAt());
        assertEquals(DeriveSnapshots.LABEL_PREFIX + RAW_HTML, stored.label().orElseThrow());
        assertArrayEquals(before, store.runs().body(run.recordSha256()).orElseThrow());
    }

    @Test
    void theDerivedSnapshotKeepsUpstreamsSourceMetadata() {
        importPaths(SharedVectors.bundle());
        ShadowRun run = runWithRaw(RAW_HTML);
        SourceSnapshot upstream = snapshotWithRaw(run, RAW_HTML);

        derive.deriveForRun(run.recordSha256());
        SourceSnapshot derived = derive.derivedFor(RAW_HTML).orElseThrow();

        assertEquals(upstream.sourceId(), derived.sourceId());
        assertEquals(upstream.canonicalUrl(), derived.canonicalUrl());
        assertEquals(upstream.retrievedAt(), derived.retrievedAt());
        assertEquals(upstream.documentSha256(), derived.documentSha256());
    }

    @Test
    void snapshotsWithoutStoredRawBytesAreReportedAndSkipped() {
        importPaths(SharedVectors.bundle());
        for (String id : store.runs().allIds()) {
            for (Derivation derivation : derive.deriveForRun(id)) {
                boolean hasRaw = derivation.rawSha256().equals(Optional.of(RAW_HTML));
                assertEquals(hasRaw, derivation.state() != DerivationState.NO_RAW_BYTES, derivation.toString());
            }
        }
    }

    @Test
    void derivingTwiceStoresOneSnapshot() {
        importPaths(SharedVectors.bundle());
        String run = runWithRaw(RAW_HTML).recordSha256();
        derive.deriveForRun(run);

        List<Derivation> again = new DeriveSnapshots(store,
                Clock.fixed(Instant.parse("2026-11-01T00:00:00Z"), ZoneOffset.UTC)).deriveForRun(run);

        assertTrue(again.stream().anyMatch(d -> d.state() == DerivationState.ALREADY_STORED));
        assertEquals(1, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
    }

    @Test
    void theVectorExtractionMatchesUpstreamBlockForBlock() {
        importPaths(SharedVectors.bundle());
        ShadowRun run = runWithRaw(RAW_HTML);
        derive.deriveForRun(run.recordSha256());

        SnapshotComparison comparison = derive.compare(snapshotWithRaw(run, RAW_HTML)).orElseThrow();

        assertTrue(comparison.identical(), comparison.rows().toString());
        assertTrue(comparison.rows().size() > 0);
    }

    @Test
    void rawBytesThatDoNotHashToTheirNameAreRefused() {
        store.raw().put(RAW_HTML, "<p>not what upstream fetched</p>".getBytes(StandardCharsets.UTF_8));
        importPaths(SharedVectors.bundle().resolve("runs"));

        Derivation html = derive.deriveForRun(runWithRaw(RAW_HTML).recordSha256()).stream()
                .filter(d -> d.rawSha256().equals(Optional.of(RAW_HTML))).findFirst().orElseThrow();

        assertEquals(DerivationState.REFUSED, html.state());
        assertTrue(html.detail().contains("hash to"), html.detail());
        assertEquals(0, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
    }

    @Test
    void anUnextractedUpstreamPdfGainsPagedBlocksThatExistOnlyOnTheExtractedSide() {
        Path bundle = dir.resolve("demo");
        DemoCorpus.write(bundle);
        importPaths(bundle);
        SourceSnapshot upstream = null;
        String recordSha256 = null;
        for (String id : store.runs().allIds()) {
            for (SourceSnapshot source : store.runs().find(id).orElseThrow().sources()) {
                if (source.mimeType().equals("application/pdf") && source.rawSha256().isPresent()
                        && store.raw().find(source.rawSha256().get()).isPresent()) {
                    upstream = source;
                    recordSha256 = id;
                }
            }
        }
        assertTrue(upstream != null, "the demo corpus carries a raw PDF");

        derive.deriveForRun(recordSha256);
        SourceSnapshot derived = derive.derivedFor(upstream.rawSha256().orElseThrow()).orElseThrow();
        SnapshotComparison comparison = derive.compare(upstream).orElseThrow();

        assertTrue(derived.blocks().size() > 0);
        assertEquals(Optional.of(1), derived.blocks().get(0).pageNumber());
        assertEquals(derived.blocks().size() - upstream.blocks().size(), comparison.count(BlockMatch.EXTRACTED_ONLY)
                - comparison.count(BlockMatch.UPSTREAM_ONLY));
    }

    @Test
    void anUnknownRunIsUserInput() {
        assertThrows(UserInputException.class, () -> derive.deriveForRun("0".repeat(64)));
    }

    private ShadowRun runWithRaw(String rawSha256) {
        for (String id : store.runs().allIds()) {
            ShadowRun run = store.runs().find(id).orElseThrow();
            if (run.sources().stream().anyMatch(s -> s.rawSha256().equals(Optional.of(rawSha256)))) {
                return run;
            }
        }
        throw new AssertionError("no stored run cites raw " + rawSha256);
    }

    private static SourceSnapshot snapshotWithRaw(ShadowRun run, String rawSha256) {
        return run.sources().stream().filter(s -> s.rawSha256().equals(Optional.of(rawSha256))).findFirst()
                .orElseThrow();
    }

    private void importPaths(Path path) {
        ImportSummary summary = new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(path), ImportProgress.NONE);
        assertEquals(List.of(), summary.rejected());
    }
}
