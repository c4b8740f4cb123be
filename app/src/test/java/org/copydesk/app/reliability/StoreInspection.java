package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.digest.Digests;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.json.Json;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.SourceSnapshot;

/**
 * Looks at a store file with plain sqlite-jdbc, beside copydesk rather than through it, the way
 * someone checking for damage after a crash would.
 */
final class StoreInspection implements AutoCloseable {

    private final Connection connection;

    private StoreInspection(Connection connection) {
        this.connection = connection;
    }

    static StoreInspection open(Path store) throws SQLException {
        Connection connection = DriverManager.getConnection("jdbc:sqlite:" + store);
        try (Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA busy_timeout = 30000");
        }
        return new StoreInspection(connection);
    }

    String integrityCheck() throws SQLException {
        StringBuilder result = new StringBuilder();
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("PRAGMA integrity_check")) {
            while (rs.next()) {
                result.append(result.length() == 0 ? "" : "\n").append(rs.getString(1));
            }
        }
        return result.toString();
    }

    /** 0 for a store whose schema was never created: a kill before the first migration is allowed. */
    int runCount() throws SQLException {
        if (!hasTable("run")) {
            return 0;
        }
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT count(*) FROM run")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /**
     * Every stored run is whole: its body decodes as a run, its record digest recomputes, and its
     * source and block rows are exactly those of its snapshots, each block's text hashing to its digest.
     *
     * @return how many runs were checked
     */
    int assertEveryRunWhole() throws SQLException {
        if (!hasTable("run")) {
            return 0;
        }
        int checked = 0;
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT record_sha256, body FROM run")) {
            while (rs.next()) {
                assertRunWhole(rs.getString(1), rs.getBytes(2));
                checked++;
            }
        }
        return checked;
    }

    private void assertRunWhole(String record, byte[] body) throws SQLException {
        JsonNode node = Json.parse(body);
        Decoded decoded = Documents.decode(node, body);
        ShadowRun run = ((Decoded.Run) decoded).run();
        assertEquals(record, run.recordSha256(), "stored under its stated digest");
        assertEquals(record, Digests.record(node), "record_sha256 recomputes for " + record);
        assertEquals(run.sources().size(), count("SELECT count(*) FROM run_source WHERE record_sha256 = ?", record),
                "source rows of " + record);
        int blocks = 0;
        for (SourceSnapshot source : run.sources()) {
            blocks += source.blocks().size();
        }
        assertEquals(blocks, count("SELECT count(*) FROM run_block WHERE record_sha256 = ?", record),
                "block rows of " + record);
        try (PreparedStatement select = connection.prepareStatement("SELECT b.stated_sha256, t.text FROM run_block b "
                + "JOIN block_text t ON t.id = b.text_id WHERE b.record_sha256 = ?")) {
            select.setString(1, record);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    assertEquals(rs.getString(1), Digests.block(rs.getString(2)), "block text of " + record);
                }
            }
        }
    }

    /** Stored decisions; 0 before the decisions table exists. */
    int decisionCount() throws SQLException {
        if (!hasTable("decision")) {
            return 0;
        }
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT count(*) FROM decision")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    /** Rows of {@code table} (a decision-log table, say), as plain SQL counts them. */
    int rows(String table) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rs = statement.executeQuery("SELECT count(*) FROM " + table)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    int decisionsOn(String subject) throws SQLException {
        return count("SELECT count(*) FROM decision_subject WHERE subject_sha256 = ?", subject);
    }

    private int count(String sql, String record) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            select.setString(1, record);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    private boolean hasTable(String name) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?")) {
            select.setString(1, name);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getInt(1) == 1;
            }
        }
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
