package org.copydesk.store;

import java.util.Optional;

/**
 * Filters of the review queue. Empty means "any". {@code text} is an FTS5 query over source
 * block text (a phrase or words), matched to every run whose snapshot holds such a block.
 * {@code checks} is the cached check state: {@link #CHECKS_PASSED}, {@link #CHECKS_FAILED} or
 * {@link #CHECKS_UNCHECKED}. {@code kind} is the record kind ({@link #KIND_SHADOW_RUN} or a
 * document kind: only the former has rows in the run table). {@code decision} is the cached
 * latest valid decision's word, or {@link #UNDECIDED}.
 */
public record QueueQuery(Optional<String> task, Optional<String> status, Optional<String> raceId, Optional<String> text,
                         Optional<String> checks, Optional<String> kind, Optional<String> decision) {

    public static final String CHECKS_PASSED = "passed";
    public static final String CHECKS_FAILED = "failed";
    public static final String CHECKS_UNCHECKED = "unchecked";
    public static final String KIND_SHADOW_RUN = "shadow_run";
    public static final String UNDECIDED = "undecided";

    public static QueueQuery all() {
        return new QueueQuery(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    public QueueQuery withChecks(String value) {
        return new QueueQuery(task, status, raceId, text, Optional.ofNullable(value), kind, decision);
    }

    public QueueQuery withTask(String value) {
        return new QueueQuery(Optional.ofNullable(value), status, raceId, text, checks, kind, decision);
    }

    public QueueQuery withStatus(String value) {
        return new QueueQuery(task, Optional.ofNullable(value), raceId, text, checks, kind, decision);
    }

    public QueueQuery withRace(String value) {
        return new QueueQuery(task, status, Optional.ofNullable(value), text, checks, kind, decision);
    }

    public QueueQuery withText(String value) {
        return new QueueQuery(task, status, raceId,
                Optional.ofNullable(value).map(String::strip).filter(s -> !s.isEmpty()), checks, kind, decision);
    }

    public QueueQuery withKind(String value) {
        return new QueueQuery(task, status, raceId, text, checks, Optional.ofNullable(value), decision);
    }

    public QueueQuery withDecision(String value) {
        return new QueueQuery(task, status, raceId, text, checks, kind, Optional.ofNullable(value));
    }

    /** Whether shadow runs can match at all: not when another kind is chosen. */
    public boolean admitsRuns() {
        return kind.map(KIND_SHADOW_RUN::equals).orElse(true);
    }
}
