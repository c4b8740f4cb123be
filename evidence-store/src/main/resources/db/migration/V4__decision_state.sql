-- Derived and rebuildable, like check_state: each subject's latest valid decision, for the
-- queue's Decision column and filter (decision 0090). basis names the decisions and roster
-- changes it was computed from; when either table has grown since, the cache is recomputed.
CREATE TABLE decision_state (
    subject_sha256   TEXT PRIMARY KEY,
    decision         TEXT NOT NULL,
    decision_sha256  TEXT NOT NULL,
    reviewer_id      TEXT NOT NULL,
    decided_at       TEXT NOT NULL
);
CREATE INDEX decision_state_decision ON decision_state (decision, subject_sha256);

CREATE TABLE decision_state_basis (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    basis  TEXT NOT NULL
);
