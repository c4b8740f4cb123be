package org.copydesk.app.desktop.live;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.copydesk.store.ChangeFeed;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.EvidenceStore;
import org.copydesk.store.StoreChange;

/**
 * The store's change feed for the window, opened by its first poll (on the worker pool: opening
 * a connection to a server may take a while) and closed with the window.
 */
public final class StoreFeed implements Supplier<List<StoreChange>>, AutoCloseable {

    private final EvidenceStore store;
    private ChangeFeed feed;
    private boolean closed;

    public StoreFeed(EvidenceStore store) {
        this.store = store;
    }

    @Override
    public synchronized List<StoreChange> get() {
        if (closed) {
            return List.of();
        }
        if (feed == null) {
            // The feed's marks start when it opens, which may follow the window's first reads:
            // whatever another desk wrote in between would never be told. The opening poll
            // therefore says everything changed, and the views read once more.
            feed = store.openChangeFeed();
            return Arrays.stream(ChangeKind.values()).map(kind -> new StoreChange(kind, 0)).toList();
        }
        return feed.poll();
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (feed != null) {
            feed.close();
            feed = null;
        }
    }
}
