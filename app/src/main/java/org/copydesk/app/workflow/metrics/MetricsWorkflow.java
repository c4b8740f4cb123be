package org.copydesk.app.workflow.metrics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.decide.VerifyWorkflow;
import org.copydesk.model.decision.FieldVerdict;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.model.run.ShadowRun;
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
        Map<String, ReviewDecision> latest = new LinkedHashMap<>();
        for (VerifiedDecision verified : verify.verifyAll()) {
            Optional<ReviewDecision> decision = verified.decision();
            if (verified.isValid() && decision.isPresent()
                    && decision.get().subject().kind().equals(SubjectKind.SHADOW_RUN.wireName())) {
                // verifyAll is in recording order, so a later valid decision replaces an earlier one.
                latest.put(decision.get().subject().sha256().get(0), decision.get());
            }
        }
        List<AdjudicatedRun> runs = new ArrayList<>(latest.size());
        latest.keySet().stream().sorted().forEach(sha -> {
            Optional<ShadowRun> run = store.runs().find(sha);
            run.ifPresent(r -> runs.add(new AdjudicatedRun(RunFactsReader.from(r), adjudication(latest.get(sha)))));
        });
        return runs;
    }

    private static Adjudication adjudication(ReviewDecision decision) {
        List<String> failed = decision.checks().map(c -> c.failed()).orElse(List.of());
        List<FieldVerdict> verdicts = decision.fieldVerdicts().orElse(List.of());
        return new Adjudication(decision.decisionSha256(), decision.decision(), decision.reviewer().reviewerId(),
                decision.decidedAt(), failed, verdicts);
    }
}
