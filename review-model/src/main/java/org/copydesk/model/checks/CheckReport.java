package org.copydesk.model.checks;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import org.copydesk.model.json.Json;
import org.copydesk.model.json.Sha256;

/**
 * The engine's verdicts on one subject, in the engine's stable order. A review decision
 * records {@code engine}, {@link #resultsSha256()} and {@link #failedIds()} (FORMATS §4).
 */
public record CheckReport(String engine, List<CheckResult> results) {

    public CheckReport {
        results = List.copyOf(results);
    }

    /** SHA-256 of the canonical JSON {@code [{"check_id", "result", "detail"}, …]}. */
    public String resultsSha256() {
        ArrayNode tree = Json.nodes().arrayNode();
        for (CheckResult result : results) {
            tree.addObject().put("check_id", result.checkId()).put("result", result.verdict().wire())
                    .put("detail", result.detail());
        }
        return Sha256.canonical(tree);
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
