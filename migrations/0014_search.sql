-- Schema version 14: what search reads of every decision (#27).
--
-- Per match one blob, not deflated (src/library/search_index.rs): the
-- games' scores and, per kept decision in the record's order, the
-- position's figures from the side of the player on roll (pips, contact,
-- checkers back, in the zone, blots, borne off, the game plan, the
-- phase), the decision's kind, seat, dice, cube and error. A search scans
-- these blobs without opening a record; 14 bytes a decision.
CREATE TABLE IF NOT EXISTS match_features (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    data     BLOB NOT NULL
);
-- The matches stored before this schema get their blobs when blunderDB
-- opens the library (`Store::fill_features`), once.
INSERT OR REPLACE INTO settings(key, value)
SELECT 'features_todo', '1' WHERE EXISTS (SELECT 1 FROM matches);

-- Saved searches (the filter library): a name and the query as typed.
CREATE TABLE IF NOT EXISTS saved_searches (
    name       TEXT PRIMARY KEY,
    query      TEXT NOT NULL,
    saved_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;
