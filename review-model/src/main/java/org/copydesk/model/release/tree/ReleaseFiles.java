package org.copydesk.model.release.tree;

import java.util.List;
import java.util.Optional;

/**
 * The files of a release tree, by path relative to its root. The model reads no files itself:
 * importers supply a directory, tests a map. Paths that would leave the tree read as absent.
 */
public interface ReleaseFiles {

    String REGISTRY = "registry.json";
    String ARCHIVE_DIR = "analyst-take/archive";

    Optional<byte[]> read(String relativePath);

    /** The file names directly inside {@link #ARCHIVE_DIR}, sorted; empty when it does not exist. */
    List<String> archiveNames();
}
