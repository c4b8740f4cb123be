package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.List;
import java.util.Map;

import org.copydesk.bench.floor.FloorScripts;
import org.copydesk.bench.micro.QueueBenchmarks;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The queue on a large store, store side: what the window's queue model asks of the store when
 * it opens (count, first page, the three facets) and when a filter is applied. The large store
 * is the imported one grown by copying rows in SQL ({@link FloorScripts#growRuns}), made once.
 */
final class QueueBench {

    static final long LIMIT_MILLIS = 300;

    private final Path imported;
    private final Path work;

    QueueBench(Path imported, Path work) {
        this.imported = imported;
        this.work = work;
    }

    /**
     * The three questions as JMH micro-benchmarks ({@link QueueBenchmarks}), each timed once on
     * a newly opened store per iteration: {@code warmups} uncounted, then {@code repetitions}.
     */
    List<Figure> measure(int warmups, int repetitions, int runs, int queueRuns) {
        Path queue = grown(runs, queueRuns);
        try (EvidenceStore store = SqliteEvidenceStore.open(queue, Clock.systemUTC())) {
            int count = store.queue().count(RecordFilter.all());
            if (count != queueRuns) {
                throw new IllegalStateException("the queue store holds " + count + " runs, not " + queueRuns);
            }
        }
        Map<String, Double> millis = Micro.medianMillis(QueueBenchmarks.class, Map.of("store", queue.toString()),
                warmups, repetitions, work);
        return List.of(
                Figure.atMostMillis("queue open, " + queueRuns + " runs (count + 3 facets, first page)",
                        millis.get("openQueue") / 1000, LIMIT_MILLIS, 0),
                Figure.atMostMillis("queue filter by race", millis.get("filterByRace") / 1000, LIMIT_MILLIS, 0),
                Figure.atMostMillis("queue filter by block text (FTS5)", millis.get("filterByText") / 1000,
                        LIMIT_MILLIS, 0));
    }

    /** The grown store of {@code queueRuns} runs, named by schema version too. */
    static Path store(Path work, int queueRuns) {
        return work.resolve("queue-" + queueRuns + "-v4.db");
    }

    /** The grown store of {@code queueRuns} runs, made from the imported store the first time it is asked for. */
    Path grown(int runs, int queueRuns) {
        if (queueRuns % runs != 0) {
            throw new IllegalArgumentException("the queue store is whole copies of the corpus: " + queueRuns
                    + " is not a multiple of " + runs);
        }
        // Named by schema version too: a store grown before a migration (or before its copies
        // carried their check states, v3) is grown again.
        Path queue = store(work, queueRuns);
        if (Files.exists(queue)) {
            return queue;
        }
        Bench.progress("growing the queue store to %d runs (once)", queueRuns);
        Path growing = work.resolve("queue-growing.db");
        try {
            ImportBench.deleteStore(growing);
            Files.copy(imported, growing, StandardCopyOption.REPLACE_EXISTING);
            Sqlite3.sql(growing, work.resolve("grow.sql"), FloorScripts.growRuns(queueRuns / runs));
            Files.move(growing, queue);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return queue;
    }
}
