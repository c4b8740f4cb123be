package org.copydesk.store;

import java.util.Map;

/**
 * What the queue shows about a query besides its rows: how many runs match, and how many of
 * them have each task, status and race ({@code ""} for none), computed in one pass.
 */
public record QueueSummary(int count, Map<String, Integer> tasks, Map<String, Integer> statuses,
                           Map<String, Integer> races) {
}
