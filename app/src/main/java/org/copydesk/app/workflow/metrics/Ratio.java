package org.copydesk.app.workflow.metrics;

import java.util.Optional;

/** A figure with its counts: a rate is never shown without what it was computed from. */
public record Ratio(long numerator, long denominator) {

    public Ratio {
        if (numerator < 0 || denominator < 0 || numerator > denominator) {
            throw new IllegalArgumentException("not a ratio: " + numerator + "/" + denominator);
        }
    }

    /** Empty when nothing was counted: a rate over zero runs is unknown, not zero. */
    public Optional<Double> rate() {
        return denominator == 0 ? Optional.empty() : Optional.of((double) numerator / denominator);
    }
}
