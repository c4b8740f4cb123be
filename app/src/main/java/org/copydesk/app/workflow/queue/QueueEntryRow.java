package org.copydesk.app.workflow.queue;

import java.util.Optional;

import org.copydesk.store.QueueQuery;
import org.copydesk.store.QueueRow;

/** One queue row as read: a shadow run's index columns, or a take or brief with what it was checked and decided as. */
public record QueueEntryRow(String kind, QueueRow row, Optional<DocumentLine> document) {

    static QueueEntryRow run(QueueRow row) {
        return new QueueEntryRow(QueueQuery.KIND_SHADOW_RUN, row, Optional.empty());
    }

    static QueueEntryRow of(DocumentLine line) {
        return new QueueEntryRow(line.kind(), line.row(), Optional.of(line));
    }
}
