package org.copydesk.app.desktop;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.copydesk.app.desktop.queue.QueueSource;
import org.copydesk.app.workflow.queue.FilterCounts;
import org.copydesk.app.workflow.queue.MatchedDocuments;
import org.copydesk.app.workflow.queue.PageRow;
import org.copydesk.app.workflow.queue.QueueReader;
import org.copydesk.store.RecordFilter;

/** The queue's port over the root's queue reader. */
public final class WorkflowQueueSource implements QueueSource {

    private final QueueReader reader;

    public WorkflowQueueSource(QueueReader reader) {
        this.reader = reader;
    }

    @Override
    public MatchedDocuments rows(RecordFilter query, boolean fresh) {
        return reader.rows(query, fresh);
    }

    @Override
    public Optional<FilterCounts> count(RecordFilter query, MatchedDocuments rows, BooleanSupplier stopped) {
        return reader.count(query, rows, stopped);
    }

    @Override
    public List<PageRow> page(RecordFilter query, MatchedDocuments question, int offset, int limit) {
        return reader.page(query, question, offset, limit);
    }
}
