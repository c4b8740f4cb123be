package org.copydesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.copydesk.bench.floor.FloorScripts;

/**
 * The command line as scripts and the upstream pipeline use it: each command a new process of
 * the {@code ./copydesk} launcher, timed from starting it to its exit. {@code import} of the
 * corpus into a new store against the import floor (sqlite3 running the same rows, as a new
 * process too), alternating; then {@code check} of every run of that store against the warm
 * check-all figure of the same bench run, when it measured one.
 */
final class ColdBench {

    static final double IMPORT_RATIO = 0.5;
    static final double CHECK_RATIO = 2.0;

    private final Path launcher;
    private final BenchCorpus corpus;
    private final Path work;

    ColdBench(Path launcher, BenchCorpus corpus, Path work) {
        this.launcher = launcher.toAbsolutePath();
        this.corpus = corpus;
        this.work = work.toAbsolutePath();
    }

    /** {@code warmCheckSeconds}: the check-all figure measured inside the bench's process, if it was. */
    List<Figure> measure(int repetitions, int runs, Optional<Double> warmCheckSeconds) {
        // Built first, untimed, and its class archive made (the launcher trains it in the background
        // when it is missing): a cold command must never count a build.
        ProcessStart.run(List.of(launcher.toString(), "--version"), Map.of(), List.of());
        awaitArchive(launcher.getParent().resolve("app/target/copydesk-cli.jsa"));
        Samples copydesk = new Samples();
        Samples floor = new Samples();
        Samples ratios = new Samples();
        Samples check = new Samples();
        Path store = work.resolve("cold-import.db");
        for (int i = 0; i <= Math.max(repetitions, 5); i++) {
            ImportBench.deleteStore(store);
            double imported = ProcessStart.toExit(List.of(launcher.toString(), "import", corpus.bundle().toString(),
                    "--store", store.toString(), "--json"), Map.of(), Set.of(0)).exitSeconds();
            double floorSeconds = floorOnce();
            double checked = ProcessStart.toExit(List.of(launcher.toString(), "check", "--store", store.toString(),
                    "--json"), Map.of(), Set.of(0, 1)).exitSeconds();
            Bench.progress("  cold %s: import %.3f s (sqlite3 %.3f s), check %.3f s",
                    i == 0 ? "warm-up 1" : String.valueOf(i), imported, floorSeconds, checked);
            if (i > 0) {
                copydesk.add(imported);
                floor.add(floorSeconds);
                ratios.add(floorSeconds / imported);
                check.add(checked);
            }
        }
        ImportBench.deleteStore(store);
        Bench.progress("  cold import %s; sqlite3 %s; cold check %s", copydesk.spread(), floor.spread(),
                check.spread());
        Figure importFigure = Figure.ratio("cold import " + runs + " runs, a new process (./copydesk import)",
                copydesk.median(), floor.median(), ratios.median(), IMPORT_RATIO, 0);
        String name = "cold check all " + runs + " runs, a new process (./copydesk check)";
        Figure checkFigure = warmCheckSeconds.map(warm -> {
            double ratio = check.median() / warm;
            return new Figure(name + " against the warm check-all", Figure.seconds(check.median()),
                    Figure.seconds(warm), String.format(Locale.ROOT, "%.2f", ratio),
                    "cold/warm <= " + CHECK_RATIO, ratio <= CHECK_RATIO, "");
        }).orElseGet(() -> new Figure(name, Figure.seconds(check.median()), "", "",
                "measured (the check group gives the warm figure)", true, ""));
        return List.of(importFigure, checkFigure);
    }

    /** Waits (at most five minutes) for the launcher's background run to write the command line's class archive. */
    private static void awaitArchive(Path archive) {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(5);
        while (!Files.exists(archive)) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the launcher made no class archive " + archive + " in five minutes");
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        Bench.progress("  the command line's class archive is there: %s", archive);
    }

    private double floorOnce() {
        Path db = work.resolve("floor-cold-import.db");
        ImportBench.deleteStore(db);
        FloorScripts.createSchema(db);
        return Sqlite3.script(db, corpus.floorImportSql()).seconds();
    }
}
