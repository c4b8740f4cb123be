package org.copydesk.store;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The review queue's index over shadow runs: which runs a filter matches, a page of them in a
 * stable order, and how many have each value of a column. Only runs: the app lists takes and
 * briefs beside them.
 */
public interface QueueIndex {

    int count(RecordFilter filter);

    /**
     * Runs {@code offset} to {@code offset + limit} that match, newest first, ties by record digest.
     * It skips {@code offset} rows each time; the queue pages with {@link #pageAfter} instead.
     */
    List<RecordColumns> page(RecordFilter filter, int offset, int limit);

    /**
     * Up to {@code limit} matching runs that come after {@code after} in the same order (from the
     * first when empty): read by the key from the queue-order index, whatever the page's depth.
     */
    List<RecordColumns> pageAfter(RecordFilter filter, Optional<QueueKey> after, int limit);

    /**
     * The key of the matching run at {@code index} (0-based) in that order, empty past the end:
     * where a page read after it starts when the table jumps there. It reads the index's key
     * columns only, never a row.
     */
    Optional<QueueKey> keyAt(RecordFilter filter, int index);

    /** The count and the task, status and race counts of a filter together: what the queue asks on every change. */
    RunCounts counts(RecordFilter filter);

    /**
     * How many matching runs have each value of a column, by value; a run without a race counts
     * under {@code ""}, one never checked as unchecked, one without a valid decision as undecided.
     */
    Map<String, Integer> facet(FilterColumn column, RecordFilter filter);
}
