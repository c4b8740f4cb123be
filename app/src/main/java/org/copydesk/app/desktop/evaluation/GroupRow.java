package org.copydesk.app.desktop.evaluation;

/** One group's figures as the Evaluation table shows them, each rate with its denominator. */
public record GroupRow(String key, int runs, int approved, int rejected, int adjudicated, String overrides,
                       String accuracy, String missedDisclosure, String claimSupport, String injectionCatch) {
}
