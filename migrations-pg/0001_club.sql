-- The club server's schema (PostgreSQL). A club is one library; every row
-- names its club, and every key and index starts with it.
--
-- `club_log` is the club library itself: each file that changed the
-- library (an import, an analysis result) in the order it was applied,
-- deflated. The figures are computed by the desktop's library code over a
-- read model rebuilt from this log (docs/server.md).

CREATE TABLE clubs (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Tokens are shown once; only their BLAKE3 hash is kept.
CREATE TABLE tokens (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('reader', 'uploader', 'admin', 'worker')),
    name TEXT,
    hash BYTEA NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ
);
CREATE INDEX tokens_club ON tokens (club_id);

CREATE TABLE club_log (
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('import', 'analysis')),
    -- The file's name as uploaded (an import), or the analysis label
    -- (`gnubg 2-ply`, an analysis).
    name TEXT NOT NULL,
    -- The match an analysis is of, and the analysing program's version.
    match_id BIGINT,
    version TEXT,
    body BYTEA NOT NULL,
    token_id BIGINT REFERENCES tokens (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (club_id, seq)
);

-- The analysis queue: one row per match handed out for analysis.
CREATE TABLE analysis_jobs (
    club_id BIGINT NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
    match_id BIGINT NOT NULL,
    identity TEXT NOT NULL,
    plies SMALLINT NOT NULL,
    state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    lease BIGINT,
    lease_until TIMESTAMPTZ,
    token_id BIGINT REFERENCES tokens (id) ON DELETE SET NULL,
    last_error TEXT,
    queued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (club_id, match_id)
);
CREATE INDEX analysis_jobs_ready ON analysis_jobs (queued_at) WHERE state IN ('queued', 'running');
