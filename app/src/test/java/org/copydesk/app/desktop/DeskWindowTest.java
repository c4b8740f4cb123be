package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.labels;
import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.controlsfx.control.textfield.CustomTextField;
import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.record.FieldRow;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The window itself, headless under Monocle, on a store of the vector runs plus one run with a broken citation. */
@ExtendWith(ApplicationExtension.class)
class DeskWindowTest {

    private static final int VECTOR_RUNS_AND_BROKEN = 6;
    private static final WindowWaits WAIT = WindowWaits.upTo(10);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private AnsweringDialogs dialogs;
    private String brokenRun;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-desk-test");
        store = DeskFixtures.vectorStore(dir);
        brokenRun = DeskFixtures.writeBrokenCitationRun(dir.resolve("broken"));
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("broken")), ImportProgress.NONE);
        app = AppRoot.withPool(store, Clock.systemUTC());
        dialogs = new AnsweringDialogs(stage);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void opensOnTheStoreWithEveryRunAndSaysWhichStore(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue, the first loaded",
                () -> rows(robot) == VECTOR_RUNS_AND_BROKEN && loaded(robot, 0));
        String status = status(robot);
        assertTrue(status.startsWith("SQLite · desk.db  ·  "), status);
        assertTrue(status.contains("no signing key"), status);
    }

    @Test
    void filteringByTaskNarrowsTheQueue(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue", () -> rows(robot) == VECTOR_RUNS_AND_BROKEN);
        QueueRobot.clickFilter(robot, Ids.TASK_FILTER + "-poll");
        WAIT.until("the three poll runs in the queue", () -> rows(robot) == 3);
        WAIT.until("the third row loaded", () -> loaded(robot, 2));
        assertTrue(items(robot).stream().allMatch(item -> item.task().equals("poll")));
    }

    @Test
    void searchingSourceTextNarrowsTheQueue(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue", () -> rows(robot) == VECTOR_RUNS_AND_BROKEN);
        robot.clickOn("#" + Ids.QUEUE_SEARCH).write("weekly poll roundup");
        WAIT.until("one loaded row matching the search", () -> rows(robot) == 1 && loaded(robot, 0));
        assertEquals(DeskFixtures.VECTOR_BLOCKED, items(robot).get(0).recordSha256().orElseThrow());
    }

    @Test
    void jAndKMoveEnterOpensEscapeReturnsAndSlashFocusesSearch(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue, the first loaded",
                () -> rows(robot) == VECTOR_RUNS_AND_BROKEN && loaded(robot, 0));
        robot.clickOn(robot.lookup(".table-row-cell").nth(0).queryAs(Node.class));
        robot.type(KeyCode.J, 2);
        assertEquals(2, table(robot).getSelectionModel().getSelectedIndex());
        robot.type(KeyCode.K);
        assertEquals(1, table(robot).getSelectionModel().getSelectedIndex());
        String expected = items(robot).get(1).recordSha256().orElseThrow();
        robot.type(KeyCode.ENTER);
        WAIT.until("the record view to show the second row's record",
                () -> robot.lookup("#" + Ids.RECORD).query().isVisible()
                && expected.equals(field(robot, Ids.RECORD_DIGEST)));
        robot.type(KeyCode.ESCAPE);
        WAIT.untilVisible(robot, Ids.QUEUE);
        robot.type(KeyCode.SLASH);
        assertTrue(robot.lookup("#" + Ids.QUEUE_SEARCH).queryAs(CustomTextField.class).isFocused());
        assertEquals("", robot.lookup("#" + Ids.QUEUE_SEARCH).queryAs(CustomTextField.class).getText());
    }

    @Test
    void selectingAFieldHighlightsExactlyItsCitedBlocksAndMarksTheNumber(FxRobot robot) throws TimeoutException {
        openRecord(robot, DeskFixtures.VECTOR_POLL);
        TableView<?> fields = robot.lookup("#" + Ids.FIELDS_TABLE).queryAs(TableView.class);
        robot.interact(() -> fields.scrollTo(7));
        robot.clickOn(robot.lookup("#" + Ids.FIELDS_TABLE).lookup(".table-cell")
                .match(cell -> "margin_of_error".equals(((javafx.scene.control.TableCell<?, ?>) cell).getText()))
                .queryAs(Node.class));
        WAIT.until("exactly block b003 highlighted", () -> highlighted(robot).equals(List.of(Ids.block("b003"))));
        assertEquals(List.of("±4.4"), labels(robot, "." + Styles.NUMERIC_MARK));
    }

    @Test
    void aBrokenCitationIsShownAsBroken(FxRobot robot) throws TimeoutException {
        openRecord(robot, brokenRun);
        // The fields table is virtualized: bring the row whose chip is broken into view first.
        TableView<?> fields = robot.lookup("#" + Ids.FIELDS_TABLE).queryAs(TableView.class);
        int sampleSize = fields.getItems().stream().map(row -> ((FieldRow) row).name())
                .toList().indexOf("sample_size");
        robot.interact(() -> fields.scrollTo(sampleSize));
        Button broken = robot.lookup("#" + Ids.chip(DeskFixtures.MISSING_BLOCK)).queryAs(Button.class);
        assertTrue(broken.getStyleClass().contains(Styles.CHIP_BROKEN));
        robot.clickOn(broken);
        WAIT.untilVisible(robot, Ids.RECORD_NOTICE);
        assertTrue(label(robot, Ids.RECORD_NOTICE).contains("b999"));
        assertEquals(List.of(), highlighted(robot));
    }

    @Test
    void importingAFolderShowsProgressThenASummaryAndRefreshesTheQueue(FxRobot robot) throws TimeoutException {
        WAIT.until("every run in the queue", () -> rows(robot) == VECTOR_RUNS_AND_BROKEN);
        Path demo = dir.resolve("demo");
        int runs = DemoCorpus.write(demo).size();
        dialogs.answer(demo);
        AtomicBoolean progressShown = new AtomicBoolean();
        robot.lookup("#" + Ids.IMPORT_BAR).query().visibleProperty().addListener((obs, old, visible) -> {
            if (visible) {
                progressShown.set(true);
            }
        });
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.I).release(KeyCode.I, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the import summary", () -> robot.lookup("#import-summary").tryQuery().isPresent());
        assertTrue(progressShown.get(), "the progress strip showed while importing");
        String summary = robot.lookup("#import-summary").queryAs(DialogPane.class).lookupAll(".label").stream()
                .filter(Label.class::isInstance).map(n -> ((Label) n).getText()).collect(Collectors.joining("\n"));
        assertTrue(summary.contains("imported"), summary);
        // The demo's analyst takes and research brief are listed too, ahead of the runs.
        WAIT.until("the demo's runs, takes and brief in the queue",
                () -> rows(robot) == VECTOR_RUNS_AND_BROKEN + runs + documents(DocumentKinds.ANALYST_TAKE)
                + documents(DocumentKinds.RESEARCH_BRIEF));
        // The summary is modal: closed first, as a person would, before filtering.
        DialogPane pane = robot.lookup("#import-summary").queryAs(DialogPane.class);
        robot.interact(() -> pane.getScene().getWindow().hide());
        QueueRobot.clickFilter(robot, Ids.KIND_FILTER + "-" + DocumentKinds.ANALYST_TAKE);
        WAIT.until("only the analyst takes in the queue, the first loaded",
                () -> rows(robot) == documents(DocumentKinds.ANALYST_TAKE) && loaded(robot, 0));
        assertTrue(items(robot).stream().allMatch(item -> item.kind().equals("analyst take")));
    }

    private int documents(String kind) {
        return store.documents().list(kind).size();
    }

    private void openRecord(FxRobot robot, String digest) throws TimeoutException {
        WAIT.until("every run in the queue, all loaded",
                () -> rows(robot) == VECTOR_RUNS_AND_BROKEN && loaded(robot, VECTOR_RUNS_AND_BROKEN - 1));
        int index = items(robot).stream().filter(i -> i.recordSha256().orElseThrow().equals(digest))
                .findFirst().orElseThrow().index();
        robot.interact(() -> {
            table(robot).getSelectionModel().clearAndSelect(index);
            table(robot).requestFocus();
        });
        robot.type(KeyCode.ENTER);
        WAIT.until("the record view to show " + digest + " with its fields and block b001",
                () -> digest.equals(field(robot, Ids.RECORD_DIGEST))
                && robot.lookup("#" + Ids.FIELDS_TABLE).tryQuery().isPresent()
                && robot.lookup("#" + Ids.block("b001")).tryQuery().isPresent());
    }

    private static List<String> highlighted(FxRobot robot) {
        return robot.lookup("." + Styles.BLOCK_HIGHLIGHTED).queryAll().stream().filter(Node::isVisible)
                .map(Node::getId).sorted().collect(Collectors.toList());
    }

    @SuppressWarnings("unchecked")
    private static TableView<QueueItem> table(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
    }

    private static int rows(FxRobot robot) {
        return table(robot).getItems().size();
    }

    private static boolean loaded(FxRobot robot, int index) {
        return rows(robot) > index && table(robot).getItems().get(index).isLoaded();
    }

    private static List<QueueItem> items(FxRobot robot) {
        return List.copyOf(table(robot).getItems());
    }
}
