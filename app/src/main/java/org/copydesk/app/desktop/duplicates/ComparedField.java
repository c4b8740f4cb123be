package org.copydesk.app.desktop.duplicates;

import java.util.List;

import org.copydesk.app.desktop.record.EvidenceChip;

/** One extracted poll field of both records, aligned by name. */
public record ComparedField(String name, String left, String right, Difference difference,
                            List<EvidenceChip> leftChips, List<EvidenceChip> rightChips) implements ComparedRow {

    @Override
    public String label() {
        return name;
    }
}
