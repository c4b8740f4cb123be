package org.copydesk.app;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;

import org.copydesk.app.workflow.BriefCheckWorkflow;
import org.copydesk.app.workflow.BriefsWorkflow;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.ListWorkflow;
import org.copydesk.app.workflow.RecordWorkflow;
import org.copydesk.app.workflow.SourceOriginals;
import org.copydesk.app.workflow.SubjectReports;
import org.copydesk.app.workflow.check.CheckWorkflow;
import org.copydesk.app.workflow.check.DuplicatesWorkflow;
import org.copydesk.app.workflow.claims.ClaimWorkflow;
import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.app.workflow.log.CheckpointSigner;
import org.copydesk.app.workflow.log.DeskWitness;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.app.workflow.log.LogAudit;
import org.copydesk.app.workflow.log.LogWorkflow;
import org.copydesk.app.workflow.metrics.MetricsWorkflow;
import org.copydesk.app.workflow.queue.DocumentQueue;
import org.copydesk.app.workflow.queue.QueueReader;
import org.copydesk.app.workflow.release.FallbackWorkflow;
import org.copydesk.app.workflow.release.GateWorkflow;
import org.copydesk.app.workflow.release.PromoteWorkflow;
import org.copydesk.app.workflow.release.TakeReviewWorkflow;
import org.copydesk.model.checks.Check;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.store.EvidenceStore;

/**
 * The composition root: one per process, over its one open store. It owns the one executor
 * ({@link WorkerPool}) and builds every workflow exactly once; the CLI's commands and the
 * window ({@code DesktopRoot}, which builds only views and view models) ask it for what they
 * need, so a figure the bench shows is the figure a desk gets. Nothing else constructs a
 * workflow, and no workflow is given the root.
 */
public final class AppRoot implements AutoCloseable {

    private final EvidenceStore store;
    private final Clock clock;
    private final Executor executor;
    private final List<AutoCloseable> owned;

    private final CheckEngine engine;
    private final ImportWorkflow importer;
    private final RosterWorkflow roster;
    private final VerifyWorkflow verify;
    private final CheckWorkflow checks;
    private final DuplicatesWorkflow duplicates;
    private final TakeReviewWorkflow takes;
    private final DecisionWorkflow decisions;
    private final ListWorkflow list;
    private final GateWorkflow gate;
    private final PromoteWorkflow promote;
    private final FallbackWorkflow fallback;
    private final MetricsWorkflow metrics;
    private final DecisionStates decisionStates;
    private final QueueReader queue;
    private final RecordWorkflow records;
    private final BriefsWorkflow briefs;
    private final SourceOriginals originals;
    private final ClaimWorkflow claims;
    private final LogWorkflow log;

    /**
     * Over a store and an executor the caller owns and closes: for tests (a same-thread executor
     * makes every flow deterministic) and for the bench.
     */
    public AppRoot(EvidenceStore store, Clock clock, Executor executor) {
        this(store, clock, executor, HistoryWitness.none(), List.of());
    }

    private AppRoot(EvidenceStore store, Clock clock, Executor executor, HistoryWitness witness,
                    List<AutoCloseable> owned) {
        this.store = store;
        this.clock = clock;
        this.executor = executor;
        this.owned = owned;
        this.engine = new CheckEngine();
        DeskWitness desk = new DeskWitness(store, witness);
        this.log = new LogWorkflow(store, new LogAudit(store, executor), desk);
        this.roster = new RosterWorkflow(store, clock, new CheckpointSigner(store, desk));
        this.verify = new VerifyWorkflow(store, roster, executor);
        BriefCheckWorkflow briefChecks = new BriefCheckWorkflow(store, engine);
        this.checks = new CheckWorkflow(store, verify, engine, briefChecks, clock, executor);
        this.importer = new ImportWorkflow(store, executor, checks::checkAndRemember);
        this.duplicates = new DuplicatesWorkflow(store);
        this.takes = new TakeReviewWorkflow(store, engine);
        SubjectReports reports = new SubjectReports(checks, takes);
        this.decisions = new DecisionWorkflow(store, roster, verify, reports, clock);
        this.list = new ListWorkflow(store, verify);
        this.gate = new GateWorkflow(verify, store, roster);
        this.promote = new PromoteWorkflow(store, roster, takes, decisions, gate, engine);
        this.fallback = new FallbackWorkflow(store, roster, decisions, gate);
        this.metrics = new MetricsWorkflow(store, verify);
        this.decisionStates = new DecisionStates(store.decisionStates(), verify);
        this.queue = new QueueReader(store.queue(),
                new DocumentQueue(store.documents(), store.decisionStates(), reports::documentReport), decisionStates);
        this.records = new RecordWorkflow(store.runs(), store.queue(), store.racePolls());
        this.briefs = new BriefsWorkflow(store, verify, briefChecks);
        this.originals = new SourceOriginals(store, clock);
        this.claims = new ClaimWorkflow(store.claims(), clock);
    }

    /** A root that owns {@code store} and a new {@link WorkerPool}: closing it shuts both down. */
    public static AppRoot owning(EvidenceStore store, Clock clock) {
        return owning(store, clock, HistoryWitness.none());
    }

    /** As {@link #owning(EvidenceStore, Clock)}, with this desk's {@code witness} of the store's log (FORMATS §4.4). */
    public static AppRoot owning(EvidenceStore store, Clock clock, HistoryWitness witness) {
        ExecutorService pool = WorkerPool.start();
        return new AppRoot(store, clock, pool, witness, List.of(pool::shutdownNow, store));
    }

    /** A root over a store the caller keeps, with its own {@link WorkerPool}, shut down on close. */
    public static AppRoot withPool(EvidenceStore store, Clock clock) {
        ExecutorService pool = WorkerPool.start();
        return new AppRoot(store, clock, pool, HistoryWitness.none(), List.of(pool::shutdownNow));
    }

    /** The one executor: the window's background jobs and the workflows' fan-out run on it. */
    public Executor executor() {
        return executor;
    }

    /** The process's clock: decision times, check times, import pacing. */
    public Clock clock() {
        return clock;
    }

    public EvidenceStore store() {
        return store;
    }

    /** What every check is, for the views that name and explain them. */
    public List<Check<?>> checkCatalogue() {
        return engine.catalogue();
    }

    public ImportWorkflow importer() {
        return importer;
    }

    /** The decision log: its verification, proofs, consistency and this desk's witness. */
    public LogWorkflow log() {
        return log;
    }

    public RosterWorkflow roster() {
        return roster;
    }

    public VerifyWorkflow verify() {
        return verify;
    }

    public CheckWorkflow checks() {
        return checks;
    }

    public DuplicatesWorkflow duplicates() {
        return duplicates;
    }

    public DecisionWorkflow decisions() {
        return decisions;
    }

    public ListWorkflow list() {
        return list;
    }

    public TakeReviewWorkflow takes() {
        return takes;
    }

    public GateWorkflow gate() {
        return gate;
    }

    public PromoteWorkflow promote() {
        return promote;
    }

    public FallbackWorkflow fallback() {
        return fallback;
    }

    public MetricsWorkflow metrics() {
        return metrics;
    }

    /** The queue's cache of latest valid decisions (the record view and the CLI verify afresh instead). */
    public DecisionStates decisionStates() {
        return decisionStates;
    }

    /** The review queue over runs, takes and briefs. */
    public QueueReader queue() {
        return queue;
    }

    public RecordWorkflow records() {
        return records;
    }

    /** Who is reviewing what now, on every desk sharing the store. */
    public ClaimWorkflow claims() {
        return claims;
    }

    public BriefsWorkflow briefs() {
        return briefs;
    }

    public SourceOriginals originals() {
        return originals;
    }

    /**
     * Waits until the pool has no work running or queued (false if that took longer than
     * {@code timeout}): for callers that must not close the store under a background job, such as
     * a probe between figures. A caller's own executor counts as quiet at once.
     */
    public boolean awaitQuiet(Duration timeout) {
        if (executor instanceof ForkJoinPool pool) {
            return pool.awaitQuiescence(timeout.toMillis(), TimeUnit.MILLISECONDS);
        }
        return true;
    }

    /** Shuts down what this root owns: its pool first (no job outlives it), then its store. */
    @Override
    public void close() {
        RuntimeException failure = null;
        for (AutoCloseable resource : owned) {
            try {
                resource.close();
            } catch (Exception e) {
                if (failure == null) {
                    failure = e instanceof RuntimeException r ? r : new IllegalStateException(e.getMessage(), e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
