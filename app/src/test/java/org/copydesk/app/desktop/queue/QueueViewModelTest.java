package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.WorkflowQueueSource;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.SigningFixtures;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueueViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private AppRoot services;
    private QueueViewModel queue;
    private final List<String> opened = new ArrayList<>();

    @BeforeEach
    void open() {
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        queue = new QueueViewModel(new WorkflowQueueSource(services.queue()), marks(services),
                new SameThreadTaskRunner(),
                new RecordingDialogs(), (kind, id) -> opened.add(kind + " " + id));
        queue.refresh();
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void listsEveryRunWithCountsPerTask() {
        assertEquals(5, queue.totalProperty().get());
        assertEquals(5, queue.rowsProperty().get().size());
        assertEquals("All  5", queue.taskOptions().get(0).display());
        assertEquals(2, count(queue.taskOptions(), "poll"));
        assertEquals(1, count(queue.statusOptions(), "blocked"));
    }

    @Test
    void filtersOnTheCachedCheckStateWithCounts() {
        new AppRoot(store, DeskFixtures.CLOCK, Runnable::run).checks().checkAllRuns();
        queue.refresh();
        assertEquals(1, count(queue.checkOptions(), "failed"), "the commentary cites a poll no one approved");
        assertEquals(4, count(queue.checkOptions(), "passed"));
        assertEquals(0, count(queue.checkOptions(), "unchecked"));
        queue.filterChecks(Optional.of("failed"));
        assertEquals(1, queue.totalProperty().get());
        assertEquals(DeskFixtures.VECTOR_COMMENTARY, store.queue().page(queue.queryProperty().get(), 0, 10).get(0).recordSha256());
    }

    @Test
    void runsNeverCheckedCountAsUncheckedUntilTheirPageIsCheckedThenTheCountsFollow() throws java.io.IOException {
        try (EvidenceStore unchecked = DeskFixtures.vectorStore(java.nio.file.Files.createDirectory(dir.resolve("new")))) {
            AppRoot fresh = new AppRoot(unchecked, DeskFixtures.CLOCK, Runnable::run);
            QueuedTaskRunner runner = new QueuedTaskRunner();
            QueueViewModel later = new QueueViewModel(new WorkflowQueueSource(fresh.queue()), marks(fresh), runner,
                    new RecordingDialogs(), (kind, id) -> { });
            later.refresh();
            runner.runQueued();
            runner.runQueued();
            assertEquals(5, count(later.checkOptions(), "unchecked"));
            runner.runAll();
            assertEquals(0, count(later.checkOptions(), "unchecked"), "the page's runs were checked, and counted");
            assertEquals(1, count(later.checkOptions(), "failed"));
        }
    }

    @Test
    void bringingTheChecksUpToDateMakesTheCountsSayWhatTheChecksSay() {
        queue.bringChecksUpToDate();
        assertEquals(0, count(queue.checkOptions(), "unchecked"));
        assertEquals(1, count(queue.checkOptions(), "failed"));
        assertEquals(4, count(queue.checkOptions(), "passed"));
        assertEquals("", queue.checksNoteProperty().get());
        queue.filterChecks(Optional.of("failed"));
        assertEquals(List.of("✗ 1 failed"), queue.rowsProperty().get().stream().map(QueueItem::checkState).toList(),
                "the rows say what the counts say");
    }

    @Test
    void anEmptyStoreSaysSoAndHowToFillItNotThatNothingMatches() throws java.io.IOException {
        assertEquals(QueueViewModel.NO_MATCH, queue.placeholderProperty().get());
        try (EvidenceStore empty = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("empty.db"),
                DeskFixtures.CLOCK)) {
            QueueViewModel nothing = new QueueViewModel(
                    new WorkflowQueueSource(new AppRoot(empty, DeskFixtures.CLOCK, Runnable::run).queue()),
                    ids -> java.util.Map.of(), new SameThreadTaskRunner(), new RecordingDialogs(), (kind, id) -> { });
            nothing.refresh();
            assertTrue(nothing.placeholderProperty().get().startsWith("This store is empty"),
                    nothing.placeholderProperty().get());
        }
        queue.search("no such phrase anywhere");
        assertEquals(QueueViewModel.NO_MATCH, queue.placeholderProperty().get());
    }

    @Test
    void aStoreBeingFilledSaysWhatItWaitsForUntilItIsWholeThenThatItIsEmpty() throws java.io.IOException {
        try (EvidenceStore empty = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("seeding.db"),
                DeskFixtures.CLOCK)) {
            QueueViewModel seeding = new QueueViewModel(
                    new WorkflowQueueSource(new AppRoot(empty, DeskFixtures.CLOCK, Runnable::run).queue()),
                    ids -> java.util.Map.of(), new SameThreadTaskRunner(), new RecordingDialogs(), (kind, id) -> { });
            seeding.waitFor("Preparing the demo store…");
            seeding.refresh();
            assertEquals("Preparing the demo store…", seeding.placeholderProperty().get(),
                    "read before the seed's first runs landed");
            seeding.doneWaiting();
            seeding.refresh();
            assertTrue(seeding.placeholderProperty().get().startsWith("This store is empty"),
                    seeding.placeholderProperty().get());
        }
    }

    @Test
    void filteringByTaskNarrowsTheRowsButKeepsEveryTasksCount() {
        queue.filterTask(Optional.of("poll"));
        assertEquals(2, queue.totalProperty().get());
        queue.rowsProperty().get().forEach(item -> assertEquals("poll", item.task()));
        assertEquals(1, count(queue.taskOptions(), "event"), "a task's count ignores the task filter itself");
        assertEquals(1, count(queue.statusOptions(), "blocked"), "the other filters count within the chosen task");
    }

    @Test
    void searchFindsRunsWhoseSourceMentionsAPhrase() {
        queue.search("Harbor Research");
        assertEquals(2, queue.totalProperty().get());
        queue.search("no such phrase anywhere");
        assertEquals(0, queue.totalProperty().get());
        queue.search("");
        assertEquals(5, queue.totalProperty().get());
    }

    @Test
    void fieldDatesWithinOneYearNameTheYearOnce() {
        queue.filterTask(Optional.of("poll"));
        QueueItem poll = queue.rowsProperty().get().stream().filter(i -> !i.fieldDates().isEmpty()).findFirst()
                .orElseThrow();
        org.copydesk.store.RecordColumns row = poll.rowProperty().get().orElseThrow();
        assertEquals(row.fieldStart().orElseThrow() + " – " + row.fieldEnd().orElseThrow().substring(5),
                poll.fieldDates());
    }

    @Test
    void aPageShowsAtOnceAndItsUncheckedRunsAreCheckedNext() throws java.io.IOException {
        // A store of its own: the queue opened before each test has checked the shared one's first page.
        try (EvidenceStore unchecked = DeskFixtures.vectorStore(java.nio.file.Files.createDirectory(dir.resolve("fresh")))) {
            AppRoot fresh = new AppRoot(unchecked, DeskFixtures.CLOCK, Runnable::run);
            QueuedTaskRunner runner = new QueuedTaskRunner();
            QueueViewModel later = new QueueViewModel(new WorkflowQueueSource(fresh.queue()), marks(fresh), runner,
                    new RecordingDialogs(), (kind, id) -> { });
            later.refresh();
            runner.runQueued();
            QueueItem first = later.rowsProperty().get().get(0);
            assertTrue(first.isLoaded(), "the rows arrive before any run is checked");
            assertEquals("—", first.checkState());
            assertTrue(unchecked.checkStates().findAll(List.of(first.recordSha256().orElseThrow())).isEmpty());
            runner.runAll();
            assertTrue(first.checkState().startsWith("✓") || first.checkState().startsWith("✗"), first.checkState());
        }
    }

    @Test
    void theRowsShowFirstAndTheCountsFollowNext() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        QueueViewModel later = new QueueViewModel(new WorkflowQueueSource(services.queue()), marks(services), runner,
                new RecordingDialogs(), (kind, id) -> { });
        later.refresh();
        runner.runQueued();
        assertTrue(later.rowsProperty().get().get(0).isLoaded());
        assertTrue(later.countingProperty().get());
        assertEquals("counting…", later.summaryProperty().get());
        assertTrue(later.taskOptions().isEmpty(), "no filter shows a count before it is counted");
        runner.runQueued();
        assertFalse(later.countingProperty().get());
        assertEquals("5 of 5 records", later.summaryProperty().get());
        assertEquals(5, later.totalProperty().get());
        assertEquals("All  5", later.taskOptions().get(0).display());
    }

    @Test
    void aNewerQuestionWinsOverTheCountOfTheLastOne() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        QueueViewModel later = new QueueViewModel(new WorkflowQueueSource(services.queue()), marks(services), runner,
                new RecordingDialogs(), (kind, id) -> { });
        later.refresh();
        runner.runQueued();
        later.filterTask(Optional.of("poll"));
        runner.runAll();
        assertEquals("2 of 5 records", later.summaryProperty().get());
        assertEquals(2, later.rowsProperty().get().size());
        assertEquals(1, count(later.taskOptions(), "event"), "the poll question's counts, not the first one's");
    }

    @Test
    void filtersCombine() {
        queue.filterTask(Optional.of("poll"));
        queue.filterStatus(Optional.of("blocked"));
        assertEquals(1, queue.totalProperty().get());
        assertEquals("1 of 5 records", queue.summaryProperty().get());
    }

    @Test
    void raceChoicesNameOnlyRunsThatHaveARace() {
        assertTrue(queue.raceOptions().stream().allMatch(o -> o.value().map(v -> !v.isEmpty()).orElse(true)));
        queue.filterRace(Optional.of("xx-gov-2026"));
        assertEquals(2, queue.totalProperty().get(), "the poll and the event name the race");
    }

    @Test
    void openingARowOpensItsRecord() {
        QueueItem first = queue.rowsProperty().get().get(0);
        queue.open(first);
        assertEquals(List.of("shadow_run " + first.recordSha256().orElseThrow()), opened);
    }

    @Test
    void decisionFilterFollowsTheLatestValidDecision() {
        assertEquals(5, count(queue.decisionOptions(), "undecided"));
        SigningKey key = KeyFiles.unlock(SigningFixtures.editorOnRoster(services, dir.resolve("keys")),
                SigningFixtures.PASSPHRASE.toCharArray());
        try {
            services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                    "Numbers match the cited blocks", Optional.empty(), key));
            queue.refresh();
            assertEquals(1, count(queue.decisionOptions(), "approve"));
            assertEquals(4, count(queue.decisionOptions(), "undecided"));
            queue.filterDecision(Optional.of("approve"));
            assertEquals(1, queue.totalProperty().get());
            QueueItem approved = queue.rowsProperty().get().get(0);
            assertEquals(Optional.of(DeskFixtures.VECTOR_POLL), approved.recordSha256());
            assertEquals("✓ approved · " + SigningFixtures.EDITOR, approved.decisionState());

            // A later reject supersedes the approval: the approval no longer counts anywhere.
            services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "reject",
                    "Wrong candidate shares after all", Optional.empty(), key));
            queue.refresh();
            assertEquals(0, queue.totalProperty().get());
            assertEquals(1, count(queue.decisionOptions(), "reject"));
            assertEquals(0, count(queue.decisionOptions(), "approve"));
        } finally {
            key.destroy();
        }
    }

    @Test
    void theDecisionCacheIsRecomputedOnlyWhenDecisionsOrTheRosterGrow() {
        assertTrue(!services.decisionStates().refresh(), "the queue's first read computed it already");
        SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        assertTrue(services.decisionStates().refresh(), "a roster change can make a decision invalid");
        assertTrue(!services.decisionStates().refresh());
    }

    private static int count(List<FilterOption> options, String value) {
        return options.stream().filter(o -> o.value().equals(Optional.of(value))).findFirst().orElseThrow().count();
    }

    private static QueueMarks marks(AppRoot root) {
        return new QueueMarks(root.store().checkStates(), root.checks(), root.decisionStates());
    }
}
