package org.copydesk.app.workflow.metrics;

import java.util.List;

import org.copydesk.model.decision.FieldVerdict;

/** The valid decision that settles a run: what was decided, what the checks said then, and the field verdicts. */
public record Adjudication(String decisionSha256, String decision, String reviewerId, String decidedAt,
                           List<String> checksFailed, List<FieldVerdict> verdicts) {

    public static final String APPROVE = "approve";
    public static final String REJECT = "reject";

    public Adjudication {
        checksFailed = List.copyOf(checksFailed);
        verdicts = List.copyOf(verdicts);
    }

    public boolean approved() {
        return APPROVE.equals(decision);
    }

    public boolean rejected() {
        return REJECT.equals(decision);
    }
}
