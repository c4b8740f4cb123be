package org.copydesk.app.desktop.queue;

import org.copydesk.store.QueueRow;

/** A queue row as read, with its kind ({@code shadow_run}, {@code analyst_take}, {@code research_brief}) and marks. */
public record QueueLine(String kind, QueueRow row, RowMark mark) {
}
