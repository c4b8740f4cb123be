package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.WorkflowQueueSource;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The queue's first page replaced (a live change, the demo seed) while the user picks a row:
 * the row picked stays selected, the table keeps the focus, and Enter opens that record.
 */
@ExtendWith(ApplicationExtension.class)
class QueueViewSelectionTest {

    private final QueuedTaskRunner runner = new QueuedTaskRunner();
    private final List<String> opened = new CopyOnWriteArrayList<>();
    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private QueueViewModel queue;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-queue-selection-test");
        store = DeskFixtures.vectorStore(dir);
        app = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        queue = new QueueViewModel(new WorkflowQueueSource(app.queue()),
                new QueueMarks(store.checkStates(), app.checks(), app.decisionStates()), runner,
                new RecordingDialogs(), (kind, id) -> opened.add(id));
        stage.setScene(new Scene(new QueueView(queue), 1200, 600));
        stage.show();
        queue.refresh();
        runner.runAll();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void aRowPickedWhileTheFirstPageIsReadAgainStaysSelectedAndEnterOpensIt(FxRobot robot) {
        TableView<QueueItem> table = table(robot);
        Object before = table.getItems();
        String chosen = table.getItems().get(3).recordSha256().orElseThrow();
        robot.interact(() -> {
            // The live change is asked for first; the user's pick lands before its page does.
            queue.refresh();
            table.getSelectionModel().clearAndSelect(3);
            table.requestFocus();
            runner.runAll();
        });
        assertNotSame(before, table.getItems(), "the first page was replaced");
        assertEquals(chosen, table.getSelectionModel().getSelectedItem().recordSha256().orElseThrow());
        assertTrue(table.isFocused(), "the table keeps the focus");
        robot.type(KeyCode.ENTER);
        assertEquals(List.of(chosen), opened);
    }

    @Test
    void aRowPickedBeforeTheFirstPageIsReplacedStaysSelectedAndEnterOpensIt(FxRobot robot) {
        TableView<QueueItem> table = table(robot);
        String chosen = table.getItems().get(2).recordSha256().orElseThrow();
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(2);
            table.requestFocus();
            queue.refresh();
            runner.runAll();
        });
        assertEquals(chosen, table.getSelectionModel().getSelectedItem().recordSha256().orElseThrow());
        assertTrue(table.isFocused(), "the table keeps the focus");
        robot.type(KeyCode.ENTER);
        assertEquals(List.of(chosen), opened);
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueItem> table(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
    }
}
