package org.copydesk.app.desktop.original;

/** What the original view shows for the shown snapshot. */
public enum OriginalKind {
    /** No snapshot, or no raw bytes to show. */
    NONE,
    /** A PDF: one rendered page at a time, beside that page's blocks. */
    PDF,
    /** HTML: the sanitized text of the page. */
    HTML
}
