package org.copydesk.app.desktop.record;

/** A snapshot the run carries, as the source selector names it. */
public record SourceOption(String sourceId, String label) {

    @Override
    public String toString() {
        return label;
    }
}
