package org.copydesk.app.cli;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Callable;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.Services;
import org.copydesk.app.workflow.Workers;
import org.copydesk.model.json.Json;
import org.copydesk.store.EvidenceStore;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** A command over one store: {@code --store} and {@code --json}, before or after the command name. */
abstract class StoreCommand implements Callable<Integer> {

    final CliContext context;

    @Mixin
    StoreOptions options;

    @ParentCommand
    Object parent;

    StoreCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public final Integer call() {
        if (parent instanceof CopydeskCommand top) {
            options.inherit(top.global);
        } else if (parent instanceof StoreCommandGroup group) {
            options.inherit(group.inherited());
        }
        return run();
    }

    abstract int run();

    boolean json() {
        return options.json();
    }

    <T> T withServices(Function<Services, T> work) {
        ExecutorService workers = Workers.cpuPool("copydesk-worker");
        try (EvidenceStore store = options.open(context)) {
            return work.apply(new Services(store, context.clock(), workers));
        } finally {
            workers.shutdownNow();
        }
    }

    void printJson(JsonNode node) {
        context.out().println(Json.pretty(node));
    }
}
