package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.roster.AnsweringRosterForms;
import org.copydesk.app.desktop.roster.EntryForm;
import org.copydesk.app.desktop.roster.RosterIds;
import org.copydesk.app.desktop.roster.RosterRow;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.model.decision.Role;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Keys and the roster from the window alone, on a store whose roster is empty, as the first-run demo store is. */
@ExtendWith(ApplicationExtension.class)
class RosterWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private AnsweringDialogs dialogs;
    private final AnsweringRosterForms forms = new AnsweringRosterForms();

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-roster-test");
        store = DeskFixtures.vectorStore(dir);
        app = AppRoot.withPool(store, Clock.systemUTC());
        dialogs = new AnsweringDialogs(stage);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard(), forms, dir.resolve("keys")).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theFirstLaunchSaysNobodyCanSignAndTheNoticeMakesAndPinsTheOwnersKey(FxRobot robot) throws TimeoutException {
        WAIT.untilVisible(robot, RosterIds.NOTICE);
        assertTrue(label(robot, RosterIds.NOTICE_TEXT).startsWith("Nobody can sign on this store yet"));
        forms.answeringNewKey("olive.owner", "Olive Owner", dir.resolve("keys"), SigningFixtures.PASSPHRASE, true);
        robot.clickOn("#" + RosterIds.NOTICE_NEW_KEY);
        WAIT.until("the owner's key unlocked", () -> status(robot).contains("Signed in as olive.owner (owner)"));
        WAIT.untilHidden(robot, RosterIds.NOTICE);
        assertTrue(Files.isRegularFile(dir.resolve("keys/olive.owner.key")));
    }

    @Test
    void anOwnerAddsAReviewerOnTheRosterPageWithTheKeyboard(FxRobot robot) throws TimeoutException {
        forms.answeringNewKey("olive.owner", "Olive Owner", dir.resolve("keys"), SigningFixtures.PASSPHRASE, true);
        WAIT.untilVisible(robot, RosterIds.NOTICE);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.K).release(KeyCode.K, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the owner's key unlocked", () -> status(robot).contains("Signed in as olive.owner"));
        KeyFiles.Generated ed = KeyFiles.generate("ed.ramos", dir.resolve("keys"),
                SigningFixtures.PASSPHRASE.toCharArray());
        forms.answeringEntry(new EntryForm("ed.ramos", "Ed Ramos", List.of(Role.EDITOR), ed.publicKeyPath()));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.O).release(KeyCode.O, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.untilVisible(robot, RosterIds.ROSTER);
        WAIT.until("the owner listed", () -> rows(robot).size() == 1);
        WAIT.untilFocused(robot, RosterIds.ROSTER_TABLE);
        robot.type(KeyCode.N);
        // A refresh running beside the change may list ed.ramos first; the change's own answer follows.
        WAIT.until("ed.ramos listed and the change said", () -> rows(robot).size() == 2
                && label(robot, RosterIds.ROSTER_MESSAGE).equals("Added ed.ramos as editor, signed by olive.owner."));
        assertEquals("2 active · 0 revoked · verified change by change", label(robot, RosterIds.ROSTER_COUNT));
        WAIT.untilFocused(robot, RosterIds.ROSTER_TABLE);
        // Headless, the "key created" notice takes the keys while it shows; on a desktop it never has the focus.
        WAIT.until("the notice gone", () -> robot.listWindows().stream()
                .noneMatch(w -> w instanceof javafx.stage.Popup && w.isShowing()));
        robot.type(KeyCode.ESCAPE);
        WAIT.untilVisible(robot, org.copydesk.app.desktop.common.Ids.QUEUE);
    }

    @SuppressWarnings("unchecked")
    private static List<RosterRow> rows(FxRobot robot) {
        return List.copyOf(robot.lookup("#" + RosterIds.ROSTER_TABLE).queryAs(TableView.class).getItems());
    }
}
