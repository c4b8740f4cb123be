package org.copydesk.app.workflow.metrics;

/**
 * Where the human and the deterministic checks disagreed: a run rejected although every check
 * passed, or approved over failed checks. {@code considered} is the denominator: reviewed runs
 * that upstream did not block (a blocked run can only be rejected, so there is no choice to count).
 */
public record OverrideCounts(int considered, int rejectedAllPassed, int approvedOverFailed) {

    public int overrides() {
        return rejectedAllPassed + approvedOverFailed;
    }

    public Ratio rate() {
        return new Ratio(overrides(), considered);
    }
}
