package org.copydesk.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;

import com.sun.management.OperatingSystemMXBean;
import org.copydesk.app.AppRoot;
import org.copydesk.bench.floor.FloorScripts;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * {@code check} over every run against its floor: reading every stored run and decoding it
 * into the model on one thread, the least any check of every run must do before it can look
 * at a field. Copydesk's time runs from opening the store to closing it, results written. The
 * stock sqlite3 tool reading and parsing the same bodies (its C JSON parser, no model) is
 * printed beside it for reference: no Java decoder comes near it, so it sets no target.
 */
final class CheckBench {

    /** Runs per read of the floor: as many as one statement of the store's id selects asks for. */
    private static final int FLOOR_BATCH = 500;

    private final Path store;
    private final Path work;

    CheckBench(Path store, Path work) {
        this.store = store;
        this.work = work;
    }

    /**
     * {@code warmups + repetitions} pairs, the last {@code repetitions} counted. The first pair
     * is kept as a reference figure: run alone ({@code --only check}) it is what one
     * {@code copydesk check} in a new process sees, before the JIT has compiled the checks.
     */
    List<Figure> measure(int warmups, int repetitions, int expectedRuns) {
        Samples copydesk = new Samples();
        Samples floor = new Samples();
        Samples ratios = new Samples();
        Samples sqlite = new Samples();
        long heap = 0;
        double[] first = null;
        for (int i = 0; i < warmups + repetitions; i++) {
            HeapPeak.reset();
            long cpuBefore = processCpuNanos();
            long start = System.nanoTime();
            int checked;
            try (AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(store, Clock.systemUTC()), Clock.systemUTC())) {
                checked = root.checks().checkAllRuns().size();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            double cpuSeconds = (processCpuNanos() - cpuBefore) / 1e9;
            heap = Math.max(heap, HeapPeak.peakBytes());
            if (checked != expectedRuns) {
                throw new IllegalStateException("checked " + checked + " of " + expectedRuns + " runs");
            }
            Sqlite3.Run run = Sqlite3.sql(store, work.resolve("floor-check.sql"), FloorScripts.readAndParseAllBodies());
            if (!run.output().startsWith(expectedRuns + "|" + expectedRuns + "|")) {
                throw new IllegalStateException("the check floor read " + run.output().strip());
            }
            // The floor starts on a collected heap, as the check did: not paying for the check's garbage.
            HeapPeak.reset();
            long floorCpuBefore = processCpuNanos();
            double decodeSeconds = decodeAll(expectedRuns);
            double floorCpuSeconds = (processCpuNanos() - floorCpuBefore) / 1e9;
            if (i == 0) {
                first = new double[] {seconds, decodeSeconds};
            }
            if (i >= warmups) {
                copydesk.add(seconds);
                floor.add(decodeSeconds);
                ratios.add(decodeSeconds / seconds);
                sqlite.add(run.seconds());
            }
            System.err.printf("  check %s: copydesk %.3f s (process CPU %.3f s), decode-only floor %.3f s (CPU %.3f s), "
                    + "sqlite3 json_valid %.3f s%n", Samples.label(i, warmups), seconds, cpuSeconds, decodeSeconds, floorCpuSeconds, run.seconds());
        }
        return List.of(
                Figure.ratio("check all " + expectedRuns + " runs (floor: read + decode, one thread)",
                        copydesk.median(), floor.median(), ratios.median(), 0.5, heap),
                new Figure("  reference: the first check of this process (warm-up 1)", Figure.seconds(first[0]),
                        Figure.seconds(first[1]), String.format(java.util.Locale.ROOT, "%.2f", first[1] / first[0]),
                        "none (reference)", true, ""),
                new Figure("  reference: sqlite3 reads + parses every body", "", Figure.seconds(sqlite.median()),
                        String.format(java.util.Locale.ROOT, "%.2f", sqlite.median() / copydesk.median()),
                        "none (reference)", true, ""));
    }

    /**
     * The floor: every run read from the store and decoded, on this one thread, read as the check
     * reads them (many per statement: {@code findAll}), a few hundred at a time.
     */
    private double decodeAll(int expectedRuns) {
        long start = System.nanoTime();
        int decoded = 0;
        try (EvidenceStore opened = SqliteEvidenceStore.open(store, Clock.systemUTC())) {
            List<String> ids = opened.runs().allIds();
            for (int from = 0; from < ids.size(); from += FLOOR_BATCH) {
                decoded += opened.runs().findAll(ids.subList(from, Math.min(ids.size(), from + FLOOR_BATCH))).size();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (decoded != expectedRuns) {
            throw new IllegalStateException("decoded " + decoded + " of " + expectedRuns + " runs");
        }
        return seconds;
    }

    /** CPU time of the whole process, every thread (the workers, the JIT, the collector). */
    private static long processCpuNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
