-- A claim takes the club's oldest ready jobs (`ORDER BY queued_at,
-- match_id LIMIT n FOR UPDATE SKIP LOCKED`). With the index of 0001 on
-- `queued_at` alone, PostgreSQL read and sorted every ready job of the
-- club for each claim (3 ms at 10,000 queued, growing with the queue);
-- this one hands them out in order, so a claim reads the few it takes
-- (0.15 ms at 10,000; docs/performance.md, "Club server (#30)").
CREATE INDEX analysis_jobs_ready_club ON analysis_jobs (club_id, queued_at, match_id)
    WHERE state IN ('queued', 'running');
DROP INDEX analysis_jobs_ready;
