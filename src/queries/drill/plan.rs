//! How a query becomes SQL: its conditions beyond the selection's and the
//! range of errors it can hold ([`conditions`]), the kind codes it takes
//! ([`kinds`], [`kind_sql`]), the parts of the error scale a list is read
//! in ([`parts`]), the bounds and order of the indexed part ([`Arm`],
//! [`List`], [`join_kind`]), a decision's place in a list ([`Key`]) and what
//! a list asks of each decision read from a record ([`Plan`]). Pure: the
//! reading is in `list`.

use rusqlite::types::Value;

use crate::library::record::{Item, Part, Record, INDEXED_FLOOR};
use crate::library::store::{Filter, StoredMatch};
use crate::metrics::{DecisionFilter, HISTOGRAM_BOUNDS, THRESHOLD_EPS};
use crate::model::DecisionKind;
use crate::queries::breakdown::{By, CellKey};
use crate::queries::{Error, Result};

use super::{Cursor, Query};

/// The WHERE conditions of a query beyond the selection's, with their
/// arguments appended to `args`; and the range of errors (EMG) the query
/// can hold, lowest inclusive and highest exclusive (a bar's widened by a
/// hair), which each part of the list applies ([`Arm::bounds`]): the
/// lowest exactly (`--min-error`), both as the plain bounds SQLite reads
/// an index between.
pub(super) fn conditions(q: &Query, args: &mut Vec<Value>) -> Result<(String, f64, Option<f64>)> {
    // The kinds are not here: each part of the list names its own
    // (`kinds`, `Arm::select`).
    // `decision_errors` holds counted, analysed decisions only.
    let mut sql = String::new();
    let mut lo = f64::NEG_INFINITY;
    let mut hi: Option<f64> = None;
    if let Some(b) = q.bucket {
        if b > HISTOGRAM_BOUNDS.len() {
            return Err(Error::invalid(crate::msg!(
                "query-drill-no-bar",
                bar = b,
                last = HISTOGRAM_BOUNDS.len()
            )));
        }
        // Exactly `metrics::bucket`: milli < bound − 1e-6 decides the bar.
        // The plain bounds beside it (a hair wider) let SQLite read only
        // that stretch of an index.
        if b > 0 {
            let l = HISTOGRAM_BOUNDS[b - 1] - 1e-6;
            args.push(Value::Real(l));
            sql += &format!(" AND d.error * 1000.0 >= ?{}", args.len());
            lo = l / 1000.0 - 1e-9;
        }
        if b < HISTOGRAM_BOUNDS.len() {
            let h = HISTOGRAM_BOUNDS[b] - 1e-6;
            args.push(Value::Real(h));
            sql += &format!(" AND d.error * 1000.0 < ?{}", args.len());
            hi = Some(h / 1000.0 + 1e-9);
        }
    }
    if let Some(cell) = &q.breakdown {
        // What SQL can say of the cell: exactly (a cube action, a length),
        // or narrowed to the checker plays (a phase) or to the match ×
        // seats that have decisions at that score (their stored breakdown
        // row); the rest is `CellKey::holds`, row by row.
        if let Some(l) = cell.length() {
            args.push(Value::Integer(i64::from(l)));
            sql += &format!(" AND s.length = ?{}", args.len());
        }
        match cell.by {
            By::Score => {
                args.push(Value::Text(cell.key.clone()));
                sql += &format!(
                    " AND EXISTS (SELECT 1 FROM match_breakdown b WHERE b.dim = 'score' AND b.key = ?{}
                       AND b.cube = (d.kind > 0) AND b.match_id = d.match_id AND b.seat = d.seat)",
                    args.len()
                );
            }
            By::Phase | By::Plan | By::CubeAction | By::Length => {}
        }
    }
    if let Some(e) = q.min_error {
        if !e.is_finite() || e < 0.0 {
            return Err(Error::invalid(crate::msg!(
                "query-drill-min-error",
                value = e
            )));
        }
        // As `Thresholds::is_error`: inclusive, with the same slack (a
        // bound of each part of the list, `Arm::bounds`).
        lo = lo.max(e - THRESHOLD_EPS);
    }
    Ok((sql, lo, hi))
}

/// The stored kind codes a query's decisions can have: its decision
/// family, `--kind`, and a breakdown cell's kind (a cube action's; a
/// phase's or a game plan's checker plays). Empty when they exclude each other.
pub(super) fn kinds(q: &Query) -> Vec<u8> {
    let cell = q.breakdown.as_ref();
    family_kinds(q.filter.decisions)
        .iter()
        .copied()
        .filter(|&c| q.kind.is_none_or(|k| k.holds(c)))
        .filter(|&c| cell.and_then(CellKey::kind_code).is_none_or(|k| k == c))
        .filter(|&c| !cell.is_some_and(|x| matches!(x.by, By::Phase | By::Plan)) || c == 0)
        .collect()
}

/// The stored kind codes of a decision family (0 checker, 1 no double,
/// 2 double, 3 take, 4 pass).
fn family_kinds(f: DecisionFilter) -> &'static [u8] {
    match f {
        DecisionFilter::All => &[0, 1, 2, 3, 4],
        DecisionFilter::Checker => &[0],
        DecisionFilter::Cube => &[1, 2, 3, 4],
    }
}

/// `AND d.kind …` for a set of kind codes (nothing for all five), in a
/// list whose decisions meet their match × seat by `join` ([`join_kind`]).
/// One player's list reads each match's decisions by the table's key:
/// there the kind is written `+d.kind`, which SQLite cannot look up in an
/// index, or it would search the error index (keyed by kind) once per
/// match × seat of the player (33 s for a player's checker plays at 10,000
/// matches, 0.01 s by the key).
pub(super) fn kind_sql(kinds: &[u8], join: &str) -> String {
    let col = if join == PLAYER_FIRST {
        "+d.kind"
    } else {
        "d.kind"
    };
    match kinds {
        [k] => format!(" AND {col} = {k}"),
        _ if kinds.len() >= 5 => String::new(),
        _ => {
            let list: Vec<String> = kinds.iter().map(u8::to_string).collect();
            format!(" AND {col} IN ({})", list.join(", "))
        }
    }
}

/// The parts of the error scale a list is read in, in the list's order:
/// the errors of [`INDEXED_FLOOR`] and more, each with its row in
/// `decision_errors` (read in order through its (kind, error) index); the
/// three parts below it that the histogram's bars cut ([`Part::Small`]),
/// read from the records of the match × seats in the order of their
/// largest error there (`seat_errors`); and the errors of zero, which all
/// tie and so come in the order of the matches. Reading them one after the
/// other gives the list worst first without sorting the selection.
pub(super) fn parts(q: &Query, lo: f64, hi: Option<f64>) -> Vec<Part> {
    let mut v = Vec::new();
    if hi.is_none_or(|h| h > INDEXED_FLOOR) {
        v.push(Part::Indexed);
    }
    if lo < INDEXED_FLOOR {
        for r in (0..3).rev() {
            if q.bucket.is_none_or(|b| b == r) {
                v.push(Part::Small(r));
            }
        }
    }
    if lo <= 0.0 && q.bucket.is_none_or(|b| b == 0) {
        v.push(Part::Zero);
    }
    v
}

/// The lowest error of a part below the floor: a query whose lower bound
/// is at most this holds the whole part.
pub(super) fn part_floor(p: Part) -> f64 {
    match p {
        Part::Zero => 0.0,
        Part::Small(0) => 0.0,
        Part::Small(r) => HISTOGRAM_BOUNDS[r - 1] / 1000.0 - 1e-9,
        Part::Indexed => INDEXED_FLOOR,
    }
}

/// The errors of `decision_errors` as one arm of SQL: its bounds within
/// the query's range and on the cursor's side.
pub(super) struct Arm;

/// A page's cursor: where it is, whether the page is before it, and the
/// numbers of its error's and its key's parameters.
pub(super) type Seek = (Cursor, bool, (usize, usize, usize, usize));

impl Arm {
    /// The arm's order, worst first, or reversed (to read a previous page):
    /// by band first (migration 0011), which the index gives, then within
    /// a band by error and key, which SQLite sorts band by band.
    fn order(reverse: bool) -> &'static str {
        if reverse {
            "d.band, d.error, d.match_id DESC, d.game DESC, d.seq DESC"
        } else {
            "d.band DESC, d.error DESC, d.match_id, d.game, d.seq"
        }
    }

    /// The arm as one ordered `SELECT`: `select` (which names `d.error AS
    /// err, d.match_id AS mid, d.game AS gno, d.seq AS sq` among its
    /// columns), `from` and the conditions `wh`, for the kinds `kinds`.
    /// The index is keyed by (kind, error): one kind is read in order from
    /// its stretch; several are each read so and merged (`UNION ALL …
    /// ORDER BY`, which SQLite merges rather than sorts). One player's
    /// list is read from the player's few matches and sorted (merging
    /// there sorted each kind apart: 4× slower).
    pub(super) fn select(select: &str, from: &str, wh: &str, list: &List) -> String {
        let (kinds, reverse) = (list.kinds, list.reverse);
        if kinds.len() == 1 || list.join == PLAYER_FIRST {
            return format!(
                "SELECT * FROM ({select} {from} {wh}{} ORDER BY {})",
                kind_sql(kinds, list.join),
                Arm::order(reverse)
            );
        }
        let branches: Vec<String> = kinds
            .iter()
            .map(|k| format!("{select}, d.band AS bd {from} {wh} AND d.kind = {k}"))
            .collect();
        let order = if reverse {
            "bd, err, mid DESC, gno DESC, sq DESC"
        } else {
            "bd DESC, err DESC, mid, gno, sq"
        };
        format!(
            "SELECT * FROM ({} ORDER BY {order})",
            branches.join(" UNION ALL ")
        )
    }

    /// The arm's conditions on the error, within the query's range
    /// `lo..hi` and on the cursor's side of it: one plain lower and one
    /// plain upper bound, the tightest of the floor's, the query's and the
    /// cursor's (SQLite reads the index between them, so a deep page
    /// starts at the cursor), and at the cursor the tie on the error
    /// broken by the key. `None` when no row is on the cursor's side.
    pub(super) fn bounds(
        lo: f64,
        hi: Option<f64>,
        seek: Option<Seek>,
        args: &mut Vec<Value>,
    ) -> Option<String> {
        let key = "(d.match_id, d.game, d.seq)";
        let (mut lv, mut linc) = (INDEXED_FLOOR, true);
        if lo > lv {
            (lv, linc) = (lo, true);
        }
        let uv = hi.unwrap_or(f64::INFINITY);
        let push = |args: &mut Vec<Value>, x: f64| {
            args.push(Value::Real(x));
            args.len()
        };
        // Each bound on the error comes with its band's (migration 0011),
        // which the index can read between.
        let band = |args: &mut Vec<Value>, e: f64, op: &str| {
            args.push(Value::Integer(crate::library::record::band(e)));
            format!(" AND d.band {op} ?{}", args.len())
        };
        let lower = |args: &mut Vec<Value>| {
            let b = band(args, lv, ">=");
            let n = push(args, lv);
            format!("{b} AND d.error {} ?{n}", if linc { ">=" } else { ">" })
        };
        let upper = |args: &mut Vec<Value>| {
            if uv.is_finite() {
                let b = band(args, uv, "<=");
                let n = push(args, uv);
                format!("{b} AND d.error < ?{n}")
            } else {
                String::new()
            }
        };
        let below_lower = |e: f64| e < lv || (e == lv && !linc);
        match seek {
            None => Some(lower(args) + &upper(args)),
            Some((c, false, (e, m, g, s))) => {
                if below_lower(c.error) {
                    // Every row of the arm is worse: before the cursor.
                    None
                } else if c.error < uv {
                    let b = band(args, c.error, "<=");
                    Some(
                        lower(args)
                            + &b
                            + &format!(
                        " AND d.error <= ?{e} AND (d.error < ?{e} OR {key} > (?{m}, ?{g}, ?{s}))"
                    ),
                    )
                } else {
                    // Every row of the arm is better: after the cursor.
                    Some(lower(args) + &upper(args))
                }
            }
            Some((c, true, (e, m, g, s))) => {
                if c.error >= uv {
                    None
                } else if below_lower(c.error) {
                    Some(lower(args) + &upper(args))
                } else {
                    let b = band(args, c.error, ">=");
                    Some(
                        upper(args)
                            + &b
                            + &format!(
                        " AND d.error >= ?{e} AND (d.error > ?{e} OR {key} < (?{m}, ?{g}, ?{s}))"
                    ),
                    )
                }
            }
        }
    }
}

/// A decision's place in a list: worst first, ties by match, game, seq.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Key {
    pub(super) error: f64,
    pub(super) mid: i64,
    pub(super) game: u32,
    pub(super) seq: u32,
}

impl Key {
    pub(super) fn of(c: &Cursor) -> Key {
        Key {
            error: c.error,
            mid: c.match_no,
            game: c.game,
            seq: c.seq,
        }
    }

    /// The list's order.
    pub(super) fn cmp(&self, o: &Key) -> std::cmp::Ordering {
        o.error
            .total_cmp(&self.error)
            .then(self.mid.cmp(&o.mid))
            .then(self.game.cmp(&o.game))
            .then(self.seq.cmp(&o.seq))
    }
}

/// What a list asks of each decision read from a record (the conditions
/// the SQL of the indexed part states), and the selection's SQL.
pub(super) struct Plan<'a> {
    pub(super) q: &'a Query,
    pub(super) kinds: Vec<u8>,
    /// The lowest error (inclusive): the bar's and `--min-error`'s.
    pub(super) lo: f64,
    /// The selection over `s` (a match × seat), with its arguments.
    pub(super) w: String,
    pub(super) args: Vec<Value>,
}

impl Plan<'_> {
    /// Whether a stored decision of match × seat is in the list.
    pub(super) fn holds(&self, m: &StoredMatch, rec: &Record, d: &Item) -> bool {
        let (true, Some(e)) = (d.counts, d.error) else {
            return false;
        };
        if !self.kinds.contains(&d.kind) || e < self.lo {
            return false;
        }
        if self
            .q
            .bucket
            .is_some_and(|b| crate::metrics::bucket(e) != b)
        {
            return false;
        }
        match (
            &self.q.breakdown,
            DecisionKind::from_code(i64::from(d.kind)),
        ) {
            (Some(cell), Some(k)) if cell.per_decision() => {
                cell.holds(k, d.seat, rec.position(d), m.length, m.score(d.game))
            }
            (_, k) => k.is_some(),
        }
    }

    /// The families whose whole part a row of `seat_errors` counts: the
    /// kinds are whole families and no decision needs its own look.
    pub(super) fn whole_families(&self) -> bool {
        let cube = self.kinds.iter().filter(|&&k| k > 0).count();
        (cube == 0 || cube == 4) && !self.q.breakdown.as_ref().is_some_and(|c| c.per_decision())
    }

    /// `seat_errors x`'s columns of part `r` for the plan's families:
    /// (count, largest error).
    pub(super) fn small_columns(&self, r: usize) -> (String, String) {
        let chk = self.kinds.contains(&0);
        let cube = self.kinds.iter().any(|&k| k > 0);
        match (chk, cube) {
            (true, false) => (format!("x.chk_{r}"), format!("x.chk_{r}_max")),
            (false, true) => (format!("x.cube_{r}"), format!("x.cube_{r}_max")),
            _ => (
                format!("x.chk_{r} + x.cube_{r}"),
                format!("max(coalesce(x.chk_{r}_max, -1), coalesce(x.cube_{r}_max, -1))"),
            ),
        }
    }

    /// The selection's match × seats joined to their `seat_errors x`: one
    /// player's from the player's rows of `match_stats`; otherwise
    /// `seat_errors` alone, which repeats the date and length.
    pub(super) fn seats_from(&self) -> (&'static str, String) {
        if self.q.filter.player.is_some() {
            (
                "match_stats s CROSS JOIN seat_errors x ON x.match_id = s.match_id AND x.seat = s.seat",
                self.w.clone(),
            )
        } else {
            // The selection without a player names only these two columns.
            (
                "seat_errors x",
                self.w
                    .replace("s.date", "x.date")
                    .replace("s.length", "x.length"),
            )
        }
    }
}

/// The SQL of a list's indexed part: the kinds, the direction and how the
/// decisions meet their match × seat ([`join_kind`]).
pub(super) struct List<'a> {
    pub(super) kinds: &'a [u8],
    pub(super) reverse: bool,
    pub(super) join: &'a str,
}

/// How a page's decisions meet their match × seat, as the start of the
/// `FROM` (SQLite keeps the order of a `CROSS JOIN`). Walking the decisions
/// worst first and checking each one's match stops after a page, where
/// SQLite would otherwise read a length's or a date range's every match
/// and sort all its decisions (seconds at 10,000 matches). One player's
/// list starts from the player's few match × seats and sorts their
/// decisions: left to the planner, a list of cube decisions walked the
/// error index of every kind instead (0.2–0.45 s at 10,000 matches).
///
/// A list that asks nothing of the match × seat (no player, dates or
/// length, no cell's length) reads the decisions alone: every row of
/// `decision_errors` has its match × seat, and checking it cost half of a
/// first page at 1,000,000 matches (a lookup for each row of the top
/// band, which SQLite sorts whole).
pub(super) fn join_kind(f: &Filter, cell: Option<&CellKey>) -> &'static str {
    // Every field, so that a new one is weighed here.
    let Filter {
        player,
        date_from,
        date_to,
        length,
        decisions: _,
    } = f;
    if player.is_some() {
        PLAYER_FIRST
    } else if date_from.is_some()
        || date_to.is_some()
        || length.is_some()
        || cell.is_some_and(|c| c.length().is_some())
    {
        DECISIONS_FIRST
    } else {
        DECISIONS_ALONE
    }
}

/// The `FROM` of a list's indexed part, its decisions meeting their match
/// × seat by `join` ([`join_kind`]).
pub(super) fn from_sql(join: &str) -> String {
    if join == DECISIONS_ALONE {
        format!("FROM {join}")
    } else {
        format!("FROM {join} ON s.match_id = d.match_id AND s.seat = d.seat")
    }
}

/// The pair of a list walked worst first ([`join_kind`]).
const DECISIONS_FIRST: &str = "decision_errors d CROSS JOIN match_stats s";
/// The decisions of a list walked worst first that asks nothing of their
/// match × seat ([`join_kind`]).
const DECISIONS_ALONE: &str = "decision_errors d";
/// The pair of one player's list ([`join_kind`], [`kind_sql`]).
pub(super) const PLAYER_FIRST: &str = "match_stats s CROSS JOIN decision_errors d";
/// The pair whose order the planner chooses (a count, the worst
/// decisions of a selection without a player).
pub(super) const PLANNER_PAIR: &str = "decision_errors d JOIN match_stats s";
