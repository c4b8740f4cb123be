package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.WorkflowQueueSource;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The queue read again because another desk imported: the user's record stays selected where it moved to. */
class QueueKeepsRecordTest {

    @TempDir
    Path dir;

    @Test
    void runsImportedAboveTheSelectedRecordMoveItAndTheQueueSaysWhereTo() throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.list(SharedVectors.bundle().resolve("runs"))) {
            files = listed.sorted().toList();
        }
        String top;
        try (EvidenceStore all = DeskFixtures.vectorStore(Files.createDirectory(dir.resolve("all")))) {
            top = all.queue().page(RecordFilter.all(), 0, 1).get(0).recordSha256();
        }
        Path later = files.stream().filter(f -> f.getFileName().toString().startsWith(top)).findFirst().orElseThrow();
        try (EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK)) {
            AppRoot app = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            app.importer().importPaths(files.stream().filter(f -> !f.equals(later)).toList(), ImportProgress.NONE);
            QueueViewModel queue = new QueueViewModel(new WorkflowQueueSource(app.queue()),
                    new QueueMarks(store.checkStates(), app.checks(), app.decisionStates()), new SameThreadTaskRunner(),
                    new RecordingDialogs(), (kind, id) -> { });
            queue.refresh();
            QueueItem selected = queue.rowsProperty().get().get(1);
            queue.selectionMoved(1, selected.recordSha256());
            // Another desk imports the run that sorts first.
            new AppRoot(store, DeskFixtures.CLOCK, Runnable::run).importer().importPaths(List.of(later),
                    ImportProgress.NONE);
            queue.refresh();
            assertEquals(5, queue.rowsProperty().get().size());
            assertEquals(2, queue.keptIndex());
            assertEquals(selected.recordSha256(), queue.rowsProperty().get().get(2).recordSha256());
            assertNotEquals(selected.recordSha256(), queue.rowsProperty().get().get(1).recordSha256(),
                    "by place alone the selection would have moved to another record");
        }
    }

    @Test
    void aNewQuestionKeepsNoRecord() {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir)) {
            AppRoot app = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            QueueViewModel queue = new QueueViewModel(new WorkflowQueueSource(app.queue()),
                    new QueueMarks(store.checkStates(), app.checks(), app.decisionStates()), new SameThreadTaskRunner(),
                    new RecordingDialogs(), (kind, id) -> { });
            queue.refresh();
            QueueItem selected = queue.rowsProperty().get().get(3);
            queue.selectionMoved(3, selected.recordSha256());
            queue.search("poll");
            assertEquals(-1, queue.keptIndex());
            queue.search("");
            queue.selectionMoved(0, queue.rowsProperty().get().get(0).recordSha256());
            queue.refresh();
            assertEquals(0, queue.keptIndex());
        }
    }

    @Test
    void aRowSelectedWhileThePageIsReadAgainIsTheRowKeptNotTheOneSelectedWhenTheReadWasAsked() {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir)) {
            AppRoot app = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            QueuedTaskRunner runner = new QueuedTaskRunner();
            List<String> opened = new java.util.ArrayList<>();
            QueueViewModel queue = new QueueViewModel(new WorkflowQueueSource(app.queue()),
                    new QueueMarks(store.checkStates(), app.checks(), app.decisionStates()), runner,
                    new RecordingDialogs(), (kind, id) -> opened.add(id));
            queue.refresh();
            runner.runAll();
            // The view selects the first row of a new result.
            queue.selectionMoved(0, queue.rowsProperty().get().get(0).recordSha256());
            // A live change asks for the page again; before it is read, the user selects another run.
            queue.refresh();
            QueueItem chosen = queue.rowsProperty().get().get(3);
            queue.selectionMoved(3, chosen.recordSha256());
            runner.runAll();
            assertEquals(3, queue.keptIndex(), "the row the user chose last is the one kept");
            QueueItem kept = queue.rowsProperty().get().get(queue.keptIndex());
            assertEquals(chosen.recordSha256(), kept.recordSha256());
            queue.open(kept);
            assertEquals(List.of(chosen.recordSha256().orElseThrow()), opened);
        }
    }
}
