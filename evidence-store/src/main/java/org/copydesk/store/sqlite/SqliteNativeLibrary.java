package org.copydesk.store.sqlite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.Map;

import org.sqlite.SQLiteJDBCLoader;
import org.sqlite.util.OSInfo;

/**
 * sqlite-jdbc's native library, extracted once per driver version into the user's cache
 * ({@code $XDG_CACHE_HOME/copydesk/sqlite-jdbc-VERSION/}, else {@code ~/.cache/…}) and loaded
 * from there. Left to itself the driver extracts a 1.1 MB copy into {@code /tmp} on every
 * start and deletes it at a normal exit only, so each killed process left one behind.
 * Anything that fails here leaves the driver to its own extraction.
 */
final class SqliteNativeLibrary {

    private static boolean prepared;

    private SqliteNativeLibrary() {
    }

    static synchronized void useCachedCopy() {
        if (prepared) {
            return;
        }
        prepared = true;
        if (System.getProperty("org.sqlite.lib.path") != null) {
            return;
        }
        try {
            String name = System.mapLibraryName("sqlitejdbc");
            String resource = "/org/sqlite/native/" + OSInfo.getNativeLibFolderPathForCurrentOS() + "/" + name;
            Path dir = cacheHome(System.getenv(), System.getProperty("user.home")).resolve("copydesk")
                    .resolve("sqlite-jdbc-" + SQLiteJDBCLoader.getVersion());
            Path library = dir.resolve(name);
            byte[] packaged;
            try (InputStream in = SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
                if (in == null) {
                    return;
                }
                packaged = in.readAllBytes();
            }
            if (!Files.isRegularFile(library) || !Arrays.equals(Files.readAllBytes(library), packaged)) {
                write(dir, library, packaged);
            }
            System.setProperty("org.sqlite.lib.path", dir.toString());
            System.setProperty("org.sqlite.lib.name", name);
        } catch (IOException | RuntimeException | LinkageError e) {
            // The driver's own extraction still works; only its leftovers come back.
        }
    }

    /** Written beside its final name and renamed over it, so a second process never loads half a file. */
    private static void write(Path dir, Path library, byte[] bytes) throws IOException {
        if (!Files.isDirectory(dir)) {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(
                    PosixFilePermissions.fromString("rwx------")));
        }
        Path temp = Files.createTempFile(dir, ".libsqlitejdbc", ".tmp");
        try {
            Files.write(temp, bytes);
            Files.move(temp, library, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    static Path cacheHome(Map<String, String> environment, String userHome) {
        String xdg = environment.get("XDG_CACHE_HOME");
        return xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(userHome, ".cache");
    }
}
