package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.labels;
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

import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.duplicates.ComparedField;
import org.copydesk.app.desktop.duplicates.PairEntry;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.decision.Role;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Duplicate review in the window, on the demo corpus: the Lakeline head-to-head and three-way
 * questions of one sample, and the syndicated copy of the Harbor article. A reviewer key is on
 * the store's roster, so D signs a real decision.
 */
@ExtendWith(ApplicationExtension.class)
class DuplicatesWindowTest {

    private static final char[] PASSPHRASE = "correct horse battery".toCharArray();
    private static final WindowWaits WAIT = WindowWaits.upTo(15);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-dupes-test");
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        DemoCorpus.write(dir.resolve("demo"));
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("demo")), ImportProgress.NONE);
        AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        KeyFiles.Generated owner = KeyFiles.generate("olive.owner", dir.resolve("keys"), PASSPHRASE);
        KeyFiles.Generated reviewer = KeyFiles.generate("rita.reviewer", dir.resolve("keys"), PASSPHRASE);
        services.roster().init("olive.owner", "Olive Owner", KeyFiles.readPublicKey(owner.publicKeyPath()));
        services.roster().add("rita.reviewer", "Rita Reviewer", List.of(Role.REVIEWER),
                KeyFiles.readPublicKey(reviewer.publicKeyPath()), KeyFiles.unlock(owner.privateKeyPath(), PASSPHRASE));
        app = AppRoot.withPool(store, Clock.systemUTC());
        AnsweringDialogs dialogs = new AnsweringDialogs(stage);
        // No key is unlocked yet: D asks to unlock this one, as A and R do on a record.
        dialogs.answerKey(reviewer.privateKeyPath(), new String(PASSPHRASE));
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void comparisonHighlightsDifferencesAndDDecidesDistinctChangingNoRecordAndHidingNothing(FxRobot robot)
            throws TimeoutException {
        List<RecordColumns> before = allRows();
        String queueCount = waitForQueue(robot);
        openDuplicates(robot);
        PairEntry lakeline = select(robot, e -> e.left().pollster().startsWith("Lakeline"));
        robot.type(KeyCode.ENTER);
        WAIT.until("the comparison with its fields",
                () -> robot.lookup("#" + Ids.COMPARISON).query().isVisible() && !comparedFields(robot).isEmpty());
        // Rows take their style when they are laid out, a pulse after the items arrive.
        WAIT.until("a result marked as one side only",
                () -> !robot.lookup("#" + Ids.COMPARE_RESULTS + " ." + Styles.DIFF_ONLY_ONE).queryAll().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(robot.lookup("#" + Ids.COMPARE_FIELDS + " ." + Styles.DIFF_DIFFERS).queryAll().isEmpty(),
                "a differing field row is highlighted");
        assertFalse(robot.lookup("#" + Ids.COMPARE_RESULTS + " ." + Styles.DIFF_ONLY_ONE).queryAll().isEmpty(),
                "the three-way question's extra candidate is marked as one side only");
        assertFalse(robot.lookup("#" + Ids.QUESTION_RIGHT + " ." + Styles.DIFF_MARK).queryAll().isEmpty(),
                "the question texts' differing words are marked");
        assertEquals("decision: pending", label(robot, Ids.COMPARE_DECISION));

        robot.type(KeyCode.D);
        WAIT.untilShownWithFocusIn(robot, Ids.DECISION_SHEET, Ids.SHEET_RATIONALE);
        assertEquals(String.join("\n", lakeline.pair()), label(robot, Ids.SHEET_DIGEST), "the sheet signs both digests");
        assertEquals("Signs as rita.reviewer, reviewer", label(robot, Ids.SHEET_ROLE));
        robot.write("Head-to-head and three-way questions are distinct ballot tests.");
        robot.press(KeyCode.CONTROL, KeyCode.ENTER).release(KeyCode.ENTER, KeyCode.CONTROL);
        WAIT.untilHidden(robot, Ids.DECISION_SHEET);
        WAIT.until("the comparison to say distinct",
                () -> label(robot, Ids.COMPARE_DECISION).equals("decision: distinct"));

        robot.type(KeyCode.ESCAPE);
        WAIT.until("the duplicates list with the Lakeline pair decided",
                () -> robot.lookup("#" + Ids.DUPLICATES).query().isVisible()
                && duplicates(robot).stream().anyMatch(e -> e.pair().equals(lakeline.pair()) && !e.isPending()));
        PairEntry decided = duplicates(robot).stream().filter(e -> e.pair().equals(lakeline.pair())).findFirst()
                .orElseThrow();
        assertEquals("distinct", decided.decisionState());
        assertTrue(duplicates(robot).get(0).isPending(), "pending pairs stay first");

        assertEquals(before, allRows(), "deciding a pair changes no record");
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT1).release(KeyCode.DIGIT1, KeyCode.CONTROL);
        WAIT.untilVisible(robot, Ids.QUEUE);
        WAIT.until("the queue count to read " + queueCount, () -> label(robot, Ids.QUEUE_COUNT).equals(queueCount));
    }

    @Test
    void selectingAFieldShowsEachSidesCitedBlocks(FxRobot robot) throws TimeoutException {
        waitForQueue(robot);
        openDuplicates(robot);
        select(robot, e -> e.left().pollster().startsWith("Lakeline"));
        robot.type(KeyCode.ENTER);
        WAIT.until("the compared fields", () -> !comparedFields(robot).isEmpty());
        int sampleSize = indexOf(comparedFields(robot), "sample_size");
        robot.interact(() -> fieldsTable(robot).getSelectionModel().clearAndSelect(sampleSize));
        String left = field(robot, Ids.EVIDENCE_LEFT);
        String right = field(robot, Ids.EVIDENCE_RIGHT);
        assertTrue(left.startsWith("sample_size cites:\n"), left);
        assertTrue(right.startsWith("sample_size cites:\n"), right);
    }

    @Test
    void anExactDocumentPairSaysTheDocumentsAreIdenticalWithBothSources(FxRobot robot) throws TimeoutException {
        waitForQueue(robot);
        openDuplicates(robot);
        robot.clickOn("#" + Ids.DUPLICATE_KIND_FILTER + "-exact_document");
        WAIT.until("only exact document pairs listed", () -> !duplicates(robot).isEmpty() && duplicates(robot).stream()
                .allMatch(e -> e.kind().equals("exact_document")));
        select(robot, e -> true);
        robot.type(KeyCode.ENTER);
        WAIT.untilVisible(robot, Ids.COMPARE_BANNER);
        List<String> lines = labels(robot, "#" + Ids.COMPARE_BANNER + " .label");
        assertTrue(lines.get(0).startsWith("Identical documents"), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Left ") && l.contains("retrieved")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Right ") && l.contains("retrieved")), lines.toString());
    }

    private String waitForQueue(FxRobot robot) throws TimeoutException {
        WAIT.until("the queue to count its records", () -> label(robot, Ids.QUEUE_COUNT).endsWith("records"));
        return label(robot, Ids.QUEUE_COUNT);
    }

    private static void openDuplicates(FxRobot robot) throws TimeoutException {
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        WAIT.until("the duplicates list with pairs",
                () -> robot.lookup("#" + Ids.DUPLICATES).query().isVisible() && !duplicates(robot).isEmpty());
    }

    private static PairEntry select(FxRobot robot, java.util.function.Predicate<PairEntry> which) {
        List<PairEntry> rows = duplicates(robot);
        PairEntry chosen = rows.stream().filter(which).findFirst().orElseThrow();
        int index = rows.indexOf(chosen);
        robot.interact(() -> {
            duplicatesTable(robot).getSelectionModel().clearAndSelect(index);
            duplicatesTable(robot).requestFocus();
        });
        return chosen;
    }

    private List<RecordColumns> allRows() {
        return store.queue().page(RecordFilter.all(), 0, store.queue().count(RecordFilter.all()));
    }

    private static int indexOf(List<ComparedField> fields, String name) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no row " + name);
    }

    @SuppressWarnings("unchecked")
    private static TableView<PairEntry> duplicatesTable(FxRobot robot) {
        return robot.lookup("#" + Ids.DUPLICATES_TABLE).queryAs(TableView.class);
    }

    private static List<PairEntry> duplicates(FxRobot robot) {
        return tableRows(robot, Ids.DUPLICATES_TABLE);
    }

    @SuppressWarnings("unchecked")
    private static TableView<ComparedField> fieldsTable(FxRobot robot) {
        return robot.lookup("#" + Ids.COMPARE_FIELDS).queryAs(TableView.class);
    }

    private static List<ComparedField> comparedFields(FxRobot robot) {
        return tableRows(robot, Ids.COMPARE_FIELDS);
    }
}
