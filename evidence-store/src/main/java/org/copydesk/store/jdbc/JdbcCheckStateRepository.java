package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.CheckState;
import org.copydesk.store.CheckStateRepository;

/** The derived check cache in {@code check_state}. */
final class JdbcCheckStateRepository implements CheckStateRepository {

    private final Database db;

    JdbcCheckStateRepository(Database db) {
        this.db = db;
    }

    @Override
    public void putAll(Collection<CheckState> states) {
        db.write(c -> {
            db.changed(ChangeKind.CHECKS);
            try (PreparedStatement upsert = c.prepareStatement("INSERT INTO check_state (record_sha256, "
                    + "engine, results_sha256, failed, failed_count, checked_at) VALUES (?,?,?,?,?,?) "
                    + "ON CONFLICT (record_sha256) DO UPDATE SET engine = excluded.engine, "
                    + "results_sha256 = excluded.results_sha256, failed = excluded.failed, "
                    + "failed_count = excluded.failed_count, checked_at = excluded.checked_at")) {
                for (CheckState state : states) {
                    upsert.setString(1, state.recordSha256());
                    upsert.setString(2, state.engine());
                    upsert.setString(3, state.resultsSha256());
                    upsert.setString(4, String.join(",", state.failed()));
                    upsert.setInt(5, state.failed().size());
                    upsert.setString(6, state.checkedAt());
                    upsert.addBatch();
                }
                upsert.executeBatch();
            }
            return null;
        });
    }

    @Override
    public Optional<CheckState> find(String recordSha256) {
        return Optional.ofNullable(findAll(List.of(recordSha256)).get(recordSha256));
    }

    @Override
    public Map<String, CheckState> findAll(Collection<String> recordSha256s) {
        Map<String, CheckState> found = new HashMap<>();
        ByIds.select(db, "SELECT record_sha256, engine, results_sha256, failed, checked_at FROM check_state "
                + "WHERE record_sha256 IN", recordSha256s, rs -> {
                    String failed = rs.getString(4);
                    found.put(rs.getString(1), new CheckState(rs.getString(1), rs.getString(2), rs.getString(3),
                            failed.isEmpty() ? List.of() : Arrays.asList(failed.split(",")), rs.getString(5)));
                });
        return found;
    }

    @Override
    public List<String> staleRuns(String engine) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT r.record_sha256 FROM run r "
                    + "LEFT JOIN check_state s ON s.record_sha256 = r.record_sha256 "
                    + "WHERE s.record_sha256 IS NULL OR s.engine <> ? ORDER BY r.created_at DESC, r.record_sha256")) {
                select.setString(1, engine);
                List<String> stale = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        stale.add(rs.getString(1));
                    }
                }
                return stale;
            }
        });
    }
}
