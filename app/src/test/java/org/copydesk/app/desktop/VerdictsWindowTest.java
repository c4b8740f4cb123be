package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.tableRows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.Collectors;

import javafx.scene.Node;
import javafx.scene.chart.XYChart;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.evaluation.EvaluationIds;
import org.copydesk.app.desktop.evaluation.FieldFigureRow;
import org.copydesk.app.desktop.evaluation.GroupRow;
import org.copydesk.app.desktop.record.FieldRow;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.verdicts.VerdictIds;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Field verdicts from the keyboard on a poll, signed through the sheet, read back and counted in the Evaluation view. */
@ExtendWith(ApplicationExtension.class)
class VerdictsWindowTest {

    // Generous: the build machine is shared and key derivation and signing are deliberately slow.
    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot services;
    private AppRoot app;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-verdicts-test");
        store = DeskFixtures.vectorStore(dir);
        services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        Path keyFile = SigningFixtures.editorOnRoster(services, dir.resolve("keys"));
        app = AppRoot.withPool(store, Clock.systemUTC());
        AnsweringDialogs dialogs = new AnsweringDialogs(stage);
        dialogs.answerKey(keyFile, SigningFixtures.PASSPHRASE);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void verdictKeysOnAPollAreSignedIntoTheDecisionAndCountedInTheEvaluation(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_POLL);
        WAIT.until("no field judged yet", () -> label(robot, VerdictIds.TALLY).equals("0 of 14 fields judged"));

        focusField(robot, "sample_size");
        robot.type(KeyCode.C);
        assertEquals("✓ correct", label(robot, VerdictIds.verdict("fields.sample_size")));

        // X opens the correction on upstream's value and evidence; a block clicked in the source is added.
        focusField(robot, "margin_of_error");
        robot.type(KeyCode.X);
        WAIT.untilFocused(robot, VerdictIds.EDITOR_VALUE);
        assertEquals("4.4", field(robot, VerdictIds.EDITOR_VALUE));
        // Letters typed here are the value, not verdict keys; a value of the wrong type is not kept.
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("cux");
        robot.type(KeyCode.ENTER);
        assertEquals("Not kept: the corrected value must be a number from 0 to 100.",
                label(robot, VerdictIds.EDITOR_PROBLEM));
        assertEquals("cux", field(robot, VerdictIds.EDITOR_VALUE));
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("3.5");
        robot.clickOn("#" + Ids.block("b001"));
        WAIT.until("the correction's evidence to add b001",
                () -> label(robot, VerdictIds.EDITOR_EVIDENCE).startsWith("Evidence: b003, b001"));
        robot.type(KeyCode.ENTER);
        WAIT.untilHidden(robot, VerdictIds.EDITOR);
        focusField(robot, "margin_of_error");
        assertEquals("✗ incorrect → 3.5", label(robot, VerdictIds.verdict("fields.margin_of_error")));

        // M on a value upstream left null: the source's block b004 shows the undecided share, not "other".
        focusField(robot, "other_pct");
        robot.type(KeyCode.M);
        WAIT.untilFocused(robot, VerdictIds.EDITOR_VALUE);
        robot.write("0");
        robot.type(KeyCode.ENTER);
        assertEquals("Pick the blocks that show it: click them in the source.", label(robot, VerdictIds.EDITOR_PROBLEM));
        robot.clickOn("#" + Ids.block("b004"));
        robot.type(KeyCode.ENTER);
        WAIT.untilHidden(robot, VerdictIds.EDITOR);
        focusField(robot, "other_pct");
        assertEquals("M missed → 0", label(robot, VerdictIds.verdict("fields.other_pct")));

        focusField(robot, "pollster");
        robot.type(KeyCode.U);
        assertEquals("U unsupported", label(robot, VerdictIds.verdict("fields.pollster")));
        robot.press(KeyCode.SHIFT, KeyCode.C).release(KeyCode.C, KeyCode.SHIFT);
        WAIT.until("every field judged", () -> label(robot, VerdictIds.TALLY).equals("14 of 14 fields judged"));

        robot.type(KeyCode.A);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertEquals("Field verdicts: 14 of 14 judged: 11 correct, 1 incorrect, 1 missed, 1 unsupported",
                label(robot, VerdictIds.SHEET_VERDICTS));
        assertEquals("incorrect  fields.margin_of_error → 3.5  (evidence b003, b001)\n"
                + "missed  fields.other_pct → 0  (evidence b004)", label(robot, VerdictIds.SHEET_CORRECTIONS));
        // Letters typed into the rationale are words, not verdicts.
        robot.write("Checked every value against the source");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);

        List<VerifiedDecision> decisions = services.verify().forSubject(DeskFixtures.VECTOR_POLL);
        assertEquals(1, decisions.size());
        assertTrue(decisions.get(0).isValid());
        assertEquals("Checked every value against the source",
                decisions.get(0).decision().orElseThrow().rationale());
        Map<String, FieldVerdict> signed = decisions.get(0).decision().orElseThrow().fieldVerdicts().orElseThrow()
                .stream().collect(Collectors.toMap(FieldVerdict::path, Function.identity()));
        assertEquals(14, signed.size());
        assertEquals("correct", signed.get("fields.sample_size").verdict());
        assertEquals("incorrect", signed.get("fields.margin_of_error").verdict());
        assertEquals(3.5, signed.get("fields.margin_of_error").correctedValue().doubleValue());
        assertEquals(List.of("b003", "b001"), signed.get("fields.margin_of_error").evidence());
        assertEquals("missed", signed.get("fields.other_pct").verdict());
        assertEquals(0, signed.get("fields.other_pct").correctedValue().intValue());
        assertEquals("unsupported", signed.get("fields.pollster").verdict());
        assertEquals("correct", signed.get("results.Dana Whitfield.pct").verdict());
        // Signed verdicts stay in view, marked as signed: a new draft only when the reviewer asks (N).
        WAIT.until("the signed verdicts shown", () -> label(robot, VerdictIds.TALLY)
                .startsWith("14 of 14 fields judged · signed by ed.ramos (approve"));
        robot.type(KeyCode.N);
        WAIT.until("a new draft from the signed verdicts", () -> label(robot, VerdictIds.TALLY)
                .equals("14 of 14 fields judged"));

        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WAIT.until("the evaluation with one group",
                () -> robot.lookup("#" + EvaluationIds.VIEW).query().isVisible() && groups(robot).size() == 1);
        GroupRow group = groups(robot).get(0);
        assertEquals("gpt-5.6-sol-2026-08-01", group.key());
        assertEquals(1, group.runs());
        assertEquals(1, group.approved());
        assertEquals("11 of 14 · 78.6%", group.accuracy());
        assertEquals("1 of 1 · 100.0%", group.missedDisclosure());
        FieldFigureRow margin = fieldFigures(robot).stream().filter(f -> f.path().equals("fields.margin_of_error"))
                .findFirst().orElseThrow();
        assertEquals("0 of 1 · 0.0%", margin.accuracy());
        assertEquals(1, margin.incorrect());
        assertFalse(chartSeries(robot, EvaluationIds.WEEKLY_CHART).isEmpty());
        assertEquals("2026-W42", chartSeries(robot, EvaluationIds.WEEKLY_CHART).get(0).getData().get(0).getXValue());
    }

    @Test
    void withoutDecisionsTheEvaluationViewShowsNoGroupsAndSaysOnlyValidDecisionsCount(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.E).release(KeyCode.E, KeyCode.CONTROL);
        WAIT.until("the evaluation to count no runs", () -> robot.lookup("#" + EvaluationIds.VIEW).query().isVisible()
                && label(robot, EvaluationIds.SUMMARY).startsWith("0 runs with a valid decision"));
        assertTrue(groups(robot).isEmpty());
        assertTrue(label(robot, EvaluationIds.VALID_ONLY).startsWith("Only valid decisions count"));
    }

    private void focusField(FxRobot robot, String name) throws TimeoutException {
        TableView<FieldRow> table = fields(robot);
        int index = -1;
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).name().equals(name)) {
                index = i;
            }
        }
        int row = index;
        assertTrue(row >= 0, "no field " + name);
        robot.interact(() -> {
            table.getSelectionModel().clearAndSelect(row);
            table.scrollTo(row);
            table.requestFocus();
        });
        WAIT.until("the fields table to take the focus", table::isFocused);
    }

    private void openRecord(FxRobot robot, String digest) throws TimeoutException {
        QueueRobot.openRecord(robot, digest);
    }

    @SuppressWarnings("unchecked")
    private static TableView<FieldRow> fields(FxRobot robot) {
        return robot.lookup("#" + Ids.FIELDS_TABLE).queryAs(TableView.class);
    }

    private static List<GroupRow> groups(FxRobot robot) {
        return tableRows(robot, EvaluationIds.GROUPS);
    }

    private static List<FieldFigureRow> fieldFigures(FxRobot robot) {
        return tableRows(robot, EvaluationIds.FIELDS);
    }

    @SuppressWarnings("unchecked")
    private static List<XYChart.Series<String, Number>> chartSeries(FxRobot robot, String id) {
        Node chart = robot.lookup("#" + id).query();
        return List.copyOf(((XYChart<String, Number>) chart).getData());
    }
}
