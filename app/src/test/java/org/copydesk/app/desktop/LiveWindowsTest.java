package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.roster.RosterIds;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Two desks on one SQLite file, each its own store handle, root and window: what one decides
 * shows in the other without a refresh, and the other's selection stays where its user left it.
 */
@ExtendWith(ApplicationExtension.class)
class LiveWindowsTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private Path dir;
    private EvidenceStore storeA;
    private EvidenceStore storeB;
    private AppRoot appA;
    private AppRoot appB;
    private Stage stageA;
    private Stage stageB;
    private DesktopRoot deskA;
    private DesktopRoot deskB;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-live-test");
        storeA = DeskFixtures.vectorStore(dir);
        storeB = SqliteEvidenceStore.open(dir.resolve("desk.db"), Clock.systemUTC());
        appA = AppRoot.withPool(storeA, Clock.systemUTC());
        appB = AppRoot.withPool(storeB, Clock.systemUTC());
        stageA = stage;
        deskA = new DesktopRoot(appA, stageA, new AnsweringDialogs(stageA), IdlePolicy.standard());
        deskA.show();
        stageB = new Stage();
        deskB = new DesktopRoot(appB, stageB, new AnsweringDialogs(stageB), IdlePolicy.standard());
        deskB.show();
    }

    @AfterEach
    void stop() throws IOException {
        deskA.close();
        deskB.close();
        appB.close();
        storeB.close();
        DeskFixtures.closeAndDelete(appA, storeA, dir);
    }

    @SuppressWarnings("unchecked")
    private static <T> TableView<T> table(Stage stage, String id) {
        return (TableView<T>) stage.getScene().lookup("#" + id);
    }

    private static Optional<QueueItem> row(Stage stage, String sha) {
        TableView<QueueItem> queue = table(stage, Ids.QUEUE_TABLE);
        return List.copyOf(queue.getItems()).stream()
                .filter(i -> i.isLoaded() && i.recordSha256().orElseThrow().equals(sha)).findFirst();
    }

    private void approveAtDeskA(String sha) {
        SigningKey key = KeyFiles.unlock(SigningFixtures.editorOnRoster(appA, dir.resolve("keys")),
                SigningFixtures.PASSPHRASE.toCharArray());
        try {
            appA.decisions().decide(new DecideRequest(List.of(sha), "approve", "Numbers match the cited blocks",
                    Optional.empty(), key));
        } finally {
            key.destroy();
        }
    }

    @Test
    void aDecisionAtOneDeskShowsInTheOthersQueueAndItsSelectionStays(FxRobot robot) throws TimeoutException {
        WAIT.until("both queues with the five vector runs", () -> List.of(stageA, stageB).stream().allMatch(s ->
                table(s, Ids.QUEUE_TABLE).getItems().size() == 5
                        && ((QueueItem) table(s, Ids.QUEUE_TABLE).getItems().get(4)).isLoaded()));
        TableView<QueueItem> queueB = table(stageB, Ids.QUEUE_TABLE);
        int decidedRow = row(stageB, DeskFixtures.VECTOR_POLL).orElseThrow().index();
        int selectedRow = decidedRow == 3 ? 2 : 3;
        robot.interact(() -> queueB.getSelectionModel().clearAndSelect(selectedRow));
        String selected = queueB.getSelectionModel().getSelectedItem().recordSha256().orElseThrow();
        Object before = queueB.getItems();

        WAIT.until("desk B's signing notice to say the roster is empty", () -> ((javafx.scene.control.Label)
                stageB.getScene().lookup("#" + RosterIds.NOTICE_TEXT)).getText().startsWith("Nobody can sign"));

        approveAtDeskA(DeskFixtures.VECTOR_POLL);

        String approved = "✓ approved · " + SigningFixtures.EDITOR;
        WAIT.until("desk B's signing notice to follow the roster desk A pinned", () -> !((javafx.scene.control.Label)
                stageB.getScene().lookup("#" + RosterIds.NOTICE_TEXT)).getText().startsWith("Nobody can sign"));
        WAIT.until("desk B's queue to show desk A's decision", () -> queueB.getItems() != before
                && row(stageB, DeskFixtures.VECTOR_POLL).map(QueueItem::decisionState).orElse("").equals(approved));
        WAIT.until("desk A's own queue to show it too, with nobody pressing refresh", () ->
                row(stageA, DeskFixtures.VECTOR_POLL).map(QueueItem::decisionState).orElse("").equals(approved));
        WAIT.until("desk B's status bar to say a decision arrived", () -> ((javafx.scene.control.Label) stageB.getScene()
                .lookup("#" + Ids.LIVE_LINE)).getText().matches("live · last change \\d\\d:\\d\\d:\\d\\d \\(.*decisions.*\\)"));
        // Read on the FX thread: a later read of the queue (the checks the decision stored) may be under way.
        int[] index = {-2};
        String[] record = {""};
        robot.interact(() -> {
            index[0] = queueB.getSelectionModel().getSelectedIndex();
            record[0] = queueB.getSelectionModel().getSelectedItem().recordSha256().orElseThrow();
        });
        assertEquals(selectedRow, index[0]);
        assertEquals(selected, record[0]);
    }

    @Test
    void aDecisionAtOneDeskShowsInTheRecordTheOtherHasOpen(FxRobot robot) throws TimeoutException {
        WAIT.until("desk B's queue row of the poll", () -> row(stageB, DeskFixtures.VECTOR_POLL).isPresent());
        robot.interact(() -> {
            TableView<QueueItem> queueB = table(stageB, Ids.QUEUE_TABLE);
            queueB.getSelectionModel().clearAndSelect(row(stageB, DeskFixtures.VECTOR_POLL).orElseThrow().index());
            queueB.requestFocus();
            queueB.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false));
        });
        WAIT.until("desk B's record of the poll", () -> DeskFixtures.VECTOR_POLL.equals(
                ((javafx.scene.control.TextInputControl) stageB.getScene().lookup("#" + Ids.RECORD_DIGEST)).getText()));

        approveAtDeskA(DeskFixtures.VECTOR_POLL);

        WAIT.until("desk B's open record to list desk A's decision", () -> {
            TableView<DecisionRow> history = table(stageB, Ids.HISTORY_TABLE);
            return history != null && history.getItems().size() == 1
                    && history.getItems().get(0).reviewer().equals(SigningFixtures.EDITOR);
        });
    }
}
