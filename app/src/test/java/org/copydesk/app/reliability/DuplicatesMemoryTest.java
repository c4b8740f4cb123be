package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.check.DuplicatesWorkflow;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code duplicates --json} in a small heap on a store whose suggestions outgrow it: the demo corpus copied 200
 * times, every ten copies citing their own copy of each document and sharing their own sample, so that it is made
 * of groups of ten the way the bench's 100,000-run store is (that one makes 900,300 suggestions). About 70,000
 * suggestions built whole as a tree and then as one string ran a 64 MiB heap out of memory (and 900,300 a 2 GiB
 * one); written as they are made, they never need more than the groups' members.
 */
class DuplicatesMemoryTest {

    private static final int COPIES = 200;

    @TempDir
    Path work;

    @Test
    @Timeout(120)
    void theSuggestionsOfAStoreOfManyGroupsAreWrittenInASmallHeap() throws Exception {
        Path store = work.resolve("demo.db");
        DeskFixtures.demoStore(work).close();
        grow(store);
        int expected;
        try (EvidenceStore opened = SqliteEvidenceStore.open(store, DeskFixtures.CLOCK)) {
            expected = new DuplicatesWorkflow(opened).suggestions().size();
        }
        assertTrue(expected > 50_000, "a store of many pairs: " + expected);

        CliCapture.Printed printed = CopydeskProcess.startInHeap("64m", work.resolve("logs"), "duplicates",
                "--store", store.toString(), "--json", "duplicates").await(100);

        assertEquals(0, printed.code(), printed.err());
        assertEquals("", printed.err());
        JsonNode suggestions = Json.mapper().readTree(printed.out()).get("suggestions");
        assertEquals(expected, suggestions.size());
        assertTrue(suggestions.get(0).get("decision").isNull());
    }

    /** Copies of every run and its sources, as the bench grows its store, in groups of ten copies. */
    private static void grow(Path store) throws SQLException {
        String copy = "substr(%s.record_sha256, 1, 56) || printf('%%08x', c.k)";
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + store);
             Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            sql.executeUpdate("CREATE TEMP TABLE copy_no (k INTEGER PRIMARY KEY)");
            sql.executeUpdate("WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < " + COPIES
                    + ") INSERT INTO copy_no SELECT k FROM n");
            sql.executeUpdate("CREATE TEMP TABLE original AS SELECT record_sha256 FROM run");
            sql.executeUpdate("INSERT INTO run SELECT " + String.format(copy, "r") + ", r.run_id || '-copy' || c.k, "
                    + "r.task, r.status, r.race_id, r.title, r.publisher, r.pollster, r.field_start, r.field_end, "
                    + "r.created_at, r.model, r.prompt_sha256, r.schema_sha256, r.sample_key || printf('-%d', c.k / 10), "
                    + "r.imported_at, r.body FROM original o JOIN run r ON r.record_sha256 = o.record_sha256 "
                    + "CROSS JOIN copy_no c");
            sql.executeUpdate("INSERT INTO run_source SELECT " + String.format(copy, "s") + ", s.ordinal, s.source_id, "
                    + "s.snapshot_sha256, substr(s.document_sha256, 1, 56) || printf('%08x', c.k / 10), s.raw_sha256, "
                    + "s.canonical_url, s.publisher, s.retrieved_at, s.mime_type FROM original o "
                    + "JOIN run_source s ON s.record_sha256 = o.record_sha256 CROSS JOIN copy_no c");
            connection.commit();
        }
    }
}
