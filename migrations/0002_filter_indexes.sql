-- Schema version 2: indexes for the filters of the Stats tab (date range,
-- match length), so a filtered query over a large library stays an index
-- range scan.
CREATE INDEX match_stats_date ON match_stats(date);
CREATE INDEX match_stats_length ON match_stats(length);
