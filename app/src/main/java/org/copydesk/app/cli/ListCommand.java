package org.copydesk.app.cli;

import java.util.List;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.copydesk.app.workflow.ListWorkflow;
import org.copydesk.app.workflow.QueueEntry;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code list}: the review queue. */
@Command(name = "list", description = "List the review queue.")
public final class ListCommand implements Callable<Integer> {

    private final CliContext context;

    @Mixin
    StoreOptions options;

    @picocli.CommandLine.ParentCommand
    CopydeskCommand parent;

    public ListCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        options.inherit(parent.global);
        List<QueueEntry> entries;
        try (EvidenceStore store = options.open(context)) {
            entries = new ListWorkflow(store).all();
        }
        if (options.json()) {
            ObjectNode json = Json.nodes().objectNode();
            ArrayNode records = json.putArray("records");
            for (QueueEntry entry : entries) {
                ObjectNode record = records.addObject();
                record.put("id", entry.id());
                record.put("kind", entry.kind());
                record.put("task", entry.task().orElse(null));
                record.put("status", entry.status());
                record.put("title", entry.title().orElse(null));
                record.put("decision", entry.decision().orElse(null));
            }
            context.out().println(Json.pretty(json));
        } else {
            for (QueueEntry entry : entries) {
                context.out().printf("%s  %-14s %-10s %-18s %s%n", entry.id().substring(0, 12), entry.kind(),
                        entry.task().orElse("-"), entry.status(), entry.title().orElse(""));
            }
            context.out().printf("%d records%n", entries.size());
        }
        return ExitCodes.OK;
    }
}
