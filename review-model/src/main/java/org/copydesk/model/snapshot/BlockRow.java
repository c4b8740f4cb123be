package org.copydesk.model.snapshot;

import java.util.Optional;

/** One row of a comparison: a block from either side, or both, and how they match. */
public record BlockRow(BlockMatch match, Optional<Block> upstream, Optional<Block> extracted) {
}
