package org.copydesk.app.workflow.queue;

import java.util.List;
import java.util.Map;

import org.copydesk.store.FilterColumn;

/**
 * The counts a queue filter gives: how many records match, how many the store holds, each
 * filter column's counts by value (each ignoring that column's own choice), and the matching
 * takes and briefs they were counted with.
 */
public record FilterCounts(int total, int storeTotal, Map<FilterColumn, Map<String, Integer>> facets,
                           List<DocumentLine> documents) {

    public Map<String, Integer> facet(FilterColumn column) {
        return facets.getOrDefault(column, Map.of());
    }
}
