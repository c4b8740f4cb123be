package org.copydesk.app.workflow.queue;

import java.util.List;
import java.util.Map;

/**
 * Everything one queue question gives but its rows: how many records match, how many the store
 * holds, each filter column's counts (each ignoring that column's own choice), and the matching
 * takes and briefs, which lead the rows.
 */
public record QueueAnswer(int total, int storeTotal, Map<String, Map<String, Integer>> facets,
                          List<DocumentLine> documents) {

    public Map<String, Integer> facet(String column) {
        return facets.getOrDefault(column, Map.of());
    }
}
