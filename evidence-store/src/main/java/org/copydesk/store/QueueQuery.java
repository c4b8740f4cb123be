package org.copydesk.store;

import java.util.Optional;

/**
 * Filters of the review queue. Empty means "any". {@code text} is an FTS5 query over source
 * block text (a phrase or words), matched to every run whose snapshot holds such a block.
 */
public record QueueQuery(Optional<String> task, Optional<String> status, Optional<String> raceId, Optional<String> text) {

    public static QueueQuery all() {
        return new QueueQuery(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    public QueueQuery withTask(String value) {
        return new QueueQuery(Optional.ofNullable(value), status, raceId, text);
    }

    public QueueQuery withStatus(String value) {
        return new QueueQuery(task, Optional.ofNullable(value), raceId, text);
    }

    public QueueQuery withRace(String value) {
        return new QueueQuery(task, status, Optional.ofNullable(value), text);
    }

    public QueueQuery withText(String value) {
        return new QueueQuery(task, status, raceId,
                Optional.ofNullable(value).map(String::strip).filter(s -> !s.isEmpty()));
    }
}
