package org.copydesk.app.desktop.queue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.desktop.decide.ConflictLine;
import org.copydesk.app.workflow.check.CheckWorkflow;
import org.copydesk.app.workflow.decide.DecisionStates;
import org.copydesk.app.workflow.queue.DocumentLine;
import org.copydesk.store.CheckState;
import org.copydesk.store.CheckStateRepository;
import org.copydesk.store.DecisionMark;

/**
 * Marks for the rows a page shows: the cached check state, checking now any visible run never
 * checked (so a 100k store is checked lazily, page by page), and the latest valid decision from
 * the decision cache, which every queue question brings up to date first.
 */
public final class QueueMarks implements RowMarks {

    private final CheckStateRepository checkStates;
    private final CheckWorkflow checks;
    private final DecisionStates decisions;

    public QueueMarks(CheckStateRepository checkStates, CheckWorkflow checks, DecisionStates decisions) {
        this.checkStates = checkStates;
        this.checks = checks;
        this.decisions = decisions;
    }

    @Override
    public Map<String, RowMark> marks(List<String> ids) {
        Map<String, CheckState> states = new HashMap<>(checkStates.findAll(ids));
        checks.checkRuns(ids.stream().filter(id -> !states.containsKey(id)).toList());
        if (states.size() < ids.size()) {
            states.putAll(checkStates.findAll(ids));
        }
        return marks(ids, states);
    }

    @Override
    public int checkStale() {
        return checks.checkStale();
    }

    /** The marks as cached now, checking nothing: what a page shows at once, before its unchecked runs are checked. */
    @Override
    public Map<String, RowMark> cached(List<String> ids) {
        return marks(ids, checkStates.findAll(ids));
    }

    private Map<String, RowMark> marks(List<String> ids, Map<String, CheckState> states) {
        Map<String, DecisionMark> decisions = this.decisions.marks(ids);
        Map<String, RowMark> marks = new HashMap<>();
        for (String id : ids) {
            String checks = Optional.ofNullable(states.get(id)).map(QueueMarks::checks).orElse(QueueItem.NOT_YET);
            marks.put(id, new RowMark(checks, decision(Optional.ofNullable(decisions.get(id)))));
        }
        return marks;
    }

    static String checks(CheckState state) {
        return checks(state.failed().size());
    }

    /** A take's or brief's marks, read with its line. */
    static RowMark of(DocumentLine line) {
        String checks = line.checks().equals("unchecked") ? QueueItem.NOT_YET : checks(line.failedCount());
        return new RowMark(checks, decision(line.decision()));
    }

    private static String checks(int failed) {
        return failed == 0 ? "✓ all pass" : "✗ " + failed + " failed";
    }

    static String decision(Optional<DecisionMark> mark) {
        if (mark.isPresent() && mark.get().decision().equals(DecisionMark.CONFLICT)) {
            // Both sides, with who and when: a conflict is resolved by reading them, not by a count.
            return ConflictLine.row(mark.get().conflicting(), java.time.ZoneId.systemDefault());
        }
        return mark.map(d -> (d.decision().equals("approve") ? "✓ approved" : d.decision().equals("reject")
                ? "✗ rejected" : d.decision().replace('_', ' ')) + " · " + d.reviewerId()).orElse(QueueItem.NOT_YET);
    }
}
