package org.copydesk.app.desktop.record;

import org.copydesk.model.snapshot.Block;

/** A block of the derived view with its difference mark; an upstream-only block stands where the extraction lost it. */
public record MarkedBlock(Block block, DifferenceMark mark) {
}
