package org.copydesk.app.cli;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.check.PairDecisions;
import org.copydesk.model.checks.duplicates.DuplicateSuggestion;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;

/** {@code duplicates}: store-wide suggestions, each with its pair's latest valid decision. Nothing is merged. */
@Command(name = "duplicates", description = "Store-wide duplicate suggestions; never merged automatically.")
public final class DuplicatesCommand extends StoreCommand {

    public DuplicatesCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        record Row(DuplicateSuggestion suggestion, String decision) {
        }
        List<Row> rows = withRoot(s -> {
            PairDecisions decisions = new PairDecisions(s.verify().verifyAll());
            return s.duplicates().suggestions().stream()
                    .map(d -> new Row(d, decisions.latest(d.recordSha256s()).orElse(null))).toList();
        });
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            ArrayNode list = json.putArray("suggestions");
            for (Row row : rows) {
                ObjectNode node = list.addObject();
                node.put("kind", row.suggestion().kind().id());
                row.suggestion().recordSha256s().forEach(node.putArray("records")::add);
                row.suggestion().matchedFields().forEach(node.putArray("matched_fields")::add);
                node.put("automatic_merge", false);
                node.put("decision", row.decision());
            }
            printJson(json);
        } else {
            for (Row row : rows) {
                context.out().printf("%-20s %s %s  %-16s %s%n", row.suggestion().kind().id(),
                        row.suggestion().recordSha256s().get(0).substring(0, 12),
                        row.suggestion().recordSha256s().get(1).substring(0, 12),
                        row.decision() == null ? "pending" : row.decision(), row.suggestion().detail());
            }
            context.out().printf("%d suggestions (never merged automatically)%n", rows.size());
        }
        return ExitCodes.OK;
    }
}
