package org.copydesk.app.desktop.record;

/**
 * A citation of one block. {@code broken} when the block does not exist in the cited source:
 * shown as broken, never dropped, because a citation to nothing is itself a finding.
 */
public record EvidenceChip(String sourceId, String blockId, boolean broken) {

    public String tooltip() {
        return broken ? blockId + " does not exist in " + sourceId + " (broken citation)" : sourceId + " · " + blockId;
    }
}
