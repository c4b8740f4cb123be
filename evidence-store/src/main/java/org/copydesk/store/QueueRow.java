package org.copydesk.store;

import java.util.Optional;

/** One line of the review queue: index columns only, never blocks or bodies. */
public record QueueRow(
        String recordSha256,
        String runId,
        String task,
        String status,
        Optional<String> raceId,
        Optional<String> title,
        Optional<String> publisher,
        Optional<String> pollster,
        Optional<String> fieldStart,
        Optional<String> fieldEnd,
        String createdAt) {
}
