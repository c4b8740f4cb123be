package org.copydesk.app.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.SharedVectors;
import org.copydesk.model.json.Json;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile input: each file is refused with one line naming it, the good runs beside it
 * still import, nothing a user sees is a Java stack trace, and nothing is written outside the store.
 */
class HostileImportTest {

    @TempDir
    Path work;

    static Stream<Arguments> hostileInputs() {
        return Stream.of(
                Arguments.of("not JSON", HostileCorpus.notJson()),
                Arguments.of("truncated JSON", HostileCorpus.truncatedJson()),
                Arguments.of("binary", HostileCorpus.binary()),
                Arguments.of("empty file", HostileCorpus.emptyFile()),
                Arguments.of("unknown schema", HostileCorpus.unknownSchema()),
                Arguments.of("unknown version", HostileCorpus.unknownVersion()),
                Arguments.of("missing required field", HostileCorpus.missingRequiredField()),
                Arguments.of("mistyped required field", HostileCorpus.mistypedRequiredField()),
                Arguments.of("200,000-deep nesting", HostileCorpus.deepNesting()),
                Arguments.of("huge string", HostileCorpus.hugeString()),
                Arguments.of("file over the size cap", HostileCorpus.overSizeCap()),
                Arguments.of("zip entry escaping with ..", HostileCorpus.zipEntryEscapingTheBundle()),
                Arguments.of("zip entry with an absolute path", HostileCorpus.zipEntryWithAbsolutePath()),
                Arguments.of("zip bomb stating its size", HostileCorpus.zipBombStatingItsSize()),
                Arguments.of("zip bomb lying about its size", HostileCorpus.zipBombLyingAboutItsSize()),
                Arguments.of("too many zip entries", HostileCorpus.tooManyZipEntries()),
                Arguments.of("symlink out of the bundle", HostileCorpus.symlinkOutOfTheBundle()),
                Arguments.of("number beyond a double", HostileCorpus.numberBeyondADouble()),
                Arguments.of("same run reformatted", HostileCorpus.sameRunReformatted()),
                Arguments.of("/dev/zero given to import", HostileCorpus.deviceGivenToImport()),
                Arguments.of("FIFO given to import", HostileCorpus.fifoGivenToImport()),
                Arguments.of("FIFO inside the bundle", HostileCorpus.fifoInsideTheBundle()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileInputs")
    @Timeout(120)
    void refusedWithOneLineNamingTheFileWhileTheGoodRunsImport(String name, HostileCase hostile) throws IOException {
        Path bundle = goodBundle();
        HostileCase.Planted planted = hostile.plant(work, bundle);
        Path store = work.resolve("store").resolve("s.db");
        Map<String, Long> before = tree(work);

        CliCapture.Printed printed = new CliCapture(work.resolve("default.db")).run(importArgs(store, planted));

        assertEquals(1, printed.code(), "a refusal is a problem found: " + printed.err());
        JsonNode summary = Json.parse(printed.out().getBytes(StandardCharsets.UTF_8));
        assertEquals(HostileCorpus.GOOD_RUNS, summary.get("imported").asInt(), printed.out());
        assertEquals(1, summary.get("rejected").size(), printed.out());
        JsonNode rejected = summary.get("rejected").get(0);
        assertEquals(planted.badPath(), rejected.get("path").asText());
        String reason = rejected.get("error").asText();
        assertTrue(reason.contains(planted.reasonFragment()), reason);
        assertFalse(reason.contains("\n") || reason.length() > 300, "one short line: " + reason);
        assertNoJavaInternals(printed.out() + printed.err());
        assertEquals(before, withoutStore(tree(work), store), "nothing written outside the store");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileInputs")
    @Timeout(120)
    void humanReadableOutputNamesTheFileOnStderrInOneLine(String name, HostileCase hostile) throws IOException {
        Path bundle = goodBundle();
        HostileCase.Planted planted = hostile.plant(work, bundle);
        Path store = work.resolve("s.db");

        List<String> args = new ArrayList<>(List.of("--store", store.toString(), "import"));
        planted.importArgs().forEach(p -> args.add(p.toString()));
        CliCapture.Printed printed = new CliCapture(work.resolve("default.db")).run(args.toArray(String[]::new));

        assertEquals(1, printed.code());
        assertTrue(printed.out().startsWith("imported " + HostileCorpus.GOOD_RUNS + ","), printed.out());
        List<String> lines = printed.err().lines().toList();
        assertEquals(1, lines.size(), printed.err());
        assertTrue(lines.get(0).startsWith(planted.badPath() + ": "), lines.get(0));
        assertNoJavaInternals(printed.out() + printed.err());
    }

    private static String[] importArgs(Path store, HostileCase.Planted planted) {
        List<String> args = new ArrayList<>(List.of("--store", store.toString(), "--json", "import"));
        planted.importArgs().forEach(p -> args.add(p.toString()));
        return args.toArray(String[]::new);
    }

    static void assertNoJavaInternals(String printed) {
        assertFalse(printed.contains("Exception"), "no exception names: " + printed);
        assertFalse(printed.contains("at org.") || printed.contains("at java."), "no stack trace: " + printed);
    }

    private Path goodBundle() throws IOException {
        Path bundle = work.resolve("bundle");
        Files.createDirectories(bundle.resolve("runs"));
        for (Path run : HostileCorpus.goodRunFiles()) {
            Files.copy(run, bundle.resolve("runs").resolve(run.getFileName()));
        }
        Files.createDirectories(bundle.resolve("raw"));
        try (var raws = Files.list(SharedVectors.bundle().resolve("raw"))) {
            for (Path raw : raws.toList()) {
                Files.copy(raw, bundle.resolve("raw").resolve(raw.getFileName()));
            }
        }
        return bundle;
    }

    /** Every path under {@code root} with its size; links are listed, not followed. */
    static Map<String, Long> tree(Path root) throws IOException {
        Map<String, Long> entries = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.toList()) {
                boolean file = Files.isRegularFile(path, java.nio.file.LinkOption.NOFOLLOW_LINKS);
                entries.put(root.relativize(path).toString(), file ? Files.size(path) : -1L);
            }
        }
        return entries;
    }

    /** The store file, its WAL and shared-memory files, and the folder made for them are the store. */
    private Map<String, Long> withoutStore(Map<String, Long> after, Path store) {
        Map<String, Long> rest = new TreeMap<>(after);
        String name = work.relativize(store).toString();
        rest.keySet().removeIf(key -> key.equals(name) || key.startsWith(name + "-")
                || key.equals(work.relativize(store.getParent()).toString()));
        return rest;
    }
}
