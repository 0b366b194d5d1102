-- Schema version 10: a match's decisions as one compact record.
--
-- One row per decision (72 bytes each) and two indexes ordered by error
-- over nearly all of them made each import write a few hundred pages at
-- random places of the file: 34 matches/s and 35 KB per match at 100,000
-- matches (docs/storage.md). Now:
--
-- `match_decisions` holds each match's decisions as one deflated record
-- (src/record.rs), written in one place.
CREATE TABLE match_decisions (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    data     BLOB NOT NULL
);

-- The counted errors of 0.02 EMG and more (XG's error mark; a tenth to a
-- quarter of the counted decisions of real matches) keep a row each,
-- ordered by (kind, error) for the worst-first lists; keyed by the
-- decision, so a match's rows sit together and are found by its id.
CREATE TABLE decision_errors (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    game     INTEGER NOT NULL,
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    kind     INTEGER NOT NULL,
    error    REAL NOT NULL,
    PRIMARY KEY (match_id, game, seq)
) WITHOUT ROWID;
CREATE INDEX decision_errors_worst ON decision_errors(kind, error DESC);

-- What a list of the smaller errors needs to know of each match × seat
-- without opening its record: per family (chk_ checker plays, cube_ cube
-- decisions) the counted errors of 0 (`_z`) and of the three parts below
-- 0.02 that the histogram's bars cut (`_0` below 5 millipoints, `_1`
-- 5–10, `_2` 10–20), with the largest error of each part. A list walks the
-- match × seats by that largest error and opens records only until its
-- page is full (src/drill.rs). `zero_kinds` has bit k set when a counted
-- decision of kind code k has an error of 0, `small_kinds` when one has an
-- error in the three parts (a list of takes opens only records with some). The date and length are
-- repeated from `match_stats` so a selection without a player reads this
-- table alone.
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

-- The rows of `decisions` are moved into these tables by blunderDB when it
-- opens an older library (src/store.rs, `move_decisions`), then dropped.
