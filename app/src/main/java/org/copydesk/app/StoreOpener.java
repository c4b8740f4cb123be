package org.copydesk.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Opens the store the user named, or the default store, and builds the process's root over it,
 * seeding the default store with the demo corpus on first use. The CLI and the window open
 * stores through this one place.
 */
public final class StoreOpener {

    private final Path defaultStore;
    private final DemoSeed demoSeed;
    private final Clock clock;

    public StoreOpener(Path defaultStore, DemoSeed demoSeed, Clock clock) {
        this.defaultStore = defaultStore;
        this.demoSeed = demoSeed;
        this.clock = clock;
    }

    /** The root owns the store and its pool: closing it closes both. */
    public AppRoot open(Optional<Path> named) {
        if (named.isPresent()) {
            return AppRoot.owning(SqliteEvidenceStore.open(named.get(), clock), clock);
        }
        boolean fresh = !Files.exists(defaultStore);
        AppRoot root = AppRoot.owning(SqliteEvidenceStore.open(defaultStore, clock), clock);
        if (fresh) {
            try {
                EvidenceStore store = root.store();
                demoSeed.seed(store, root.importer());
            } catch (RuntimeException e) {
                root.close();
                throw e;
            }
        }
        return root;
    }
}
