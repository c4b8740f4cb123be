package org.copydesk.app.workflow.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.copydesk.app.AppRoot;
import org.copydesk.app.desktop.DeskFixtures;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.ImportWorkflow;
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
            new ImportWorkflow(store, Runnable::run).importPaths(List.of(dir.resolve("bundle")), ImportProgress.NONE);
            DeskFixtures.writeBrokenCitationRun(dir.resolve("broken"));
            new ImportWorkflow(store, Runnable::run).importPaths(List.of(dir.resolve("broken")), ImportProgress.NONE);
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
}
