package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.copydesk.store.CheckState;
import org.copydesk.store.PutResult;
import org.copydesk.store.SignedDocument;
import org.copydesk.store.StoredDecision;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Immutability by privilege, beside the triggers: a desk login, member of the desk role that
 * {@code grantDesks} made, works the store through copydesk but cannot change or remove what
 * was imported or decided, even past copydesk with plain SQL.
 */
@ExtendWith(TestPostgres.class)
class PostgresDeskRoleTest {

    private static int logins;

    @TempDir
    Path dir;

    private TestPostgres.TestDatabase database;
    private String desk;
    private Path deskPassword;

    @BeforeEach
    void setUpServerAndDesk() throws IOException {
        database = TestPostgres.freshDatabase();
        String role = database.location().database() + "_desks";
        try (PostgresEvidenceStore store = database.open(Clock.systemUTC())) {
            store.grantDesks(role);
            store.grantDesks(role);
        }
        desk = "desk_" + database.location().database() + "_" + (++logins);
        String password = "desk-password-" + logins;
        database.server().adminSql("postgres", "CREATE ROLE " + desk + " LOGIN PASSWORD '" + password + "' IN ROLE " + role);
        deskPassword = Files.writeString(dir.resolve("desk-password"), password + "\n", StandardCharsets.UTF_8);
    }

    private PostgresEvidenceStore openAsDesk() {
        PostgresLocation at = new PostgresLocation(Optional.of(desk), "127.0.0.1", database.server().port(),
                database.location().database(), Optional.of("disable"));
        return PostgresEvidenceStore.open(at, Optional.of(deskPassword), Clock.systemUTC());
    }

    private Connection plainSqlAsDesk() throws IOException, SQLException {
        return DriverManager.getConnection(database.jdbcUrl(), desk, Files.readString(deskPassword).strip());
    }

    @Test
    void aDeskImportsDecidesAndRechecksThroughCopydesk() throws IOException {
        try (PostgresEvidenceStore store = openAsDesk()) {
            TestVectors.importRuns(store);
            store.roster().append(1, "c1", new SignedDocument("{\"at\":\"2026-10-14T08:00:00Z\"}".getBytes(
                    StandardCharsets.UTF_8), Optional.empty()));
            assertEquals(PutResult.STORED, store.decisions().append(new StoredDecision("d1", "shadow_run",
                    List.of("r1"), "approve", "ed.ramos", "2026-10-15T09:12:44Z", Optional.empty(), 0,
                    "{\"d\":1}".getBytes(StandardCharsets.UTF_8), "sig")));
            String run = store.runs().allIds().get(0);
            store.checkStates().putAll(List.of(new CheckState(run, "e", "x", List.of(), "2026-10-20T08:00:00Z")));
            store.checkStates().putAll(List.of(new CheckState(run, "e", "y", List.of("a"), "2026-10-20T09:00:00Z")));
            store.decisionStates().replaceAll("b1", List.of());
            assertEquals("y", store.checkStates().find(run).orElseThrow().resultsSha256());
            assertEquals(2, store.log().size());
        }
    }

    @Test
    void aDeskClaimsRenewsReleasesAndForgetsClaimsThroughCopydesk() {
        Instant at = Instant.parse("2026-10-15T09:12:00Z");
        Duration ttl = Duration.ofMinutes(5);
        try (PostgresEvidenceStore store = openAsDesk()) {
            store.claims().claim("r1", "ed.ramos", "SHA256:ed", at, ttl);
            store.claims().claim("r2", "ed.ramos", "SHA256:ed", at, ttl);
            store.claims().renew("r1", "ed.ramos", "SHA256:ed", at.plusSeconds(60), ttl);
            store.claims().release("r2", "ed.ramos");
            assertEquals(1, store.claims().forgetExpired(at.plusSeconds(60).plus(ttl)));
            assertEquals(List.of(), store.claims().active(at));
            assertEquals(5, store.claims().version());
        }
    }

    @Test
    void plainSqlAsADeskCannotChangeOrRemoveWhatWasImportedOrDecided() throws IOException, SQLException {
        try (PostgresEvidenceStore store = openAsDesk()) {
            TestVectors.importRuns(store);
            store.decisions().append(new StoredDecision("d1", "shadow_run", List.of("r1"), "approve", "ed.ramos",
                    "2026-10-15T09:12:44Z", Optional.empty(), 0, "{\"d\":1}".getBytes(StandardCharsets.UTF_8), "sig"));
        }
        try (Connection c = plainSqlAsDesk(); Statement s = c.createStatement()) {
            for (String table : List.of("run", "run_source", "run_block", "block_text", "block_search", "run_search",
                    "run_words", "search_word", "text_words", "raw_blob", "document",
                    "roster_change", "decision", "decision_subject", "log_leaf", "log_node", "log_checkpoint",
                    "log_info", "store_info")) {
                assertRefusedByPrivilege(s, "DELETE FROM " + table, table);
                assertRefusedByPrivilege(s, "TRUNCATE " + table, table);
                assertRefusedByPrivilege(s, "ALTER TABLE " + table + " DISABLE TRIGGER ALL", table);
            }
            assertRefusedByPrivilege(s, "UPDATE run SET status = 'approved'", "run");
            assertRefusedByPrivilege(s, "UPDATE decision SET decision = 'reject'", "decision");
            assertRefusedByPrivilege(s, "UPDATE block_text SET text = 'forged'", "block_text");
            assertRefusedByPrivilege(s, "UPDATE run_search SET words = ''", "run_search");
            assertRefusedByPrivilege(s, "UPDATE run_words SET word_ids = '{}'", "run_words");
            assertRefusedByPrivilege(s, "UPDATE search_word SET word = 'forged'", "search_word");
            assertRefusedByPrivilege(s, "UPDATE text_words SET word_ids = '{}'", "text_words");
            assertRefusedByPrivilege(s, "INSERT INTO flyway_schema_history (installed_rank, description, type, script, "
                    + "installed_by, execution_time, success) VALUES (99, 'x', 'SQL', 'x', 'x', 0, true)",
                    "flyway_schema_history");
        }
    }

    /**
     * The tables that make the review history: each holds rows the desk itself added through
     * copydesk (a roster change, two decisions, the log's leaves, a node above them, a signed
     * checkpoint and the note that the log was built), and the desk may neither change, delete
     * nor truncate them in plain SQL. The refusal is the privilege's, not the trigger's: the
     * triggers raise the same SQLSTATE, but say what they guard instead of "permission denied".
     */
    @ParameterizedTest
    @CsvSource(textBlock = """
            roster_change,    signature
            decision,         decision
            decision_subject, subject_sha256
            log_leaf,         leaf_hash
            log_node,         hash
            log_checkpoint,   document
            log_info,         built_leaves
            """)
    void plainSqlAsADeskCannotUpdateDeleteOrTruncateTheHistory(String table, String column)
            throws IOException, SQLException {
        try (PostgresEvidenceStore store = openAsDesk()) {
            store.roster().append(1, "c1", new SignedDocument("{\"at\":\"2026-10-14T08:00:00Z\"}".getBytes(
                    StandardCharsets.UTF_8), Optional.empty()));
            for (int d = 1; d <= 2; d++) {
                store.decisions().append(new StoredDecision("d" + d, "shadow_run", List.of("r" + d), "approve",
                        "ed.ramos", "2026-10-15T09:12:4" + d + "Z", Optional.empty(), 0,
                        ("{\"d\":" + d + "}").getBytes(StandardCharsets.UTF_8), "sig"));
            }
            store.log().appendCheckpoint(3, "{\"size\":3}".getBytes(StandardCharsets.UTF_8));
        }
        try (Connection c = plainSqlAsDesk(); Statement s = c.createStatement()) {
            try (ResultSet rows = s.executeQuery("SELECT count(*) FROM " + table)) {
                rows.next();
                assertTrue(rows.getLong(1) > 0, table + " holds no row to change");
            }
            assertRefusedByPrivilege(s, "UPDATE " + table + " SET " + column + " = " + column, table);
            assertRefusedByPrivilege(s, "DELETE FROM " + table, table);
            assertRefusedByPrivilege(s, "TRUNCATE " + table, table);
            assertRefusedByPrivilege(s, "TRUNCATE " + table + " CASCADE", table);
            assertRefusedByPrivilege(s, "ALTER TABLE " + table + " DISABLE TRIGGER ALL", table);
            try (ResultSet rows = s.executeQuery("SELECT has_table_privilege(current_user, '" + table
                    + "', 'UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES')")) {
                rows.next();
                assertFalse(rows.getBoolean(1), table + ": the desk holds a privilege beyond SELECT and INSERT");
            }
        }
    }

    private static void assertRefusedByPrivilege(Statement s, String sql, String table) {
        SQLException refused = assertThrows(SQLException.class, () -> s.execute(sql), sql);
        // 42501: insufficient privilege; the owner check (ALTER TABLE) says "must be owner".
        assertEquals("42501", refused.getSQLState(), sql + ": " + refused.getMessage());
        assertTrue(refused.getMessage().contains("permission denied") || refused.getMessage().contains("must be owner"),
                sql + ": " + refused.getMessage());
    }
}
