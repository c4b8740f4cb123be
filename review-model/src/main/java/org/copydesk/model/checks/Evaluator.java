package org.copydesk.model.checks;

/** The pure function behind a check. */
@FunctionalInterface
public interface Evaluator<S> {

    Outcome evaluate(S subject, CheckContext context);
}
