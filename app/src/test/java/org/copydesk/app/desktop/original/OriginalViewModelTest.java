package org.copydesk.app.desktop.original;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.WorkflowOriginals;
import org.copydesk.app.desktop.OriginalFixtures;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.app.workflow.SourceOriginals;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OriginalViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private SameThreadTaskRunner runner;
    private RecordViewModel record;
    private OriginalViewModel original;

    private void open(EvidenceStore opened, String digest) {
        store = opened;
        runner = new SameThreadTaskRunner();
        record = new RecordViewModel(DeskFixtures.records(store), runner, new RecordingDialogs());
        original = new OriginalViewModel(new WorkflowOriginals(new SourceOriginals(store, DeskFixtures.CLOCK)), runner,
                record.source());
        record.load(digest);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aPdfSourceOpensOnItsFirstPageWithThatPagesBlocks() throws IOException {
        EvidenceStore opened = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("d.db"), DeskFixtures.CLOCK);
        open(opened, OriginalFixtures.importPdfRun(opened, dir));
        assertEquals(OriginalKind.PDF, original.kindProperty().get());
        assertEquals(3, original.pageCountProperty().get());
        assertEquals(1, original.pageProperty().get());
        byte[] png = original.imageProperty().get().orElseThrow();
        assertEquals((byte) 0x89, png[0]);
        assertEquals('P', png[1]);
        assertEquals(2, original.pageBlocks().size());
        assertTrue(original.pageBlocks().get(0).startsWith("b001  "));
        assertEquals("Page 1 of 3 · 2 blocks of the shown snapshot on this page", original.lineProperty().get());
    }

    @Test
    void selectingABlockTurnsToItsPageAndAPageSeenBeforeComesFromTheCache() throws IOException {
        EvidenceStore opened = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("d.db"), DeskFixtures.CLOCK);
        open(opened, OriginalFixtures.importPdfRun(opened, dir));
        record.source().selectBlock(record.source().blocks().get(3));
        assertEquals(2, original.pageProperty().get());
        assertTrue(original.pageBlocks().get(0).startsWith("b003  "));
        int jobs = runner.jobs();
        original.previousPage();
        assertEquals(1, original.pageProperty().get());
        assertEquals(jobs, runner.jobs(), "page 1 was rendered before: no new job");
        original.previousPage();
        assertEquals(1, original.pageProperty().get(), "there is no page 0");
        original.nextPage();
        original.nextPage();
        assertEquals(3, original.pageProperty().get());
        assertEquals(jobs + 1, runner.jobs(), "only page 3 was new");
        assertEquals(3, original.cachedPages());
    }

    @Test
    void anOriginalNotOnScreenIsReadOnlyWhenShown() {
        store = DeskFixtures.vectorStore(dir);
        runner = new SameThreadTaskRunner();
        record = new RecordViewModel(DeskFixtures.records(store), runner, new RecordingDialogs());
        original = new OriginalViewModel(new WorkflowOriginals(new SourceOriginals(store, DeskFixtures.CLOCK)), runner,
                record.source());
        original.setVisible(false);
        record.load(DeskFixtures.VECTOR_POLL);
        assertEquals(OriginalKind.NONE, original.kindProperty().get());
        assertEquals("", original.textProperty().get());
        original.setVisible(true);
        assertEquals(OriginalKind.HTML, original.kindProperty().get());
        assertTrue(original.textProperty().get().startsWith("A new poll released Wednesday, Oct. 14"));
    }

    @Test
    void anHtmlSourceShowsItsSanitizedText() {
        open(DeskFixtures.vectorStore(dir), DeskFixtures.VECTOR_POLL);
        assertEquals(OriginalKind.HTML, original.kindProperty().get());
        String text = original.textProperty().get();
        assertTrue(text.startsWith("A new poll released Wednesday, Oct. 14"), text);
        assertTrue(text.contains("\n\nThe survey was conducted by Harbor Research for Example News."), text);
        assertFalse(text.contains("<p>"));
        assertEquals(0, original.pageProperty().get());
    }

    @Test
    void aPageRenderedWhileTheDerivedSnapshotOfTheSameBytesOpensIsStillShown() throws IOException {
        store = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("d.db"), DeskFixtures.CLOCK);
        String digest = OriginalFixtures.importPdfRun(store, dir);
        SourceOriginals originals = new SourceOriginals(store, DeskFixtures.CLOCK);
        originals.derive(digest);
        QueuedTaskRunner queued = new QueuedTaskRunner();
        record = new RecordViewModel(DeskFixtures.records(store), queued, new RecordingDialogs());
        original = new OriginalViewModel(new WorkflowOriginals(originals), queued, record.source());
        record.load(digest);
        queued.runQueued();
        queued.runQueued();
        assertEquals("Rendering page 1…", original.lineProperty().get());
        // The editor switches to the derived snapshot while page 1 is still rendering.
        record.source().addDerived(originals.derivedFor(digest));
        record.source().showDerived(OriginalFixtures.SOURCE_ID);
        queued.runAll();
        assertTrue(record.source().shownProperty().get().derived());
        assertTrue(original.imageProperty().get().isPresent());
        assertEquals("Page 1 of 3 · 2 blocks of the shown snapshot on this page", original.lineProperty().get());
    }
}
