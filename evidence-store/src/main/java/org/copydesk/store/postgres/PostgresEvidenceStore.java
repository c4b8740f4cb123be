package org.copydesk.store.postgres;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

import org.copydesk.store.StoreException;
import org.copydesk.store.jdbc.Database;
import org.copydesk.store.jdbc.JdbcEvidenceStore;

/** The newsroom store: one PostgreSQL database that every desk opens, migrated on first open. */
public final class PostgresEvidenceStore extends JdbcEvidenceStore {

    /** The PostgreSQL driver logs through java.util.logging; its chatter must not reach users. */
    private static final java.util.logging.Logger DRIVER_LOG = quiet("org.postgresql");

    private PostgresEvidenceStore(Database db, Clock clock) {
        super(db, clock);
    }

    /**
     * Opens the store at {@code location}. The password comes from {@code passwordFile}'s first
     * line when given, else from the PostgreSQL password file ({@code PGPASSFILE}, else
     * {@code ~/.pgpass}), and never appears in a message.
     */
    public static PostgresEvidenceStore open(PostgresLocation location, Optional<Path> passwordFile, Clock clock) {
        DRIVER_LOG.fine("opening " + location);
        Optional<String> password = passwordFile.map(file -> readPassword(location, file));
        return new PostgresEvidenceStore(Database.open(new PostgresEngine(location, password)), clock);
    }

    private static String readPassword(PostgresLocation location, Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            int newline = text.indexOf('\n');
            String first = newline < 0 ? text : text.substring(0, newline);
            if (first.endsWith("\r")) {
                first = first.substring(0, first.length() - 1);
            }
            if (first.isEmpty()) {
                throw new StoreException(file + ": the password file's first line is empty (the password for " + location + ")");
            }
            return first;
        } catch (IOException | java.io.UncheckedIOException e) {
            throw new StoreException(file + ": cannot read the password file: " + e.getMessage(), e);
        }
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(java.util.logging.Level.WARNING);
        return logger;
    }
}
