package org.copydesk.app.workflow.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.StoredRunChecks;
import org.copydesk.fixtures.ScaleCorpus;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.Verdict;
import org.copydesk.store.CheckState;
import org.copydesk.store.EvidenceStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Checking every run on the workers gives what checking each run alone on one thread gives. */
class CheckWorkflowTest {

    @TempDir
    Path dir;

    private static Map<String, CheckReport> reports(List<RecordChecks> checks) {
        Map<String, CheckReport> out = new LinkedHashMap<>();
        checks.forEach(c -> out.put(c.id(), c.report()));
        return out;
    }

    @Test
    void checkingAllRunsInParallelGivesTheResultsOfCheckingEachAlone() throws Exception {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir.resolve("store"))) {
            ScaleCorpus.writePolls(dir.resolve("bundle"), 120, 8, 9L);
            new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("bundle")), ImportProgress.NONE);
            DeskFixtures.writeBrokenCitationRun(dir.resolve("broken"));
            new ImportWorkflow(store, Runnable::run, StoredRunChecks.NONE).importPaths(List.of(dir.resolve("broken")), ImportProgress.NONE);
            List<String> ids = store.runs().allIds();
            Map<String, CheckReport> alone = new LinkedHashMap<>();
            AppRoot sequential = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            for (String id : ids) {
                alone.put(id, sequential.checks().checkRun(id).orElseThrow().report());
            }
            ExecutorService workers = Executors.newFixedThreadPool(2);
            try {
                List<RecordChecks> all = new AppRoot(store, DeskFixtures.CLOCK, workers).checks().checkAllRuns();
                assertEquals(List.copyOf(alone.keySet()), all.stream().map(RecordChecks::id).toList(), "queue order");
                assertEquals(alone, reports(all));
                // What check prints for every run: the same results, in the same order, handed over as they are made.
                List<RecordChecks> handed = new ArrayList<>();
                int checked = new AppRoot(store, DeskFixtures.CLOCK, workers).checks().checkAllRuns(handed::add);
                assertEquals(ids.size(), checked);
                assertEquals(List.copyOf(alone.keySet()), handed.stream().map(RecordChecks::id).toList(), "queue order");
                assertEquals(alone, reports(handed));
            } finally {
                workers.shutdownNow();
            }
            assertTrue(alone.values().stream().anyMatch(CheckReport::anyFailed), "some run fails a check");
            // The raw bytes, read a slice at a time on the workers, were there and compared.
            assertTrue(alone.values().stream().flatMap(r -> r.results().stream())
                    .anyMatch(r -> r.checkId().equals("integrity.raw_bytes") && r.verdict() == Verdict.PASSED),
                    "some run's raw bytes are compared");
            Map<String, CheckState> states = store.checkStates().findAll(ids);
            for (String id : ids) {
                assertEquals(alone.get(id).resultsSha256(), states.get(id).resultsSha256(), id);
                assertEquals(alone.get(id).failedIds(), states.get(id).failed(), id);
            }
        }
    }

    @Test
    void checkingAPageOfRunsWritesEachRunsStateAsCheckingItAloneDoes() throws Exception {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir.resolve("store"))) {
            List<String> ids = store.runs().allIds();
            AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            List<RecordChecks> page = services.checks().checkRuns(List.of(ids.get(0), "0".repeat(64), ids.get(1)));
            assertEquals(List.of(ids.get(0), ids.get(1)), page.stream().map(RecordChecks::id).toList());
            for (RecordChecks checked : page) {
                CheckReport alone = services.checks().checkRun(checked.id()).orElseThrow().report();
                assertEquals(alone, checked.report());
                assertEquals(alone.resultsSha256(), store.checkStates().find(checked.id()).orElseThrow().resultsSha256());
            }
        }
    }

    @Test
    void anImportChecksEveryRunItStoresBeforeItReportsEvenFromATaskOnTheWorkers() throws Exception {
        ScaleCorpus.writePolls(dir.resolve("bundle"), 180, 8, 9L);
        DeskFixtures.writeBrokenCitationRun(dir.resolve("bundle"));
        ExecutorService workers = Executors.newFixedThreadPool(2);
        try (EvidenceStore store = org.copydesk.store.sqlite.SqliteEvidenceStore.open(dir.resolve("s.db"),
                DeskFixtures.CLOCK)) {
            AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, workers);
            // The window imports from a task on the same two workers the checks are sliced onto.
            workers.submit(() -> services.importer().importPaths(List.of(dir.resolve("bundle")), ImportProgress.NONE))
                    .get(60, java.util.concurrent.TimeUnit.SECONDS);
            List<String> ids = store.runs().allIds();
            assertEquals(181, ids.size());
            Map<String, CheckState> states = store.checkStates().findAll(ids);
            assertEquals(ids.size(), states.size(), "every imported run is checked at import");
            AppRoot sequential = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            for (String id : ids) {
                assertEquals(sequential.checks().checkRun(id).orElseThrow().report().failedIds(), states.get(id).failed());
            }
            assertTrue(states.values().stream().anyMatch(state -> !state.failed().isEmpty()), "the broken run fails");
        } finally {
            workers.shutdownNow();
        }
    }

    @Test
    void bringingChecksUpToDateChecksOnlyRunsNeverCheckedOrCheckedByOtherChecks() throws Exception {
        try (EvidenceStore store = DeskFixtures.vectorStore(dir.resolve("store"))) {
            AppRoot services = new AppRoot(store, DeskFixtures.CLOCK, Runnable::run);
            List<String> ids = store.runs().allIds();
            services.checks().checkRuns(ids.subList(0, 3));
            CheckState current = store.checkStates().find(ids.get(0)).orElseThrow();
            store.checkStates().putAll(List.of(new CheckState(ids.get(1), "copydesk-checks/0", "0".repeat(64),
                    List.of(), "2020-01-01T00:00:00Z")));
            assertEquals(3, services.checks().checkStale(), "one from other checks, two never checked");
            assertEquals(current, store.checkStates().find(ids.get(0)).orElseThrow(), "a current result is kept");
            assertEquals(org.copydesk.model.checks.CheckEngine.ENGINE_ID,
                    store.checkStates().find(ids.get(1)).orElseThrow().engine());
            assertEquals(ids.size(), store.checkStates().findAll(ids).size());
            assertEquals(0, services.checks().checkStale());
        }
    }
}
