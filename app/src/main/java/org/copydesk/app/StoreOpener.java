package org.copydesk.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.app.workflow.DemoSeed;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * Opens the store the user named, or the default store, seeding the default with the demo
 * corpus on first use. The CLI and the window open stores through this one place.
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

    public EvidenceStore open(Optional<Path> named) {
        if (named.isPresent()) {
            return SqliteEvidenceStore.open(named.get(), clock);
        }
        boolean fresh = !Files.exists(defaultStore);
        EvidenceStore opened = SqliteEvidenceStore.open(defaultStore, clock);
        if (fresh) {
            demoSeed.seed(opened);
        }
        return opened;
    }
}
