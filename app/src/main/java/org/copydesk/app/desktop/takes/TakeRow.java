package org.copydesk.app.desktop.takes;

import org.copydesk.app.workflow.release.BindingStatus;
import org.copydesk.app.workflow.release.StoredTake;
import org.copydesk.model.checks.CheckReport;
import org.copydesk.model.checks.CheckResult;

/** One line of the takes list. */
public record TakeRow(String id, String raceId, String schema, String status, BindingStatus binding, String screens,
                      boolean briefing) {

    static TakeRow of(StoredTake take) {
        String screens = take.review().map(r -> screens(r.report()))
                .orElse("none apply (prose-free fallback)");
        return new TakeRow(take.id(), take.raceId(), take.schema(), take.status(), take.binding(), screens,
                take.review().isPresent());
    }

    /** "15 passed · 2 failed: take.no_certainty, take.evidence_ids". */
    static String screens(CheckReport report) {
        long passed = report.results().stream().filter(CheckResult::passed).count();
        String line = passed + " passed · " + report.failedIds().size() + " failed";
        return report.anyFailed() ? line + ": " + String.join(", ", report.failedIds()) : line;
    }

    public String shortId() {
        return id.substring(0, Math.min(12, id.length()));
    }

    /** "current", "stale" or "unbound (no current forecast known)", as an owner reads it. */
    public String bindingLabel() {
        return label(binding);
    }

    static String label(BindingStatus binding) {
        switch (binding) {
            case BOUND:
                return "current";
            case STALE:
                return "stale";
            default:
                return "unbound (no current forecast known)";
        }
    }
}
