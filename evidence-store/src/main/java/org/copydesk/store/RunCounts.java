package org.copydesk.store;

import java.util.Map;
import java.util.Optional;

/**
 * How many runs a filter matches, and how many of them have each task, status and race
 * ({@code ""} for none): what one grouped pass over the runs gives.
 */
public record RunCounts(int count, Map<String, Integer> tasks, Map<String, Integer> statuses,
                        Map<String, Integer> races) {

    /**
     * A column's counts as these already hold them (the kind column: every run is a shadow run),
     * or empty for a column they do not hold.
     */
    public Optional<Map<String, Integer>> of(FilterColumn column) {
        switch (column) {
            case KIND:
                return Optional.of(count == 0 ? Map.of() : Map.of(RecordFilter.KIND_SHADOW_RUN, count));
            case TASK:
                return Optional.of(tasks);
            case STATUS:
                return Optional.of(statuses);
            case RACE:
                return Optional.of(races);
            default:
                return Optional.empty();
        }
    }
}
