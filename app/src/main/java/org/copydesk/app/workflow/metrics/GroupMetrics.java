package org.copydesk.app.workflow.metrics;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The evaluation figures of one group of runs (CLI.md {@code metrics}). {@code fields} is keyed
 * by normalized verdict path ({@code results.*.pct} for every candidate; claims are counted in
 * {@code claimSupport}, not here), sorted by path.
 */
public record GroupMetrics(String key, int runs, int approved, int rejected, int adjudicated, OverrideCounts overrides,
                           Map<String, FieldCounts> fields, Ratio missedDisclosure, Ratio claimSupport,
                           InjectionCounts injection) {

    public GroupMetrics {
        fields = Collections.unmodifiableMap(new TreeMap<>(fields));
    }

    public Ratio approvalRate() {
        return new Ratio(approved, runs);
    }
}
