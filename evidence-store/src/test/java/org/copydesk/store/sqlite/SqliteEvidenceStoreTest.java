package org.copydesk.store.sqlite;

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
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.PutResult;
import org.copydesk.store.QueueQuery;
import org.copydesk.store.QueueRow;
import org.copydesk.store.RacePoll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteEvidenceStoreTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Path storeFile;

    @BeforeEach
    void createStore() {
        storeFile = dir.resolve("store.db");
    }

    private static List<Path> vectorRuns() throws IOException {
        try (Stream<Path> files = Files.list(TestVectors.vectors().resolve("bundle/runs"))) {
            return files.sorted().toList();
        }
    }

    private static ShadowRun run(byte[] bytes) {
        return ((Decoded.Run) Documents.decode(bytes)).run();
    }

    private void importVectors(SqliteEvidenceStore store) throws IOException {
        for (Path file : vectorRuns()) {
            byte[] bytes = Files.readAllBytes(file);
            assertEquals(PutResult.STORED, store.runs().put(run(bytes), bytes), file.toString());
        }
    }

    @Test
    void storesRunsByRecordDigestAndReadsThemBackWhole() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            assertEquals(5, store.runs().count(QueueQuery.all()));
            for (Path file : vectorRuns()) {
                String digest = file.getFileName().toString().replace(".json", "");
                assertTrue(store.runs().find(digest).isPresent());
                assertTrue(java.util.Arrays.equals(Files.readAllBytes(file), store.runs().body(digest).orElseThrow()));
            }
        }
    }

    @Test
    void readsManyRunsAtOnceInTheOrderAskedLeavingOutUnknownOnes() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            List<String> stored = store.runs().allIds();
            List<String> asked = new java.util.ArrayList<>(stored);
            java.util.Collections.reverse(asked);
            asked.add(1, "0".repeat(64));

            List<ShadowRun> runs = store.runs().findAll(asked);

            List<String> expected = new java.util.ArrayList<>(stored);
            java.util.Collections.reverse(expected);
            assertEquals(expected, runs.stream().map(ShadowRun::recordSha256).toList());
            for (ShadowRun run : runs) {
                assertEquals(store.runs().find(run.recordSha256()).orElseThrow().json(), run.json());
            }
            assertTrue(store.runs().findAll(List.of()).isEmpty());
        }
    }

    @Test
    void readsManyRawFilesAtOnceAndLeavesOutTheOnesItLacks() {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            byte[] page = "<p>Lakeline Polling: Calder 43, Brandt 39</p>".getBytes(StandardCharsets.UTF_8);
            byte[] release = "%PDF-1.7 fictional release".getBytes(StandardCharsets.UTF_8);
            store.raw().put("a".repeat(64), page);
            store.raw().put("b".repeat(64), release);

            java.util.Map<String, byte[]> found = store.raw().findAll(List.of("b".repeat(64), "c".repeat(64), "a".repeat(64)));

            assertEquals(java.util.Set.of("a".repeat(64), "b".repeat(64)), found.keySet());
            assertTrue(java.util.Arrays.equals(page, found.get("a".repeat(64))));
            assertTrue(java.util.Arrays.equals(release, found.get("b".repeat(64))));
        }
    }

    @Test
    void sameContentTwiceChangesNothingAndDifferentContentUnderOneDigestIsAConflict() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            byte[] bytes = Files.readAllBytes(vectorRuns().get(0));
            assertEquals(PutResult.UNCHANGED, store.runs().put(run(bytes), bytes));
            byte[] altered = new String(bytes, StandardCharsets.UTF_8).replace("\"run_id\"", " \"run_id\"")
                    .getBytes(StandardCharsets.UTF_8);
            assertEquals(PutResult.CONFLICT, store.runs().put(run(altered), altered));
            assertTrue(java.util.Arrays.equals(bytes, store.runs().body(run(bytes).recordSha256()).orElseThrow()));
        }
    }

    @Test
    void keepsTheStoreIdAcrossReopening() {
        String first;
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            first = store.storeId();
        }
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            assertEquals(first, store.storeId());
        }
        try (SqliteEvidenceStore other = SqliteEvidenceStore.open(dir.resolve("other.db"), CLOCK)) {
            assertFalse(first.equals(other.storeId()));
        }
    }

    @Test
    void filtersCountsAndFullTextSearchNarrowTheQueue() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            assertEquals(2, store.runs().count(QueueQuery.all().withTask("poll")));
            assertEquals(1, store.runs().count(QueueQuery.all().withStatus("blocked")));
            assertEquals(2, store.runs().facet("task", QueueQuery.all()).get("poll"));
            List<QueueRow> harbor = store.runs().page(QueueQuery.all().withText("Harbor Research"), 0, 50);
            assertEquals(2, harbor.size(), "the poll and the commentary run cite the Harbor Research article");
            assertEquals(0, store.runs().count(QueueQuery.all().withText("no such phrase anywhere")));
            assertEquals(1, store.runs().count(QueueQuery.all().withText("weekly poll roundup")));
            assertEquals(0, store.runs().count(QueueQuery.all().withText("\"unbalanced quote AND (")));
        }
    }

    @Test
    void summaryAgreesWithCountAndEachFacet() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            for (QueueQuery query : List.of(QueueQuery.all(), QueueQuery.all().withTask("poll"),
                    QueueQuery.all().withText("Harbor Research"))) {
                org.copydesk.store.QueueSummary summary = store.runs().summary(query);
                assertEquals(store.runs().count(query), summary.count());
                assertEquals(store.runs().facet("task", query), summary.tasks());
                assertEquals(store.runs().facet("status", query), summary.statuses());
                assertEquals(store.runs().facet("race_id", query), summary.races());
            }
        }
    }

    @Test
    void pagesThroughTheQueueInAStableOrder() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            List<QueueRow> first = store.runs().page(QueueQuery.all(), 0, 3);
            List<QueueRow> rest = store.runs().page(QueueQuery.all(), 3, 3);
            assertEquals(3, first.size());
            assertEquals(2, rest.size());
            assertEquals(store.runs().allIds(),
                    Stream.concat(first.stream(), rest.stream()).map(QueueRow::recordSha256).toList());
        }
    }

    @Test
    void listsARacesPollsByFieldEndDateForItsChart() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            List<RacePoll> polls = store.runs().racePolls("xx-gov-2026", 50);
            assertEquals(1, polls.size(), "the blocked poll has no output, hence no race or field dates");
            assertEquals("2026-10-05", polls.get(0).fieldEnd());
            assertEquals(0, store.runs().racePolls("no-such-race", 50).size());
        }
    }

    @Test
    void groupsRunsCitingTheSameDocument() throws IOException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
            assertEquals(1, store.runs().sharedDocuments().size(), "poll and commentary share the article");
            assertEquals(2, store.runs().sharedDocuments().values().iterator().next().size());
        }
    }

    @Test
    void plainSqlCannotChangeOrDeleteImportedContent() throws IOException, SQLException {
        try (SqliteEvidenceStore store = SqliteEvidenceStore.open(storeFile, CLOCK)) {
            importVectors(store);
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + storeFile); Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.executeUpdate("UPDATE run SET status = 'approved'"));
            assertThrows(SQLException.class, () -> s.executeUpdate("DELETE FROM run"));
            assertThrows(SQLException.class, () -> s.executeUpdate("UPDATE block_text SET text = 'forged'"));
            assertThrows(SQLException.class, () -> s.executeUpdate("DELETE FROM run_block"));
        }
    }
}
