package org.copydesk.model.checks;

import java.util.Objects;

/**
 * One deterministic check: a stable id from CHECKS.md (a contract other tools read), what a
 * pass establishes and what it does not, and the function that decides.
 */
public record Check<S>(String id, String establishes, String doesNotEstablish, Evaluator<S> evaluator) {

    public Check {
        Objects.requireNonNull(id);
        Objects.requireNonNull(establishes);
        Objects.requireNonNull(doesNotEstablish);
        Objects.requireNonNull(evaluator);
    }

    /**
     * Runs the check. A subject odd enough to break the evaluator (a number where text
     * belongs) is a failure the reviewer sees, never an exception that hides the other checks.
     */
    public CheckResult run(S subject, CheckContext context) {
        Outcome outcome;
        try {
            outcome = evaluator.evaluate(subject, context);
        } catch (RuntimeException e) {
            outcome = Outcome.failed("could not evaluate: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
        return new CheckResult(id, outcome.verdict(), outcome.detail());
    }
}
