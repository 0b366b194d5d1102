-- Schema version 16: a player's rows by date (#30).
--
-- A match replaced by its analysis (a club's worker completing a job, a
-- local `analyse`) has its rollup cells recomputed exactly from the rows
-- left (src/library/cells.rs, `remove_match`). A player's year and month
-- cells were found through `match_stats_player`, every row of the
-- player's, which grows with the library (1,000 rows a player at 100,000
-- synthetic matches, 10,000 at 1,000,000); by player and date the cell's
-- rows are a range of this index.
CREATE INDEX IF NOT EXISTS match_stats_player_date ON match_stats(player_key, date);
