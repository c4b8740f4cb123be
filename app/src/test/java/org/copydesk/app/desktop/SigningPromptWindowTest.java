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
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.TestAgent;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.decide.DecisionRow;
import org.copydesk.app.desktop.roster.AnsweringRosterForms;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.sign.KeyFilesAndAgent;
import org.copydesk.app.desktop.sign.SigningPromptDialog;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A with no key unlocked shows the signing prompt; Enter signs through ssh-agent, Alt+K with a file, Esc nothing. */
@ExtendWith(ApplicationExtension.class)
class SigningPromptWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private TestAgent agent;

    @Start
    void start(Stage stage) throws IOException, InterruptedException {
        dir = Files.createTempDirectory("copydesk-signing-prompt-test");
        store = DeskFixtures.vectorStore(dir);
        Path keyFile = SigningFixtures.editorOnRoster(new AppRoot(store, DeskFixtures.CLOCK, Runnable::run),
                dir.resolve("keys"));
        agent = TestAgent.start(dir.resolve("agent"));
        assertEquals(0, agent.add(keyFile, SigningFixtures.PASSPHRASE).code());
        app = AppRoot.withPool(store, Clock.systemUTC());
        AnsweringDialogs dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(keyFile, SigningFixtures.PASSPHRASE);
        dialogs.showTheSigningPrompt();
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard(), new AnsweringRosterForms(), dir.resolve("keys"),
                new KeyFilesAndAgent(agent.environment())).show();
    }

    @AfterEach
    void stop() throws IOException, InterruptedException {
        agent.close();
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void enterTakesTheAgentAndTheApprovalIsSignedByItsKey(FxRobot robot) throws TimeoutException {
        askToApprove(robot);
        Button viaAgent = robot.lookup("#" + SigningPromptDialog.AGENT_ID).queryButton();
        assertFalse(viaAgent.isDisabled());
        assertTrue(viaAgent.isDefaultButton(), "with an agent, Enter uses it");
        assertTrue(label(robot, SigningPromptDialog.AGENT_LINE_ID).startsWith("The agent signs;"),
                label(robot, SigningPromptDialog.AGENT_LINE_ID));
        robot.type(KeyCode.ENTER);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertTrue(status(robot).contains("Signed in as ed.ramos (editor) (key in ssh-agent)"), status(robot));
        robot.write("Numbers match the cited blocks");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        WAIT.until("one decision in the record's history", () -> history(robot).size() == 1);
        assertEquals(DecisionState.VALID, history(robot).get(0).state());
    }

    @Test
    void altKTakesAKeyFileAndItsPassphrase(FxRobot robot) throws TimeoutException {
        askToApprove(robot);
        robot.press(KeyCode.ALT, KeyCode.K).release(KeyCode.K, KeyCode.ALT);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertTrue(status(robot).contains("Signed in as ed.ramos (editor)"), status(robot));
        assertFalse(status(robot).contains("ssh-agent"), status(robot));
    }

    @Test
    void escapeClosesThePromptAndOpensNothing(FxRobot robot) throws TimeoutException {
        askToApprove(robot);
        robot.type(KeyCode.ESCAPE);
        WAIT.until("the signing prompt to close", () -> robot.lookup("#" + SigningPromptDialog.PANE_ID).tryQuery()
                .isEmpty());
        assertFalse(robot.lookup("#" + Ids.DECISION_SHEET).query().isVisible());
        assertTrue(status(robot).contains("no signing key"), status(robot));
        assertEquals(0, store.decisions().all().size());
    }

    private void askToApprove(FxRobot robot) throws TimeoutException {
        QueueRobot.openRecord(robot, DeskFixtures.VECTOR_POLL);
        WAIT.until("the checks to pass", () -> label(robot, Ids.CHECKS_SUMMARY).startsWith("✓"));
        robot.type(KeyCode.A);
        WAIT.until("the signing prompt", () -> robot.lookup("#" + SigningPromptDialog.PANE_ID).tryQuery().isPresent());
    }

    private static List<DecisionRow> history(FxRobot robot) {
        return tableRows(robot, Ids.HISTORY_TABLE);
    }
}
