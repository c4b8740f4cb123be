package org.copydesk.app.desktop.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportSummary;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.importers.bundle.Refusal;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImportOutcomeTest {

    @TempDir
    Path dir;

    @Test
    void aCancelledImportSaysHowFarItGotAndWhatItKept() {
        try (EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("s.db"), DeskFixtures.CLOCK)) {
            Path demo = dir.resolve("demo");
            DemoCorpus.write(demo);
            ImportSummary summary = new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(demo),
                    new ImportProgress() {
                        private int asked;

                        @Override
                        public void update(long done, long total, String currentPath) {
                        }

                        /** Asked before each file: the user cancels while the sixth is read. */
                        @Override
                        public boolean cancelled() {
                            return ++asked > 6;
                        }
                    });
            assertTrue(summary.cancelled());
            assertEquals("Import cancelled", ImportOutcome.headline(summary));
            assertTrue(ImportOutcome.warns(summary));
            assertTrue(summary.filesRead() > 0, summary.toString());
            long notRead = summary.filesTotal() - summary.filesRead();
            assertTrue(notRead > 0, summary.toString());
            assertEquals("Cancelled after " + summary.filesRead() + " of " + summary.filesTotal() + " files. What was read "
                    + "before you cancelled is kept: " + summary.imported() + " imported · 0 unchanged (already in the store) · 0 "
                    + "refused. The " + notRead + (notRead == 1 ? " file" : " files") + " not yet read "
                    + (notRead == 1 ? "was" : "were") + " not imported; importing the same paths again finishes the job "
                    + "(what is kept counts as unchanged).", ImportOutcome.text(summary));
        }
    }

    @Test
    void anOrdinaryImportGivesItsCountsAsInformation() {
        ImportSummary summary = new ImportSummary(5, 1, List.of(), false, 9, 9, 3, List.of());
        assertFalse(ImportOutcome.warns(summary));
        assertEquals("Import finished", ImportOutcome.headline(summary));
        assertEquals("5 imported · 1 unchanged (already in the store) · 0 refused", ImportOutcome.text(summary));
    }

    @Test
    void onlyRefusedFilesIsNothingImportableAndPointsAtTheList() {
        ImportSummary summary = new ImportSummary(0, 0, List.of(new Refusal("a.txt", "not a bundle file")), false, 1, 1, 0,
                List.of());
        assertEquals("Nothing importable", ImportOutcome.headline(summary));
        assertTrue(ImportOutcome.text(summary).endsWith("What you chose held 1 refused file (listed below)."),
                ImportOutcome.text(summary));
    }

    @Test
    void anEmptyFolderSaysItHeldNoFiles() {
        ImportSummary summary = new ImportSummary(0, 0, List.of(), false, 0, 0, 0, List.of());
        assertTrue(ImportOutcome.text(summary).endsWith("What you chose held no files at all."),
                ImportOutcome.text(summary));
    }
}
