package org.copydesk.app.log;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An attacker holding the store file, append-only triggers dropped first, then plain SQL: every
 * deletion, reordering, replacement, truncation and re-creation is reported, none reads as intact,
 * and this desk refuses to sign into the changed history.
 */
class LogTamperingTest {

    /** Emptying the log's tables makes the next open build it afresh from whatever documents remain. */
    private static final String[] REBUILD = {"DELETE FROM log_leaf", "DELETE FROM log_node", "DELETE FROM log_info"};

    @TempDir
    Path dir;

    LogDesk desk;
    List<String> decisions;

    @BeforeEach
    void setUp() throws IOException {
        desk = LogDesk.in(dir);
        decisions = new ArrayList<>();
        for (String run : runs(3)) {
            decisions.add(desk.decided("ed.ramos", "reject", "Sample size is not in the cited block.", run));
        }
    }

    private List<String> runs(int count) {
        List<String> out = new ArrayList<>();
        for (JsonNode record : LogDesk.ok(desk.onStore("list", "--json")).json().get("records")) {
            if (record.get("kind").asText().equals("shadow_run") && out.size() < count) {
                out.add(record.get("id").asText());
            }
        }
        return out;
    }

    /** {@code verify} exits 1 and reports the log as not intact; returns its problems. */
    private List<String> notIntact(String what) {
        LogDesk.Result verify = desk.onStore("verify", "--json");
        JsonNode log = verify.json().get("log");
        List<String> problems = new ArrayList<>();
        log.get("problems").forEach(p -> problems.add(p.asText()));
        System.out.println("TAMPERING " + what + " -> verify exit " + verify.code() + ": " + problems);
        assertEquals(1, verify.code(), what);
        assertFalse(log.get("intact").asBoolean(), what);
        assertFalse(problems.isEmpty(), what);
        return problems;
    }

    private static boolean anyContains(List<String> problems, String fragment) {
        return problems.stream().anyMatch(p -> p.contains(fragment));
    }

    private String deleteDecision(String sha) {
        return "DELETE FROM decision_subject WHERE decision_sha256 = '" + sha + "'; DELETE FROM decision WHERE "
                + "decision_sha256 = '" + sha + "'";
    }

    private void tamper(String... statements) throws SQLException {
        List<String> split = new ArrayList<>();
        for (String statement : statements) {
            split.addAll(List.of(statement.split("; ")));
        }
        desk.tamper(split.toArray(String[]::new));
    }

    @Test
    void theUntouchedStoreIsIntact() {
        LogDesk.Result verify = desk.onStore("verify", "--json");
        assertEquals(0, verify.code(), verify.out());
        assertTrue(verify.json().get("log").get("intact").asBoolean());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void deletingADecisionRowLeavesItsEntryNamingIt(int which) throws SQLException {
        tamper(deleteDecision(decisions.get(which)));
        List<String> problems = notIntact("delete decision " + which + " (row only)");
        assertTrue(anyContains(problems, "entry " + (4 + which) + " (decision " + decisions.get(which).substring(0, 12)
                + ") is no longer in the store: it was deleted"), problems.toString());
        assertTrue(anyContains(problems, "checkpoint signed by ed.ramos at "), problems.toString());
        assertTrue(anyContains(problems, " vouched for entry " + (4 + which) + ", which is no longer in the store"),
                problems.toString());
        assertFalse(anyContains(problems, "is not its signer's own act"), problems.toString());
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1})
    void deletingADecisionAndRebuildingTheLogBreaksEveryCheckpointFromItsPlace(int which) throws SQLException {
        tamper(deleteDecision(decisions.get(which)));
        tamper(REBUILD);
        List<String> problems = notIntact("delete decision " + which + " and rebuild the log");
        assertTrue(anyContains(problems, "the history was changed at or before entry " + (4 + which)
                + ": checkpoint signed by ed.ramos at "), problems.toString());
        assertTrue(anyContains(problems, "no longer matches"), problems.toString());
    }

    @Test
    void deletingTheLastDecisionAndRebuildingTheLogCutsItsCheckpointShort() throws SQLException {
        tamper(deleteDecision(decisions.get(2)));
        tamper(REBUILD);
        List<String> problems = notIntact("delete the last decision and rebuild the log");
        assertTrue(anyContains(problems, "the history was cut short: checkpoint signed by ed.ramos"), problems.toString());
    }

    @Test
    void deletingTheRosterTailIsSeenAndTheRevokedReviewerCannotSignHere() throws SQLException {
        LogDesk.ok(desk.onStore("roster", "revoke", "--reviewer", "ed.ramos", "--key", desk.key("olive.owner.key"),
                "--passphrase-file", desk.pass.toString()));
        tamper("DELETE FROM roster_change WHERE sequence = (SELECT max(sequence) FROM roster_change)");
        List<String> rowOnly = notIntact("delete the roster tail (a revocation), row only");
        assertTrue(anyContains(rowOnly, "(roster change "), rowOnly.toString());
        tamper(REBUILD);
        tamper("DELETE FROM log_checkpoint WHERE size = 7");
        List<String> thorough = notIntact("delete the roster tail, its leaf and its checkpoint");
        assertTrue(anyContains(thorough, "not the one this desk last verified"), thorough.toString());
        LogDesk.Result signs = desk.decide("ed.ramos", "reject", "Signing again after my revocation vanished.",
                LogDesk.BLOCKED);
        System.out.println("TAMPERING revoked reviewer signs after the roster tail was deleted -> exit " + signs.code()
                + ": " + signs.err().strip());
        assertEquals(1, signs.code());
        assertTrue(signs.err().contains("refusing to sign"), signs.err());
    }

    @Test
    void swappingTwoLeavesIsReportedAsReordered() throws SQLException {
        tamper("UPDATE log_leaf SET leaf_index = -1 WHERE leaf_index = 3",
                "UPDATE log_leaf SET leaf_index = 3 WHERE leaf_index = 4",
                "UPDATE log_leaf SET leaf_index = 4 WHERE leaf_index = -1");
        List<String> problems = notIntact("swap entries 4 and 5");
        assertTrue(anyContains(problems, "out of the order the store recorded it in"), problems.toString());
        assertTrue(anyContains(problems, "the history was changed at or before entry 4"), problems.toString());
    }

    @Test
    void replacingADecisionWithAnotherValidlySignedOneBreaksTheCheckpointThatCoveredIt() throws Exception {
        Path other = Files.createDirectories(dir.resolve("other"));
        LogDesk twin = LogDesk.in(other);
        String replacement = twin.decided("ed.ramos", "approve", "Numbers match the release.", LogDesk.POLL);
        String last = decisions.get(2);
        tamper(deleteDecision(last),
                "ATTACH DATABASE '" + twin.store + "' AS twin",
                "INSERT INTO decision SELECT decision_sha256, subject_kind, decision, reviewer_id, decided_at, "
                        + "supersedes, 3, body, signature FROM twin.decision WHERE decision_sha256 = '" + replacement + "'",
                "INSERT INTO decision_subject SELECT * FROM twin.decision_subject WHERE decision_sha256 = '"
                        + replacement + "'",
                "DETACH DATABASE twin");
        tamper(REBUILD);
        JsonNode states = desk.verify().get("decisions");
        states.forEach(d -> assertEquals("valid", d.get("state").asText(), d.toString()));
        List<String> problems = notIntact("replace the last decision with another validly signed one");
        assertTrue(anyContains(problems, "the history was changed at or before entry 6: checkpoint signed by ed.ramos"),
                problems.toString());
    }

    @Test
    void truncatingTheTailWithItsCheckpointsIsSeenByThisDeskAndByAnExportedCheckpoint() throws SQLException {
        Path export = dir.resolve("export");
        LogDesk.ok(desk.onStore("export", "--out", export.toString()));
        tamper(deleteDecision(decisions.get(2)));
        tamper(REBUILD);
        tamper("DELETE FROM log_checkpoint WHERE size = 6");
        LogDesk stranger = desk.withFreshDataDirectory(dir.resolve("stranger"));
        LogDesk.Result inside = stranger.onStore("verify", "--json");
        System.out.println("TAMPERING truncate the tail with its checkpoints -> a desk that never saw the store: exit "
                + inside.code() + ", intact " + inside.json().get("log").get("intact"));
        List<String> problems = notIntact("truncate the tail with its checkpoints");
        assertTrue(anyContains(problems, "covers 6 entries but the store's log holds only 5: the history was rolled back"),
                problems.toString());
        LogDesk.Result consistency = desk.onStore("log", "consistency", "--checkpoint",
                export.resolve("checkpoint.json").toString());
        System.out.println("TAMPERING truncate the tail -> log consistency with the exported checkpoint: exit "
                + consistency.code() + ": " + consistency.out().strip());
        assertEquals(1, consistency.code());
        assertTrue(consistency.out().contains("rolled back"), consistency.out());
        LogDesk.Result signs = desk.decide("ed.ramos", "reject", "Deciding on top of a truncated history.",
                LogDesk.BLOCKED);
        assertEquals(1, signs.code());
        assertTrue(signs.err().contains("refusing to sign"), signs.err());
    }

    @Test
    void rebuildingTheStoreWithAnotherFirstOwnerIsRefusedByThisDesk() throws SQLException {
        tamper("DELETE FROM decision_subject", "DELETE FROM decision", "DELETE FROM roster_change",
                "DELETE FROM log_checkpoint");
        tamper(REBUILD);
        LogDesk.ok(desk.onStore("roster", "init", "--owner", "other.owner", "--name", "Mallory",
                "--public-key", desk.key("other.owner.pub")));
        List<String> problems = notIntact("re-create the store with another first owner");
        assertTrue(anyContains(problems, "this store was re-created: this desk knew it with first owner key"),
                problems.toString());
        LogDesk.Result add = desk.onStore("roster", "add", "--reviewer", "ed.ramos", "--name", "Ed", "--roles", "editor",
                "--public-key", desk.key("ed.ramos.pub"), "--key", desk.key("other.owner.key"), "--passphrase-file",
                desk.pass.toString());
        System.out.println("TAMPERING re-created store, new owner adds a reviewer -> exit " + add.code() + ": "
                + add.err().strip());
        assertEquals(1, add.code());
        assertTrue(add.err().contains("refusing to sign: this store was re-created"), add.err());
    }

    @Test
    void forgettingTheStoreDeliberatelyLetsThisDeskTrustItAsItIsNow() throws SQLException {
        tamper(deleteDecision(decisions.get(2)));
        tamper(REBUILD);
        tamper("DELETE FROM log_checkpoint WHERE size = 6");
        notIntact("truncate the tail, before forgetting");
        LogDesk.ok(desk.onStore("log", "forget"));
        LogDesk.ok(desk.onStore("verify", "--json"));
        desk.decided("ed.ramos", "reject", "Deciding after forgetting the old history.", LogDesk.BLOCKED);
    }
}
