-- Schema version 15: what a player keeps and drills (#28).
--
-- Everything here names a decision by its ref's parts, never by a row id:
-- the match's identity (`matches.identity`, the same for the match's
-- `.xg`, `.sgf` and `.mat` files), the game's number, the turn (the
-- number of the roll the decision is made at or before, counted from the
-- game's first roll, dances included) and the slot: 0 the checker play,
-- 1 the decision whether to double, 2 the answer to a double. These parts
-- are the same in XG's and gnuBG's record of one match, so a mark survives
-- a re-import, a new analysis (`analyse --redo`, a twin arriving) and the
-- match being removed and imported again (src/library/store/marks.rs).

-- Starred decisions; `origin` 'user', or 'xg' for XG's flag.
CREATE TABLE IF NOT EXISTS decision_stars (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (identity, game, turn, slot)
) WITHOUT ROWID;

-- The files' flags already read, so that a flag the player took off is
-- not put back when the file is imported again.
CREATE TABLE IF NOT EXISTS decision_flags_seen (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    PRIMARY KEY (identity, game, turn, slot, origin)
) WITHOUT ROWID;

-- Tags: free words, lower case, without spaces or the leading '#'.
CREATE TABLE IF NOT EXISTS decision_tags (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    tag      TEXT NOT NULL,
    PRIMARY KEY (identity, game, turn, slot, tag)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS decision_tags_by_tag ON decision_tags(tag);

-- Comments, one per decision and origin: 'user', 'xg' or 'gnubg'.
CREATE TABLE IF NOT EXISTS decision_comments (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (identity, game, turn, slot, origin)
) WITHOUT ROWID;

-- Collections: a named, ordered list of decisions; a live one (`query`
-- set) is the decisions a search finds, whatever the library holds then.
CREATE TABLE IF NOT EXISTS collections (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    query      TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE IF NOT EXISTS collection_items (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    identity      TEXT NOT NULL,
    game          INTEGER NOT NULL,
    turn          INTEGER NOT NULL,
    slot          INTEGER NOT NULL,
    PRIMARY KEY (collection_id, identity, game, turn, slot)
) WITHOUT ROWID;

-- Training cards: one per decision and side ('checker', 'doubler',
-- 'taker'; a double and its answer are two cards), with its FSRS memory
-- state and when it is due (Unix seconds). `xgid` is the position shown,
-- kept so the due list opens no match. `analysis` and `candidates` keep
-- the counted analysis's choices the card was last graded by (JSON), read
-- again from the file when the counted analysis changes.
CREATE TABLE IF NOT EXISTS cards (
    id          INTEGER PRIMARY KEY,
    identity    TEXT NOT NULL,
    game        INTEGER NOT NULL,
    turn        INTEGER NOT NULL,
    slot        INTEGER NOT NULL,
    side        TEXT NOT NULL,
    xgid        TEXT,
    due         INTEGER NOT NULL,
    stability   REAL,
    difficulty  REAL,
    reps        INTEGER NOT NULL DEFAULT 0,
    lapses      INTEGER NOT NULL DEFAULT 0,
    last_review INTEGER,
    analysis    TEXT,
    candidates  TEXT,
    created_at  INTEGER NOT NULL,
    UNIQUE (identity, game, turn, slot)
);
CREATE INDEX IF NOT EXISTS cards_due ON cards(due);

-- The review log: every answer, its grade, and the schedule it gave.
CREATE TABLE IF NOT EXISTS card_reviews (
    id          INTEGER PRIMARY KEY,
    card_id     INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    at          INTEGER NOT NULL,
    answer      TEXT NOT NULL,
    grade       TEXT NOT NULL,
    rating      INTEGER,
    loss        REAL,
    elapsed_days REAL,
    retrievability REAL,
    stability   REAL,
    difficulty  REAL,
    next_due    INTEGER
);
CREATE INDEX IF NOT EXISTS card_reviews_by_card ON card_reviews(card_id, at);
