package org.copydesk.store;

/**
 * Where a run stands in the queue's order (newest first, ties by record digest): the key a
 * page is read after, instead of a count of rows to skip.
 */
public record QueueKey(String createdAt, String recordSha256) {

    public static QueueKey of(RecordColumns run) {
        return new QueueKey(run.createdAt(), run.recordSha256());
    }
}
