package org.copydesk.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.checks.release.ReleaseReport;
import org.copydesk.model.json.Json;

/** CLI.md's gate document, {@code {"passed": bool, "checks": [...]}}, shared by gate, promote and fallback. */
final class ReleaseJson {

    private ReleaseJson() {
    }

    static ObjectNode gate(ReleaseReport report) {
        ObjectNode json = Json.nodes().objectNode();
        json.put("passed", report.passed());
        ArrayNode checks = json.putArray("checks");
        for (CheckResult result : report.results()) {
            checks.addObject().put("check_id", result.checkId()).put("result", result.verdict().wire())
                    .put("detail", result.detail());
        }
        return json;
    }

    static void printGate(CliContext context, ReleaseReport report) {
        for (CheckResult result : report.results()) {
            context.out().printf("%-26s %s  %s%n", result.checkId(), result.verdict().wire(), result.detail());
        }
        context.out().println(report.passed() ? "Gate passed." : "Gate FAILED: " + String.join(", ", report.failedIds()));
    }
}
