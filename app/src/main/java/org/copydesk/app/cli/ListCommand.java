package org.copydesk.app.cli;

import java.util.List;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.ListedRecord;
import org.copydesk.model.json.Json;
import picocli.CommandLine.Command;

/** {@code list}: the review queue. */
@Command(name = "list", description = "List the review queue.")
public final class ListCommand extends StoreCommand {

    public ListCommand(CliContext context) {
        super(context);
    }

    @Override
    int run() {
        List<ListedRecord> entries = withRoot(s -> s.list().all());
        if (json()) {
            ObjectNode json = Json.nodes().objectNode();
            ArrayNode records = json.putArray("records");
            for (ListedRecord entry : entries) {
                ObjectNode record = records.addObject();
                record.put("id", entry.id());
                record.put("kind", entry.kind());
                record.put("task", entry.task().orElse(null));
                record.put("status", entry.status());
                record.put("title", entry.title().orElse(null));
                record.put("decision", entry.decision().orElse(null));
            }
            printJson(json);
        } else {
            for (ListedRecord entry : entries) {
                context.out().printf("%s  %-14s %-10s %-18s %-10s %s%n", entry.id().substring(0, 12), entry.kind(),
                        entry.task().orElse("-"), entry.status(), entry.decision().orElse("-"), entry.title().orElse(""));
            }
            context.out().printf("%d records%n", entries.size());
        }
        return ExitCodes.OK;
    }
}
