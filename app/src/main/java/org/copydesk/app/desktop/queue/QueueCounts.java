package org.copydesk.app.desktop.queue;

import java.util.List;

/** What one background read of the queue returns: the total under the filters, the store total and each filter's choices. */
record QueueCounts(int total, int storeTotal, List<FilterOption> kinds, List<FilterOption> tasks,
                   List<FilterOption> statuses, List<FilterOption> races, List<FilterOption> checks,
                   List<FilterOption> decisions) {
}
