package org.copydesk.app.workflow.queue;

import java.util.Optional;

import org.copydesk.store.DecisionMark;
import org.copydesk.store.QueueQuery;
import org.copydesk.store.QueueRow;

/**
 * An analyst take or research brief as a queue line: the queue's columns ({@code row}, with no
 * task, pollster or field dates), its check state ({@code passed}, {@code failed} or
 * {@code unchecked}, as QueueQuery names them) with the failed ids, and its latest valid decision.
 */
public record DocumentLine(String kind, QueueRow row, String checks, int failedCount, Optional<DecisionMark> decision) {

    /** The value this line has for a queue facet column (task, status, race_id, checks, decision, kind). */
    public String value(String column) {
        switch (column) {
            case "task":
                return row.task();
            case "status":
                return row.status();
            case "race_id":
                return row.raceId().orElse("");
            case "checks":
                return checks;
            case "decision":
                return decision.map(DecisionMark::decision).orElse(QueueQuery.UNDECIDED);
            case "kind":
                return kind;
            default:
                throw new IllegalArgumentException("no facet on " + column);
        }
    }
}
