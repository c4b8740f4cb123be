-- PostgreSQL only: copydesk_run_words (V8) finds a run's known words one by one through
-- search_word's key instead of joining the table. PL/pgSQL plans the function's statement once
-- per session, when an import's first run is stored and search_word is nearly empty: the join's
-- plan then hashed the whole table for every later run (1,300 words, an eighth of the server's
-- work in a 10,000-run import). The ids returned, the words added and the order they are added in
-- are those of V8. See docs/decisions/0233-postgresql-import-plans-and-chunks.md.

CREATE OR REPLACE FUNCTION copydesk_run_words(blocks TEXT[]) RETURNS INTEGER[]
LANGUAGE plpgsql VOLATILE STRICT AS $$
DECLARE
    ids INTEGER[];
    distinct_words BIGINT;
BEGIN
    WITH words AS (
        SELECT DISTINCT w AS word FROM unnest(blocks) AS b, unnest(tsvector_to_array(to_tsvector('simple', b))) AS w
    ), looked_up AS (
        SELECT (SELECT s.id FROM search_word s WHERE s.word = words.word) AS id, words.word FROM words
    ), added AS (
        INSERT INTO search_word (word)
        SELECT looked_up.word FROM looked_up WHERE looked_up.id IS NULL ORDER BY looked_up.word
        ON CONFLICT (word) DO NOTHING
        RETURNING id
    )
    SELECT ARRAY(SELECT id FROM looked_up WHERE id IS NOT NULL UNION ALL SELECT id FROM added ORDER BY 1),
           (SELECT count(*) FROM words)
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
