package org.copydesk.store.sqlite;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.contract.TestStores;

/** SQLite stores for contract tests: one file per name in a test's folder. */
public final class SqliteTestStores implements TestStores {

    private final Path dir;

    public SqliteTestStores(Path dir) {
        this.dir = dir;
    }

    @Override
    public EvidenceStore open(String name, Clock clock) {
        return SqliteEvidenceStore.open(dir.resolve(name + ".db"), clock);
    }

    @Override
    public void sql(String name, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(name + ".db"));
             Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    @Override
    public void deleteAll(String name, String table) throws SQLException {
        sql(name, "DROP TRIGGER " + table + "_append_only_delete");
        sql(name, "DELETE FROM " + table);
    }

    /** SQLite has no migration after V6 yet. */
    @Override
    public void forgetMigrationsAfter(String name, int version) throws SQLException {
        if (version < 6) {
            throw new IllegalArgumentException("only the migrations after V6 are known here");
        }
        sql(name, "DELETE FROM flyway_schema_history WHERE CAST(version AS INTEGER) > " + version);
    }
}
