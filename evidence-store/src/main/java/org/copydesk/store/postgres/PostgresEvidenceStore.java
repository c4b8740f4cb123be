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

    /**
     * The tables a desk may update or delete rows of: the derived, rebuildable caches, and the
     * review claims, which are not evidence and are forgotten once expired.
     */
    static final java.util.List<String> CACHES = java.util.List.of("check_state", "decision_state",
            "decision_state_basis", "decision_conflict", "review_claim", "review_claim_version");

    private PostgresEvidenceStore(Database db, Clock clock) {
        super(db, clock);
    }

    /**
     * Opens the store at {@code location}. The password comes from {@code passwordFile}'s first
     * line when given, else from the PostgreSQL password file ({@code PGPASSFILE}, else
     * {@code ~/.pgpass}), and never appears in a message.
     */
    public static PostgresEvidenceStore open(PostgresLocation location, Optional<Path> passwordFile, Clock clock) {
        return openWithPassword(location, passwordFile.map(file -> readPassword(location, file)), clock);
    }

    /**
     * Opens the store at {@code location} with {@code password} (read by the caller from its
     * password file, or asked once in the window), else with the PostgreSQL password file's; the
     * password is kept by the connection source only, never in a message.
     */
    public static PostgresEvidenceStore openWithPassword(PostgresLocation location, Optional<String> password,
                                                         Clock clock) {
        DRIVER_LOG.fine("opening " + location);
        if (password.isPresent() && password.get().isEmpty()) {
            throw new StoreException(location + ": the password is empty");
        }
        return new PostgresEvidenceStore(Database.open(new PostgresEngine(location, password)), clock);
    }

    /**
     * Lets {@code deskRole} (created when absent, without a login: desk logins are made members
     * of it) use this store as a desk: read everything, and add to the imported content, the
     * decisions, the roster and the log, never change or remove it; only the rebuildable check
     * and decision caches, and the review claims, may be rewritten. Run by the database's owner, after every upgrade
     * that adds tables (the schema is already migrated by opening the store).
     */
    public void grantDesks(String deskRole) {
        if (!deskRole.matches("[a-z_][a-z0-9_]{0,62}")) {
            throw new StoreException(location() + ": a desk role is lower-case letters, digits and '_' (not '"
                    + deskRole + "')");
        }
        database().write(c -> {
            try (java.sql.Statement s = c.createStatement()) {
                s.execute("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '" + deskRole + "') "
                        + "THEN CREATE ROLE " + deskRole + " NOLOGIN; END IF; END $$");
                s.execute("DO $$ BEGIN EXECUTE format('GRANT CONNECT ON DATABASE %I TO " + deskRole
                        + "', current_database()); END $$");
                s.execute("GRANT USAGE ON SCHEMA public TO " + deskRole);
                s.execute("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM " + deskRole);
                s.execute("GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA public TO " + deskRole);
                s.execute("REVOKE INSERT ON flyway_schema_history FROM " + deskRole);
                s.execute("GRANT UPDATE, DELETE ON " + String.join(", ", CACHES) + " TO " + deskRole);
                s.execute("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO " + deskRole);
            }
            return null;
        });
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
