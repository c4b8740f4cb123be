package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The text filter's search rows and narrow word rows per run: made alike on import and by the migrations, and exact for long runs. */
@ExtendWith(TestPostgres.class)
class PostgresRunSearchTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);
    private static final List<String> QUERIES = List.of("Harbor Research", "weekly poll roundup", "poll", "the");

    @Test
    void aStoreMigratedWithRunsStoredGetsTheRowsImportWouldHaveMade() throws IOException, SQLException {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        List<String> imported;
        List<List<String>> found;
        int runs;
        try (EvidenceStore store = database.open(CLOCK)) {
            TestVectors.importRuns(store);
            runs = store.runs().allIds().size();
            found = pages(store);
            assertTrue(!found.get(0).isEmpty(), "\"Harbor Research\" finds a run");
        }
        imported = searchRows(database);
        assertTrue(imported.size() >= 4, imported.toString());
        List<String> importedWords = wordRows(database);
        assertEquals(runs, importedWords.size(), importedWords.toString());
        // The store as it was before the search rows' migrations: its runs stored, no search rows.
        database.sql("DROP TABLE run_words, search_word, run_search; DROP FUNCTION copydesk_run_words(TEXT[]); "
                + "DROP FUNCTION copydesk_query_words(TEXT); DROP FUNCTION copydesk_run_search(TEXT[]); "
                + "DELETE FROM flyway_schema_history WHERE version::int >= 7");
        try (EvidenceStore store = database.open(CLOCK)) {
            assertEquals(imported, searchRows(database));
            assertEquals(importedWords, wordRows(database));
            assertEquals(found, pages(store));
        }
    }

    @Test
    void aPhraseInTheLastOfManyBlocksIsFoundThoughItsWordsRepeatPastTheTsvectorLimits() throws SQLException {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        database.open(CLOCK).close();
        List<String> blocks = new ArrayList<>();
        for (int b = 1; b <= 2000; b++) {
            blocks.add("the poll w" + b + " of the week");
        }
        blocks.add("the end");
        try (Connection c = database.server().connect(database.location().database())) {
            assertEquals(List.of(), chunksMatching(c, blocks, "week the"), "a phrase across two blocks");
            assertEquals(1, chunksMatching(c, blocks, "w2000 of the week").size());
            assertEquals(1, chunksMatching(c, blocks, "the end").size());
            assertEquals(1, chunksMatching(c, blocks, "w1 of").size());
            try (PreparedStatement last = c.prepareStatement("SELECT max(p) FROM copydesk_run_search(?) AS s, "
                    + "unnest(s.words) AS u, unnest(u.positions) AS p")) {
                last.setArray(1, c.createArrayOf("text", blocks.toArray()));
                try (ResultSet rs = last.executeQuery()) {
                    rs.next();
                    assertTrue(rs.getInt(1) <= 256, "a chunk's last position " + rs.getInt(1));
                }
            }
        }
    }

    private static List<Integer> chunksMatching(Connection c, List<String> blocks, String phrase) throws SQLException {
        try (PreparedStatement match = c.prepareStatement("SELECT chunk FROM copydesk_run_search(?) "
                + "WHERE words @@ phraseto_tsquery('simple', ?) ORDER BY chunk")) {
            match.setArray(1, c.createArrayOf("text", blocks.toArray()));
            match.setString(2, phrase);
            List<Integer> chunks = new ArrayList<>();
            try (ResultSet rs = match.executeQuery()) {
                while (rs.next()) {
                    chunks.add(rs.getInt(1));
                }
            }
            return chunks;
        }
    }

    private static List<String> searchRows(TestPostgres.TestDatabase database) throws SQLException {
        try (Connection c = database.server().connect(database.location().database());
             ResultSet rs = c.createStatement().executeQuery(
                     "SELECT record_sha256, chunk, words::text FROM run_search ORDER BY record_sha256, chunk")) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(rs.getString(1) + " " + rs.getInt(2) + " " + rs.getString(3));
            }
            return rows;
        }
    }

    /** Each run's narrow row with its word ids read back as words, so that the numbering may differ. */
    private static List<String> wordRows(TestPostgres.TestDatabase database) throws SQLException {
        try (Connection c = database.server().connect(database.location().database());
             ResultSet rs = c.createStatement().executeQuery("SELECT w.record_sha256, w.task, w.status, "
                     + "coalesce(w.race_id, '-'), array_to_string(ARRAY(SELECT s.word FROM search_word s "
                     + "WHERE s.id = ANY (w.word_ids) ORDER BY s.word), ' '), cardinality(w.word_ids) "
                     + "FROM run_words w ORDER BY w.record_sha256")) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3) + " " + rs.getString(4)
                        + " " + rs.getInt(6) + " [" + rs.getString(5) + "]");
            }
            return rows;
        }
    }

    private static List<List<String>> pages(EvidenceStore store) {
        List<List<String>> pages = new ArrayList<>();
        for (String query : QUERIES) {
            pages.add(store.queue().page(RecordFilter.all().withText(query), 0, 50).stream()
                    .map(RecordColumns::recordSha256).toList());
        }
        return pages;
    }
}
