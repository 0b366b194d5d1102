-- Schema version 19: a pasted position's decisions from the keys alone
-- (#41). At 100,000 matches, replaying the search blob of every match
-- that holds a position took 150 ms for a middle-game position held in
-- 5,000 matches and 390 ms for the opening: over the 50 ms a paste may
-- take.
--
-- `position_keys` keeps one row per match and distinct key, now with the
-- decisions made there (`hits`: each one's entry, seat, cube and score,
-- error, and the position hash's other 32 bits, 15 bytes a decision,
-- `library::position_keys`), so a paste counts and orders its decisions
-- from the rows of its key and reads only the rows it shows.
--
-- Each keying has a generation (the settings' `position_keys_gen`); a row
-- counts only while its match's `position_keys_done` row has its
-- generation, so a blob written again or removed (the triggers delete
-- that row) leaves no stale decision behind.
--
-- The matches to key are listed as their blobs are written
-- (`position_keys_todo`, by the triggers): finding them by what is not
-- done read the whole `match_features` table, blobs and all, at every
-- paste (about 100 ms at 100,000 matches). Every match is keyed again at
-- the next paste.
--
-- Every statement may run again, as 0016 to 0018.
DROP TABLE IF EXISTS position_keys;
CREATE TABLE position_keys (
    key      INTEGER NOT NULL,
    match_id INTEGER NOT NULL,
    gen      INTEGER NOT NULL,
    hits     BLOB NOT NULL,
    PRIMARY KEY (key, match_id)
) WITHOUT ROWID;
DROP TABLE IF EXISTS position_keys_done;
CREATE TABLE position_keys_done (
    match_id INTEGER PRIMARY KEY,
    gen      INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS position_keys_todo (
    match_id INTEGER PRIMARY KEY
);
INSERT OR IGNORE INTO position_keys_todo(match_id) SELECT match_id FROM match_features;
DROP TRIGGER IF EXISTS position_keys_insert;
DROP TRIGGER IF EXISTS position_keys_update;
DROP TRIGGER IF EXISTS position_keys_delete;
CREATE TRIGGER position_keys_insert AFTER INSERT ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = NEW.match_id;
    INSERT OR IGNORE INTO position_keys_todo(match_id) VALUES (NEW.match_id);
END;
CREATE TRIGGER position_keys_update AFTER UPDATE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
    INSERT OR IGNORE INTO position_keys_todo(match_id) VALUES (NEW.match_id);
END;
CREATE TRIGGER position_keys_delete AFTER DELETE ON match_features
BEGIN
    DELETE FROM position_keys_done WHERE match_id = OLD.match_id;
    DELETE FROM position_keys_todo WHERE match_id = OLD.match_id;
END;
