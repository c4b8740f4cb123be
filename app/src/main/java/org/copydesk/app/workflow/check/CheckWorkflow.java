package org.copydesk.app.workflow.check;

import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.copydesk.app.workflow.BriefCheckWorkflow;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.run.ShadowRun;
import org.copydesk.store.CheckState;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoredDocument;

/**
 * Runs the deterministic checks on stored records and remembers each run's outcome for the
 * queue. Copydesk never takes a verdict from upstream: every result here is recomputed.
 */
public final class CheckWorkflow {

    /** Runs per task: large enough that scheduling is noise, small enough to keep both cores busy to the end. */
    private static final int SLICE = 50;
    /** Runs checked before their states are written and their reports let go. */
    private static final int REMEMBER_CHUNK = 1000;

    private final EvidenceStore store;
    private final VerifyWorkflow verify;
    private final CheckEngine engine;
    private final BriefCheckWorkflow briefs;
    private final Clock clock;
    private final Executor workers;

    public CheckWorkflow(EvidenceStore store, VerifyWorkflow verify, CheckEngine engine, BriefCheckWorkflow briefs,
                         Clock clock, Executor workers) {
        this.store = store;
        this.verify = verify;
        this.engine = engine;
        this.briefs = briefs;
        this.clock = clock;
        this.workers = workers;
    }

    public CheckContext context() {
        return new StoreCheckContext(store, verify::verifyAllOnCallingThread);
    }

    public CheckReport check(ShadowRun run) {
        return check(run, context());
    }

    private CheckReport check(ShadowRun run, CheckContext context) {
        CheckReport report = engine.check(run, context);
        remember(List.of(new RecordChecks(run.recordSha256(), DocumentKinds.SHADOW_RUN, report)));
        return report;
    }

    public Optional<RecordChecks> checkRun(String recordSha256) {
        return store.runs().find(recordSha256)
                .map(run -> new RecordChecks(recordSha256, DocumentKinds.SHADOW_RUN, check(run)));
    }

    /**
     * The given runs (a queue page's unchecked ones, an import's new ones), checked in slices on
     * the workers against one store context, their states written in one transaction rather
     * than one per run. Ids with no stored run are skipped.
     */
    public List<RecordChecks> checkRuns(List<String> recordSha256s) {
        return checkInSlices(recordSha256s);
    }

    /**
     * The given runs checked and their states written, a thousand at a time, keeping no report:
     * what an import and the opening check do, so that a large import holds a thousand runs'
     * reports at most. Returns how many runs were checked.
     */
    public int checkAndRemember(List<String> recordSha256s) {
        int checked = 0;
        for (int from = 0; from < recordSha256s.size(); from += REMEMBER_CHUNK) {
            checked += checkInSlices(recordSha256s.subList(from, Math.min(recordSha256s.size(),
                    from + REMEMBER_CHUNK))).size();
        }
        return checked;
    }

    /**
     * Every run never checked, or checked by another version of the checks, checked now: what
     * keeps the queue's counts and marks saying what the checks say today. Returns how many
     * were checked.
     */
    public int checkStale() {
        List<String> stale = store.checkStates().staleRuns(CheckEngine.ENGINE_ID);
        checkAndRemember(stale);
        return stale.size();
    }

    /** Every stored research brief, checked against its artifacts' bytes. */
    public List<RecordChecks> checkAllBriefs() {
        List<RecordChecks> all = new ArrayList<>();
        for (StoredDocument brief : store.documents().list(DocumentKinds.RESEARCH_BRIEF)) {
            all.add(new RecordChecks(brief.idSha256(), DocumentKinds.RESEARCH_BRIEF, briefs.checkBrief(brief.idSha256())));
        }
        return all;
    }

    public Optional<RecordChecks> checkBrief(String briefSha256) {
        return store.documents().find(DocumentKinds.RESEARCH_BRIEF, briefSha256).map(doc -> new RecordChecks(
                briefSha256, DocumentKinds.RESEARCH_BRIEF, briefs.checkBrief(briefSha256)));
    }

    /**
     * Every run in the store, checked against one shared store context, in queue order. Runs are
     * decoded and checked on the workers in slices; the results are written in one transaction.
     */
    public List<RecordChecks> checkAllRuns() {
        return checkInSlices(store.runs().allIds());
    }

    /**
     * Every run in the store checked in queue order, a thousand at a time: each thousand's states are written, its
     * results handed to {@code sink} in order and let go, so that a check of 100,000 runs holds a thousand runs'
     * reports at most. Returns how many runs were checked.
     */
    public int checkAllRuns(Consumer<RecordChecks> sink) {
        List<String> ids = store.runs().allIds();
        int checked = 0;
        for (int from = 0; from < ids.size(); from += REMEMBER_CHUNK) {
            List<RecordChecks> chunk = checkInSlices(ids.subList(from, Math.min(ids.size(), from + REMEMBER_CHUNK)));
            chunk.forEach(sink);
            checked += chunk.size();
        }
        return checked;
    }

    /**
     * Slices are offered to the workers, and the calling thread takes every slice no worker has
     * started yet: it never waits on work queued behind itself, so this is safe to call from a
     * task already running on the workers.
     */
    private List<RecordChecks> checkInSlices(List<String> ids) {
        CheckContext context = context();
        List<Slice> slices = new ArrayList<>();
        for (int from = 0; from < ids.size(); from += SLICE) {
            Slice slice = new Slice(ids.subList(from, Math.min(ids.size(), from + SLICE)), context);
            slices.add(slice);
            workers.execute(slice::claimAndRun);
        }
        List<Checked> all = new ArrayList<>(ids.size());
        try {
            slices.forEach(Slice::claimAndRun);
            for (Slice slice : slices) {
                all.addAll(slice.result.join());
            }
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
        }
        String now = now();
        List<CheckState> states = new ArrayList<>(all.size());
        List<RecordChecks> checks = new ArrayList<>(all.size());
        for (Checked each : all) {
            states.add(new CheckState(each.checks().id(), each.checks().report().engine(), each.resultsSha256(),
                    each.failed(), now));
            checks.add(each.checks());
        }
        store.checkStates().putAll(states);
        return checks;
    }

    /** A slice of runs to check, run once by whichever thread claims it first. */
    private final class Slice {
        private final List<String> ids;
        private final CheckContext context;
        private final AtomicBoolean claimed = new AtomicBoolean();
        private final CompletableFuture<List<Checked>> result = new CompletableFuture<>();

        Slice(List<String> ids, CheckContext context) {
            this.ids = ids;
            this.context = context;
        }

        void claimAndRun() {
            if (!claimed.compareAndSet(false, true)) {
                return;
            }
            try {
                result.complete(checkSlice(ids, context));
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }
    }

    /** One run's results with what the queue keeps of them, worked out on the worker that checked it. */
    private record Checked(RecordChecks checks, String resultsSha256, List<String> failed) {
    }

    /** A slice's runs and their raw bytes read in one go each, then checked one by one. */
    private List<Checked> checkSlice(List<String> ids, CheckContext shared) {
        List<ShadowRun> runs = store.runs().findAll(ids);
        CheckContext context = PrefetchedRawContext.of(store, shared, runs);
        List<Checked> out = new ArrayList<>(runs.size());
        for (ShadowRun run : runs) {
            CheckReport report = engine.check(run, context);
            out.add(new Checked(new RecordChecks(run.recordSha256(), DocumentKinds.SHADOW_RUN, report),
                    report.resultsSha256(), report.failedIds()));
        }
        return out;
    }

    private String now() {
        return clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private void remember(List<RecordChecks> checks) {
        String now = now();
        List<CheckState> states = new ArrayList<>(checks.size());
        for (RecordChecks each : checks) {
            states.add(new CheckState(each.id(), each.report().engine(), each.report().resultsSha256(),
                    each.report().failedIds(), now));
        }
        store.checkStates().putAll(states);
    }
}
