package org.copydesk.model.checks.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.json.SharedSpec;
import org.copydesk.model.release.tree.ReleaseFiles;
import org.copydesk.model.release.tree.ReleaseView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The gate over an in-memory copy of the shared release vector. */
class ReleaseGateTest {

    private static final String CURRENT = "analyst-take/xx-gov-2026/current.json";

    private final Map<String, byte[]> files = new TreeMap<>();

    private final ReleaseFiles tree = new ReleaseFiles() {
        @Override
        public Optional<byte[]> read(String relativePath) {
            return Optional.ofNullable(files.get(relativePath));
        }

        @Override
        public List<String> archiveNames() {
            List<String> names = new ArrayList<>();
            files.keySet().stream().filter(p -> p.startsWith(ARCHIVE_DIR + "/"))
                    .forEach(p -> names.add(p.substring(ARCHIVE_DIR.length() + 1)));
            return names;
        }
    };

    @BeforeEach
    void load() throws IOException {
        Path root = SharedSpec.vectors().resolve("release");
        for (String path : List.of("registry.json", "forecasts/xx-gov-2026/forecast.json", CURRENT)) {
            files.put(path, Files.readAllBytes(root.resolve(path)));
        }
    }

    private List<String> failed() {
        return new ReleaseGate().run(ReleaseView.of(tree), approval -> List.of()).failedIds();
    }

    private String text(String path) {
        return new String(files.get(path), StandardCharsets.UTF_8);
    }

    @Test
    void theVectorTreePassesWithTakeAuthorizedNotApplicable() {
        ReleaseReport report = new ReleaseGate().run(ReleaseView.of(tree), approval -> List.of());
        assertTrue(report.passed(), report.toString());
        assertEquals("not_applicable", report.results().stream().filter(r -> r.checkId().equals("release.take_authorized"))
                .map(CheckResult::verdict).findFirst().orElseThrow().wire());
    }

    @Test
    void aMissingRegistryFailsTheRegistryAndCurrentChecks() {
        files.remove("registry.json");
        assertEquals(List.of("release.registry", "release.take_current"), failed());
    }

    @Test
    void aMissingCurrentTakeFails() {
        files.remove(CURRENT);
        assertEquals(List.of("release.registry", "release.take_current"), failed());
    }

    @Test
    void aMalformedCurrentTakeFailsWithoutThrowing() {
        files.put(CURRENT, "{\"schema\": \"analyst-take.v2\"".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("release.take_current"), failed());
    }

    @Test
    void aFallbackBoundToAnotherRunIsStale() {
        files.put(CURRENT, text(CURRENT).replace("fc-2026-10-16-01", "fc-2026-10-09-01").getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("release.take_current"), failed());
    }

    @Test
    void aRegistryPathLeavingTheTreeFails() {
        files.put("registry.json", text("registry.json").replace("\"forecasts/", "\"../forecasts/")
                .getBytes(StandardCharsets.UTF_8));
        assertTrue(failed().contains("release.registry"));
    }

    @Test
    void anArchiveFileNotNamedByItsDigestFails() {
        files.put("analyst-take/archive/" + "0".repeat(64) + ".json", files.get(CURRENT));
        assertEquals(List.of("release.take_archive"), failed());
    }
}
