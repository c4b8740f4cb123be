-- PostgreSQL only: the text filter's first pass, one narrow row per run. See
-- docs/decisions/0232-narrow-word-rows-per-run.md.
--
-- run_search's rows (V7) hold every position of every word, 1.5 kB a run: when a common word
-- matches a third of the runs, a GIN bitmap over them reads the whole table, larger than the
-- server's default shared buffers. A run's distinct words as integers (about 400 bytes a run)
-- with the queue columns the counts group by (task, status, race_id, copied from the immutable
-- run) let the counts read this table alone. Phrases of two or more words are then checked
-- against run_search's positions, only for the runs holding all their words.

-- Filling the rows of a large store takes longer than the minute a desk allows one statement
-- (about 90 s for 100,000 runs on a loaded 2-core machine); this transaction alone may.
SET LOCAL statement_timeout = 0;

-- Every word of a stored block once, numbered in the order first stored.
CREATE TABLE search_word (
    id    INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    word  TEXT COLLATE "C" NOT NULL UNIQUE
);

CREATE TABLE run_words (
    record_sha256  TEXT COLLATE "C" PRIMARY KEY REFERENCES run (record_sha256),
    task           TEXT COLLATE "C" NOT NULL,
    status         TEXT COLLATE "C" NOT NULL,
    race_id        TEXT COLLATE "C",
    -- The search_word ids of the words of the run's blocks, each once, ascending.
    word_ids       INTEGER[] NOT NULL
);

-- The words of each block as to_tsvector('simple', …) finds them (exactly the words of its
-- block_search vector), numbered, new words added. Called once per run, by import and below. One
-- statement, whose plan PL/pgSQL keeps for the session: probing the words one by one in separate
-- statements cost 4 ms a run, this 0.3 ms.
CREATE FUNCTION copydesk_run_words(blocks TEXT[]) RETURNS INTEGER[]
LANGUAGE plpgsql VOLATILE STRICT AS $$
DECLARE
    ids INTEGER[];
    distinct_words BIGINT;
BEGIN
    WITH words AS (
        SELECT DISTINCT w AS word FROM unnest(blocks) AS b, unnest(tsvector_to_array(to_tsvector('simple', b))) AS w
    ), known AS (
        SELECT s.id, words.word FROM words JOIN search_word s ON s.word = words.word
    ), added AS (
        INSERT INTO search_word (word)
        SELECT words.word FROM words WHERE words.word NOT IN (SELECT word FROM known) ORDER BY words.word
        ON CONFLICT (word) DO NOTHING
        RETURNING id
    )
    SELECT ARRAY(SELECT id FROM known UNION ALL SELECT id FROM added ORDER BY 1), (SELECT count(*) FROM words)
    INTO ids, distinct_words;
    IF cardinality(ids) < distinct_words THEN
        -- A word another transaction stored meanwhile (desks write in turns, so not expected):
        -- its id, now visible to a new statement.
        ids := ARRAY(SELECT DISTINCT s.id FROM unnest(blocks) AS b, unnest(tsvector_to_array(to_tsvector('simple', b))) AS w
                     JOIN search_word s ON s.word = w ORDER BY 1);
    END IF;
    RETURN ids;
END
$$;

-- The ids of a person's words (split as the blocks' were), or NULL when there is no word or one
-- is in no block: then no run holds them all. STABLE, so that the planner may evaluate it to
-- estimate how many runs match (a page of a common word then walks the queue's order, one of a
-- rare word sorts its few matches), and the GIN index is probed with its result. In PL/pgSQL,
-- whose statement stays planned for the session: a page's filter calls it once per row it tries.
CREATE FUNCTION copydesk_query_words(query TEXT) RETURNS INTEGER[]
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $$
DECLARE
    words TEXT[] := tsvector_to_array(to_tsvector('simple', query));
    ids INTEGER[];
BEGIN
    ids := ARRAY(SELECT s.id FROM search_word s WHERE s.word = ANY (words) ORDER BY s.id);
    IF cardinality(words) = 0 OR cardinality(ids) < cardinality(words) THEN
        RETURN NULL;
    END IF;
    RETURN ids;
END
$$;

-- Existing stores: every stored run's row, from the block words already split, in run order.
INSERT INTO run_words (record_sha256, task, status, race_id, word_ids)
SELECT r.record_sha256, r.task, r.status, r.race_id, copydesk_run_words(coalesce(b.blocks, '{}'))
FROM run r
LEFT JOIN (SELECT rb.record_sha256, array_agg(bs.words ORDER BY rb.source_ordinal, rb.ordinal) AS blocks
           FROM run_block rb JOIN block_search bs ON bs.text_id = rb.text_id
           GROUP BY rb.record_sha256) AS b ON b.record_sha256 = r.record_sha256
ORDER BY r.record_sha256;

CREATE INDEX run_words_ids ON run_words USING GIN (word_ids);
-- Counting a common word reads most of the table's pages: one process does it in tens of
-- milliseconds, while parallel workers on a busy server only add their start and their merge.
ALTER TABLE run_words SET (parallel_workers = 0);

-- Derived from immutable runs and blocks, and as immutable as they are.
CREATE TRIGGER search_word_immutable BEFORE UPDATE OR DELETE ON search_word
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER search_word_no_truncate BEFORE TRUNCATE ON search_word
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_words_immutable BEFORE UPDATE OR DELETE ON run_words
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_words_no_truncate BEFORE TRUNCATE ON run_words
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');

-- The planner's word frequencies at once, not at the next autovacuum: without them it takes a
-- common word for a rare one and sorts all its matches for one page.
ANALYZE run_words;
