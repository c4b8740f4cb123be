package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.labelOrEmpty;
import static org.copydesk.app.desktop.NodeTexts.labels;
import static org.copydesk.app.desktop.NodeTexts.status;
import static org.copydesk.app.desktop.NodeTexts.tableRows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.takes.TakeIds;
import org.copydesk.app.desktop.takes.TakeRow;
import org.copydesk.app.desktop.takes.TakeStyles;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Analyst takes in the window, on the demo corpus and a copy of its release tree: the take view,
 * an owner's Authorize &amp; Promote, an editor who may not, and a stale take that cannot be promoted.
 */
@ExtendWith(ApplicationExtension.class)
class TakesWindowTest {

    private static final String CURRENT = "analyst-take/" + TakeFixtures.RACE + "/current.json";
    private static final WindowWaits WAIT = WindowWaits.upTo(15);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private TakeFixtures takes;
    private Path release;
    private Path editorKey;
    private Path ownerKey;
    private AnsweringDialogs dialogs;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-takes-test");
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        takes = TakeFixtures.imported(store, dir);
        editorKey = SigningFixtures.editorOnRoster(new AppRoot(store, DeskFixtures.CLOCK, Runnable::run), dir.resolve("keys"));
        ownerKey = dir.resolve("keys").resolve("olu.owner.key");
        release = takes.copyRelease(dir.resolve("site").resolve("release"));
        app = AppRoot.withPool(store, Clock.systemUTC());
        dialogs = new AnsweringDialogs(stage);
        dialogs.answerRelease(release);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theTakeViewLabelsTheFrameAndMarksTheScreenedWordsAndTheDisallowedEvidence(FxRobot robot)
            throws TimeoutException {
        openTake(robot, takes.screenedId());
        assertEquals("Calculated forecast · not AI-generated", label(robot, TakeIds.FORECAST_FRAME_LABEL));
        for (String section : List.of("race_state", "reviewed_context", "candidate_needs", "what_to_watch")) {
            assertTrue(robot.lookup("#" + TakeIds.section(section)).tryQuery().isPresent(), section);
        }
        List<String> marked = labels(robot, "#" + TakeIds.sectionText("what_to_watch") + " ." + TakeStyles.SCREEN_MARK);
        assertEquals(List.of("will win", "guaranteed"), marked);
        Node broken = robot.lookup("#" + TakeIds.evidence("what_to_watch", TakeFixtures.DISALLOWED_ID)).query();
        assertTrue(broken.getStyleClass().contains(Styles.CHIP_BROKEN));
        Node allowed = robot.lookup("#" + TakeIds.evidence("what_to_watch", "poll-harbor-1009")).query();
        assertFalse(allowed.getStyleClass().contains(Styles.CHIP_BROKEN));
        assertTrue(label(robot, TakeIds.SCREEN_NOTICE).startsWith(TakeReview.SCREEN_NOTICE));
        assertTrue(robot.lookup("#" + TakeIds.AUTHORIZE).queryAs(Button.class).isDisabled());
        assertTrue(label(robot, TakeIds.PROMOTE_BLOCKER).contains("take.no_certainty"),
                label(robot, TakeIds.PROMOTE_BLOCKER));
    }

    @Test
    void anOwnerAuthorizesAndPromotesTheCurrentDraftAndSeesTheGatePass(FxRobot robot) throws Exception {
        dialogs.answerKey(ownerKey, SigningFixtures.PASSPHRASE);
        byte[] pointerBefore = Files.readAllBytes(release.resolve(CURRENT));
        byte[] registryBefore = Files.readAllBytes(release.resolve("registry.json"));
        openTake(robot, takes.currentId());
        assertEquals("current: bound to forecast run fc-2026-10-16-01, cutoff 2026-10-15T23:59:59Z",
                label(robot, TakeIds.TAKE_BINDING));

        robot.press(KeyCode.CONTROL, KeyCode.P).release(KeyCode.P, KeyCode.CONTROL);
        WAIT.untilShownWithFocusIn(robot, TakeIds.OWNER_SHEET, TakeIds.OWNER_RATIONALE);
        assertEquals(takes.currentId(), label(robot, TakeIds.OWNER_DIGEST));
        assertEquals("Signs as olu.owner (owner)", label(robot, TakeIds.OWNER_ROLE));
        CheckBox accept = robot.lookup("#" + TakeIds.OWNER_ACCEPT_RISK).queryAs(CheckBox.class);
        assertFalse(accept.isSelected(), "the acceptance is never ticked in advance");

        robot.write("Read all four sections against the packet; fit for internal use.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.until("the sheet to ask for the acceptance",
                () -> labelOrEmpty(robot, TakeIds.OWNER_REFUSAL).startsWith("Tick the acceptance"));
        robot.clickOn(accept);
        robot.clickOn("#" + TakeIds.OWNER_RATIONALE);
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, TakeIds.OWNER_SHEET);
        WAIT.until("the gate's outcome", () -> !labelOrEmpty(robot, TakeIds.OUTCOME_GATE).isEmpty());

        assertTrue(label(robot, TakeIds.OUTCOME_GATE).startsWith("Gate passed"), label(robot, TakeIds.OUTCOME_GATE));
        assertTrue(robot.lookup("#" + TakeIds.OUTCOME_GATE).query().getStyleClass().contains(TakeStyles.GATE_PASSED));
        byte[] pointer = Files.readAllBytes(release.resolve(CURRENT));
        String digest = Sha256.hex(pointer);
        assertTrue(Files.exists(release.resolve("analyst-take/archive/" + digest + ".json")));
        assertNotEquals(Sha256.hex(pointerBefore), digest, "the current pointer now holds the authorized take");
        assertNotEquals(Sha256.hex(registryBefore), Sha256.hex(Files.readAllBytes(release.resolve("registry.json"))));
        String archived = Json.parse(Files.readAllBytes(release.resolve("registry.json"))).get("races").findValues(
                "analyst_take_archive_sha256").stream().map(n -> n.asText()).filter(digest::equals).findFirst()
                .orElse("none");
        assertEquals(digest, archived, "the registry names the archive");
        assertTrue(label(robot, TakeIds.OUTCOME).contains("analyst-take/archive/" + digest + ".json"));
    }

    @Test
    void anEditorSeesWhyTheyCannotPromoteAndTheTreeStaysByteIdentical(FxRobot robot) throws TimeoutException {
        dialogs.answerKey(editorKey, SigningFixtures.PASSPHRASE);
        Map<String, String> before = TakeFixtures.picture(release);
        robot.press(KeyCode.CONTROL, KeyCode.U).release(KeyCode.U, KeyCode.CONTROL);
        WAIT.until("the status bar to say ed.ramos signed in", () -> status(robot).contains("Signed in as ed.ramos"));
        openTake(robot, takes.currentId());
        WAIT.until("the take to say the editor may not promote",
                () -> labelOrEmpty(robot, TakeIds.PROMOTE_BLOCKER).startsWith("ed.ramos (editor) may not"));
        assertTrue(robot.lookup("#" + TakeIds.AUTHORIZE).queryAs(Button.class).isDisabled());
        robot.press(KeyCode.CONTROL, KeyCode.P).release(KeyCode.P, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#" + TakeIds.OWNER_SHEET).query().isVisible());
        assertEquals(before, TakeFixtures.picture(release));
    }

    @Test
    void aStaleTakeCannotBePromotedAndSaysWhy(FxRobot robot) throws TimeoutException {
        openTake(robot, takes.staleId());
        assertTrue(label(robot, TakeIds.TAKE_BINDING).startsWith("stale: forecast_run_id fc-2026-10-09-01"),
                label(robot, TakeIds.TAKE_BINDING));
        assertTrue(robot.lookup("#" + TakeIds.AUTHORIZE).queryAs(Button.class).isDisabled());
        assertTrue(label(robot, TakeIds.PROMOTE_BLOCKER).startsWith("This take is stale"));
        assertTrue(robot.lookup("#" + TakeIds.FALLBACK).query().isVisible(), "the race's fallback is offered");
        robot.type(KeyCode.ESCAPE);
        WAIT.untilVisible(robot, TakeIds.TAKES);
    }

    @Test
    void enterOnATakeInTheQueueOpensTheTakeView(FxRobot robot) throws TimeoutException {
        QueueRobot.clickFilter(robot, Ids.KIND_FILTER + "-" + DocumentKinds.ANALYST_TAKE);
        QueueRobot.enter(robot, takes.currentId());
        WAIT.until("the take view to show the current take", () -> robot.lookup("#" + TakeIds.TAKE).query().isVisible()
                && takes.currentId().equals(labelOrEmpty(robot, TakeIds.TAKE_DIGEST)));
    }

    private static void openTake(FxRobot robot, String id) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.T).release(KeyCode.T, KeyCode.CONTROL);
        WAIT.until("the takes list with " + id, () -> robot.lookup("#" + TakeIds.TAKES).query().isVisible()
                && takeRows(robot).stream().anyMatch(r -> r.id().equals(id)));
        int index = takeRows(robot).indexOf(takeRows(robot).stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow());
        robot.interact(() -> {
            takesTable(robot).getSelectionModel().clearAndSelect(index);
            takesTable(robot).requestFocus();
        });
        robot.type(KeyCode.ENTER);
        WAIT.until("the take view to show " + id, () -> robot.lookup("#" + TakeIds.TAKE).query().isVisible()
                && id.equals(labelOrEmpty(robot, TakeIds.TAKE_DIGEST)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private static TableView<TakeRow> takesTable(FxRobot robot) {
        return robot.lookup("#" + TakeIds.TAKES_TABLE).queryAs(TableView.class);
    }

    private static List<TakeRow> takeRows(FxRobot robot) {
        return tableRows(robot, TakeIds.TAKES_TABLE);
    }
}
