package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.Timestamps;
import org.copydesk.app.workflow.decide.TwoEditors;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.ReviewClaim;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * kim.lee's window on a store where ed.ramos, at another desk, is reviewing the poll: the queue
 * row and the record say so, deciding over it asks first (Esc backs out, Enter goes ahead), the
 * window claims what kim opens and gives it back on Esc, and a conflict shows both sides.
 */
@ExtendWith(ApplicationExtension.class)
class ClaimsWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(30);
    private static final String POLL = DeskFixtures.VECTOR_POLL;

    private Path dir;
    private EvidenceStore store;
    private AppRoot services;
    private AppRoot app;
    private TwoEditors editors;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-claims-test");
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        editors = new TwoEditors(services, dir.resolve("keys"));
        app = AppRoot.withPool(store, Clock.systemUTC());
        AnsweringDialogs dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(editors.kimKeyFile, TwoEditors.PASSPHRASE);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        editors.close();
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    private String reviewingLine(FxRobot robot, String sha) {
        return QueueRobot.item(robot, sha).map(item -> {
            javafx.scene.control.TableView<QueueItem> table = QueueRobot.table(robot);
            javafx.scene.control.TableColumn<QueueItem, ?> column = table.getColumns().stream()
                    .filter(c -> c.getText().equals("Reviewing")).findFirst().orElseThrow();
            Object value = column.getCellObservableValue(item).getValue();
            return value == null ? "" : value.toString();
        }).orElse("");
    }

    private void unlockKim(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.U).release(KeyCode.U, KeyCode.CONTROL);
        WAIT.until("the status bar to say kim.lee signed in", () -> status(robot).contains("Signed in as kim.lee"));
    }

    @Test
    void anotherDesksClaimShowsOnTheRowAndTheRecordAndDecidingOverItAsksFirst(FxRobot robot) throws TimeoutException {
        ReviewClaim ed = app.claims().claim(POLL, "ed.ramos", editors.ed.publicKey().fingerprint());
        String at = Timestamps.clockTime(ed.claimedAt(), ZoneId.systemDefault());
        String since = "ed.ramos is reviewing · since " + at;
        WAIT.until("the queue row to say ed.ramos is reviewing the poll",
                () -> reviewingLine(robot, POLL).equals("ed.ramos · since " + at));

        unlockKim(robot);
        QueueRobot.openRecord(robot, POLL);
        WAIT.until("the record to say who else is reviewing it", () -> label(robot, Ids.RECORD_CLAIM).equals(since));
        WAIT.until("the checks to be known", () -> !label(robot, Ids.CHECKS_SUMMARY).isEmpty());

        robot.type(KeyCode.A);
        WAIT.untilVisible(robot, Ids.CONFIRM_CANCEL);
        robot.type(KeyCode.ESCAPE);
        WAIT.until("the confirmation to close", () -> robot.lookup("#" + Ids.CONFIRM_CANCEL).tryQuery().isEmpty());
        assertFalse(robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible(), "Esc backs out: no sheet");

        robot.type(KeyCode.A);
        WAIT.untilVisible(robot, Ids.CONFIRM_OK);
        robot.type(KeyCode.ENTER);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        robot.type(KeyCode.ESCAPE);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        assertEquals(List.of("ed.ramos"), app.claims().active().stream().map(ReviewClaim::reviewerId).toList(),
                "kim's desk never takes ed's claim");
    }

    @Test
    void theWindowClaimsTheRecordItOpensAndGivesItBackOnLeavingIt(FxRobot robot) throws TimeoutException {
        unlockKim(robot);
        QueueRobot.openRecord(robot, DeskFixtures.VECTOR_BLOCKED);
        WAIT.until("kim's claim in the store", () -> app.claims().active().stream()
                .anyMatch(c -> c.reviewerId().equals("kim.lee") && c.subjectSha256().equals(DeskFixtures.VECTOR_BLOCKED)));
        WAIT.until("the record to say other desks see it",
                () -> label(robot, Ids.RECORD_CLAIM).startsWith("You are reviewing this as kim.lee · since "));
        robot.type(KeyCode.ESCAPE);
        WAIT.until("the claim given back", () -> app.claims().active().isEmpty());
    }

    @Test
    void notClaimedByOthersHidesTheRecordsAnotherReviewerHasOpen(FxRobot robot) throws TimeoutException {
        app.claims().claim(POLL, "ed.ramos", editors.ed.publicKey().fingerprint());
        WAIT.until("all five runs", () -> QueueRobot.table(robot).getItems().size() == 5);
        robot.interact(() -> QueueRobot.table(robot).requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N).release(KeyCode.N, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("four runs, the poll left out", () -> QueueRobot.table(robot).getItems().size() == 4);
        assertTrue(robot.lookup("#" + Ids.QUEUE_UNCLAIMED).queryAs(javafx.scene.control.CheckBox.class).isSelected());
    }

    @Test
    void aConflictShowsBothSidesOnTheRowAndTheRecord(FxRobot robot) throws TimeoutException {
        String ed = editors.decide(editors.ed, POLL, "approve", "Numbers match the cited blocks");
        editors.decideAtOnceWith(ed, editors.kim, "kim.lee", "reject", "2026-10-20T08:00:30Z");
        WAIT.until("the queue row to show the conflict", () -> QueueRobot.item(robot, POLL)
                .map(QueueItem::decisionState).orElse("").startsWith("⚠ ed.ramos ✓ "));
        assertTrue(QueueRobot.item(robot, POLL).orElseThrow().decisionState().contains(" · kim.lee ✗ "));
        QueueRobot.openRecord(robot, POLL);
        WAIT.until("the record to show the conflict", () -> label(robot, Ids.RECORD_CONFLICT)
                .startsWith("Conflict to resolve: ed.ramos approved "));
        assertTrue(label(robot, Ids.RECORD_CONFLICT).contains(" · kim.lee rejected "), label(robot, Ids.RECORD_CONFLICT));
    }
}
