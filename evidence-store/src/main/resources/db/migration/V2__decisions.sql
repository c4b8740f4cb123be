-- Signed human decisions and the roster that says who may sign: append-only.

CREATE TABLE roster_change (
    sequence       INTEGER PRIMARY KEY,
    change_sha256  TEXT NOT NULL UNIQUE,
    body           BLOB NOT NULL,
    signature      TEXT
);

-- body holds exactly the canonical bytes that were signed; signature the armored SSHSIG.
CREATE TABLE decision (
    decision_sha256  TEXT PRIMARY KEY,
    subject_kind     TEXT NOT NULL,
    decision         TEXT NOT NULL,
    reviewer_id      TEXT NOT NULL,
    decided_at       TEXT NOT NULL,
    supersedes       TEXT,
    recorded_seq     INTEGER NOT NULL UNIQUE,
    body             BLOB NOT NULL,
    signature        TEXT NOT NULL
);
CREATE INDEX decision_supersedes ON decision (supersedes);

CREATE TABLE decision_subject (
    decision_sha256  TEXT NOT NULL REFERENCES decision (decision_sha256),
    subject_sha256   TEXT NOT NULL,
    PRIMARY KEY (decision_sha256, subject_sha256)
);
CREATE INDEX decision_subject_by_subject ON decision_subject (subject_sha256);

-- SQLite only: decisions and roster changes are never changed or deleted.
CREATE TRIGGER roster_change_append_only_update BEFORE UPDATE ON roster_change BEGIN SELECT RAISE(ABORT, 'the roster is append-only'); END;
CREATE TRIGGER roster_change_append_only_delete BEFORE DELETE ON roster_change BEGIN SELECT RAISE(ABORT, 'the roster is append-only'); END;
CREATE TRIGGER decision_append_only_update BEFORE UPDATE ON decision BEGIN SELECT RAISE(ABORT, 'decisions are append-only'); END;
CREATE TRIGGER decision_append_only_delete BEFORE DELETE ON decision BEGIN SELECT RAISE(ABORT, 'decisions are append-only'); END;
CREATE TRIGGER decision_subject_append_only_update BEFORE UPDATE ON decision_subject BEGIN SELECT RAISE(ABORT, 'decisions are append-only'); END;
CREATE TRIGGER decision_subject_append_only_delete BEFORE DELETE ON decision_subject BEGIN SELECT RAISE(ABORT, 'decisions are append-only'); END;

-- Derived and rebuildable: the last check results per run, for the queue's check column.
CREATE TABLE check_state (
    record_sha256   TEXT PRIMARY KEY,
    engine          TEXT NOT NULL,
    results_sha256  TEXT NOT NULL,
    failed          TEXT NOT NULL,
    failed_count    INTEGER NOT NULL,
    checked_at      TEXT NOT NULL
);
CREATE INDEX check_state_failed ON check_state (failed_count);
