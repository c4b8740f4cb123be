package org.copydesk.app.workflow.release;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.copydesk.app.workflow.RefusedException;

/**
 * One change to a release tree, staged then committed: create-only files first, then every
 * replacement written to a temporary sibling and renamed over its target with an atomic move.
 * Until the first rename, {@link #commit()} undoes everything it did on failure (temporaries,
 * created files, created directories), so a failed promotion leaves the tree as it was.
 */
final class ReleaseWriter {

    private final Map<Path, byte[]> creates = new LinkedHashMap<>();
    private final Map<Path, byte[]> replaces = new LinkedHashMap<>();

    /** A content-addressed file: written only if absent; an existing file must hold the same bytes. */
    ReleaseWriter create(Path file, byte[] bytes) {
        creates.put(file, bytes);
        return this;
    }

    /** A file replaced whole (or created, when missing) by an atomic rename. */
    ReleaseWriter replace(Path file, byte[] bytes) {
        replaces.put(file, bytes);
        return this;
    }

    void commit() {
        Deque<Path> undo = new ArrayDeque<>();
        List<Path[]> renames = new ArrayList<>();
        try {
            for (Map.Entry<Path, byte[]> create : creates.entrySet()) {
                createOnly(create.getKey(), create.getValue(), undo);
            }
            for (Map.Entry<Path, byte[]> replace : replaces.entrySet()) {
                Path target = replace.getKey();
                if (Files.exists(target) && !Files.isRegularFile(target)) {
                    throw new RefusedException(target + ": not a regular file, so it is not replaced");
                }
                // A missing pointer (the gate's release.take_current failure) is written fresh.
                createDirectories(target.getParent(), undo);
                Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
                undo.push(temp);
                Files.write(temp, replace.getValue());
                renames.add(new Path[] {temp, target});
            }
        } catch (IOException | RuntimeException e) {
            rollback(undo);
            if (e instanceof RefusedException refused) {
                throw refused;
            }
            throw new RefusedException("could not write the release tree, which is unchanged: " + e.getMessage());
        }
        // Past this point each file is replaced atomically; the gate that follows judges the result.
        for (Path[] rename : renames) {
            try {
                Files.move(rename[0], rename[1], StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new RefusedException(rename[1] + ": this file system cannot replace files atomically");
            } catch (IOException e) {
                throw new RefusedException(rename[1] + ": could not be replaced: " + e.getMessage()
                        + "; run the gate before publishing");
            }
        }
    }

    private static void createOnly(Path file, byte[] bytes, Deque<Path> undo) throws IOException {
        if (Files.exists(file)) {
            if (!Arrays.equals(Files.readAllBytes(file), bytes)) {
                throw new RefusedException(file + " exists with other bytes; an archive file is never overwritten");
            }
            return;
        }
        createDirectories(file.getParent(), undo);
        Path temp = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
        undo.push(temp);
        Files.write(temp, bytes);
        try {
            // A hard link fails if the name exists: create-only without a check-then-act race.
            Files.createLink(file, temp);
        } catch (FileAlreadyExistsException e) {
            throw new RefusedException(file + " appeared while writing; nothing was overwritten");
        } catch (UnsupportedOperationException | IOException e) {
            Files.move(temp, file);
        }
        undo.push(file);
        Files.deleteIfExists(temp);
    }

    private static void createDirectories(Path dir, Deque<Path> undo) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        createDirectories(dir.getParent(), undo);
        Files.createDirectory(dir);
        undo.push(dir);
    }

    private static void rollback(Deque<Path> undo) {
        while (!undo.isEmpty()) {
            try {
                Files.deleteIfExists(undo.pop());
            } catch (IOException e) {
                // Best effort: the remaining entries are still removed; the gate reports what is left.
            }
        }
    }
}
