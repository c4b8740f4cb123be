package org.copydesk.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.log.LogReport;
import org.copydesk.model.json.Json;

/** The decision log's state as {@code verify} and {@code log show} print it. */
final class LogJson {

    private LogJson() {
    }

    static ObjectNode of(LogReport report) {
        ObjectNode node = Json.nodes().objectNode();
        node.put("size", report.size());
        node.put("root_sha256", report.rootSha256());
        report.latest().ifPresentOrElse(c -> node.set("checkpoint", c.toJson()), () -> node.putNull("checkpoint"));
        node.put("intact", report.intact());
        ArrayNode problems = node.putArray("problems");
        report.problems().forEach(problems::add);
        return node;
    }

    static void print(CliContext context, LogReport report) {
        context.out().printf("decision log: %d entries, root %s%n", report.size(), report.rootSha256());
        report.latest().ifPresentOrElse(c -> context.out().printf("latest checkpoint: %d entries, signed by %s at %s%n",
                        c.checkpoint().size(), c.signerId(), c.signedAt()),
                () -> context.out().println("latest checkpoint: none yet"));
        if (report.intact()) {
            context.out().println("history intact");
        } else {
            context.out().println("history NOT intact:");
            report.problems().forEach(p -> context.out().println("  " + p));
        }
    }
}
