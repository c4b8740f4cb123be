package org.copydesk.store.sqlite;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.locks.ReentrantLock;

import org.copydesk.store.StoreException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * One SQLite file: a writer connection and a reader connection (WAL lets readers go on while
 * an import writes), each used under its own lock. The schema is migrated by Flyway once, at open.
 */
public final class Database implements AutoCloseable {

    /** How long a writer waits for another process's transaction before giving up. */
    static final int BUSY_TIMEOUT_MS = 30_000;

    /** Flyway logs through java.util.logging here; its progress chatter must not reach users. */
    private static final java.util.logging.Logger FLYWAY_LOG = quiet("org.flywaydb");

    private final Path file;
    private final Connection writer;
    private final Connection reader;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final ReentrantLock readLock = new ReentrantLock();

    private Database(Path file, Connection writer, Connection reader) {
        this.file = file;
        this.writer = writer;
        this.reader = reader;
    }

    public static Database open(Path file) {
        Path absolute = file.toAbsolutePath();
        try {
            Path parent = absolute.getParent();
            if (parent != null) {
                Files.createDirectories(parent);
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
            throw new StoreException(absolute + ": cannot prepare the store: " + firstLine(e.getMessage()), e);
        }
        try {
            Connection writer = source.getConnection();
            Connection reader = source.getConnection();
            return new Database(absolute, writer, reader);
        } catch (SQLException e) {
            throw new StoreException(absolute + ": cannot open the store: " + firstLine(e.getMessage()), e);
        }
    }

    private static SQLiteDataSource dataSource(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MS);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
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

    /** Runs {@code work} in one write transaction: all of it commits, or none of it. */
    public <T> T write(SqlWork<T> work) {
        writeLock.lock();
        try {
            writer.setAutoCommit(false);
            try {
                T result = work.run(writer);
                writer.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                writer.rollback();
                throw e;
            } finally {
                writer.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException(file + ": " + firstLine(e.getMessage()), e);
        } finally {
            writeLock.unlock();
        }
    }

    public <T> T read(SqlWork<T> work) {
        readLock.lock();
        try {
            return work.run(reader);
        } catch (SQLException e) {
            throw new StoreException(file + ": " + firstLine(e.getMessage()), e);
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public void close() {
        try {
            writer.close();
            reader.close();
        } catch (SQLException e) {
            throw new StoreException(file + ": cannot close: " + firstLine(e.getMessage()), e);
        }
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
