-- Schema version 6: `match_stats` summed per cell, so the figures of the
-- whole library, of a player, and of the Players table read a few
-- thousand rows at 100,000 matches instead of two hundred thousand.
--
-- Two kinds of cell (`scope`):
--   0  the whole library (both seats of every match), per match length
--      and month ('YYYY-MM');
--   1  one stored player name (`player_key`), per match length and year
--      ('YYYY'): a month per player would hold as many cells as matches.
-- `period` is '' for matches without a date and '?' for a date that is not
-- a calendar date 'YYYY-MM-DD' (as some transcripts write it). A query
-- with a date range reads the periods it covers whole from here and the
-- days at its two ends from `match_stats` (src/rollup.rs).
--
-- The columns are those of `match_stats`, summed; `n` counts the match ×
-- seat rows (two per match in a scope-0 cell). blunderDB adds a match's
-- rows when it stores the match, recomputes its cells from `match_stats`
-- when it removes one (a transcript replaced by its analysis), and
-- rebuilds the table when the thresholds change.
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
-- The cells of a library are filled by blunderDB when it opens a library of
-- an older schema (src/rollup.rs: `rebuild`), with the same SQL that keeps
-- them.
-- The rows of dates that are not calendar dates, for the ranges that
-- cover their cell's neighbours whole (the `?` cell has no range).
CREATE INDEX match_stats_odd_date ON match_stats(date) WHERE date(date) IS NOT date;

-- `match_breakdown` summed over the whole library per dimension, key,
-- family and match length: the breakdowns of the whole library (or of one
-- length) read these few hundred rows; a player or a date range reads
-- `match_breakdown`. Kept with the breakdown rows: added at import,
-- subtracted when a match is removed, rebuilt when they are.
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
