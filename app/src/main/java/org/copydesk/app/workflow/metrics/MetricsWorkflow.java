package org.copydesk.app.workflow.metrics;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.store.EvidenceStore;

/**
 * The human-adjudicated evaluation set held in a store, and figures over it. Only valid
 * decisions count (FORMATS §4.2: not stale, revoked, superseded or badly signed), and for each
 * shadow run only the latest valid one: that is what the desk currently holds true of it.
 */
public final class MetricsWorkflow {

    private final EvidenceStore store;
    private final VerifyWorkflow verify;

    public MetricsWorkflow(EvidenceStore store, VerifyWorkflow verify) {
        this.store = store;
        this.verify = verify;
    }

    public Metrics compute(GroupBy by) {
        return MetricsCalculator.compute(adjudicatedRuns(), by);
    }

    /** Every run with a valid approve or reject decision, ordered by record digest. */
    public List<AdjudicatedRun> adjudicatedRuns() {
        LatestDecisions latest = new LatestDecisions(verify.verifyAll());
        List<AdjudicatedRun> runs = new ArrayList<>();
        store.runs().allIds().stream().sorted().forEach(sha -> latest.of(sha)
                .filter(d -> d.subject().kind().equals(SubjectKind.SHADOW_RUN.wireName()))
                .ifPresent(decision -> store.runs().find(sha).ifPresent(run ->
                        runs.add(new AdjudicatedRun(RunFactsReader.from(run), adjudication(decision))))));
        return runs;
    }

    private static Adjudication adjudication(ReviewDecision decision) {
        List<String> failed = decision.checks().map(c -> c.failed()).orElse(List.of());
        List<FieldVerdict> verdicts = decision.fieldVerdicts().orElse(List.of());
        return new Adjudication(decision.decisionSha256(), decision.decision(), decision.reviewer().reviewerId(),
                decision.decidedAt(), failed, verdicts);
    }
}
