package org.copydesk.bench;

import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.Statistics;

/**
 * Runs one class of JMH micro-benchmarks for the bench, in one forked JVM of this class path,
 * and gives each benchmark's median in milliseconds. JMH's own report goes to a file in the
 * work folder; a line per benchmark goes to the bench's progress.
 */
final class Micro {

    private Micro() {
    }

    static Map<String, Double> medianMillis(Class<?> benchmarks, Map<String, String> params, int warmups,
                                            int iterations, Path work) {
        Path report = work.resolve("jmh-" + benchmarks.getSimpleName() + ".txt");
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include("^" + Pattern.quote(benchmarks.getName()) + "\\.")
                .forks(1)
                .warmupIterations(warmups)
                .measurementIterations(iterations)
                // The fork needs neither the window's module path nor the launcher's other flags.
                .jvmArgs("-Djava.awt.headless=true")
                .shouldFailOnError(true)
                .output(report.toString());
        params.forEach(options::param);
        Collection<RunResult> results;
        try {
            results = new Runner(options.build()).run();
        } catch (RunnerException e) {
            throw new IllegalStateException(benchmarks.getSimpleName() + " failed (see " + report + "): "
                    + e.getMessage(), e);
        }
        Map<String, Double> medians = new LinkedHashMap<>();
        for (RunResult result : results) {
            String name = result.getParams().getBenchmark();
            name = name.substring(name.lastIndexOf('.') + 1);
            Result<?> primary = result.getPrimaryResult();
            if (!primary.getScoreUnit().equals("ms/op")) {
                throw new IllegalStateException(name + " reports " + primary.getScoreUnit() + ", not ms/op");
            }
            Statistics statistics = primary.getStatistics();
            medians.put(name, statistics.getPercentile(50));
            Bench.progress("  %s %s", name, spread(statistics));
        }
        return medians;
    }

    private static String spread(Statistics statistics) {
        return String.format(Locale.ROOT, "min %.3f, median %.3f, max %.3f ms over %d (JMH)", statistics.getMin(),
                statistics.getPercentile(50), statistics.getMax(), statistics.getN());
    }
}
