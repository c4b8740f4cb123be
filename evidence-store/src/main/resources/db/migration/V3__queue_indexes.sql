-- Indexes the review queue needs at 100,000 runs (issue 9, decision 0061). A run row carries its
-- body, so a query that has to visit the table reads most of the file. Each index below answers
-- one filter (or none) with its matches already in queue order (newest first, digest to break
-- ties) and the other facet columns at hand: a page stops at its end instead of sorting every
-- match, and counts and facets never leave the index.
DROP INDEX run_task;
DROP INDEX run_status;
DROP INDEX run_race;
DROP INDEX run_created;
CREATE INDEX run_queue_order ON run (created_at DESC, record_sha256, task, status, race_id);
CREATE INDEX run_queue_task ON run (task, created_at DESC, record_sha256, status, race_id);
CREATE INDEX run_queue_status ON run (status, created_at DESC, record_sha256, task, race_id);
CREATE INDEX run_queue_race ON run (race_id, created_at DESC, record_sha256, task, status);

-- The text filter maps matching block texts to their runs without visiting run_block rows.
DROP INDEX run_block_text;
CREATE INDEX run_block_text_record ON run_block (text_id, record_sha256);
