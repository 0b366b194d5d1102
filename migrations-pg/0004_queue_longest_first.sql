-- A claim hands out the longest of the ready jobs queued together first
-- (`ORDER BY queued_at, work DESC, match_id`), as a local `analyse` does:
-- at the end of a run the matches still under way are short ones, so no
-- worker waits long for the last. `work` is the size of the library's
-- compressed copy of the match's transcript (`AnalysisTarget::work`),
-- known when it is queued; jobs queued before this migration count 0 and
-- keep their order.
ALTER TABLE analysis_jobs ADD COLUMN work BIGINT NOT NULL DEFAULT 0;
CREATE INDEX analysis_jobs_ready_work ON analysis_jobs (club_id, queued_at, work DESC, match_id)
    WHERE state IN ('queued', 'running');
DROP INDEX analysis_jobs_ready_club;
