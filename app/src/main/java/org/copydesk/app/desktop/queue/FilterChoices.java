package org.copydesk.app.desktop.queue;

import java.util.List;

/** Each filter's choices with their counts, as one background count of the queue returns them. */
record FilterChoices(List<FilterOption> kinds, List<FilterOption> tasks,
                   List<FilterOption> statuses, List<FilterOption> races, List<FilterOption> checks,
                   List<FilterOption> decisions) {
}
