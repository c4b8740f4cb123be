package org.copydesk.store;

import java.util.List;
import java.util.Map;

/**
 * The review queue's index over shadow runs: which runs a filter matches, a page of them in a
 * stable order, and how many have each value of a column. Only runs: the app lists takes and
 * briefs beside them.
 */
public interface QueueIndex {

    int count(RecordFilter filter);

    /** Runs {@code offset} to {@code offset + limit} that match, newest first, ties by record digest. */
    List<RecordColumns> page(RecordFilter filter, int offset, int limit);

    /** The count and the task, status and race counts of a filter together: what the queue asks on every change. */
    RunCounts counts(RecordFilter filter);

    /**
     * How many matching runs have each value of a column, by value; a run without a race counts
     * under {@code ""}, one never checked as unchecked, one without a valid decision as undecided.
     */
    Map<String, Integer> facet(FilterColumn column, RecordFilter filter);
}
