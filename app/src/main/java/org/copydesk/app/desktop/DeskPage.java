package org.copydesk.app.desktop;

/** What fills the window: the queue, one record under review, or the audit of decisions. */
public enum DeskPage {
    QUEUE, RECORD, AUDIT
}
