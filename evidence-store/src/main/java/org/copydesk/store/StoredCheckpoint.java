package org.copydesk.store;

/** A signed checkpoint as stored: its place among the store's checkpoints and its canonical JSON. */
public record StoredCheckpoint(long sequence, long size, byte[] document) {
}
