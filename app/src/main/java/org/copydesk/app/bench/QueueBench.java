package org.copydesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.QueueIndex;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.FloorScripts;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The queue on a large store, store side: what the window's queue model asks of the store when
 * it opens (count, first page, the three facets) and when a filter is applied. The large store
 * is the imported one grown by copying rows in SQL ({@link FloorScripts#growRuns}), made once.
 */
final class QueueBench {

    /** Rows the queue model asks for at a time. */
    static final int PAGE = 100;
    static final long LIMIT_MILLIS = 300;

    private final Path imported;
    private final Path work;

    QueueBench(Path imported, Path work) {
        this.imported = imported;
        this.work = work;
    }

    List<Figure> measure(int repetitions, int runs, int queueRuns) {
        Path queue = grown(runs, queueRuns);
        Samples open = new Samples();
        Samples race = new Samples();
        Samples text = new Samples();
        long heap = 0;
        for (int i = 0; i < repetitions; i++) {
            try (EvidenceStore store = SqliteEvidenceStore.open(queue, Clock.systemUTC())) {
                HeapPeak.reset();
                QueueIndex repo = store.queue();
                long start = System.nanoTime();
                List<RecordColumns> first = openQueue(repo, RecordFilter.all(), queueRuns);
                open.add((System.nanoTime() - start) / 1e9);
                RecordColumns sample = first.get(first.size() / 2);
                start = System.nanoTime();
                openQueue(repo, RecordFilter.all().withRace(sample.raceId().orElse("")), -1);
                race.add((System.nanoTime() - start) / 1e9);
                start = System.nanoTime();
                openQueue(repo, RecordFilter.all().withText(sample.pollster().orElse("poll")), -1);
                text.add((System.nanoTime() - start) / 1e9);
                heap = Math.max(heap, HeapPeak.peakBytes());
            }
        }
        Bench.progress("  queue open %s; race filter %s; text filter %s", open.spread(), race.spread(), text.spread());
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.atMostMillis("queue open, " + queueRuns + " runs (count + 3 facets, first page)", open.median(),
                LIMIT_MILLIS, heap));
        figures.add(Figure.atMostMillis("queue filter by race", race.median(), LIMIT_MILLIS, heap));
        figures.add(Figure.atMostMillis("queue filter by block text (FTS5)", text.median(), LIMIT_MILLIS, heap));
        return figures;
    }

    /** What the queue asks on opening and on each filter change: the counts and the first page. */
    private static List<RecordColumns> openQueue(QueueIndex repo, RecordFilter query, int expected) {
        int count = repo.counts(query).count();
        if (expected >= 0 && count != expected) {
            throw new IllegalStateException("the queue store holds " + count + " runs, not " + expected);
        }
        return repo.page(query, 0, PAGE);
    }

    /** The grown store of {@code queueRuns} runs, named by schema version too. */
    static Path store(Path work, int queueRuns) {
        return work.resolve("queue-" + queueRuns + "-v3.db");
    }

    private Path grown(int runs, int queueRuns) {
        if (queueRuns % runs != 0) {
            throw new IllegalArgumentException("the queue store is whole copies of the corpus: " + queueRuns
                    + " is not a multiple of " + runs);
        }
        // Named by schema version too: a store grown before a migration is grown again.
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
