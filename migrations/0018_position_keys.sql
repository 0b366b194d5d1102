-- Schema version 18: finding a pasted position (#41).
--
-- `search --position ID` and the Positions tab's paste look a position up
-- by a key: a 32-bit hash of its checkers, the player on roll's first
-- (`library::position_keys::key_of`). One row per match and distinct key,
-- not per decision: a hit's decisions are then found by replaying that
-- match's search blob (`match_features`), which also judges the cube and
-- score, so a hash collision or a stale row costs one blob read, never a
-- wrong answer. About 10 bytes a distinct position of a match.
--
-- The keys are computed from the stored blobs, not at import (an import
-- writes nothing more): a search first keys the matches not yet keyed
-- (`position_keys_done`). A blob written again (a match replaced by its
-- analysis) or removed un-marks its match, through the triggers, so the
-- next search keys it again.
--
-- Every statement may run again (IF NOT EXISTS), as 0016 and 0017.
CREATE TABLE IF NOT EXISTS position_keys (
    key      INTEGER NOT NULL,
    match_id INTEGER NOT NULL,
    PRIMARY KEY (key, match_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS position_keys_done (
    match_id INTEGER PRIMARY KEY
);
CREATE TRIGGER IF NOT EXISTS position_keys_insert AFTER INSERT ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = NEW.match_id;
END;
CREATE TRIGGER IF NOT EXISTS position_keys_update AFTER UPDATE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
END;
CREATE TRIGGER IF NOT EXISTS position_keys_delete AFTER DELETE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
END;
