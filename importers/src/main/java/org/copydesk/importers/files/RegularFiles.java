package org.copydesk.importers.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;

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
            byte[] bytes = readAtMost(in, size, cap + 1);
            if (bytes.length > cap) {
                throw overCap("more than " + cap + " bytes", cap);
            }
            return bytes;
        }
    }

    /**
     * At most {@code limit} bytes of a stream whose length is probably {@code expected} (a file's
     * size, a zip entry's declared size; negative when unknown). The bytes go straight into one
     * array of that length, where {@link InputStream#readNBytes(int)} would gather them in small
     * pieces and copy them into a second array: twice the memory at the peak, which for a file
     * just under the 32 MiB document cap decided whether a small heap held the import. A stream
     * that runs past its expected length is still read to the limit, never further.
     */
    public static byte[] readAtMost(InputStream in, long expected, long limit) throws IOException {
        int max = (int) Math.min(limit, Integer.MAX_VALUE - 8);
        if (expected < 0 || expected >= max) {
            return in.readNBytes(max);
        }
        byte[] bytes = new byte[(int) expected];
        int read = in.readNBytes(bytes, 0, bytes.length);
        if (read < bytes.length) {
            return Arrays.copyOf(bytes, read);
        }
        int next = in.read();
        if (next < 0) {
            return bytes;
        }
        byte[] rest = in.readNBytes(max - bytes.length - 1);
        byte[] all = Arrays.copyOf(bytes, bytes.length + 1 + rest.length);
        all[bytes.length] = (byte) next;
        System.arraycopy(rest, 0, all, bytes.length + 1, rest.length);
        return all;
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
