-- The decision log (FORMATS §4.4), as SQLite's V5: every roster change and decision, in the
-- order the store accepted it, as RFC 6962 leaves; the complete subtrees above them; the signed
-- checkpoints; and the one-time note that the log was built.

CREATE TABLE log_leaf (
    leaf_index       BIGINT PRIMARY KEY,
    kind             TEXT COLLATE "C" NOT NULL,
    document_sha256  TEXT COLLATE "C" NOT NULL UNIQUE,
    leaf_hash        BYTEA NOT NULL
);

-- level >= 1; level 0 is log_leaf.leaf_hash.
CREATE TABLE log_node (
    level       INTEGER NOT NULL,
    node_index  BIGINT NOT NULL,
    hash        BYTEA NOT NULL,
    PRIMARY KEY (level, node_index)
);

-- document holds the canonical JSON of the signed checkpoint (decision-log-checkpoint.v1).
CREATE TABLE log_checkpoint (
    checkpoint_seq  BIGINT PRIMARY KEY,
    size            BIGINT NOT NULL,
    document        BYTEA NOT NULL
);

-- Written once, when the log is first built: a store whose log was emptied is not rebuilt silently.
CREATE TABLE log_info (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    built_at      TEXT COLLATE "C" NOT NULL,
    built_leaves  BIGINT NOT NULL
);

-- PostgreSQL only: the log is never changed, deleted or truncated.
CREATE TRIGGER log_leaf_append_only BEFORE UPDATE OR DELETE ON log_leaf
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_node_append_only BEFORE UPDATE OR DELETE ON log_node
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_checkpoint_append_only BEFORE UPDATE OR DELETE ON log_checkpoint
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_info_append_only BEFORE UPDATE OR DELETE ON log_info
    FOR EACH ROW EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_leaf_no_truncate BEFORE TRUNCATE ON log_leaf
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_node_no_truncate BEFORE TRUNCATE ON log_node
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_checkpoint_no_truncate BEFORE TRUNCATE ON log_checkpoint
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
CREATE TRIGGER log_info_no_truncate BEFORE TRUNCATE ON log_info
    FOR EACH STATEMENT EXECUTE FUNCTION copydesk_refuse_change('the decision log is append-only');
