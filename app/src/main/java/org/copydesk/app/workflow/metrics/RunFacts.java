package org.copydesk.app.workflow.metrics;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What evaluation needs to know of one shadow run: its identity, whether and why upstream blocked
 * it, its provenance, and the values it extracted keyed by field verdict path ({@code fields.pollster},
 * {@code results.Dana Whitfield.pct}, {@code numeric_input.value}, {@code claims.c1} → the claim's text).
 */
public record RunFacts(String recordSha256, String runId, String task, String status, List<String> blockedReasons,
                       boolean screenedInjection, String createdAt, RunProvenance provenance,
                       Map<String, JsonNode> values) {

    public static final String BLOCKED = "blocked";
    public static final String INJECTION_REASON = "injection_detected";

    public RunFacts {
        blockedReasons = List.copyOf(blockedReasons);
        values = Map.copyOf(values);
    }

    public boolean blocked() {
        return BLOCKED.equals(status);
    }

    /** Upstream stopped this run for injection before any model saw it. */
    public boolean blockedForInjection() {
        return blocked() && (blockedReasons.contains(INJECTION_REASON) || screenedInjection);
    }
}
