package org.copydesk.store;

import java.util.List;

/**
 * A subject's latest valid decision, as the queue shows and filters it (derived: rebuilt by
 * verifying again). When the subject's standing decisions disagree, {@code decision} says so and
 * {@code conflicting} holds each of them; else {@code conflicting} is empty.
 */
public record DecisionMark(String subjectSha256, String decision, String decisionSha256, String reviewerId,
                           String decidedAt, List<DecisionMark> conflicting) {

    /** The decision of a subject whose standing decisions disagree. */
    public static final String CONFLICT = "conflict";

    public DecisionMark {
        conflicting = List.copyOf(conflicting);
    }

    public DecisionMark(String subjectSha256, String decision, String decisionSha256, String reviewerId,
                        String decidedAt) {
        this(subjectSha256, decision, decisionSha256, reviewerId, decidedAt, List.of());
    }
}
