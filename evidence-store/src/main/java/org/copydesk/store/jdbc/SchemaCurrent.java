package org.copydesk.store.jdbc;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether a store already has every migration the build ships, and only those, told without
 * starting Flyway: the versions in the migration folders against the versions Flyway recorded
 * as applied. Most opens find the store current, and Flyway's set-up, scan and validation were
 * most of what opening a store cost a new process. Anything this cannot read for certain (no
 * history table, a folder it cannot list, a repeatable or failed migration) answers "not
 * current", and Flyway then migrates and validates as before.
 */
final class SchemaCurrent {

    private static final String CLASSPATH = "classpath:";
    private static final Pattern VERSIONED = Pattern.compile("V([0-9]+(?:[._][0-9]+)*)__.+\\.sql");

    private SchemaCurrent() {
    }

    static boolean isCurrent(Connection connection, List<String> locations) {
        Optional<Set<String>> shipped = shipped(locations);
        return shipped.isPresent() && !shipped.get().isEmpty()
                && applied(connection).map(shipped.get()::equals).orElse(false);
    }

    /** The versions Flyway recorded as applied successfully; empty when there is no history to read. */
    static Optional<Set<String>> applied(Connection connection) {
        Set<String> versions = new HashSet<>();
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(
                     "SELECT version, success FROM flyway_schema_history")) {
            while (rows.next()) {
                String version = rows.getString(1);
                if (version == null || !rows.getBoolean(2)) {
                    return Optional.empty();
                }
                versions.add(version);
            }
            return Optional.of(versions);
        } catch (SQLException e) {
            // A new store has no history table yet: Flyway makes it.
            return Optional.empty();
        } finally {
            rollBackIfOpen(connection);
        }
    }

    /** The versions of the migrations in {@code locations}; empty when a folder cannot be listed for certain. */
    static Optional<Set<String>> shipped(List<String> locations) {
        return shipped(SchemaCurrent.class.getClassLoader(), locations);
    }

    static Optional<Set<String>> shipped(ClassLoader loader, List<String> locations) {
        Set<String> versions = new HashSet<>();
        for (String location : locations) {
            if (!location.startsWith(CLASSPATH)) {
                return Optional.empty();
            }
            String folder = location.substring(CLASSPATH.length()).replaceAll("^/+|/+$", "");
            Optional<List<String>> names = names(loader, folder);
            if (names.isEmpty()) {
                return Optional.empty();
            }
            for (String name : names.get()) {
                Matcher versioned = VERSIONED.matcher(name);
                if (versioned.matches()) {
                    versions.add(versioned.group(1).replace('_', '.'));
                } else if (name.endsWith(".sql")) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(versions);
    }

    /** The file names directly in a class-path folder, from every jar or directory that has it. */
    private static Optional<List<String>> names(ClassLoader loader, String folder) {
        try {
            Enumeration<URL> roots = loader.getResources(folder);
            List<String> names = new java.util.ArrayList<>();
            boolean any = false;
            while (roots.hasMoreElements()) {
                URL root = roots.nextElement();
                any = true;
                if ("file".equals(root.getProtocol())) {
                    try (Stream<Path> files = Files.list(Path.of(root.toURI()))) {
                        files.map(p -> p.getFileName().toString()).forEach(names::add);
                    }
                } else if ("jar".equals(root.getProtocol())) {
                    URLConnection opened = root.openConnection();
                    opened.setUseCaches(false);
                    try (JarFile jar = ((JarURLConnection) opened).getJarFile()) {
                        String prefix = folder + "/";
                        for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
                            String entry = entries.nextElement().getName();
                            if (entry.startsWith(prefix) && entry.length() > prefix.length()
                                    && entry.indexOf('/', prefix.length()) < 0) {
                                names.add(entry.substring(prefix.length()));
                            }
                        }
                    }
                } else {
                    return Optional.empty();
                }
            }
            return any ? Optional.of(names) : Optional.empty();
        } catch (IOException | URISyntaxException | ClassCastException e) {
            return Optional.empty();
        }
    }

    private static void rollBackIfOpen(Connection connection) {
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
            }
        } catch (SQLException ignored) {
            // Postgres leaves a failed statement's transaction aborted; nothing else to undo.
        }
    }
}
