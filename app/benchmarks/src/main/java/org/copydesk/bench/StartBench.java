package org.copydesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Start-up as a person meets it, each a new process through the {@code ./copydesk} launcher:
 * {@code --version}, and the window until it is interactive (under a virtual X display), each
 * with the JDK's default class data sharing and with an application archive (AppCDS) made by
 * a first run. {@code COPYDESK_CDS=off} keeps the launcher's own archive out of the comparison.
 */
final class StartBench {

    /** The app's switch for its one start-up line, and the line's start (the app's InteractiveSignal). */
    private static final String PROBE_PROPERTY = "copydesk.startProbe";
    private static final String INTERACTIVE = "copydesk-interactive ";

    private final Path launcher;
    private final Path work;

    StartBench(Path launcher, Path work) {
        this.launcher = launcher.toAbsolutePath();
        this.work = work;
    }

    List<Figure> measure(int repetitions) {
        List<Figure> figures = new ArrayList<>();
        figures.addAll(pair("start: --version", List.of(launcher.toString(), "--version"), "cli", repetitions));
        figures.addAll(pair("start: window to interactive", List.of("xvfb-run", "-a", "-s", "-screen 0 1440x900x24",
                launcher.toString()), "window", repetitions));
        return figures;
    }

    private List<Figure> pair(String name, List<String> command, String archiveName, int repetitions) {
        Path archive = work.resolve("appcds-" + archiveName + ".jsa");
        try {
            Files.deleteIfExists(archive);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        once(command, "-XX:ArchiveClassesAtExit=" + archive);
        Samples plain = new Samples();
        Samples shared = new Samples();
        once(command, "");
        for (int i = 0; i < Math.max(repetitions, 5); i++) {
            plain.add(once(command, ""));
            shared.add(once(command, "-XX:SharedArchiveFile=" + archive));
        }
        Bench.progress("  %s: default CDS %s; AppCDS %s", name, plain.spread(), shared.spread());
        double gain = plain.median() / shared.median();
        return List.of(
                new Figure(name + " (default CDS)", Figure.millis(plain.median()), "", "", "measured", true, ""),
                new Figure(name + " (AppCDS)", Figure.millis(shared.median()), Figure.millis(plain.median()),
                        String.format(Locale.ROOT, "%.2f", gain), "measured; wired in when > 1.1", true, ""));
    }

    /**
     * One run's wall seconds from starting the launcher: for the window until it prints that it
     * is interactive (it then goes on as a desk's would, so it is ended here), for a command
     * until it has exited.
     */
    private double once(List<String> command, String javaOptions) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("COPYDESK_JAVA_OPTS", "-D" + PROBE_PROPERTY + "=true " + javaOptions);
            builder.environment().put("COPYDESK_CDS", "off");
            long start = System.nanoTime();
            Process process = builder.start();
            StringBuilder output = new StringBuilder();
            double seconds = -1;
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    output.append(line).append('\n');
                    if (line.startsWith(INTERACTIVE)) {
                        seconds = (System.nanoTime() - start) / 1e9;
                        end(process);
                        break;
                    }
                }
            }
            int code = process.waitFor();
            if (seconds < 0) {
                seconds = (System.nanoTime() - start) / 1e9;
                if (code != 0 || !output.toString().contains("copydesk ")) {
                    throw new IllegalStateException(String.join(" ", command) + " failed (" + code + "): " + output);
                }
            }
            return seconds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /**
     * Ends the window the way a session's end would (SIGTERM: the JVM exits through its
     * shutdown and so writes an {@code ArchiveClassesAtExit} archive); xvfb-run then takes its
     * virtual display down itself. Whatever is left after that is ended too.
     */
    private static void end(Process process) throws InterruptedException {
        List<ProcessHandle> jvms = process.descendants().filter(StartBench::isJava).toList();
        jvms.forEach(ProcessHandle::destroy);
        jvms.forEach(jvm -> jvm.onExit().join());
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
        }
    }

    private static boolean isJava(ProcessHandle process) {
        return process.info().command().map(c -> c.endsWith("/java") || c.equals("java")).orElse(false);
    }
}
