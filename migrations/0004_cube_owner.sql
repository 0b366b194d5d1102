-- Schema version 4: who owned the cube at each decision, so a stored
-- decision gives its gnuBG Match ID and its XGID (with the game's score,
-- the match length and the decision's own dice, cube and position).
--
-- `owner`: 0 / 1 = the seat owning the cube, 2 = centred, NULL = unknown
-- (rows written before this version, and decisions without a position).
-- An older row whose cube is 1 is read as centred: a cube of 1 is never owned.
ALTER TABLE decisions ADD COLUMN owner INTEGER;

-- The drill-down lists read the decisions of a histogram bar worst first.
-- Errors of 0.02 EMG and more are in `decisions_worst` (migration 0001);
-- this index holds the smaller errors above zero (about a tenth of the
-- decisions of real matches), so a bar of small errors is read in order
-- too. Errors of zero, most decisions, all tie and are read in the
-- table's own order.
CREATE INDEX decisions_small ON decisions(error DESC) WHERE counts = 1 AND error > 0 AND error < 0.02;
