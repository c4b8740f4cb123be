package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.PutResult;
import org.copydesk.store.RawRepository;

/** Raw bytes in {@code raw_blob}. */
final class JdbcRawRepository implements RawRepository {

    private final Database db;

    JdbcRawRepository(Database db) {
        this.db = db;
    }

    @Override
    public PutResult put(String namedSha256, byte[] bytes) {
        return db.write(c -> {
            PreparedStatement existing = db.prepared(c, "SELECT bytes FROM raw_blob WHERE sha256 = ?");
            existing.setString(1, namedSha256);
            try (ResultSet rs = existing.executeQuery()) {
                if (rs.next()) {
                    return Arrays.equals(rs.getBytes(1), bytes) ? PutResult.UNCHANGED : PutResult.CONFLICT;
                }
            }
            PreparedStatement insert = db.prepared(c, "INSERT INTO raw_blob (sha256, bytes) VALUES (?, ?)");
            insert.setString(1, namedSha256);
            insert.setBytes(2, bytes);
            insert.executeUpdate();
            return PutResult.STORED;
        });
    }

    @Override
    public Optional<byte[]> find(String namedSha256) {
        return db.read(c -> {
            PreparedStatement select = db.prepared(c, "SELECT bytes FROM raw_blob WHERE sha256 = ?");
            select.setString(1, namedSha256);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next() ? Optional.of(rs.getBytes(1)) : Optional.<byte[]>empty();
            }
        });
    }

    @Override
    public Map<String, byte[]> findAll(Collection<String> namedSha256s) {
        Map<String, byte[]> found = new HashMap<>();
        ByIds.select(db, "SELECT sha256, bytes FROM raw_blob WHERE sha256 IN", namedSha256s,
                rs -> found.put(rs.getString(1), rs.getBytes(2)));
        return found;
    }
}
