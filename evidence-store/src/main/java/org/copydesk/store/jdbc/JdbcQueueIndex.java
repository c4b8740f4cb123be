package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.copydesk.store.FilterColumn;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.QueueKey;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunCounts;

/** The review queue over the run table's index columns, its full-text index and the cached states. */
final class JdbcQueueIndex implements QueueIndex {

    private static final String COLUMNS = "r.record_sha256, r.run_id, r.task, r.status, r.race_id, r.title, "
            + "r.publisher, r.pollster, r.field_start, r.field_end, r.created_at";

    private static final String ORDER = " ORDER BY r.created_at DESC, r.record_sha256";

    private final Database db;
    /** Whose review claims are still active is judged at this clock's now. */
    private final java.time.Clock clock;

    JdbcQueueIndex(Database db, java.time.Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    @Override
    public int count(RecordFilter filter) {
        FilterSql sql = FilterSql.counting(db.engine(), filter, clock.instant());
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT count(*) FROM " + sql.from() + sql.where())) {
                sql.bind(select, 1);
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }

    @Override
    public List<RecordColumns> page(RecordFilter filter, int offset, int limit) {
        FilterSql sql = FilterSql.of(db.engine(), filter, clock.instant());
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT " + COLUMNS + " FROM run r" + sql.where()
                    + ORDER + " LIMIT ? OFFSET ?")) {
                int next = sql.bind(select, 1);
                select.setInt(next, limit);
                select.setInt(next + 1, offset);
                return rows(select);
            }
        });
    }

    @Override
    public List<RecordColumns> pageAfter(RecordFilter filter, Optional<QueueKey> after, int limit) {
        FilterSql sql = FilterSql.of(db.engine(), filter, clock.instant());
        // Newest first, ties by digest ascending: after (t, d) is t' < t, or t' = t and d' > d. The
        // first term alone bounds the index range; the second picks within it.
        String where = sql.where();
        if (after.isPresent()) {
            where += (where.isEmpty() ? " WHERE " : " AND ")
                    + "r.created_at <= ? AND (r.created_at < ? OR r.record_sha256 > ?)";
        }
        String query = "SELECT " + COLUMNS + " FROM run r" + where + ORDER + " LIMIT ?";
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement(query)) {
                int next = sql.bind(select, 1);
                if (after.isPresent()) {
                    select.setString(next++, after.get().createdAt());
                    select.setString(next++, after.get().createdAt());
                    select.setString(next++, after.get().recordSha256());
                }
                select.setInt(next, limit);
                return rows(select);
            }
        });
    }

    @Override
    public Optional<QueueKey> keyAt(RecordFilter filter, int index) {
        FilterSql sql = FilterSql.of(db.engine(), filter, clock.instant());
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT r.created_at, r.record_sha256 FROM run r"
                    + sql.where() + ORDER + " LIMIT 1 OFFSET ?")) {
                int next = sql.bind(select, 1);
                select.setInt(next, index);
                try (ResultSet rs = select.executeQuery()) {
                    return rs.next() ? Optional.of(new QueueKey(rs.getString(1), rs.getString(2))) : Optional.empty();
                }
            }
        });
    }

    private static List<RecordColumns> rows(PreparedStatement select) throws SQLException {
        List<RecordColumns> rows = new ArrayList<>();
        try (ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                rows.add(new RecordColumns(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        opt(rs, 5), opt(rs, 6), opt(rs, 7), opt(rs, 8), opt(rs, 9), opt(rs, 10), rs.getString(11)));
            }
        }
        return rows;
    }

    @Override
    public RunCounts counts(RecordFilter filter) {
        FilterSql sql = FilterSql.counting(db.engine(), filter, clock.instant());
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT r.task, r.status, r.race_id, count(*) FROM "
                    + sql.from() + sql.where() + " GROUP BY 1, 2, 3")) {
                sql.bind(select, 1);
                Map<String, Integer> tasks = new TreeMap<>();
                Map<String, Integer> statuses = new TreeMap<>();
                Map<String, Integer> races = new TreeMap<>();
                int total = 0;
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        int n = rs.getInt(4);
                        total += n;
                        tasks.merge(rs.getString(1), n, Integer::sum);
                        statuses.merge(rs.getString(2), n, Integer::sum);
                        races.merge(rs.getString(3) == null ? "" : rs.getString(3), n, Integer::sum);
                    }
                }
                return new RunCounts(total, tasks, statuses, races);
            }
        });
    }

    @Override
    public Map<String, Integer> facet(FilterColumn column, RecordFilter filter) {
        switch (column) {
            case KIND:
                // Every run is a shadow run; another kind chosen matches none.
                int runs = count(filter);
                return runs == 0 ? Map.of() : Map.of(RecordFilter.KIND_SHADOW_RUN, runs);
            case TASK:
                return grouped("r.task", "", filter);
            case STATUS:
                return grouped("r.status", "", filter);
            case RACE:
                return grouped("r.race_id", "", filter);
            case CHECKS:
                // A run never checked counts as unchecked.
                return grouped("CASE WHEN cs.record_sha256 IS NULL THEN '" + RecordFilter.CHECKS_UNCHECKED
                        + "' WHEN cs.failed_count = 0 THEN '" + RecordFilter.CHECKS_PASSED + "' ELSE '"
                        + RecordFilter.CHECKS_FAILED + "' END",
                        " LEFT JOIN check_state cs ON cs.record_sha256 = r.record_sha256", filter);
            case DECISION:
                // A run with no cached latest valid decision counts as undecided.
                return grouped("coalesce(ds.decision, '" + RecordFilter.UNDECIDED + "')",
                        " LEFT JOIN decision_state ds ON ds.subject_sha256 = r.record_sha256", filter);
            default:
                throw new IllegalArgumentException("no facet on " + column);
        }
    }

    /** Matching runs per value of {@code value}, an expression of constants and columns only, never user text. */
    private Map<String, Integer> grouped(String value, String join, RecordFilter filter) {
        FilterSql sql = FilterSql.counting(db.engine(), filter, clock.instant());
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT " + value + " AS facet_value, count(*) "
                    + "FROM " + sql.from() + join + sql.where() + " GROUP BY facet_value ORDER BY 1 NULLS FIRST")) {
                sql.bind(select, 1);
                Map<String, Integer> counts = new LinkedHashMap<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        counts.put(rs.getString(1) == null ? "" : rs.getString(1), rs.getInt(2));
                    }
                }
                return counts;
            }
        });
    }

    private static Optional<String> opt(ResultSet rs, int column) throws SQLException {
        return Optional.ofNullable(rs.getString(column));
    }
}
