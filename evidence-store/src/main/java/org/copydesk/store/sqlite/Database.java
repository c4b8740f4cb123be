package org.copydesk.store.sqlite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

import org.copydesk.store.StoreException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * One SQLite file: a writer connection used under a lock, and a few reader connections, one per
 * core, each lent to one thread at a time (WAL lets readers go on while an import writes, and
 * each other: two workers checking runs never wait for each other's reads). The schema is
 * migrated by Flyway once, at open.
 */
public final class Database implements AutoCloseable {

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
    static final String BUSY = "the store is busy (locked by another program); try again";
    private static final int SQLITE_BUSY = 5;
    private static final int SQLITE_LOCKED = 6;

    /** Flyway logs through java.util.logging here; its progress chatter must not reach users. */
    private static final java.util.logging.Logger FLYWAY_LOG = quiet("org.flywaydb");

    private final Path file;
    private final Connection writer;
    /** Every reader connection, for closing. */
    private final List<Connection> readers;
    /** The reader connections no thread holds now. */
    private final BlockingQueue<Connection> idleReaders;
    /** The reader connection this thread holds, so that a read inside a read uses it again. */
    private final ThreadLocal<Connection> heldReader = new ThreadLocal<>();
    private final ReentrantLock writeLock = new ReentrantLock();
    /**
     * Each connection's prepared statements, kept for its lifetime: preparing is a large part of a
     * small insert or look-up. A connection's map is used only by the thread holding it.
     */
    private final Map<Connection, Map<String, PreparedStatement>> statements = new ConcurrentHashMap<>();
    /** Savepoints open inside {@link #batch}; zero outside a batch. */
    private int batchDepth;
    private long savepoints;
    /** Work held back to the end of the transaction (see {@link #deferUntilCommit}). */
    private final List<SqlWork<?>> deferred = new ArrayList<>();

    private Database(Path file, Connection writer, List<Connection> readers) {
        this.file = file;
        this.writer = writer;
        this.readers = List.copyOf(readers);
        this.idleReaders = new ArrayBlockingQueue<>(readers.size(), false, readers);
    }

    /** Reader connections: one per core, at least two (a worker and the window's thread). */
    static int readerCount() {
        return Math.max(2, Runtime.getRuntime().availableProcessors());
    }

    public static Database open(Path file) {
        Path absolute = file.toAbsolutePath();
        try {
            Path parent = absolute.getParent();
            if (parent != null && !Files.isDirectory(parent)) {
                // The store holds unpublished evidence: folders it creates are the user's alone, whatever the umask.
                Files.createDirectories(parent, java.nio.file.attribute.PosixFilePermissions.asFileAttribute(
                        java.nio.file.attribute.PosixFilePermissions.fromString("rwx------")));
            }
        } catch (java.io.IOException e) {
            throw new StoreException(absolute + ": cannot create the store's folder: " + e.getMessage(), e);
        }
        FLYWAY_LOG.fine("opening " + absolute);
        SQLiteDataSource source = dataSource(absolute);
        try {
            Flyway.configure()
                    .dataSource(source)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException(failure(absolute, "cannot prepare the store: ", e), e);
        }
        try {
            Connection writer = source.getConnection();
            try (Statement pragma = writer.createStatement()) {
                pragma.execute("PRAGMA wal_autocheckpoint = " + WAL_CHECKPOINT_PAGES);
                pragma.execute("PRAGMA journal_size_limit = " + WAL_SIZE_LIMIT_BYTES);
            }
            List<Connection> readers = new ArrayList<>();
            for (int i = 0; i < readerCount(); i++) {
                readers.add(source.getConnection());
            }
            return new Database(absolute, writer, readers);
        } catch (SQLException e) {
            throw new StoreException(failure(absolute, "cannot open the store: ", e), e);
        }
    }

    private static SQLiteDataSource dataSource(Path file) {
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
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file);
        return source;
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(java.util.logging.Level.WARNING);
        return logger;
    }

    public Path file() {
        return file;
    }

    /**
     * Runs {@code work} in one write transaction: all of it commits, or none of it. Inside
     * {@link #batch} it is a savepoint instead, so it is still whole or absent, and commits with the batch.
     */
    public <T> T write(SqlWork<T> work) {
        writeLock.lock();
        try {
            if (batchDepth > 0) {
                return savepoint(work);
            }
            writer.setAutoCommit(false);
            try {
                T result = work.run(writer);
                runDeferred();
                writer.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                deferred.clear();
                writer.rollback();
                throw e;
            } finally {
                writer.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException(failure(file, "", e), e);
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Runs {@code work} on this thread in one transaction in which every {@link #write} is a
     * savepoint: many documents pay for one commit, and each is still stored whole or not at all.
     * When {@code work} throws, the writes that completed before it are committed and the
     * exception is passed on, as if each had been its own transaction.
     */
    public <T> T batch(java.util.function.Supplier<T> work) {
        writeLock.lock();
        try {
            if (batchDepth > 0) {
                return work.get();
            }
            writer.setAutoCommit(false);
            batchDepth = 1;
            try {
                return work.get();
            } finally {
                batchDepth = 0;
                try {
                    runDeferred();
                    writer.commit();
                } catch (SQLException | RuntimeException e) {
                    deferred.clear();
                    writer.rollback();
                    throw e;
                } finally {
                    writer.setAutoCommit(true);
                }
            }
        } catch (SQLException e) {
            throw new StoreException(failure(file, "", e), e);
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Runs {@code work} as one transaction in which every {@link #write} is a savepoint, and
     * rolls all of it back when {@code work} throws. Inside a batch it is one savepoint.
     */
    public <T> T atomically(java.util.function.Supplier<T> work) {
        writeLock.lock();
        try {
            if (batchDepth > 0) {
                return savepoint(c -> work.get());
            }
            writer.setAutoCommit(false);
            batchDepth = 1;
            try {
                T result = work.get();
                batchDepth = 0;
                runDeferred();
                writer.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                deferred.clear();
                writer.rollback();
                throw e;
            } finally {
                batchDepth = 0;
                writer.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException(failure(file, "", e), e);
        } finally {
            writeLock.unlock();
        }
    }

    private <T> T savepoint(SqlWork<T> work) throws SQLException {
        String name = "doc" + (++savepoints);
        int deferredBefore = deferred.size();
        try (Statement statement = writer.createStatement()) {
            statement.execute("SAVEPOINT " + name);
        }
        try {
            T result = work.run(writer);
            try (Statement statement = writer.createStatement()) {
                statement.execute("RELEASE " + name);
            }
            return result;
        } catch (SQLException | RuntimeException e) {
            deferred.subList(deferredBefore, deferred.size()).clear();
            try (Statement statement = writer.createStatement()) {
                statement.execute("ROLLBACK TO " + name);
                statement.execute("RELEASE " + name);
            }
            throw e;
        }
    }

    /**
     * Holds {@code work} back until the transaction around the current write commits, and drops
     * it if that write rolls back. For FTS5 index rows: FTS5 flushes its pending terms to a new
     * index segment at every savepoint, so indexing inside each document's savepoint would
     * write one tiny segment per document; indexing once at the end writes one per batch.
     */
    void deferUntilCommit(SqlWork<?> work) {
        deferred.add(work);
    }

    private void runDeferred() throws SQLException {
        try {
            for (SqlWork<?> work : deferred) {
                work.run(writer);
            }
        } finally {
            deferred.clear();
        }
    }

    /**
     * A statement on {@code c}, prepared once per connection; only for the connection given to the
     * work of {@link #write} or {@link #read}, never closed by the caller, and its result set
     * closed before the same statement is asked for again.
     */
    PreparedStatement prepared(Connection c, String sql) throws SQLException {
        if (c != writer && !readers.contains(c)) {
            throw new IllegalStateException("cached statements are for this database's connections only");
        }
        Map<String, PreparedStatement> cached = statements.computeIfAbsent(c, k -> new HashMap<>());
        PreparedStatement statement = cached.get(sql);
        if (statement == null) {
            statement = c.prepareStatement(sql);
            cached.put(sql, statement);
        }
        statement.clearParameters();
        return statement;
    }

    public <T> T read(SqlWork<T> work) {
        if (batchDepth > 0 && writeLock.isHeldByCurrentThread()) {
            // Inside a batch the batch's own thread reads what it has written so far, as it
            // would have had each document committed on its own.
            try {
                return work.run(writer);
            } catch (SQLException e) {
                throw new StoreException(failure(file, "", e), e);
            }
        }
        Connection held = heldReader.get();
        if (held != null) {
            return run(work, held);
        }
        Connection reader = takeReader();
        heldReader.set(reader);
        try {
            return run(work, reader);
        } finally {
            heldReader.remove();
            idleReaders.add(reader);
        }
    }

    private <T> T run(SqlWork<T> work, Connection connection) {
        try {
            return work.run(connection);
        } catch (SQLException e) {
            throw new StoreException(failure(file, "", e), e);
        }
    }

    /**
     * An idle reader connection, waiting for one if every reader is lent out. The wait is not cut
     * short by an interrupt (a cancelled task still finishes its read, as it did behind a lock);
     * the interrupt is kept for the caller to see.
     */
    private Connection takeReader() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return idleReaders.take();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        try {
            for (Map<String, PreparedStatement> cached : statements.values()) {
                for (PreparedStatement statement : cached.values()) {
                    statement.close();
                }
            }
            writer.close();
            for (Connection reader : readers) {
                reader.close();
            }
        } catch (SQLException e) {
            throw new StoreException(failure(file, "cannot close: ", e), e);
        }
    }

    /** What a person is told: a held lock in plain words, anything else as SQLite's first line. */
    static String failure(Path file, String doing, Exception e) {
        return file + ": " + (isBusy(e) ? BUSY : doing + firstLine(e.getMessage()));
    }

    /**
     * Another program (or desk) held the store's lock past the busy timeout: SQLite's BUSY or
     * LOCKED result anywhere in the cause chain (Flyway wraps it), or its message.
     */
    static boolean isBusy(Throwable e) {
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

    static String firstLine(String message) {
        if (message == null) {
            return "unknown error";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).trim();
    }

    /** Work against one connection, allowed to throw SQL errors. */
    @FunctionalInterface
    public interface SqlWork<T> {
        T run(Connection connection) throws SQLException;
    }
}
