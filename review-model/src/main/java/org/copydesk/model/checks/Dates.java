package org.copydesk.model.checks;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;

/** Calendar-strict date reading: {@code 2026-02-30} is not a date, whatever a lenient parser says. */
final class Dates {

    private static final Pattern ISO_DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");

    private Dates() {
    }

    /** The date a JSON value states, when it is a {@code YYYY-MM-DD} string naming a real day. */
    static Optional<LocalDate> isoDate(JsonNode value) {
        if (value == null || !value.isTextual() || !ISO_DATE.matcher(value.textValue()).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(value.textValue(), DateTimeFormatter.ISO_LOCAL_DATE));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** The UTC calendar date of an RFC 3339 timestamp. */
    static Optional<LocalDate> utcDate(String timestamp) {
        try {
            return Optional.of(OffsetDateTime.parse(timestamp).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
