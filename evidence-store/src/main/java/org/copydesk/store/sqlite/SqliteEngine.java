package org.copydesk.store.sqlite;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import javax.sql.DataSource;

import org.copydesk.store.jdbc.BlockTexts;
import org.copydesk.store.jdbc.Database;
import org.copydesk.store.jdbc.Engine;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * One SQLite file in WAL mode, with foreign keys, a busy timeout and {@code IMMEDIATE} write
 * transactions, so that two desks on one file take turns; FTS5 for the text filter.
 */
public final class SqliteEngine implements Engine {

    /**
     * WAL pages after which a commit copies them into the database file (SQLite's default is
     * 1,000, about 4 MiB): an import of 10,000 runs paid for a checkpoint, with its syncs, every
     * other batch; at 64 MiB it pays for a few (docs/decisions/0091-readers-and-wal-checkpoints.md).
     */
    static final int WAL_CHECKPOINT_PAGES = 16_000;
    /** The WAL file is cut back to this after a checkpoint, so a large import leaves no large file behind. */
    static final long WAL_SIZE_LIMIT_BYTES = 64L * 1024 * 1024;

    /** How long a writer waits for another process's transaction before giving up. */
    static final int BUSY_TIMEOUT_MS = 30_000;
    private static final int SQLITE_BUSY = 5;
    private static final int SQLITE_LOCKED = 6;
    private static final int SQLITE_CANTOPEN = 14;
    private static final int SQLITE_IOERR = 10;

    private final Path file;
    private final DataSource source;

    public SqliteEngine(Path file) {
        SqliteNativeLibrary.useCachedCopy();
        this.file = file;
        this.source = dataSource(file);
    }

    /** Reader connections: one per core, at least two (a worker and the window's thread). */
    public static int readerCount() {
        return Math.max(2, Runtime.getRuntime().availableProcessors());
    }

    @Override
    public String name() {
        return file.toString();
    }

    @Override
    public DataSource dataSource() {
        return source;
    }

    @Override
    public List<String> migrations() {
        return List.of("classpath:db/migration");
    }

    @Override
    public int readers() {
        return readerCount();
    }

    @Override
    public void beginWrite(Connection writer) {
        // IMMEDIATE transactions already make other processes wait for this one.
    }

    /** One statement per text (the file answers at once); a new text goes into FTS5 at the commit. */
    @Override
    public long[] textIds(Database db, Connection writer, List<String> texts) throws SQLException {
        long[] ids = new long[texts.size()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = BlockTexts.idFor(db, writer, texts.get(i), (id, text) -> indexText(db, id, text));
        }
        return ids;
    }

    private static void indexText(Database db, long id, String text) {
        db.deferUntilCommit(writer -> {
            PreparedStatement fts = db.prepared(writer, "INSERT INTO block_fts (rowid, text) VALUES (?, ?)");
            fts.setLong(1, id);
            fts.setString(2, text);
            return fts.executeUpdate();
        });
    }

    @Override
    public String textMatch() {
        // FTS5, SQLite's full-text index. The unary + keeps the planner from looking up every match by
        // digest and sorting them all for one page: it walks the queue's order index and
        // stops after a page of matches (a common word matches a sixth of a season's runs).
        return "+r.record_sha256 IN (SELECT rb.record_sha256 FROM run_block rb WHERE rb.text_id IN "
                + "(SELECT rowid FROM block_fts WHERE block_fts MATCH ?))";
    }

    /** A user's words as one FTS5 phrase, so that no input is read as query syntax. */
    @Override
    public List<String> textParameters(String words) {
        return List.of("\"" + words.replace("\"", "\"\"") + "\"");
    }

    /** SQLite's BUSY or LOCKED result anywhere in the chain (Flyway wraps it), or its "database is locked". */
    @Override
    public boolean isBusy(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof org.sqlite.SQLiteException sqlite) {
                int primary = sqlite.getResultCode().code & 0xFF;
                if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED) {
                    return true;
                }
            }
            String message = t.getMessage();
            if (message != null && (message.contains("database is locked") || message.contains("SQLITE_BUSY"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * SQLite's I/O error or cannot-open result: the file's disk or network share went away. The
     * connection is opened again once the file can be read.
     */
    @Override
    public boolean isConnectionLost(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof org.sqlite.SQLiteException sqlite) {
                int primary = sqlite.getResultCode().code & 0xFF;
                if (primary == SQLITE_IOERR || primary == SQLITE_CANTOPEN) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public String cannotConnect(SQLException e) {
        return Database.firstLine(e.getMessage());
    }

    /**
     * SQLite's {@code data_version}: it changes on a connection whenever another connection, of
     * this process or another, committed to the file, and costs no read of the database.
     */
    @Override
    public CommitSignal watch(Connection connection) throws SQLException {
        long[] seen = {dataVersion(connection)};
        return () -> {
            long now = dataVersion(connection);
            boolean changed = now != seen[0];
            seen[0] = now;
            return changed;
        };
    }

    private static long dataVersion(Connection connection) throws SQLException {
        try (Statement pragma = connection.createStatement();
             java.sql.ResultSet version = pragma.executeQuery("PRAGMA data_version")) {
            version.next();
            return version.getLong(1);
        }
    }

    @Override
    public String documentInsertionOrder() {
        // rowid grows with every insert (rows are never deleted).
        return "rowid";
    }

    private static DataSource dataSource(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        // Each document of an import batch is a savepoint, and a savepoint keeps the pages it
        // changes in a sub-journal: in memory that costs nothing, in a temp file it was most of
        // the import's writes.
        config.setTempStore(SQLiteConfig.TempStore.MEMORY);
        // A batch of documents fits the page cache (16 MiB), so it is not spilled to the WAL midway.
        config.setCacheSize(-16_000);
        // No repository asks for generated keys (new ids come back through RETURNING); left on,
        // the driver runs an extra query after every insert to fetch them.
        config.setGetGeneratedKeys(false);
        SQLiteDataSource source = new SQLiteDataSource(config) {
            private static final long serialVersionUID = 1L;

            @Override
            public Connection getConnection() throws SQLException {
                Connection connection = super.getConnection();
                try (Statement pragma = connection.createStatement()) {
                    pragma.execute("PRAGMA wal_autocheckpoint = " + WAL_CHECKPOINT_PAGES);
                    pragma.execute("PRAGMA journal_size_limit = " + WAL_SIZE_LIMIT_BYTES);
                }
                return connection;
            }
        };
        source.setUrl("jdbc:sqlite:" + file);
        return source;
    }
}
