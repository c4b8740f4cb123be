package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.RunFile;
import org.copydesk.store.StoreException;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

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
        database.sql("DROP TABLE text_words; DROP FUNCTION copydesk_search_chunks(TSVECTOR[], INTEGER[]); "
                + "DROP FUNCTION copydesk_last_position(TSVECTOR); "
                + "CREATE INDEX block_search_words ON block_search USING GIN (to_tsvector('simple', words)); "
                + "DROP TABLE run_words, search_word, run_search; DROP FUNCTION copydesk_run_words(TEXT[]); "
                + "DROP FUNCTION copydesk_query_words(TEXT); DROP FUNCTION copydesk_run_search(TEXT[]); "
                + "DELETE FROM flyway_schema_history WHERE version::int >= 7");
        try (EvidenceStore store = database.open(CLOCK)) {
            assertEquals(imported, searchRows(database));
            assertEquals(importedWords, wordRows(database));
            assertEquals(found, pages(store));
        }
    }

    /**
     * Import makes a run's rows from its texts' kept words; V7's and V9's functions, which split the
     * blocks themselves, define what they must be. Runs whose texts repeat (stored once, split once),
     * one of 2,000 blocks (many chunks, words past 256 positions), and the vectors' runs, stored in
     * one write.
     */
    @Test
    void importedRunsGetExactlyTheRowsTheDefiningFunctionsGiveTheirBlocks(@TempDir Path corpus)
            throws IOException, SQLException {
        ScaleCorpus.writePolls(corpus.resolve("many"), 30, 12, 41);
        ScaleCorpus.writePolls(corpus.resolve("long"), 1, 2_000, 42);
        List<RunFile> runs = new ArrayList<>(TestVectors.runs());
        for (Path file : runFiles(corpus)) {
            byte[] bytes = Files.readAllBytes(file);
            runs.add(new RunFile(((Decoded.Run) Documents.decode(bytes)).run(), bytes));
        }
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        try (EvidenceStore store = database.open(CLOCK)) {
            store.batch(() -> store.runs().putAll(runs));
        }
        try (Connection c = database.server().connect(database.location().database());
             Statement s = c.createStatement()) {
            s.execute("CREATE TEMP TABLE defined AS SELECT r.record_sha256, r.task, r.status, r.race_id, "
                    + "coalesce(b.blocks, '{}') AS blocks FROM run r LEFT JOIN (SELECT rb.record_sha256, "
                    + "array_agg(bs.words ORDER BY rb.source_ordinal, rb.ordinal) AS blocks FROM run_block rb "
                    + "JOIN block_search bs ON bs.text_id = rb.text_id GROUP BY rb.record_sha256) b "
                    + "ON b.record_sha256 = r.record_sha256");
            String definedSearch = "SELECT d.record_sha256, c.chunk, c.words FROM defined d, "
                    + "LATERAL copydesk_run_search(d.blocks) AS c";
            String storedSearch = "SELECT record_sha256, chunk, words FROM run_search";
            String definedWords = "SELECT record_sha256, task, status, race_id, copydesk_run_words(blocks) FROM defined";
            String storedWords = "SELECT record_sha256, task, status, race_id, word_ids FROM run_words";
            assertEquals(0, count(s, "(" + definedSearch + ") EXCEPT (" + storedSearch + ")"));
            assertEquals(0, count(s, "(" + storedSearch + ") EXCEPT (" + definedSearch + ")"));
            assertEquals(0, count(s, "(" + definedWords + ") EXCEPT (" + storedWords + ")"));
            assertEquals(0, count(s, "(" + storedWords + ") EXCEPT (" + definedWords + ")"));
            assertEquals(runs.size(), count(s, storedWords));
            assertTrue(count(s, "SELECT FROM run_search GROUP BY record_sha256 HAVING count(*) > 50") == 1,
                    "the run of 2,000 blocks is cut into many chunks");
            assertTrue(count(s, "SELECT FROM run_block") > 2 * count(s, "SELECT FROM text_words"),
                    "texts repeat between runs and are split once");
        }
    }

    /** A run whose stored text lost its kept words is refused whole, never stored with search rows short of them. */
    @Test
    void aRunWhoseStoredTextHasNoKeptWordsIsRefusedNotStoredShort(@TempDir Path corpus) throws IOException, SQLException {
        ScaleCorpus.writePolls(corpus, 2, 12, 41);
        List<RunFile> runs = new ArrayList<>();
        for (Path file : runFiles(corpus)) {
            byte[] bytes = Files.readAllBytes(file);
            runs.add(new RunFile(((Decoded.Run) Documents.decode(bytes)).run(), bytes));
        }
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        try (EvidenceStore store = database.open(CLOCK)) {
            store.runs().put(runs.get(0).run(), runs.get(0).body());
        }
        // As the superuser, triggers off: the kept words of every stored text gone.
        database.sql("SET session_replication_role = replica; DELETE FROM text_words");
        try (EvidenceStore store = database.open(CLOCK)) {
            assertThrows(StoreException.class, () -> store.runs().put(runs.get(1).run(), runs.get(1).body()));
            assertEquals(List.of(runs.get(0).run().recordSha256()), store.runs().allIds());
        }
        try (Connection c = database.server().connect(database.location().database());
             Statement s = c.createStatement()) {
            assertEquals(1, count(s, "SELECT FROM run_words"));
        }
    }

    private static long count(Statement s, String rows) throws SQLException {
        try (ResultSet rs = s.executeQuery("SELECT count(*) FROM (" + rows + ") AS r")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static List<Path> runFiles(Path corpus) throws IOException {
        try (Stream<Path> files = Files.walk(corpus)) {
            return files.filter(file -> file.getParent().getFileName().toString().equals("runs")).sorted().toList();
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
