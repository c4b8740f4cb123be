package org.copydesk.bench;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.cli.ExitCodes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code copydesk bench}: the performance figures of docs/benchmarks.md. A developer's command:
 * the launcher runs this class from the benchmarks module, which no app image contains.
 */
@Command(name = "copydesk bench", description = "Measure copydesk at newsroom scale against its floors.")
public final class BenchCommand implements java.util.concurrent.Callable<Integer> {

    private final PrintWriter stdout;
    private final PrintWriter stderr;

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

    @Option(names = "--launcher", description = "The ./copydesk launcher, for the start and cold-command figures "
            + "(default: skip them).")
    Path launcher;

    @Option(names = "--only", split = ",", paramLabel = "GROUP",
            description = "Measure only these groups: import, check, cold, queue, record, window, verify, start "
                    + "(default: all).")
    java.util.Set<String> only = new java.util.LinkedHashSet<>();

    @Option(names = "--window-probe", hidden = true,
            description = "Measure the window's queue and record on the stores a bench run left in --out (needs a display).")
    boolean windowProbe;

    BenchCommand(PrintWriter stdout, PrintWriter stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        System.exit(run(out, err, args));
    }

    /** Runs the command line as the launcher's {@code bench} does; errors are one line on {@code err}. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new BenchCommand(out, err));
        line.setOut(out);
        line.setErr(err);
        line.setParameterExceptionHandler((ex, arguments) -> {
            err.println("copydesk bench: " + ex.getMessage());
            return ExitCodes.USAGE;
        });
        line.setExecutionExceptionHandler((ex, cmd, parsed) -> {
            String message = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
            err.println("copydesk bench: " + message.replaceAll("\\s+", " ").trim());
            return ExitCodes.USAGE;
        });
        int code = line.execute(args);
        out.flush();
        err.flush();
        return code;
    }

    @Override
    public Integer call() {
        BenchOptions options = new BenchOptions(out, runs, blocks, queueRuns, recordBlocks, decisions, repeat, warmup,
                Optional.ofNullable(launcher), only);
        if (repeat < 1 || warmup < 0) {
            stderr.println("copydesk bench: --repeat must be at least 1 and --warmup at least 0");
            return ExitCodes.USAGE;
        }
        for (String group : only) {
            if (!BenchOptions.GROUPS.contains(group)) {
                stderr.println("copydesk bench: --only " + group + ": not one of " + BenchOptions.GROUPS);
                return ExitCodes.USAGE;
            }
        }
        if (windowProbe) {
            new Bench(options).probeWindow(stdout);
            return ExitCodes.OK;
        }
        return new Bench(options).run(stdout) ? ExitCodes.OK : ExitCodes.PROBLEMS;
    }
}
