package org.copydesk.app.workflow.metrics;

import java.util.List;

/** Evaluation figures grouped one way, groups sorted by key. */
public record Metrics(GroupBy by, List<GroupMetrics> groups) {

    public Metrics {
        groups = List.copyOf(groups);
    }
}
