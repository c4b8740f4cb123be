package org.copydesk.app.desktop;

/** What fills the window: the queue, or one record under review. */
public enum DeskPage {
    QUEUE, RECORD
}
