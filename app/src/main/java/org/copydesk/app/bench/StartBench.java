package org.copydesk.app.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Start-up as a person meets it, each a new process through the {@code ./copydesk} launcher:
 * {@code --version}, and the window until it is interactive (under a virtual X display), each
 * with the JDK's default class data sharing and with an application archive (AppCDS) made by
 * a first run. {@code COPYDESK_CDS=off} keeps the launcher's own archive out of the comparison.
 */
final class StartBench {

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

    /** One run's wall seconds, from starting the launcher until the process has exited. */
    private double once(List<String> command, String javaOptions) {
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().put("COPYDESK_JAVA_OPTS", "-Dcopydesk.startProbe=true " + javaOptions);
            builder.environment().put("COPYDESK_CDS", "off");
            long start = System.nanoTime();
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int code = process.waitFor();
            double seconds = (System.nanoTime() - start) / 1e9;
            if (code != 0 || !(output.contains("copydesk-interactive") || output.contains("copydesk "))) {
                throw new IllegalStateException(String.join(" ", command) + " failed (" + code + "): " + output);
            }
            return seconds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }
}
