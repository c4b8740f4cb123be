package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.RecordFilter;

/**
 * A queue filter as a table (aliased {@code r}: the run table, or for counting under a text filter
 * the engine's text rows), a WHERE clause over it and its parameters.
 */
record FilterSql(String from, String where, List<String> parameters) {

    /** Over the run table, for pages. {@code now}: when a review claim must still hold to count. */
    static FilterSql of(Engine engine, RecordFilter query, java.time.Instant now) {
        return of(engine, query, now, false);
    }

    /**
     * For counts, which read only the run's record_sha256, task, status and race_id: under a text
     * filter, over the engine's text rows when it has them.
     */
    static FilterSql counting(Engine engine, RecordFilter query, java.time.Instant now) {
        return of(engine, query, now, true);
    }

    private static FilterSql of(Engine engine, RecordFilter query, java.time.Instant now, boolean counting) {
        boolean textRows = counting && query.text().isPresent() && engine.textRows().isPresent();
        String from = textRows ? engine.textRows().get() + " r" : "run r";
        List<String> clauses = new ArrayList<>();
        List<String> parameters = new ArrayList<>();
        query.task().ifPresent(v -> {
            clauses.add("r.task = ?");
            parameters.add(v);
        });
        query.status().ifPresent(v -> {
            clauses.add("r.status = ?");
            parameters.add(v);
        });
        query.raceId().ifPresent(v -> {
            clauses.add("r.race_id = ?");
            parameters.add(v);
        });
        query.text().ifPresent(v -> {
            clauses.add(textRows ? engine.textRowMatch() : engine.textMatch());
            parameters.addAll(engine.textParameters(v));
        });
        query.checks().ifPresent(v -> clauses.add(checksClause(v)));
        query.decision().ifPresent(v -> {
            if (v.equals(RecordFilter.UNDECIDED)) {
                clauses.add("r.record_sha256 NOT IN (SELECT subject_sha256 FROM decision_state)");
            } else {
                clauses.add("r.record_sha256 IN (SELECT subject_sha256 FROM decision_state WHERE decision = ?)");
                parameters.add(v);
            }
        });
        query.unclaimedBy().ifPresent(reviewer -> {
            clauses.add("r.record_sha256 NOT IN (SELECT subject_sha256 FROM review_claim "
                    + "WHERE expires_at_ms > CAST(? AS BIGINT) AND reviewer_id <> ?)");
            parameters.add(Long.toString(now.toEpochMilli()));
            parameters.add(reviewer);
        });
        if (!query.admitsRuns()) {
            // Another kind of record is chosen: no run matches.
            clauses.add("0 = 1");
        }
        String where = clauses.isEmpty() ? "" : " WHERE " + String.join(" AND ", clauses);
        return new FilterSql(from, where, List.copyOf(parameters));
    }

    /** The check-state filter as a clause; its three values are constants, never user text. */
    static String checksClause(String state) {
        switch (state) {
            case RecordFilter.CHECKS_PASSED:
                return "r.record_sha256 IN (SELECT record_sha256 FROM check_state WHERE failed_count = 0)";
            case RecordFilter.CHECKS_FAILED:
                return "r.record_sha256 IN (SELECT record_sha256 FROM check_state WHERE failed_count > 0)";
            case RecordFilter.CHECKS_UNCHECKED:
                return "r.record_sha256 NOT IN (SELECT record_sha256 FROM check_state)";
            default:
                throw new IllegalArgumentException("no check state " + state);
        }
    }

    int bind(PreparedStatement statement, int first) throws SQLException {
        int index = first;
        for (String parameter : parameters) {
            statement.setString(index++, parameter);
        }
        return index;
    }
}
