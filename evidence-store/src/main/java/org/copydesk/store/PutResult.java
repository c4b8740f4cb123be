package org.copydesk.store;

/** What storing a content-addressed document did. */
public enum PutResult {
    /** New content, now stored. */
    STORED,
    /** The same digest with the same bytes was already there: nothing changed. */
    UNCHANGED,
    /** The same stated digest with different content: refused, the first stays. */
    CONFLICT
}
