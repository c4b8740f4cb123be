package org.copydesk.app.workflow.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.SubjectReports;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Takes and briefs are checked when the queue is read afresh, not again on every filter change. */
class QueueReaderTest {

    @TempDir
    Path dir;

    @Test
    void aFilterChangeReusesTheLastReadingOfTakesAndBriefs() {
        DemoCorpus.write(dir.resolve("demo"));
        try (EvidenceStore store = SqliteEvidenceStore.open(dir.resolve("demo.db"), DeskFixtures.CLOCK)) {
            new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("demo")), ImportProgress.NONE);
            AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            SubjectReports reports = new SubjectReports(services.checks(), services.takes());
            AtomicInteger checked = new AtomicInteger();
            QueueReader reader = new QueueReader(store.queue(), new DocumentQueue(store.documents(),
                    store.decisionStates(), (kind, id) -> {
                        checked.incrementAndGet();
                        return reports.documentReport(kind, id);
                    }), services.decisionStates());
            int documents = store.documents().list(DocumentKinds.ANALYST_TAKE).size()
                    + store.documents().list(DocumentKinds.RESEARCH_BRIEF).size();

            FilterCounts all = reader.ask(RecordFilter.all(), true);
            assertEquals(documents, checked.get());
            FilterCounts briefs = reader.ask(RecordFilter.all().withKind(DocumentKinds.RESEARCH_BRIEF), false);
            assertEquals(documents, checked.get(), "a filter change checks nothing again");
            assertTrue(briefs.total() > 0 && briefs.total() < all.total());
            reader.ask(RecordFilter.all(), true);
            assertEquals(2 * documents, checked.get(), "a fresh question reads and checks them again");

            MatchedDocuments rows = reader.rows(RecordFilter.all(), false);
            assertEquals(all.documents(), rows.lines(), "the rows' documents come before any count");
            assertEquals(Optional.of(all), reader.count(RecordFilter.all(), rows, () -> false));
            assertTrue(reader.count(RecordFilter.all(), rows, () -> true).isEmpty(), "a count asked to stop stops");
        }
    }
}
