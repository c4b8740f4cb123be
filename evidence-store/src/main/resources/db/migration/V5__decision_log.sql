-- The decision log (FORMATS §4.4): every roster change and decision, in the order the store
-- accepted it, as RFC 6962 leaves; the complete subtrees above them, so a root or a proof is
-- O(log n) look-ups; the signed checkpoints; and the one-time note that the log was built.

CREATE TABLE log_leaf (
    leaf_index       INTEGER PRIMARY KEY,
    kind             TEXT NOT NULL,
    document_sha256  TEXT NOT NULL UNIQUE,
    leaf_hash        BLOB NOT NULL
);

-- level >= 1; level 0 is log_leaf.leaf_hash.
CREATE TABLE log_node (
    level       INTEGER NOT NULL,
    node_index  INTEGER NOT NULL,
    hash        BLOB NOT NULL,
    PRIMARY KEY (level, node_index)
);

-- document holds the canonical JSON of the signed checkpoint (decision-log-checkpoint.v1).
CREATE TABLE log_checkpoint (
    checkpoint_seq  INTEGER PRIMARY KEY,
    size            INTEGER NOT NULL,
    document        BLOB NOT NULL
);

-- Written once, when the log is first built: a store whose log was emptied is not rebuilt silently.
CREATE TABLE log_info (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    built_at      TEXT NOT NULL,
    built_leaves  INTEGER NOT NULL
);

-- SQLite only: the log is never changed or deleted.
CREATE TRIGGER log_leaf_append_only_update BEFORE UPDATE ON log_leaf BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_leaf_append_only_delete BEFORE DELETE ON log_leaf BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_node_append_only_update BEFORE UPDATE ON log_node BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_node_append_only_delete BEFORE DELETE ON log_node BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_checkpoint_append_only_update BEFORE UPDATE ON log_checkpoint BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_checkpoint_append_only_delete BEFORE DELETE ON log_checkpoint BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_info_append_only_update BEFORE UPDATE ON log_info BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
CREATE TRIGGER log_info_append_only_delete BEFORE DELETE ON log_info BEGIN SELECT RAISE(ABORT, 'the decision log is append-only'); END;
