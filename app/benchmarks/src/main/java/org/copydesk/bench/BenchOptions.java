package org.copydesk.bench;

import java.nio.file.Path;

/**
 * What one benchmark run measures: the corpus size (the target: 10,000 poll runs of 20 blocks),
 * the queue store size, how many signed decisions, how many repetitions of each timing (and how
 * many uncounted warm-up repetitions come first, for the figures timed inside a process), and
 * where the launcher is (for the start figures; absent skips them).
 */
public record BenchOptions(Path out, int runs, int blocksPerRun, int queueRuns, int recordBlocks, int decisions,
                           int repetitions, int warmups, java.util.Optional<Path> launcher, java.util.Set<String> only) {

    /** The figure groups a run can be narrowed to with {@code --only}. */
    public static final java.util.List<String> GROUPS =
            java.util.List.of("import", "check", "cold", "queue", "record", "window", "verify", "start");

    /** Whether this run measures the named group (all of them when {@code --only} was not given). */
    public boolean measures(String group) {
        return only.isEmpty() || only.contains(group);
    }
}
