-- The library's schema at the last migration, as the migrations
-- leave it (sqlite_schema's sql, in order). A new library is made
-- from this file; written by BLUNDERDB_WRITE_SCHEMA=1 cargo test
-- --lib the_schema_is, which checks it against the migrations.
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE matches (
    id          INTEGER PRIMARY KEY,
    identity    TEXT NOT NULL UNIQUE,   -- same match from any format → same identity
    source      TEXT NOT NULL,          -- the file it was read from
    format      TEXT NOT NULL,          -- sgf | mat | xg
    length      INTEGER NOT NULL,       -- 0 = money session
    games       INTEGER NOT NULL,
    winner      INTEGER,                -- seat 0/1, NULL = unfinished or tied
    points0     INTEGER NOT NULL,
    points1     INTEGER NOT NULL,
    player0     TEXT NOT NULL,
    player1     TEXT NOT NULL,
    date        TEXT,                   -- ISO YYYY-MM-DD when known
    event       TEXT,
    analysed    INTEGER NOT NULL,
    crawford    INTEGER NOT NULL,
    jacoby      INTEGER NOT NULL,
    beavers     INTEGER NOT NULL,
    imported_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
, analysis TEXT, analysis_version TEXT);
CREATE TABLE games (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    number   INTEGER NOT NULL,
    score0   INTEGER NOT NULL,
    score1   INTEGER NOT NULL,
    crawford INTEGER NOT NULL,
    winner   INTEGER,
    points   INTEGER NOT NULL,
    resigned INTEGER NOT NULL,
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;
CREATE TABLE match_stats (
    match_id   INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    player     TEXT NOT NULL,
    player_key TEXT NOT NULL,           -- lower-cased name: players are matched by name
    length     INTEGER NOT NULL,
    date       TEXT,
    win        INTEGER NOT NULL,
    loss       INTEGER NOT NULL,
    analysed   INTEGER NOT NULL,
    mwc_priced INTEGER NOT NULL,
    checker_total      INTEGER NOT NULL,
    both_checker_total INTEGER NOT NULL,
    doubles INTEGER NOT NULL,
    takes   INTEGER NOT NULL,
    passes  INTEGER NOT NULL,
    chk_decisions INTEGER NOT NULL, chk_error REAL NOT NULL, chk_mwc REAL NOT NULL,
    chk_errors INTEGER NOT NULL, chk_blunders INTEGER NOT NULL,
    chk_h0 INTEGER NOT NULL, chk_h1 INTEGER NOT NULL, chk_h2 INTEGER NOT NULL,
    chk_h3 INTEGER NOT NULL, chk_h4 INTEGER NOT NULL, chk_h5 INTEGER NOT NULL,
    cube_decisions INTEGER NOT NULL, cube_error REAL NOT NULL, cube_mwc REAL NOT NULL,
    cube_errors INTEGER NOT NULL, cube_blunders INTEGER NOT NULL,
    cube_h0 INTEGER NOT NULL, cube_h1 INTEGER NOT NULL, cube_h2 INTEGER NOT NULL,
    cube_h3 INTEGER NOT NULL, cube_h4 INTEGER NOT NULL, cube_h5 INTEGER NOT NULL,
    luck REAL NOT NULL, luck_rolls INTEGER NOT NULL,
    luck_mwc REAL NOT NULL, luck_mwc_rolls INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE INDEX match_stats_date ON match_stats(date);
CREATE INDEX match_stats_length ON match_stats(length);
CREATE TABLE transcripts (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    data     BLOB NOT NULL
);
CREATE TABLE aliases (
    alias_key  TEXT PRIMARY KEY,
    alias      TEXT NOT NULL,
    player_key TEXT NOT NULL,
    player     TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX aliases_player ON aliases(player_key);
CREATE TABLE rollup (
    scope      INTEGER NOT NULL,
    player_key TEXT NOT NULL,
    length     INTEGER NOT NULL,
    period     TEXT NOT NULL,
    player     TEXT NOT NULL,           -- a spelling of the name (the greatest)
    first_date TEXT,                    -- the cell's earliest date
    n          INTEGER NOT NULL,
    win INTEGER NOT NULL, loss INTEGER NOT NULL, analysed INTEGER NOT NULL, mwc_priced INTEGER NOT NULL,
    checker_total INTEGER NOT NULL, both_checker_total INTEGER NOT NULL,
    doubles INTEGER NOT NULL, takes INTEGER NOT NULL, passes INTEGER NOT NULL,
    chk_decisions INTEGER NOT NULL, chk_error REAL NOT NULL, chk_mwc REAL NOT NULL,
    chk_errors INTEGER NOT NULL, chk_blunders INTEGER NOT NULL,
    chk_h0 INTEGER NOT NULL, chk_h1 INTEGER NOT NULL, chk_h2 INTEGER NOT NULL,
    chk_h3 INTEGER NOT NULL, chk_h4 INTEGER NOT NULL, chk_h5 INTEGER NOT NULL,
    cube_decisions INTEGER NOT NULL, cube_error REAL NOT NULL, cube_mwc REAL NOT NULL,
    cube_errors INTEGER NOT NULL, cube_blunders INTEGER NOT NULL,
    cube_h0 INTEGER NOT NULL, cube_h1 INTEGER NOT NULL, cube_h2 INTEGER NOT NULL,
    cube_h3 INTEGER NOT NULL, cube_h4 INTEGER NOT NULL, cube_h5 INTEGER NOT NULL,
    luck REAL NOT NULL, luck_rolls INTEGER NOT NULL,
    luck_mwc REAL NOT NULL, luck_mwc_rolls INTEGER NOT NULL,
    PRIMARY KEY (scope, player_key, length, period)
) WITHOUT ROWID;
CREATE INDEX match_stats_odd_date ON match_stats(date) WHERE date(date) IS NOT date;
CREATE TABLE breakdown_rollup (
    dim       TEXT NOT NULL,
    key       TEXT NOT NULL,
    cube      INTEGER NOT NULL,
    length    INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    error     REAL NOT NULL,
    mwc       REAL NOT NULL,
    errors    INTEGER NOT NULL,
    blunders  INTEGER NOT NULL,
    PRIMARY KEY (dim, key, cube, length)
) WITHOUT ROWID;
CREATE TABLE rollup_month (
    scope      INTEGER NOT NULL,
    player_key TEXT NOT NULL,
    length     INTEGER NOT NULL,
    period     TEXT NOT NULL,
    player     TEXT NOT NULL,           -- a spelling of the name (the greatest)
    first_date TEXT,                    -- the cell's earliest date
    n          INTEGER NOT NULL,
    win INTEGER NOT NULL, loss INTEGER NOT NULL, analysed INTEGER NOT NULL, mwc_priced INTEGER NOT NULL,
    checker_total INTEGER NOT NULL, both_checker_total INTEGER NOT NULL,
    doubles INTEGER NOT NULL, takes INTEGER NOT NULL, passes INTEGER NOT NULL,
    chk_decisions INTEGER NOT NULL, chk_error REAL NOT NULL, chk_mwc REAL NOT NULL,
    chk_errors INTEGER NOT NULL, chk_blunders INTEGER NOT NULL,
    chk_h0 INTEGER NOT NULL, chk_h1 INTEGER NOT NULL, chk_h2 INTEGER NOT NULL,
    chk_h3 INTEGER NOT NULL, chk_h4 INTEGER NOT NULL, chk_h5 INTEGER NOT NULL,
    cube_decisions INTEGER NOT NULL, cube_error REAL NOT NULL, cube_mwc REAL NOT NULL,
    cube_errors INTEGER NOT NULL, cube_blunders INTEGER NOT NULL,
    cube_h0 INTEGER NOT NULL, cube_h1 INTEGER NOT NULL, cube_h2 INTEGER NOT NULL,
    cube_h3 INTEGER NOT NULL, cube_h4 INTEGER NOT NULL, cube_h5 INTEGER NOT NULL,
    luck REAL NOT NULL, luck_rolls INTEGER NOT NULL,
    luck_mwc REAL NOT NULL, luck_mwc_rolls INTEGER NOT NULL,
    PRIMARY KEY (scope, period, player_key, length)
) WITHOUT ROWID;
CREATE INDEX match_stats_player ON match_stats(player_key, player);
CREATE INDEX match_stats_unanalysed ON match_stats(match_id) WHERE analysed = 0;
CREATE TABLE match_decisions (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    data     BLOB NOT NULL
);
CREATE TABLE decision_errors (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    game     INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    kind     INTEGER NOT NULL,
    error    REAL NOT NULL, band INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, game, seq)
) WITHOUT ROWID;
CREATE TABLE seat_errors (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    date     TEXT,
    length   INTEGER NOT NULL,
    zero_kinds INTEGER NOT NULL,
    small_kinds INTEGER NOT NULL,
    chk_z INTEGER NOT NULL, chk_0 INTEGER NOT NULL, chk_1 INTEGER NOT NULL, chk_2 INTEGER NOT NULL,
    chk_0_max REAL, chk_1_max REAL, chk_2_max REAL,
    cube_z INTEGER NOT NULL, cube_0 INTEGER NOT NULL, cube_1 INTEGER NOT NULL, cube_2 INTEGER NOT NULL,
    cube_0_max REAL, cube_1_max REAL, cube_2_max REAL,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
CREATE TABLE "match_breakdown" (
    match_id   INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    dim        TEXT NOT NULL,
    key        TEXT NOT NULL,
    cube       INTEGER NOT NULL,
    decisions  INTEGER NOT NULL,
    error      REAL NOT NULL,
    mwc        REAL NOT NULL,
    errors     INTEGER NOT NULL,
    blunders   INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat, dim, key, cube)
) WITHOUT ROWID;
CREATE TABLE breakdown_month (
    dim       TEXT NOT NULL,
    period    TEXT NOT NULL,
    length    INTEGER NOT NULL,
    key       TEXT NOT NULL,
    cube      INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    error     REAL NOT NULL,
    mwc       REAL NOT NULL,
    errors    INTEGER NOT NULL,
    blunders  INTEGER NOT NULL,
    PRIMARY KEY (dim, period, length, key, cube)
) WITHOUT ROWID;
CREATE TABLE analyses (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    analysis TEXT NOT NULL,
    version  TEXT,
    source   TEXT NOT NULL,
    format   TEXT NOT NULL,
    data     BLOB NOT NULL,
    PRIMARY KEY (match_id, analysis)
) WITHOUT ROWID;
CREATE TABLE match_features (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    data     BLOB NOT NULL
);
CREATE TABLE saved_searches (
    name       TEXT PRIMARY KEY,
    query      TEXT NOT NULL,
    saved_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;
CREATE TABLE decision_stars (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (identity, game, turn, slot)
) WITHOUT ROWID;
CREATE TABLE decision_flags_seen (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    PRIMARY KEY (identity, game, turn, slot, origin)
) WITHOUT ROWID;
CREATE TABLE decision_tags (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    tag      TEXT NOT NULL,
    PRIMARY KEY (identity, game, turn, slot, tag)
) WITHOUT ROWID;
CREATE INDEX decision_tags_by_tag ON decision_tags(tag);
CREATE TABLE decision_comments (
    identity TEXT NOT NULL,
    game     INTEGER NOT NULL,
    turn     INTEGER NOT NULL,
    slot     INTEGER NOT NULL,
    origin   TEXT NOT NULL,
    text     TEXT NOT NULL,
    at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (identity, game, turn, slot, origin)
) WITHOUT ROWID;
CREATE TABLE collections (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    query      TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE TABLE collection_items (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    identity      TEXT NOT NULL,
    game          INTEGER NOT NULL,
    turn          INTEGER NOT NULL,
    slot          INTEGER NOT NULL,
    PRIMARY KEY (collection_id, identity, game, turn, slot)
) WITHOUT ROWID;
CREATE TABLE cards (
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
CREATE INDEX cards_due ON cards(due);
CREATE TABLE card_reviews (
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
CREATE INDEX card_reviews_by_card ON card_reviews(card_id, at);
CREATE INDEX match_stats_player_date ON match_stats(player_key, date);
CREATE INDEX decision_errors_band_error ON decision_errors(kind, band DESC, match_id, game, seq, error);
CREATE TABLE position_keys (
    key      INTEGER NOT NULL,
    match_id INTEGER NOT NULL,
    gen      INTEGER NOT NULL,
    hits     BLOB NOT NULL,
    PRIMARY KEY (key, match_id)
) WITHOUT ROWID;
CREATE TABLE position_keys_done (
    match_id INTEGER PRIMARY KEY,
    gen      INTEGER NOT NULL
);
CREATE TABLE position_keys_todo (
    match_id INTEGER PRIMARY KEY
);
CREATE TRIGGER position_keys_insert AFTER INSERT ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = NEW.match_id;
    INSERT OR IGNORE INTO position_keys_todo(match_id) VALUES (NEW.match_id);
END;
CREATE TRIGGER position_keys_update AFTER UPDATE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
    INSERT OR IGNORE INTO position_keys_todo(match_id) VALUES (NEW.match_id);
END;
CREATE TRIGGER position_keys_delete AFTER DELETE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
    DELETE FROM position_keys_todo WHERE match_id = OLD.match_id;
END;
