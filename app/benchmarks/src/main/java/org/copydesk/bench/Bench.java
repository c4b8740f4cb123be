package org.copydesk.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.bench.probe.WindowProbe;

/**
 * The whole benchmark in one run: generates the corpus, then measures import, check, queue,
 * verify and start against their floors or limits, and prints one table. Progress goes to
 * standard error, the table to {@code out}.
 */
public final class Bench {

    private final BenchOptions options;

    public Bench(BenchOptions options) {
        this.options = options;
    }

    /** Runs every figure; true when every target was met. */
    public boolean run(PrintWriter out) {
        Path work = options.out().toAbsolutePath();
        try {
            Files.createDirectories(work);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        progress("generating %d poll runs of %d blocks (reused when already there) in %s", options.runs(),
                options.blocksPerRun(), work);
        BenchCorpus corpus = BenchCorpus.prepare(work, options.runs(), options.blocksPerRun());
        List<Figure> figures = new ArrayList<>();
        measure(work, corpus, figures);
        out.println();
        out.println("JVM: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.version")
                + ", max heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB, "
                + Runtime.getRuntime().availableProcessors() + " processors, arguments "
                + ManagementFactory.getRuntimeMXBean().getInputArguments());
        out.println();
        BenchTable.print(figures, out);
        return figures.stream().allMatch(Figure::pass);
    }

    private void measure(Path work, BenchCorpus corpus, List<Figure> figures) {
        Path imported = work.resolve("imported.db");
        if (options.measures("import") || !Files.exists(imported)) {
            progress("import");
            figures.add(new ImportBench(corpus, work).measure(options.warmups(), options.repetitions(), imported, options.runs()));
        }
        Optional<Double> warmCheck = Optional.empty();
        if (options.measures("check")) {
            progress("check");
            List<Figure> check = new CheckBench(imported, work).measure(options.warmups(),
                    options.repetitions(), options.runs());
            figures.addAll(check);
            warmCheck = Optional.of(Double.parseDouble(check.get(0).copydesk().replace(" s", "")));
        }
        if (options.launcher().isPresent() && options.measures("cold")) {
            progress("cold commands");
            figures.addAll(new ColdBench(options.launcher().get(), corpus, work).measure(options.repetitions(),
                    options.runs(), warmCheck));
        }
        if (options.measures("queue") || options.measures("window")) {
            progress("queue");
            figures.addAll(new QueueBench(imported, work).measure(options.warmups(), options.repetitions(),
                    options.runs(), options.queueRuns()));
        }
        if (options.measures("record") || options.measures("window")) {
            progress("record");
            figures.add(new RecordBench(work).measure(options.warmups(), options.repetitions(),
                    options.recordBlocks()));
        }
        if (options.launcher().isPresent() && options.measures("window")) {
            progress("queue and record in the window");
            figures.addAll(new WindowBench(options.launcher().get(), work).measure(options.warmups(), options.repetitions(),
                    options.queueRuns(), options.recordBlocks()));
        }
        if (options.measures("verify")) {
            progress("verify");
            figures.addAll(new VerifyBench(imported, work).measure(options.warmups(), options.repetitions(),
                    options.decisions()));
            progress("decision log");
            figures.addAll(new LogBench(work).measure(options.warmups(), options.repetitions(), LogBench.LEAVES));
        }
        if (options.launcher().isPresent() && options.measures("start")) {
            progress("start");
            Path queue = new QueueBench(imported, work).grown(options.runs(), options.queueRuns());
            figures.addAll(new StartBench(options.launcher().get(), work, queue).measure(options.repetitions()));
        }
    }

    /**
     * The window half of the queue and record figures, in this process, which must have a display
     * (the bench starts it under xvfb-run): one line per timing on {@code out}, for the parent.
     */
    public void probeWindow(PrintWriter out) {
        Path work = options.out().toAbsolutePath();
        new WindowProbe(QueueBench.store(work, options.queueRuns()), RecordBench.store(work, options.recordBlocks()),
                options.repetitions(), new WindowProbe.Heap() {
                    @Override
                    public void reset() {
                        HeapPeak.reset();
                    }

                    @Override
                    public long peakBytes() {
                        return HeapPeak.peakBytes();
                    }
                }).run(out);
    }

    static void progress(String format, Object... args) {
        System.err.printf("bench: " + format + "%n", args);
    }
}
