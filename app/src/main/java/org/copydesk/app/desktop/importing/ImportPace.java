package org.copydesk.app.desktop.importing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/** The import strip's line: files done of the total, how many are left, and about how long that takes. */
final class ImportPace {

    /** Too little has been read before this to say how long the rest takes. */
    private static final Duration SETTLING = Duration.ofSeconds(2);

    private final Clock clock;
    private final Instant started;

    ImportPace(Clock clock) {
        this.clock = clock;
        this.started = clock.instant();
    }

    String line(long done, long total) {
        if (total <= 0) {
            return "Reading what you chose…";
        }
        long left = Math.max(0, total - done);
        String counts = String.format("%,d of %,d files · %,d left", done, total, left);
        Duration elapsed = Duration.between(started, clock.instant());
        if (done == 0 || left == 0 || elapsed.compareTo(SETTLING) < 0) {
            return counts;
        }
        long secondsLeft = Math.max(1, Math.round(elapsed.toMillis() / 1000.0 * left / done));
        return counts + " · about " + duration(secondsLeft) + " left";
    }

    private static String duration(long seconds) {
        if (seconds < 60) {
            return seconds + " s";
        }
        long minutes = Math.round(seconds / 60.0);
        return minutes < 60 ? minutes + " min" : (minutes / 60) + " h " + (minutes % 60) + " min";
    }
}
