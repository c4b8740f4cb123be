package org.copydesk.app.reliability;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * copydesk's CLI in a JVM of its own, as the launcher runs it, so that a test can kill it outright
 * or run two at once against one store. Output goes to files beside the store, read after exit.
 */
final class CopydeskProcess {

    private final Process process;
    private final Path out;
    private final Path err;

    private CopydeskProcess(Process process, Path out, Path err) {
        this.process = process;
        this.out = out;
        this.err = err;
    }

    /** Starts {@code java -cp <this test's class path> org.copydesk.app.Main args…}; logs go under {@code logs}. */
    static CopydeskProcess start(Path logs, String name, String... args) throws IOException {
        return start(logs, name, List.of(), Map.of(), args);
    }

    /** As {@link #start(Path, String, String...)}, with variables added to the environment. */
    static CopydeskProcess startWith(Map<String, String> environment, Path logs, String name, String... args)
            throws IOException {
        return start(logs, name, List.of(), environment, args);
    }

    /** As {@link #start(Path, String, String...)}, with the process's file-creation mask set first. */
    static CopydeskProcess startUnderUmask(Path logs, String name, String umask, String... args) throws IOException {
        return start(logs, name, List.of("sh", "-c", "umask " + umask + " && exec \"$0\" \"$@\""), Map.of(), args);
    }

    /**
     * As {@link #start(Path, String, String...)}, with the JVM options the launcher ({@code ./copydesk}) gives a
     * command-line command by default: its heap ceiling and its JIT and collector options, read from the script.
     */
    static CopydeskProcess startAsLauncher(Path logs, String name, String... args) throws IOException {
        return start(logs, name, List.of(), Map.of(), LauncherOptions.cliDefaults(), args);
    }

    /** As {@link #start(Path, String, String...)}, in a heap of {@code heap} (a {@code -Xmx} value: "64m"). */
    static CopydeskProcess startInHeap(String heap, Path logs, String name, String... args) throws IOException {
        return start(logs, name, List.of(), Map.of(), List.of("-Xmx" + heap, "-XX:TieredStopAtLevel=1"), args);
    }

    private static CopydeskProcess start(Path logs, String name, List<String> prefix, Map<String, String> environment,
                                         String... args) throws IOException {
        return start(logs, name, prefix, environment, List.of("-Xmx256m", "-XX:TieredStopAtLevel=1"), args);
    }

    private static CopydeskProcess start(Path logs, String name, List<String> prefix, Map<String, String> environment,
                                         List<String> jvmOptions, String... args) throws IOException {
        Files.createDirectories(logs);
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-Djava.awt.headless=true");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("org.copydesk.app.Main");
        command.addAll(List.of(args));
        Path out = logs.resolve(name + ".out");
        Path err = logs.resolve(name + ".err");
        ProcessBuilder builder = new ProcessBuilder(command);
        // The user's data folder (default store, library log) is the test's, never the real one.
        builder.environment().put("XDG_DATA_HOME", logs.resolve("data").toString());
        builder.environment().putAll(environment);
        Process process = builder
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
                .start();
        return new CopydeskProcess(process, out, err);
    }

    /**
     * Waits for the process, sampling its peak resident set ({@code VmHWM} in
     * {@code /proc/PID/status}, which only grows) until it exits.
     *
     * @return the peak resident set seen, in KiB
     */
    long awaitPeakResidentKib(long timeoutSeconds) throws IOException, InterruptedException {
        Path status = Path.of("/proc", Long.toString(process.pid()), "status");
        long peak = 0;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        while (process.isAlive() && System.nanoTime() < deadline) {
            try {
                for (String line : Files.readAllLines(status)) {
                    if (line.startsWith("VmHWM:")) {
                        peak = Math.max(peak, Long.parseLong(line.replaceAll("[^0-9]", "")));
                    }
                }
            } catch (IOException exited) {
                break;
            }
            Thread.sleep(50);
        }
        return peak;
    }

    boolean alive() {
        return process.isAlive();
    }

    /** SIGKILL on Linux: no shutdown hook, no finally block, no flush runs. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    CliCapture.Printed await(long timeoutSeconds) throws IOException, InterruptedException {
        if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("copydesk did not finish within " + timeoutSeconds + " s; stderr: "
                    + Files.readString(err, StandardCharsets.UTF_8));
        }
        return new CliCapture.Printed(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static java.io.File nullDevice() {
        return new java.io.File("/dev/null");
    }
}
