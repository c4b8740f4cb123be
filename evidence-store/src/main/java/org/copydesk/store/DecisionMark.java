package org.copydesk.store;

/** A subject's latest valid decision, as the queue shows and filters it (derived: rebuilt by verifying again). */
public record DecisionMark(String subjectSha256, String decision, String decisionSha256, String reviewerId,
                           String decidedAt) {
}
