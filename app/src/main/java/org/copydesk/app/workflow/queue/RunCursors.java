package org.copydesk.app.workflow.queue;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

import org.copydesk.store.QueueIndex;
import org.copydesk.store.QueueKey;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;

/**
 * The run pages of one queue question, read by key: where each page read so far ends, so the page
 * after it is read after its last run's key however deep it lies. A page nobody read up to (the
 * table jumped there) first finds the key of the run before it, from the index's key columns.
 * Pages are asked from the window's worker threads at once, hence the concurrent map.
 */
public final class RunCursors {

    /** Enough for every page boundary of a million runs; past it the earliest are let go. */
    private static final int KEPT = 10_000;

    /** Run index of a page's first row, to the key of the run just before it. */
    private final ConcurrentSkipListMap<Integer, QueueKey> starts = new ConcurrentSkipListMap<>();

    /** Matching runs {@code offset} to {@code offset + limit} of {@code query}, in the queue's order. */
    List<RecordColumns> page(QueueIndex runs, RecordFilter query, int offset, int limit) {
        Optional<QueueKey> after = Optional.empty();
        if (offset > 0) {
            QueueKey known = starts.get(offset);
            after = known != null ? Optional.of(known) : runs.keyAt(query, offset - 1);
            if (after.isEmpty()) {
                return List.of();
            }
            starts.put(offset, after.get());
        }
        List<RecordColumns> rows = runs.pageAfter(query, after, limit);
        if (!rows.isEmpty()) {
            starts.put(offset + rows.size(), QueueKey.of(rows.get(rows.size() - 1)));
            while (starts.size() > KEPT) {
                starts.pollFirstEntry();
            }
        }
        return rows;
    }

    /** How many page starts are known. */
    int known() {
        return starts.size();
    }
}
