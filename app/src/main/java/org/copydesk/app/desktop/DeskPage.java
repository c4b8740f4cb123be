package org.copydesk.app.desktop;

/** What fills the window: the queue, one record under review, the audit, the duplicate suggestions, or one pair compared. */
public enum DeskPage {
    QUEUE, RECORD, AUDIT, DUPLICATES, COMPARISON,
    /** The analyst takes, and one take (desktop.takes). */
    TAKES, TAKE,
    /** The evaluation figures from field verdicts (decision 0071). */
    EVALUATION
}
