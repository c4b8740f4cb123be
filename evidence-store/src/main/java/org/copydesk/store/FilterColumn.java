package org.copydesk.store;

/** A column of the review queue that a filter chooses on and counts. */
public enum FilterColumn {
    /** The record kind: {@code shadow_run}, {@code analyst_take} or {@code research_brief}. */
    KIND,
    TASK,
    STATUS,
    /** The race id; a record with none counts under {@code ""}. */
    RACE,
    /** The cached check state: passed, failed or unchecked. */
    CHECKS,
    /** The latest valid decision's word, or undecided. */
    DECISION
}
