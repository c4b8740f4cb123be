package org.copydesk.model.snapshot;

/** How one row of a snapshot comparison lines up upstream's blocks with copydesk's extracted ones. */
public enum BlockMatch {
    /** Both sides hold a block with the same text digest. */
    SAME,
    /** Both sides hold a block at this place, with different text. */
    DIFFERENT,
    /** Only upstream's snapshot holds this block. */
    UPSTREAM_ONLY,
    /** Only the extracted snapshot holds this block. */
    EXTRACTED_ONLY
}
