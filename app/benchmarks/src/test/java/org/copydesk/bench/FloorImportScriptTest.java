package org.copydesk.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;

import org.copydesk.bench.floor.FloorImportScript;
import org.copydesk.bench.floor.FloorScripts;
import org.copydesk.model.doc.Decoded;
import org.copydesk.model.doc.Documents;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The import floor writes the rows copydesk writes: a store reads them back as if it had imported them. */
class FloorImportScriptTest {

    @TempDir
    Path dir;

    private static List<Path> vectorRuns() throws IOException {
        Path runs = Path.of(System.getProperty("copydesk.shared"), "spec", "vectors", "bundle", "runs");
        try (Stream<Path> files = Files.list(runs)) {
            return files.sorted().toList();
        }
    }

    private static ShadowRun run(byte[] body) {
        return ((Decoded.Run) Documents.decode(body)).run();
    }

    @Test
    void theStoreReadsTheFloorsRowsAsTheRunsItWouldHaveStored() throws IOException {
        Path script = dir.resolve("floor.sql");
        try (BufferedWriter writer = Files.newBufferedWriter(script, StandardCharsets.UTF_8);
             FloorImportScript floor = new FloorImportScript(writer, "2026-10-20T08:00:00Z")) {
            for (Path file : vectorRuns()) {
                byte[] body = Files.readAllBytes(file);
                floor.add(run(body), body);
            }
        }
        Path floorDb = dir.resolve("floor.db");
        FloorScripts.createSchema(floorDb);
        Sqlite3.script(floorDb, script);

        Path copydeskDb = dir.resolve("copydesk.db");
        try (EvidenceStore copydesk = SqliteEvidenceStore.open(copydeskDb, Clock.systemUTC())) {
            for (Path file : vectorRuns()) {
                byte[] body = Files.readAllBytes(file);
                copydesk.runs().put(run(body), body);
            }
            try (EvidenceStore floor = SqliteEvidenceStore.open(floorDb, Clock.systemUTC())) {
                assertEquals(copydesk.runs().allIds(), floor.runs().allIds());
                for (String id : copydesk.runs().allIds()) {
                    assertArrayEquals(copydesk.runs().body(id).orElseThrow(), floor.runs().body(id).orElseThrow(), id);
                }
                assertEquals(copydesk.queue().page(RecordFilter.all(), 0, 10), floor.queue().page(RecordFilter.all(), 0, 10));
                assertEquals(copydesk.queue().count(RecordFilter.all().withText("Harbor Research")),
                        floor.queue().count(RecordFilter.all().withText("Harbor Research")),
                        "the floor fills the full-text index too");
                assertEquals(copydesk.duplicates().sharedDocuments(), floor.duplicates().sharedDocuments());
                assertEquals(copydesk.duplicates().sharedSamples(), floor.duplicates().sharedSamples());
            }
        }
    }
}
