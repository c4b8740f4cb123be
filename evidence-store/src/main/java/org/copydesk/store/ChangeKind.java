package org.copydesk.store;

/** What a change to a store was about: what a desk showing the store reads again when it sees it. */
public enum ChangeKind {
    /** Runs, takes or briefs were imported. */
    IMPORTS,
    /** Runs were checked (the cached check results the queue's marks and counts come from). */
    CHECKS,
    /** Decisions were signed. */
    DECISIONS,
    /** The roster changed. */
    ROSTER,
    /** Review claims were taken, renewed or released. */
    CLAIMS;

    /** The word a change notice carries for this kind. */
    public String wire() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
