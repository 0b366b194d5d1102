-- Schema version 13: every analysis of a match is kept.
--
-- A match can be analysed by XG (an `.xg` file), by gnuBG (an analysed
-- `.sgf`) and by gnuBG at a given ply (`blunderdb analyse`). One of them
-- counts: its decisions are the match's record (`match_decisions`) and
-- every figure, list and chart reads it, through the rows and cells kept
-- with it. The library's preference (setting `engines`, e.g. "xg,gnubg")
-- says which one counts.
--
-- The others are held here, one row each, as a record of the same
-- encoding (src/library/record.rs): the games, scores and results are
-- the match's own (`games`), the same for every analysis of one match.
-- When the preference changes, or a preferred analysis arrives, the
-- counted record and a held one change places (src/library/store/engines.rs).
--
-- `analysis` names it as `matches.analysis` does ('xg', 'gnubg',
-- 'gnubg 2-ply'), `version` is the analysing program's version when
-- known, `source` and `format` the file it was read from.
CREATE TABLE IF NOT EXISTS analyses (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    analysis TEXT NOT NULL,
    version  TEXT,
    source   TEXT NOT NULL,
    format   TEXT NOT NULL,
    data     BLOB NOT NULL,
    PRIMARY KEY (match_id, analysis)
) WITHOUT ROWID;
