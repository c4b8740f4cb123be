package org.copydesk.app.desktop.duplicates;

import java.util.List;

import org.copydesk.app.desktop.record.EvidenceChip;

/** A row of a side-by-side table: one value per side, how they differ, and each side's cited blocks. */
public interface ComparedRow {

    String label();

    String left();

    String right();

    Difference difference();

    List<EvidenceChip> leftChips();

    List<EvidenceChip> rightChips();

    default List<EvidenceChip> chips(Side side) {
        return side == Side.LEFT ? leftChips() : rightChips();
    }
}
