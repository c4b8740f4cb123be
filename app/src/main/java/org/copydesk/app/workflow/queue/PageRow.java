package org.copydesk.app.workflow.queue;

import java.util.Optional;

import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;

/**
 * One row of a queue page as read: its kind and columns, and for a take or brief the line with
 * what it was checked and decided as (a run's marks are read apart, for the rows on screen).
 */
public record PageRow(String kind, RecordColumns columns, Optional<DocumentLine> document) {

    static PageRow run(RecordColumns columns) {
        return new PageRow(RecordFilter.KIND_SHADOW_RUN, columns, Optional.empty());
    }

    static PageRow of(DocumentLine line) {
        return new PageRow(line.kind(), line.columns(), Optional.of(line));
    }
}
