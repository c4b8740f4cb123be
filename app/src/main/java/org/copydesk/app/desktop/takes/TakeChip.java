package org.copydesk.app.desktop.takes;

/** An evidence id a section cites; {@code allowed} when its packet section allows it, else shown as broken. */
public record TakeChip(String evidenceId, boolean allowed) {

    public String tooltip(String section) {
        return allowed ? evidenceId + " is allowed for " + section
                : evidenceId + " is not among the packet's allowed ids for " + section + " (take.evidence_ids)";
    }
}
