-- Schema version 4: who owned the cube at each decision, so a stored
-- decision gives its gnuBG Match ID and its XGID (with the game's score,
-- the match length and the decision's own dice, cube and position).
--
-- `owner`: 0 / 1 = the seat owning the cube, 2 = centred, NULL = unknown
-- (rows written before this version, and decisions without a position).
-- An older row whose cube is 1 is read as centred: a cube of 1 is never owned.
ALTER TABLE decisions ADD COLUMN owner INTEGER;
