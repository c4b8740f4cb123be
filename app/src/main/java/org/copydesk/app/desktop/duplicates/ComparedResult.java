package org.copydesk.app.desktop.duplicates;

import java.util.List;

import org.copydesk.app.desktop.record.EvidenceChip;

/** One candidate's share on each side, aligned by candidate name (trimmed, case-folded). */
public record ComparedResult(String candidate, String left, String right, Difference difference,
                             List<EvidenceChip> leftChips, List<EvidenceChip> rightChips) implements ComparedRow {

    @Override
    public String label() {
        return candidate;
    }
}
