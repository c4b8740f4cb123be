package org.copydesk.store.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import javax.sql.DataSource;

import org.copydesk.store.ChangeKind;

/**
 * What differs between the database engines a store can live in: how connections are made and
 * set up, where the engine's migrations are, how writers from several desks take turns, and
 * the few statements (full-text search, insertion order) that cannot be written once for both.
 * Every other statement is shared by the repositories of this package.
 */
public interface Engine {

    /** The store as messages name it: its file, or its URL (never with a password). */
    String name();

    /** Connections to the store, already set up for this engine; Flyway migrates through the same source. */
    DataSource dataSource();

    /** Flyway locations of this engine's migrations. */
    List<String> migrations();

    /** Reader connections to keep open beside the one writer. */
    int readers();

    /**
     * Runs first in every write transaction on {@code writer}: where several processes write
     * to one database, this makes them take turns, so that a look-up followed by an insert in
     * one transaction sees every earlier commit.
     */
    void beginWrite(Connection writer) throws SQLException;

    /**
     * Stores each of the given block texts (of the runs a write stores) not stored yet, indexed for
     * the text filter, inside that write on {@code writer}, and gives every text's id, in the order given.
     */
    long[] textIds(Database db, Connection writer, List<String> texts) throws SQLException;

    /**
     * Indexes runs just stored, in the order given, for the queue's text filter, inside the runs'
     * own write on {@code writer}; engines that index block texts alone need nothing here.
     */
    default void indexRuns(Database db, Connection writer, List<RunTexts> runs) throws SQLException {
    }

    /**
     * A condition on the run table (aliased {@code r}) that holds when one of the run's blocks
     * holds the words of the one parameter as a phrase, whatever their case.
     */
    String textMatch();

    /**
     * A person's words as the parameters of {@link #textMatch()} (and of {@link #textRowMatch()}),
     * in order: never read as query syntax.
     */
    List<String> textParameters(String words);

    /**
     * A table with one row per run that a text filter can match, holding the run's record_sha256,
     * task, status and race_id, that counting under a text filter reads (aliased {@code r}) instead
     * of the run table, with {@link #textRowMatch()} in place of {@link #textMatch()}; empty when
     * counts read the run table.
     */
    default Optional<String> textRows() {
        return Optional.empty();
    }

    /** The condition on {@link #textRows()} (aliased {@code r}) that holds exactly for the runs {@link #textMatch()} holds for. */
    default String textRowMatch() {
        throw new UnsupportedOperationException("no text rows");
    }

    /** Why a connection could not be opened, in one line a person can act on. */
    String cannotConnect(SQLException e);

    /**
     * Whether {@code e} (or anything in its cause chain) says another program held the store's
     * lock for longer than the engine waits; such a failure is told as "the store is busy".
     */
    default boolean isBusy(Throwable e) {
        return false;
    }

    /**
     * Whether {@code e} (or anything in its cause chain) says the connection itself is gone: the
     * server stopped, the network dropped or a read timed out. The connection is then opened again.
     */
    default boolean isConnectionLost(Throwable e) {
        return false;
    }

    /** An expression over the {@code document} table that grows with every stored row. */
    String documentInsertionOrder();

    /**
     * Runs in every write transaction just before it commits, with what it changed ({@code kinds},
     * empty when it noted nothing): where the engine lets a transaction choose how long its commit
     * waits for the disk, a transaction that holds only what can be rebuilt from elsewhere (imports,
     * from their bundles; check results, by checking again) may commit without waiting, as SQLite's
     * WAL does with synchronous=NORMAL. Anything else keeps the engine's full durability.
     */
    default void beforeCommit(Connection writer, Set<ChangeKind> kinds) throws SQLException {
    }

    /**
     * Runs last in a write transaction that changed {@code kinds}, before it commits: where the
     * engine delivers notices between connections (PostgreSQL's NOTIFY, delivered on commit and
     * dropped on rollback), it tells every listening desk what changed. Engines whose watchers
     * read a version number instead send nothing.
     */
    default void announce(Connection writer, Set<ChangeKind> kinds) throws SQLException {
    }

    /** Starts watching for commits on {@code connection}, which is the watcher's alone. */
    CommitSignal watch(Connection connection) throws SQLException;

    /** Whether commits happened since it was last asked, told by a cheap look at one connection. */
    @FunctionalInterface
    interface CommitSignal {
        boolean committedSinceAsked() throws SQLException;
    }
}
