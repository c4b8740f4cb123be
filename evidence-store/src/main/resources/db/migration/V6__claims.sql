-- Review claims: who has a record open for review now. A claim is not a decision: it is not
-- signed, not in the decision log, and the store may forget it (an expired claim is deleted),
-- so these tables have no append-only triggers. Times are milliseconds since the epoch, so
-- that "still active" is one integer comparison on every engine.
CREATE TABLE review_claim (
    subject_sha256  TEXT PRIMARY KEY,
    reviewer_id     TEXT NOT NULL,
    key_id          TEXT NOT NULL,
    claimed_at_ms   INTEGER NOT NULL,
    expires_at_ms   INTEGER NOT NULL
);

-- Grows by one with every claim, renewal, release or forgetting: a desk polls it to learn that
-- claims changed without reading them.
CREATE TABLE review_claim_version (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    version  INTEGER NOT NULL
);
INSERT INTO review_claim_version (id, version) VALUES (1, 0);

-- Derived, like decision_state: the standing decisions of a subject whose standing decisions
-- disagree (decision_state then says 'conflict'), rebuilt with decision_state.
CREATE TABLE decision_conflict (
    subject_sha256   TEXT NOT NULL,
    decision_sha256  TEXT NOT NULL,
    decision         TEXT NOT NULL,
    reviewer_id      TEXT NOT NULL,
    decided_at       TEXT NOT NULL,
    PRIMARY KEY (subject_sha256, decision_sha256)
);
