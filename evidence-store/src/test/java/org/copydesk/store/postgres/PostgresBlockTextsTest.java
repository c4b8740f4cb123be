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

import org.copydesk.model.run.ShadowRun;
import org.copydesk.model.snapshot.Block;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.contract.TestVectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** A run's block texts written in one statement: each text once, its search words beside it, every block pointing at its own text. */
@ExtendWith(TestPostgres.class)
class PostgresBlockTextsTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @Test
    void everyBlockReadsItsOwnTextAndEachTextIsStoredOnceWithItsSearchWords() throws IOException, SQLException {
        TestPostgres.TestDatabase database = TestPostgres.freshDatabase();
        List<ShadowRun> runs = new ArrayList<>();
        try (EvidenceStore store = database.open(CLOCK)) {
            TestVectors.importRuns(store);
            for (String id : store.runs().allIds()) {
                runs.add(store.runs().find(id).orElseThrow());
            }
        }
        try (Connection c = database.server().connect(database.location().database())) {
            int blocks = 0;
            List<String> texts = new ArrayList<>();
            for (ShadowRun run : runs) {
                for (int s = 0; s < run.sources().size(); s++) {
                    List<Block> each = run.sources().get(s).blocks();
                    for (int b = 0; b < each.size(); b++) {
                        assertEquals(each.get(b).text(), storedText(c, run.recordSha256(), s, b));
                        texts.add(each.get(b).text());
                        blocks++;
                    }
                }
            }
            List<String> distinct = texts.stream().distinct().toList();
            assertTrue(distinct.size() < blocks, "the vectors share block texts between blocks");
            assertEquals(blocks, count(c, "SELECT count(*) FROM run_block"));
            assertEquals(distinct.size(), count(c, "SELECT count(*) FROM block_text"));
            for (String text : distinct) {
                assertEquals(SearchWords.of(text), searchWords(c, text));
            }
        }
    }

    private static String storedText(Connection c, String record, int source, int ordinal) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT t.text FROM run_block b JOIN block_text t "
                + "ON t.id = b.text_id WHERE b.record_sha256 = ? AND b.source_ordinal = ? AND b.ordinal = ?")) {
            select.setString(1, record);
            select.setInt(2, source);
            select.setInt(3, ordinal);
            try (ResultSet rs = select.executeQuery()) {
                assertTrue(rs.next(), "block " + ordinal + " of source " + source + " of " + record);
                return rs.getString(1);
            }
        }
    }

    /** The one block_search row of the stored text (two would fail the primary key, none fails here). */
    private static String searchWords(Connection c, String text) throws SQLException {
        try (PreparedStatement select = c.prepareStatement("SELECT s.words FROM block_text t "
                + "JOIN block_search s ON s.text_id = t.id WHERE t.text = ?")) {
            select.setString(1, text);
            try (ResultSet rs = select.executeQuery()) {
                assertTrue(rs.next(), "search words of " + text);
                return rs.getString(1);
            }
        }
    }

    private static int count(Connection c, String sql) throws SQLException {
        try (ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
