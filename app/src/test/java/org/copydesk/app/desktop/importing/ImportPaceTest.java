package org.copydesk.app.desktop.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;

import org.copydesk.app.desktop.sign.MutableClock;
import org.junit.jupiter.api.Test;

class ImportPaceTest {

    private final MutableClock clock = new MutableClock();
    private final ImportPace pace = new ImportPace(clock);

    @Test
    void beforeTheFilesAreCountedItSaysItIsReading() {
        assertEquals("Reading what you chose…", pace.line(0, 0));
    }

    @Test
    void atFirstOnlyTheCountsShow() {
        assertEquals("120 of 4,000 files · 3,880 left", pace.line(120, 4000));
    }

    @Test
    void onceSettledTheTimeLeftFollowsThePaceSoFar() {
        clock.advance(Duration.ofSeconds(10));
        assertEquals("1,000 of 4,000 files · 3,000 left · about 30 s left", pace.line(1000, 4000));
        clock.advance(Duration.ofSeconds(50));
        assertEquals("1,000 of 11,000 files · 10,000 left · about 10 min left", pace.line(1000, 11000));
    }
}
