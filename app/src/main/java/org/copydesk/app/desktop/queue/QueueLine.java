package org.copydesk.app.desktop.queue;

import org.copydesk.store.QueueRow;

/** A queue row as read, with its check and decision marks. */
public record QueueLine(QueueRow row, RowMark mark) {
}
