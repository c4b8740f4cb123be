package org.copydesk.model.checks.release;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.checks.Check;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.checks.EmptyCheckContext;
import org.copydesk.model.release.tree.ReleaseView;

/**
 * The release gate (CHECKS.md, Release gate): every {@code release.*} check over a whole tree.
 * One result per check id; its detail names each race or file at fault.
 */
public final class ReleaseGate {

    private final List<Check<ReleaseUnderGate>> checks = List.of(
            new Check<>("release.registry", "the registry reads and every file it names is present",
                    "that the registered races are the right ones", ReleaseChecks::registry),
            new Check<>("release.take_current", "each race's current take reads, passes its screens and is bound to "
                    + "the race's current forecast artifact", "that the briefing is true or fair",
                    ReleaseChecks::takeCurrent),
            new Check<>("release.take_archive", "each authorized take matches its content-addressed archive byte for byte",
                    "that the archive was not replaced together with its name", ReleaseChecks::takeArchive),
            new Check<>("release.take_authorized", "each current v3 take carries a valid owner decision in this store",
                    "that the owner read every sentence: the owner accepted the residual AI risk",
                    ReleaseChecks::takeAuthorized),
            new Check<>("release.fallback_labels", "no fallback or draft carries AI-authored labels",
                    "that the fallback copy is current", ReleaseChecks::fallbackLabels),
            new Check<>("release.decision_log", "the release pins a signed checkpoint of the store's decision log, "
                    + "and the store's log is consistent with it", "that no desk's history was cut before the pin",
                    DecisionLogCheck::evaluate));

    public List<Check<ReleaseUnderGate>> checks() {
        return checks;
    }

    public ReleaseReport run(ReleaseView view, OwnerAuthorizations authorizations) {
        return run(view, authorizations, DecisionLogPin.NONE);
    }

    public ReleaseReport run(ReleaseView view, OwnerAuthorizations authorizations, DecisionLogPin logPin) {
        ReleaseUnderGate subject = new ReleaseUnderGate(view, authorizations, logPin);
        List<CheckResult> results = new ArrayList<>();
        for (Check<ReleaseUnderGate> check : checks) {
            results.add(check.run(subject, new EmptyCheckContext()));
        }
        return new ReleaseReport(results);
    }
}
