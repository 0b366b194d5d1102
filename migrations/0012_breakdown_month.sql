-- Schema version 12: the breakdowns' cells by month.
--
-- A breakdown of a date range read the range's match × seats from
-- `match_stats` and their breakdown rows by key, then grouped them: by
-- score over five and a half years of a 10,000-match library, 115,000
-- rows grouped in 90 ms. The range's whole months are now read from
-- these cells, and only the days at its two ends (and the matches whose
-- date is not a calendar date) from the rows, as the figures do with
-- `rollup` (src/rollup.rs). The whole library and one length still read
-- `breakdown_rollup`; a player's breakdown still reads the player's rows.
--
-- `period` is that of `rollup`: `YYYY-MM`, '' undated, '?' a date that is
-- not a calendar date. Keyed by dimension and period first: a range of
-- months of one dimension is one stretch of the table.
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

INSERT INTO breakdown_month(dim, period, length, key, cube, decisions, error, mwc, errors,
                            blunders)
    SELECT b.dim,
           CASE WHEN m.date IS NULL THEN '' WHEN date(m.date) IS m.date
                THEN substr(m.date, 1, 7) ELSE '?' END,
           m.length, b.key, b.cube, sum(b.decisions), sum(b.error), sum(b.mwc),
           sum(b.errors), sum(b.blunders)
    FROM match_breakdown b JOIN matches m ON m.id = b.match_id
    GROUP BY 1, 2, 3, 4, 5;
