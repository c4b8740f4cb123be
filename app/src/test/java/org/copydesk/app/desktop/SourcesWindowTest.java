package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.label;
import static org.copydesk.app.desktop.NodeTexts.listItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.original.OriginalIds;
import org.copydesk.app.desktop.record.BlockItem;
import org.copydesk.app.desktop.record.RecordIds;
import org.copydesk.app.desktop.record.SourceOption;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A PDF source's page beside its blocks, and a derived snapshot marked against upstream's. */
@ExtendWith(ApplicationExtension.class)
class SourcesWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private String runDigest;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-sources-test");
        store = SqliteEvidenceStore.open(dir.resolve("desk.db"), DeskFixtures.CLOCK);
        runDigest = OriginalFixtures.importPdfRun(store, dir);
        app = AppRoot.withPool(store, Clock.systemUTC());
        new DesktopRoot(app, stage, new AnsweringDialogs(stage), IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void thePdfPageImageStandsBesideThatPagesBlocksAndFollowsTheSelectedBlock(FxRobot robot) throws TimeoutException {
        openRecord(robot);
        robot.interact(() -> {
            TabPane tabs = robot.lookup("#" + Ids.RECORD_TABS).queryAs(TabPane.class);
            Tab original = tabs.getTabs().stream().filter(t -> RecordIds.ORIGINAL_TAB.equals(t.getId())).findFirst()
                    .orElseThrow();
            tabs.getSelectionModel().select(original);
        });
        WAIT.until("page 1 of 3 rendered",
                () -> pageImage(robot).getImage() != null && "page 1 / 3".equals(label(robot, OriginalIds.PAGE_LABEL)));
        assertTrue(pageImage(robot).getImage().getWidth() > 100, "a rendered page, not a placeholder");
        assertTrue(pageImage(robot).isVisible() && pageImage(robot).getScene() != null);
        assertEquals(List.of("b001  Harbor Research interviewed 500 likely voters online from Oct. 1 to Oct. 5.",
                "b002  The survey was conducted by Harbor Research for the Example News desk."), pageBlocks(robot));

        // Selecting a block on page 3 turns the original to page 3.
        robot.interact(() -> sourceBlocks(robot).getSelectionModel().select(4));
        WAIT.until("the original at page 3 of 3", () -> "page 3 / 3".equals(label(robot, OriginalIds.PAGE_LABEL)));
        assertEquals("b005  Results are weighted by age, region, education and past vote.", pageBlocks(robot).get(0));

        robot.interact(() -> robot.lookup("#" + OriginalIds.PAGE_BLOCKS).query().requestFocus());
        robot.type(KeyCode.PAGE_UP);
        WAIT.until("page 2 of 3 rendered",
                () -> "page 2 / 3".equals(label(robot, OriginalIds.PAGE_LABEL)) && pageImage(robot).getImage() != null);
        assertTrue(pageBlocks(robot).get(0).startsWith("b003  Democrat Dana Whitfield drew 46%"));
        robot.type(KeyCode.PAGE_DOWN);
        WAIT.until("the original at page 3 of 3", () -> "page 3 / 3".equals(label(robot, OriginalIds.PAGE_LABEL)));
    }

    @Test
    void extractingOffersTheDerivedSnapshotAndMarksWhereItDiffersFromUpstream(FxRobot robot) throws TimeoutException {
        openRecord(robot);
        assertEquals(1, selector(robot).getItems().size(), "only upstream's snapshot before extracting");
        robot.interact(() -> sourceBlocks(robot).requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.X).release(KeyCode.X, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the derived snapshot selected",
                () -> selector(robot).getValue() != null && selector(robot).getValue().derived());
        assertEquals("src-0007: 6 blocks extracted", label(robot, RecordIds.EXTRACT_LINE));
        assertEquals(2, selector(robot).getItems().size());
        assertTrue(selector(robot).getValue().label().contains("derived by copydesk"));
        assertEquals("Compared with upstream's src-0007: 4 same · 1 changed · 0 only upstream · 1 only extracted. "
                + "Citations still resolve against the run's upstream snapshot.", label(robot, RecordIds.DIFFERENCE_SUMMARY));
        WAIT.until("the difference mark of the dropped block",
                () -> robot.lookup("#" + RecordIds.differenceMark(OriginalFixtures.DROPPED_BLOCK)).tryQuery()
                .isPresent());
        assertEquals("= same", label(robot, RecordIds.differenceMark("b001")));
        assertEquals("≠ changed", label(robot, RecordIds.differenceMark(OriginalFixtures.CHANGED_BLOCK)));
        assertEquals("+ only extracted", label(robot, RecordIds.differenceMark(OriginalFixtures.DROPPED_BLOCK)));
        List<BlockItem> shown = List.copyOf(sourceBlocks(robot).getItems());
        assertEquals("The survey was conducted by Harbor Research for Example News.", shown.get(1).text(),
                "the derived view shows the extracted text");
        assertEquals(1, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
        assertEquals(1, store.queue().count(org.copydesk.store.RecordFilter.all()), "the run itself is untouched");

        // A citation is shown in upstream's snapshot, never the derived one.
        robot.interact(() -> fieldsTable(robot).getSelectionModel().select(0));
        WAIT.until("upstream's snapshot selected", () -> !selector(robot).getValue().derived());
        assertFalse(sourceBlocks(robot).getItems().stream().filter(BlockItem::highlighted).toList().isEmpty());

        // Extracting again stores nothing new and says so.
        robot.interact(() -> sourceBlocks(robot).requestFocus());
        robot.clickOn("#" + RecordIds.EXTRACT);
        WAIT.until("the extract line to say already derived",
                () -> label(robot, RecordIds.EXTRACT_LINE).startsWith("src-0007: already derived by "));
        assertEquals(1, store.documents().list(DocumentKinds.SOURCE_SNAPSHOT).size());
    }

    private void openRecord(FxRobot robot) throws TimeoutException {
        QueueRobot.openRecord(robot, runDigest);
    }

    @SuppressWarnings("unchecked")
    private static TableView<Object> fieldsTable(FxRobot robot) {
        return robot.lookup("#" + Ids.FIELDS_TABLE).queryAs(TableView.class);
    }

    @SuppressWarnings("unchecked")
    private static ListView<BlockItem> sourceBlocks(FxRobot robot) {
        return robot.lookup("#" + Ids.SOURCE_BLOCKS).queryAs(ListView.class);
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<SourceOption> selector(FxRobot robot) {
        return robot.lookup("#" + Ids.SOURCE_SELECTOR).queryAs(ComboBox.class);
    }

    private static List<String> pageBlocks(FxRobot robot) {
        return listItems(robot, OriginalIds.PAGE_BLOCKS);
    }

    private static ImageView pageImage(FxRobot robot) {
        return robot.lookup("#" + OriginalIds.PAGE_IMAGE).queryAs(ImageView.class);
    }
}
