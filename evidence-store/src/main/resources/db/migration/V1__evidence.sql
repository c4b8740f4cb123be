-- The evidence store: imported content, addressed by digest and immutable once written.
-- Portable SQL where it costs nothing; SQLite-only parts (FTS5, RAISE) are marked.

CREATE TABLE store_info (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    store_id    TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

-- One upstream shadow run, keyed by its stated record_sha256; body is the exact bytes imported.
CREATE TABLE run (
    record_sha256  TEXT PRIMARY KEY,
    run_id         TEXT NOT NULL,
    task           TEXT NOT NULL,
    status         TEXT NOT NULL,
    race_id        TEXT,
    title          TEXT,
    publisher      TEXT,
    pollster       TEXT,
    field_start    TEXT,
    field_end      TEXT,
    created_at     TEXT NOT NULL,
    model          TEXT,
    prompt_sha256  TEXT,
    schema_sha256  TEXT,
    sample_key     TEXT,
    imported_at    TEXT NOT NULL,
    body           BLOB NOT NULL
);
CREATE INDEX run_task ON run (task);
CREATE INDEX run_status ON run (status);
CREATE INDEX run_race ON run (race_id);
CREATE INDEX run_created ON run (created_at, record_sha256);
CREATE INDEX run_sample_key ON run (sample_key);

-- The snapshots a run cites, in run order.
CREATE TABLE run_source (
    record_sha256    TEXT NOT NULL REFERENCES run (record_sha256),
    ordinal          INTEGER NOT NULL,
    source_id        TEXT NOT NULL,
    snapshot_sha256  TEXT NOT NULL,
    document_sha256  TEXT NOT NULL,
    raw_sha256       TEXT,
    canonical_url    TEXT,
    publisher        TEXT,
    retrieved_at     TEXT,
    mime_type        TEXT NOT NULL,
    PRIMARY KEY (record_sha256, ordinal)
);
CREATE INDEX run_source_document ON run_source (document_sha256);

-- Block text stored once per digest of the text itself.
CREATE TABLE block_text (
    id           INTEGER PRIMARY KEY,
    text_sha256  TEXT NOT NULL UNIQUE,
    text         TEXT NOT NULL
);

CREATE TABLE run_block (
    record_sha256   TEXT NOT NULL,
    source_ordinal  INTEGER NOT NULL,
    ordinal         INTEGER NOT NULL,
    block_id        TEXT NOT NULL,
    stated_sha256   TEXT NOT NULL,
    text_id         INTEGER NOT NULL REFERENCES block_text (id),
    page            INTEGER,
    PRIMARY KEY (record_sha256, source_ordinal, ordinal),
    FOREIGN KEY (record_sha256, source_ordinal) REFERENCES run_source (record_sha256, ordinal)
);
CREATE INDEX run_block_text ON run_block (text_id);

-- Raw source bytes under the digest their bundle file was named by (integrity.raw_bytes rechecks it).
CREATE TABLE raw_blob (
    sha256  TEXT PRIMARY KEY,
    bytes   BLOB NOT NULL
);

-- SQLite only: full-text index over block text (external content).
CREATE VIRTUAL TABLE block_fts USING fts5 (text, content = 'block_text', content_rowid = 'id');

-- SQLite only: imported content can never change or disappear.
CREATE TRIGGER run_immutable_update BEFORE UPDATE ON run BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER run_immutable_delete BEFORE DELETE ON run BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER run_source_immutable_update BEFORE UPDATE ON run_source BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER run_source_immutable_delete BEFORE DELETE ON run_source BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER run_block_immutable_update BEFORE UPDATE ON run_block BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER run_block_immutable_delete BEFORE DELETE ON run_block BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER block_text_immutable_update BEFORE UPDATE ON block_text BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER block_text_immutable_delete BEFORE DELETE ON block_text BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER raw_blob_immutable_update BEFORE UPDATE ON raw_blob BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER raw_blob_immutable_delete BEFORE DELETE ON raw_blob BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;

-- Other imported documents (analyst takes, research briefs, release files), keyed by kind and id digest.
CREATE TABLE document (
    kind         TEXT NOT NULL,
    id_sha256    TEXT NOT NULL,
    schema_name  TEXT NOT NULL,
    label        TEXT,
    race_id      TEXT,
    imported_at  TEXT NOT NULL,
    body         BLOB NOT NULL,
    PRIMARY KEY (kind, id_sha256)
);
CREATE TRIGGER document_immutable_update BEFORE UPDATE ON document BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
CREATE TRIGGER document_immutable_delete BEFORE DELETE ON document BEGIN SELECT RAISE(ABORT, 'imported records are immutable'); END;
