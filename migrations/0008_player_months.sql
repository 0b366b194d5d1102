-- Schema version 8: a player's cells by month, beside their cells by year.
--
-- The players of a date range read the range's whole years from the year
-- cells (`rollup`, scope 1), and until now the rows of its partial years
-- from `match_stats`: 290 ms at 100,000 matches for a range of five and a
-- half years. They now read the whole months of the partial years from
-- these cells, and only the days at the two ends from the rows
-- (src/rollup.rs).
--
-- The columns are those of `rollup` (scope is always 2). The key starts
-- with the period: a range of months is read across all players, and a
-- player's months are few enough to find among them. Keyed by player
-- first, as `rollup`, a few months of all players read every month cell
-- (122,000 at 100,000 matches).
--
-- The cells are filled by blunderDB when it opens a library of an older
-- schema (`rollup::rebuild`), with the SQL that keeps them.
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
