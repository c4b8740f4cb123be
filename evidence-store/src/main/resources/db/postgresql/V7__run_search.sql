-- PostgreSQL only: the text filter's search rows per run instead of per block text, so that one
-- GIN probe gives the matching runs without a join through run_block (which is slow when a third
-- of the runs match). See docs/decisions/0231-per-run-search-row.md.
--
-- A run's blocks, in run order (source, then block), each as to_tsvector('simple', its words in
-- block_search), are joined into chunks of whole blocks with one empty position between two
-- blocks, so that a phrase never spans two blocks, as it never does in SQLite's per-block FTS5
-- rows. A chunk ends before its last position would pass 256: no word then holds more than the
-- 256 positions a tsvector keeps of one word, and no position nears the 16,383 cap, so a chunk
-- finds a phrase exactly when one of its blocks' own vectors does. A block longer than that on
-- its own is a chunk alone, exactly the vector block_search gives it.

CREATE FUNCTION copydesk_run_search(blocks TEXT[]) RETURNS TABLE (chunk INTEGER, words TSVECTOR)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
    -- The gap between blocks: a lexeme PostgreSQL's parser never makes, deleted before a chunk is returned.
    gap CONSTANT TSVECTOR := $gap$' ':1$gap$;
    block_words TEXT;
    block TSVECTOR;
    block_end INTEGER;
    chunk_words TSVECTOR := '';
    chunk_end INTEGER := 0;
BEGIN
    chunk := 0;
    FOREACH block_words IN ARRAY blocks LOOP
        block := to_tsvector('simple', block_words);
        SELECT coalesce(max(p), 0) INTO block_end FROM unnest(block) AS u, unnest(u.positions) AS p;
        CONTINUE WHEN block_end = 0;
        IF chunk_end > 0 AND chunk_end + 1 + block_end > 256 THEN
            words := ts_delete(chunk_words, ' ');
            RETURN NEXT;
            chunk := chunk + 1;
            chunk_words := '';
            chunk_end := 0;
        END IF;
        IF chunk_end = 0 THEN
            chunk_words := block;
            chunk_end := block_end;
        ELSE
            -- || shifts the right vector's positions by the left's last one: the gap lands at
            -- chunk_end + 1 and the block's first word at chunk_end + 2.
            chunk_words := chunk_words || gap || block;
            chunk_end := chunk_end + 1 + block_end;
        END IF;
    END LOOP;
    IF chunk_end > 0 THEN
        words := ts_delete(chunk_words, ' ');
        RETURN NEXT;
    END IF;
END
$$;

CREATE TABLE run_search (
    record_sha256  TEXT COLLATE "C" NOT NULL REFERENCES run (record_sha256),
    chunk          INTEGER NOT NULL,
    words          TSVECTOR NOT NULL,
    PRIMARY KEY (record_sha256, chunk)
);

-- Existing stores: every stored run's rows, from the block words already split.
INSERT INTO run_search (record_sha256, chunk, words)
SELECT r.record_sha256, s.chunk, s.words
FROM (SELECT rb.record_sha256, array_agg(bs.words ORDER BY rb.source_ordinal, rb.ordinal) AS blocks
      FROM run_block rb JOIN block_search bs ON bs.text_id = rb.text_id
      GROUP BY rb.record_sha256) AS r,
     LATERAL copydesk_run_search(r.blocks) AS s;

CREATE INDEX run_search_words ON run_search USING GIN (words);

-- Derived from immutable blocks, and as immutable as they are.
CREATE TRIGGER run_search_immutable BEFORE UPDATE OR DELETE ON run_search
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_search_no_truncate BEFORE TRUNCATE ON run_search
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
