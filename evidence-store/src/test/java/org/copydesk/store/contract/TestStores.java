package org.copydesk.store.contract;

import java.sql.SQLException;
import java.time.Clock;

import org.copydesk.store.EvidenceStore;

/** The stores of one test, in one engine: each name one store, opened again under the same name. */
public interface TestStores {

    EvidenceStore open(String name, Clock clock);

    /** Runs {@code sql} in the named store directly, past every repository (as someone with the database would). */
    void sql(String name, String sql) throws SQLException;

    /** Empties {@code table} as someone who can set the store's triggers aside would (to forge a tampered store). */
    void deleteAll(String name, String table) throws SQLException;

    /**
     * Drops what this engine's migrations after version {@code version} created and forgets them in
     * Flyway's history, so that a test can take a store back to an older schema before changing
     * that version's own objects.
     */
    void forgetMigrationsAfter(String name, int version) throws SQLException;
}
