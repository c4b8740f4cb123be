package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.PutResult;
import org.copydesk.store.RawFile;
import org.copydesk.store.RawRepository;

/** Raw bytes in {@code raw_blob}. */
final class JdbcRawRepository implements RawRepository {

    private final Database db;

    JdbcRawRepository(Database db) {
        this.db = db;
    }

    @Override
    public PutResult put(String namedSha256, byte[] bytes) {
        return putAll(List.of(new RawFile(namedSha256, bytes))).get(0);
    }

    /** One look-up of every digest and one batch of inserts: a chunk of files costs the round trips one did. */
    @Override
    public List<PutResult> putAll(List<RawFile> files) {
        if (files.isEmpty()) {
            return List.of();
        }
        return db.write(c -> {
            Map<String, byte[]> known = storedOf(c, files.stream().map(RawFile::namedSha256).toList());
            List<PutResult> results = new ArrayList<>(files.size());
            PreparedStatement insert = db.prepared(c, "INSERT INTO raw_blob (sha256, bytes) VALUES (?, ?)");
            try {
                boolean added = false;
                for (RawFile file : files) {
                    byte[] existing = known.get(file.namedSha256());
                    if (existing != null) {
                        results.add(Arrays.equals(existing, file.bytes()) ? PutResult.UNCHANGED : PutResult.CONFLICT);
                        continue;
                    }
                    known.put(file.namedSha256(), file.bytes());
                    insert.setString(1, file.namedSha256());
                    insert.setBytes(2, file.bytes());
                    insert.addBatch();
                    added = true;
                    results.add(PutResult.STORED);
                }
                if (added) {
                    insert.executeBatch();
                }
            } finally {
                // The statement is cached: rows of a failed write must not reach the next one's batch.
                insert.clearBatch();
            }
            return results;
        });
    }

    private Map<String, byte[]> storedOf(Connection c, List<String> digests) throws SQLException {
        Map<String, byte[]> stored = new HashMap<>();
        List<String> distinct = List.copyOf(new LinkedHashSet<>(digests));
        if (distinct.size() == 1) {
            PreparedStatement existing = db.prepared(c, "SELECT bytes FROM raw_blob WHERE sha256 = ?");
            existing.setString(1, distinct.get(0));
            try (ResultSet rs = existing.executeQuery()) {
                if (rs.next()) {
                    stored.put(distinct.get(0), rs.getBytes(1));
                }
            }
            return stored;
        }
        ByIds.select(c, "SELECT sha256, bytes FROM raw_blob WHERE sha256 IN", distinct,
                rs -> stored.put(rs.getString(1), rs.getBytes(2)));
        return stored;
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
