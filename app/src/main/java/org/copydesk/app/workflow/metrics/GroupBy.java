package org.copydesk.app.workflow.metrics;

import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.time.temporal.IsoFields;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How evaluation figures are grouped ({@code metrics --by}): what changed between upstream runs. */
public enum GroupBy {
    MODEL, PROMPT, SCHEMA, WEEK;

    /** The key of runs that lack the grouped property (an offline fixture has no model). */
    public static final String NONE = "(none)";

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<GroupBy> fromWire(String text) {
        return Arrays.stream(values()).filter(g -> g.wire().equals(text)).findFirst();
    }

    /** The group a run falls in; weeks are ISO weeks of the run's {@code created_at} in UTC, as {@code 2026-W42}. */
    public String keyOf(RunFacts run) {
        switch (this) {
            case MODEL:
                return run.provenance().model().orElse(NONE);
            case PROMPT:
                return run.provenance().promptSha256().orElse(NONE);
            case SCHEMA:
                return run.provenance().schemaSha256().orElse(NONE);
            default:
                return isoWeek(run.createdAt()).orElse(NONE);
        }
    }

    private static Optional<String> isoWeek(String timestamp) {
        try {
            OffsetDateTime at = OffsetDateTime.parse(timestamp).withOffsetSameInstant(ZoneOffset.UTC);
            return Optional.of(String.format(Locale.ROOT, "%d-W%02d", at.get(IsoFields.WEEK_BASED_YEAR),
                    at.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
