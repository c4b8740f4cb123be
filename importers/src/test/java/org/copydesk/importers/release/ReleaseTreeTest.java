package org.copydesk.importers.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.copydesk.model.release.FallbackTake;
import org.copydesk.model.release.tree.RaceView;
import org.copydesk.model.release.tree.ReleaseView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReleaseTreeTest {

    private static final String REGISTRY = "{\"schema\": \"race-registry.v1\", \"races\": [{\"race_id\": \"xx\", "
            + "\"forecast\": \"forecasts/xx/forecast.json\", \"analyst_take\": \"analyst-take/xx/current.json\", "
            + "\"analyst_take_archive_sha256\": null}]}";

    @TempDir
    Path dir;

    @Test
    void readsWhatIsThereAndReportsWhatIsNot() throws IOException {
        Files.writeString(dir.resolve("registry.json"), REGISTRY);
        Files.createDirectories(dir.resolve("analyst-take/xx"));
        Files.writeString(dir.resolve("analyst-take/xx/current.json"), "{\"schema\": \"analyst-take.v2\", \"race_id\": "
                + "\"xx\", \"status\": \"unavailable\", \"forecast_run_id\": \"r\", \"artifact_sha256\": \"a\", "
                + "\"data_cutoff\": \"d\", \"forecast_effect\": 0}");
        ReleaseView view = ReleaseTree.read(dir);
        RaceView race = view.race("xx").orElseThrow();
        assertTrue(race.take().orElseThrow() instanceof FallbackTake);
        assertEquals("forecasts/xx/forecast.json: missing", race.forecastProblem().orElseThrow());
    }

    @Test
    void aMalformedRegistryIsReportedNotThrown() throws IOException {
        Files.writeString(dir.resolve("registry.json"), "{\"schema\": \"race-registry.v1\"");
        ReleaseView view = ReleaseTree.read(dir);
        assertTrue(view.registryProblem().orElseThrow().startsWith("registry.json: not valid JSON"));
    }

    @Test
    void aSymbolicLinkOutOfTheTreeReadsAsAbsent() throws IOException {
        Path outside = Files.writeString(Files.createTempFile(dir.getParent(), "outside", ".json"), "{}");
        Path release = Files.createDirectories(dir.resolve("release"));
        Files.createSymbolicLink(release.resolve("registry.json"), outside);
        DirectoryReleaseFiles files = new DirectoryReleaseFiles(release);
        assertTrue(files.read("registry.json").isEmpty());
        assertTrue(files.read("../" + outside.getFileName()).isEmpty());
        Files.delete(outside);
    }

    @Test
    void listsArchiveNamesSorted() throws IOException {
        Path archive = Files.createDirectories(dir.resolve("analyst-take/archive"));
        Files.writeString(archive.resolve("b.json"), "{}");
        Files.writeString(archive.resolve("a.json"), "{}");
        assertEquals(List.of("a.json", "b.json"), new DirectoryReleaseFiles(dir).archiveNames());
    }
}
