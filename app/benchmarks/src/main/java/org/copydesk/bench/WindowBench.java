package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.copydesk.bench.probe.WindowProbe;

/**
 * The queue and record figures through the desk itself ({@link WindowProbe}): a new process of
 * the {@code ./copydesk} launcher under a virtual X display (xvfb-run, as the start figure),
 * since the window needs a screen and the bench process has none.
 */
final class WindowBench {

    private final Path launcher;
    private final Path work;

    WindowBench(Path launcher, Path work) {
        this.launcher = launcher.toAbsolutePath();
        this.work = work.toAbsolutePath();
    }

    /**
     * The probe times each of its three figures {@code warmups} times uncounted (shown, the first
     * kept as a reference row: the first queue and record a desk opens), then at least five times.
     */
    List<Figure> measure(int warmups, int repetitions, int queueRuns, int recordBlocks) {
        List<String> command = List.of("xvfb-run", "-a", "-s", "-screen 0 1440x900x24", launcher.toString(), "bench",
                "--window-probe", "--out", work.toString(), "--queue-runs", String.valueOf(queueRuns),
                "--record-blocks", String.valueOf(recordBlocks),
                "--repeat", String.valueOf(warmups + Math.max(repetitions, 5)));
        Map<String, Samples> seconds = new HashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        Map<String, Double> first = new HashMap<>();
        Map<String, Long> heap = new HashMap<>();
        for (String line : run(command)) {
            String[] parts = line.trim().split(" ");
            if (parts.length == 4 && parts[0].equals("window")) {
                double value = Double.parseDouble(parts[2]);
                int index = seen.merge(parts[1], 1, Integer::sum) - 1;
                first.putIfAbsent(parts[1], value);
                if (index < warmups) {
                    Bench.progress("  %s %s: %.3f s", parts[1], Samples.label(index, warmups), value);
                    continue;
                }
                seconds.computeIfAbsent(parts[1], k -> new Samples()).add(value);
                heap.merge(parts[1], Long.parseLong(parts[3]), Math::max);
            }
        }
        List<Figure> figures = new ArrayList<>();
        figures.add(figure(seconds, heap, WindowProbe.QUEUE_OPEN, "queue open in the window, " + queueRuns
                + " runs (QueueViewModel + QueueView, first page on screen)", QueueBench.LIMIT_MILLIS));
        figures.add(figure(seconds, heap, WindowProbe.QUEUE_FILTER, "queue filter by race in the window",
                QueueBench.LIMIT_MILLIS));
        figures.add(figure(seconds, heap, WindowProbe.RECORD_OPEN, "record of " + recordBlocks
                + " blocks in the window (RecordViewModel + RecordView laid out)", RecordBench.LIMIT_MILLIS));
        if (warmups > 0) {
            for (String key : List.of(WindowProbe.QUEUE_OPEN, WindowProbe.QUEUE_FILTER, WindowProbe.RECORD_OPEN)) {
                figures.add(new Figure("  reference: the window's first " + key + " (warm-up 1)",
                        Figure.millis(first.get(key)), "", "", "none (reference)", true, ""));
            }
        }
        return figures;
    }

    private static Figure figure(Map<String, Samples> seconds, Map<String, Long> heap, String key, String name,
                                 long limitMillis) {
        Samples samples = seconds.get(key);
        if (samples == null) {
            throw new IllegalStateException("the window probe reported no " + key + " figure");
        }
        Bench.progress("  %s %s", key, samples.spread());
        return Figure.atMostMillis(name, samples.median(), limitMillis, heap.get(key));
    }

    private static List<String> run(List<String> command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = process.waitFor();
            if (code != 0) {
                throw new IllegalStateException("the window probe failed (" + code + "): " + output.strip());
            }
            return output.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
