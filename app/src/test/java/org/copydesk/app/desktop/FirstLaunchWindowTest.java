package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableView;
import javafx.stage.Stage;

import org.copydesk.app.StoreOpener;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.importing.DemoSeedViewModel;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A first launch: the window shows on the new, still empty demo store, says it is preparing it with a
 * progress bar, and fills the queue once the seed, run on the worker pool, is in. The seed here waits
 * for the test before it imports, so the window is seen while the seed is held.
 */
@ExtendWith(ApplicationExtension.class)
class FirstLaunchWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(30);

    private final CountDownLatch release = new CountDownLatch(1);
    /** Holds the seed's end (the release tree copied, the bar taken down) after its import is in. */
    private final CountDownLatch finish = new CountDownLatch(1);
    private Path dir;
    private StoreOpener.Opened opened;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-first-launch-test");
        DemoSeed held = (store, importer, progress) -> {
            await(release, "the test never released the seed", 30);
            DemoSeed.demoCorpus().seed(store, importer, progress);
            await(finish, "the test never let the seed finish", 60);
        };
        opened = new StoreOpener(dir.resolve("copydesk").resolve("store.db"), held, DeskFixtures.CLOCK)
                .openUnseeded(Optional.empty(), Optional.empty(), HistoryWitness.none());
        Optional<Consumer<ImportProgress>> seed = opened.seed().map(pending -> pending::run);
        assertTrue(seed.isPresent(), "a new default store waits for its seed");
        new DesktopRoot(opened.root(), stage, new AnsweringDialogs(stage), IdlePolicy.standard()).show(seed);
    }

    private static void await(CountDownLatch latch, String never, int seconds) {
        try {
            if (!latch.await(seconds, TimeUnit.SECONDS)) {
                throw new IllegalStateException(never);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @AfterEach
    void stop() throws IOException {
        release.countDown();
        finish.countDown();
        DeskFixtures.closeAndDelete(opened.root(), opened.root().store(), dir);
    }

    @Test
    void theWindowShowsBeforeTheSeedAndTheQueueFillsOnceItIsIn(FxRobot robot) throws TimeoutException {
        WAIT.untilVisible(robot, Ids.SEED_BAR);
        assertEquals(0, table(robot).getItems().size());
        assertEquals(DemoSeedViewModel.PREPARING,
                robot.lookup("#" + Ids.QUEUE_PLACEHOLDER).queryAs(Label.class).getText());
        assertTrue(Files.exists(dir.resolve("copydesk").resolve("store.db.seeding")), "the seed is not yet in");

        release.countDown();
        finish.countDown();
        WAIT.until("the demo corpus in the queue", () -> table(robot).getItems().size() > 40, () -> state(robot));
        WAIT.untilHidden(robot, Ids.SEED_BAR);
        // What follows the first queue page still follows it, once the seeded queue is on screen.
        WAIT.until("the record page made after the first page", () -> robot.lookup("#" + Ids.RECORD).tryQuery()
                .isPresent());
        assertFalse(Files.exists(dir.resolve("copydesk").resolve("store.db.seeding")), "the seed is in");
        assertTrue(Files.isDirectory(dir.resolve("copydesk").resolve("demo-release")));
    }

    @Test
    void theQueueShowsTheSeedsRunsAsTheyLandWithTheProgressShownUntilTheSeedIsIn(FxRobot robot)
            throws TimeoutException {
        WAIT.untilVisible(robot, Ids.SEED_BAR);
        release.countDown();
        // The seed's import is committed and the seed itself held: the change feed brought its runs.
        WAIT.until("the seed's runs in the queue while the seed still runs",
                () -> table(robot).getItems().size() > 40);
        assertTrue(robot.lookup("#" + Ids.SEED_BAR).query().isVisible(), "the seed is not over yet");
        double progress = robot.lookup("#" + Ids.SEED_PROGRESS).queryAs(ProgressBar.class).getProgress();
        assertTrue(progress > 0 && progress <= 1, "the bar says how far the seed got: " + progress);
        assertTrue(Files.exists(dir.resolve("copydesk").resolve("store.db.seeding")), "the seed is not yet in");

        finish.countDown();
        WAIT.untilHidden(robot, Ids.SEED_BAR);
        assertFalse(Files.exists(dir.resolve("copydesk").resolve("store.db.seeding")), "the seed is in");
        assertTrue(table(robot).getItems().size() > 40);
    }

    /** Where the window and the seed stood: what a timed-out wait reports. */
    private String state(FxRobot robot) {
        return table(robot).getItems().size() + " rows, the count reading \""
                + robot.lookup("#" + Ids.QUEUE_COUNT).queryAs(Label.class).getText() + "\", the placeholder \""
                + robot.lookup("#" + Ids.QUEUE_PLACEHOLDER).queryAs(Label.class).getText() + "\", the seed bar "
                + (robot.lookup("#" + Ids.SEED_BAR).query().isVisible() ? "showing" : "hidden") + ", the seed "
                + (Files.exists(dir.resolve("copydesk").resolve("store.db.seeding")) ? "not yet in" : "in");
    }

    private static TableView<?> table(FxRobot robot) {
        return robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class);
    }
}
