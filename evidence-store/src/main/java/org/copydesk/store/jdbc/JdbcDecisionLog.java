package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.log.MerkleHash;
import org.copydesk.store.DecisionLog;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.LogNode;
import org.copydesk.store.StoreException;
import org.copydesk.store.StoredCheckpoint;

/** The decision log in {@code log_leaf}, {@code log_node} and {@code log_checkpoint}, append-only by trigger. */
final class JdbcDecisionLog implements DecisionLog {

    private final Database db;

    JdbcDecisionLog(Database db) {
        this.db = db;
    }

    /**
     * Appends a leaf on the connection of the write storing its document, and the complete
     * subtrees it closes: at most one node per level, O(1) on average.
     */
    static long appendLeaf(Database db, Connection c, String kind, String documentSha256, byte[] body)
            throws SQLException {
        long index = size(db, c);
        byte[] hash = MerkleHash.leaf(body);
        PreparedStatement insert = db.prepared(c,
                "INSERT INTO log_leaf (leaf_index, kind, document_sha256, leaf_hash) VALUES (?,?,?,?)");
        insert.setLong(1, index);
        insert.setString(2, kind);
        insert.setString(3, documentSha256);
        insert.setBytes(4, hash);
        insert.executeUpdate();
        long at = index;
        for (int level = 0; (at & 1) == 1; level++) {
            byte[] left = node(db, c, level, at - 1);
            hash = MerkleHash.node(left, hash);
            at >>= 1;
            PreparedStatement node = db.prepared(c,
                    "INSERT INTO log_node (level, node_index, hash) VALUES (?,?,?)");
            node.setInt(1, level + 1);
            node.setLong(2, at);
            node.setBytes(3, hash);
            node.executeUpdate();
        }
        return index;
    }

    private static long size(Database db, Connection c) throws SQLException {
        PreparedStatement select = db.prepared(c, "SELECT coalesce(max(leaf_index) + 1, 0) FROM log_leaf");
        try (ResultSet rs = select.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static byte[] node(Database db, Connection c, int level, long index) throws SQLException {
        PreparedStatement select = level == 0
                ? db.prepared(c, "SELECT leaf_hash FROM log_leaf WHERE leaf_index = ?")
                : db.prepared(c, "SELECT hash FROM log_node WHERE node_index = ? AND level = ?");
        select.setLong(1, index);
        if (level > 0) {
            select.setInt(2, level);
        }
        try (ResultSet rs = select.executeQuery()) {
            if (!rs.next()) {
                throw new StoreException(db.name() + ": the decision log has no node at level " + level + ", index "
                        + index + " (the log was altered)");
            }
            return rs.getBytes(1);
        }
    }

    @Override
    public long size() {
        return db.read(c -> size(db, c));
    }

    @Override
    public byte[] node(int level, long index) {
        return db.read(c -> node(db, c, level, index));
    }

    @Override
    public List<LogLeaf> leaves() {
        return db.read(c -> {
            List<LogLeaf> out = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT leaf_index, kind, document_sha256, leaf_hash FROM log_leaf ORDER BY leaf_index");
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    out.add(new LogLeaf(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getBytes(4)));
                }
            }
            return out;
        });
    }

    @Override
    public Optional<LogLeaf> leafFor(String documentSha256) {
        return db.read(c -> {
            PreparedStatement select = db.prepared(c, "SELECT leaf_index, kind, document_sha256, leaf_hash "
                    + "FROM log_leaf WHERE document_sha256 = ?");
            select.setString(1, documentSha256);
            try (ResultSet rs = select.executeQuery()) {
                return rs.next() ? Optional.of(new LogLeaf(rs.getLong(1), rs.getString(2), rs.getString(3),
                        rs.getBytes(4))) : Optional.<LogLeaf>empty();
            }
        });
    }

    @Override
    public List<LogNode> storedNodes() {
        return db.read(c -> {
            List<LogNode> out = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT level, node_index, hash FROM log_node ORDER BY level, node_index");
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    out.add(new LogNode(rs.getInt(1), rs.getLong(2), rs.getBytes(3)));
                }
            }
            return out;
        });
    }

    @Override
    public void appendCheckpoint(long size, byte[] document) {
        db.write(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO log_checkpoint (checkpoint_seq, size, "
                    + "document) VALUES ((SELECT coalesce(max(checkpoint_seq), 0) + 1 FROM log_checkpoint), ?, ?)")) {
                insert.setLong(1, size);
                insert.setBytes(2, document);
                insert.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public List<StoredCheckpoint> checkpoints() {
        return db.read(c -> select(c, "SELECT checkpoint_seq, size, document FROM log_checkpoint ORDER BY checkpoint_seq"));
    }

    @Override
    public Optional<StoredCheckpoint> latestCheckpoint() {
        return db.read(c -> select(c, "SELECT checkpoint_seq, size, document FROM log_checkpoint "
                + "ORDER BY checkpoint_seq DESC LIMIT 1")).stream().findFirst();
    }

    private static List<StoredCheckpoint> select(Connection c, String sql) throws SQLException {
        List<StoredCheckpoint> out = new ArrayList<>();
        try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                out.add(new StoredCheckpoint(rs.getLong(1), rs.getLong(2), rs.getBytes(3)));
            }
        }
        return out;
    }
}
