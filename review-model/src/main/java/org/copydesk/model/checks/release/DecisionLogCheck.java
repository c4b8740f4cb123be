package org.copydesk.model.checks.release;

import java.util.Optional;

import org.copydesk.model.checks.CheckContext;
import org.copydesk.model.checks.Outcome;

/** {@code release.decision_log}: a promoted release pins the store's history, and the store still holds it. */
final class DecisionLogCheck {

    private DecisionLogCheck() {
    }

    static Outcome evaluate(ReleaseUnderGate subject, CheckContext context) {
        DecisionLogPin pin = subject.logPin();
        Optional<byte[]> pinned = pin.pinned();
        if (pinned.isEmpty()) {
            if (pin == DecisionLogPin.NONE) {
                return Outcome.notApplicable("no store's decision log to check the release against");
            }
            return subject.view().archive().isEmpty()
                    ? Outcome.notApplicable("nothing promoted yet, so no checkpoint is pinned")
                    : Outcome.failed(DecisionLogPin.PATH + " is missing after a promotion");
        }
        return pin.problem(pinned.get()).map(p -> Outcome.failed(DecisionLogPin.PATH + ": " + p))
                .orElseGet(() -> Outcome.passed("the pinned checkpoint verifies and the store's log extends it"));
    }
}
