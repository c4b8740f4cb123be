package org.copydesk.app.desktop.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.desktop.record.RecordViewModel;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.Verdict;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChecksViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private RecordViewModel record;
    private ChecksViewModel checks;

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        record = new RecordViewModel(DeskFixtures.records(store), runner, new RecordingDialogs());
        checks = new ChecksViewModel(services.checks()::checkRun, new CheckEngine().catalogue(), runner, record);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void everyRowSaysWhatItProvesAndWhatItDoesNot() {
        checks.run(DeskFixtures.VECTOR_POLL);
        assertTrue(checks.rows().size() > 5);
        assertTrue(checks.rows().stream().allMatch(r -> !r.proves().isEmpty() && !r.doesNotProve().isEmpty()));
        assertTrue(checks.summaryProperty().get().startsWith("✓ all"), checks.summaryProperty().get());
        assertTrue(checks.knownProperty().get());
    }

    @Test
    void failuresComeFirstAndAreCountedInTheSummary() {
        // The commentary cites the poll, which no one has approved yet.
        checks.run(DeskFixtures.VECTOR_COMMENTARY);
        assertEquals(List.of("commentary.sources_human_approved"), checks.failedIds());
        assertEquals(Verdict.FAILED, checks.rows().get(0).verdict());
        assertTrue(checks.summaryProperty().get().startsWith("✗ 1 failed"), checks.summaryProperty().get());
    }

    @Test
    void checkingRemembersTheStateForTheQueue() {
        checks.run(DeskFixtures.VECTOR_COMMENTARY);
        assertEquals(List.of("commentary.sources_human_approved"),
                store.checkStates().find(DeskFixtures.VECTOR_COMMENTARY).orElseThrow().failed());
    }

    @Test
    void selectingACheckHighlightsTheBlocksAndFieldsItsDetailNames() {
        record.load(DeskFixtures.VECTOR_POLL);
        checks.select(new CheckRow("poll.example", Verdict.FAILED, "b001 disagrees with the release", "", ""));
        assertEquals(List.of("b001"), record.source().highlightedBlockIds());
        checks.select(new CheckRow("poll.moe_plausible", Verdict.FAILED, "margin_of_error 0.4 is below 2.1", "", ""));
        assertEquals(List.of("b003"), record.source().highlightedBlockIds());
    }

    @Test
    void aCheckNamingNothingSaysSo() {
        record.load(DeskFixtures.VECTOR_POLL);
        checks.select(new CheckRow("integrity.x", Verdict.FAILED, "the run's digest differs", "", ""));
        assertEquals(List.of(), record.source().highlightedBlockIds());
        assertEquals("This check names no block or field to show.", record.noticeProperty().get());
    }
}
