-- blunderDB library, schema version 1.
-- One row per match; its games; every decision per occurrence; and a
-- per match × seat aggregate kept up to date at import and when the
-- thresholds change, so library-wide figures never re-scan decisions.

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
);

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

-- Clustered by match (WITHOUT ROWID): a match's decisions sit together,
-- and an import writes one B-tree, not a table and an index.
CREATE TABLE decisions (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    game     INTEGER NOT NULL,
    seq      INTEGER NOT NULL,          -- order within the game
    move     INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    kind     INTEGER NOT NULL,          -- 0 checker, 1 no double, 2 double, 3 take, 4 pass
    counts   INTEGER NOT NULL,          -- counts in the PR denominator
    error    REAL,                      -- EMG, NULL = not analysed
    mwc_loss REAL,                      -- fraction, NULL = money or not analysed
    luck     REAL,                      -- EMG, NULL = unknown
    dice     INTEGER,                   -- 10 × die1 + die2
    cube     INTEGER NOT NULL,
    played   TEXT NOT NULL,
    best     TEXT,
    position TEXT,
    PRIMARY KEY (match_id, game, seq)
) WITHOUT ROWID;
-- The worst-decisions list reads this index. It holds only errors of at
-- least 0.02 EMG (XG's error mark): an index over every decision would be
-- written at random places by each import and cost a fifth of its time.
CREATE INDEX decisions_worst ON decisions(error DESC) WHERE counts = 1 AND error >= 0.02;

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
CREATE INDEX match_stats_player ON match_stats(player_key);
