package org.copydesk.app.desktop.record;

import java.time.LocalDate;

/** One candidate's share in one poll of the race, by field end date; {@code current} for the poll on screen. */
public record ChartPoint(String candidate, LocalDate fieldEnd, double pct, boolean current) {
}
