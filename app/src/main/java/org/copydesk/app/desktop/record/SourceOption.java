package org.copydesk.app.desktop.record;

/**
 * A snapshot the source selector offers: one of the run's own (upstream's), or one copydesk
 * derived from the same raw bytes. Upstream's and the derived snapshot share a {@code sourceId},
 * so the snapshot digest tells them apart.
 */
public record SourceOption(String sourceId, String label, String snapshotSha256, boolean derived) {

    @Override
    public String toString() {
        return label;
    }
}
