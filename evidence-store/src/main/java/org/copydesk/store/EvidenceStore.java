package org.copydesk.store;

import java.util.function.Supplier;

/**
 * One evidence store: the repositories over one SQLite file or one PostgreSQL database. Implementations keep every line
 * of SQL inside this module.
 */
public interface EvidenceStore extends AutoCloseable {

    /** A random id fixed when the store was created; decisions name it. */
    String storeId();

    /** Where the store is, as messages name it: its file, or its URL (never with a password). */
    String location();

    RunRepository runs();

    /** The review queue over the runs: filters, pages and counts. */
    QueueIndex queue();

    DuplicateIndex duplicates();

    RacePollIndex racePolls();

    RawRepository raw();

    DocumentRepository documents();

    DecisionRepository decisions();

    RosterRepository roster();

    CheckStateRepository checkStates();

    DecisionStateRepository decisionStates();

    /** Who is reviewing what now: unsigned, outside the decision log, forgotten once expired. */
    ClaimRepository claims();

    /** The decision log over the roster changes and decisions, in acceptance order. */
    DecisionLog log();

    /**
     * Opens a feed of the changes committed to this store from now on, by any desk: on its own
     * connection, closed with the feed (or with the store).
     */
    ChangeFeed openChangeFeed();

    /**
     * Runs {@code work} as one transaction in which each repository write keeps its own
     * whole-or-nothing (a nested savepoint): many small documents share one commit. Writes that
     * completed before {@code work} throws are kept, exactly as if each had been committed alone.
     */
    <T> T batch(Supplier<T> work);

    /**
     * Runs {@code work} as one transaction that commits whole or not at all: a signing act's
     * document, its log leaf and its checkpoint are stored together or none of them is.
     */
    <T> T atomically(Supplier<T> work);

    /**
     * Returns when the store answers now, opening again a connection found lost; throws
     * {@link StoreUnreachableException} when it does not. A desk polls this after losing its store.
     */
    void ping();

    @Override
    void close();
}
