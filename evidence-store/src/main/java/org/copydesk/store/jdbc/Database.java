package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;

import org.copydesk.store.ChangeKind;
import org.copydesk.store.StoreException;
import org.copydesk.store.StoreUnreachableException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * One store's connections: a writer connection used under a lock, and a few reader
 * connections, each lent to one thread at a time (readers go on while an import writes, and
 * each other: two workers checking runs never wait for each other's reads). The schema is
 * migrated by Flyway once, at open. What differs between SQLite and PostgreSQL is the
 * {@link Engine}'s; this class is the one place connections are held.
 */
public final class Database implements AutoCloseable {

    /** Flyway logs through java.util.logging here; its progress chatter must not reach users. */
    private static final java.util.logging.Logger FLYWAY_LOG = quiet("org.flywaydb");
    static final String BUSY = "the store is busy (locked by another program); try again";
    /** What a desk is told when its store's server or connection went away. */
    public static final String NOT_ANSWERING = "the store is not answering";
    private static final int PING_SECONDS = 5;

    private final Engine engine;
    private final String name;
    /** Held under {@link #writeLock}; replaced when it was lost. */
    private Connection writer;
    /** Whether the writer connection was found lost: the next write opens a new one. */
    private boolean writerLost;
    /** Every reader connection, for closing; one found lost is replaced in place. */
    private final List<Connection> readers;
    /** Reader connections found lost, opened again when next taken. */
    private final java.util.Set<Connection> lostReaders = ConcurrentHashMap.newKeySet();
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
    /** What the current write transaction changed, announced to other desks as it commits. */
    private final EnumSet<ChangeKind> changed = EnumSet.noneOf(ChangeKind.class);
    /** The change watchers opened on this store, closed with it. */
    private final List<Watcher> watchers = new CopyOnWriteArrayList<>();

    private Database(Engine engine, Connection writer, List<Connection> readers) {
        this.engine = engine;
        this.name = engine.name();
        this.writer = writer;
        this.readers = new java.util.concurrent.CopyOnWriteArrayList<>(readers);
        this.idleReaders = new ArrayBlockingQueue<>(readers.size(), false, readers);
    }

    /** Migrates the engine's store to the newest schema and opens its connections. */
    public static Database open(Engine engine) {
        FLYWAY_LOG.fine("opening " + engine.name());
        List<Connection> opened = new ArrayList<>();
        try {
            // Connecting first gives a store that cannot be reached its own plain message.
            Connection writer = connect(engine, opened);
            if (SchemaCurrent.isCurrent(writer, engine.migrations())) {
                FLYWAY_LOG.fine("current, not migrated: " + engine.name());
            } else {
                migrate(engine);
            }
            List<Connection> readers = new ArrayList<>();
            for (int i = 0; i < engine.readers(); i++) {
                readers.add(connect(engine, opened));
            }
            return new Database(engine, writer, readers);
        } catch (RuntimeException e) {
            for (Connection connection : opened) {
                try {
                    connection.close();
                } catch (SQLException ignored) {
                    // Already failing: the first error is the one to report.
                }
            }
            throw e;
        }
    }

    /** Flyway, kept out of the way of an open that finds the store current: it is most of a new process's open. */
    private static void migrate(Engine engine) {
        try {
            Flyway.configure()
                    .dataSource(engine.dataSource())
                    .locations(engine.migrations().toArray(String[]::new))
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException(failure(engine, "cannot prepare the store: ", e), e);
        }
    }

    private static Connection connect(Engine engine, List<Connection> opened) {
        try {
            Connection connection = engine.dataSource().getConnection();
            opened.add(connection);
            return connection;
        } catch (SQLException e) {
            throw new StoreException(engine.name() + ": " + (engine.isBusy(e) ? BUSY
                    : "cannot open the store: " + engine.cannotConnect(e)), e);
        }
    }

    private static java.util.logging.Logger quiet(String name) {
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(name);
        logger.setLevel(java.util.logging.Level.WARNING);
        return logger;
    }

    /** The store as messages name it: its file or its URL. */
    public String name() {
        return name;
    }

    Engine engine() {
        return engine;
    }

    /**
     * Runs {@code work} in one write transaction: all of it commits, or none of it. Inside
     * {@link #batch} it is a savepoint instead, so it is still whole or absent, and commits with the batch.
     */
    public <T> T write(SqlWork<T> work) {
        writeLock.lock();
        try {
            if (batchDepth > 0) {
                try {
                    return savepoint(work);
                } catch (SQLException | RuntimeException e) {
                    writerLost = writerLost || engine.isConnectionLost(e);
                    throw translate(e, false, "");
                }
            }
            return transaction(() -> work.run(writer), false, false);
        } finally {
            writeLock.unlock();
        }
    }

    /**
     * Runs {@code work} on this thread in one transaction in which every {@link #write} is a
     * savepoint: many documents pay for one commit, and each is still stored whole or not at all.
     * When {@code work} throws, the writes that completed before it are committed and the
     * exception is passed on, as if each had been its own transaction; when the connection is
     * lost instead, the server has rolled all of it back.
     */
    public <T> T batch(java.util.function.Supplier<T> work) {
        writeLock.lock();
        try {
            if (batchDepth > 0) {
                return work.get();
            }
            return transaction(work::get, true, true);
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
                try {
                    return savepoint(c -> work.get());
                } catch (SQLException | RuntimeException e) {
                    writerLost = writerLost || engine.isConnectionLost(e);
                    throw translate(e, false, "");
                }
            }
            return transaction(work::get, false, true);
        } finally {
            writeLock.unlock();
        }
    }

    /** What a transaction runs on the writer connection. */
    @FunctionalInterface
    private interface Body<T> {
        T run() throws SQLException;
    }

    /**
     * One transaction on the writer, opened again first if it was lost. With {@code keepOnFailure}
     * what completed before {@code body} threw is committed (unless the connection is gone); with
     * {@code savepoints} every {@link #write} inside is a savepoint. Called with the write lock held.
     */
    private <T> T transaction(Body<T> body, boolean keepOnFailure, boolean savepoints) {
        Connection c = usableWriter();
        boolean committing = false;
        try {
            c.setAutoCommit(false);
            if (savepoints) {
                batchDepth = 1;
            }
            try {
                engine.beginWrite(c);
            } catch (SQLException e) {
                if (!engine.isConnectionLost(e)) {
                    throw e;
                }
                // Found dead before anything was written (the server came back since it was last
                // used): the same transaction on a new connection.
                writerLost = true;
                c = usableWriter();
                c.setAutoCommit(false);
                engine.beginWrite(c);
            }
            T result;
            try {
                result = body.run();
            } catch (SQLException | RuntimeException e) {
                if (keepOnFailure && !engine.isConnectionLost(e) && !writerLost) {
                    batchDepth = 0;
                    committing = true;
                    runDeferred();
                    announce();
                    c.commit();
                }
                throw e;
            }
            batchDepth = 0;
            if (writerLost) {
                // A savepoint inside found the connection gone: the server rolled all of it back.
                throw new StoreUnreachableException(engine.name() + ": " + NOT_ANSWERING, false, null);
            }
            committing = true;
            runDeferred();
            announce();
            c.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            deferred.clear();
            changed.clear();
            batchDepth = 0;
            if (writerLost || engine.isConnectionLost(e)) {
                writerLost = true;
            } else {
                try {
                    c.rollback();
                } catch (SQLException rollback) {
                    writerLost = writerLost || engine.isConnectionLost(rollback);
                }
            }
            throw translate(e, committing, "");
        } finally {
            batchDepth = 0;
            if (!writerLost) {
                try {
                    c.setAutoCommit(true);
                } catch (SQLException e) {
                    writerLost = engine.isConnectionLost(e);
                }
            }
        }
    }

    /** The writer connection, opened again when it was lost; called with the write lock held. */
    private Connection usableWriter() {
        if (writerLost) {
            Connection fresh = reconnect(writer);
            writer = fresh;
            writerLost = false;
        }
        return writer;
    }

    /**
     * A new connection in place of {@code lost} (closed quietly, its statements forgotten), or the
     * store's "not answering" when it still cannot be reached.
     */
    private Connection reconnect(Connection lost) {
        Map<String, PreparedStatement> cached = statements.remove(lost);
        if (cached != null) {
            cached.values().forEach(statement -> {
                try {
                    statement.close();
                } catch (SQLException ignored) {
                    // The connection is gone already.
                }
            });
        }
        try {
            lost.close();
        } catch (SQLException ignored) {
            // The connection is gone already.
        }
        try {
            return engine.dataSource().getConnection();
        } catch (SQLException e) {
            throw new StoreUnreachableException(engine.name() + ": " + NOT_ANSWERING + " (" + engine.cannotConnect(e)
                    + ")", false, e);
        }
    }

    /**
     * {@code e} as the caller is told it: a lost connection as {@link StoreUnreachableException}
     * ({@code committing}: it was lost as the commit went out), a store's own refusal unchanged,
     * anything else from the engine as its first line.
     */
    private RuntimeException translate(Exception e, boolean committing, String doing) {
        if (e instanceof StoreUnreachableException unreachable) {
            return unreachable;
        }
        if (engine.isConnectionLost(e)) {
            return new StoreUnreachableException(engine.name() + ": " + NOT_ANSWERING + " (" + firstLine(
                    deepest(e).getMessage()) + ")", committing, e);
        }
        if (e instanceof RuntimeException runtime) {
            return runtime;
        }
        return new StoreException(failure(engine, doing, e), e);
    }

    private static Throwable deepest(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t && !(t instanceof SQLException)) {
            t = t.getCause();
        }
        return t;
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
     * it if that write rolls back. For SQLite's FTS5 index rows: FTS5 flushes its pending terms
     * to a new index segment at every savepoint, so indexing inside each document's savepoint
     * would write one tiny segment per document; indexing once at the end writes one per batch.
     */
    public void deferUntilCommit(SqlWork<?> work) {
        deferred.add(work);
    }

    /**
     * Notes, inside a write, that it changes {@code kind}: when its transaction commits, the
     * engine tells other desks' change feeds (a savepoint rolled back leaves the note; a feed
     * that finds nothing new tells nobody).
     */
    public void changed(ChangeKind kind) {
        if (!writeLock.isHeldByCurrentThread()) {
            throw new IllegalStateException("a change is noted inside a write");
        }
        changed.add(kind);
    }

    /** The engine's last word before a commit: how durable it is, then the notice of what it changed. */
    private void announce() throws SQLException {
        try {
            Set<ChangeKind> kinds = changed.isEmpty() ? EnumSet.noneOf(ChangeKind.class) : EnumSet.copyOf(changed);
            engine.beforeCommit(writer, kinds);
            if (!kinds.isEmpty()) {
                engine.announce(writer, kinds);
            }
        } finally {
            changed.clear();
        }
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
    public PreparedStatement prepared(Connection c, String sql) throws SQLException {
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
            } catch (SQLException | RuntimeException e) {
                throw translate(e, false, "");
            }
        }
        Connection held = heldReader.get();
        if (held != null) {
            return run(work, held);
        }
        Connection reader = takeReader();
        try {
            for (int attempt = 0; ; attempt++) {
                if (lostReaders.remove(reader)) {
                    Connection fresh;
                    try {
                        fresh = reconnect(reader);
                    } catch (StoreUnreachableException e) {
                        lostReaders.add(reader);
                        throw e;
                    }
                    readers.set(readers.indexOf(reader), fresh);
                    reader = fresh;
                }
                heldReader.set(reader);
                try {
                    return run(work, reader);
                } catch (StoreUnreachableException e) {
                    if (attempt > 0 || !lostReaders.contains(reader)) {
                        throw e;
                    }
                    // A connection idle while the server restarted is found dead on first use: a
                    // read has no effect to repeat, so it runs once more on a new connection.
                } finally {
                    heldReader.remove();
                }
            }
        } finally {
            idleReaders.add(reader);
        }
    }

    private <T> T run(SqlWork<T> work, Connection connection) {
        try {
            return work.run(connection);
        } catch (SQLException | RuntimeException e) {
            if (engine.isConnectionLost(e)) {
                lostReaders.add(connection);
            }
            throw translate(e, false, "");
        }
    }

    /**
     * Whether the store answers now: a lost writer is opened again and one read runs. Throws the
     * store's "not answering" when it does not; a desk's connection banner polls this.
     */
    public void ping() {
        writeLock.lock();
        try {
            Connection c = usableWriter();
            try {
                if (!c.isValid(PING_SECONDS)) {
                    // Dead since the server went away, or not answering: a new connection tells which.
                    writerLost = true;
                    c = usableWriter();
                    if (!c.isValid(PING_SECONDS)) {
                        writerLost = true;
                        throw new StoreUnreachableException(engine.name() + ": " + NOT_ANSWERING
                                + " (no answer within " + PING_SECONDS + " s)", false, null);
                    }
                }
            } catch (SQLException e) {
                writerLost = true;
                throw translate(e, false, "");
            }
        } finally {
            writeLock.unlock();
        }
        read(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("SELECT 1");
            }
            return null;
        });
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

    /**
     * A watcher of this store's commits on a connection of its own (opened now, and again after
     * it was lost), for a change feed: polling it never waits for the writer or a reader.
     */
    public Watcher watch() {
        Watcher watcher = new Watcher();
        watcher.signalled();
        watchers.add(watcher);
        return watcher;
    }

    /** Whether anything was committed to the store since it was last asked, and reads on its own connection. */
    public final class Watcher implements AutoCloseable {

        private Connection connection;
        private Engine.CommitSignal signal;
        /** True when the connection is new: what was committed while there was none is not known. */
        private boolean fresh;

        private Watcher() {
        }

        /**
         * Whether anything may have been committed since the last call: always true just after the
         * watcher's connection was opened (again), since what happened before is not known.
         */
        public synchronized boolean signalled() {
            try {
                if (connection == null) {
                    connection = engine.dataSource().getConnection();
                    signal = engine.watch(connection);
                    fresh = true;
                }
                if (fresh) {
                    fresh = false;
                    return true;
                }
                return signal.committedSinceAsked();
            } catch (SQLException e) {
                drop();
                if (engine.isConnectionLost(e)) {
                    throw translate(e, false, "");
                }
                throw new StoreException(failure(engine, "cannot watch the store: ", e), e);
            }
        }

        /** Runs {@code work} on the watcher's connection. */
        public synchronized <T> T read(SqlWork<T> work) {
            if (connection == null) {
                signalled();
            }
            try {
                return work.run(connection);
            } catch (SQLException e) {
                drop();
                throw translate(e, false, "");
            }
        }

        private void drop() {
            if (connection != null) {
                try {
                    connection.close();
                } catch (SQLException ignored) {
                    // The connection is already broken: opening a new one is what helps.
                }
            }
            connection = null;
            signal = null;
        }

        @Override
        public synchronized void close() {
            drop();
            watchers.remove(this);
        }
    }

    @Override
    public void close() {
        for (Watcher watcher : watchers) {
            watcher.close();
        }
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
            if (engine.isConnectionLost(e)) {
                // Nothing is left to close on a connection that is gone.
                return;
            }
            throw new StoreException(failure(engine, "cannot close: ", e), e);
        }
    }

    /** What a person is told: a lock another program holds in plain words, anything else as the engine's first line. */
    static String failure(Engine engine, String doing, Exception e) {
        return engine.name() + ": " + (engine.isBusy(e) ? BUSY : doing + firstLine(e.getMessage()));
    }

    public static String firstLine(String message) {
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
