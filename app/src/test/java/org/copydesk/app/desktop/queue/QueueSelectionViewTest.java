package org.copydesk.app.desktop.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The queue's page replaced (a live change, the demo seed landing) while the user has just chosen a
 * row: the row chosen stays selected, and Enter opens its record. The worker pool is a queue run on the
 * FX thread by the test, so the replacement lands exactly between the selection and the key.
 */
@ExtendWith(ApplicationExtension.class)
class QueueSelectionViewTest {

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
        stage.setScene(new Scene(new QueueView(queue), 1000, 600));
        stage.show();
        queue.refresh();
        runner.runAll();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void aRowChosenWhileThePageIsReadAgainStaysSelectedAndEnterOpensIt(FxRobot robot) {
        TableView<QueueItem> table = table(robot);
        assertEquals(0, table.getSelectionModel().getSelectedIndex(), "a new result starts on its first row");
        String chosen = table.getItems().get(3).recordSha256().orElseThrow();
        robot.interact(() -> {
            // A live change asks for the page again; before it is read, the user picks the fourth run.
            queue.refresh();
            table.getSelectionModel().clearAndSelect(3);
            table.requestFocus();
            runner.runAll();
        });
        assertEquals(chosen, table.getSelectionModel().getSelectedItem().recordSha256().orElseThrow(),
                "the page was replaced and the chosen run is still the selected one");
        assertTrue(table.isFocused(), "the table keeps the focus");
        robot.type(KeyCode.ENTER);
        assertEquals(List.of(chosen), opened);
    }

    @Test
    void aPageReplacedWithTheChosenRunStillOnItKeepsItSelected(FxRobot robot) {
        TableView<QueueItem> table = table(robot);
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(2);
            table.requestFocus();
        });
        String chosen = table.getSelectionModel().getSelectedItem().recordSha256().orElseThrow();
        robot.interact(() -> {
            queue.refresh();
            runner.runAll();
        });
        assertEquals(chosen, table.getSelectionModel().getSelectedItem().recordSha256().orElseThrow());
        robot.type(KeyCode.ENTER);
        assertEquals(List.of(chosen), opened);
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueItem> table(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
    }
}
