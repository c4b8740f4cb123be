package org.copydesk.app.desktop.queue;

import org.copydesk.store.RecordColumns;

/** A queue row as read, with its kind ({@code shadow_run}, {@code analyst_take}, {@code research_brief}) and marks. */
public record MarkedRow(String kind, RecordColumns columns, RowMark mark) {
}
