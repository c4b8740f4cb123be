package org.copydesk.importers.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads what a user names on the command line or in a bundle. Only regular files are opened:
 * a device such as {@code /dev/zero} never ends and a FIFO blocks until someone writes to it,
 * so either would hang an import or exhaust the heap. Reads are bounded whatever size the file
 * claims, since a file can grow between the size check and the read.
 */
public final class RegularFiles {

    private RegularFiles() {
    }

    /**
     * The whole file, refused when it is not a regular file (links followed) or holds more than
     * {@code cap} bytes.
     */
    public static byte[] read(Path file, long cap) throws IOException {
        requireRegular(file);
        long size = Files.size(file);
        if (size > cap) {
            throw overCap(size + " bytes", cap);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) Math.min(cap + 1, Integer.MAX_VALUE - 8));
            if (bytes.length > cap) {
                throw overCap("more than " + cap + " bytes", cap);
            }
            return bytes;
        }
    }

    /** Refuses anything but a regular file (after following links) with a one-line reason. */
    public static void requireRegular(Path file) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new RefusedFileException("no such file");
        }
        if (attributes.isDirectory()) {
            throw new RefusedFileException("is a folder, not a file");
        }
        if (!attributes.isRegularFile()) {
            throw new RefusedFileException(notRegular());
        }
    }

    /** The reason given for a device, FIFO or socket. */
    public static String notRegular() {
        return "not a regular file (a device, pipe or socket); copydesk reads regular files only";
    }

    private static RefusedFileException overCap(String size, long cap) {
        return new RefusedFileException("file is " + size + ", over the " + cap + "-byte limit");
    }
}
