package org.copydesk.app.desktop.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.WorkflowOriginals;
import org.copydesk.app.desktop.OriginalFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.DeriveSnapshots;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.SourceOriginals;
import org.copydesk.importers.extract.ExtractionLimits;
import org.copydesk.importers.extract.SnapshotExtractor;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExtractionViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private String digest;
    private SameThreadTaskRunner runner;
    private RecordViewModel record;

    @BeforeEach
    void importRun() throws IOException {
        store = SqliteEvidenceStore.open(dir.resolve("d.db"), DeskFixtures.CLOCK);
        digest = OriginalFixtures.importPdfRun(store, dir);
        runner = new SameThreadTaskRunner();
        record = new RecordViewModel(DeskFixtures.records(store), runner, new RecordingDialogs());
    }

    @AfterEach
    void close() {
        store.close();
    }

    private ExtractionViewModel extraction(ExtractionLimits limits) {
        DeriveSnapshots derive = new DeriveSnapshots(store, new SnapshotExtractor(limits), DeskFixtures.CLOCK);
        return new ExtractionViewModel(new WorkflowOriginals(new SourceOriginals(store, derive, limits)), runner,
                record);
    }

    @Test
    void extractingStoresTheDerivedSnapshotAndShowsItMarkedAgainstUpstream() {
        ExtractionViewModel extraction = extraction(ExtractionLimits.defaults());
        record.load(digest);
        assertEquals(1, record.source().sources().size());
        extraction.extract();
        assertEquals("src-0007: 6 blocks extracted", extraction.lineProperty().get());
        assertEquals(2, record.source().sources().size());
        assertTrue(record.source().shownProperty().get().derived());
        assertEquals(DifferenceMark.CHANGED, record.source().blocks().get(1).difference());
        assertEquals(DifferenceMark.ONLY_EXTRACTED, record.source().blocks().get(5).difference());
        assertTrue(record.source().differenceProperty().get().contains("4 same · 1 changed · 0 only upstream · "
                + "1 only extracted"));
        assertEquals(1, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
    }

    @Test
    void aSnapshotDerivedEarlierIsOfferedAsSoonAsTheRecordOpens() {
        ExtractionViewModel extraction = extraction(ExtractionLimits.defaults());
        record.load(digest);
        extraction.extract();
        record.load(digest);
        assertEquals(2, record.source().sources().size());
        assertTrue(!record.source().shownProperty().get().derived(), "upstream's snapshot is shown first");
        assertTrue(record.source().differenceProperty().get().startsWith("copydesk's extraction of these bytes: "
                + "4 same · 1 changed"));
        assertEquals(DifferenceMark.NONE, record.source().blocks().get(1).difference());
    }

    @Test
    void aRefusalIsOneLineAndStoresNothing() {
        ExtractionViewModel extraction = extraction(new ExtractionLimits(1024, 64, 100, 10, 72f, 1_000_000L));
        record.load(digest);
        extraction.extract();
        String line = extraction.lineProperty().get();
        assertTrue(line.startsWith("src-0007: refused — PDF is "), line);
        assertTrue(line.lines().count() == 1);
        assertEquals(1, record.source().sources().size());
        assertEquals(0, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
    }
}
