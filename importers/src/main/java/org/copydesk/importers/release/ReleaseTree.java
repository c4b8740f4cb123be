package org.copydesk.importers.release;

import java.nio.file.Path;

import org.copydesk.model.release.tree.ReleaseView;

/** Reads a {@code release/} directory (FORMATS §5) into a {@link ReleaseView}; problems are reported, never thrown. */
public final class ReleaseTree {

    private ReleaseTree() {
    }

    public static ReleaseView read(Path releaseDir) {
        return ReleaseView.of(new DirectoryReleaseFiles(releaseDir));
    }
}
