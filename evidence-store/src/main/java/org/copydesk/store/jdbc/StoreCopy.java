package org.copydesk.store.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.CheckState;
import org.copydesk.store.LogLeaf;
import org.copydesk.store.PutResult;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoreException;
import org.copydesk.store.StoredCheckpoint;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.StoredDocument;

/**
 * Copies one store into a new, empty one, of either engine: its store id, every run, raw file
 * and document byte for byte, the roster changes and decisions in the order the source's
 * decision log accepted them (so the copy's log has the same leaves and root), the signed
 * checkpoints, and the check cache. The copy's own writes build its indexes and its log.
 */
public final class StoreCopy {

    /** Rows read and written per step, so neither store holds a whole corpus in memory. */
    static final int CHUNK = 500;

    private final JdbcEvidenceStore from;
    private final JdbcEvidenceStore to;

    private StoreCopy(JdbcEvidenceStore from, JdbcEvidenceStore to) {
        this.from = from;
        this.to = to;
    }

    /** What was copied: runs, raw files, documents, roster changes, decisions, checkpoints, check states. */
    public record Counts(int runs, int raw, int documents, int rosterChanges, int decisions, int checkpoints,
                         int checkStates) {
    }

    public static Counts copy(JdbcEvidenceStore from, JdbcEvidenceStore to) {
        return new StoreCopy(from, to).run();
    }

    private Counts run() {
        refuseUnlessEmpty();
        takeStoreId();
        int runs = copyRuns();
        int raw = copyRaw();
        int documents = copyDocuments();
        int[] log = copyRosterAndDecisions();
        int checkpoints = 0;
        for (StoredCheckpoint checkpoint : from.log().checkpoints()) {
            to.log().appendCheckpoint(checkpoint.size(), checkpoint.document());
            checkpoints++;
        }
        int checkStates = copyCheckStates();
        return new Counts(runs, raw, documents, log[0], log[1], checkpoints, checkStates);
    }

    private void refuseUnlessEmpty() {
        long held = to.database().read(c -> {
            try (PreparedStatement select = c.prepareStatement("SELECT (SELECT count(*) FROM run) + "
                    + "(SELECT count(*) FROM raw_blob) + (SELECT count(*) FROM document) + "
                    + "(SELECT count(*) FROM roster_change) + (SELECT count(*) FROM decision) + "
                    + "(SELECT count(*) FROM log_leaf) + (SELECT count(*) FROM log_checkpoint)");
                 ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
        if (held > 0) {
            throw new StoreException(to.location() + ": the store to copy into already holds content; "
                    + "copy into a new, empty store");
        }
    }

    /** Decisions, checkpoints and the roster name the store id they were made in: the copy keeps it. */
    private void takeStoreId() {
        to.database().write(c -> {
            try (PreparedStatement update = c.prepareStatement("UPDATE store_info SET store_id = ? WHERE id = 1")) {
                update.setString(1, from.storeId());
                return update.executeUpdate();
            }
        });
    }

    private int copyRuns() {
        List<String> ids = new ArrayList<>(from.runs().allIds());
        java.util.Collections.reverse(ids);
        int copied = 0;
        for (int start = 0; start < ids.size(); start += CHUNK) {
            List<String> chunk = ids.subList(start, Math.min(ids.size(), start + CHUNK));
            Map<String, byte[]> bodies = new LinkedHashMap<>();
            ByIds.select(from.database(), "SELECT record_sha256, body FROM run WHERE record_sha256 IN", chunk,
                    rs -> bodies.put(rs.getString(1), rs.getBytes(2)));
            List<ShadowRun> runs = from.runs().findAll(chunk);
            copied += to.batch(() -> {
                for (ShadowRun run : runs) {
                    expectStored(to.runs().put(run, bodies.get(run.recordSha256())), "run " + run.recordSha256());
                }
                return runs.size();
            });
        }
        return copied;
    }

    private int copyRaw() {
        int copied = 0;
        String after = "";
        while (true) {
            String last = after;
            Map<String, byte[]> chunk = from.database().read(c -> {
                Map<String, byte[]> rows = new LinkedHashMap<>();
                try (PreparedStatement select = c.prepareStatement(
                        "SELECT sha256, bytes FROM raw_blob WHERE sha256 > ? ORDER BY sha256 LIMIT " + CHUNK)) {
                    select.setString(1, last);
                    try (ResultSet rs = select.executeQuery()) {
                        while (rs.next()) {
                            rows.put(rs.getString(1), rs.getBytes(2));
                        }
                    }
                }
                return rows;
            });
            if (chunk.isEmpty()) {
                return copied;
            }
            to.batch(() -> {
                chunk.forEach((sha, bytes) -> expectStored(to.raw().put(sha, bytes), "raw file " + sha));
                return null;
            });
            copied += chunk.size();
            after = chunk.keySet().stream().reduce((a, b) -> b).orElseThrow();
        }
    }

    private int copyDocuments() {
        List<StoredDocument> documents = from.database().read(c -> {
            List<StoredDocument> rows = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement("SELECT kind, id_sha256, schema_name, label, race_id, "
                    + "body FROM document ORDER BY " + from.database().engine().documentInsertionOrder());
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    rows.add(new StoredDocument(rs.getString(1), rs.getString(2), rs.getString(3),
                            Optional.ofNullable(rs.getString(4)), Optional.ofNullable(rs.getString(5)), rs.getBytes(6)));
                }
            }
            return rows;
        });
        to.batch(() -> {
            documents.forEach(d -> expectStored(to.documents().put(d), d.kind() + " " + d.idSha256()));
            return null;
        });
        return documents.size();
    }

    private record RosterRow(int sequence, String changeSha256, SignedDocument change) {
    }

    /** Roster changes and decisions in the source log's order; any the log lacks, after it. */
    private int[] copyRosterAndDecisions() {
        Map<String, RosterRow> roster = new LinkedHashMap<>();
        from.database().read(c -> {
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT sequence, change_sha256, body, signature FROM roster_change ORDER BY sequence");
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    roster.put(rs.getString(2), new RosterRow(rs.getInt(1), rs.getString(2),
                            new SignedDocument(rs.getBytes(3), Optional.ofNullable(rs.getString(4)))));
                }
            }
            return null;
        });
        Map<String, StoredDecision> decisions = new LinkedHashMap<>();
        for (StoredDecision decision : from.decisions().all()) {
            decisions.put(decision.decisionSha256(), decision);
        }
        int[] counts = new int[2];
        to.batch(() -> {
            for (LogLeaf leaf : from.log().leaves()) {
                if (leaf.kind().equals(LogLeaf.ROSTER_CHANGE) && roster.containsKey(leaf.documentSha256())) {
                    appendRoster(roster.remove(leaf.documentSha256()), counts);
                } else if (leaf.kind().equals(LogLeaf.DECISION) && decisions.containsKey(leaf.documentSha256())) {
                    appendDecision(decisions.remove(leaf.documentSha256()), counts);
                }
            }
            roster.values().forEach(row -> appendRoster(row, counts));
            decisions.values().forEach(decision -> appendDecision(decision, counts));
            return null;
        });
        return counts;
    }

    private void appendRoster(RosterRow row, int[] counts) {
        to.roster().append(row.sequence(), row.changeSha256(), row.change());
        counts[0]++;
    }

    private void appendDecision(StoredDecision decision, int[] counts) {
        expectStored(to.decisions().append(decision), "decision " + decision.decisionSha256());
        counts[1]++;
    }

    private int copyCheckStates() {
        List<CheckState> states = from.database().read(c -> {
            List<CheckState> rows = new ArrayList<>();
            try (PreparedStatement select = c.prepareStatement(
                    "SELECT record_sha256, engine, results_sha256, failed, checked_at FROM check_state ORDER BY 1");
                 ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    String failed = rs.getString(4);
                    rows.add(new CheckState(rs.getString(1), rs.getString(2), rs.getString(3),
                            failed.isEmpty() ? List.of() : Arrays.asList(failed.split(",")), rs.getString(5)));
                }
            }
            return rows;
        });
        to.checkStates().putAll(states);
        return states.size();
    }

    private void expectStored(PutResult result, String what) {
        if (result != PutResult.STORED) {
            throw new StoreException(to.location() + ": copying " + what + " gave " + result.name().toLowerCase()
                    + ", not a new row");
        }
    }
}
