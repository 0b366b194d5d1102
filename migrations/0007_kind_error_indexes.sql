-- Schema version 7: the decisions ordered by error are indexed per kind.
--
-- The drill-down lists and the worst decisions read the decisions worst
-- first through two partial indexes (errors of at least 0.02 EMG, and the
-- smaller ones above zero). Ordered by the error alone, a list of one kind
-- (`decisions --kind checker`, a take or pass list, a cube-action cell)
-- had to look up the table row of every better decision of the other
-- kinds to reject it: 0.2 s for checker plays, 14 s for an empty take list
-- at 10,000 matches. Keyed by (kind, error), a list of one kind reads its
-- own stretch, and a list of several kinds reads each kind's stretch and
-- merges them (`UNION ALL … ORDER BY`, which SQLite merges in order, see
-- src/drill.rs). The indexes hold the same entries as before: an import
-- writes no more.
DROP INDEX decisions_worst;
CREATE INDEX decisions_worst ON decisions(kind, error DESC) WHERE counts = 1 AND error >= 0.02;
DROP INDEX decisions_small;
CREATE INDEX decisions_small ON decisions(kind, error DESC) WHERE counts = 1 AND error > 0 AND error < 0.02;
