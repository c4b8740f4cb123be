package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.store.DecisionMark;
import org.copydesk.store.DecisionStateRepository;

/** The derived decision cache in {@code decision_state} and its basis. */
final class JdbcDecisionStateRepository implements DecisionStateRepository {


    private final Database db;

    JdbcDecisionStateRepository(Database db) {
        this.db = db;
    }

    @Override
    public String currentBasis() {
        return db.read(c -> {
            try (Statement select = c.createStatement(); ResultSet rs = select.executeQuery(
                    "SELECT (SELECT count(*) FROM decision), (SELECT coalesce(max(recorded_seq), 0) FROM decision), "
                            + "(SELECT count(*) FROM roster_change), (SELECT coalesce(max(sequence), 0) FROM roster_change)")) {
                rs.next();
                return "decisions " + rs.getLong(1) + "/" + rs.getLong(2) + " roster " + rs.getLong(3) + "/" + rs.getLong(4);
            }
        });
    }

    @Override
    public Optional<String> storedBasis() {
        return db.read(c -> {
            try (Statement select = c.createStatement();
                 ResultSet rs = select.executeQuery("SELECT basis FROM decision_state_basis WHERE id = 1")) {
                return rs.next() ? Optional.of(rs.getString(1)) : Optional.<String>empty();
            }
        });
    }

    @Override
    public void replaceAll(String basis, Collection<DecisionMark> marks) {
        db.write(c -> {
            try (Statement clear = c.createStatement()) {
                clear.executeUpdate("DELETE FROM decision_state");
                clear.executeUpdate("DELETE FROM decision_conflict");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO decision_state (subject_sha256, decision, "
                    + "decision_sha256, reviewer_id, decided_at) VALUES (?,?,?,?,?)")) {
                for (DecisionMark mark : marks) {
                    insert.setString(1, mark.subjectSha256());
                    insert.setString(2, mark.decision());
                    insert.setString(3, mark.decisionSha256());
                    insert.setString(4, mark.reviewerId());
                    insert.setString(5, mark.decidedAt());
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO decision_conflict (subject_sha256, "
                    + "decision_sha256, decision, reviewer_id, decided_at) VALUES (?,?,?,?,?)")) {
                for (DecisionMark mark : marks) {
                    for (DecisionMark side : mark.conflicting()) {
                        insert.setString(1, mark.subjectSha256());
                        insert.setString(2, side.decisionSha256());
                        insert.setString(3, side.decision());
                        insert.setString(4, side.reviewerId());
                        insert.setString(5, side.decidedAt());
                        insert.addBatch();
                    }
                }
                insert.executeBatch();
            }
            try (PreparedStatement put = c.prepareStatement(
                    "INSERT INTO decision_state_basis (id, basis) VALUES (1, ?) "
                    + "ON CONFLICT (id) DO UPDATE SET basis = excluded.basis")) {
                put.setString(1, basis);
                put.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public Map<String, DecisionMark> findAll(Collection<String> subjectSha256s) {
        Map<String, DecisionMark> found = new HashMap<>();
        ByIds.select(db, "SELECT subject_sha256, decision, decision_sha256, reviewer_id, decided_at FROM decision_state "
                + "WHERE subject_sha256 IN", subjectSha256s, rs -> found.put(rs.getString(1),
                        new DecisionMark(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5))));
        Map<String, List<DecisionMark>> sides = new HashMap<>();
        List<String> conflicted = found.values().stream().filter(m -> m.decision().equals(DecisionMark.CONFLICT))
                .map(DecisionMark::subjectSha256).toList();
        if (!conflicted.isEmpty()) {
            ByIds.select(db, "SELECT subject_sha256, decision, decision_sha256, reviewer_id, decided_at FROM "
                    + "decision_conflict WHERE subject_sha256 IN", conflicted, rs -> sides.computeIfAbsent(
                            rs.getString(1), k -> new ArrayList<>()).add(new DecisionMark(rs.getString(1), rs.getString(2),
                            rs.getString(3), rs.getString(4), rs.getString(5))));
            sides.forEach((subject, list) -> {
                list.sort(Comparator.comparing(DecisionMark::decidedAt).thenComparing(DecisionMark::decisionSha256));
                DecisionMark mark = found.get(subject);
                found.put(subject, new DecisionMark(subject, mark.decision(), mark.decisionSha256(), mark.reviewerId(),
                        mark.decidedAt(), list));
            });
        }
        return found;
    }
}
