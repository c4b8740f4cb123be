package org.copydesk.store;

/** A stored complete subtree above the leaves (level ≥ 1), as kept for fast proofs. */
public record LogNode(int level, long index, byte[] hash) {
}
