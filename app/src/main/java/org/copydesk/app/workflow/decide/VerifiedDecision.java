package org.copydesk.app.workflow.decide;

import java.util.Optional;

import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.store.StoredDecision;

/** A stored decision with its verification state and the reason for it. */
public record VerifiedDecision(StoredDecision stored, Optional<ReviewDecision> decision, DecisionState state,
                               String detail) {

    public boolean isValid() {
        return state == DecisionState.VALID;
    }
}
