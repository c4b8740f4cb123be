package org.copydesk.model.log;

/**
 * The hashes of a log's complete subtrees: level 0 holds the leaf hashes, and the node at
 * {@code (level, index)} covers leaves {@code index·2^level} up to {@code (index+1)·2^level}.
 * Any root or proof is a few of these, so a store that keeps them answers in O(log n) look-ups.
 */
public interface NodeSource {

    /** How many leaves the log holds. */
    long size();

    /** The complete subtree's hash; only asked for subtrees inside {@link #size()}. */
    byte[] node(int level, long index);
}
