package org.copydesk.app.desktop.live;

import java.util.List;
import java.util.function.Supplier;

import org.copydesk.store.ChangeFeed;
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
            feed = store.openChangeFeed();
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
