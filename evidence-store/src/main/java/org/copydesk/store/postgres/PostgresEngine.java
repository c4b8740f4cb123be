package org.copydesk.store.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.copydesk.model.json.Sha256;
import org.copydesk.store.ChangeKind;
import org.copydesk.store.jdbc.Database;
import org.copydesk.store.jdbc.Engine;
import org.copydesk.store.jdbc.RunTexts;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * One PostgreSQL database that many desks share: connections by the PostgreSQL JDBC driver to
 * exactly the host the URL names, writers of every desk taking turns by an advisory lock, and
 * tsvector indexes for the text filter.
 */
final class PostgresEngine implements Engine {

    /**
     * The advisory lock every desk's write transaction takes first (any constant works; this
     * one is "copydesk" in ASCII). Held to the end of the transaction, it makes writers from
     * every desk take turns as SQLite's IMMEDIATE transactions do, so that each repository's
     * look-up before an insert sees every write committed before it: two desks importing one
     * bundle store each document once and find it unchanged the second time.
     */
    static final long WRITE_LOCK = 0x636f_7079_6465_736bL;
    /** How long opening a connection may wait for the server before the desk says it cannot reach it. */
    static final int CONNECT_TIMEOUT_SECONDS = 10;
    /**
     * How long a desk waits for another desk's write lock before it says the store is busy, and
     * for any one statement before it gives up on it; a read from the server's socket that sees
     * nothing for longer than both says the store is not answering.
     */
    static final int LOCK_TIMEOUT_SECONDS = 50;
    static final int STATEMENT_TIMEOUT_SECONDS = 60;
    static final int SOCKET_TIMEOUT_SECONDS = 75;
    /** SQL states of a lock not had in time, a serialization failure and a deadlock: another desk's turn. */
    private static final java.util.Set<String> BUSY_STATES = java.util.Set.of("55P03", "40001", "40P01");
    /** SQL states of a server shutting down or not yet accepting connections (beside class 08, connection failures). */
    private static final java.util.Set<String> LOST_STATES = java.util.Set.of("57P01", "57P02", "57P03");

    /** The channel every desk's change feed listens on. */
    static final String CHANGES_CHANNEL = "copydesk_changes";

    private final PostgresLocation location;
    private final PGSimpleDataSource source;

    PostgresEngine(PostgresLocation location, Optional<String> password) {
        this.location = location;
        this.source = dataSource(location, password);
    }

    private static PGSimpleDataSource dataSource(PostgresLocation location, Optional<String> password) {
        PGSimpleDataSource source = new PGSimpleDataSource();
        source.setServerNames(new String[] {location.host()});
        source.setPortNumbers(new int[] {location.port()});
        source.setDatabaseName(location.database());
        source.setUser(location.user().orElse(System.getProperty("user.name")));
        // Without a password here the driver reads PGPASSFILE, else ~/.pgpass, as libpq does.
        password.ifPresent(source::setPassword);
        location.sslMode().ifPresent(source::setSslMode);
        source.setApplicationName("copydesk");
        source.setConnectTimeout(CONNECT_TIMEOUT_SECONDS);
        source.setLoginTimeout(CONNECT_TIMEOUT_SECONDS);
        source.setTcpKeepAlive(true);
        source.setSocketTimeout(SOCKET_TIMEOUT_SECONDS);
        source.setOptions("-c lock_timeout=" + LOCK_TIMEOUT_SECONDS + "s -c statement_timeout="
                + STATEMENT_TIMEOUT_SECONDS + "s");
        // Batched inserts travel as multi-row statements: one round trip per batch, not per row.
        source.setReWriteBatchedInserts(true);
        return source;
    }

    @Override
    public String name() {
        return location.toString();
    }

    @Override
    public DataSource dataSource() {
        return source;
    }

    @Override
    public List<String> migrations() {
        return List.of("classpath:db/postgresql");
    }

    @Override
    public int readers() {
        // As many as the desk has cores, like the SQLite store: each is one server connection,
        // so eight desks hold a few dozen of the server's hundred by default.
        return Math.max(2, Math.min(4, Runtime.getRuntime().availableProcessors()));
    }

    @Override
    public void beginWrite(Connection writer) throws SQLException {
        try (Statement lock = writer.createStatement()) {
            lock.execute("SELECT pg_advisory_xact_lock(" + WRITE_LOCK + ")");
        }
    }

    /**
     * A run's block texts in one statement: those not stored yet are stored with their words in
     * block_search (as FTS5 would split them) and in text_words (the server's vector of those words,
     * its last position, and the words' ids in search_word, new words numbered in the order their
     * texts were given), and every text's id comes back in the order given. The statement's own
     * look-ups see what was stored before it and its inserts return what is new; writers take turns
     * (the advisory lock), so every text and word is one or the other, and a text's row whose word
     * neither was found nor inserted is refused by its NOT NULL column rather than stored short.
     * Stored texts and words are looked up one by one through their keys, never joined: a joined
     * look-up's plan, made once for the connection while the tables were small, hashed the whole
     * table for every run.
     */
    private static final String STORE_TEXTS = """
            WITH given AS (
                SELECT sha COLLATE "C" AS sha, text, words, n
                FROM unnest(?::text[], ?::text[], ?::text[]) WITH ORDINALITY AS g (sha, text, words, n)
            ), each_once AS (
                SELECT DISTINCT ON (sha) sha, text, words, n FROM given ORDER BY sha, n
            ), added AS (
                INSERT INTO block_text (text_sha256, text)
                SELECT sha, text FROM each_once ORDER BY n
                ON CONFLICT (text_sha256) DO NOTHING
                RETURNING id, text_sha256
            ), new_text AS MATERIALIZED (
                SELECT added.id, each_once.n, each_once.words AS plain, to_tsvector('simple', each_once.words) AS words
                FROM added JOIN each_once ON each_once.sha = added.text_sha256
            ), indexed AS (
                INSERT INTO block_search (text_id, words) SELECT id, plain FROM new_text
            ), text_word AS MATERIALIZED (
                SELECT new_text.id, new_text.n, w.word COLLATE "C" AS word
                FROM new_text, unnest(tsvector_to_array(new_text.words)) AS w (word)
            ), looked_up AS MATERIALIZED (
                SELECT f.word, f.first, (SELECT s.id FROM search_word s WHERE s.word = f.word) AS id
                FROM (SELECT word, min(n) AS first FROM text_word GROUP BY word) AS f
            ), numbered AS (
                INSERT INTO search_word (word)
                SELECT word FROM looked_up WHERE id IS NULL ORDER BY first, word
                ON CONFLICT (word) DO NOTHING
                RETURNING id, word
            ), word_id AS (
                SELECT word, id FROM looked_up WHERE id IS NOT NULL UNION ALL SELECT word, id FROM numbered
            ), text_ids AS (
                SELECT text_word.id, array_agg(word_id.id ORDER BY word_id.id) AS ids,
                       count(word_id.id) = count(*) AS whole
                FROM text_word LEFT JOIN word_id ON word_id.word = text_word.word
                GROUP BY text_word.id
            ), text_row AS (
                INSERT INTO text_words (text_id, words, last_position, word_ids)
                SELECT new_text.id, new_text.words, copydesk_last_position(new_text.words),
                       CASE WHEN text_ids.id IS NULL THEN '{}' WHEN text_ids.whole THEN text_ids.ids END
                FROM new_text LEFT JOIN text_ids ON text_ids.id = new_text.id
            )
            SELECT coalesce(added.id, (SELECT stored.id FROM block_text stored WHERE stored.text_sha256 = given.sha))
            FROM given
            LEFT JOIN added ON added.text_sha256 = given.sha
            ORDER BY given.n
            """;

    @Override
    public long[] textIds(Database db, Connection writer, List<String> texts) throws SQLException {
        long[] ids = new long[texts.size()];
        if (texts.isEmpty()) {
            return ids;
        }
        PreparedStatement store = db.prepared(writer, STORE_TEXTS);
        store.setArray(1, writer.createArrayOf("text", texts.stream().map(Sha256::hex).toArray()));
        store.setArray(2, writer.createArrayOf("text", texts.toArray()));
        store.setArray(3, writer.createArrayOf("text", texts.stream().map(SearchWords::of).toArray()));
        int i = 0;
        try (ResultSet rs = store.executeQuery()) {
            while (rs.next()) {
                long id = rs.getLong(1);
                if (rs.wasNull()) {
                    throw new SQLException("block text " + Sha256.hex(texts.get(i)) + " neither inserted nor found");
                }
                ids[i++] = id;
            }
        }
        if (i != ids.length) {
            throw new SQLException("block texts: " + i + " ids for " + ids.length + " texts");
        }
        return ids;
    }

    /**
     * The runs' search rows, made from their blocks' text_words rows (db/postgresql/V10__text_words.sql):
     * its chunks of the blocks' vectors (copydesk_search_chunks, as V7's copydesk_run_search cuts
     * them) and its narrow row of the blocks' word ids beside its queue columns (V8), for every run in
     * one statement. Each block's row is read through the key (a fenced look-up, so that no plan
     * hashes the table); a run with a block whose text has no row gets no word ids, which the NOT NULL
     * column refuses, rather than rows that would miss its words.
     */
    private static final String INDEX_RUNS = """
            WITH given AS (
                SELECT g.record_sha256, g.task, g.status, g.race_id, g.n
                FROM unnest(?::text[], ?::text[], ?::text[], ?::text[]) WITH ORDINALITY
                    AS g (record_sha256, task, status, race_id, n)
            ), block AS MATERIALIZED (
                SELECT b.run, b.n, t.words, t.last_position, t.word_ids
                FROM unnest(?::bigint[], ?::int[]) WITH ORDINALITY AS b (text_id, run, n)
                LEFT JOIN LATERAL (SELECT * FROM text_words t WHERE t.text_id = b.text_id OFFSET 0) AS t ON true
            ), search AS (
                INSERT INTO run_search (record_sha256, chunk, words)
                SELECT given.record_sha256, c.chunk, c.words
                FROM (SELECT run, array_agg(words ORDER BY n) AS blocks, array_agg(last_position ORDER BY n) AS ends
                      FROM block GROUP BY run) AS r
                JOIN given ON given.n = r.run,
                LATERAL copydesk_search_chunks(r.blocks, r.ends) AS c
            ), ids AS (
                SELECT block.run, coalesce(array_agg(DISTINCT id ORDER BY id) FILTER (WHERE id IS NOT NULL), '{}')
                           AS word_ids, bool_and(block.words IS NOT NULL) AS whole
                FROM block LEFT JOIN LATERAL unnest(block.word_ids) AS id ON true GROUP BY block.run
            )
            INSERT INTO run_words (record_sha256, task, status, race_id, word_ids)
            SELECT given.record_sha256, given.task, given.status, given.race_id,
                   CASE WHEN ids.run IS NULL THEN '{}' WHEN ids.whole THEN ids.word_ids END
            FROM given LEFT JOIN ids ON ids.run = given.n
            ORDER BY given.n
            """;

    @Override
    public void indexRuns(Database db, Connection writer, List<RunTexts> runs) throws SQLException {
        List<Object> textIds = new ArrayList<>();
        List<Object> blockRuns = new ArrayList<>();
        Object[] records = new Object[runs.size()];
        Object[] tasks = new Object[runs.size()];
        Object[] statuses = new Object[runs.size()];
        Object[] races = new Object[runs.size()];
        for (int i = 0; i < runs.size(); i++) {
            RunTexts run = runs.get(i);
            records[i] = run.recordSha256();
            tasks[i] = run.task();
            statuses[i] = run.status();
            races[i] = run.raceId().orElse(null);
            for (Long id : run.textIds()) {
                textIds.add(id);
                // The run's place in the arrays above, as WITH ORDINALITY counts from 1.
                blockRuns.add(i + 1);
            }
        }
        // Both tables in one statement, one round trip: the server runs the WITH's insert whether or not it is read.
        PreparedStatement rows = db.prepared(writer, INDEX_RUNS);
        rows.setArray(1, writer.createArrayOf("text", records));
        rows.setArray(2, writer.createArrayOf("text", tasks));
        rows.setArray(3, writer.createArrayOf("text", statuses));
        rows.setArray(4, writer.createArrayOf("text", races));
        rows.setArray(5, writer.createArrayOf("bigint", textIds.toArray()));
        rows.setArray(6, writer.createArrayOf("integer", blockRuns.toArray()));
        rows.executeUpdate();
    }

    /**
     * The runs holding every word, found by the GIN index over their narrow rows; a query of two
     * or more words is then held to the phrase by the positions in the runs' run_search rows,
     * which never put two blocks' words side by side. Why two tables:
     * docs/decisions/0232-narrow-word-rows-per-run.md.
     */
    private static String wordsMatch(String alias) {
        return alias + ".word_ids @> copydesk_query_words(?) AND (numnode(phraseto_tsquery('simple', ?)) = 1 "
                + "OR EXISTS (SELECT FROM run_search s WHERE s.record_sha256 = " + alias + ".record_sha256 "
                + "AND s.words @@ phraseto_tsquery('simple', ?)))";
    }

    @Override
    public String textMatch() {
        return "r.record_sha256 IN (SELECT w.record_sha256 FROM run_words w WHERE " + wordsMatch("w") + ")";
    }

    /** Every run has a row of run_words with its queue columns, so counts need not visit the run table. */
    @Override
    public Optional<String> textRows() {
        return Optional.of("run_words");
    }

    @Override
    public String textRowMatch() {
        return wordsMatch("r");
    }

    /** The words split as the blocks' were; the server reads them as plain words, never as query syntax. */
    @Override
    public List<String> textParameters(String words) {
        String split = SearchWords.of(words);
        return List.of(split, split, split);
    }

    @Override
    public String cannotConnect(SQLException e) {
        String reason = Database.firstLine(e.getMessage());
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (state.equals("28P01") || reason.contains("no password was provided")) {
            return reason + " (the password comes from ~/.pgpass or PGPASSFILE, or --store-password-file)";
        }
        if (state.startsWith("08")) {
            return reason + " (is the server running, and reachable from this desk?)";
        }
        return reason;
    }

    /** What a transaction may hold and still commit without waiting for the server's WAL flush. */
    private static final Set<ChangeKind> REBUILDABLE = java.util.EnumSet.of(ChangeKind.IMPORTS, ChangeKind.CHECKS);

    /**
     * A transaction of imports and check results alone commits without waiting for its WAL flush
     * ({@code synchronous_commit = off} for that transaction only). A server crash may then lose
     * the last such commits, never half of one and never a later synchronous one: the WAL is
     * written in order, so a decision's flush carries every commit before it. A lost import is
     * imported again from its bundle (the same runs, stored once), lost check results are checked
     * again. Decisions, roster changes, claims and whatever noted nothing wait for the flush.
     */
    @Override
    public void beforeCommit(Connection writer, Set<ChangeKind> kinds) throws SQLException {
        if (!kinds.isEmpty() && REBUILDABLE.containsAll(kinds)) {
            try (Statement local = writer.createStatement()) {
                local.execute("SET LOCAL synchronous_commit = off");
            }
        }
    }

    /**
     * One notice per transaction naming what it changed ("imports,checks"): a few bytes, far
     * under the server's 8,000-byte payload limit, whatever the transaction held (an import of
     * 10,000 runs sends one). The server delivers it on commit and drops it on rollback.
     */
    @Override
    public void announce(Connection writer, Set<ChangeKind> kinds) throws SQLException {
        try (PreparedStatement notify = writer.prepareStatement("SELECT pg_notify(?, ?)")) {
            notify.setString(1, CHANGES_CHANNEL);
            notify.setString(2, kinds.stream().map(ChangeKind::wire).collect(Collectors.joining(",")));
            notify.execute();
        }
    }

    /** LISTEN on the watcher's connection; asking takes the notices the server has sent, without waiting. */
    @Override
    public CommitSignal watch(Connection connection) throws SQLException {
        try (Statement listen = connection.createStatement()) {
            listen.execute("LISTEN " + CHANGES_CHANNEL);
        }
        PGConnection notices = connection.unwrap(PGConnection.class);
        return () -> {
            PGNotification[] received = notices.getNotifications();
            return received != null && received.length > 0;
        };
    }

    @Override
    public boolean isBusy(Throwable e) {
        return states(e).anyMatch(BUSY_STATES::contains);
    }

    @Override
    public boolean isConnectionLost(Throwable e) {
        return states(e).anyMatch(state -> state.startsWith("08") || LOST_STATES.contains(state));
    }

    /** The SQL states along {@code e}'s cause chain (Flyway and the store wrap the driver's). */
    private static java.util.stream.Stream<String> states(Throwable e) {
        List<String> states = new ArrayList<>();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                states.add(sql.getSQLState());
            }
        }
        return states.stream();
    }

    @Override
    public String documentInsertionOrder() {
        return "stored_seq";
    }
}
