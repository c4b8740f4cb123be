package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.MalformedDocumentException;
import org.copydesk.store.LogLeaf;

/**
 * Builds the decision log of a store made before the log existed, once: its roster changes and
 * decisions as leaves in the order it recorded them. The two tables kept separate sequences, so
 * they are interleaved by their signed times, a roster change first on a tie (a reviewer is
 * added before they sign). {@code log_info} records that the build happened, so a log emptied
 * later is reported, never silently rebuilt.
 */
final class LogBuild {

    private LogBuild() {
    }

    private record Document(String kind, String sha256, byte[] body, Instant at) {
    }

    static void buildIfNew(Database db, Clock clock) {
        db.write(c -> {
            try (PreparedStatement info = c.prepareStatement("SELECT 1 FROM log_info WHERE id = 1");
                 ResultSet rs = info.executeQuery()) {
                if (rs.next()) {
                    return null;
                }
            }
            List<Document> roster = documents(c, "SELECT change_sha256, body FROM roster_change ORDER BY sequence",
                    LogLeaf.ROSTER_CHANGE, "at");
            List<Document> decisions = documents(c, "SELECT decision_sha256, body FROM decision ORDER BY recorded_seq",
                    LogLeaf.DECISION, "decided_at");
            int r = 0;
            int d = 0;
            long leaves = 0;
            while (r < roster.size() || d < decisions.size()) {
                Document next = d >= decisions.size()
                        || r < roster.size() && !roster.get(r).at().isAfter(decisions.get(d).at())
                        ? roster.get(r++) : decisions.get(d++);
                JdbcDecisionLog.appendLeaf(db, c, next.kind(), next.sha256(), next.body());
                leaves++;
            }
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO log_info (id, built_at, built_leaves) VALUES (1, ?, ?)")) {
                insert.setString(1, clock.instant().toString());
                insert.setLong(2, leaves);
                insert.executeUpdate();
            }
            return null;
        });
    }

    private static List<Document> documents(Connection c, String sql, String kind, String timeField)
            throws SQLException {
        List<Document> out = new ArrayList<>();
        try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                byte[] body = rs.getBytes(2);
                out.add(new Document(kind, rs.getString(1), body, signedTime(body, timeField)));
            }
        }
        return out;
    }

    /** The document's signed time; an unreadable one sorts first, where verification will name it. */
    private static Instant signedTime(byte[] body, String field) {
        try {
            JsonNode node = Json.parse(body);
            return Instant.parse(node.path(field).asText());
        } catch (MalformedDocumentException | DateTimeParseException e) {
            return Instant.EPOCH;
        }
    }
}
