package org.copydesk.app.desktop.record;

/** Asks the block list to bring a block into view; the sequence makes a repeated request a new value. */
public record ScrollRequest(int index, long sequence) {
}
