package org.copydesk.app.cli;

import java.util.concurrent.Callable;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import org.copydesk.app.AppRoot;
import org.copydesk.app.workflow.log.WitnessFiles;
import org.copydesk.model.json.Json;
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

    /** What an error that is not the command's own names: the store it works on. */
    String subject() {
        return options.named(context).orElse(context.defaultStore().toString());
    }

    boolean json() {
        return options.json();
    }

    /**
     * Runs {@code work} with the process's root over the chosen store, closed (pool and store)
     * afterwards; this desk's witness observes the store's log first.
     */
    <T> T withRoot(Function<AppRoot, T> work) {
        try (AppRoot root = options.open(context, new WitnessFiles(witnessDirectory()))) {
            root.log().witness().observe();
            return work.apply(root);
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
