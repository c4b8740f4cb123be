package org.copydesk.app.desktop;

import static org.copydesk.app.desktop.NodeTexts.status;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.SharedVectors;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.desktop.common.FxTaskRunner;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.queue.QueueItem;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.desktop.stores.OpenStoreDialog;
import org.copydesk.app.desktop.stores.OpenStoreViewModel;
import org.copydesk.app.desktop.stores.RecentStores;
import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.store.EvidenceStore;
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
 * File → Open store… switches the window itself, as the application wires it ({@link OpenDesk}):
 * afterwards the status bar, the queue and the live feed are the new store's, the old store's
 * pool is shut down, and what a colleague writes to the old store no longer reaches this window.
 */
@ExtendWith(ApplicationExtension.class)
class SwitchStoreWindowTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(20);

    private Path dir;
    private Path demo;
    /** The demo store's queue rows: its runs and its takes and briefs. */
    private int demoRows;
    private AppRoot first;
    private Stage stage;
    private OpenDesk desk;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        dir = Files.createTempDirectory("copydesk-switch-store-test");
        try (EvidenceStore demoStore = DeskFixtures.demoStore(dir);
                AppRoot reader = AppRoot.withPool(demoStore, Clock.systemUTC())) {
            demoRows = reader.queue().ask(RecordFilter.all(), true).total();
        }
        demo = dir.resolve("demo.db");
        first = AppRoot.owning(DeskFixtures.vectorStore(dir), Clock.systemUTC());
        StoreOpener opener = new StoreOpener(dir.resolve("default.db"), DemoSeed.demoCorpus(), Clock.systemUTC());
        desk = new OpenDesk(stage, first,
                (app, window) -> new DesktopRoot(app, window, new AnsweringDialogs(window), IdlePolicy.standard()),
                (current, opened) -> new OpenStoreViewModel<>((named, password) -> opener.openChosen(named, password,
                        HistoryWitness.none()), new RecentStores(dir.resolve("recent-stores.txt")),
                        new FxTaskRunner(current.executor()), opened));
        desk.show(Optional.empty());
    }

    @AfterEach
    void stop() throws Exception {
        WaitForAsyncUtils.asyncFx(desk::close).get(20, TimeUnit.SECONDS);
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    private int queueRows() {
        TableView<?> queue = (TableView<?>) stage.getScene().lookup("#" + Ids.QUEUE_TABLE);
        return queue == null ? -1 : queue.getItems().size();
    }

    private boolean queueShows(String sha) {
        TableView<?> queue = (TableView<?>) stage.getScene().lookup("#" + Ids.QUEUE_TABLE);
        return List.copyOf(queue.getItems()).stream().map(QueueItem.class::cast)
                .anyMatch(i -> i.isLoaded() && i.recordSha256().orElseThrow().equals(sha));
    }

    @Test
    void openingAnotherStoreMovesTheWindowItsQueueAndItsFeedOntoIt(FxRobot robot) throws Exception {
        WAIT.until("the first store's five runs", () -> status(robot).startsWith("SQLite · desk.db") && queueRows() == 5);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.S).release(KeyCode.S, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the open-store dialog", () -> robot.lookup("#" + OpenStoreDialog.LOCATION_ID).tryQuery().isPresent());
        TextField location = robot.lookup("#" + OpenStoreDialog.LOCATION_ID).queryAs(TextField.class);
        robot.interact(() -> location.setText(demo.toString()));
        robot.clickOn("Open");

        WAIT.until("the status bar to name the demo store", () -> status(robot).startsWith("SQLite · demo.db"));
        WAIT.until("the queue to hold the demo store's runs", () -> queueRows() == demoRows);
        assertEquals(demo.toString(), desk.app().store().location());
        assertTrue(desk.app() != first, "the window is on a new desk");
        WAIT.until("the first store's pool to be shut down", () -> ((ExecutorService) first.executor()).isShutdown());
        assertEquals(List.of(demo.toString()), new RecentStores(dir.resolve("recent-stores.txt")).list());

        // A colleague writes to both stores: only the one this window is on now shows.
        String onOldStore = DeskFixtures.writeBrokenCitationRun(dir.resolve("broken"));
        try (EvidenceStore old = SqliteEvidenceStore.open(dir.resolve("desk.db"), Clock.systemUTC())) {
            new ImportWorkflow(old, Runnable::run, StoredRunChecks.NONE)
                    .importPaths(List.of(dir.resolve("broken")), ImportProgress.NONE);
        }
        try (EvidenceStore colleague = SqliteEvidenceStore.open(demo, Clock.systemUTC())) {
            new ImportWorkflow(colleague, Runnable::run, StoredRunChecks.NONE)
                    .importPaths(List.of(SharedVectors.bundle()), ImportProgress.NONE);
        }
        WAIT.until("the colleague's five runs in this window's queue", () -> queueRows() == demoRows + 5);
        WAIT.until("the queue's rows to load", () -> queueShows(DeskFixtures.VECTOR_POLL));
        assertTrue(!queueShows(onOldStore), "a run written to the store the window left is not in its queue");
        assertEquals(demoRows + 5, queueRows());
    }
}
