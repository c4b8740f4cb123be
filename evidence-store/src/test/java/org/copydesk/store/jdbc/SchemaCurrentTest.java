package org.copydesk.store.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import javax.sql.DataSource;

import org.copydesk.store.sqlite.SqliteEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening a store skips Flyway only when the store has exactly the migrations the build ships. */
class SchemaCurrentTest {

    private static final List<String> ONE = List.of("classpath:db/schema-current/one");
    private static final List<String> TWO = List.of("classpath:db/schema-current/two");

    @TempDir
    Path dir;

    /** SQLite with the migrations of a test folder instead of the store's. */
    private static Engine withMigrations(Path file, List<String> locations) {
        SqliteEngine sqlite = new SqliteEngine(file);
        return new Engine() {
            @Override
            public String name() {
                return sqlite.name();
            }

            @Override
            public DataSource dataSource() {
                return sqlite.dataSource();
            }

            @Override
            public List<String> migrations() {
                return locations;
            }

            @Override
            public int readers() {
                return 1;
            }

            @Override
            public void beginWrite(Connection writer) throws SQLException {
                sqlite.beginWrite(writer);
            }

            @Override
            public long[] textIds(Database db, Connection writer, List<String> texts) throws SQLException {
                return sqlite.textIds(db, writer, texts);
            }

            @Override
            public String textMatch() {
                return sqlite.textMatch();
            }

            @Override
            public List<String> textParameters(String words) {
                return sqlite.textParameters(words);
            }

            @Override
            public String cannotConnect(SQLException e) {
                return sqlite.cannotConnect(e);
            }

            @Override
            public CommitSignal watch(Connection connection) throws SQLException {
                return sqlite.watch(connection);
            }

            @Override
            public String documentInsertionOrder() {
                return sqlite.documentInsertionOrder();
            }
        };
    }

    private Connection connect(Path file) throws SQLException {
        return DriverManager.getConnection("jdbc:sqlite:" + file);
    }

    private static boolean hasTable(Connection c, String table) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rows = s.executeQuery("SELECT count(*) FROM sqlite_master WHERE name = '" + table + "'")) {
            rows.next();
            return rows.getInt(1) == 1;
        }
    }

    @Test
    void aNewStoreIsNotCurrentAndAMigratedOneIs() throws SQLException {
        Path file = dir.resolve("store.db");
        try (Connection c = connect(file)) {
            assertFalse(SchemaCurrent.isCurrent(c, ONE));
        }
        Database.open(withMigrations(file, ONE)).close();
        try (Connection c = connect(file)) {
            assertTrue(SchemaCurrent.isCurrent(c, ONE));
            assertFalse(SchemaCurrent.isCurrent(c, TWO), "a build that ships a newer migration must migrate");
        }
    }

    @Test
    void aBuildWithANewMigrationStillAppliesItOnOpen() throws SQLException {
        Path file = dir.resolve("store.db");
        Database.open(withMigrations(file, ONE)).close();

        Database.open(withMigrations(file, TWO)).close();

        try (Connection c = connect(file)) {
            assertTrue(hasTable(c, "second_table"));
            assertTrue(SchemaCurrent.isCurrent(c, TWO));
        }
    }

    @Test
    void aFailedMigrationInTheHistoryIsNotCurrent() throws SQLException {
        Path file = dir.resolve("store.db");
        Database.open(withMigrations(file, ONE)).close();
        try (Connection c = connect(file); Statement s = c.createStatement()) {
            s.execute("UPDATE flyway_schema_history SET success = 0");

            assertFalse(SchemaCurrent.isCurrent(c, ONE));
        }
    }

    @Test
    void theStoresOwnMigrationsAreListedFromTheirFolder() throws IOException {
        Path folder = Path.of("src/main/resources/db/migration");
        long files;
        try (var listing = Files.list(folder)) {
            files = listing.filter(p -> p.toString().endsWith(".sql")).count();
        }

        Optional<Set<String>> shipped = SchemaCurrent.shipped(new SqliteEngine(dir.resolve("x.db")).migrations());

        assertTrue(shipped.isPresent());
        assertEquals(files, shipped.get().size());
        assertTrue(shipped.get().contains("1"), shipped.get().toString());
    }

    private Path jar(String... entries) throws IOException {
        Path jar = dir.resolve("migrations.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out)) {
            zip.putNextEntry(new JarEntry("db/m/"));
            zip.closeEntry();
            for (String entry : entries) {
                zip.putNextEntry(new JarEntry(entry));
                zip.write("SELECT 1;".getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void versionsAreReadFromAJarAsFlywayWritesThem() throws IOException {
        Path jar = jar("db/m/V1__one.sql", "db/m/V2_1__two.sql", "db/m/deeper/V9__not_here.sql", "db/other/V7__no.sql");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            assertEquals(Optional.of(Set.of("1", "2.1")), SchemaCurrent.shipped(loader, List.of("classpath:db/m")));
        }
    }

    @Test
    void aRepeatableMigrationOrAnUnlistableFolderLeavesItToFlyway() throws IOException {
        Path jar = jar("db/m/V1__one.sql", "db/m/R__view.sql");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            assertEquals(Optional.empty(), SchemaCurrent.shipped(loader, List.of("classpath:db/m")));
            assertEquals(Optional.empty(), SchemaCurrent.shipped(loader, List.of("classpath:db/absent")));
            assertEquals(Optional.empty(), SchemaCurrent.shipped(loader, List.of("filesystem:/tmp/db")));
        }
    }
}
