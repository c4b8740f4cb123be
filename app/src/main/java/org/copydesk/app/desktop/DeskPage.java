package org.copydesk.app.desktop;

/**
 * What fills the window: the queue, one record under review, the audit, the duplicate suggestions, one pair
 * compared, the research briefs, or one brief.
 */
public enum DeskPage {
    QUEUE, RECORD, AUDIT, DUPLICATES, COMPARISON,
    BRIEFS, BRIEF,
    /** The analyst takes, and one take (desktop.takes). */
    TAKES, TAKE,
    /** The evaluation figures from field verdicts. */
    EVALUATION,
    /** Who may sign on this store (desktop.roster). */
    ROSTER
}
