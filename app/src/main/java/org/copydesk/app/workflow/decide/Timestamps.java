package org.copydesk.app.workflow.decide;

import java.time.Clock;
import java.time.temporal.ChronoUnit;

/** RFC 3339 UTC timestamps to the second, as FORMATS §1 writes them. */
final class Timestamps {

    private Timestamps() {
    }

    static String now(Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
