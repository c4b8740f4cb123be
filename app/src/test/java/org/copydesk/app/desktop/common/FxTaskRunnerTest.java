package org.copydesk.app.desktop.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Jobs run on the pool and report on the FX thread; once the pool is shut down, a late job is dropped quietly. */
@ExtendWith(ApplicationExtension.class)
class FxTaskRunnerTest {

    private final List<String> happened = new ArrayList<>();

    @Start
    void start(Stage stage) {
        // the toolkit only: the runner needs its thread, not a window
    }

    @Test
    void aJobRunsOnThePoolAndItsResultArrivesOnTheFxThread(FxRobot robot) throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            robot.interact(() -> new FxTaskRunner(pool).run(progress -> Thread.currentThread().getName(),
                    name -> happened.add("ran off the FX thread: " + !name.startsWith("JavaFX")),
                    error -> happened.add("failed")));
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !happened.isEmpty());
            WaitForAsyncUtils.waitForFxEvents();
            assertEquals(List.of("ran off the FX thread: true"), happened);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aJobAskedForAfterThePoolShutDownIsDroppedWithoutAnErrorOnTheFxThread(FxRobot robot) {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        pool.shutdown();
        List<Throwable> thrown = new ArrayList<>();

        robot.interact(() -> {
            try {
                new FxTaskRunner(pool).run(progress -> "late", value -> happened.add("success"),
                        error -> happened.add("failure"));
            } catch (RuntimeException e) {
                thrown.add(e);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertTrue(thrown.isEmpty(), "a closing window's late follow-up must not throw on the FX thread: " + thrown);
        assertTrue(happened.isEmpty(), "neither handler runs for a job that never ran: " + happened);
    }
}
