package org.copydesk.store.sqlite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;

import org.copydesk.store.StoreException;
import org.copydesk.store.jdbc.Database;
import org.copydesk.store.jdbc.JdbcEvidenceStore;

/** The SQLite evidence store: one file, created and migrated on first open. */
public final class SqliteEvidenceStore extends JdbcEvidenceStore {

    private SqliteEvidenceStore(Database db, Clock clock) {
        super(db, clock);
    }

    public static SqliteEvidenceStore open(Path file, Clock clock) {
        Path absolute = file.toAbsolutePath();
        try {
            Path parent = absolute.getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                // The store holds unpublished evidence: folders it creates are the user's alone, whatever the umask.
                Files.createDirectories(parent, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                        java.nio.file.attribute.PosixFilePermissions.fromString("rwx------")));
            }
        } catch (IOException e) {
            throw new StoreException(absolute + ": cannot create the store's folder: " + e.getMessage(), e);
        }
        return new SqliteEvidenceStore(Database.open(new SqliteEngine(absolute)), clock);
    }
}
