package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.DecisionRepository;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.PutResult;
import org.copydesk.store.StoredDecision;

/** Decisions in {@code decision} + {@code decision_subject}, append-only by trigger. */
final class JdbcDecisionRepository implements DecisionRepository {

    private static final String COLUMNS = "d.decision_sha256, d.subject_kind, d.decision, d.reviewer_id, d.decided_at, "
            + "d.supersedes, d.recorded_seq, d.body, d.signature";

    private final Database db;

    JdbcDecisionRepository(Database db) {
        this.db = db;
    }

    @Override
    public PutResult append(StoredDecision decision) {
        return db.write(c -> {
            try (PreparedStatement existing = c.prepareStatement("SELECT body FROM decision WHERE decision_sha256 = ?")) {
                existing.setString(1, decision.decisionSha256());
                try (ResultSet rs = existing.executeQuery()) {
                    if (rs.next()) {
                        return Arrays.equals(rs.getBytes(1), decision.body()) ? PutResult.UNCHANGED : PutResult.CONFLICT;
                    }
                }
            }
            db.changed(ChangeKind.DECISIONS);
            long sequence;
            try (PreparedStatement next = c.prepareStatement("SELECT coalesce(max(recorded_seq), 0) + 1 FROM decision");
                 ResultSet rs = next.executeQuery()) {
                rs.next();
                sequence = rs.getLong(1);
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO decision (decision_sha256, subject_kind, "
                    + "decision, reviewer_id, decided_at, supersedes, recorded_seq, body, signature) "
                    + "VALUES (?,?,?,?,?,?,?,?,?)")) {
                insert.setString(1, decision.decisionSha256());
                insert.setString(2, decision.subjectKind());
                insert.setString(3, decision.decision());
                insert.setString(4, decision.reviewerId());
                insert.setString(5, decision.decidedAt());
                insert.setString(6, decision.supersedes().orElse(null));
                insert.setLong(7, sequence);
                insert.setBytes(8, decision.body());
                insert.setString(9, decision.signature());
                insert.executeUpdate();
            }
            try (PreparedStatement subject = c.prepareStatement(
                    "INSERT INTO decision_subject (decision_sha256, subject_sha256) VALUES (?, ?) ON CONFLICT DO NOTHING")) {
                for (String sha : decision.subjects()) {
                    subject.setString(1, decision.decisionSha256());
                    subject.setString(2, sha);
                    subject.addBatch();
                }
                subject.executeBatch();
            }
            JdbcDecisionLog.appendLeaf(db, c, LogLeaf.DECISION, decision.decisionSha256(), decision.body());
            return PutResult.STORED;
        });
    }

    @Override
    public List<StoredDecision> all() {
        return db.read(c -> select(c, "SELECT " + COLUMNS + " FROM decision d ORDER BY d.recorded_seq", null));
    }

    @Override
    public List<StoredDecision> after(long recordedSequence) {
        // A number, not text: written into the statement, it cannot be read as SQL.
        return db.read(c -> select(c, "SELECT " + COLUMNS + " FROM decision d WHERE d.recorded_seq > "
                + recordedSequence + " ORDER BY d.recorded_seq", null));
    }

    @Override
    public List<StoredDecision> forSubject(String subjectSha256) {
        return db.read(c -> select(c, "SELECT " + COLUMNS + " FROM decision d WHERE d.decision_sha256 IN "
                + "(SELECT decision_sha256 FROM decision_subject WHERE subject_sha256 = ?) ORDER BY d.recorded_seq",
                subjectSha256));
    }

    @Override
    public Optional<StoredDecision> find(String decisionSha256) {
        return db.read(c -> select(c, "SELECT " + COLUMNS + " FROM decision d WHERE d.decision_sha256 = ?",
                decisionSha256)).stream().findFirst();
    }

    @Override
    public List<StoredDecision> superseding(String decisionSha256) {
        return db.read(c -> select(c, "SELECT " + COLUMNS + " FROM decision d WHERE d.supersedes = ? "
                + "ORDER BY d.recorded_seq", decisionSha256));
    }

    @Override
    public List<String> matchingPrefix(String prefix, int limit) {
        return db.read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT decision_sha256 FROM decision "
                    + "WHERE decision_sha256 >= ? AND decision_sha256 < ? ORDER BY 1 LIMIT ?")) {
                select.setString(1, prefix);
                select.setString(2, prefix + "\uffff");
                select.setInt(3, limit);
                List<String> out = new ArrayList<>();
                try (ResultSet rs = select.executeQuery()) {
                    while (rs.next()) {
                        out.add(rs.getString(1));
                    }
                }
                return out;
            }
        });
    }

    private static List<StoredDecision> select(Connection c, String sql, String parameter) throws SQLException {
        Map<String, List<String>> subjects = subjects(c);
        List<StoredDecision> out = new ArrayList<>();
        try (PreparedStatement select = c.prepareStatement(sql)) {
            if (parameter != null) {
                select.setString(1, parameter);
            }
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    String sha = rs.getString(1);
                    out.add(new StoredDecision(sha, rs.getString(2), subjects.getOrDefault(sha, List.of()),
                            rs.getString(3), rs.getString(4), rs.getString(5), Optional.ofNullable(rs.getString(6)),
                            rs.getLong(7), rs.getBytes(8), rs.getString(9)));
                }
            }
        }
        return out;
    }

    private static Map<String, List<String>> subjects(Connection c) throws SQLException {
        Map<String, List<String>> subjects = new LinkedHashMap<>();
        try (PreparedStatement select = c.prepareStatement(
                "SELECT decision_sha256, subject_sha256 FROM decision_subject ORDER BY 1, 2");
             ResultSet rs = select.executeQuery()) {
            while (rs.next()) {
                subjects.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
            }
        }
        return subjects;
    }
}
