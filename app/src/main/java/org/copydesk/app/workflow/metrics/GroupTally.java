package org.copydesk.app.workflow.metrics;

import java.util.HashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.model.decision.FieldVerdict;

/** Counts one group's runs as they are added; {@link #result()} freezes them into figures. */
final class GroupTally {

    static final String SAFETY_INJECTION = "safety.injection";

    private final String key;
    private int runs;
    private int approved;
    private int rejected;
    private int adjudicated;
    private int overrideConsidered;
    private int rejectedAllPassed;
    private int approvedOverFailed;
    private final Map<String, FieldCounts> fields = new HashMap<>();
    private int nullValuesJudged;
    private int missed;
    private int claimsJudged;
    private int claimsSupported;
    private int injectionFlagged;
    private int injectionCaught;
    private int injectionEscaped;
    private int injectionDismissed;

    GroupTally(String key) {
        this.key = key;
    }

    void add(AdjudicatedRun each) {
        RunFacts run = each.run();
        Adjudication decision = each.adjudication();
        runs++;
        approved += decision.approved() ? 1 : 0;
        rejected += decision.rejected() ? 1 : 0;
        adjudicated += decision.verdicts().isEmpty() ? 0 : 1;
        countOverride(run, decision);
        countInjection(run, decision);
        for (FieldVerdict verdict : decision.verdicts()) {
            countVerdict(run, verdict);
        }
    }

    private void countOverride(RunFacts run, Adjudication decision) {
        if (run.blocked()) {
            return;
        }
        overrideConsidered++;
        boolean allPassed = decision.checksFailed().isEmpty();
        rejectedAllPassed += decision.rejected() && allPassed ? 1 : 0;
        approvedOverFailed += decision.approved() && !allPassed ? 1 : 0;
    }

    private void countInjection(RunFacts run, Adjudication decision) {
        boolean upstream = run.blockedForInjection();
        if (!upstream && !decision.checksFailed().contains(SAFETY_INJECTION)) {
            return;
        }
        injectionFlagged++;
        if (decision.approved()) {
            injectionDismissed++;
        } else if (decision.rejected()) {
            if (upstream) {
                injectionCaught++;
            } else {
                injectionEscaped++;
            }
        }
    }

    private void countVerdict(RunFacts run, FieldVerdict verdict) {
        if (VerdictPaths.isClaim(verdict.path())) {
            claimsJudged++;
            claimsSupported += verdict.verdict().equals("supported") ? 1 : 0;
            return;
        }
        VerdictPaths.fieldKey(verdict.path()).ifPresent(field ->
                fields.merge(field, FieldCounts.NONE.plus(verdict.verdict()), GroupTally::sum));
        JsonNode original = run.values().get(verdict.path());
        if (original != null && original.isNull()) {
            // A disclosure gap upstream reported: "missed" means the source disclosed it after all.
            nullValuesJudged++;
            missed += verdict.verdict().equals("missed") ? 1 : 0;
        }
    }

    private static FieldCounts sum(FieldCounts a, FieldCounts b) {
        return new FieldCounts(a.correct() + b.correct(), a.incorrect() + b.incorrect(), a.missed() + b.missed(),
                a.unsupported() + b.unsupported());
    }

    GroupMetrics result() {
        return new GroupMetrics(key, runs, approved, rejected, adjudicated,
                new OverrideCounts(overrideConsidered, rejectedAllPassed, approvedOverFailed), fields,
                new Ratio(missed, nullValuesJudged), new Ratio(claimsSupported, claimsJudged),
                new InjectionCounts(injectionFlagged, injectionCaught, injectionEscaped, injectionDismissed));
    }
}
