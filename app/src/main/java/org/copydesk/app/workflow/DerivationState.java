package org.copydesk.app.workflow;

/** What deriving one upstream snapshot did. */
public enum DerivationState {
    /** Extracted now and stored beside upstream's snapshot. */
    STORED,
    /** A derived snapshot of the same raw bytes was already in the store; nothing was extracted. */
    ALREADY_STORED,
    /** The store holds no raw bytes for this snapshot (or upstream named none). */
    NO_RAW_BYTES,
    /** The raw bytes could not be extracted, or do not hash to their name; the reason says which. */
    REFUSED
}
