package org.copydesk.app.desktop.queue;

/** What the Checks and Decision columns say about one run. */
public record RowMark(String checks, String decision) {

    public static final RowMark UNKNOWN = new RowMark(QueueItem.NOT_YET, QueueItem.NOT_YET);
}
