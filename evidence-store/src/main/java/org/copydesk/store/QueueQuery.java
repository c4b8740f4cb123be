package org.copydesk.store;

import java.util.Optional;

/**
 * Filters of the review queue. Empty means "any". {@code text} is an FTS5 query over source
 * block text (a phrase or words), matched to every run whose snapshot holds such a block.
 * {@code checks} is the cached check state: {@link #CHECKS_PASSED}, {@link #CHECKS_FAILED} or
 * {@link #CHECKS_UNCHECKED}.
 */
public record QueueQuery(Optional<String> task, Optional<String> status, Optional<String> raceId, Optional<String> text,
                         Optional<String> checks) {

    public static final String CHECKS_PASSED = "passed";
    public static final String CHECKS_FAILED = "failed";
    public static final String CHECKS_UNCHECKED = "unchecked";

    public static QueueQuery all() {
        return new QueueQuery(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    public QueueQuery withChecks(String value) {
        return new QueueQuery(task, status, raceId, text, Optional.ofNullable(value));
    }

    public QueueQuery withTask(String value) {
        return new QueueQuery(Optional.ofNullable(value), status, raceId, text, checks);
    }

    public QueueQuery withStatus(String value) {
        return new QueueQuery(task, Optional.ofNullable(value), raceId, text, checks);
    }

    public QueueQuery withRace(String value) {
        return new QueueQuery(task, status, Optional.ofNullable(value), text, checks);
    }

    public QueueQuery withText(String value) {
        return new QueueQuery(task, status, raceId,
                Optional.ofNullable(value).map(String::strip).filter(s -> !s.isEmpty()), checks);
    }
}
