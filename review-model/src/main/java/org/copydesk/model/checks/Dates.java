package org.copydesk.model.checks;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/** Calendar-strict date reading: {@code 2026-02-30} is not a date, whatever a lenient parser says. */
final class Dates {

    private static final Pattern ISO_DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final Pattern UTC_SECONDS = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z");

    private Dates() {
    }

    /** The date a JSON value states, when it is a {@code YYYY-MM-DD} string naming a real day. */
    static Optional<LocalDate> isoDate(JsonNode value) {
        if (value == null || !value.isTextual() || !ISO_DATE.matcher(value.textValue()).matches()) {
            return Optional.empty();
        }
        return day(value.textValue());
    }

    /**
     * {@code YYYY-MM-DD} already matched: the strict ISO parser accepts exactly the real days,
     * which is what {@link LocalDate#of} checks, without the general parser's cost.
     */
    private static Optional<LocalDate> day(String date) {
        try {
            return Optional.of(LocalDate.of(Integer.parseInt(date, 0, 4, 10), Integer.parseInt(date, 5, 7, 10),
                    Integer.parseInt(date, 8, 10, 10)));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** The UTC calendar date of an RFC 3339 timestamp. */
    static Optional<LocalDate> utcDate(String timestamp) {
        if (UTC_SECONDS.matcher(timestamp).matches()) {
            // The common shape, YYYY-MM-DDTHH:MM:SSZ: its UTC date is its own date when date and
            // time are both real, which is all the full parser would check.
            try {
                LocalTime.of(Integer.parseInt(timestamp, 11, 13, 10), Integer.parseInt(timestamp, 14, 16, 10),
                        Integer.parseInt(timestamp, 17, 19, 10));
            } catch (DateTimeException e) {
                return Optional.empty();
            }
            return day(timestamp);
        }
        try {
            return Optional.of(OffsetDateTime.parse(timestamp).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
