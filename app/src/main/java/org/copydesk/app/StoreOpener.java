package org.copydesk.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.postgres.PostgresEvidenceStore;
import org.copydesk.store.postgres.PostgresLocation;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Opens the store the user named (a file, or a {@code postgresql://} URL for a newsroom
 * store), or the default store, seeding the default with the demo corpus on first use. The CLI
 * and the window open stores through this one place.
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
     * Opens {@code named} (a store file or a PostgreSQL URL), else the default store. The
     * password file is only for a PostgreSQL store; without one its password comes from
     * {@code PGPASSFILE}, else {@code ~/.pgpass}.
     */
    public EvidenceStore open(Optional<String> named, Optional<Path> passwordFile) {
        if (named.isPresent() && PostgresLocation.isUrl(named.get())) {
            return PostgresEvidenceStore.open(PostgresLocation.parse(named.get()), passwordFile, clock);
        }
        if (passwordFile.isPresent()) {
            throw new IllegalArgumentException("--store-password-file is for a postgresql:// store, not a store file");
        }
        if (named.isPresent()) {
            return SqliteEvidenceStore.open(Path.of(named.get()), clock);
        }
        boolean fresh = !Files.exists(defaultStore);
        EvidenceStore opened = SqliteEvidenceStore.open(defaultStore, clock);
        if (fresh) {
            demoSeed.seed(opened);
        }
        return opened;
    }
}
