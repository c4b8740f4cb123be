package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.bench.Bench;
import org.copydesk.app.bench.BenchOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code bench}: issue 9's performance figures (docs/benchmarks.md). Hidden: it is for the team, not for desks. */
@Command(name = "bench", hidden = true, description = "Measure copydesk at newsroom scale against its floors.")
public final class BenchCommand implements java.util.concurrent.Callable<Integer> {

    private final CliContext context;

    @Option(names = "--out", description = "Working folder for the corpus and stores (default: bench-out).")
    Path out = Path.of("bench-out");

    @Option(names = "--runs", description = "Poll runs in the corpus (default: 10000).")
    int runs = 10_000;

    @Option(names = "--blocks", description = "Blocks per run (default: 20).")
    int blocks = 20;

    @Option(names = "--queue-runs", description = "Runs in the queue store (default: 100000).")
    int queueRuns = 100_000;

    @Option(names = "--record-blocks", description = "Blocks of the one large record opened (default: 2000).")
    int recordBlocks = 2_000;

    @Option(names = "--decisions", description = "Signed decisions verified (default: 10000).")
    int decisions = 10_000;

    @Option(names = "--repeat", description = "Timings of each figure; the median is quoted (default: 5).")
    int repeat = 5;

    @Option(names = "--warmup", description = "Uncounted repetitions first, while the JIT compiles, for the figures "
            + "timed inside a process (import, check, verify, the window's); shown, the first kept as a reference "
            + "(default: 2).")
    int warmup = 2;

    @Option(names = "--launcher", description = "The ./copydesk launcher, for the start figures (default: skip them).")
    Path launcher;

    @Option(names = "--only", split = ",", paramLabel = "GROUP",
            description = "Measure only these groups: import, check, queue, record, window, verify, start (default: all).")
    java.util.Set<String> only = new java.util.LinkedHashSet<>();

    @Option(names = "--window-probe", hidden = true,
            description = "Measure the window's queue and record on the stores a bench run left in --out (needs a display).")
    boolean windowProbe;

    public BenchCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        BenchOptions options = new BenchOptions(out, runs, blocks, queueRuns, recordBlocks, decisions, repeat, warmup,
                Optional.ofNullable(launcher), only);
        if (repeat < 1 || warmup < 0) {
            context.err().println("copydesk bench: --repeat must be at least 1 and --warmup at least 0");
            return ExitCodes.USAGE;
        }
        for (String group : only) {
            if (!BenchOptions.GROUPS.contains(group)) {
                context.err().println("copydesk bench: --only " + group + ": not one of " + BenchOptions.GROUPS);
                return ExitCodes.USAGE;
            }
        }
        if (windowProbe) {
            new Bench(options).probeWindow(context.out());
            return ExitCodes.OK;
        }
        return new Bench(options).run(context.out()) ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
