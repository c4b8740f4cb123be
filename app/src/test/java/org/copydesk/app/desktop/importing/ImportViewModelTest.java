package org.copydesk.app.desktop.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.copydesk.app.SharedVectors;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportViewModelTest {

    @TempDir
    Path dir;

    private EvidenceStore store;
    private final SameThreadTaskRunner runner = new SameThreadTaskRunner();
    private final int[] refreshed = {0};

    @BeforeEach
    void open() {
        store = SqliteEvidenceStore.open(dir.resolve("s.db"), DeskFixtures.CLOCK);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void importsAChosenFolderReportsProgressAndShowsTheSummary() {
        RecordingDialogs dialogs = new RecordingDialogs().answeringFolder(SharedVectors.bundle());
        ImportViewModel importing = viewModel(dialogs);
        importing.chooseFolder();
        assertEquals(5, store.queue().count(RecordFilter.all()));
        ImportSummary summary = dialogs.summaries().get(0);
        assertEquals(5, summary.imported());
        assertEquals(1.0, runner.progressSeen().get(runner.progressSeen().size() - 1));
        assertEquals(1, refreshed[0], "the queue reads itself again");
        assertFalse(importing.runningProperty().get());
        assertEquals(1, dialogs.notices().size());
    }

    @Test
    void refusedFilesAreListedWithTheirReasons() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("in"));
        Files.write(folder.resolve("not-a-run.json"), "{\"schema\": \"mystery.v9\"}".getBytes(StandardCharsets.UTF_8));
        RecordingDialogs dialogs = new RecordingDialogs();
        viewModel(dialogs).importPaths(List.of(folder));
        ImportSummary summary = dialogs.summaries().get(0);
        assertEquals(0, summary.imported());
        assertEquals(1, summary.rejected().size());
        assertTrue(summary.rejected().get(0).reason().contains("mystery.v9"), summary.rejected().get(0).reason());
    }

    @Test
    void aZipWithNothingImportableIsAWarningNamingWhatItHeld() throws IOException {
        Path zip = dir.resolve("notes.zip");
        Path raw = SharedVectors.bundle().resolve("raw");
        Path rawFile;
        try (var files = Files.list(raw)) {
            rawFile = files.findFirst().orElseThrow();
        }
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("README.md"));
            out.write("notes".getBytes(StandardCharsets.UTF_8));
            out.putNextEntry(new ZipEntry("raw/"));
            out.putNextEntry(new ZipEntry("raw/" + rawFile.getFileName()));
            out.write(Files.readAllBytes(rawFile));
        }
        RecordingDialogs dialogs = new RecordingDialogs();
        viewModel(dialogs).importPaths(List.of(zip));
        ImportSummary summary = dialogs.summaries().get(0);
        assertTrue(ImportOutcome.warns(summary));
        assertEquals("Nothing importable", ImportOutcome.headline(summary));
        assertEquals("Nothing was imported: no run, take, brief or release document was found. What you chose held "
                + "1 raw source file (stored; they show only beside a run that cites them) and 1 skipped file "
                + "(README.md).", ImportOutcome.text(summary));
        assertEquals(List.of("Nothing importable: " + ImportOutcome.text(summary)), dialogs.notices());
    }

    @Test
    void theStripCountsFilesDoneAndLeftAndNeverShowsADigest() {
        RecordingDialogs dialogs = new RecordingDialogs().answeringFolder(SharedVectors.bundle());
        viewModel(dialogs).chooseFolder();
        List<String> messages = runner.messagesSeen();
        assertFalse(messages.isEmpty());
        assertTrue(messages.stream().noneMatch(m -> m.matches(".*[0-9a-f]{16}.*")), messages.toString());
        String last = messages.get(messages.size() - 1);
        assertTrue(last.matches("(\\d+) of \\1 files · 0 left"), last);
    }

    @Test
    void nothingChosenImportsNothing() {
        RecordingDialogs dialogs = new RecordingDialogs();
        viewModel(dialogs).chooseFolder();
        assertEquals(0, runner.jobs());
        assertTrue(dialogs.summaries().isEmpty());
    }

    private ImportViewModel viewModel(RecordingDialogs dialogs) {
        Importer importer = new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE)::importPaths;
        return new ImportViewModel(importer, runner, dialogs, () -> refreshed[0]++, DeskFixtures.CLOCK);
    }
}
