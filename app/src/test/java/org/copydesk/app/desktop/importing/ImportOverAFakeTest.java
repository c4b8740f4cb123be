package org.copydesk.app.desktop.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javafx.beans.property.SimpleBooleanProperty;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.desktop.common.RecordingDialogs;
import org.copydesk.app.desktop.common.SameThreadTaskRunner;
import org.copydesk.app.workflow.ImportSummary;
import org.junit.jupiter.api.Test;

/** The import strip over an importer that only records what it was given: no store. */
class ImportOverAFakeTest {

    private static final ImportSummary TWO_IMPORTED = new ImportSummary(2, 0, List.of(), false, 2, 2, 0, List.of());

    private final RecordingDialogs dialogs = new RecordingDialogs();
    private final List<List<Path>> asked = new ArrayList<>();
    private int refreshed;

    private ImportViewModel importing(Importer importer) {
        return new ImportViewModel(importer, new SameThreadTaskRunner(), dialogs, () -> refreshed++,
                DeskFixtures.CLOCK);
    }

    private Importer recording(ImportSummary answer) {
        return (paths, progress) -> {
            asked.add(paths);
            progress.update(paths.size(), paths.size(), paths.get(0).toString());
            return answer;
        };
    }

    @Test
    void anImportIsToldShownAndTheQueueReadAgain() {
        ImportViewModel importing = importing(recording(TWO_IMPORTED));
        importing.importPaths(List.of(Path.of("a.json"), Path.of("b.json")));

        assertEquals(List.of(List.of(Path.of("a.json"), Path.of("b.json"))), asked);
        assertEquals(List.of(TWO_IMPORTED), dialogs.summaries());
        assertEquals(1, dialogs.notices().size());
        assertTrue(dialogs.notices().get(0).startsWith("Import finished"), dialogs.notices().toString());
        assertEquals(1, refreshed);
        assertFalse(importing.runningProperty().get());
        assertEquals("", importing.messageProperty().get());
    }

    @Test
    void nothingChosenImportsNothing() {
        importing(recording(TWO_IMPORTED)).importPaths(List.of());

        assertEquals(List.of(), asked);
        assertEquals(0, refreshed);
    }

    @Test
    void whileTheStoreDoesNotAnswerTheImportIsRefusedBeforeItStarts() {
        ImportViewModel importing = importing(recording(TWO_IMPORTED));
        importing.watchStore(new SimpleBooleanProperty(false));
        assertTrue(importing.blockedProperty().get());

        importing.importPaths(List.of(Path.of("a.json")));

        assertEquals(List.of(), asked);
        assertEquals(1, dialogs.errors().size());
        assertTrue(dialogs.errors().get(0).startsWith("The store is not answering: Cannot import now"),
                dialogs.errors().toString());
    }

    @Test
    void aFailedImportSaysWhyInOneLineAndTheQueueIsReadAgain() {
        ImportViewModel importing = importing((paths, progress) -> {
            throw new IllegalStateException("a.json: not a shadow run bundle");
        });
        importing.importPaths(List.of(Path.of("a.json")));

        assertEquals(List.of("Import failed: a.json: not a shadow run bundle"), dialogs.errors());
        assertEquals(List.of(), dialogs.summaries());
        assertEquals(1, refreshed);
        assertFalse(importing.runningProperty().get());
    }
}
