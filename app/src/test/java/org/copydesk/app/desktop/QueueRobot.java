package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.copydesk.app.desktop.NodeTexts.label;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;

import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.queue.QueueItem;
import org.testfx.api.FxRobot;

/** What the window tests do in the queue: find a record's row, select it, press Enter, as a person would. */
final class QueueRobot {

    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private QueueRobot() {
    }

    @SuppressWarnings("unchecked")
    static TableView<QueueItem> table(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
    }

    /** The loaded row of a record, if its page has arrived. */
    static Optional<QueueItem> item(FxRobot robot, String id) {
        return List.copyOf(table(robot).getItems()).stream()
                .filter(i -> i.isLoaded() && i.recordSha256().orElseThrow().equals(id)).findFirst();
    }

    /** Waits for the record's row, selects it and presses Enter. */
    static void enter(FxRobot robot, String id) throws TimeoutException {
        WAIT.until("the queue row of " + id, () -> item(robot, id).isPresent());
        int index = item(robot, id).orElseThrow().index();
        robot.interact(() -> {
            table(robot).getSelectionModel().clearAndSelect(index);
            table(robot).requestFocus();
        });
        robot.type(KeyCode.ENTER);
    }

    /**
     * Opens a run from the queue and waits until the record view shows it with its first block. The
     * queue's first page may be replaced (its counts, a live change) between the selection and the
     * key; the queue keeps the row chosen, so one Enter is enough.
     */
    static void openRecord(FxRobot robot, String digest) throws TimeoutException {
        enter(robot, digest);
        WAIT.until("the record view to show " + digest,
                () -> digest.equals(field(robot, Ids.RECORD_DIGEST)));
        WAIT.until("the record view to show " + digest + " with block b001",
                () -> robot.lookup("#" + Ids.block("b001")).tryQuery().isPresent());
    }

    /**
     * Clicks a filter's choice once the queue has counted its question: the rows show before
     * the counts, and a choice exists only once something is counted for it.
     */
    static void clickFilter(FxRobot robot, String choiceId) throws TimeoutException {
        WAIT.until("the filter choice #" + choiceId + " with the queue counted",
                () -> robot.lookup("#" + choiceId).tryQuery().isPresent()
                && !label(robot, Ids.QUEUE_COUNT).equals("counting…"));
        robot.clickOn("#" + choiceId);
    }
}
