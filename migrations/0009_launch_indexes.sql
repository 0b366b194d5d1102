-- Schema version 9: what the app reads when it opens a library, by index.
--
-- At 100,000 matches the app took 1.3 s to show Stats, 0.3 s of it the
-- list of player names (a GROUP BY over every `match_stats` row) and
-- 22 ms the count of matches without analysis (a scan of every row).
--
-- The player index holds the name's spelling beside its key, so the names
-- are one seek per player (the greatest spelling of a key is the last
-- entry of its stretch, src/store.rs `player_names`). It replaces the
-- index on the key alone, which it serves as well.
DROP INDEX IF EXISTS match_stats_player;
CREATE INDEX match_stats_player ON match_stats(player_key, player);
-- The match × seats of matches without analysis (a tenth of a typical
-- library, none once all are analysed): the banner's count reads them.
CREATE INDEX match_stats_unanalysed ON match_stats(match_id) WHERE analysed = 0;
