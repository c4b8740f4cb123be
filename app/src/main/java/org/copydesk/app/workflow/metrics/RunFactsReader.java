package org.copydesk.app.workflow.metrics;

import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.copydesk.model.run.Claim;
import org.copydesk.model.run.PollResult;
import org.copydesk.model.run.Provenance;
import org.copydesk.model.run.ShadowRun;

/** Reads from a stored run what evaluation keeps of it, with values keyed by verdict path. */
final class RunFactsReader {

    private RunFactsReader() {
    }

    static RunFacts from(ShadowRun run) {
        Provenance p = run.provenance();
        return new RunFacts(run.recordSha256(), run.runId(), run.task().wireName(), run.status(), run.blockedReasons(),
                run.screening().injectionDetected(), run.createdAt(),
                new RunProvenance(p.mode(), p.model(), p.promptSha256(), p.schemaSha256()), values(run));
    }

    private static Map<String, JsonNode> values(ShadowRun run) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        run.poll().ifPresent(poll -> {
            poll.fields().forEach((name, value) -> values.put("fields." + name, value.value()));
            for (PollResult result : poll.results()) {
                values.putIfAbsent("results." + result.candidate() + ".pct", result.pct());
            }
        });
        run.event().ifPresent(event -> {
            event.fields().forEach((name, value) -> values.put("fields." + name, value.value()));
            event.numericInput().ifPresent(n -> values.put("numeric_input.value", n.value()));
        });
        run.commentary().ifPresent(commentary -> {
            for (Claim claim : commentary.claims()) {
                values.putIfAbsent(VerdictPaths.CLAIMS + claim.claimId(), TextNode.valueOf(claim.text()));
            }
        });
        return values;
    }
}
