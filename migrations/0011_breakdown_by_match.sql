-- Schema version 11: a match's breakdown rows stored together, and the
-- error index keyed by whole millipoints.
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

-- `decision_errors_worst` ordered each match's errors by (kind, error):
-- every import put its errors at random places of the index, and at
-- 100,000 matches a run of 1,000 imports rewrote most of its 10,000 pages
-- (the import went from 1,200 to 680 matches/s with it). `band` is the
-- error in whole millipoints (CAST(error * 1000 AS INTEGER), the same as
-- Rust's `(error * 1000.0) as i64`), which orders the errors as the error
-- does; the index is keyed by (kind, band), then by the decision, so a
-- new match's errors go at the end of their kind × band's stretch: a few
-- hundred stretches, whatever the library's size. The worst-first lists
-- read the bands in order and sort each band's few rows by error (SQLite:
-- "TEMP B-TREE FOR RIGHT PART OF ORDER BY"), so a page still stops early.
ALTER TABLE decision_errors ADD COLUMN band INTEGER NOT NULL DEFAULT 0;
UPDATE decision_errors SET band = CAST(error * 1000 AS INTEGER);
DROP INDEX decision_errors_worst;
CREATE INDEX decision_errors_band ON decision_errors(kind, band DESC);
