package org.copydesk.app.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;

import org.copydesk.app.AppRoot;
import org.copydesk.app.WorkerPool;
import org.copydesk.app.desktop.common.Ids;
import org.copydesk.app.desktop.sign.IdlePolicy;
import org.copydesk.app.workflow.decide.DecideRequest;
import org.copydesk.app.workflow.decide.KeyFiles;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.model.signing.SigningKey;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window works on the process's one pool as the command line does: an import and the audit's
 * verification started from the window hand their slices out on the root's pool and run on
 * more than one of its threads at once (two cores, not the one the window used to import on).
 */
@ExtendWith(ApplicationExtension.class)
class WindowPoolTest {

    private static final WindowWaits WAIT = WindowWaits.upTo(60);

    private Path dir;
    private EvidenceStore store;
    private RecordingExecutor pool;
    private AppRoot app;
    private AnsweringDialogs dialogs;

    @Start
    void start(Stage stage) throws IOException {
        dir = Files.createTempDirectory("copydesk-pool-test");
        store = DeskFixtures.vectorStore(dir);
        pool = new RecordingExecutor(WorkerPool.start(2));
        app = new AppRoot(store, Clock.systemUTC(), pool);
        dialogs = new AnsweringDialogs(stage);
        new DesktopRoot(app, stage, dialogs, IdlePolicy.standard()).show();
    }

    @AfterEach
    void stop() throws IOException {
        // What the last step set off (the queue read again after an import) finishes before the pool stops.
        WaitForAsyncUtils.waitForFxEvents();
        pool.settleAndReset();
        pool.shutdown();
        DeskFixtures.closeAndDelete(app, store, dir);
    }

    @Test
    void anImportFromTheWindowDecodesOnTheRootsPoolInParallel(FxRobot robot) throws TimeoutException {
        WAIT.until("the queue", () -> robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class).getItems().size() > 0);
        pool.settleAndReset();
        DemoCorpus.write(dir.resolve("demo"));
        dialogs.answer(dir.resolve("demo"));
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.I).release(KeyCode.I, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the import summary", () -> robot.lookup("#import-summary").tryQuery().isPresent());
        assertTrue(pool.fannedOut() > 0, "the import handed its decoding out on the root's pool");
        assertTrue(pool.mostAtOnce() >= 2, "at most " + pool.mostAtOnce() + " of the pool's threads ran at once");
    }

    @Test
    void theAuditVerifiesOnTheRootsPoolInParallel(FxRobot robot) throws TimeoutException {
        WAIT.until("the queue", () -> robot.lookup("#" + Ids.QUEUE_TABLE).queryAs(TableView.class).getItems().size() > 0);
        approvePollBehindTheWindow();
        pool.settleAndReset();
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.A).release(KeyCode.A, KeyCode.SHIFT, KeyCode.CONTROL);
        WAIT.until("the audit to list the decision", () -> robot.lookup("#" + Ids.AUDIT_TABLE).tryQuery()
                .map(t -> ((TableView<?>) t).getItems().size() == 1).orElse(false));
        assertTrue(pool.fannedOut() > 0, "the audit handed its verification out on the root's pool");
        assertTrue(pool.mostAtOnce() >= 2, "at most " + pool.mostAtOnce() + " of the pool's threads ran at once");
    }

    /** One signed decision for the audit to verify (keys made here, not while the window starts). */
    private void approvePollBehindTheWindow() {
        Path keyFile = SigningFixtures.editorOnRoster(app, dir.resolve("keys"));
        SigningKey key = KeyFiles.unlock(keyFile, SigningFixtures.PASSPHRASE.toCharArray());
        try {
            app.decisions().decide(new DecideRequest(List.of(DeskFixtures.VECTOR_POLL), "approve",
                    "Numbers match the cited blocks", Optional.empty(), key));
        } finally {
            key.destroy();
        }
    }
}
