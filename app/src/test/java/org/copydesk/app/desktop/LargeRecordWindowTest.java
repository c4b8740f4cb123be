package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.common.Styles;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.snapshot.Block;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A record of 2,000 source blocks in the window: a screenful of light cells, tooltips made on demand. */
@ExtendWith(ApplicationExtension.class)
class LargeRecordWindowTest {

    private static final int BLOCKS = 2_000;
    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private Path dir;
    private EvidenceStore store;
    private AppRoot app;
    private String digest;
    private Block firstBlock;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-large-record-test");
        ScaleCorpus.writePolls(dir.resolve("bundle"), 1, BLOCKS, 11);
        store = SqliteEvidenceStore.open(dir.resolve("large.db"), DeskFixtures.CLOCK);
        new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("bundle")), ImportProgress.NONE);
        digest = store.runs().allIds().get(0);
        firstBlock = store.runs().find(digest).orElseThrow().sources().get(0).blocks().get(0);
        app = AppRoot.withPool(store, Clock.systemUTC());
        new DesktopRoot(app, stage, new AnsweringDialogs(stage), IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void theBlockListHoldsEveryBlockButBuildsOnlyTheCellsOnScreen(FxRobot robot) throws TimeoutException {
        open(robot);
        ListView<?> blocks = robot.lookup("#" + Ids.SOURCE_BLOCKS).queryAs(ListView.class);
        assertEquals(BLOCKS, blocks.getItems().size());
        int cells = robot.lookup("." + Styles.BLOCK_CELL).queryAll().size();
        assertTrue(cells < 100, cells + " block cells for " + BLOCKS + " blocks");
        // The gutter names the block: its number and id, then its short digest.
        List<String> gutter = robot.from(robot.lookup("#" + Ids.block(firstBlock.blockId())).queryAll())
                .lookup("." + Styles.BLOCK_ID).queryAllAs(Text.class).stream().map(Text::getText).toList();
        assertEquals(List.of("1  " + firstBlock.blockId()), gutter);
    }

    @Test
    void aChipsTooltipIsMadeWhenThePointerFirstComesOverIt(FxRobot robot) throws TimeoutException {
        open(robot);
        Button chip = robot.from(robot.lookup("#" + Ids.FIELDS_TABLE).queryAll()).lookup("." + Styles.CHIP)
                .queryAs(Button.class);
        assertNull(chip.getTooltip(), "no tooltip is made with the chip");
        robot.moveTo(chip);
        WAIT.until("the chip's tooltip", () -> chip.getTooltip() != null);
        assertTrue(chip.getTooltip().getText().endsWith(" · " + chip.getText()), chip.getTooltip().getText());
    }

    private void open(FxRobot robot) throws TimeoutException {
        QueueRobot.enter(robot, digest);
        WAIT.until("the record view to show the large record with its first block",
                () -> digest.equals(field(robot, Ids.RECORD_DIGEST))
                && robot.lookup("#" + Ids.block(firstBlock.blockId())).tryQuery().isPresent());

    }
}
