//! The decisions behind a figure: `blunderdb decisions`, the app's
//! drill-down lists and the report's worst decisions.
//!
//! A query takes the same selection as `stats` ([`Filter`]) and narrows it
//! to the decisions a figure counts: a histogram bar (`bucket`, the same
//! [`metrics::bucket`] the histogram uses), the Errors or Blunders card
//! (`min_error`, compared as the thresholds are), a kind of decision. The
//! list is worst first and paged; each row carries its three IDs.

use rusqlite::types::Value;
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};

use crate::breakdown::{By, CellKey};
use crate::error::{Error, Result};
use crate::ids::MatchState;
use crate::metrics::{DecisionFilter, HISTOGRAM_BOUNDS, THRESHOLD_EPS};
use crate::model::DecisionKind;
use crate::position::Board;
use crate::store::{Filter, Store};

/// The smallest error the `decisions_worst` index holds (migration 0001):
/// a query whose errors are all at least this reads through the index.
const INDEXED_FLOOR: f64 = 0.02;

/// Which decisions a list holds, by what the player decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum KindFilter {
    /// Checker plays.
    Checker,
    /// Every cube decision (double, no double, take, pass).
    Cube,
    /// Whether to double: the doubles and the no-doubles.
    Double,
    Take,
    Pass,
}

impl KindFilter {
    pub const NAMES: [&'static str; 5] = ["checker", "cube", "double", "take", "pass"];

    pub fn parse(s: &str) -> Option<KindFilter> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "checker" => KindFilter::Checker,
            "cube" => KindFilter::Cube,
            "double" => KindFilter::Double,
            "take" => KindFilter::Take,
            "pass" => KindFilter::Pass,
            _ => return None,
        })
    }

    /// Whether a stored kind code is of this filter.
    fn holds(self, code: u8) -> bool {
        match self {
            KindFilter::Checker => code == 0,
            KindFilter::Cube => code > 0,
            KindFilter::Double => code == 1 || code == 2,
            KindFilter::Take => code == 3,
            KindFilter::Pass => code == 4,
        }
    }
}

/// A page of the decisions behind a figure.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The selection, as for `stats` (its decision family included).
    pub filter: Filter,
    /// Only errors of at least this many EMG (inclusive, as the thresholds).
    pub min_error: Option<f64>,
    pub kind: Option<KindFilter>,
    /// Only the decisions of this histogram bar (0..=5).
    pub bucket: Option<usize>,
    /// Only the decisions of this cell of a breakdown (`phase=race`…),
    /// exactly those its row counts.
    pub breakdown: Option<CellKey>,
    pub limit: usize,
    /// Rows to skip (the page's start). Reads and drops every skipped
    /// row: a deep page is asked for [`Query::after`] its predecessor.
    pub offset: usize,
    /// The page after this row of the list (keyset paging: reads only
    /// the rows shown, however deep). Not with `offset` or `before`.
    pub after: Option<Cursor>,
    /// The page before this row of the list (the previous page).
    pub before: Option<Cursor>,
}

/// A row's place in the list (worst first, ties by match, game, seq):
/// the key a page is asked for after or before.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Cursor {
    /// The row's error (EMG). The error stored for the key is used when
    /// the decision is still there, so a value rounded on its way
    /// through JSON still finds its place.
    pub error: f64,
    #[serde(rename = "match")]
    pub match_no: i64,
    pub game: u32,
    pub seq: u32,
}

impl Cursor {
    /// The cursor of a listed row (every listed row has an error).
    pub fn of(d: &DecisionRow) -> Option<Cursor> {
        Some(Cursor {
            error: d.error?,
            match_no: d.match_no,
            game: d.game,
            seq: d.seq,
        })
    }

    /// `ERROR,MATCH,GAME,SEQ` (as `--after` takes it).
    pub fn parse(s: &str) -> Result<Cursor> {
        let bad = || {
            Error::Invalid(format!(
                "--after wants ERROR,MATCH,GAME,SEQ (the last row's error, match, game and seq), not \"{s}\""
            ))
        };
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        let [e, m, g, q] = parts[..] else {
            return Err(bad());
        };
        let error: f64 = e.parse().map_err(|_| bad())?;
        if !error.is_finite() || error < 0.0 {
            return Err(bad());
        }
        Ok(Cursor {
            error,
            match_no: m.parse().map_err(|_| bad())?,
            game: g.parse().map_err(|_| bad())?,
            seq: q.parse().map_err(|_| bad())?,
        })
    }
}

impl std::fmt::Display for Cursor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{},{},{},{}",
            self.error, self.match_no, self.game, self.seq
        )
    }
}

/// Most rows one page may hold.
pub const MAX_LIMIT: usize = 10_000;

/// One decision, with what a board diagram needs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DecisionRow {
    /// The match's number in the library.
    #[serde(rename = "match")]
    pub match_no: i64,
    pub game: u32,
    /// Order of the decision within its game: with `match` and `game`, its key.
    pub seq: u32,
    #[serde(rename = "move")]
    pub move_number: u32,
    pub player: String,
    pub opponent: String,
    /// The player's seat (0 = the match's first player).
    pub seat: u8,
    pub kind: String,
    /// The dice of a checker play (as written, `"43"`).
    pub dice: Option<String>,
    pub cube: u32,
    /// Who owned the cube: `"player"`, `"opponent"`, `"centre"`; null = unknown.
    pub cube_owner: Option<String>,
    pub played: String,
    pub best: Option<String>,
    pub error: Option<f64>,
    pub mwc_loss_pct: Option<f64>,
    pub position_id: Option<String>,
    pub match_id: Option<String>,
    pub xgid: Option<String>,
    /// Match length (0 = money) and the score before the game, the
    /// player's first.
    pub length: u32,
    pub score: [u32; 2],
    pub crawford: bool,
    /// The file the match was read from.
    pub source: String,
    /// The board (each seat's checkers from its own side), for the diagram.
    #[serde(skip)]
    pub board: Option<Board>,
    /// The match state behind the IDs; `None` when the cube's owner is
    /// unknown (rows written before it was stored).
    #[serde(skip)]
    pub state: Option<MatchState>,
    #[serde(skip)]
    pub decision_kind: Option<DecisionKind>,
}

/// The kind's display name (as the worst-decisions table writes it).
pub fn kind_name(k: Option<DecisionKind>) -> &'static str {
    match k {
        Some(DecisionKind::Checker) => "checker",
        Some(DecisionKind::NoDouble) => "no double",
        Some(DecisionKind::Double) => "double",
        Some(DecisionKind::Take) => "take",
        Some(DecisionKind::Pass) => "pass",
        None => "?",
    }
}

const ROW_COLUMNS: &str =
    "d.match_id, d.game, d.seq, d.move, d.seat, d.kind, d.dice, d.cube, d.owner,
    d.played, d.best, d.error, d.mwc_loss, d.position, m.length, m.jacoby, m.beavers, m.player0,
    m.player1, m.source, g.score0, g.score1, g.crawford";

fn row(r: &rusqlite::Row) -> rusqlite::Result<DecisionRow> {
    let seat = r.get::<_, i64>(4)?.clamp(0, 1) as u8;
    let kind = DecisionKind::from_code(r.get(5)?);
    let dice = r.get::<_, Option<i64>>(6)?.and_then(|d| {
        let (a, b) = (d / 10, d % 10);
        ((1..=6).contains(&a) && (1..=6).contains(&b)).then_some([a as u8, b as u8])
    });
    let cube = r.get::<_, i64>(7)?.clamp(1, 1 << 30) as u32;
    // 0/1 = seat, 2 = centred, NULL = unknown; a cube of 1 is never owned.
    let owner: Option<Option<u8>> = match r.get::<_, Option<i64>>(8)? {
        Some(0) => Some(Some(0)),
        Some(1) => Some(Some(1)),
        Some(_) => Some(None),
        None if cube == 1 => Some(None),
        None => None,
    };
    let position: Option<String> = r.get(13)?;
    let length = r.get::<_, i64>(14)?.max(0) as u32;
    let jacoby: bool = r.get(15)?;
    let beavers: bool = r.get(16)?;
    let players: [String; 2] = [r.get(17)?, r.get(18)?];
    let score = [
        r.get::<_, i64>(20)?.max(0) as u32,
        r.get::<_, i64>(21)?.max(0) as u32,
    ];
    let crawford: bool = r.get(22)?;
    // A take or pass is written from the doubler's side, who is on roll.
    let on_roll = match kind {
        Some(DecisionKind::Take | DecisionKind::Pass) => 1 - seat,
        _ => seat,
    };
    let board = position
        .as_deref()
        .and_then(|p| Board::from_position_id(p, on_roll));
    let state = match (kind, owner, board) {
        (Some(k), Some(owner), Some(_)) => {
            let mut st =
                MatchState::of_decision(k, seat, dice, cube, owner, length, score, crawford);
            st.jacoby = jacoby;
            st.beavers = beavers;
            Some(st)
        }
        _ => None,
    };
    let s = usize::from(seat);
    Ok(DecisionRow {
        match_no: r.get(0)?,
        game: r.get::<_, i64>(1)?.max(0) as u32,
        seq: r.get::<_, i64>(2)?.max(0) as u32,
        move_number: r.get::<_, i64>(3)?.max(0) as u32,
        player: players[s].clone(),
        opponent: players[1 - s].clone(),
        seat,
        kind: kind_name(kind).to_string(),
        dice: dice.map(|[a, b]| format!("{a}{b}")),
        cube,
        cube_owner: owner.map(|o| {
            match o {
                None => "centre",
                Some(o) if o == seat => "player",
                Some(_) => "opponent",
            }
            .to_string()
        }),
        played: r.get(9)?,
        best: r.get(10)?,
        error: r.get(11)?,
        mwc_loss_pct: r.get::<_, Option<f64>>(12)?.map(|x| x * 100.0),
        match_id: state.as_ref().map(MatchState::match_id),
        // The XGID draws the deciding player at the bottom, as the diagram.
        xgid: match (&state, &board) {
            (Some(st), Some(b)) => Some(st.xgid(b, seat)),
            _ => None,
        },
        position_id: position,
        length,
        score: [score[s], score[1 - s]],
        crawford,
        source: r.get(19)?,
        board,
        state,
        decision_kind: kind,
    })
}

/// The WHERE conditions of a query beyond the selection's, with their
/// arguments appended to `args`; and the range of errors (EMG) the query
/// can hold, lowest inclusive and highest exclusive (a bar's widened by a
/// hair), which each part of the list applies ([`Arm::bounds`]): the
/// lowest exactly (`--min-error`), both as the plain bounds SQLite reads
/// an index between.
fn conditions(q: &Query, args: &mut Vec<Value>) -> Result<(String, f64, Option<f64>)> {
    // The kinds are not here: each part of the list names its own
    // (`kinds`, `Arm::select`).
    let mut sql = String::from(" AND d.counts = 1 AND d.error IS NOT NULL");
    let mut lo = f64::NEG_INFINITY;
    let mut hi: Option<f64> = None;
    if let Some(b) = q.bucket {
        if b > HISTOGRAM_BOUNDS.len() {
            return Err(Error::Invalid(format!(
                "no histogram bar {b}: the bars are 0 to {}",
                HISTOGRAM_BOUNDS.len()
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
            By::Phase | By::CubeAction | By::Length => {}
        }
    }
    if let Some(e) = q.min_error {
        if !e.is_finite() || e < 0.0 {
            return Err(Error::Invalid(format!(
                "--min-error must be a non-negative number of EMG (got {e})"
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
/// phase's checker plays). Empty when they exclude each other.
fn kinds(q: &Query) -> Vec<u8> {
    let cell = q.breakdown.as_ref();
    family_kinds(q.filter.decisions)
        .iter()
        .copied()
        .filter(|&c| q.kind.is_none_or(|k| k.holds(c)))
        .filter(|&c| cell.and_then(CellKey::kind_code).is_none_or(|k| k == c))
        .filter(|&c| !cell.is_some_and(|x| x.by == By::Phase) || c == 0)
        .collect()
}

/// The stored kind codes of a decision family (0 checker, 1 no double,
/// 2 double, 3 take, 4 pass).
pub(crate) fn family_kinds(f: DecisionFilter) -> &'static [u8] {
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
pub(crate) fn kind_sql(kinds: &[u8], join: &str) -> String {
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

/// In the zero part (read in the table's order, not through an index), a
/// list of cube decisions only is narrowed to the matches that have some:
/// a take list of a library without takes read every decision (14 s at
/// 10,000 matches). `match_stats` counts every take and pass of a seat,
/// and its close cube decisions.
fn zero_guard(kinds: &[u8]) -> &'static str {
    match kinds {
        [] => "",
        _ if kinds.contains(&0) => "",
        [3] => " AND d.match_id IN (SELECT match_id FROM match_stats WHERE takes > 0)",
        [4] => " AND d.match_id IN (SELECT match_id FROM match_stats WHERE passes > 0)",
        _ => " AND d.match_id IN (SELECT match_id FROM match_stats WHERE cube_decisions > 0)",
    }
}

/// The parts of the error scale a list is read in, in order, each through
/// its own index: errors of at least [`INDEXED_FLOOR`] (`decisions_worst`),
/// the small ones above zero (`decisions_small`, migration 0004), and the
/// errors of zero (most decisions), which all tie and so come in the
/// order of the table itself. Reading them one after the other gives the
/// list worst first without sorting all the decisions of the selection.
fn arms(lo: f64, hi: Option<f64>) -> Vec<Arm> {
    let mut v = Vec::new();
    if hi.is_none_or(|h| h > INDEXED_FLOOR) {
        v.push(Arm {
            range: " AND d.error >= 0.02",
            from: INDEXED_FLOOR,
            from_inclusive: true,
            to: f64::INFINITY,
        });
    }
    if lo < INDEXED_FLOOR && hi.is_none_or(|h| h > 0.0) {
        v.push(Arm {
            range: " AND d.error > 0 AND d.error < 0.02",
            from: 0.0,
            from_inclusive: false,
            to: INDEXED_FLOOR,
        });
    }
    if lo <= 0.0 {
        // Errors are never negative (the readers clamp them at zero), so
        // these all tie: the table's order is the list's.
        v.push(Arm {
            range: " AND d.error <= 0",
            from: 0.0,
            from_inclusive: true,
            to: 0.0,
        });
    }
    v
}

/// One part of the error scale (see [`arms`]): its condition and the
/// errors it can hold (`to` exclusive, except for the zero part).
struct Arm {
    range: &'static str,
    from: f64,
    from_inclusive: bool,
    to: f64,
}

/// A page's cursor: where it is, whether the page is before it, and the
/// numbers of its error's and its key's parameters.
type Seek = (Cursor, bool, (usize, usize, usize, usize));

impl Arm {
    fn zero(&self) -> bool {
        self.to <= 0.0
    }

    /// The arm's order, worst first, or reversed (to read a previous page).
    fn order(&self, reverse: bool) -> &'static str {
        match (self.zero(), reverse) {
            (false, false) => "d.error DESC, d.match_id, d.game, d.seq",
            (false, true) => "d.error, d.match_id DESC, d.game DESC, d.seq DESC",
            (true, false) => "d.match_id, d.game, d.seq",
            (true, true) => "d.match_id DESC, d.game DESC, d.seq DESC",
        }
    }

    /// The arm's part of a list as one ordered `SELECT`: `select` (which
    /// names `d.error AS err, d.match_id AS mid, d.game AS gno, d.seq AS sq`
    /// among its columns), `from` and the conditions `wh`, for the kinds
    /// `kinds`. The error indexes are keyed by (kind, error): one kind is
    /// read in order from its stretch; several are each read so and merged
    /// (`UNION ALL … ORDER BY`, which SQLite merges rather than sorts).
    /// The zero part is read in the table's order, so by kind alone; and
    /// so is one player's list, which SQLite reads from the player's few
    /// matches and sorts (merging there sorted each kind apart: 4× slower).
    fn select(&self, select: &str, from: &str, wh: &str, list: &List) -> String {
        let (kinds, reverse) = (list.kinds, list.reverse);
        if self.zero() || kinds.len() == 1 || list.join != DECISIONS_FIRST {
            let guard = if self.zero() { zero_guard(kinds) } else { "" };
            return format!(
                "SELECT * FROM ({select} {from} {wh}{}{guard} ORDER BY {})",
                kind_sql(kinds, list.join),
                self.order(reverse)
            );
        }
        let branches: Vec<String> = kinds
            .iter()
            .map(|k| format!("{select} {from} {wh} AND d.kind = {k}"))
            .collect();
        let order = if reverse {
            "err, mid DESC, gno DESC, sq DESC"
        } else {
            "err DESC, mid, gno, sq"
        };
        format!(
            "SELECT * FROM ({} ORDER BY {order})",
            branches.join(" UNION ALL ")
        )
    }

    /// The arm's conditions on the error (before its `range`: of two
    /// bounds on one side, SQLite reads the index from the first written,
    /// and the `range` written as the partial index's is what lets SQLite
    /// use that index at all), within the query's range
    /// `lo..hi` and on the cursor's side of it: one plain lower and one
    /// plain upper bound, the tightest of the arm's, the query's and the
    /// cursor's (SQLite reads the index between them, so a deep page
    /// starts at the cursor), and at the cursor the tie on the error
    /// broken by the key. In the zero part the key alone, the table's
    /// primary key, does it. `None` when no row of the arm is on the
    /// cursor's side.
    fn bounds(
        &self,
        lo: f64,
        hi: Option<f64>,
        seek: Option<Seek>,
        args: &mut Vec<Value>,
    ) -> Option<String> {
        let key = "(d.match_id, d.game, d.seq)";
        if self.zero() {
            let mut sql = String::new();
            if let Some((c, before, (_, m, g, s))) = seek {
                match (before, c.error <= 0.0) {
                    (false, true) => sql += &format!(" AND {key} > (?{m}, ?{g}, ?{s})"),
                    (false, false) => {}
                    (true, true) => sql += &format!(" AND {key} < (?{m}, ?{g}, ?{s})"),
                    (true, false) => return None,
                }
            }
            return Some(sql);
        }
        let (mut lv, mut linc) = (self.from, self.from_inclusive);
        if lo > lv {
            (lv, linc) = (lo, true);
        }
        let uv = hi.map_or(self.to, |h| h.min(self.to));
        let push = |args: &mut Vec<Value>, x: f64| {
            args.push(Value::Real(x));
            args.len()
        };
        let lower = |args: &mut Vec<Value>| {
            let n = push(args, lv);
            format!(" AND d.error {} ?{n}", if linc { ">=" } else { ">" })
        };
        let upper = |args: &mut Vec<Value>| {
            if uv.is_finite() {
                let n = args.len() + 1;
                args.push(Value::Real(uv));
                format!(" AND d.error < ?{n}")
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
                    Some(
                        lower(args)
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
                    Some(
                        upper(args)
                            + &format!(
                        " AND d.error >= ?{e} AND (d.error > ?{e} OR {key} < (?{m}, ?{g}, ?{s}))"
                    ),
                    )
                }
            }
        }
    }
}

impl Store {
    /// A page of the decisions of a query, worst first (ties in the order
    /// of the matches and their games).
    pub fn decisions(&self, q: &Query) -> Result<Vec<DecisionRow>> {
        if q.limit > MAX_LIMIT {
            return Err(Error::Invalid(format!(
                "--limit {} is more than a page can hold ({MAX_LIMIT})",
                q.limit
            )));
        }
        if q.limit == 0 || !self.cell_may_hold(q)? {
            return Ok(Vec::new());
        }
        let cursor = match (q.after, q.before) {
            (Some(_), Some(_)) => {
                return Err(Error::Invalid(
                    "a page is asked for after a row or before one, not both".into(),
                ))
            }
            (Some(c), None) | (None, Some(c)) if q.offset > 0 => {
                return Err(Error::Invalid(format!(
                    "--offset {} and a cursor ({c}) cannot be used together",
                    q.offset
                )))
            }
            (Some(c), None) => Some((self.cursor_error(c)?, false)),
            (None, Some(c)) => Some((self.cursor_error(c)?, true)),
            (None, None) => None,
        };
        let reverse = cursor.is_some_and(|(_, before)| before);
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        if kinds.is_empty() {
            return Ok(Vec::new());
        }
        let at = cursor.map(|(c, _)| {
            args.push(Value::Real(c.error));
            args.push(Value::Integer(c.match_no));
            args.push(Value::Integer(i64::from(c.game)));
            args.push(Value::Integer(i64::from(c.seq)));
            let n = args.len();
            (n - 3, n - 2, n - 1, n)
        });
        let mut arms = arms(lo, hi);
        if reverse {
            arms.reverse();
        }
        let seek = cursor.zip(at).map(|((c, before), at)| (c, before, at));
        let parts: Vec<(Arm, String)> = arms
            .into_iter()
            .filter_map(|arm| {
                let bounds = arm.bounds(lo, hi, seek, &mut args)?;
                let wh = format!("{w}{bounds}{cond}{}", arm.range);
                Some((arm, wh))
            })
            .collect();
        if parts.is_empty() {
            return Ok(Vec::new());
        }
        let list = List {
            parts: &parts,
            kinds: &kinds,
            reverse,
            join: join_kind(&q.filter),
        };
        if let Some(cell) = q.breakdown.as_ref().filter(|c| c.per_decision()) {
            // Read worst first, keep the cell's decisions, stop when the
            // page is full.
            let mut keys = Vec::with_capacity(q.limit);
            let mut skip = q.offset;
            self.scan(&list, &args, cell, |key| {
                if skip > 0 {
                    skip -= 1;
                } else {
                    keys.push(key);
                }
                keys.len() < q.limit
            })?;
            if reverse {
                keys.reverse();
            }
            let mut rows = Vec::with_capacity(keys.len());
            for (m, g, sq) in keys {
                rows.extend(self.decision_at(m, g, sq)?);
            }
            return Ok(rows);
        }
        args.push(Value::Integer(q.limit as i64));
        let lim = args.len();
        args.push(Value::Integer(q.offset.min(i64::MAX as usize) as i64));
        let off = args.len();
        let from = format!(
            "FROM {} ON s.match_id = d.match_id AND s.seat = d.seat",
            list.join
        );
        let parts: Vec<String> = list
            .parts
            .iter()
            .map(|(arm, wh)| {
                arm.select(
                    "SELECT d.match_id AS mid, d.game AS gno, d.seq AS sq, d.error AS err",
                    &from,
                    wh,
                    &list,
                )
            })
            .collect();
        // The page's keys first, from decisions and the selection alone;
        // then the rest of each row for those only.
        let sql = format!(
            "WITH page AS ({} LIMIT ?{lim} OFFSET ?{off})
             SELECT {ROW_COLUMNS}
             FROM page p
             JOIN decisions d ON d.match_id = p.mid AND d.game = p.gno AND d.seq = p.sq
             JOIN matches m ON m.id = p.mid
             JOIN games g ON g.match_id = p.mid AND g.number = p.gno
             ORDER BY p.err DESC, p.mid, p.gno, p.sq",
            parts.join(" UNION ALL ")
        );
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let rows = stmt.query_map(rusqlite::params_from_iter(args), row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Reads the parts of a list in order and hands `f` the key of each
    /// decision of `cell`, until `f` says stop (returns false).
    fn scan(
        &self,
        scan: &List,
        args: &[Value],
        cell: &CellKey,
        mut f: impl FnMut((i64, u32, u32)) -> bool,
    ) -> Result<()> {
        let from = format!(
            "FROM {} ON s.match_id = d.match_id AND s.seat = d.seat
             JOIN games g ON g.match_id = d.match_id AND g.number = d.game",
            scan.join
        );
        for (arm, wh) in scan.parts {
            let sql = arm.select(
                "SELECT d.match_id AS mid, d.game AS gno, d.seq AS sq, d.kind, d.seat, d.position,
                        s.length, g.score0, g.score1, d.error AS err",
                &from,
                wh,
                scan,
            );
            let mut stmt = self.connection().prepare_cached(&sql)?;
            // The parts share one list of parameters, each using its own
            // and the selection's: bind those the statement has.
            for i in 1..=stmt.parameter_count() {
                let v = args.get(i - 1).cloned().unwrap_or(Value::Null);
                stmt.raw_bind_parameter(i, v)?;
            }
            let mut rows = stmt.raw_query();
            while let Some(r) = rows.next()? {
                let Some(kind) = DecisionKind::from_code(r.get(3)?) else {
                    continue;
                };
                let seat = r.get::<_, i64>(4)?.clamp(0, 1) as u8;
                let position: Option<String> = r.get(5)?;
                let length = r.get::<_, i64>(6)?.max(0) as u32;
                let score = [
                    r.get::<_, i64>(7)?.max(0) as u32,
                    r.get::<_, i64>(8)?.max(0) as u32,
                ];
                if !cell.holds(kind, seat, position.as_deref(), length, score) {
                    continue;
                }
                let key = (
                    r.get(0)?,
                    r.get::<_, i64>(1)?.max(0) as u32,
                    r.get::<_, i64>(2)?.max(0) as u32,
                );
                if !f(key) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// The cursor with the error stored for its key, when the decision is
    /// still in the library (else as given).
    fn cursor_error(&self, c: Cursor) -> Result<Cursor> {
        let stored: Option<Option<f64>> = self
            .connection()
            .prepare_cached(
                "SELECT error FROM decisions WHERE match_id = ?1 AND game = ?2 AND seq = ?3",
            )?
            .query_row(rusqlite::params![c.match_no, c.game, c.seq], |r| r.get(0))
            .optional()?;
        Ok(Cursor {
            error: stored.flatten().unwrap_or(c.error),
            ..c
        })
    }

    /// Whether any match × seat has decisions in the query's breakdown
    /// cell (its stored breakdown rows): an empty cell is known at once,
    /// where reading the list would look at every decision.
    fn cell_may_hold(&self, q: &Query) -> Result<bool> {
        let Some(cell) = q.breakdown.as_ref().filter(|c| c.by != By::Length) else {
            return Ok(true);
        };
        let found: Option<i64> = self
            .connection()
            .prepare_cached(
                "SELECT 1 FROM match_breakdown WHERE dim = ?1 AND key = ?2 AND decisions > 0 LIMIT 1",
            )?
            .query_row(rusqlite::params![cell.by.as_str(), cell.key], |r| r.get(0))
            .optional()?;
        Ok(found.is_some())
    }

    /// How many decisions a query's pages hold in all.
    pub fn decision_count(&self, q: &Query) -> Result<u64> {
        if !self.cell_may_hold(q)? {
            return Ok(0);
        }
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        if kinds.is_empty() {
            return Ok(0);
        }
        if let Some(cell) = q.breakdown.as_ref().filter(|c| c.per_decision()) {
            let parts: Vec<(Arm, String)> = arms(lo, hi)
                .into_iter()
                .filter_map(|arm| {
                    let bounds = arm.bounds(lo, hi, None, &mut args)?;
                    let wh = format!("{w}{bounds}{cond}{}", arm.range);
                    Some((arm, wh))
                })
                .collect();
            let list = List {
                parts: &parts,
                kinds: &kinds,
                reverse: false,
                join: join_kind(&q.filter),
            };
            let mut n = 0u64;
            self.scan(&list, &args, cell, |_| {
                n += 1;
                true
            })?;
            return Ok(n);
        }
        let mut range = String::new();
        if lo.is_finite() {
            args.push(Value::Real(lo));
            range += &format!(" AND d.error >= ?{}", args.len());
        }
        if let Some(h) = hi {
            args.push(Value::Real(h));
            range += &format!(" AND d.error < ?{}", args.len());
        }
        // One player's count starts from the player's match × seats, as
        // their pages do ([`join_kind`]); the planner is left the rest.
        let pair = if q.filter.player.is_some() {
            PLAYER_FIRST
        } else {
            PLANNER_PAIR
        };
        let sql = format!(
            "SELECT count(*) FROM {pair} ON s.match_id = d.match_id AND s.seat = d.seat
             {w}{cond}{}{range}",
            kind_sql(&kinds, pair)
        );
        let n: i64 = self
            .connection()
            .query_row(&sql, rusqlite::params_from_iter(args), |r| r.get(0))?;
        Ok(n.max(0) as u64)
    }

    /// One decision by its key, analysed or not.
    pub fn decision_at(&self, match_id: i64, game: u32, seq: u32) -> Result<Option<DecisionRow>> {
        let sql = format!(
            "SELECT {ROW_COLUMNS}
             FROM decisions d
             JOIN matches m ON m.id = d.match_id
             JOIN games g ON g.match_id = d.match_id AND g.number = d.game
             WHERE d.match_id = ?1 AND d.game = ?2 AND d.seq = ?3"
        );
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let mut rows = stmt.query_map(rusqlite::params![match_id, game, seq], row)?;
        Ok(rows.next().transpose()?)
    }

    /// Every stored decision of a match, in the order played.
    pub fn match_decisions(&self, match_id: i64) -> Result<Vec<DecisionRow>> {
        let sql = format!(
            "SELECT {ROW_COLUMNS}
             FROM decisions d
             JOIN matches m ON m.id = d.match_id
             JOIN games g ON g.match_id = d.match_id AND g.number = d.game
             WHERE d.match_id = ?1 ORDER BY d.game, d.seq"
        );
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let rows = stmt.query_map([match_id], row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }
}

/// A list's parts as the SQL is built from them: each arm with its
/// conditions, the kinds, the direction and how the decisions meet their
/// match × seat ([`join_kind`]).
struct List<'a> {
    parts: &'a [(Arm, String)],
    kinds: &'a [u8],
    reverse: bool,
    join: &'a str,
}

/// How a page's decisions meet their match × seat, as the start of the
/// `FROM` (SQLite keeps the order of a `CROSS JOIN`). Walking the decisions
/// worst first and checking each one's match stops after a page, where
/// SQLite would otherwise read a length's or a date range's every match
/// and sort all its decisions (seconds at 10,000 matches). One player's
/// list starts from the player's few match × seats and sorts their
/// decisions: left to the planner, a list of cube decisions walked the
/// error index of every kind instead (0.2–0.45 s at 10,000 matches).
fn join_kind(f: &Filter) -> &'static str {
    if f.player.is_some() {
        PLAYER_FIRST
    } else {
        DECISIONS_FIRST
    }
}

/// The pair of a list walked worst first ([`join_kind`]).
pub(crate) const DECISIONS_FIRST: &str = "decisions d CROSS JOIN match_stats s";
/// The pair of one player's list ([`join_kind`], [`kind_sql`]).
pub(crate) const PLAYER_FIRST: &str = "match_stats s CROSS JOIN decisions d";
/// The pair whose order the planner chooses (a count, the worst
/// decisions of a selection without a player).
pub(crate) const PLANNER_PAIR: &str = "decisions d JOIN match_stats s";
