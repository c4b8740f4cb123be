package org.copydesk.model.decision;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The decisions that still stand on one subject, and whether they disagree (FORMATS §4: changing
 * one's mind is a new decision whose {@code supersedes} names the old one). A valid decision
 * stands unless a later valid decision supersedes it, directly or through a chain of decisions
 * that were themselves superseded: after A ← B ← C only C stands, though B, being superseded, no
 * longer makes A superseded on its own. Two standing decisions that say different things are a
 * conflict to resolve, shown with who and when; two that say the same thing are agreement.
 */
public final class DecisionStanding {

    private final List<ReviewDecision> standing;

    private DecisionStanding(List<ReviewDecision> standing) {
        this.standing = List.copyOf(standing);
    }

    /**
     * @param valid      the subject's valid decisions, in the order the store recorded them
     * @param superseded the subject's decisions that verified but were superseded: only their
     *                   {@code supersedes} links are followed
     */
    public static DecisionStanding of(List<ReviewDecision> valid, List<ReviewDecision> superseded) {
        Map<String, ReviewDecision> byDigest = new HashMap<>();
        superseded.forEach(d -> byDigest.put(d.decisionSha256(), d));
        valid.forEach(d -> byDigest.put(d.decisionSha256(), d));
        Set<String> covered = new HashSet<>();
        for (ReviewDecision decision : valid) {
            Set<String> walked = new HashSet<>();
            Optional<String> target = decision.supersedes();
            while (target.isPresent() && walked.add(target.get())) {
                covered.add(target.get());
                ReviewDecision next = byDigest.get(target.get());
                target = next == null ? Optional.empty() : next.supersedes();
            }
        }
        List<ReviewDecision> standing = new ArrayList<>();
        for (ReviewDecision decision : valid) {
            if (!covered.contains(decision.decisionSha256())) {
                standing.add(decision);
            }
        }
        return new DecisionStanding(standing);
    }

    /** The standing decisions, in recording order. */
    public List<ReviewDecision> standing() {
        return standing;
    }

    /** Whether standing decisions say different things. */
    public boolean disagree() {
        return standing.stream().map(ReviewDecision::decision).distinct().count() > 1;
    }

    /** The latest standing decision: the subject's decision when they agree. */
    public Optional<ReviewDecision> latest() {
        return standing.isEmpty() ? Optional.empty() : Optional.of(standing.get(standing.size() - 1));
    }

    /** The distinct decisions that stand, in the order first recorded ("approve", "reject"). */
    public List<String> sides() {
        Set<String> sides = new LinkedHashSet<>();
        standing.forEach(d -> sides.add(d.decision()));
        return List.copyOf(sides);
    }

    /**
     * What a new decision saying {@code decision} supersedes: the latest standing decision that
     * says otherwise, so that signing one side of a conflict resolves it; else the latest standing.
     */
    public Optional<String> supersededBy(String decision) {
        for (int i = standing.size() - 1; i >= 0; i--) {
            if (!standing.get(i).decision().equals(decision)) {
                return Optional.of(standing.get(i).decisionSha256());
            }
        }
        return latest().map(ReviewDecision::decisionSha256);
    }

    /** The standing decisions whose digests are not in {@code seen}: what a desk that loaded {@code seen} has not seen. */
    public List<ReviewDecision> unseen(Set<String> seen) {
        return standing.stream().filter(d -> !seen.contains(d.decisionSha256())).toList();
    }
}
