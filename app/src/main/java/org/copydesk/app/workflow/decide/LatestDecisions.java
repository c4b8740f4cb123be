package org.copydesk.app.workflow.decide;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.model.decision.DecisionStanding;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.model.decision.SubjectKind;
import org.copydesk.store.DecisionMark;

/**
 * Each single-subject record's standing decisions (a pair's decisions are not a record's own):
 * its latest valid decision, or a conflict when standing decisions disagree.
 */
public final class LatestDecisions {

    /** What the queue and {@code list} say of a record whose standing decisions disagree. */
    public static final String CONFLICT = DecisionMark.CONFLICT;

    private final Map<String, DecisionStanding> standing = new LinkedHashMap<>();

    public LatestDecisions(List<VerifiedDecision> verified) {
        Map<String, List<ReviewDecision>> valid = new LinkedHashMap<>();
        Map<String, List<ReviewDecision>> superseded = new LinkedHashMap<>();
        for (VerifiedDecision each : verified) {
            Optional<ReviewDecision> decision = each.decision();
            if (decision.isEmpty() || decision.get().subject().sha256().size() != 1
                    || decision.get().subject().kind().equals(SubjectKind.DECISION.wireName())) {
                continue;
            }
            String subject = decision.get().subject().sha256().get(0);
            if (each.isValid()) {
                valid.computeIfAbsent(subject, s -> new ArrayList<>()).add(decision.get());
            } else if (each.state() == DecisionState.SUPERSEDED) {
                superseded.computeIfAbsent(subject, s -> new ArrayList<>()).add(decision.get());
            }
        }
        valid.forEach((subject, decisions) -> standing.put(subject,
                DecisionStanding.of(decisions, superseded.getOrDefault(subject, List.of()))));
    }

    /** The record's latest standing decision (when standing decisions disagree, the latest of them). */
    public Optional<ReviewDecision> of(String subjectSha256) {
        return standingOf(subjectSha256).latest();
    }

    /** The record's standing decisions. */
    public DecisionStanding standingOf(String subjectSha256) {
        return standing.getOrDefault(subjectSha256, DecisionStanding.of(List.of(), List.of()));
    }

    /** The record's decision as {@code list} states it: the latest valid one, or {@link #CONFLICT}. */
    public Optional<String> stated(String subjectSha256) {
        DecisionStanding of = standingOf(subjectSha256);
        return of.disagree() ? Optional.of(CONFLICT) : of.latest().map(ReviewDecision::decision);
    }

    /** Every subject's mark, as the queue caches it: a conflict carries its standing decisions. */
    public List<DecisionMark> marks() {
        List<DecisionMark> marks = new ArrayList<>(standing.size());
        standing.forEach((subject, of) -> of.latest().ifPresent(d -> marks.add(of.disagree()
                ? new DecisionMark(subject, CONFLICT, d.decisionSha256(), d.reviewer().reviewerId(), d.decidedAt(),
                        of.standing().stream().map(s -> mark(subject, s)).toList())
                : mark(subject, d))));
        return marks;
    }

    private static DecisionMark mark(String subject, ReviewDecision d) {
        return new DecisionMark(subject, d.decision(), d.decisionSha256(), d.reviewer().reviewerId(), d.decidedAt());
    }
}
