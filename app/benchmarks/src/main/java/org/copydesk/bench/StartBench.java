package org.copydesk.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.copydesk.bench.floor.StartFloor;

/**
 * Start-up as a person meets it, each a new process on one virtual X display the bench starts
 * once: the start floor (a bare JavaFX window, {@link StartFloor}) and the desk through the
 * {@code ./copydesk} launcher, alternating, after one uncounted round. Both say from inside when
 * they are interactive (milliseconds since their JVM started, the figure compared); the desk
 * also says when the queue's first page is on screen. The desk is started on the demo store,
 * on the 100,000-run store, without its class archive, and as a first launch (a new demo store,
 * seeded as it opens). Then the launcher's own cost: {@code ./copydesk --version} against the
 * same {@code java} command it runs.
 */
final class StartBench {

    static final double INTERACTIVE_RATIO = 1.5;
    static final double QUEUE_RATIO = 2.0;
    static final long LAUNCHER_MILLIS = 100;

    private static final String INTERACTIVE = "copydesk-interactive ";
    private static final String QUEUE = "copydesk-queue ";

    private final Path launcher;
    private final Path work;
    private final Path queueStore;

    StartBench(Path launcher, Path work, Path queueStore) {
        this.launcher = launcher.toAbsolutePath();
        this.work = work.toAbsolutePath();
        this.queueStore = queueStore.toAbsolutePath();
    }

    /** One way of starting: its command, its environment, and the lines it is awaited for. */
    private record Variant(String name, List<String> command, Map<String, String> environment, List<String> awaited,
                           boolean newHome) {
    }

    List<Figure> measure(int repetitions) {
        // Built first, untimed: a start must never count a build.
        ProcessStart.run(List.of(launcher.toString(), "--version"), Map.of(), List.of());
        List<Figure> figures = new ArrayList<>();
        Map<String, Map<String, Samples>> samples = new LinkedHashMap<>();
        try (VirtualDisplay display = VirtualDisplay.start(work)) {
            Bench.progress("  on display %s", display.name());
            List<Variant> variants = variants(display.name());
            int rounds = Math.max(repetitions, 5);
            for (int round = 0; round <= rounds; round++) {
                for (Variant variant : variants) {
                    ProcessStart.Lines lines = start(variant);
                    StringBuilder line = new StringBuilder();
                    for (String prefix : variant.awaited()) {
                        line.append(String.format(Locale.ROOT, " %s%d ms (whole command %.3f s)", prefix,
                                lines.value(prefix), lines.wall(prefix)));
                        if (round > 0) {
                            Map<String, Samples> of = samples.computeIfAbsent(variant.name(), k -> new LinkedHashMap<>());
                            of.computeIfAbsent(prefix, k -> new Samples()).add(lines.value(prefix) / 1000.0);
                            of.computeIfAbsent("wall " + prefix, k -> new Samples()).add(lines.wall(prefix));
                        }
                    }
                    Bench.progress("  start %s, %s:%s", round == 0 ? "warm-up 1" : String.valueOf(round),
                            variant.name(), line);
                }
            }
        }
        Samples floor = samples.get("floor").get(StartFloor.PREFIX);
        Samples floorWall = samples.get("floor").get("wall " + StartFloor.PREFIX);
        figures.add(new Figure("start floor: bare JavaFX window (menu bar + table), interactive after JVM start",
                "", Figure.millis(floor.median()), "", "measured; whole command " + Figure.millis(floorWall.median()),
                true, ""));
        figures.addAll(window(samples.get("demo"), floor, "on the demo store", true));
        figures.addAll(window(samples.get("queue"), floor, "on a " + storeName() + " store", true));
        figures.addAll(window(samples.get("first"), floor, "first launch (the demo store seeded as it opens)", true));
        figures.addAll(window(samples.get("no-cds"), floor, "on the demo store without the class archive "
                + "(COPYDESK_CDS=off)", false));
        figures.add(launcherOverhead(repetitions));
        return figures;
    }

    private List<Variant> variants(String display) {
        Map<String, String> desk = Map.of("DISPLAY", display, "COPYDESK_JAVA_OPTS", "-Dcopydesk.startProbe=true",
                "COPYDESK_STORE", "", "XDG_DATA_HOME", work.resolve("start-home").toString(), "COPYDESK_CDS", "");
        List<String> deskLines = List.of(INTERACTIVE, QUEUE);
        List<Variant> variants = new ArrayList<>();
        variants.add(new Variant("floor", floorCommand(), Map.of("DISPLAY", display), List.of(StartFloor.PREFIX),
                false));
        variants.add(new Variant("demo", List.of(launcher.toString()), desk, deskLines, false));
        variants.add(new Variant("queue", List.of(launcher.toString()), with(desk, "COPYDESK_STORE",
                queueStore.toString()), deskLines, false));
        variants.add(new Variant("first", List.of(launcher.toString()), desk, deskLines, true));
        variants.add(new Variant("no-cds", List.of(launcher.toString()), with(desk, "COPYDESK_CDS", "off"), deskLines,
                false));
        return variants;
    }

    private ProcessStart.Lines start(Variant variant) {
        if (!variant.newHome()) {
            return ProcessStart.run(variant.command(), variant.environment(), variant.awaited());
        }
        Path home = work.resolve("start-first-home");
        deleteTree(home);
        try {
            return ProcessStart.run(variant.command(), with(variant.environment(), "XDG_DATA_HOME", home.toString()),
                    variant.awaited());
        } finally {
            deleteTree(home);
        }
    }

    /** Interactive and first queue page against the floor; with targets, or as a reference. */
    private List<Figure> window(Map<String, Samples> desk, Samples floor, String where, boolean targets) {
        Samples interactive = desk.get(INTERACTIVE);
        Samples queue = desk.get(QUEUE);
        Bench.progress("  %s: interactive %s; first queue page %s; floor %s", where, interactive.spread(),
                queue.spread(), floor.spread());
        double first = interactive.median() / floor.median();
        double page = queue.median() / floor.median();
        String wall = "; whole command " + Figure.millis(desk.get("wall " + INTERACTIVE).median());
        return List.of(
                new Figure("start: window interactive, " + where, Figure.millis(interactive.median()),
                        Figure.millis(floor.median()), ratio(first),
                        (targets ? "copydesk/floor <= " + INTERACTIVE_RATIO : "none (reference)") + wall,
                        !targets || first <= INTERACTIVE_RATIO, ""),
                new Figure("start: first queue page on screen, " + where, Figure.millis(queue.median()),
                        Figure.millis(floor.median()), ratio(page),
                        targets ? "copydesk/floor <= " + QUEUE_RATIO : "none (reference)",
                        !targets || page <= QUEUE_RATIO, ""));
    }

    /**
     * {@code ./copydesk --version} against the {@code java} command the launcher runs, in
     * alternating pairs; the figure is the median of the pairs' differences, which a shared
     * machine's slow spells move less than either median alone.
     */
    private Figure launcherOverhead(int repetitions) {
        List<String> direct = directCommand("--version");
        List<String> viaLauncher = List.of(launcher.toString(), "--version");
        Samples java = new Samples();
        Samples script = new Samples();
        Samples added = new Samples();
        ProcessStart.run(direct, Map.of(), List.of());
        ProcessStart.run(viaLauncher, Map.of(), List.of());
        for (int i = 0; i < 2 * Math.max(repetitions, 5); i++) {
            double plain = ProcessStart.run(direct, Map.of(), List.of()).exitSeconds();
            double through = ProcessStart.run(viaLauncher, Map.of(), List.of()).exitSeconds();
            java.add(plain);
            script.add(through);
            added.add(through - plain);
        }
        Bench.progress("  --version: java %s; ./copydesk %s; added %s", java.spread(), script.spread(), added.spread());
        return new Figure("start: the launcher's own cost (./copydesk --version less java --version, per pair)",
                Figure.millis(added.median()), Figure.millis(java.median()), "",
                "<= " + LAUNCHER_MILLIS + " ms; ./copydesk --version " + Figure.millis(script.median()),
                added.median() * 1000 <= LAUNCHER_MILLIS, "");
    }

    /** The floor as the launcher starts the desk: this JVM's java, its JavaFX module path, the one module. */
    private static List<String> floorCommand() {
        return List.of(javaBinary(), "--module-path", System.getProperty("jdk.module.path", ""), "--add-modules",
                "javafx.controls", "-cp", codeSource(StartFloor.class).toString(), StartFloor.class.getName());
    }

    /**
     * The {@code java} command the launcher ends in, made the way it makes it: the app jar and its
     * libraries on the class path, JavaFX's platform jars on the module path, its class archive
     * when it has one, its JVM options for a command.
     */
    private List<String> directCommand(String... arguments) {
        Path target = launcher.getParent().resolve("app/target");
        List<String> modules = new ArrayList<>();
        StringBuilder classPath = new StringBuilder(target.resolve("copydesk-app.jar").toString());
        try (Stream<Path> jars = Files.list(target.resolve("lib"))) {
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                String name = jar.getFileName().toString();
                if (name.startsWith("javafx-") && name.endsWith("-linux.jar")) {
                    modules.add(jar.toString());
                } else if (!name.startsWith("javafx-")) {
                    classPath.append(':').append(jar);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> command = new ArrayList<>(List.of(javaBinary()));
        Path archive = target.resolve("copydesk-cli.jsa");
        if (Files.exists(archive)) {
            command.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        }
        // The launcher's options and heap ceiling for a command (COPYDESK_CLI_JAVA_OPTS, COPYDESK_CLI_HEAP unset).
        command.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx320m"));
        command.addAll(List.of("--module-path", String.join(":", modules), "--add-modules", "javafx.controls",
                "-cp", classPath.toString(), "org.copydesk.app.Main"));
        command.addAll(List.of(arguments));
        return command;
    }

    private String storeName() {
        return queueStore.getFileName().toString().replaceAll("\\D+", " ").trim().split(" ")[0] + "-run";
    }

    private static String ratio(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private static Map<String, String> with(Map<String, String> environment, String name, String value) {
        Map<String, String> changed = new LinkedHashMap<>(environment);
        changed.put(name, value);
        return changed;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static Path codeSource(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
