package org.copydesk.app.desktop.queue;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.copydesk.app.workflow.queue.FilterCounts;
import org.copydesk.app.workflow.queue.MatchedDocuments;
import org.copydesk.app.workflow.queue.PageRow;
import org.copydesk.store.RecordFilter;

/** What the queue asks of the store: which documents match a filter, a page of them, and the counts. */
public interface QueueSource {

    /** The takes and briefs matching {@code query}, read again when {@code fresh}; the runs are paged. */
    MatchedDocuments rows(RecordFilter query, boolean fresh);

    /** The filter's counts; empty when {@code stopped} turned true on the way (a newer question was asked). */
    Optional<FilterCounts> count(RecordFilter query, MatchedDocuments rows, BooleanSupplier stopped);

    /** Rows {@code offset} to {@code offset + limit} of a question. */
    List<PageRow> page(RecordFilter query, MatchedDocuments question, int offset, int limit);
}
