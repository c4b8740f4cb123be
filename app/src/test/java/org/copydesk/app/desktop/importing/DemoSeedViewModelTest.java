package org.copydesk.app.desktop.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.copydesk.app.desktop.common.QueuedTaskRunner;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.junit.jupiter.api.Test;

class DemoSeedViewModelTest {

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final int[] queueRead = {0};

    @Test
    void theSeedRunsInTheBackgroundAndTheQueueIsReadOnceItIsIn() {
        QueuedTaskRunner runner = new QueuedTaskRunner();
        DemoSeedViewModel seeding = new DemoSeedViewModel(runner, dialogs);
        int[] seeded = {0};
        seeding.seed(progress -> seeded[0]++, () -> queueRead[0]++);
        assertTrue(seeding.runningProperty().get(), "the bar shows while the seed waits for a worker");
        assertEquals(0, seeded[0], "nothing ran on the caller's (the FX) thread");
        assertEquals(0, queueRead[0], "the queue is not read before the seed is in");

        runner.runAll();
        assertEquals(1, seeded[0]);
        assertEquals(1, queueRead[0]);
        assertFalse(seeding.runningProperty().get());
    }

    @Test
    void theImportsProgressMovesTheBarUnderThePreparingLine() {
        SameThreadTaskRunner runner = new SameThreadTaskRunner();
        new DemoSeedViewModel(runner, dialogs).seed(progress -> {
            progress.update(10, 40, "raw/ab12.json");
            progress.update(40, 40, "raw/cd34.json");
        }, () -> queueRead[0]++);
        assertEquals(List.of(0.25, 1.0), runner.progressSeen());
        assertEquals(List.of(DemoSeedViewModel.PREPARING, DemoSeedViewModel.PREPARING), runner.messagesSeen());
    }

    @Test
    void aFailedSeedSaysWhyAndTheDeskStillReadsTheStore() {
        DemoSeedViewModel seeding = new DemoSeedViewModel(new SameThreadTaskRunner(), dialogs);
        seeding.seed(progress -> {
            throw new IllegalStateException("cannot write the demo corpus: disk full");
        }, () -> queueRead[0]++);
        assertEquals(1, queueRead[0]);
        assertFalse(seeding.runningProperty().get());
        assertTrue(dialogs.errors().toString().contains("disk full"), dialogs.errors().toString());
    }
}
