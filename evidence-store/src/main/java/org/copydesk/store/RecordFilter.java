package org.copydesk.store;

import java.util.Optional;

/**
 * The filters of the review queue, one per column; empty means "any". {@code text} is words a
 * person typed, matched as one phrase against the text of source blocks: a run matches when
 * one of its snapshots holds such a block, whatever the words' case. {@code checks} is the
 * cached check state: {@link #CHECKS_PASSED}, {@link #CHECKS_FAILED} or
 * {@link #CHECKS_UNCHECKED}. {@code kind} is the record kind ({@link #KIND_SHADOW_RUN} or a
 * document kind: the queue index lists runs only, the app lists takes and briefs beside them).
 * {@code decision} is the cached latest valid decision's word, or {@link #UNDECIDED}.
 * {@code unclaimedBy} names a reviewer: only runs that no other reviewer has an active review
 * claim on match (an empty name counts everyone's claims as another's).
 */
public record RecordFilter(Optional<String> task, Optional<String> status, Optional<String> raceId,
                           Optional<String> text, Optional<String> checks, Optional<String> kind,
                           Optional<String> decision, Optional<String> unclaimedBy) {

    public static final String CHECKS_PASSED = "passed";
    public static final String CHECKS_FAILED = "failed";
    public static final String CHECKS_UNCHECKED = "unchecked";
    public static final String KIND_SHADOW_RUN = "shadow_run";
    public static final String UNDECIDED = "undecided";

    public static RecordFilter all() {
        return new RecordFilter(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty());
    }

    public RecordFilter withChecks(String value) {
        return new RecordFilter(task, status, raceId, text, Optional.ofNullable(value), kind, decision, unclaimedBy);
    }

    public RecordFilter withTask(String value) {
        return new RecordFilter(Optional.ofNullable(value), status, raceId, text, checks, kind, decision, unclaimedBy);
    }

    public RecordFilter withStatus(String value) {
        return new RecordFilter(task, Optional.ofNullable(value), raceId, text, checks, kind, decision, unclaimedBy);
    }

    public RecordFilter withRace(String value) {
        return new RecordFilter(task, status, Optional.ofNullable(value), text, checks, kind, decision, unclaimedBy);
    }

    public RecordFilter withText(String value) {
        return new RecordFilter(task, status, raceId,
                Optional.ofNullable(value).map(String::strip).filter(s -> !s.isEmpty()), checks, kind, decision,
                unclaimedBy);
    }

    public RecordFilter withKind(String value) {
        return new RecordFilter(task, status, raceId, text, checks, Optional.ofNullable(value), decision, unclaimedBy);
    }

    public RecordFilter withDecision(String value) {
        return new RecordFilter(task, status, raceId, text, checks, kind, Optional.ofNullable(value), unclaimedBy);
    }

    /** Only runs no reviewer but {@code reviewerId} is reviewing now; {@code null} for any run. */
    public RecordFilter withUnclaimedBy(String reviewerId) {
        return new RecordFilter(task, status, raceId, text, checks, kind, decision, Optional.ofNullable(reviewerId));
    }

    /** This filter with nothing chosen in {@code column}: what a column's counts are counted under. */
    public RecordFilter without(FilterColumn column) {
        switch (column) {
            case KIND:
                return withKind(null);
            case TASK:
                return withTask(null);
            case STATUS:
                return withStatus(null);
            case RACE:
                return withRace(null);
            case CHECKS:
                return withChecks(null);
            case DECISION:
                return withDecision(null);
            default:
                throw new IllegalArgumentException("no filter on " + column);
        }
    }

    /** Whether shadow runs can match at all: not when another kind is chosen. */
    public boolean admitsRuns() {
        return kind.map(KIND_SHADOW_RUN::equals).orElse(true);
    }
}
