package org.copydesk.model.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.Random;

import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The quick readings of the common date shapes agree with the JDK's strict ISO parsers. */
class DatesTest {

    private static Optional<LocalDate> isoParser(String text) {
        if (!text.matches("[0-9]{4}-[0-9]{2}-[0-9]{2}")) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(text, DateTimeFormatter.ISO_LOCAL_DATE));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Optional<LocalDate> offsetParser(String text) {
        try {
            return Optional.of(OffsetDateTime.parse(text).withOffsetSameInstant(ZoneOffset.UTC).toLocalDate());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-02-28", "2026-02-29", "2024-02-29", "2026-02-30", "2026-13-01", "2026-00-10",
            "2026-04-31", "2026-04-00", "0000-01-01", "9999-12-31", "2026-1-01", "x026-01-01"})
    void readsACalendarDateAsTheStrictIsoParserDoes(String text) {
        assertEquals(isoParser(text), Dates.isoDate(Json.nodes().textNode(text)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-03-01T09:00:00Z", "2026-02-30T09:00:00Z", "2026-03-01T24:00:00Z",
            "2026-03-01T23:60:00Z", "2026-03-01T23:59:60Z", "2026-03-01T23:59:59Z", "2026-03-01t09:00:00Z",
            "2026-03-01T09:00:00z", "2026-03-01T23:30:00-02:00", "2026-03-01T00:30:00+01:00",
            "2026-03-01T09:00:00.5Z", "2026-03-01T09:00Z", "2026-03-01"})
    void readsTheUtcDateOfATimestampAsTheOffsetParserDoes(String text) {
        assertEquals(offsetParser(text), Dates.utcDate(text));
    }

    @Test
    void agreesWithTheParsersOnRandomDigits() {
        Random random = new Random(75L);
        for (int i = 0; i < 20_000; i++) {
            String date = String.format("%04d-%02d-%02d", random.nextInt(10_000), random.nextInt(15), random.nextInt(34));
            String stamp = date + String.format("T%02d:%02d:%02dZ", random.nextInt(26), random.nextInt(62),
                    random.nextInt(62));
            assertEquals(isoParser(date), Dates.isoDate(Json.nodes().textNode(date)), date);
            assertEquals(offsetParser(stamp), Dates.utcDate(stamp), stamp);
        }
    }
}
