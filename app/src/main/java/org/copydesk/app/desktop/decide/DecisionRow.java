package org.copydesk.app.desktop.decide;

import java.util.List;

import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.VerifiedDecision;

/** One stored decision as the history and the audit list show it, with its verification state now. */
public record DecisionRow(String decisionSha256, String subjectKind, List<String> subjects, String reviewer,
                          String role, String decidedAt, String decision, String rationale, DecisionState state,
                          String detail) {

    public static DecisionRow of(VerifiedDecision verified) {
        String role = verified.decision().map(d -> d.reviewer().role()).orElse("?");
        String rationale = verified.decision().map(d -> d.rationale()).orElse("(unreadable)");
        return new DecisionRow(verified.stored().decisionSha256(), verified.stored().subjectKind(),
                verified.stored().subjects(), verified.stored().reviewerId(), role, verified.stored().decidedAt(),
                verified.stored().decision(), rationale, verified.state(), verified.detail());
    }

    public String stateText() {
        return state.wire().replace('_', ' ');
    }

    /** Stale content or a signature that does not verify must stop an editor's eye. */
    public boolean alarming() {
        return state == DecisionState.STALE || state == DecisionState.BAD_SIGNATURE
                || state == DecisionState.UNKNOWN_KEY || state == DecisionState.NOT_PERMITTED;
    }

    public String subjectsText() {
        return subjects.stream().map(s -> s.length() > 12 ? s.substring(0, 12) + "…" : s)
                .reduce((a, b) -> a + " + " + b).orElse("");
    }
}
