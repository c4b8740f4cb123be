package org.copydesk.app.workflow.decide;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.store.DecisionMark;

/** Each single-subject record's latest valid decision (a pair's decisions are not a record's own). */
public final class LatestDecisions {

    private final Map<String, ReviewDecision> latest = new HashMap<>();

    public LatestDecisions(List<VerifiedDecision> verified) {
        for (VerifiedDecision each : verified) {
            Optional<ReviewDecision> decision = each.decision();
            if (each.isValid() && decision.isPresent() && decision.get().subject().sha256().size() == 1
                    && !decision.get().subject().kind().equals(SubjectKind.DECISION.wireName())) {
                latest.put(decision.get().subject().sha256().get(0), decision.get());
            }
        }
    }

    public Optional<ReviewDecision> of(String subjectSha256) {
        return Optional.ofNullable(latest.get(subjectSha256));
    }

    /** Every subject's latest valid decision, as the queue caches it. */
    public List<DecisionMark> marks() {
        List<DecisionMark> marks = new ArrayList<>(latest.size());
        latest.forEach((subject, d) -> marks.add(new DecisionMark(subject, d.decision(), d.decisionSha256(),
                d.reviewer().reviewerId(), d.decidedAt())));
        return marks;
    }
}
