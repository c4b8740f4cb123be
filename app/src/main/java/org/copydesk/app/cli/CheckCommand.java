package org.copydesk.app.cli;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.DocumentKinds;
import org.copydesk.app.workflow.RefusedException;
import org.copydesk.app.workflow.check.RecordChecks;
import org.copydesk.model.checks.CheckResult;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code check [--record ID]}: every applicable check (CHECKS.md) on one or all records; exit 1 when any fails. */
@Command(name = "check", description = "Run every applicable deterministic check. A check proves shape, never truth.")
public final class CheckCommand extends StoreCommand {

    @Option(names = "--record", paramLabel = "ID", description = "A record digest or unique prefix (8+ hex digits).")
    String record;

    public CheckCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        List<RecordChecks> all = withServices(s -> {
            if (record == null) {
                List<RecordChecks> every = new ArrayList<>(s.checks().checkAllRuns());
                every.addAll(s.checks().checkAllBriefs());
                return every;
            }
            String prefix = Ids.prefix(record);
            List<String> runs = s.store().runs().matchingPrefix(prefix, 2);
            List<String> briefs = s.store().documents().matchingPrefix(DocumentKinds.RESEARCH_BRIEF, prefix, 2);
            if (runs.size() + briefs.size() != 1) {
                throw new RefusedException(runs.isEmpty() && briefs.isEmpty() ? "unknown record " + record
                        : "the prefix " + record + " matches several records; give more digits");
            }
            return List.of(runs.isEmpty() ? s.checks().checkBrief(briefs.get(0)).orElseThrow()
                    : s.checks().checkRun(runs.get(0)).orElseThrow());
        });
        boolean anyFailed = all.stream().anyMatch(r -> r.report().anyFailed());
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            ArrayNode records = json.putArray("records");
            for (RecordChecks each : all) {
                ObjectNode node = records.addObject().put("id", each.id()).put("kind", each.kind());
                ArrayNode checks = node.putArray("checks");
                for (CheckResult result : each.report().results()) {
                    checks.addObject().put("check_id", result.checkId()).put("result", result.verdict().wire())
                            .put("detail", result.detail());
                }
            }
            printJson(json);
        } else {
            for (RecordChecks each : all) {
                List<String> failed = each.report().failedIds();
                context.out().printf("%s  %s%n", each.id().substring(0, 12),
                        failed.isEmpty() ? "all checks pass" : "FAILED " + String.join(", ", failed));
                for (CheckResult result : each.report().results()) {
                    if (result.failed()) {
                        context.out().printf("    %s: %s%n", result.checkId(), result.detail());
                    }
                }
            }
            context.out().println("Checks prove shape (digests, numbers, citations agree), never truth.");
        }
        return anyFailed ? ExitCodes.PROBLEMS : ExitCodes.OK;
    }
}
