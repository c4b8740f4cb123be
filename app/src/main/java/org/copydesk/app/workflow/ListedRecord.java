package org.copydesk.app.workflow;

import java.util.Optional;

/** One reviewable record as the queue and {@code list} show it. */
public record ListedRecord(String id, String kind, Optional<String> task, String status, Optional<String> title,
                         Optional<String> decision) {
}
