package org.copydesk.app.workflow.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.app.workflow.SubjectReports;
import org.copydesk.fixtures.DemoCorpus;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;
import org.copydesk.store.postgres.TestPostgres;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The queue's rows read by key are the rows the offset pages gave, on the demo corpus, in both
 * stores: paged in order as the table scrolls, and out of order as when it jumps.
 */
@ExtendWith(TestPostgres.class)
class QueueKeysetPagingTest {

    private static final List<RecordFilter> FILTERS = List.of(RecordFilter.all(),
            RecordFilter.all().withTask("poll"), RecordFilter.all().withStatus("blocked"),
            RecordFilter.all().withText("poll"), RecordFilter.all().withChecks(RecordFilter.CHECKS_UNCHECKED),
            RecordFilter.all().withKind(RecordFilter.KIND_SHADOW_RUN), RecordFilter.all().withText("zyzzyvaquark"));

    @TempDir
    Path dir;

    @Test
    void keysetPagesAreTheOffsetPagesInBothStores() {
        DemoCorpus.write(dir.resolve("demo"));
        try (EvidenceStore file = SqliteEvidenceStore.open(dir.resolve("demo.db"), DeskFixtures.CLOCK);
             EvidenceStore server = TestPostgres.freshDatabase().open(DeskFixtures.CLOCK)) {
            List<String> fileRows = new ArrayList<>();
            List<String> serverRows = new ArrayList<>();
            for (EvidenceStore store : List.of(file, server)) {
                new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE)
                        .importPaths(List.of(dir.resolve("demo")), ImportProgress.NONE);
                List<RecordColumns> all = store.queue().page(RecordFilter.all(), 0, 10_000);
                assertTrue(all.stream().map(RecordColumns::createdAt).distinct().count() < all.size(),
                        "the demo corpus has runs stored at the same moment, so ties are ordered by digest");
                QueueReader reader = reader(store);
                for (RecordFilter filter : FILTERS) {
                    for (int size : List.of(1, 7, 100)) {
                        List<String> inOrder = keysetInOrder(reader, filter, size);
                        assertEquals(offsetPages(reader, store, filter), inOrder, filter + " by " + size);
                        assertEquals(inOrder, keysetBackwards(reader, filter, size), filter + " jumping, by " + size);
                        (store == file ? fileRows : serverRows).addAll(inOrder);
                    }
                }
            }
            assertEquals(fileRows, serverRows, "both stores page alike");
        }
    }

    private static QueueReader reader(EvidenceStore store) {
        AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
        SubjectReports reports = new SubjectReports(services.checks(), services.takes());
        return new QueueReader(store.queue(), new DocumentQueue(store.documents(), store.decisionStates(),
                reports::documentReport), services.decisionStates());
    }

    /** The rows as the old offset pages made them: the matching takes and briefs, then the runs by offset. */
    private static List<String> offsetPages(QueueReader reader, EvidenceStore store, RecordFilter filter) {
        MatchedDocuments question = reader.rows(filter, true);
        List<String> ids = new ArrayList<>();
        question.lines().forEach(line -> ids.add(PageRow.of(line).columns().recordSha256()));
        if (filter.admitsRuns()) {
            for (int offset = 0; ; offset += 50) {
                List<RecordColumns> page = store.queue().page(filter, offset, 50);
                page.forEach(run -> ids.add(run.recordSha256()));
                if (page.size() < 50) {
                    break;
                }
            }
        }
        return ids;
    }

    private static List<String> keysetInOrder(QueueReader reader, RecordFilter filter, int size) {
        MatchedDocuments question = reader.rows(filter, true);
        List<String> ids = new ArrayList<>();
        for (int offset = 0; ; offset += size) {
            List<PageRow> page = reader.page(filter, question, offset, size);
            page.forEach(row -> ids.add(row.columns().recordSha256()));
            if (page.size() < size) {
                return ids;
            }
        }
    }

    /** Last page first, each page read with no page before it read: every run page starts from a found key. */
    private static List<String> keysetBackwards(QueueReader reader, RecordFilter filter, int size) {
        MatchedDocuments question = reader.rows(filter, true);
        int total = reader.count(filter, question, () -> false).orElseThrow().total();
        List<List<String>> pages = new ArrayList<>();
        for (int offset = (total - 1) / size * size; offset >= 0; offset -= size) {
            List<String> ids = new ArrayList<>();
            reader.page(filter, question, offset, size).forEach(row -> ids.add(row.columns().recordSha256()));
            pages.add(0, ids);
        }
        return pages.stream().flatMap(List::stream).toList();
    }
}
