package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.controlsfx.control.StatusBar;
import org.copydesk.app.Services;
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
import org.testfx.util.WaitForAsyncUtils;

/** Signing from the window: unlock, A, rationale, Ctrl+Enter; refusals on the sheet; Ctrl+R; the audit. */
@ExtendWith(ApplicationExtension.class)
class DecideWindowTest {

    private static final int VECTOR_RUNS = 5;

    private Path dir;
    private EvidenceStore store;
    private Services services;
    private ExecutorService executor;
    private AnsweringDialogs dialogs;
    private Path keyFile;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-decide-test");
        store = DeskFixtures.vectorStore(dir);
        services = new Services(store, DeskFixtures.CLOCK);
        keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        executor = DesktopThreads.executor(DesktopThreads.printing());
        dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(keyFile, SigningFixtures.PASSPHRASE);
        new DesktopRoot(store, executor, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(executor, store, dir);
    }

    @Test
    void unlockApproveWithARationaleAndTheDecisionIsValidInTheHistoryAndTheQueue(FxRobot robot) throws TimeoutException {
        waitUntil(() -> rows(robot) == VECTOR_RUNS);
        robot.press(KeyCode.CONTROL, KeyCode.U).release(KeyCode.U, KeyCode.CONTROL);
        waitUntil(() -> status(robot).contains("Signed in as ed.ramos (editor)"));
        openRecord(robot, DeskFixtures.VECTOR_POLL);
        waitUntil(() -> text(robot, Ids.CHECKS_SUMMARY).startsWith("✓"));
        robot.type(KeyCode.A);
        waitUntil(() -> robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible()
                && robot.lookup("#" + Ids.SHEET_RATIONALE).queryAs(TextArea.class).isFocused());
        assertEquals(DeskFixtures.VECTOR_POLL, text(robot, Ids.SHEET_DIGEST));
        assertEquals("Signs as ed.ramos, editor", text(robot, Ids.SHEET_ROLE));
        robot.write("Numbers match the cited blocks");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> !robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible());
        waitUntil(() -> history(robot).size() == 1);
        DecisionRow row = history(robot).get(0);
        assertEquals(DecisionState.VALID, row.state());
        assertEquals("Numbers match the cited blocks", row.rationale());
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> QueueRobot.item(robot, DeskFixtures.VECTOR_POLL)
                .map(item -> item.decisionState().startsWith("✓ approved")).orElse(false));
    }

    @Test
    void approvingABlockedRunShowsTheRefusalOnTheSheetAndStoresNothing(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_BLOCKED);
        // No key yet: A asks to unlock first, then opens the sheet.
        robot.type(KeyCode.A);
        waitUntil(() -> robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible()
                && robot.lookup("#" + Ids.SHEET_RATIONALE).queryAs(TextArea.class).isFocused());
        robot.write("Looks fine to me");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#" + Ids.SHEET_REFUSAL).queryAs(Label.class).isVisible());
        assertEquals("a blocked run can only be rejected", text(robot, Ids.SHEET_REFUSAL));
        assertTrue(robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible());
        assertEquals(0, store.decisions().all().size());
        robot.type(KeyCode.ESCAPE);
        waitUntil(() -> !robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible());
    }

    @Test
    void ctrlRRunsTheChecksAgain(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_COMMENTARY);
        waitUntil(() -> text(robot, Ids.CHECKS_SUMMARY).startsWith("✗ 1 failed"));
        // Approving the poll the commentary cites makes commentary.sources_human_approved pass.
        approvePollBehindTheWindow();
        robot.press(KeyCode.CONTROL, KeyCode.R).release(KeyCode.R, KeyCode.CONTROL);
        waitUntil(() -> text(robot, Ids.CHECKS_SUMMARY).startsWith("✓ all"));
    }

    @Test
    void theAuditListsTheDecisionWithItsState(FxRobot robot) throws TimeoutException {
        approvePollBehindTheWindow();
        waitUntil(() -> rows(robot) == VECTOR_RUNS);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.A).release(KeyCode.A, KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#" + Ids.AUDIT).query().isVisible() && audit(robot).size() == 1);
        assertEquals(DecisionState.VALID, audit(robot).get(0).state());
        assertEquals("1 of 1 decisions", text(robot, Ids.AUDIT_COUNT));
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

    private static String text(FxRobot robot, String id) {
        return robot.lookup("#" + id).queryLabeled().getText();
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#" + Ids.STATUS_BAR).queryAs(StatusBar.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static List<DecisionRow> history(FxRobot robot) {
        return List.copyOf(robot.lookup("#" + Ids.HISTORY_TABLE).queryAs(TableView.class).getItems());
    }

    @SuppressWarnings("unchecked")
    private static List<DecisionRow> audit(FxRobot robot) {
        return List.copyOf(robot.lookup("#" + Ids.AUDIT_TABLE).queryAs(TableView.class).getItems());
    }

    private static int rows(FxRobot robot) {
        return QueueRobot.table(robot).getItems().size();
    }

    private static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        // Generous: the build machine is shared and key derivation and signing are deliberately slow.
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, condition);
    }
}
