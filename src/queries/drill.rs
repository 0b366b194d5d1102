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

use crate::library::record::{self, Item, Part, Record, INDEXED_FLOOR};
use crate::library::store::{Filter, Store, StoredMatch};
use crate::metrics::{DecisionFilter, HISTOGRAM_BOUNDS, THRESHOLD_EPS};
use crate::model::ids::MatchState;
use crate::model::position::Board;
use crate::model::DecisionKind;
use crate::queries::breakdown::{By, CellKey};
use crate::queries::{Error, Result};

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
            Error::invalid(format!(
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

/// A listed decision's row, from its match and its stored record.
pub(crate) fn row_of(m: &StoredMatch, rec: &Record, d: &Item) -> DecisionRow {
    let seat = d.seat.min(1);
    let kind = DecisionKind::from_code(i64::from(d.kind));
    let cube = d.cube.clamp(1, 1 << 30);
    // A cube of 1 is never owned: an older row without its owner is centred.
    let owner: Option<Option<u8>> = match d.owner {
        Some(o @ (0 | 1)) => Some(Some(o)),
        Some(_) => Some(None),
        None if cube == 1 => Some(None),
        None => None,
    };
    let position = rec.position(d).map(str::to_string);
    let score = m.score(d.game);
    let crawford = m.crawford(d.game);
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
                MatchState::of_decision(k, seat, d.dice, cube, owner, m.length, score, crawford);
            st.jacoby = m.jacoby;
            st.beavers = m.beavers;
            Some(st)
        }
        _ => None,
    };
    let s = usize::from(seat);
    DecisionRow {
        match_no: m.id,
        game: d.game,
        seq: d.seq,
        move_number: d.move_number,
        player: m.players[s].clone(),
        opponent: m.players[1 - s].clone(),
        seat,
        kind: kind_name(kind).to_string(),
        dice: d.dice.map(|[a, b]| format!("{a}{b}")),
        cube,
        cube_owner: owner.map(|o| {
            match o {
                None => "centre",
                Some(o) if o == seat => "player",
                Some(_) => "opponent",
            }
            .to_string()
        }),
        played: rec.played(d).to_string(),
        best: rec.best(d).map(str::to_string),
        error: d.error,
        mwc_loss_pct: d.mwc_loss.map(|x| x * 100.0),
        match_id: state.as_ref().map(MatchState::match_id),
        // The XGID draws the deciding player at the bottom, as the diagram.
        xgid: match (&state, &board) {
            (Some(st), Some(b)) => Some(st.xgid(b, seat)),
            _ => None,
        },
        position_id: position,
        length: m.length,
        score: [score[s], score[1 - s]],
        crawford,
        source: m.source.clone(),
        board,
        state,
        decision_kind: kind,
    }
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
    // `decision_errors` holds counted, analysed decisions only.
    let mut sql = String::new();
    let mut lo = f64::NEG_INFINITY;
    let mut hi: Option<f64> = None;
    if let Some(b) = q.bucket {
        if b > HISTOGRAM_BOUNDS.len() {
            return Err(Error::invalid(format!(
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
            return Err(Error::invalid(format!(
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

/// The parts of the error scale a list is read in, in the list's order:
/// the errors of [`INDEXED_FLOOR`] and more, each with its row in
/// `decision_errors` (read in order through its (kind, error) index); the
/// three parts below it that the histogram's bars cut ([`Part::Small`]),
/// read from the records of the match × seats in the order of their
/// largest error there (`seat_errors`); and the errors of zero, which all
/// tie and so come in the order of the matches. Reading them one after the
/// other gives the list worst first without sorting the selection.
fn parts(q: &Query, lo: f64, hi: Option<f64>) -> Vec<Part> {
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
fn part_floor(p: Part) -> f64 {
    match p {
        Part::Zero => 0.0,
        Part::Small(0) => 0.0,
        Part::Small(r) => HISTOGRAM_BOUNDS[r - 1] / 1000.0 - 1e-9,
        Part::Indexed => INDEXED_FLOOR,
    }
}

/// The errors of `decision_errors` as one arm of SQL: its bounds within
/// the query's range and on the cursor's side.
struct Arm;

/// A page's cursor: where it is, whether the page is before it, and the
/// numbers of its error's and its key's parameters.
type Seek = (Cursor, bool, (usize, usize, usize, usize));

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
    fn select(select: &str, from: &str, wh: &str, list: &List) -> String {
        let (kinds, reverse) = (list.kinds, list.reverse);
        if kinds.len() == 1 || list.join != DECISIONS_FIRST {
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
    fn bounds(
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
struct Key {
    error: f64,
    mid: i64,
    game: u32,
    seq: u32,
}

impl Key {
    fn of(c: &Cursor) -> Key {
        Key {
            error: c.error,
            mid: c.match_no,
            game: c.game,
            seq: c.seq,
        }
    }

    /// The list's order.
    fn cmp(&self, o: &Key) -> std::cmp::Ordering {
        o.error
            .total_cmp(&self.error)
            .then(self.mid.cmp(&o.mid))
            .then(self.game.cmp(&o.game))
            .then(self.seq.cmp(&o.seq))
    }
}

/// What a list asks of each decision read from a record (the conditions
/// the SQL of the indexed part states), and the selection's SQL.
struct Plan<'a> {
    q: &'a Query,
    kinds: Vec<u8>,
    /// The lowest error (inclusive): the bar's and `--min-error`'s.
    lo: f64,
    /// The selection over `s` (a match × seat), with its arguments.
    w: String,
    args: Vec<Value>,
}

impl Plan<'_> {
    /// Whether a stored decision of match × seat is in the list.
    fn holds(&self, m: &StoredMatch, rec: &Record, d: &Item) -> bool {
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
    fn whole_families(&self) -> bool {
        let cube = self.kinds.iter().filter(|&&k| k > 0).count();
        (cube == 0 || cube == 4) && !self.q.breakdown.as_ref().is_some_and(|c| c.per_decision())
    }

    /// `seat_errors x`'s columns of part `r` for the plan's families:
    /// (count, largest error).
    fn small_columns(&self, r: usize) -> (String, String) {
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
    fn seats_from(&self) -> (&'static str, String) {
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

/// Decoded records and their matches, read once per list.
#[derive(Default)]
struct Records {
    cache: std::collections::HashMap<i64, std::rc::Rc<(StoredMatch, Record)>>,
}

impl Records {
    fn get(
        &mut self,
        conn: &rusqlite::Connection,
        id: i64,
    ) -> Result<Option<std::rc::Rc<(StoredMatch, Record)>>> {
        if let Some(x) = self.cache.get(&id) {
            return Ok(Some(x.clone()));
        }
        let Some(m) = crate::library::store::stored_match(conn, id)? else {
            return Ok(None);
        };
        let rec = crate::library::store::load_record(conn, id)?;
        let x = std::rc::Rc::new((m, rec));
        self.cache.insert(id, x.clone());
        Ok(Some(x))
    }

    /// The rows of decisions by their keys (match, game, seq), in that
    /// order; a key no longer stored is left out.
    fn rows(
        &mut self,
        conn: &rusqlite::Connection,
        keys: &[(i64, u32, u32)],
    ) -> Result<Vec<DecisionRow>> {
        let mut rows = Vec::with_capacity(keys.len());
        for &(mid, game, seq) in keys {
            if let Some(x) = self.get(conn, mid)? {
                if let Some(d) = x.1.find(game, seq) {
                    rows.push(row_of(&x.0, &x.1, d));
                }
            }
        }
        Ok(rows)
    }
}

impl Store {
    /// A page of the decisions of a query, worst first (ties in the order
    /// of the matches and their games).
    pub fn decisions(&self, q: &Query) -> Result<Vec<DecisionRow>> {
        if q.limit > MAX_LIMIT {
            return Err(Error::invalid(format!(
                "--limit {} is more than a page can hold ({MAX_LIMIT})",
                q.limit
            )));
        }
        if q.limit == 0 || !self.cell_may_hold(q)? {
            return Ok(Vec::new());
        }
        let cursor = match (q.after, q.before) {
            (Some(_), Some(_)) => {
                return Err(Error::invalid(
                    "a page is asked for after a row or before one, not both",
                ))
            }
            (Some(c), None) | (None, Some(c)) if q.offset > 0 => {
                return Err(Error::invalid(format!(
                    "--offset {} and a cursor ({c}) cannot be used together",
                    q.offset
                )))
            }
            (Some(c), None) => Some((self.cursor_error(c)?, false)),
            (None, Some(c)) => Some((self.cursor_error(c)?, true)),
            (None, None) => None,
        };
        let mut records = Records::default();
        let Some((plan, hi)) = self.list_plan(q)? else {
            return Ok(Vec::new());
        };
        let need = q.offset.saturating_add(q.limit);
        let reverse = cursor.is_some_and(|(_, before)| before);
        let mut parts = parts(q, plan.lo, hi);
        if reverse {
            parts.reverse();
        }
        let mut keys: Vec<Key> = Vec::new();
        for part in parts {
            if keys.len() >= need {
                break;
            }
            let want = need - keys.len();
            let mut found = self.part_keys(&plan, part, cursor, want, &mut records)?;
            if reverse {
                // The part's last rows before the cursor, nearest first.
                found.reverse();
            }
            keys.extend(found);
        }
        if reverse {
            keys.reverse();
        }
        let keys: Vec<Key> = if reverse {
            let n = keys.len();
            keys.into_iter().skip(n.saturating_sub(q.limit)).collect()
        } else {
            keys.into_iter().skip(q.offset).take(q.limit).collect()
        };
        let keys: Vec<(i64, u32, u32)> = keys.iter().map(|k| (k.mid, k.game, k.seq)).collect();
        records.rows(self.connection(), &keys)
    }

    /// The query's plan and the exclusive upper bound of its errors (a
    /// bar's); `None` when its kinds exclude each other.
    fn list_plan<'a>(&self, q: &'a Query) -> Result<Option<(Plan<'a>, Option<f64>)>> {
        let mut scratch = Vec::new();
        let (_, lo, hi) = conditions(q, &mut scratch)?;
        let kinds = kinds(q);
        if kinds.is_empty() {
            return Ok(None);
        }
        let (mut w, mut args) = Store::where_clause(&q.filter);
        if let Some(l) = q.breakdown.as_ref().and_then(CellKey::length) {
            args.push(Value::Integer(i64::from(l)));
            w += &format!(" AND s.length = ?{}", args.len());
        }
        Ok(Some((
            Plan {
                q,
                kinds,
                lo,
                w,
                args,
            },
            hi,
        )))
    }

    /// The keys of one part of a list on the cursor's side, at most
    /// `want`: after the cursor (or from the start) the first ones, before
    /// it the last ones; in the list's order.
    fn part_keys(
        &self,
        plan: &Plan,
        part: Part,
        cursor: Option<(Cursor, bool)>,
        want: usize,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        match part {
            Part::Indexed => self.indexed_keys(plan.q, cursor, Some(want), records),
            Part::Small(r) => self.small_keys(plan, r, cursor, Some(want), records),
            Part::Zero => self.zero_keys(plan, cursor, Some(want), records),
        }
    }

    /// The errors of `decision_errors` of a list, read in order through
    /// the index; `want` = `None` reads them all (a count).
    fn indexed_keys(
        &self,
        q: &Query,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        let reverse = cursor.is_some_and(|(_, before)| before);
        let at = cursor.map(|(c, _)| {
            args.push(Value::Real(c.error));
            args.push(Value::Integer(c.match_no));
            args.push(Value::Integer(i64::from(c.game)));
            args.push(Value::Integer(i64::from(c.seq)));
            let n = args.len();
            (n - 3, n - 2, n - 1, n)
        });
        let seek = cursor.zip(at).map(|((c, before), at)| (c, before, at));
        let Some(bounds) = Arm::bounds(lo, hi, seek, &mut args) else {
            return Ok(Vec::new());
        };
        let wh = format!("{w}{bounds}{cond}");
        let list = List {
            kinds: &kinds,
            reverse,
            join: join_kind(&q.filter),
        };
        let from = format!(
            "FROM {} ON s.match_id = d.match_id AND s.seat = d.seat",
            list.join
        );
        let cell = q.breakdown.as_ref().filter(|c| c.per_decision());
        let mut sql = Arm::select(
            "SELECT d.match_id AS mid, d.game AS gno, d.seq AS sq, d.error AS err",
            &from,
            &wh,
            &list,
        );
        if let (Some(n), None) = (want, cell) {
            args.push(Value::Integer(n.min(i64::MAX as usize) as i64));
            sql += &format!(" LIMIT ?{}", args.len());
        }
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let key = Key {
                mid: r.get(0)?,
                game: r.get::<_, i64>(1)?.clamp(0, i64::from(u32::MAX)) as u32,
                seq: r.get::<_, i64>(2)?.clamp(0, i64::from(u32::MAX)) as u32,
                error: r.get(3)?,
            };
            if let Some(cell) = cell {
                let Some(x) = records.get(self.connection(), key.mid)? else {
                    continue;
                };
                let (m, rec) = (&x.0, &x.1);
                let Some(d) = rec.find(key.game, key.seq) else {
                    continue;
                };
                let Some(k) = DecisionKind::from_code(i64::from(d.kind)) else {
                    continue;
                };
                if !cell.holds(k, d.seat, rec.position(d), m.length, m.score(d.game)) {
                    continue;
                }
            }
            out.push(key);
            if want.is_some_and(|n| out.len() >= n) {
                break;
            }
        }
        if reverse {
            out.reverse();
        }
        Ok(out)
    }

    /// The errors of part `r` below the floor ([`Part::Small`]), read from
    /// the records of the selection's match × seats in the order of their
    /// largest error there: once the page is full and the next match ×
    /// seat's largest is below its last row, no later one can enter.
    /// Before a cursor, every match × seat that can hold a row before it
    /// is read. `want` = `None` reads them all (a count).
    fn small_keys(
        &self,
        plan: &Plan,
        r: usize,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let (_, max) = plan.small_columns(r);
        let (from, w) = plan.seats_from();
        let mut args = plan.args.clone();
        // Rows before the cursor have an error at least its.
        let floor = match cursor {
            Some((c, true)) => plan.lo.max(c.error),
            _ => plan.lo,
        };
        args.push(Value::Real(floor));
        let mask: i64 = plan.kinds.iter().map(|k| 1i64 << k).sum();
        let base = format!(
            "SELECT x.match_id, x.seat, {max} AS mx FROM {from} {w}
             AND (x.small_kinds & {mask}) != 0 AND mx > 0 AND mx >= ?{}",
            args.len()
        );
        let before = cursor.is_some_and(|(_, b)| b);
        // A page after the cursor takes the match × seats a chunk at a
        // time, by SQLite's bounded sort (at 100,000 matches reading all
        // 200,000 and sorting them took 0.2 s); a count or a page before
        // the cursor reads them all.
        let chunk = want.filter(|_| !before).map(|n| (2 * n).max(64));
        let at = cursor.map(|(c, _)| Key::of(&c));
        let on_side = |k: &Key| match (at, before) {
            (None, _) => true,
            (Some(c), false) => k.cmp(&c) == std::cmp::Ordering::Greater,
            (Some(c), true) => k.cmp(&c) == std::cmp::Ordering::Less,
        };
        let mut found: Vec<Key> = Vec::new();
        let mut last: Option<(f64, i64, u8)> = None;
        'chunks: loop {
            let mut args = args.clone();
            let mut sql = base.clone();
            if let Some((mx, mid, seat)) = last {
                args.push(Value::Real(mx));
                let a = args.len();
                args.push(Value::Integer(mid));
                args.push(Value::Integer(i64::from(seat)));
                sql += &format!(
                    " AND (mx < ?{a} OR (mx = ?{a} AND (x.match_id, x.seat) > (?{}, ?{})))",
                    a + 1,
                    a + 2
                );
            }
            if let Some(k) = chunk {
                args.push(Value::Integer(k as i64));
                sql += &format!(
                    " ORDER BY mx DESC, x.match_id, x.seat LIMIT ?{}",
                    args.len()
                );
            }
            let mut seats: Vec<(f64, i64, u8)> = {
                let mut stmt = self.connection().prepare_cached(&sql)?;
                let rows = stmt.query_map(rusqlite::params_from_iter(args), |r| {
                    Ok((r.get(2)?, r.get(0)?, r.get::<_, i64>(1)?.clamp(0, 1) as u8))
                })?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            if chunk.is_none() {
                seats.sort_unstable_by(|a, b| {
                    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2))
                });
            }
            let read = seats.len();
            for (mx, mid, seat) in seats {
                if let (Some(n), false) = (want, before) {
                    if found.len() >= n {
                        found.sort_by(Key::cmp);
                        found.truncate(n);
                        if mx < found[n - 1].error {
                            break 'chunks;
                        }
                    }
                }
                last = Some((mx, mid, seat));
                let Some(x) = records.get(self.connection(), mid)? else {
                    continue;
                };
                let (m, rec) = (&x.0, &x.1);
                for d in rec.items.iter().filter(|d| d.seat == seat) {
                    let Some(e) = d.error else { continue };
                    if record::Part::of(e) != Part::Small(r) || !plan.holds(m, rec, d) {
                        continue;
                    }
                    let k = Key {
                        error: e,
                        mid,
                        game: d.game,
                        seq: d.seq,
                    };
                    if on_side(&k) {
                        found.push(k);
                    }
                }
            }
            if chunk.is_none_or(|k| read < k) {
                break;
            }
        }
        found.sort_by(Key::cmp);
        if let Some(n) = want {
            if before {
                let len = found.len();
                found.drain(..len.saturating_sub(n));
            } else {
                found.truncate(n);
            }
        }
        Ok(found)
    }

    /// The errors of zero, in the order of the matches (they all tie):
    /// the selection's match × seats that have some of the list's kinds
    /// (`seat_errors.zero_kinds`), from the cursor's match on.
    fn zero_keys(
        &self,
        plan: &Plan,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let before = cursor.is_some_and(|(_, b)| b);
        let at = cursor.map(|(c, _)| Key::of(&c));
        // A cursor above zero: every zero is after it (and none before).
        let at = match (at, before) {
            (Some(c), false) if c.error > 0.0 => None,
            (Some(c), true) if c.error > 0.0 => return Ok(Vec::new()),
            (a, _) => a,
        };
        let mask: i64 = plan.kinds.iter().map(|k| 1i64 << k).sum();
        let (from, w) = plan.seats_from();
        let mut args = plan.args.clone();
        args.push(Value::Integer(mask));
        let mut sql = format!(
            "SELECT x.match_id, x.seat FROM {from} {w} AND (x.zero_kinds & ?{}) != 0",
            args.len()
        );
        if let Some(c) = at {
            args.push(Value::Integer(c.mid));
            sql += &format!(
                " AND x.match_id {} ?{}",
                if before { "<=" } else { ">=" },
                args.len()
            );
        }
        sql += if before {
            " ORDER BY x.match_id DESC, x.seat"
        } else {
            " ORDER BY x.match_id, x.seat"
        };
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut found: Vec<Key> = Vec::new();
        // The selected seats of one match, read together: their decisions
        // interleave in the list's order.
        let mut current: Option<(i64, [bool; 2])> = None;
        let mut flush = |cur: (i64, [bool; 2]), found: &mut Vec<Key>| -> Result<()> {
            let (mid, seats) = cur;
            let Some(x) = records.get(self.connection(), mid)? else {
                return Ok(());
            };
            let (m, rec) = (&x.0, &x.1);
            let mut here: Vec<Key> = rec
                .items
                .iter()
                .filter(|d| seats[usize::from(d.seat.min(1))])
                .filter(|d| d.error.is_some_and(|e| e <= 0.0) && plan.holds(m, rec, d))
                .map(|d| Key {
                    error: 0.0,
                    mid,
                    game: d.game,
                    seq: d.seq,
                })
                .filter(|k| match at {
                    None => true,
                    Some(c) if before => (k.mid, k.game, k.seq) < (c.mid, c.game, c.seq),
                    Some(c) => (k.mid, k.game, k.seq) > (c.mid, c.game, c.seq),
                })
                .collect();
            if before {
                here.reverse();
            }
            found.extend(here);
            Ok(())
        };
        while let Some(r) = rows.next()? {
            let mid: i64 = r.get(0)?;
            let seat = r.get::<_, i64>(1)?.clamp(0, 1) as usize;
            match &mut current {
                Some((m, seats)) if *m == mid => seats[seat] = true,
                _ => {
                    if let Some(cur) = current.take() {
                        flush(cur, &mut found)?;
                        if want.is_some_and(|n| found.len() >= n) {
                            break;
                        }
                    }
                    let mut seats = [false; 2];
                    seats[seat] = true;
                    current = Some((mid, seats));
                }
            }
        }
        if let Some(cur) = current.filter(|_| want.is_none_or(|n| found.len() < n)) {
            flush(cur, &mut found)?;
        }
        if let Some(n) = want {
            found.truncate(n);
        }
        if before {
            // Read backwards: the nearest first; the list's order is the reverse.
            found.reverse();
        }
        Ok(found)
    }

    /// The cursor with the error stored for its key, when the decision is
    /// still in the library (else as given).
    fn cursor_error(&self, c: Cursor) -> Result<Cursor> {
        let rec = crate::library::store::load_record(self.connection(), c.match_no)?;
        let stored = rec.find(c.game, c.seq).and_then(|d| d.error);
        Ok(Cursor {
            error: stored.unwrap_or(c.error),
            ..c
        })
    }

    /// Whether any match × seat has decisions in the query's breakdown
    /// cell (the library's summed cells): an empty cell is known at once,
    /// where reading the list would look at every decision.
    fn cell_may_hold(&self, q: &Query) -> Result<bool> {
        let Some(cell) = q.breakdown.as_ref().filter(|c| c.by != By::Length) else {
            return Ok(true);
        };
        let found: Option<i64> = self
            .connection()
            .prepare_cached(
                "SELECT 1 FROM breakdown_rollup WHERE dim = ?1 AND key = ?2 AND decisions > 0 LIMIT 1",
            )?
            .query_row(rusqlite::params![cell.by.as_str(), cell.key], |r| r.get(0))
            .optional()?;
        Ok(found.is_some())
    }

    /// How many decisions a query's pages hold in all. The parts below the
    /// floor are summed from `seat_errors` when the query takes them whole
    /// (a bar, the whole list, a family); otherwise their records are read.
    pub fn decision_count(&self, q: &Query) -> Result<u64> {
        if !self.cell_may_hold(q)? {
            return Ok(0);
        }
        let Some((plan, hi)) = self.list_plan(q)? else {
            return Ok(0);
        };
        let mut records = Records::default();
        let mut n = 0u64;
        for part in parts(q, plan.lo, hi) {
            let whole = plan.whole_families() && plan.lo <= part_floor(part);
            n += match part {
                Part::Indexed => self.indexed_count(q, &mut records)?,
                Part::Small(r) if whole => self.sum_seats(&plan, &plan.small_columns(r).0)?,
                Part::Zero if whole => {
                    let chk = plan.kinds.contains(&0);
                    let cube = plan.kinds.iter().any(|&k| k > 0);
                    let col = match (chk, cube) {
                        (true, false) => "x.chk_z",
                        (false, true) => "x.cube_z",
                        _ => "x.chk_z + x.cube_z",
                    };
                    self.sum_seats(&plan, col)?
                }
                Part::Small(r) => self.small_keys(&plan, r, None, None, &mut records)?.len() as u64,
                Part::Zero => self.zero_keys(&plan, None, None, &mut records)?.len() as u64,
            };
        }
        Ok(n)
    }

    /// Σ `col` of `seat_errors x` over the selection.
    fn sum_seats(&self, plan: &Plan, col: &str) -> Result<u64> {
        let (from, w) = plan.seats_from();
        let sql = format!("SELECT coalesce(sum({col}), 0) FROM {from} {w}");
        let n: i64 = self.connection().query_row(
            &sql,
            rusqlite::params_from_iter(plan.args.clone()),
            |r| r.get(0),
        )?;
        Ok(n.max(0) as u64)
    }

    /// How many rows of `decision_errors` a query holds.
    fn indexed_count(&self, q: &Query, records: &mut Records) -> Result<u64> {
        if q.breakdown.as_ref().is_some_and(|c| c.per_decision()) {
            return Ok(self.indexed_keys(q, None, None, records)?.len() as u64);
        }
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        let mut range = String::new();
        args.push(Value::Real(lo.max(INDEXED_FLOOR)));
        range += &format!(" AND d.error >= ?{}", args.len());
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
        let Some(m) = crate::library::store::stored_match(self.connection(), match_id)? else {
            return Ok(None);
        };
        let rec = crate::library::store::load_record(self.connection(), match_id)?;
        Ok(rec.find(game, seq).map(|d| row_of(&m, &rec, d)))
    }

    /// Every stored decision of a match, in the order played.
    pub fn match_decisions(&self, match_id: i64) -> Result<Vec<DecisionRow>> {
        let Some(m) = crate::library::store::stored_match(self.connection(), match_id)? else {
            return Ok(Vec::new());
        };
        let rec = crate::library::store::load_record(self.connection(), match_id)?;
        Ok(rec.items.iter().map(|d| row_of(&m, &rec, d)).collect())
    }
}

/// The SQL of a list's indexed part: the kinds, the direction and how the
/// decisions meet their match × seat ([`join_kind`]).
struct List<'a> {
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
pub(crate) const DECISIONS_FIRST: &str = "decision_errors d CROSS JOIN match_stats s";
/// The pair of one player's list ([`join_kind`], [`kind_sql`]).
pub(crate) const PLAYER_FIRST: &str = "match_stats s CROSS JOIN decision_errors d";
/// The pair whose order the planner chooses (a count, the worst
/// decisions of a selection without a player).
pub(crate) const PLANNER_PAIR: &str = "decision_errors d JOIN match_stats s";

/// One of the worst decisions of a selection.
#[derive(Debug, Clone, Serialize)]
pub struct WorstDecision {
    pub match_id: i64,
    pub player: String,
    pub opponent: String,
    pub source: String,
    pub game: u32,
    pub move_number: u32,
    pub kind: String,
    pub dice: Option<String>,
    pub played: String,
    pub best: Option<String>,
    pub error: f64,
    pub mwc_loss_pct: Option<f64>,
}

impl WorstDecision {
    fn of(d: &DecisionRow) -> WorstDecision {
        WorstDecision {
            match_id: d.match_no,
            player: d.player.clone(),
            opponent: d.opponent.clone(),
            source: d.source.clone(),
            game: d.game,
            move_number: d.move_number,
            kind: d.kind.clone(),
            dice: d.dice.clone(),
            played: d.played.clone(),
            best: d.best.clone(),
            error: d.error.unwrap_or(0.0),
            mwc_loss_pct: d.mwc_loss_pct,
        }
    }
}

impl Store {
    /// The `n` worst counted decisions of the selection: the first page
    /// of its list ([`Store::decisions`]). One player's were first looked
    /// for among the library's 5,000 worst errors, which took 9–16 ms at
    /// 10,000 matches and 35–56 ms at 100,000 where the player's own page
    /// (read from the player's match × seats since `drill::join_kind`)
    /// takes 1.0–1.6 ms and 5–13 ms.
    pub fn worst_decisions(&self, f: &Filter, n: usize) -> Result<Vec<WorstDecision>> {
        let rows = self.decisions(&Query {
            filter: f.clone(),
            limit: n,
            ..Default::default()
        })?;
        Ok(rows.iter().map(WorstDecision::of).collect())
    }
}
