package org.copydesk.bench.floor;

import java.nio.file.Path;
import java.time.Clock;

import org.copydesk.store.sqlite.SqliteEvidenceStore;

/**
 * SQL scripts the benchmark hands to the stock {@code sqlite3} tool as floors: the same schema
 * and the same rows copydesk stores, with every digest and id already known, so the tool does
 * only the database work.
 */
public final class FloorScripts {

    private FloorScripts() {
    }

    /**
     * Makes {@code database} a new floor database with the store's schema, made by the store
     * itself: opening a store on a new file applies every migration Flyway finds where the store
     * keeps them, so the floor keeps the same tables, indexes and triggers and lists none.
     */
    public static void createSchema(Path database) {
        SqliteEvidenceStore.open(database, Clock.systemUTC()).close();
    }

    /** The connection settings the store opens its database with, then one transaction. */
    public static String importPrologue() {
        return "PRAGMA journal_mode=WAL;\nPRAGMA synchronous=NORMAL;\nPRAGMA foreign_keys=ON;\nBEGIN IMMEDIATE;\n";
    }

    public static String importEpilogue() {
        return "COMMIT;\n";
    }

    /** Reads every stored body and parses it as JSON: the least any check of every run has to do. */
    public static String readAndParseAllBodies() {
        return "SELECT count(*), sum(json_valid(body)), sum(length(body)) FROM run;\n";
    }

    /**
     * Grows a store to {@code copies} times its runs by copying every run with its sources and
     * blocks under new record digests (the first 56 hex digits of the original, then the copy
     * number), and their cached check states: the queue never reads bodies, so the copies serve it
     * exactly as imported runs would.
     */
    public static String growRuns(int copies) {
        if (copies < 2) {
            throw new IllegalArgumentException("growing needs at least two copies, was " + copies);
        }
        return "PRAGMA journal_mode=WAL;\nPRAGMA synchronous=NORMAL;\nBEGIN IMMEDIATE;\n"
                + "CREATE TEMP TABLE copy_no (k INTEGER PRIMARY KEY);\n"
                + "WITH RECURSIVE n(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM n WHERE k < " + (copies - 1) + ") "
                + "INSERT INTO copy_no SELECT k FROM n;\n"
                + "CREATE TEMP TABLE original AS SELECT record_sha256 FROM run;\n"
                + "INSERT INTO run SELECT substr(r.record_sha256, 1, 56) || printf('%08x', c.k), r.run_id || '-copy' || c.k, "
                + "r.task, r.status, r.race_id, r.title, r.publisher, r.pollster, r.field_start, r.field_end, "
                + "r.created_at, r.model, r.prompt_sha256, r.schema_sha256, r.sample_key, r.imported_at, r.body "
                + "FROM original o JOIN run r ON r.record_sha256 = o.record_sha256 CROSS JOIN copy_no c;\n"
                + "INSERT INTO run_source SELECT substr(s.record_sha256, 1, 56) || printf('%08x', c.k), s.ordinal, "
                + "s.source_id, s.snapshot_sha256, s.document_sha256, s.raw_sha256, s.canonical_url, s.publisher, "
                + "s.retrieved_at, s.mime_type FROM original o JOIN run_source s ON s.record_sha256 = o.record_sha256 "
                + "CROSS JOIN copy_no c;\n"
                + "INSERT INTO run_block SELECT substr(b.record_sha256, 1, 56) || printf('%08x', c.k), b.source_ordinal, "
                + "b.ordinal, b.block_id, b.stated_sha256, b.text_id, b.page FROM original o "
                + "JOIN run_block b ON b.record_sha256 = o.record_sha256 CROSS JOIN copy_no c;\n"
                // Every run copydesk imports is checked as it is stored: a copy carries its original's state.
                + "INSERT INTO check_state SELECT substr(s.record_sha256, 1, 56) || printf('%08x', c.k), s.engine, "
                + "s.results_sha256, s.failed, s.failed_count, s.checked_at FROM original o "
                + "JOIN check_state s ON s.record_sha256 = o.record_sha256 CROSS JOIN copy_no c;\n"
                + "COMMIT;\nPRAGMA wal_checkpoint(TRUNCATE);\n";
    }

    /** A SQL string literal, or NULL. */
    static String quoted(String value) {
        return value == null ? "NULL" : "'" + value.replace("'", "''") + "'";
    }
}
