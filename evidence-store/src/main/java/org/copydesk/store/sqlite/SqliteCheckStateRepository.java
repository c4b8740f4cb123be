package org.copydesk.store.sqlite;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.CheckState;
import org.copydesk.store.CheckStateRepository;

/** The derived check cache in {@code check_state}. */
final class SqliteCheckStateRepository implements CheckStateRepository {

    private static final int CHUNK = 500;

    private final Database db;

    SqliteCheckStateRepository(Database db) {
        this.db = db;
    }

    @Override
    public void putAll(Collection<CheckState> states) {
        db.write(c -> {
            try (PreparedStatement upsert = c.prepareStatement("INSERT OR REPLACE INTO check_state (record_sha256, "
                    + "engine, results_sha256, failed, failed_count, checked_at) VALUES (?,?,?,?,?,?)")) {
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
        List<String> ids = List.copyOf(recordSha256s);
        Map<String, CheckState> found = new HashMap<>();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            List<String> chunk = ids.subList(from, Math.min(ids.size(), from + CHUNK));
            String marks = String.join(",", java.util.Collections.nCopies(chunk.size(), "?"));
            db.read(c -> {
                try (PreparedStatement select = c.prepareStatement("SELECT record_sha256, engine, results_sha256, "
                        + "failed, checked_at FROM check_state WHERE record_sha256 IN (" + marks + ")")) {
                    for (int i = 0; i < chunk.size(); i++) {
                        select.setString(i + 1, chunk.get(i));
                    }
                    try (ResultSet rs = select.executeQuery()) {
                        while (rs.next()) {
                            String failed = rs.getString(4);
                            found.put(rs.getString(1), new CheckState(rs.getString(1), rs.getString(2), rs.getString(3),
                                    failed.isEmpty() ? List.of() : Arrays.asList(failed.split(",")), rs.getString(5)));
                        }
                    }
                }
                return null;
            });
        }
        return found;
    }
}
