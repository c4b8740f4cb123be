package org.copydesk.app.desktop.queue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.copydesk.app.Services;
import org.copydesk.app.workflow.decide.LatestDecisions;
import org.copydesk.model.decision.ReviewDecision;
import org.copydesk.store.CheckState;

/**
 * Marks for the rows a page shows: the cached check state, checking now any visible run never
 * checked (so a 100k store is checked lazily, page by page), and the latest valid decision.
 */
public final class QueueMarks implements RowMarks {

    private final Services services;

    public QueueMarks(Services services) {
        this.services = services;
    }

    @Override
    public Map<String, RowMark> marks(List<String> ids) {
        Map<String, CheckState> states = new HashMap<>(services.store().checkStates().findAll(ids));
        services.checks().checkRuns(ids.stream().filter(id -> !states.containsKey(id)).toList());
        if (states.size() < ids.size()) {
            states.putAll(services.store().checkStates().findAll(ids));
        }
        // Every decision is re-verified: a stored "approve" whose content changed is not an approval.
        LatestDecisions latest = new LatestDecisions(services.verify().verifyAll());
        Map<String, RowMark> marks = new HashMap<>();
        for (String id : ids) {
            String checks = Optional.ofNullable(states.get(id)).map(QueueMarks::checks).orElse(QueueItem.NOT_YET);
            String decision = latest.of(id).map(QueueMarks::decision).orElse(QueueItem.NOT_YET);
            marks.put(id, new RowMark(checks, decision));
        }
        return marks;
    }

    static String checks(CheckState state) {
        return state.failed().isEmpty() ? "✓ all pass" : "✗ " + state.failed().size() + " failed";
    }

    private static String decision(ReviewDecision d) {
        return (d.decision().equals("approve") ? "✓ approved" : d.decision().equals("reject") ? "✗ rejected"
                : d.decision().replace('_', ' ')) + " · " + d.reviewer().reviewerId();
    }
}
