-- Schema version 3: what analysed each match, and the transcripts that
-- `blunderdb analyse` hands to gnuBG.
--
-- `analysis` says what analysed the match: 'xg' or 'gnubg' for an imported
-- analysed file (as the file says), 'gnubg 2-ply' (etc.) for a match that
-- blunderDB had gnuBG analyse, NULL for a bare transcript.
-- `analysis_version` is the analysing program's version when blunderDB ran it.
ALTER TABLE matches ADD COLUMN analysis TEXT;
ALTER TABLE matches ADD COLUMN analysis_version TEXT;
UPDATE matches SET analysis = CASE format WHEN 'xg' THEN 'xg' ELSE 'gnubg' END WHERE analysed = 1;

-- The file a match without analysis came from (deflate-compressed), so it
-- can be analysed later even when the file has moved. `kind` is the format
-- gnuBG is given it in: 'mat' (import mat) or 'sgf' (load match).
CREATE TABLE transcripts (
    match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
    kind     TEXT NOT NULL,
    data     BLOB NOT NULL
);
