package org.copydesk.app.cli;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Callable;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.Services;
import org.copydesk.app.workflow.Workers;
import org.copydesk.app.workflow.log.WitnessFiles;
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
            Services services = new Services(store, context.clock(), workers, new WitnessFiles(witnessDirectory()));
            services.log().witness().observe();
            return work.apply(services);
        } finally {
            workers.shutdownNow();
        }
    }

    /** Where this desk keeps what it witnessed of each store: beside the user's default store. */
    java.nio.file.Path witnessDirectory() {
        java.nio.file.Path parent = context.defaultStore().toAbsolutePath().getParent();
        return parent.resolve("witness");
    }

    void printJson(JsonNode node) {
        context.out().println(Json.pretty(node));
    }
}
