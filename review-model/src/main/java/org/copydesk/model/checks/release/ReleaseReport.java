package org.copydesk.model.checks.release;

import java.util.List;

import org.copydesk.model.checks.CheckResult;

/** The release gate's verdicts, one per {@code release.*} check in CHECKS.md order. */
public record ReleaseReport(List<CheckResult> results) {

    public ReleaseReport {
        results = List.copyOf(results);
    }

    public boolean passed() {
        return results.stream().noneMatch(CheckResult::failed);
    }

    public List<String> failedIds() {
        return results.stream().filter(CheckResult::failed).map(CheckResult::checkId).toList();
    }
}
