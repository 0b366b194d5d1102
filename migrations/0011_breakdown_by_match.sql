-- Schema version 11: a match's breakdown rows stored together.
--
-- `match_breakdown` was keyed by (dimension, key, family, match, seat),
-- with an index by player and one by match: each imported match put its
-- 20-30 rows in as many places of the table and of the player index, and
-- a run of imports rewrote a large part of both (a quarter of the import
-- time at 20,000 matches, docs/storage.md). The rows are now keyed by the
-- match × seat first, so a match's rows are written in one place at the
-- end of the table. A breakdown of a player, a date range or a length
-- reads the selection's `match_stats` rows by their indexes and each
-- match × seat's few rows by this key; the whole library (or one length)
-- still reads `breakdown_rollup`. The player, date and length are no
-- longer repeated here: they are read from `match_stats`.
CREATE TABLE match_breakdown_11 (
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
INSERT INTO match_breakdown_11
    SELECT match_id, seat, dim, key, cube, decisions, error, mwc, errors, blunders
    FROM match_breakdown ORDER BY match_id, seat, dim, key, cube;
DROP TABLE match_breakdown;
ALTER TABLE match_breakdown_11 RENAME TO match_breakdown;
