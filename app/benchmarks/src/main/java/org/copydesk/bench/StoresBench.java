package org.copydesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * The SQLite store and a newsroom store side by side, in one run: importing the bench corpus
 * into each (as the CLI does, every new run checked), then the queue's open (count, counts,
 * first page) and its text filter, medians of warm repetitions. The PostgreSQL database must
 * be new and empty:
 * {@code java -cp … org.copydesk.bench.StoresBench RUNS postgresql://… [PASSWORD_FILE]}.
 */
public final class StoresBench {

    private StoresBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = Integer.parseInt(args[0]);
        PostgresLocation location = PostgresLocation.parse(args[1]);
        Optional<Path> password = args.length > 2 ? Optional.of(Path.of(args[2])) : Optional.empty();
        Path work = Files.createTempDirectory("copydesk-stores-bench");
        BenchCorpus corpus = BenchCorpus.prepare(work.resolve("corpus"), runs, 8);
        Clock clock = Clock.systemUTC();
        System.out.printf("%-34s %12s %12s%n", "figure (" + runs + " runs)", "sqlite", "postgresql");
        double[] sqlite = measure(SqliteEvidenceStore.open(work.resolve("bench.db"), clock), corpus, clock);
        double[] postgres = measure(PostgresEvidenceStore.open(location, password, clock), corpus, clock);
        String[] names = {"import (s)", "queue open: count+counts+page (ms)", "queue text filter (ms)"};
        for (int i = 0; i < names.length; i++) {
            System.out.printf("%-34s %12.3f %12.3f%n", names[i], sqlite[i], postgres[i]);
        }
        System.out.printf("%-34s %25.2f%n", "import ratio postgresql/sqlite", postgres[0] / sqlite[0]);
        BenchCorpus.deleteTree(work);
    }

    private static double[] measure(EvidenceStore store, BenchCorpus corpus, Clock clock) {
        long start = System.nanoTime();
        try (AppRoot root = AppRoot.owning(store, clock)) {
            ImportSummary summary = root.importer().importPaths(List.of(corpus.bundle()), ImportProgress.NONE);
            double importSeconds = (System.nanoTime() - start) / 1e9;
            if (!summary.rejected().isEmpty()) {
                throw new IllegalStateException("refused: " + summary.rejected());
            }
            RecordFilter all = RecordFilter.all();
            double open = median(() -> {
                store.queue().count(all);
                store.queue().counts(all);
                store.queue().page(all, 0, 100);
            });
            RecordFilter text = all.withText("poll");
            double filter = median(() -> {
                store.queue().counts(text);
                store.queue().page(text, 0, 100);
            });
            return new double[] {importSeconds, open, filter};
        }
    }

    private static double median(Runnable work) {
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < 13; i++) {
            long start = System.nanoTime();
            work.run();
            times.add((System.nanoTime() - start) / 1e6);
        }
        List<Double> warm = new ArrayList<>(times.subList(3, times.size()));
        Collections.sort(warm);
        return warm.get(warm.size() / 2);
    }
}
