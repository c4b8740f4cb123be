package org.copydesk.model.checks;

import java.util.ArrayList;
import java.util.List;

import org.copydesk.model.json.Sha256;

/**
 * The engine's verdicts on one subject, in the engine's stable order. A review decision
 * records {@code engine}, {@link #resultsSha256()} and {@link #failedIds()} (FORMATS §4).
 */
public record CheckReport(String engine, List<CheckResult> results) {

    /** The members of each result in the digest, in canonical order. */
    private static final List<String> RESULT_KEYS = List.of("check_id", "detail", "result");

    public CheckReport {
        results = List.copyOf(results);
    }

    /** SHA-256 of the canonical JSON {@code [{"check_id", "result", "detail"}, …]}. */
    public String resultsSha256() {
        List<String[]> rows = new ArrayList<>(results.size());
        for (CheckResult result : results) {
            rows.add(new String[] {result.checkId(), result.detail(), result.verdict().wire()});
        }
        return Sha256.canonicalStringRows(RESULT_KEYS, rows);
    }

    public List<String> failedIds() {
        return results.stream().filter(CheckResult::failed).map(CheckResult::checkId).toList();
    }

    public boolean anyFailed() {
        return results.stream().anyMatch(CheckResult::failed);
    }

    /** Whether an {@code integrity.*} check failed: such a run can only be rejected. */
    public boolean integrityFailed() {
        return failedIds().stream().anyMatch(id -> id.startsWith("integrity."));
    }
}
