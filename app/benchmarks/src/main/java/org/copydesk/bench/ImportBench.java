package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.bench.floor.FloorScripts;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Import into a new store against the floor: sqlite3 running the same rows as one script in
 * one transaction with copydesk's settings. Copydesk's time runs from opening the new store
 * (its migrations included) to closing it; the floor's from starting sqlite3 to its exit, on a
 * database the store made beforehand (its migrations, no rows).
 */
final class ImportBench {

    private final BenchCorpus corpus;
    private final Path work;

    ImportBench(BenchCorpus corpus, Path work) {
        this.corpus = corpus;
        this.work = work;
    }

    /**
     * Runs the pair {@code warmups + repetitions} times, alternating, counts the last
     * {@code repetitions}, and leaves the last copydesk store at {@code keep}.
     */
    Figure measure(int warmups, int repetitions, Path keep, int expectedRuns) {
        Samples copydesk = new Samples();
        Samples floor = new Samples();
        Samples ratios = new Samples();
        long heap = 0;
        int total = warmups + repetitions;
        for (int i = 0; i < total; i++) {
            Path store = work.resolve("import.db");
            deleteStore(store);
            HeapPeak.reset();
            long start = System.nanoTime();
            ImportSummary summary;
            // As the CLI opens a store: the process's root over it, with its pool; every new run is checked.
            try (AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(store, Clock.systemUTC()), Clock.systemUTC())) {
                summary = root.importer().importPaths(List.of(corpus.bundle()), ImportProgress.NONE);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            heap = Math.max(heap, HeapPeak.peakBytes());
            if (summary.imported() != expectedRuns || !summary.rejected().isEmpty()) {
                throw new IllegalStateException("import stored " + summary.imported() + " of " + expectedRuns
                        + " runs, refused " + summary.rejected());
            }
            double floorSeconds = floorOnce();
            if (i >= warmups) {
                copydesk.add(seconds);
                floor.add(floorSeconds);
                ratios.add(floorSeconds / seconds);
            }
            System.err.printf("  import %s: copydesk %.3f s, sqlite3 %.3f s%n", Samples.label(i, warmups), seconds,
                    floorSeconds);
            if (i == total - 1) {
                move(store, keep);
            }
        }
        return Figure.ratio("import " + expectedRuns + " runs", copydesk.median(), floor.median(), ratios.median(), 0.5,
                heap);
    }

    private double floorOnce() {
        Path db = work.resolve("floor-import.db");
        deleteStore(db);
        FloorScripts.createSchema(db);
        return Sqlite3.script(db, corpus.floorImportSql()).seconds();
    }

    static void deleteStore(Path db) {
        try {
            for (String suffix : new String[] {"", "-wal", "-shm", "-journal"}) {
                Files.deleteIfExists(Path.of(db + suffix));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void move(Path store, Path keep) {
        try {
            deleteStore(keep);
            Files.move(store, keep);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
