package org.copydesk.app.workflow.queue;

import java.util.Optional;

import org.copydesk.store.DecisionMark;
import org.copydesk.store.FilterColumn;
import org.copydesk.store.RecordColumns;
import org.copydesk.store.RecordFilter;

/**
 * An analyst take or research brief as a queue line: the queue's columns (with no task,
 * pollster or field dates), its check state ({@code passed}, {@code failed} or
 * {@code unchecked}, as RecordFilter names them) with the failed ids, and its latest valid decision.
 */
public record DocumentLine(String kind, RecordColumns columns, String checks, int failedCount,
                           Optional<DecisionMark> decision) {

    /** The value this line has in a filter column. */
    public String value(FilterColumn column) {
        switch (column) {
            case TASK:
                return columns.task();
            case STATUS:
                return columns.status();
            case RACE:
                return columns.raceId().orElse("");
            case CHECKS:
                return checks;
            case DECISION:
                return decision.map(DecisionMark::decision).orElse(RecordFilter.UNDECIDED);
            case KIND:
                return kind;
            default:
                throw new IllegalArgumentException("no filter on " + column);
        }
    }
}
