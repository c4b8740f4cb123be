package org.copydesk.store.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.copydesk.store.RunFile;
import org.copydesk.store.StoreException;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Runs stored together in one write: the rows they get, and all or none of them when the server refuses one. */
@ExtendWith(TestPostgres.class)
class PostgresRunChunksTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);
    /** Every row a stored run leaves, ids included, in a fixed order. */
    private static final List<String> ROWS = List.of(
            "SELECT record_sha256, run_id, task, status, race_id, title, sample_key, imported_at, md5(body) FROM run "
                    + "ORDER BY record_sha256",
            "SELECT * FROM run_source ORDER BY record_sha256, ordinal",
            "SELECT * FROM run_block ORDER BY record_sha256, source_ordinal, ordinal",
            "SELECT id, text_sha256, md5(text) FROM block_text ORDER BY id",
            "SELECT text_id, words::text FROM block_search ORDER BY text_id",
            "SELECT text_id, words::text, last_position, word_ids::text FROM text_words ORDER BY text_id",
            "SELECT record_sha256, chunk, words::text FROM run_search ORDER BY record_sha256, chunk",
            "SELECT record_sha256, task, status, race_id, word_ids::text FROM run_words ORDER BY record_sha256",
            "SELECT id, word FROM search_word ORDER BY id");

    @Test
    void runsStoredTogetherGetEveryRowAndIdThatStoringThemOneByOneGives() throws IOException, SQLException {
        List<RunFile> runs = new ArrayList<>(TestVectors.runs());
        runs.add(runs.get(0));
        TestPostgres.TestDatabase together = TestPostgres.freshDatabase();
        try (EvidenceStore store = together.open(CLOCK)) {
            List<PutResult> results = store.batch(() -> store.runs().putAll(runs));
            List<PutResult> expected = new ArrayList<>(java.util.Collections.nCopies(runs.size() - 1, PutResult.STORED));
            expected.add(PutResult.UNCHANGED);
            assertEquals(expected, results);
        }
        TestPostgres.TestDatabase oneByOne = TestPostgres.freshDatabase();
        try (EvidenceStore store = oneByOne.open(CLOCK)) {
            for (RunFile run : runs) {
                store.runs().put(run.run(), run.body());
            }
        }
        for (String rows : ROWS) {
            List<String> expected = rows(oneByOne, rows);
            assertTrue(!expected.isEmpty(), rows);
            assertEquals(expected, rows(together, rows), rows);
        }
    }

    @Test
    void aRunTheServerRefusesLeavesNoRunOfItsWriteStoredAndTheStoreWritable() throws IOException, SQLException {
        List<RunFile> runs = TestVectors.runs();
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        database.open(CLOCK).close();
        database.sql("CREATE FUNCTION refuse_one_run() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                + "IF NEW.record_sha256 = '" + runs.get(2).run().recordSha256() + "' THEN "
                + "RAISE EXCEPTION 'this run is refused'; END IF; RETURN NEW; END $$; "
                + "CREATE TRIGGER refuse_one_run BEFORE INSERT ON run FOR EACH ROW EXECUTE FUNCTION refuse_one_run()");
        try (EvidenceStore store = database.open(CLOCK)) {
            StoreException refused = assertThrows(StoreException.class,
                    () -> store.batch(() -> store.runs().putAll(runs)));
            assertTrue(refused.getMessage().contains("this run is refused"), refused.getMessage());
            assertEquals(List.of(), store.runs().allIds());
            List<PutResult> results = store.batch(() -> {
                List<PutResult> each = new ArrayList<>();
                each.addAll(store.runs().putAll(runs.subList(0, 2)));
                each.addAll(store.runs().putAll(runs.subList(3, runs.size())));
                return each;
            });
            assertEquals(java.util.Collections.nCopies(runs.size() - 1, PutResult.STORED), results);
            assertEquals(runs.size() - 1, store.runs().allIds().size());
        }
    }

    private static List<String> rows(TestPostgres.TestDatabase database, String select) throws SQLException {
        try (Connection c = database.server().connect(database.location().database());
             Statement statement = c.createStatement();
             ResultSet rs = statement.executeQuery(select)) {
            List<String> rows = new ArrayList<>();
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= columns; i++) {
                    row.append(rs.getString(i)).append('|');
                }
                rows.add(row.toString());
            }
            return rows;
        }
    }
}
