package org.copydesk.importers.release;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.copydesk.model.json.Json;
import org.copydesk.model.release.tree.ReleaseFiles;
import org.copydesk.model.release.tree.ReleasePaths;

/**
 * A release tree on disk. A path that is unsafe, leaves the tree (also through a symbolic
 * link), is not a regular file, is over the document size limit or cannot be read counts as
 * absent: the gate then names it as missing rather than failing with a stack trace.
 */
public final class DirectoryReleaseFiles implements ReleaseFiles {

    private final Path root;

    public DirectoryReleaseFiles(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    @Override
    public Optional<byte[]> read(String relativePath) {
        return resolve(relativePath).flatMap(DirectoryReleaseFiles::bytes);
    }

    /** The file a registry path names, when it is safely inside the tree (it need not exist). */
    public Optional<Path> resolve(String relativePath) {
        if (ReleasePaths.unsafe(relativePath).isPresent()) {
            return Optional.empty();
        }
        try {
            Path realRoot = root.toRealPath();
            Path file = realRoot.resolve(relativePath).normalize();
            if (!file.startsWith(realRoot)) {
                return Optional.empty();
            }
            if (Files.exists(file) && !file.toRealPath().startsWith(realRoot)) {
                return Optional.empty();
            }
            return Optional.of(file);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public List<String> archiveNames() {
        Optional<Path> dir = resolve(ARCHIVE_DIR);
        if (dir.isEmpty() || !Files.isDirectory(dir.get())) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir.get())) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                if (!name.startsWith(".")) {
                    names.add(name);
                }
            }
        } catch (IOException e) {
            return List.of();
        }
        names.sort(null);
        return List.copyOf(names);
    }

    private static Optional<byte[]> bytes(Path file) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > Json.MAX_DOCUMENT_BYTES) {
                return Optional.empty();
            }
            return Optional.of(Files.readAllBytes(file));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
