package org.copydesk.app;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.ImportWorkflow;
import org.copydesk.app.workflow.ListWorkflow;
import org.copydesk.app.workflow.check.CheckWorkflow;
import org.copydesk.app.workflow.check.DuplicatesWorkflow;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.app.workflow.decide.DecisionWorkflow;
import org.copydesk.app.workflow.decide.ResolvedSubject;
import org.copydesk.app.workflow.decide.RosterWorkflow;
import org.copydesk.app.workflow.decide.SubjectChecks;
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
import org.copydesk.app.workflow.release.TakeReview;
import org.copydesk.app.workflow.release.TakeReviewWorkflow;
import org.copydesk.model.checks.CheckEngine;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.store.EvidenceStore;

/** The workflows over one open store, wired once: the composition root shared by the CLI and the window. */
public final class Services {

    private final EvidenceStore store;
    private final RosterWorkflow roster;
    private final VerifyWorkflow verify;
    private final CheckWorkflow checks;
    private final DuplicatesWorkflow duplicates;
    private final DecisionWorkflow decisions;
    private final ListWorkflow list;
    private final TakeReviewWorkflow takes;
    private final GateWorkflow gate;
    private final PromoteWorkflow promote;
    private final FallbackWorkflow fallback;
    private final MetricsWorkflow metrics;
    private final DecisionStates decisionStates;
    private final QueueReader queue;

    private final LogWorkflow log;

    private final Executor workers;

    /** Everything on the calling thread: for tests and small stores. */
    public Services(EvidenceStore store, Clock clock) {
        this(store, clock, Runnable::run);
    }

    /** {@code workers} runs CPU-bound steps (decoding, checks, signatures) in parallel; its owner shuts it down. */
    public Services(EvidenceStore store, Clock clock, Executor workers) {
        this(store, clock, workers, HistoryWitness.none());
    }

    /** As above, with this desk's {@code witness} of the stores it opens (FORMATS §4.4). */
    public Services(EvidenceStore store, Clock clock, Executor workers, HistoryWitness witness) {
        this.store = store;
        this.workers = workers;
        DeskWitness desk = new DeskWitness(store, witness);
        this.log = new LogWorkflow(store, new LogAudit(store, workers), desk);
        this.roster = new RosterWorkflow(store, clock, new CheckpointSigner(store, desk));
        this.verify = new VerifyWorkflow(store, roster, workers);
        CheckEngine engine = new CheckEngine();
        this.checks = new CheckWorkflow(store, verify, engine, clock, workers);
        this.duplicates = new DuplicatesWorkflow(store);
        this.decisions = new DecisionWorkflow(store, roster, verify, this::reportFor, clock);
        this.list = new ListWorkflow(store, verify);
        this.takes = new TakeReviewWorkflow(store, engine);
        this.gate = new GateWorkflow(verify, store, roster);
        this.promote = new PromoteWorkflow(store, roster, verify, takes, clock);
        this.fallback = new FallbackWorkflow(store, roster, verify, takes, clock);
        this.metrics = new MetricsWorkflow(store, verify);
        this.decisionStates = new DecisionStates(store.decisionStates(), verify);
        this.queue = new QueueReader(store.queue(), new DocumentQueue(store.documents(), store.decisionStates(),
                this::documentReport), decisionStates);
    }

    public EvidenceStore store() {
        return store;
    }

    public ImportWorkflow importer() {
        return new ImportWorkflow(store, workers, checks::checkRuns);
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

    /** A take or brief checked now: a take against the imported release's current forecast. */
    public Optional<CheckReport> documentReport(String kind, String id) {
        if (kind.equals(DocumentKinds.ANALYST_TAKE)) {
            return takes.review(id, Optional.empty()).map(TakeReview::report);
        }
        if (kind.equals(DocumentKinds.RESEARCH_BRIEF)) {
            return checks.checkBrief(id).map(RecordChecks::report);
        }
        return Optional.empty();
    }

    /** What the checks say about a subject when a decision is made on it ({@link SubjectChecks}). */
    private Optional<CheckReport> reportFor(ResolvedSubject subject) {
        switch (subject.kind()) {
            case SHADOW_RUN:
            case DUPLICATE_PAIR:
                List<CheckResult> results = new ArrayList<>();
                for (String sha : subject.sha256()) {
                    checks.checkRun(sha).ifPresent(r -> results.addAll(r.report().results()));
                }
                return Optional.of(new CheckReport(CheckEngine.ENGINE_ID, results));
            case RESEARCH_BRIEF:
                return documentReport(DocumentKinds.RESEARCH_BRIEF, subject.sha256().get(0));
            case DECISION:
                return Optional.empty();
            case ANALYST_TAKE:
                // A v2 fallback has no take.* checks: its report is empty, not missing.
                return Optional.of(documentReport(DocumentKinds.ANALYST_TAKE, subject.sha256().get(0))
                        .orElse(new CheckReport(CheckEngine.ENGINE_ID, List.of())));
            default:
                return Optional.of(new CheckReport(CheckEngine.ENGINE_ID, List.of()));
        }
    }
}
