package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.status;
import static org.copydesk.app.desktop.NodeTexts.tableRows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Signing from the window: unlock, A, rationale, Ctrl+Enter; refusals on the sheet; Ctrl+R; the audit. */
@ExtendWith(ApplicationExtension.class)
class DecideWindowTest {

    private static final int VECTOR_RUNS = 5;
    // Generous: the build machine is shared and key derivation and signing are deliberately slow.
    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot services;
    private AppRoot app;
    private AnsweringDialogs dialogs;
    private Path keyFile;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-decide-test");
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        app = AppRoot.withPool(store, Clock.systemUTC());
        dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(keyFile, SigningFixtures.PASSPHRASE);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void unlockApproveWithARationaleAndTheDecisionIsValidInTheHistoryAndTheQueue(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue", () -> rows(robot) == VECTOR_RUNS);
        robot.press(KeyCode.CONTROL, KeyCode.U).release(KeyCode.U, KeyCode.CONTROL);
        WAIT.until("the status bar to say ed.ramos signed in",
                () -> status(robot).contains("Signed in as ed.ramos (editor)"));
        openRecord(robot, DeskFixtures.VECTOR_POLL);
        WAIT.until("the checks to pass", () -> label(robot, Ids.CHECKS_SUMMARY).startsWith("✓"));
        robot.type(KeyCode.A);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertEquals(DeskFixtures.VECTOR_POLL, label(robot, Ids.SHEET_DIGEST));
        assertEquals("Signs as ed.ramos, editor", label(robot, Ids.SHEET_ROLE));
        robot.write("Numbers match the cited blocks");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        try {
            WAIT.until("one decision in the record's history", () -> history(robot).size() == 1);
        } catch (TimeoutException e) {
            // Says which side failed: the decision not stored, or stored and not shown.
            throw new TimeoutException(e.getMessage() + " (the store holds " + store.decisions().all().size()
                    + " decisions; the status bar says \"" + status(robot) + "\")");
        }
        DecisionRow row = history(robot).get(0);
        assertEquals(DecisionState.VALID, row.state());
        assertEquals("Numbers match the cited blocks", row.rationale());
        robot.type(KeyCode.ESCAPE);
        WAIT.until("the queue to show the poll approved", () -> QueueRobot.item(robot, DeskFixtures.VECTOR_POLL)
                .map(item -> item.decisionState().startsWith("✓ approved")).orElse(false));
    }

    @Test
    void aBlockedRunOffersOnlyARejectionAndItsSheetSaysWhyItWasBlocked(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_BLOCKED);
        WAIT.untilVisible(robot, Ids.DECIDE_UNAVAILABLE);
        assertTrue(label(robot, Ids.DECIDE_UNAVAILABLE).startsWith("Upstream blocked this run ("),
                label(robot, Ids.DECIDE_UNAVAILABLE));
        assertTrue(robot.lookup("#" + Ids.RECORD_APPROVE).queryButton().isDisabled());
        assertTrue(label(robot, Ids.BLOCKED_REASONS).startsWith("Upstream blocked this run: "));
        robot.type(KeyCode.A);
        assertFalse(robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible(), "A opens nothing on a blocked run");
        // No key yet: R asks to unlock first, then opens the sheet.
        robot.type(KeyCode.R);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertTrue(label(robot, Ids.SHEET_CHECKS).startsWith("Upstream blocked this run: "),
                label(robot, Ids.SHEET_CHECKS));
        assertFalse(label(robot, Ids.SHEET_CHECKS).contains("All "));
        robot.type(KeyCode.ESCAPE);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        assertEquals(0, store.decisions().all().size());
    }

    @Test
    void ctrlRRunsTheChecksAgain(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_COMMENTARY);
        WAIT.until("one check to fail", () -> label(robot, Ids.CHECKS_SUMMARY).startsWith("✗ 1 failed"));
        // Approving the poll the commentary cites makes commentary.sources_human_approved pass.
        approvePollBehindTheWindow();
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        WAIT.until("every check to pass", () -> label(robot, Ids.CHECKS_SUMMARY).startsWith("✓ all"));
        assertTrue(label(robot, Ids.CHECKS_SUMMARY).contains(" · run again at "), "Ctrl+R shows that it ran");
    }

    @Test
    void theAuditListsTheDecisionWithItsState(FxRobot robot) throws TimeoutException {
        approvePollBehindTheWindow();
        WAIT.until("every run in the queue", () -> rows(robot) == VECTOR_RUNS);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.A).release(KeyCode.A, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the audit to list one decision",
                () -> robot.lookup("#" + Ids.AUDIT).query().isVisible() && audit(robot).size() == 1);
        assertEquals(DecisionState.VALID, audit(robot).get(0).state());
        assertEquals("1 of 1 decisions", label(robot, Ids.AUDIT_COUNT));
    }

    private void approvePollBehindTheWindow() {
        SigningKey key = KeyFiles.unlock(keyFile, SigningFixtures.PASSPHRASE.toCharArray());
        try {
            services.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                    "Numbers match the cited blocks", Optional.empty(), key));
        } finally {
            key.destroy();
        }
    }

    private void openRecord(FxRobot robot, String digest) throws TimeoutException {
        QueueRobot.openRecord(robot, digest);
    }

    private static List<DecisionRow> history(FxRobot robot) {
        return tableRows(robot, Ids.HISTORY_TABLE);
    }

    private static List<DecisionRow> audit(FxRobot robot) {
        return tableRows(robot, Ids.AUDIT_TABLE);
    }

    private static int rows(FxRobot robot) {
        return QueueRobot.table(robot).getItems().size();
    }
}
