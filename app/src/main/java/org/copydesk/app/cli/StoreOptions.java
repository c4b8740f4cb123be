package org.copydesk.app.cli;

import java.nio.file.Files;
import java.nio.file.Path;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;
import picocli.CommandLine.Option;

/** {@code --store} and {@code --json}, which every command takes. */
public final class StoreOptions {

    @Option(names = "--store", paramLabel = "PATH", description = "Evidence store file (created on first use).")
    Path store;

    @Option(names = "--json", description = "Print exactly one JSON document on stdout.")
    boolean json;

    public boolean json() {
        return json;
    }

    /** Opens the named store, or the user's default store, seeding the default with the demo corpus on first use. */
    public EvidenceStore open(CliContext context) {
        if (store != null) {
            return SqliteEvidenceStore.open(store, context.clock());
        }
        boolean fresh = !Files.exists(context.defaultStore());
        EvidenceStore opened = SqliteEvidenceStore.open(context.defaultStore(), context.clock());
        if (fresh) {
            context.demoSeed().seed(opened);
        }
        return opened;
    }
}
