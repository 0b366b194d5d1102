-- The worst-first lists read `decision_errors` band by band (0011) and
-- sort each band's rows by error. The band index held no error, so each
-- row of a band was looked up in the table for it: at 1,000,000 synthetic
-- matches, whose cube errors are spread evenly below 0.2, the top band
-- holds 27,000 rows and the first page took 100 ms. This index carries
-- the error after the decision's key: a band is sorted from the index
-- alone (6 ms). A new match's errors still go at the end of each kind ×
-- band's stretch (its id is the largest), so an import writes as few
-- pages as before; the index is 8 bytes a row larger.
CREATE INDEX IF NOT EXISTS decision_errors_band_error ON decision_errors(kind, band DESC, match_id, game, seq, error);
DROP INDEX IF EXISTS decision_errors_band;
