package org.copydesk.app.workflow.decide;

import java.time.Clock;
import java.time.temporal.ChronoUnit;

/** RFC 3339 UTC timestamps to the second, as FORMATS §1 writes them. */
public final class Timestamps {

    private static final java.time.format.DateTimeFormatter CLOCK_TIME =
            java.time.format.DateTimeFormatter.ofPattern("HH:mm");

    private Timestamps() {
    }

    static String now(Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** "09:12": a moment as a desk shows it, in its clock's zone. */
    public static String clockTime(java.time.Instant at, java.time.ZoneId zone) {
        return CLOCK_TIME.withZone(zone).format(at);
    }

    /** A stored timestamp as {@link #clockTime(java.time.Instant, java.time.ZoneId)}; as stored when unreadable. */
    public static String clockTime(String at, java.time.ZoneId zone) {
        try {
            return clockTime(java.time.Instant.parse(at), zone);
        } catch (java.time.format.DateTimeParseException e) {
            return at;
        }
    }
}
