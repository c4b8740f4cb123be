-- The PostgreSQL evidence store: the same tables as the SQLite store's migrations V1 to V4, in
-- their final shape, so that every repository statement reads both alike. What must differ:
-- bytea for BLOB, identity columns for SQLite's rowids, the text filter's tsvector index over
-- words copydesk splits as FTS5 does, and triggers in PL/pgSQL. Text columns compare byte by byte (COLLATE "C"), as SQLite's do, so
-- that orders and digest-prefix ranges agree whatever locale the server was created with.

CREATE TABLE store_info (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    store_id    TEXT COLLATE "C" NOT NULL,
    created_at  TEXT COLLATE "C" NOT NULL
);

-- One upstream shadow run, keyed by its stated record_sha256; body is the exact bytes imported.
CREATE TABLE run (
    record_sha256  TEXT COLLATE "C" PRIMARY KEY,
    run_id         TEXT COLLATE "C" NOT NULL,
    task           TEXT COLLATE "C" NOT NULL,
    status         TEXT COLLATE "C" NOT NULL,
    race_id        TEXT COLLATE "C",
    title          TEXT COLLATE "C",
    publisher      TEXT COLLATE "C",
    pollster       TEXT COLLATE "C",
    field_start    TEXT COLLATE "C",
    field_end      TEXT COLLATE "C",
    created_at     TEXT COLLATE "C" NOT NULL,
    model          TEXT COLLATE "C",
    prompt_sha256  TEXT COLLATE "C",
    schema_sha256  TEXT COLLATE "C",
    sample_key     TEXT COLLATE "C",
    imported_at    TEXT COLLATE "C" NOT NULL,
    body           BYTEA NOT NULL
);
CREATE INDEX run_sample_key ON run (sample_key);
-- The queue's order and its filters, each index holding the other facet columns (as in SQLite).
CREATE INDEX run_queue_order ON run (created_at DESC, record_sha256, task, status, race_id);
CREATE INDEX run_queue_task ON run (task, created_at DESC, record_sha256, status, race_id);
CREATE INDEX run_queue_status ON run (status, created_at DESC, record_sha256, task, race_id);
CREATE INDEX run_queue_race ON run (race_id, created_at DESC, record_sha256, task, status);
CREATE INDEX run_race_polls ON run (race_id, field_end) WHERE task = 'poll' AND field_end IS NOT NULL;

-- The snapshots a run cites, in run order.
CREATE TABLE run_source (
    record_sha256    TEXT COLLATE "C" NOT NULL REFERENCES run (record_sha256),
    ordinal          INTEGER NOT NULL,
    source_id        TEXT COLLATE "C" NOT NULL,
    snapshot_sha256  TEXT COLLATE "C" NOT NULL,
    document_sha256  TEXT COLLATE "C" NOT NULL,
    raw_sha256       TEXT COLLATE "C",
    canonical_url    TEXT COLLATE "C",
    publisher        TEXT COLLATE "C",
    retrieved_at     TEXT COLLATE "C",
    mime_type        TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (record_sha256, ordinal)
);
CREATE INDEX run_source_document ON run_source (document_sha256, record_sha256);

-- Block text stored once per digest of the text itself.
CREATE TABLE block_text (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    text_sha256  TEXT COLLATE "C" NOT NULL UNIQUE,
    text         TEXT COLLATE "C" NOT NULL
);
-- PostgreSQL only: the text filter's index, SQLite's block_fts. words is the block text as
-- FTS5's unicode61 tokenizer reads it (letters and digits, diacritics and case folded, every
-- other character a break), made by copydesk when the text is first stored, so that PostgreSQL's
-- own parser finds exactly those words; 'simple' keeps every word (no stemming, no stop words).
CREATE TABLE block_search (
    text_id  BIGINT PRIMARY KEY REFERENCES block_text (id),
    words    TEXT COLLATE "C" NOT NULL
);
CREATE INDEX block_search_words ON block_search USING GIN (to_tsvector('simple', words));

CREATE TABLE run_block (
    record_sha256   TEXT COLLATE "C" NOT NULL,
    source_ordinal  INTEGER NOT NULL,
    ordinal         INTEGER NOT NULL,
    block_id        TEXT COLLATE "C" NOT NULL,
    stated_sha256   TEXT COLLATE "C" NOT NULL,
    text_id         BIGINT NOT NULL REFERENCES block_text (id),
    page            INTEGER,
    PRIMARY KEY (record_sha256, source_ordinal, ordinal),
    FOREIGN KEY (record_sha256, source_ordinal) REFERENCES run_source (record_sha256, ordinal)
);
CREATE INDEX run_block_text_record ON run_block (text_id, record_sha256);

-- Raw source bytes under the digest their bundle file was named by (integrity.raw_bytes rechecks it).
CREATE TABLE raw_blob (
    sha256  TEXT COLLATE "C" PRIMARY KEY,
    bytes   BYTEA NOT NULL
);

-- Other imported documents (analyst takes, research briefs, release files), keyed by kind and id digest.
-- stored_seq is SQLite's rowid: the order documents were stored in.
CREATE TABLE document (
    kind         TEXT COLLATE "C" NOT NULL,
    id_sha256    TEXT COLLATE "C" NOT NULL,
    schema_name  TEXT COLLATE "C" NOT NULL,
    label        TEXT COLLATE "C",
    race_id      TEXT COLLATE "C",
    imported_at  TEXT COLLATE "C" NOT NULL,
    body         BYTEA NOT NULL,
    stored_seq   BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
    PRIMARY KEY (kind, id_sha256)
);

-- Signed human decisions and the roster that says who may sign: append-only.
CREATE TABLE roster_change (
    sequence       INTEGER PRIMARY KEY,
    change_sha256  TEXT COLLATE "C" NOT NULL UNIQUE,
    body           BYTEA NOT NULL,
    signature      TEXT COLLATE "C"
);

-- body holds exactly the canonical bytes that were signed; signature the armored SSHSIG.
CREATE TABLE decision (
    decision_sha256  TEXT COLLATE "C" PRIMARY KEY,
    subject_kind     TEXT COLLATE "C" NOT NULL,
    decision         TEXT COLLATE "C" NOT NULL,
    reviewer_id      TEXT COLLATE "C" NOT NULL,
    decided_at       TEXT COLLATE "C" NOT NULL,
    supersedes       TEXT COLLATE "C",
    recorded_seq     BIGINT NOT NULL UNIQUE,
    body             BYTEA NOT NULL,
    signature        TEXT COLLATE "C" NOT NULL
);
CREATE INDEX decision_supersedes ON decision (supersedes);

CREATE TABLE decision_subject (
    decision_sha256  TEXT COLLATE "C" NOT NULL REFERENCES decision (decision_sha256),
    subject_sha256   TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (decision_sha256, subject_sha256)
);
CREATE INDEX decision_subject_by_subject ON decision_subject (subject_sha256);

-- Derived and rebuildable: the last check results per run, for the queue's check column.
CREATE TABLE check_state (
    record_sha256   TEXT COLLATE "C" PRIMARY KEY,
    engine          TEXT COLLATE "C" NOT NULL,
    results_sha256  TEXT COLLATE "C" NOT NULL,
    failed          TEXT COLLATE "C" NOT NULL,
    failed_count    INTEGER NOT NULL,
    checked_at      TEXT COLLATE "C" NOT NULL
);
CREATE INDEX check_state_failed ON check_state (failed_count);

-- Derived and rebuildable, like check_state: each subject's latest valid decision, and the
-- decisions and roster changes it was computed from.
CREATE TABLE decision_state (
    subject_sha256   TEXT COLLATE "C" PRIMARY KEY,
    decision         TEXT COLLATE "C" NOT NULL,
    decision_sha256  TEXT COLLATE "C" NOT NULL,
    reviewer_id      TEXT COLLATE "C" NOT NULL,
    decided_at       TEXT COLLATE "C" NOT NULL
);
CREATE INDEX decision_state_decision ON decision_state (decision, subject_sha256);

CREATE TABLE decision_state_basis (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    basis  TEXT COLLATE "C" NOT NULL
);

-- PostgreSQL only: imported content, decisions and the roster never change or disappear, not
-- even by TRUNCATE. The message is the trigger's argument.
CREATE FUNCTION copydesk_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
END
$$;

CREATE TRIGGER run_immutable BEFORE UPDATE OR DELETE ON run
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_source_immutable BEFORE UPDATE OR DELETE ON run_source
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_block_immutable BEFORE UPDATE OR DELETE ON run_block
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER block_text_immutable BEFORE UPDATE OR DELETE ON block_text
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER block_search_immutable BEFORE UPDATE OR DELETE ON block_search
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER raw_blob_immutable BEFORE UPDATE OR DELETE ON raw_blob
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER document_immutable BEFORE UPDATE OR DELETE ON document
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER roster_change_append_only BEFORE UPDATE OR DELETE ON roster_change
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('the roster is append-only');
CREATE TRIGGER decision_append_only BEFORE UPDATE OR DELETE ON decision
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('decisions are append-only');
CREATE TRIGGER decision_subject_append_only BEFORE UPDATE OR DELETE ON decision_subject
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('decisions are append-only');

CREATE TRIGGER run_no_truncate BEFORE TRUNCATE ON run
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_source_no_truncate BEFORE TRUNCATE ON run_source
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER run_block_no_truncate BEFORE TRUNCATE ON run_block
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER block_text_no_truncate BEFORE TRUNCATE ON block_text
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER block_search_no_truncate BEFORE TRUNCATE ON block_search
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER raw_blob_no_truncate BEFORE TRUNCATE ON raw_blob
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER document_no_truncate BEFORE TRUNCATE ON document
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('imported records are immutable');
CREATE TRIGGER roster_change_no_truncate BEFORE TRUNCATE ON roster_change
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('the roster is append-only');
CREATE TRIGGER decision_no_truncate BEFORE TRUNCATE ON decision
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('decisions are append-only');
CREATE TRIGGER decision_subject_no_truncate BEFORE TRUNCATE ON decision_subject
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('decisions are append-only');
