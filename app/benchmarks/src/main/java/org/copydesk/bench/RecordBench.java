package org.copydesk.bench;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;

import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.bench.micro.RecordBenchmarks;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Opening one record of many blocks, store side: reading the run from the store and decoding
 * it (digests recomputed), which the record view model does first. The view model and scene
 * half of the figure waits for the desk to reach main.
 */
final class RecordBench {

    static final long LIMIT_MILLIS = 150;

    private final Path work;

    RecordBench(Path work) {
        this.work = work;
    }

    /** The store holding the one record of {@code blocks} blocks; left in place for the window figure. */
    static Path store(Path work, int blocks) {
        return work.resolve("record-" + blocks + ".db");
    }

    /** As a JMH micro-benchmark ({@link RecordBenchmarks}): the median of one-second iterations. */
    Figure measure(int warmups, int repetitions, int blocks) {
        Path bundle = work.resolve("record-" + blocks);
        Path db = store(work, blocks);
        ImportBench.deleteStore(db);
        try {
            BenchCorpus.deleteTree(bundle);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        ScaleCorpus.writePolls(bundle, 1, blocks, BenchCorpus.SEED);
        try (EvidenceStore store = SqliteEvidenceStore.open(db, Clock.systemUTC())) {
            new AppRoot(store, Clock.systemUTC(), Runnable::run).importer()
                    .importPaths(List.of(bundle), ImportProgress.NONE);
            ShadowRun run = store.runs().find(store.runs().allIds().get(0)).orElseThrow();
            if (run.sources().get(0).blocks().size() != blocks) {
                throw new IllegalStateException("the record has " + run.sources().get(0).blocks().size() + " blocks");
            }
        }
        Map<String, Double> millis = Micro.medianMillis(RecordBenchmarks.class, Map.of("store", db.toString()),
                warmups, repetitions, work);
        return Figure.atMostMillis("record of " + blocks + " blocks: read + decode (store side only)",
                millis.get("readAndDecode") / 1000, LIMIT_MILLIS, 0);
    }
}
