package org.copydesk.store;

import java.util.Optional;

/**
 * The indexed columns of one record, as a line of the review queue shows them: never its
 * blocks or body. A run fills them from its index; a take or brief fills what it has.
 */
public record RecordColumns(
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
