package org.copydesk.app.workflow.check;

import java.util.List;
import java.util.Optional;

import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.SubjectKind;

/** The latest valid duplicate-pair decision for each pair. */
public final class PairDecisions {

    private final List<VerifiedDecision> verified;

    public PairDecisions(List<VerifiedDecision> verified) {
        this.verified = verified;
    }

    public Optional<String> latest(List<String> sortedPair) {
        Optional<String> latest = Optional.empty();
        for (VerifiedDecision each : verified) {
            Optional<ReviewDecision> d = each.decision();
            if (each.isValid() && d.isPresent() && d.get().subject().kind().equals(SubjectKind.DUPLICATE_PAIR.wireName())
                    && d.get().subject().sha256().equals(sortedPair)) {
                latest = Optional.of(d.get().decision());
            }
        }
        return latest;
    }
}
