-- Each member's own marks, tags, comments, saved searches, collections
-- and training (#40): the rows of the library's own tables
-- (src/library/store/own.rs) a member's page keeps apart from the club's
-- library, kept here under their token and put back when they sign in.
-- Nobody else's page reads them.
--
-- `version` counts the member's changes: a page of theirs open on another
-- device reads their rows again when it differs from what it loaded.

CREATE TABLE member_own (
    token_id BIGINT PRIMARY KEY REFERENCES tokens (id) ON DELETE CASCADE,
    version BIGINT NOT NULL DEFAULT 0,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One own table of one member: its columns and rows as JSON, deflated.
CREATE TABLE member_own_tables (
    token_id BIGINT NOT NULL REFERENCES member_own (token_id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    body BYTEA NOT NULL,
    PRIMARY KEY (token_id, name)
);
