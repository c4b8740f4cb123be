package org.copydesk.model.checks;

import java.util.List;

import org.copydesk.model.json.CanonicalDigest;

/**
 * The engine's verdicts on one subject, in the engine's stable order. A review decision
 * records {@code engine}, {@link #resultsSha256()} and {@link #failedIds()} (FORMATS §4).
 */
public record CheckReport(String engine, List<CheckResult> results) {

    public CheckReport {
        results = List.copyOf(results);
    }

    /** SHA-256 of the canonical JSON {@code [{"check_id", "result", "detail"}, …]}, written without a tree. */
    public String resultsSha256() {
        CanonicalDigest out = new CanonicalDigest().punctuation('[');
        for (int i = 0; i < results.size(); i++) {
            CheckResult result = results.get(i);
            if (i > 0) {
                out.punctuation(',');
            }
            // Members in canonical (key) order.
            out.punctuation('{').key("check_id").string(result.checkId()).punctuation(',')
                    .key("detail").string(result.detail()).punctuation(',')
                    .key("result").string(result.verdict().wire()).punctuation('}');
        }
        return out.punctuation(']').hex();
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
