-- Review claims, as SQLite's V6: who has a record open for review now. Not signed, not in the
-- decision log, and forgettable: no append-only triggers here, and the desk role may update and
-- delete these rows.
CREATE TABLE review_claim (
    subject_sha256  TEXT COLLATE "C" PRIMARY KEY,
    reviewer_id     TEXT COLLATE "C" NOT NULL,
    key_id          TEXT COLLATE "C" NOT NULL,
    claimed_at_ms   BIGINT NOT NULL,
    expires_at_ms   BIGINT NOT NULL
);

CREATE TABLE review_claim_version (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    version  BIGINT NOT NULL
);
INSERT INTO review_claim_version (id, version) VALUES (1, 0);

CREATE TABLE decision_conflict (
    subject_sha256   TEXT COLLATE "C" NOT NULL,
    decision_sha256  TEXT COLLATE "C" NOT NULL,
    decision         TEXT COLLATE "C" NOT NULL,
    reviewer_id      TEXT COLLATE "C" NOT NULL,
    decided_at       TEXT COLLATE "C" NOT NULL,
    PRIMARY KEY (subject_sha256, decision_sha256)
);
