package org.copydesk.app.workflow.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Evaluation figures from adjudicated runs: pure computation, so that figures from the store and
 * figures replayed from an exported evaluation set come from the same code.
 */
public final class MetricsCalculator {

    private MetricsCalculator() {
    }

    public static Metrics compute(List<AdjudicatedRun> runs, GroupBy by) {
        Map<String, GroupTally> groups = new TreeMap<>();
        for (AdjudicatedRun run : runs) {
            groups.computeIfAbsent(by.keyOf(run.run()), GroupTally::new).add(run);
        }
        List<GroupMetrics> figures = new ArrayList<>(groups.size());
        groups.values().forEach(tally -> figures.add(tally.result()));
        return new Metrics(by, figures);
    }
}
