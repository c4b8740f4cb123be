package org.copydesk.app.cli;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.decide.DecisionState;
import org.copydesk.app.workflow.decide.VerifiedDecision;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;

/**
 * {@code verify}: every decision re-verified from scratch, and the decision log. Exit 1 when any
 * decision is invalid for a reason other than being superseded or revoked, which are a decision's
 * normal history, or when the log is not intact.
 */
@Command(name = "verify", description = "Re-verify every decision: signature, roster, role, content, history.")
public final class VerifyCommand extends StoreCommand {

    public VerifyCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        record Verified(List<VerifiedDecision> decisions, LogReport log) {
        }
        Verified verified = withRoot(s -> new Verified(s.verify().verifyAll(), s.log().reportWithWitness()));
        List<VerifiedDecision> all = verified.decisions();
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            ArrayNode list = json.putArray("decisions");
            for (VerifiedDecision each : all) {
                list.addObject().put("decision_sha256", each.stored().decisionSha256()).put("state", each.state().wire())
                        .put("detail", each.detail());
            }
            json.set("log", LogJson.of(verified.log()));
            printJson(json);
        } else {
            for (VerifiedDecision each : all) {
                context.out().printf("%s  %-14s %-10s %-14s %s%n", each.stored().decisionSha256().substring(0, 12),
                        each.state().wire(), each.stored().decision(), each.stored().reviewerId(), each.detail());
            }
            context.out().printf("%d decisions%n", all.size());
            LogJson.print(context, verified.log());
        }
        boolean problems = all.stream().anyMatch(v -> v.state() != DecisionState.VALID
                && v.state() != DecisionState.SUPERSEDED && v.state() != DecisionState.REVOKED);
        return problems || !verified.log().intact() ? ExitCodes.PROBLEMS : ExitCodes.OK;
    }
}
