package org.copydesk.model.snapshot;

import java.util.List;

/**
 * Upstream's blocks beside the blocks copydesk extracted from the same raw bytes, in reading
 * order. Blocks are matched by the digest of their text, recomputed here,
 * never by block id: the two sides number their blocks independently.
 */
public record SnapshotComparison(List<BlockRow> rows) {

    public SnapshotComparison {
        rows = List.copyOf(rows);
    }

    public static SnapshotComparison of(List<Block> upstream, List<Block> extracted) {
        return new SnapshotComparison(BlockAlignment.align(upstream, extracted));
    }

    public long count(BlockMatch match) {
        return rows.stream().filter(row -> row.match() == match).count();
    }

    /** Whether both sides hold the same texts in the same order. */
    public boolean identical() {
        return rows.stream().allMatch(row -> row.match() == BlockMatch.SAME);
    }
}
