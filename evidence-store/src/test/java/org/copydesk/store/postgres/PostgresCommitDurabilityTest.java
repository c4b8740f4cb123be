package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.CheckState;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.RunFile;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.StoredDocument;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * How long each kind of commit waits for the disk: imports and check results commit without
 * waiting for the WAL flush, decisions and roster changes (alone or beside an import) wait. Read at
 * the commit itself, by deferred triggers the test adds: they run as the transaction commits,
 * after everything the store issued in it, and note the setting then in force.
 */
@ExtendWith(TestPostgres.class)
class PostgresCommitDurabilityTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);
    private static final List<String> WATCHED = List.of("run", "document", "check_state", "decision",
            "roster_change");

    @Test
    void importsAndChecksCommitWithoutWaitingForTheFlushAndDecisionsAndRosterChangesWait()
            throws IOException, SQLException {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        // The test server runs with synchronous_commit off for speed; this database waits, as a newsroom server does.
        database.server().adminSql("postgres", "ALTER DATABASE " + database.location().database()
                + " SET synchronous_commit = on");
        List<RunFile> runs = TestVectors.runs();
        try (EvidenceStore store = database.open(CLOCK)) {
            watchCommits(database);

            store.batch(() -> store.runs().putAll(runs));
            assertEquals(List.of("run off"), seenSince(database, 0), "a batch of runs");
            long seen = last(database);
            assertEquals(PutResult.STORED, store.documents().put(take("t1")));
            assertEquals(List.of("document off"), seenSince(database, seen), "an imported take");
            seen = last(database);
            store.checkStates().putAll(List.of(check(runs.get(0))));
            assertEquals(List.of("check_state off"), seenSince(database, seen), "check results");

            seen = last(database);
            assertEquals(PutResult.STORED, store.decisions().append(decision("d1", runs.get(0))));
            assertEquals(List.of("decision on"), seenSince(database, seen), "a decision, right after an import");
            seen = last(database);
            store.roster().append(1, "c1", new SignedDocument("{}".getBytes(StandardCharsets.UTF_8), Optional.empty()));
            assertEquals(List.of("roster_change on"), seenSince(database, seen), "a roster change");

            seen = last(database);
            store.batch(() -> {
                store.documents().put(take("t2"));
                store.checkStates().putAll(List.of(check(runs.get(1))));
                return store.decisions().append(decision("d2", runs.get(1)));
            });
            assertEquals(List.of("check_state on", "decision on", "document on"), seenSince(database, seen),
                    "an import and a decision in one transaction");
        }
    }

    /** Deferred triggers on the watched tables that note, at commit, the table and synchronous_commit. */
    private static void watchCommits(TestPostgres.TestDatabase database) throws SQLException {
        StringBuilder sql = new StringBuilder("""
                CREATE TABLE commit_seen (n BIGSERIAL PRIMARY KEY, tbl TEXT NOT NULL, setting TEXT NOT NULL);
                CREATE FUNCTION note_commit() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    INSERT INTO commit_seen (tbl, setting) VALUES (TG_TABLE_NAME, current_setting('synchronous_commit'));
                    RETURN NULL;
                END $$;
                """);
        for (String table : WATCHED) {
            sql.append("CREATE CONSTRAINT TRIGGER seen_at_commit AFTER INSERT OR UPDATE ON ").append(table)
                    .append(" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_commit();\n");
        }
        database.sql(sql.toString());
    }

    /** Each (table, setting) noted after note {@code seen}, once, in name order. */
    private static List<String> seenSince(TestPostgres.TestDatabase database, long seen) throws SQLException {
        List<String> found = new ArrayList<>();
        try (Connection c = database.server().connect(database.location().database());
             Statement select = c.createStatement();
             ResultSet rs = select.executeQuery("SELECT DISTINCT tbl || ' ' || setting FROM commit_seen "
                     + "WHERE n > " + seen + " ORDER BY 1")) {
            while (rs.next()) {
                found.add(rs.getString(1));
            }
        }
        assertFalse(found.isEmpty(), "the commit fired the triggers");
        return found;
    }

    /** The last note's number, 0 before any. */
    private static long last(TestPostgres.TestDatabase database) throws SQLException {
        try (Connection c = database.server().connect(database.location().database());
             Statement select = c.createStatement();
             ResultSet rs = select.executeQuery("SELECT coalesce(max(n), 0) FROM commit_seen")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static CheckState check(RunFile run) {
        return new CheckState(run.run().recordSha256(), "engine-1", "a".repeat(64), List.of(), "2026-10-20T08:00:00Z");
    }

    private static StoredDecision decision(String sha, RunFile subject) {
        return new StoredDecision(sha, "shadow_run", List.of(subject.run().recordSha256()), "approve", "ed.ramos",
                "2026-10-20T09:00:00Z", Optional.empty(), 0, ("{\"d\":\"" + sha + "\"}").getBytes(StandardCharsets.UTF_8),
                "sig");
    }

    private static StoredDocument take(String id) {
        return new StoredDocument("analyst_take", id, "analyst-take.v1", Optional.of("takes/t.json"),
                Optional.of("xx"), id.getBytes(StandardCharsets.UTF_8));
    }
}
