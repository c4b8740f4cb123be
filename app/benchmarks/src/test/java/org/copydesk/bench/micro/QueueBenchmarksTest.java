package org.copydesk.bench.micro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The micro-benchmarks time the work they name: called as JMH calls them, on a small store. */
class QueueBenchmarksTest {

    @TempDir
    Path dir;

    private Path store(int runs, int blocks) {
        Path bundle = dir.resolve("bundle");
        ScaleCorpus.writePolls(bundle, runs, blocks, 7L);
        Path db = dir.resolve("queue.db");
        try (EvidenceStore store = SqliteEvidenceStore.open(db, Clock.systemUTC())) {
            new AppRoot(store, Clock.systemUTC(), Runnable::run).importer()
                    .importPaths(List.of(bundle), ImportProgress.NONE);
        }
        return db;
    }

    @Test
    void openingTheQueueGivesItsFirstPageAndEachFilterOnlyItsMatches() {
        Path db = store(150, 5);
        QueueBenchmarks benchmarks = new QueueBenchmarks();

        QueueBenchmarks.NewStore fresh = new QueueBenchmarks.NewStore();
        fresh.store = db.toString();
        fresh.open();
        List<RecordColumns> first = benchmarks.openQueue(fresh);
        fresh.close();
        assertEquals(QueueBenchmarks.PAGE, first.size());

        QueueBenchmarks.OpenedQueue opened = new QueueBenchmarks.OpenedQueue();
        opened.store = db.toString();
        opened.open();
        String race = opened.race.raceId().orElseThrow();
        List<RecordColumns> byRace = benchmarks.filterByRace(opened);
        List<RecordColumns> byText = benchmarks.filterByText(opened);
        opened.close();
        assertTrue(!byRace.isEmpty() && byRace.stream().allMatch(r -> r.raceId().orElse("").equals(race)), race);
        assertTrue(!byText.isEmpty() && byText.size() <= QueueBenchmarks.PAGE);
    }

    @Test
    void readingARecordDecodesAllItsBlocks() {
        Path db = store(1, 40);
        RecordBenchmarks benchmarks = new RecordBenchmarks();
        benchmarks.store = db.toString();
        benchmarks.open();
        try {
            assertEquals(40, benchmarks.readAndDecode().sources().get(0).blocks().size());
        } finally {
            benchmarks.close();
        }
    }
}
