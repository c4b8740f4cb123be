package org.copydesk.app.desktop.queue;

/** Opens a record in the record view; the window decides what opening means. */
@FunctionalInterface
public interface RecordOpener {

    void open(String recordSha256);
}
