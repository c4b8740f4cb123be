-- PostgreSQL only: each block text's words kept once, beside the text, so that storing a run
-- makes its search rows (V7's run_search, V8's run_words) from its texts' stored words instead of
-- splitting every block of every run again. See docs/decisions/0236-words-kept-per-block-text.md.
--
-- A run's rows are exactly those copydesk_run_search and copydesk_run_words (V7, V9) give for
-- its blocks: those functions stay as the definition the import is tested against.

-- Filling the rows of a large store may take longer than the minute a desk allows one statement.
SET LOCAL statement_timeout = 0;

CREATE TABLE text_words (
    text_id        BIGINT PRIMARY KEY REFERENCES block_text (id),
    -- to_tsvector('simple', …) of the text's block_search words.
    words          TSVECTOR NOT NULL,
    -- The last position in words (0 for a text without words).
    last_position  INTEGER NOT NULL,
    -- The search_word ids of its words, each once, ascending.
    word_ids       INTEGER[] NOT NULL
);

-- The last position in a text's vector, as copydesk_run_search reads it.
CREATE FUNCTION copydesk_last_position(words TSVECTOR) RETURNS INTEGER
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT coalesce(max(p), 0) FROM unnest(words) AS u, unnest(u.positions) AS p
$$;

-- A run's search rows from its blocks' vectors and last positions, in run order: copydesk_run_search's
-- chunks (V7, which says why they are cut where they are), without splitting the blocks again.
CREATE FUNCTION copydesk_search_chunks(blocks TSVECTOR[], last_positions INTEGER[])
RETURNS TABLE (chunk INTEGER, words TSVECTOR)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    gap CONSTANT TSVECTOR := $gap$' ':1$gap$;
    block_end INTEGER;
    chunk_words TSVECTOR := '';
    chunk_end INTEGER := 0;
BEGIN
    chunk := 0;
    FOR i IN 1 .. coalesce(cardinality(blocks), 0) LOOP
        block_end := last_positions[i];
        CONTINUE WHEN block_end = 0;
        IF chunk_end > 0 AND chunk_end + 1 + block_end > 256 THEN
            words := ts_delete(chunk_words, ' ');
            RETURN NEXT;
            chunk := chunk + 1;
            chunk_words := '';
            chunk_end := 0;
        END IF;
        IF chunk_end = 0 THEN
            chunk_words := blocks[i];
            chunk_end := block_end;
        ELSE
            chunk_words := chunk_words || gap || blocks[i];
            chunk_end := chunk_end + 1 + block_end;
        END IF;
    END LOOP;
    IF chunk_end > 0 THEN
        words := ts_delete(chunk_words, ' ');
        RETURN NEXT;
    END IF;
END
$$;

-- Existing stores: the words of every stored text (all in search_word already, from V8's fill,
-- but a text stored by no run is numbered here), ...
INSERT INTO search_word (word)
SELECT DISTINCT w COLLATE "C" FROM block_search AS b, unnest(tsvector_to_array(to_tsvector('simple', b.words))) AS w
WHERE NOT EXISTS (SELECT FROM search_word s WHERE s.word = w)
ORDER BY 1;

-- ... and every text's row.
WITH text AS MATERIALIZED (
    SELECT text_id, to_tsvector('simple', words) AS words FROM block_search
), ids AS (
    SELECT text.text_id, array_agg(s.id ORDER BY s.id) AS word_ids
    FROM text, unnest(tsvector_to_array(text.words)) AS w JOIN search_word s ON s.word = w
    GROUP BY text.text_id
)
INSERT INTO text_words (text_id, words, last_position, word_ids)
SELECT text.text_id, text.words, copydesk_last_position(text.words), coalesce(ids.word_ids, '{}')
FROM text LEFT JOIN ids ON ids.text_id = text.text_id;

-- Derived from immutable texts, and as immutable as they are.
CREATE TRIGGER text_words_immutable BEFORE UPDATE OR DELETE ON text_words
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER text_words_no_truncate BEFORE TRUNCATE ON text_words
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');

-- The GIN index over each block text's words (V1) served the text filter before it read run_words
-- and run_search (V7, V8); no query reads it since, and every new text paid for its entries.
DROP INDEX block_search_words;
