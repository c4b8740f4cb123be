package org.copydesk.store.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.PutResult;
import org.junit.jupiter.api.Test;

public abstract class EvidenceStoreContract extends StoreContract {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-10-20T08:00:00Z"), ZoneOffset.UTC);


    @Test
    void storesRunsByRecordDigestAndReadsThemBackWhole() throws IOException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
            assertEquals(5, store.runs().allIds().size());
            for (Path file : TestVectors.runFiles()) {
                String digest = file.getFileName().toString().replace(".json", "");
                assertTrue(store.runs().find(digest).isPresent());
                assertTrue(java.util.Arrays.equals(Files.readAllBytes(file), store.runs().body(digest).orElseThrow()));
            }
        }
    }

    @Test
    void readsManyRunsAtOnceInTheOrderAskedLeavingOutUnknownOnes() throws IOException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
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
    void readsManyRunsBytesAtOnceExactlyAsImportedLeavingOutUnknownOnes() throws IOException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
            List<String> asked = new java.util.ArrayList<>(store.runs().allIds());
            asked.add("0".repeat(64));

            java.util.Map<String, byte[]> bodies = store.runs().bodies(asked);

            assertEquals(java.util.Set.copyOf(store.runs().allIds()), bodies.keySet());
            for (Path file : TestVectors.runFiles()) {
                String digest = file.getFileName().toString().replace(".json", "");
                assertTrue(java.util.Arrays.equals(Files.readAllBytes(file), bodies.get(digest)));
            }
            assertTrue(store.runs().bodies(List.of()).isEmpty());
        }
    }

    @Test
    void readsManyRawFilesAtOnceAndLeavesOutTheOnesItLacks() {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
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
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
            byte[] bytes = Files.readAllBytes(TestVectors.runFiles().get(0));
            assertEquals(PutResult.UNCHANGED, store.runs().put(TestVectors.run(bytes), bytes));
            byte[] altered = new String(bytes, StandardCharsets.UTF_8).replace("\"run_id\"", " \"run_id\"")
                    .getBytes(StandardCharsets.UTF_8);
            assertEquals(PutResult.CONFLICT, store.runs().put(TestVectors.run(altered), altered));
            byte[] stored = store.runs().body(TestVectors.run(bytes).recordSha256()).orElseThrow();
            assertTrue(java.util.Arrays.equals(bytes, stored));
        }
    }

    @Test
    void keepsTheStoreIdAcrossReopening() {
        String first;
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            first = store.storeId();
        }
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            assertEquals(first, store.storeId());
        }
        try (EvidenceStore other = stores().open("other", CLOCK)) {
            assertFalse(first.equals(other.storeId()));
        }
    }

    @Test
    void plainSqlCannotChangeOrDeleteImportedContent() throws IOException, SQLException {
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            TestVectors.importRuns(store);
        }
        assertThrows(SQLException.class, () -> stores().sql("store", "UPDATE run SET status = 'approved'"));
        assertThrows(SQLException.class, () -> stores().sql("store", "DELETE FROM run"));
        assertThrows(SQLException.class, () -> stores().sql("store", "UPDATE block_text SET text = 'forged'"));
        assertThrows(SQLException.class, () -> stores().sql("store", "DELETE FROM run_block"));
        assertThrows(SQLException.class, () -> stores().sql("store", "DELETE FROM run_source"));
    }

    @Test
    void severalDesksImportingOneBundleAtOnceStoreEachRunOnceAndFindTheRestUnchanged() throws Exception {
        stores().open("store", CLOCK).close();
        List<byte[]> files = new java.util.ArrayList<>();
        for (Path file : TestVectors.runFiles()) {
            files.add(Files.readAllBytes(file));
        }
        int desks = 4;
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(desks);
        java.util.concurrent.CountDownLatch ready = new java.util.concurrent.CountDownLatch(desks);
        try {
            List<java.util.concurrent.Future<List<PutResult>>> imports = new java.util.ArrayList<>();
            for (int d = 0; d < desks; d++) {
                imports.add(pool.submit(() -> {
                    try (EvidenceStore desk = stores().open("store", CLOCK)) {
                        ready.countDown();
                        ready.await();
                        return desk.batch(() -> files.stream().map(b -> desk.runs().put(TestVectors.run(b), b)).toList());
                    }
                }));
            }
            java.util.Map<PutResult, Integer> outcomes = new java.util.EnumMap<>(PutResult.class);
            for (java.util.concurrent.Future<List<PutResult>> each : imports) {
                each.get(120, java.util.concurrent.TimeUnit.SECONDS).forEach(r -> outcomes.merge(r, 1, Integer::sum));
            }
            assertEquals(java.util.Map.of(PutResult.STORED, files.size(), PutResult.UNCHANGED, files.size() * (desks - 1)),
                    outcomes);
        } finally {
            pool.shutdownNow();
        }
        try (EvidenceStore store = stores().open("store", CLOCK)) {
            assertEquals(files.size(), store.runs().allIds().size());
        }
    }
}
