package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The user's place: the queue row kept when the queue is read again, and each record opening on its first tab. */
@ExtendWith(ApplicationExtension.class)
class PlaceWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private AnsweringDialogs dialogs;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-place-test");
        store = DeskFixtures.vectorStore(dir);
        app = AppRoot.withPool(store, Clock.systemUTC());
        dialogs = new AnsweringDialogs(stage);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theQueueReadAgainKeepsTheSelectedRowInsteadOfJumpingToTheTop(FxRobot robot) throws TimeoutException {
        WAIT.until("the five vector runs", () -> QueueRobot.table(robot).getItems().size() == 5
                && QueueRobot.table(robot).getItems().get(4).isLoaded());
        robot.interact(() -> {
            QueueRobot.table(robot).requestFocus();
            QueueRobot.table(robot).getSelectionModel().clearAndSelect(3);
        });
        String selected = QueueRobot.table(robot).getSelectionModel().getSelectedItem().recordSha256().orElseThrow();
        Object before = QueueRobot.table(robot).getItems();
        // Importing what the store holds already reads the queue again, as a decision does.
        dialogs.answer(SharedVectors.bundle());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.I).release(KeyCode.I, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the queue read again", () -> QueueRobot.table(robot).getItems() != before
                && QueueRobot.table(robot).getItems().get(3).isLoaded());
        assertEquals(3, QueueRobot.table(robot).getSelectionModel().getSelectedIndex());
        assertEquals(selected, QueueRobot.table(robot).getItems().get(3).recordSha256().orElseThrow());
    }

    @Test
    void eachRecordOpensOnItsFirstTab(FxRobot robot) throws TimeoutException {
        QueueRobot.openRecord(robot, DeskFixtures.VECTOR_POLL);
        robot.interact(() -> tabs(robot).getSelectionModel().select(2));
        robot.type(KeyCode.ESCAPE);
        WAIT.untilVisible(robot, Ids.QUEUE);
        QueueRobot.enter(robot, DeskFixtures.VECTOR_COMMENTARY);
        WAIT.until("the commentary record shown",
                () -> DeskFixtures.VECTOR_COMMENTARY.equals(NodeTexts.field(robot, Ids.RECORD_DIGEST)));
        assertEquals(0, tabs(robot).getSelectionModel().getSelectedIndex());
    }

    private static TabPane tabs(FxRobot robot) {
        return robot.lookup("#" + Ids.RECORD_TABS).queryAs(TabPane.class);
    }
}
