package org.copydesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One new process, timed from outside and read from inside: the wall time from starting it
 * until each awaited line (such as {@code copydesk-interactive 812}) appeared on its output, and
 * the number each line carried (for those lines, milliseconds since its JVM started). Once
 * every awaited line is in, the process is ended as a session's end would end it (SIGTERM, so
 * the JVM runs its shutdown and writes a class archive it was asked to record); a process
 * awaited for no line runs to its exit.
 */
final class ProcessStart {

    private static final long TIMEOUT_SECONDS = 300;
    private static final int OUTPUT_KEPT = 8_000;

    /** What one start printed: per awaited prefix, the wall seconds to the line and the number on it. */
    record Lines(double exitSeconds, Map<String, Double> wallSeconds, Map<String, Long> values) {

        double wall(String prefix) {
            return wallSeconds.get(prefix);
        }

        long value(String prefix) {
            return values.get(prefix);
        }
    }

    private ProcessStart() {
    }

    static Lines run(List<String> command, Map<String, String> environment, List<String> awaited) {
        return run(command, environment, awaited, Set.of(0));
    }

    /** A command run to its exit, which may end with any of {@code codes} (a check that found problems ends 1). */
    static Lines toExit(List<String> command, Map<String, String> environment, Set<Integer> codes) {
        return run(command, environment, List.of(), codes);
    }

    private static Lines run(List<String> command, Map<String, String> environment, List<String> awaited,
                             Set<Integer> codes) {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(environment);
        environment.forEach((name, value) -> {
            if (value.isEmpty()) {
                builder.environment().remove(name);
            }
        });
        StringBuilder output = new StringBuilder();
        Map<String, Double> wall = new HashMap<>();
        Map<String, Long> values = new HashMap<>();
        AtomicBoolean timedOut = new AtomicBoolean();
        try {
            long start = System.nanoTime();
            Process process = builder.start();
            CompletableFuture<Void> watchdog = CompletableFuture.runAsync(() -> {
                timedOut.set(true);
                end(process);
            }, CompletableFuture.delayedExecutor(TIMEOUT_SECONDS, TimeUnit.SECONDS));
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    double seconds = (System.nanoTime() - start) / 1e9;
                    // Enough to say why a start failed; a command's whole report can be megabytes.
                    if (output.length() < OUTPUT_KEPT) {
                        output.append(line, 0, Math.min(line.length(), OUTPUT_KEPT)).append('\n');
                    }
                    for (String prefix : awaited) {
                        if (line.startsWith(prefix) && !wall.containsKey(prefix)) {
                            wall.put(prefix, seconds);
                            values.put(prefix, parse(line.substring(prefix.length())).orElse(-1L));
                        }
                    }
                    if (!awaited.isEmpty() && wall.keySet().containsAll(awaited)) {
                        end(process);
                        break;
                    }
                }
            }
            int code = process.waitFor();
            double exit = (System.nanoTime() - start) / 1e9;
            watchdog.cancel(false);
            if (timedOut.get()) {
                throw new IllegalStateException(String.join(" ", command) + " did not finish within "
                        + TIMEOUT_SECONDS + " s: " + output.toString().strip());
            }
            if (!wall.keySet().containsAll(awaited) || (awaited.isEmpty() && !codes.contains(code))) {
                throw new IllegalStateException(String.join(" ", command) + " failed (exit " + code + "): "
                        + output.toString().strip());
            }
            return new Lines(exit, wall, values);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static Optional<Long> parse(String text) {
        try {
            return Optional.of(Long.parseLong(text.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** SIGTERM to the process and whatever it started, waiting for each; forcibly after 30 s. */
    private static void end(Process process) {
        List<ProcessHandle> started = process.descendants().toList();
        process.destroy();
        started.forEach(ProcessHandle::destroy);
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        started.forEach(p -> p.onExit().completeOnTimeout(p, 30, TimeUnit.SECONDS).join());
    }
}
