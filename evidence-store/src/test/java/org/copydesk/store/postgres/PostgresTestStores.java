package org.copydesk.store.postgres;

import java.sql.SQLException;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;

import org.copydesk.store.EvidenceStore;
import org.copydesk.store.contract.TestStores;

/** PostgreSQL stores for contract tests: one fresh database per name on the test server. */
public final class PostgresTestStores implements TestStores {

    private final Map<String, TestPostgres.TestDatabase> databases = new HashMap<>();

    public synchronized TestPostgres.TestDatabase database(String name) {
        return databases.computeIfAbsent(name, n -> TestPostgres.freshDatabase());
    }

    @Override
    public EvidenceStore open(String name, Clock clock) {
        return database(name).open(clock);
    }

    @Override
    public void sql(String name, String sql) throws SQLException {
        database(name).sql(sql);
    }

    /** As the superuser, in a session whose triggers do not fire (as replication would apply rows). */
    @Override
    public void deleteAll(String name, String table) throws SQLException {
        database(name).sql("SET session_replication_role = replica; DELETE FROM " + table);
    }

    /**
     * PostgreSQL's migrations after V6: V7, the search rows per run; V8, the narrow word rows per run
     * (V9 only replaces its function); V10, the words kept per block text.
     */
    @Override
    public void forgetMigrationsAfter(String name, int version) throws SQLException {
        if (version < 6) {
            throw new IllegalArgumentException("only the migrations after V6 are known here");
        }
        if (version < 10) {
            sql(name, "DROP TABLE text_words; DROP FUNCTION copydesk_search_chunks(TSVECTOR[], INTEGER[]); "
                    + "DROP FUNCTION copydesk_last_position(TSVECTOR); "
                    + "CREATE INDEX block_search_words ON block_search USING GIN (to_tsvector('simple', words))");
        }
        if (version < 8) {
            sql(name, "DROP TABLE run_words, search_word; DROP FUNCTION copydesk_run_words(TEXT[]); "
                    + "DROP FUNCTION copydesk_query_words(TEXT)");
        }
        if (version < 7) {
            sql(name, "DROP TABLE run_search; DROP FUNCTION copydesk_run_search(TEXT[])");
        }
        sql(name, "DELETE FROM flyway_schema_history WHERE version::int > " + version);
    }
}
