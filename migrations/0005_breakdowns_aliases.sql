-- Schema version 5: what the error breakdowns need, stored at import, and
-- player aliases.
--
-- `match_breakdown` holds, per match × seat × (dimension, key, family),
-- the counted analysed decisions and their errors, so `blunderdb
-- breakdown` sums a small table instead of re-reading every decision.
-- Dimensions: 'cube-action' (keys missed_double, wrong_double, wrong_take,
-- wrong_pass: the stored kind of the cube decision), 'phase' (checker
-- plays: opening, middle, race, bearoff, unknown) and 'score' (away-away
-- from the player's view, e.g. '3a-5a', or 'money'). `cube` is 1 for cube
-- decisions, 0 for checker plays. Errors and blunders are counted at the
-- library's thresholds and recounted when they change. Libraries written
-- before this schema are filled in by blunderDB when it opens them (the
-- phase needs the Position ID decoded, which SQL cannot do).
-- The player, date and length of the match × seat are repeated from
-- match_stats so that the filters of `stats` apply to this table alone
-- (no join per row); the primary key begins with the dimension and the
-- key, so a breakdown of the whole library reads one range of it, already
-- grouped (no sort).
CREATE TABLE match_breakdown (
    dim        TEXT NOT NULL,
    match_id   INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    key        TEXT NOT NULL,
    cube       INTEGER NOT NULL,
    player_key TEXT NOT NULL,
    date       TEXT,
    length     INTEGER NOT NULL,
    decisions  INTEGER NOT NULL,
    error      REAL NOT NULL,
    mwc        REAL NOT NULL,
    errors     INTEGER NOT NULL,
    blunders   INTEGER NOT NULL,
    PRIMARY KEY (dim, key, cube, match_id, seat)
) WITHOUT ROWID;
-- Deleting a match (replaced by an analysed copy, re-analysed) finds its rows.
CREATE INDEX match_breakdown_match ON match_breakdown(match_id);
-- One player's breakdown.
CREATE INDEX match_breakdown_player ON match_breakdown(player_key, dim);

-- One person under several names: `alias_key` (a lower-cased stored name)
-- is counted as `player_key`, whose spelling is `player`. Always one
-- level: a player that others are merged into is never itself an alias.
-- Stored matches keep their names.
CREATE TABLE aliases (
    alias_key  TEXT PRIMARY KEY,
    alias      TEXT NOT NULL,
    player_key TEXT NOT NULL,
    player     TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX aliases_player ON aliases(player_key);
