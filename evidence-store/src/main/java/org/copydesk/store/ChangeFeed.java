package org.copydesk.store;

import java.util.List;
import java.util.function.Consumer;

/**
 * What other desks (and this one) committed to a store, as it happens: each poll says which
 * kinds of content changed since the last one, and the desk then reads them. It holds one
 * connection of its own, so polling never waits for a reader or the writer. It makes no thread:
 * the caller polls, every quarter second or so, and the listeners hear on the polling thread.
 */
public interface ChangeFeed extends AutoCloseable {

    /** Tells {@code listener} of every change later polls find; closing the returned handle stops it. */
    AutoCloseable subscribe(Consumer<StoreChange> listener);

    /**
     * The changes committed since the previous poll (or since the feed was opened), one per kind
     * that changed, after telling the listeners of them. Cheap when nothing changed: one look at
     * a version number or at the notices the server delivered. A connection that was lost is
     * opened again by the next poll, which then compares everything it knew with the store.
     *
     * @throws StoreException when the store cannot be reached now
     */
    List<StoreChange> poll();

    @Override
    void close();
}
