package org.copydesk.app.cli;

import java.nio.file.Path;
import java.util.Optional;

import org.copydesk.app.AppRoot;
import org.copydesk.app.StoreOpener;
import org.copydesk.app.workflow.log.HistoryWitness;
import picocli.CommandLine.Option;

/** {@code --store}, {@code --store-password-file}, {@code --json} and {@code --verbose}, which every command takes. */
public final class StoreOptions {

    @Option(names = "--store", paramLabel = "STORE",
            description = "Evidence store file (created on first use), or postgresql://[user@]host[:port]/database"
                    + "[?sslmode=…] for a newsroom store; default: COPYDESK_STORE, else your own store.")
    String store;

    @Option(names = "--store-password-file", paramLabel = "FILE",
            description = "A PostgreSQL store's password, the file's first line (default: PGPASSFILE, else ~/.pgpass).")
    Path passwordFile;

    @Option(names = "--json", description = "Print exactly one JSON document on stdout.")
    boolean json;

    /** Read by {@code Main} before the command runs, to show the libraries' log on stderr; accepted here. */
    @Option(names = "--verbose", description = "Also print the libraries' log (PDFBox, Flyway, SQLite) on stderr; it is always kept in copydesk.log in the data folder.")
    boolean verbose;

    /** Set by a subcommand so that options given before the command name count too. */
    private StoreOptions outer;

    public boolean json() {
        return json || outer != null && outer.json();
    }

    /** Takes {@code --store}/{@code --json} given before the command name, where the command itself had none. */
    public void inherit(StoreOptions fromParent) {
        this.outer = fromParent;
    }

    private String storeName() {
        return store != null ? store : outer != null ? outer.storeName() : null;
    }

    private Path passwordFile() {
        return passwordFile != null ? passwordFile : outer != null ? outer.passwordFile() : null;
    }

    /** The store named by {@code --store}, else by {@code COPYDESK_STORE}; empty for the user's default store. */
    public Optional<String> named(CliContext context) {
        return Optional.ofNullable(storeName()).or(context::environmentStore);
    }

    /** Opens the named store, or the user's default store, seeding the default with the demo corpus on first use. */
    public AppRoot open(CliContext context, HistoryWitness witness) {
        return new StoreOpener(context.defaultStore(), context.demoSeed(), context.clock())
                .open(named(context), Optional.ofNullable(passwordFile()), witness);
    }
}
