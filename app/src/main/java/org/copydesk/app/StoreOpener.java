package org.copydesk.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.app.workflow.ImportProgress;
import org.copydesk.app.workflow.log.HistoryWitness;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Opens the store the user named (a file, or a {@code postgresql://} URL for a newsroom store),
 * or the default store, and builds the process's root over it, seeding the default store with
 * the demo corpus on first use. The CLI and the window open stores through this one place.
 */
public final class StoreOpener {

    /** The environment variable naming the store when no {@code --store} is given. */
    public static final String STORE_ENV = "COPYDESK_STORE";
    /** The environment variable naming a PostgreSQL store's password file, for the window. */
    public static final String PASSWORD_FILE_ENV = "COPYDESK_STORE_PASSWORD_FILE";

    private final Path defaultStore;
    private final DemoSeed demoSeed;
    private final Clock clock;

    public StoreOpener(Path defaultStore, DemoSeed demoSeed, Clock clock) {
        this.defaultStore = defaultStore;
        this.demoSeed = demoSeed;
        this.clock = clock;
    }

    /**
     * The process's root over {@code named} (a store file or a PostgreSQL URL), else the default
     * store, with no witness of the store's log. The root owns the store and its pool: closing it
     * closes both. The password file is only for a PostgreSQL store; without one its password comes
     * from {@code PGPASSFILE}, else {@code ~/.pgpass}.
     */
    public AppRoot open(Optional<String> named, Optional<Path> passwordFile) {
        return open(named, passwordFile, HistoryWitness.none());
    }

    /** As above, with this desk's {@code witness} of the stores it opens (FORMATS §4.4); a new default store is seeded first. */
    public AppRoot open(Optional<String> named, Optional<Path> passwordFile, HistoryWitness witness) {
        Opened opened = openUnseeded(named, passwordFile, witness);
        opened.seed().ifPresent(seed -> {
            try {
                seed.run(ImportProgress.NONE);
            } catch (RuntimeException e) {
                opened.root().close();
                throw e;
            }
        });
        return opened.root();
    }

    /**
     * The root over {@code named} (a store file or a PostgreSQL URL) as the window's File → Open
     * store… opens it: a PostgreSQL store with the {@code password} asked once, else the password
     * file's; the password is handed to the connection source and kept nowhere else.
     */
    public AppRoot openChosen(String named, Optional<String> password, HistoryWitness witness) {
        if (PostgresLocation.isUrl(named)) {
            return AppRoot.owning(PostgresEvidenceStore.openWithPassword(PostgresLocation.parse(named), password,
                    clock), clock, witness);
        }
        if (password.isPresent()) {
            throw new IllegalArgumentException("a password is for a postgresql:// store, not a store file");
        }
        return AppRoot.owning(SqliteEvidenceStore.open(Path.of(named), clock), clock, witness);
    }

    /**
     * As {@link #open(Optional, Optional, HistoryWitness)}, but a default store still to be seeded
     * is returned with its seeding left to the caller, so that the window can show itself first.
     */
    public Opened openUnseeded(Optional<String> named, Optional<Path> passwordFile, HistoryWitness witness) {
        if (named.isPresent() && PostgresLocation.isUrl(named.get())) {
            PostgresLocation location = PostgresLocation.parse(named.get());
            // Read as the passphrase file is: a regular file or a pipe, its first line only, bounded.
            Optional<String> password = passwordFile.map(PasswordFiles::read);
            return new Opened(AppRoot.owning(PostgresEvidenceStore.openWithPassword(location, password, clock), clock,
                    witness), Optional.empty());
        }
        if (passwordFile.isPresent()) {
            throw new IllegalArgumentException("--store-password-file is for a postgresql:// store, not a store file");
        }
        if (named.isPresent()) {
            return new Opened(AppRoot.owning(SqliteEvidenceStore.open(Path.of(named.get()), clock), clock, witness),
                    Optional.empty());
        }
        Path unfinished = defaultStore.resolveSibling(defaultStore.getFileName() + ".seeding");
        boolean needsSeed = !Files.exists(defaultStore) || Files.exists(unfinished);
        AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(defaultStore, clock), clock, witness);
        if (!needsSeed) {
            return new Opened(root, Optional.empty());
        }
        try {
            // Marks the store as not yet seeded until the seed is in: a seed cut short (the window
            // closed while it ran) is run again at the next opening.
            Files.write(unfinished, new byte[0]);
        } catch (IOException e) {
            root.close();
            throw new UncheckedIOException("cannot write " + unfinished + ": " + e.getMessage(), e);
        }
        return new Opened(root, Optional.of(progress -> {
            demoSeed.seed(root.store(), root.importer(), progress);
            try {
                Files.deleteIfExists(unfinished);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot delete " + unfinished + ": " + e.getMessage(), e);
            }
        }));
    }

    /** A store's root, and the demo seed it still waits for when it is a new default store. */
    public record Opened(AppRoot root, Optional<PendingSeed> seed) {
    }

    /** Seeding a new default store with the demo corpus, on whatever thread the caller runs it. */
    @FunctionalInterface
    public interface PendingSeed {

        void run(ImportProgress progress);
    }
}
