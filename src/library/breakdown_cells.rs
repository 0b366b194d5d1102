//! The breakdown cells, kept up to date on every write: what the
//! breakdowns need is stored at import, next to `match_stats`, in the
//! `match_breakdown` table (one row per match × seat × dimension × key ×
//! decision family) and summed per month in `breakdown_rollup`. The rules
//! that put a decision in its cells ([`cells_of`]) are here, with the
//! store; [`crate::queries::breakdown`] reads the cells and documents the
//! dimensions.

use std::collections::BTreeMap;

use rusqlite::{params, params_from_iter, Connection, ToSql};
use serde::Serialize;

use crate::library::{Error, Result};
use crate::metrics::Thresholds;
use crate::model::features::plan;
use crate::model::position::Board;
use crate::model::{DecisionKind, Match};

/// Both pip counts at least this high (with contact) is the opening.
pub const OPENING_PIPS: u32 = 145;

/// The settings key recording that `match_breakdown` holds every match.
pub const FILLED_KEY: &str = "breakdowns_filled";

/// The settings key recording that `match_breakdown` holds every match's
/// game-plan rows (`plan`, added after the other four dimensions): a
/// library without it gets them when opened (`Store::fill_breakdowns`).
pub const PLAN_FILLED_KEY: &str = "breakdowns_plan_filled";

/// What a breakdown groups by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum By {
    CubeAction,
    Phase,
    Score,
    Length,
    Plan,
}

impl By {
    pub const ALL: [By; 5] = [By::CubeAction, By::Phase, By::Score, By::Length, By::Plan];

    pub fn as_str(self) -> &'static str {
        match self {
            By::CubeAction => "cube-action",
            By::Phase => "phase",
            By::Score => "score",
            By::Length => "length",
            By::Plan => "plan",
        }
    }
}

/// The keys of the cube-action breakdown, in order.
pub const CUBE_KEYS: [&str; 4] = ["missed_double", "wrong_double", "wrong_take", "wrong_pass"];
/// The keys of the phase breakdown, in order (`unknown` only when present).
pub const PHASE_KEYS: [&str; 5] = ["opening", "middle", "race", "bearoff", "unknown"];
/// The keys of the game-plan breakdown, in order: the names of
/// [`crate::model::features::Plan::ALL`], then `unknown` (only when present).
pub const PLAN_KEYS: [&str; 11] = [
    "race",
    "bear_in",
    "crunch",
    "back_game",
    "ace_point",
    "blitz",
    "prime_vs_prime",
    "mutual_holding",
    "holding",
    "contact",
    "unknown",
];

/// The cube-action key of a cube decision's kind.
pub fn cube_key(kind: DecisionKind) -> Option<&'static str> {
    match kind {
        DecisionKind::NoDouble => Some(CUBE_KEYS[0]),
        DecisionKind::Double => Some(CUBE_KEYS[1]),
        DecisionKind::Take => Some(CUBE_KEYS[2]),
        DecisionKind::Pass => Some(CUBE_KEYS[3]),
        DecisionKind::Checker => None,
    }
}

/// The phase of a checker play made by `seat` in the position `position`
/// (a gnuBG Position ID with `seat` on roll).
pub fn phase(position: Option<&str>, seat: u8) -> &'static str {
    match position.and_then(|p| Board::from_position_id(p, seat)) {
        Some(b) => phase_of_board(&b, seat),
        None => "unknown",
    }
}

/// The phase of the position `b` with `seat` on roll.
pub fn phase_of_board(b: &Board, seat: u8) -> &'static str {
    let me = usize::from(seat.min(1));
    if !b.contact() {
        if b.checkers[me][6..].iter().all(|&n| n == 0) {
            "bearoff"
        } else {
            "race"
        }
    } else if b.pips(0) >= OPENING_PIPS && b.pips(1) >= OPENING_PIPS {
        "opening"
    } else {
        "middle"
    }
}

/// The game plan of a checker play made by `seat` in the position
/// `position` (a gnuBG Position ID with `seat` on roll), from the mover's
/// side ([`crate::model::features::plan`]); `unknown` without a position.
pub fn plan_key(position: Option<&str>, seat: u8) -> &'static str {
    match position.and_then(|p| Board::from_position_id(p, seat)) {
        Some(b) => plan(&b, seat).as_str(),
        None => "unknown",
    }
}

/// The score key of a decision by `seat` in a game that started at `score`.
pub fn score_key(length: u32, score: [u32; 2], seat: u8) -> String {
    if length == 0 {
        return "money".into();
    }
    let me = usize::from(seat.min(1));
    let away = |i: usize| length.saturating_sub(score[i]).max(1);
    format!("{}a-{}a", away(me), away(1 - me))
}

/// The length key of a match length.
pub fn length_key(length: u32) -> String {
    if length == 0 {
        "money".into()
    } else {
        length.to_string()
    }
}

#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct Cell {
    pub(crate) decisions: u64,
    pub(crate) error: f64,
    pub(crate) mwc: f64,
    pub(crate) errors: u64,
    pub(crate) blunders: u64,
}

/// (seat, dimension, key, cube) → sums.
type Cells = BTreeMap<(u8, &'static str, String, bool), Cell>;

/// One counted, analysed decision as the breakdowns see it.
struct Seen<'a> {
    seat: u8,
    kind: DecisionKind,
    error: f64,
    mwc: f64,
    position: Option<&'a str>,
    /// The phase and plan of a checker play, when decoded already.
    board: Option<(&'static str, &'static str)>,
    length: u32,
    score: [u32; 2],
}

/// The stored cells a counted decision falls in: its cube action (a cube
/// decision) or its phase and its game plan (a checker play, both from the
/// position before the play, decoded once), and its score. (Its length is
/// its match's, counted in `match_stats`.) The one rule for the stored
/// breakdowns and for the decisions listed behind a cell ([`CellKey`]).
///
/// [`CellKey`]: crate::queries::breakdown::CellKey
pub fn cells_of(
    kind: DecisionKind,
    seat: u8,
    position: Option<&str>,
    length: u32,
    score: [u32; 2],
) -> impl Iterator<Item = (By, String)> {
    cells_with(kind, seat, || board_keys(position, seat), length, score)
}

/// What [`cells_with`] gives: the first two cells, and the plan's.
type CellsOf =
    std::iter::Chain<std::array::IntoIter<(By, String), 2>, std::option::IntoIter<(By, String)>>;

/// [`cells_of`], the phase and plan of a checker play given by `board`
/// (called for a checker play only).
fn cells_with(
    kind: DecisionKind,
    seat: u8,
    board: impl FnOnce() -> (&'static str, &'static str),
    length: u32,
    score: [u32; 2],
) -> CellsOf {
    let (first, game_plan) = match cube_key(kind) {
        Some(k) => ((By::CubeAction, k.to_string()), None),
        None => {
            let (phase, game_plan) = board();
            (
                (By::Phase, phase.to_string()),
                Some((By::Plan, game_plan.to_string())),
            )
        }
    };
    [first, (By::Score, score_key(length, score, seat))]
        .into_iter()
        .chain(game_plan)
}

/// The phase and the game plan of the position before a checker play
/// (`unknown` both, without a position that decodes).
fn board_keys(position: Option<&str>, seat: u8) -> (&'static str, &'static str) {
    match position.and_then(|p| Board::from_position_id(p, seat)) {
        Some(b) => (phase_of_board(&b, seat), plan(&b, seat).as_str()),
        None => ("unknown", "unknown"),
    }
}

/// The phase and the game plan of each counted, analysed checker play of
/// `m`, in order: what [`write_match`] would decode of the positions,
/// decoded beforehand (on a reading thread, by
/// [`crate::library::store::precompute`]), so that the store's one
/// writing thread does not (a tenth of its time on a club's uploads).
pub(crate) fn checker_keys(m: &Match) -> Vec<(&'static str, &'static str)> {
    m.games
        .iter()
        .flat_map(|g| &g.decisions)
        .filter(|d| d.counts && d.error.is_some() && cube_key(d.kind).is_none())
        .map(|d| board_keys(d.position.as_deref(), d.seat))
        .collect()
}

/// Adds a decision to its cells (of the dimension `only`, or of all).
fn add(cells: &mut Cells, d: &Seen, t: &Thresholds, only: Option<By>) {
    let cube = d.kind.is_cube();
    let board = || d.board.unwrap_or_else(|| board_keys(d.position, d.seat));
    for (by, key) in cells_with(d.kind, d.seat, board, d.length, d.score) {
        if only.is_some_and(|o| o != by) {
            continue;
        }
        let c = cells.entry((d.seat, by.as_str(), key, cube)).or_default();
        c.decisions += 1;
        c.error += d.error;
        c.mwc += d.mwc;
        c.errors += u64::from(t.is_error(d.error));
        c.blunders += u64::from(t.is_blunder(d.error));
    }
}

/// Writes a match's breakdown rows: keyed by match × seat first
/// (migration 0011), so they go in one place at the end of the table.
fn write_cells(conn: &Connection, id: i64, cells: &Cells) -> Result<()> {
    let mut st = conn.prepare_cached(
        "INSERT INTO match_breakdown(match_id, seat, dim, key, cube, decisions, error, mwc,
                                     errors, blunders)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    for ((seat, dim, key, cube), c) in cells {
        st.execute(params![
            id,
            seat,
            dim,
            key,
            cube,
            c.decisions as i64,
            c.error,
            c.mwc,
            c.errors as i64,
            c.blunders as i64
        ])?;
    }
    Ok(())
}

/// Writes the breakdown rows of a match being stored under `id` (inside
/// the import's transaction) and adds them to `sums`, the library's cells
/// to be written at the end of the transaction. Only counted, analysed
/// decisions enter, as in the figures of `stats`. `checkers`: what
/// [`checker_keys`] gives for `m`, when made beforehand.
pub(crate) fn write_match(
    conn: &Connection,
    id: i64,
    m: &Match,
    t: &Thresholds,
    sums: &mut LibrarySums,
    checkers: Option<&[(&'static str, &'static str)]>,
) -> Result<()> {
    let mut cells = Cells::new();
    let mut checkers = checkers.map(|c| c.iter());
    for g in &m.games {
        for d in &g.decisions {
            let (true, Some(error)) = (d.counts, d.error) else {
                continue;
            };
            // (Past the end of `checkers`, the position is decoded here.)
            let board = match (&mut checkers, cube_key(d.kind)) {
                (Some(keys), None) => keys.next().copied(),
                _ => None,
            };
            let seen = Seen {
                board,
                seat: d.seat,
                kind: d.kind,
                error,
                mwc: d.mwc_loss.unwrap_or(0.0),
                position: d.position.as_deref(),
                length: m.length,
                score: g.score,
            };
            add(&mut cells, &seen, t, None);
        }
    }
    write_cells(conn, id, &cells)?;
    // The month as SQLite reads the date, so the same as `rollup`'s.
    let period: String = conn
        .prepare_cached(&format!("SELECT {}", month_of("?1")))?
        .query_row([m.date.as_deref()], |r| r.get(0))?;
    for ((_, dim, key, cube), c) in &cells {
        sums.add(
            (dim, &period, m.length, key, *cube),
            &Delta {
                decisions: c.decisions as i64,
                error: c.error,
                mwc: c.mwc,
                errors: c.errors as i64,
                blunders: c.blunders as i64,
            },
        );
    }
    Ok(())
}

/// The SQL month cell of the date `date`: `YYYY-MM`, '' undated, '?' not a
/// calendar date (the periods of `rollup`'s month cells).
fn month_of(date: &str) -> String {
    crate::library::cells::Grain::Month.period_of(date)
}

/// A change to the sums of a cell (negative: a match taken out).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Delta {
    decisions: i64,
    error: f64,
    mwc: f64,
    errors: i64,
    blunders: i64,
}

impl Delta {
    /// The five sums, bound in the order of the tables' columns.
    fn sums(&self) -> [&dyn ToSql; 5] {
        [
            &self.decisions,
            &self.error,
            &self.mwc,
            &self.errors,
            &self.blunders,
        ]
    }

    fn add(&mut self, d: &Delta) {
        self.decisions += d.decisions;
        self.error += d.error;
        self.mwc += d.mwc;
        self.errors += d.errors;
        self.blunders += d.blunders;
    }
}

/// (dimension, month, length, key, cube) of a library cell.
type MonthKey = (&'static str, String, u32, String, bool);

/// The changes a transaction makes to the library's breakdown cells
/// (`breakdown_rollup` and `breakdown_month`), summed in memory and
/// written once, before the commit ([`LibrarySums::write`]).
///
/// Why: a match adds to some 40 cells of each table. Upserting them per
/// match cost a fifth of the import's time (1,880 → 1,513 matches/s at
/// 10,000); an import batch's matches share most of their cells (the same
/// keys, lengths and months), so it writes each cell once. Adding and
/// taking out commute, so a match replaced within the same batch needs no
/// care: its taking out is summed with everything else.
#[derive(Debug, Default)]
pub(crate) struct LibrarySums {
    cells: BTreeMap<MonthKey, Delta>,
}

impl LibrarySums {
    fn add(
        &mut self,
        (dim, period, length, key, cube): (&'static str, &str, u32, &str, bool),
        d: &Delta,
    ) {
        let k = (dim, period.to_string(), length, key.to_string(), cube);
        self.cells.entry(k).or_default().add(d);
    }

    /// Adds the changes of `other` (a match whose savepoint was released).
    pub(crate) fn merge(&mut self, other: LibrarySums) {
        if self.cells.is_empty() {
            self.cells = other.cells;
            return;
        }
        for (k, d) in other.cells {
            self.cells.entry(k).or_default().add(&d);
        }
    }

    /// Takes match `id`'s breakdown rows out of the library's cells (before
    /// they are deleted).
    pub(crate) fn subtract_match(&mut self, conn: &Connection, id: i64) -> Result<()> {
        let mut st = conn.prepare_cached(&format!(
            "SELECT s.dim, {}, m.length, s.key, s.cube, s.decisions, s.error, s.mwc,
                    s.errors, s.blunders
             FROM match_breakdown s JOIN matches m ON m.id = s.match_id WHERE s.match_id = ?1",
            month_of("m.date")
        ))?;
        let mut rows = st.query([id])?;
        while let Some(r) = rows.next()? {
            let stored: String = r.get(0)?;
            let dim = By::ALL
                .into_iter()
                .find(|b| b.as_str() == stored)
                .ok_or_else(|| Error::Invalid(crate::msg!("lib-unknown-breakdown", name = stored)))?
                .as_str();
            let period: String = r.get(1)?;
            let key: String = r.get(3)?;
            self.add(
                (dim, &period, r.get(2)?, &key, r.get(4)?),
                &Delta {
                    decisions: -r.get::<_, i64>(5)?,
                    error: -r.get::<_, f64>(6)?,
                    mwc: -r.get::<_, f64>(7)?,
                    errors: -r.get::<_, i64>(8)?,
                    blunders: -r.get::<_, i64>(9)?,
                },
            );
        }
        Ok(())
    }

    /// Writes the summed changes into `breakdown_month` and
    /// `breakdown_rollup` (one upsert per cell) and drops the cells they
    /// leave empty; leaves `self` empty.
    pub(crate) fn write(&mut self, conn: &Connection) -> Result<()> {
        let cells = std::mem::take(&mut self.cells);
        if cells.is_empty() {
            return Ok(());
        }
        let mut month = conn.prepare_cached(
            "INSERT INTO breakdown_month(dim, period, length, key, cube, decisions, error, mwc,
                                         errors, blunders)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
             ON CONFLICT(dim, period, length, key, cube) DO UPDATE SET
                decisions = decisions + excluded.decisions, error = error + excluded.error,
                mwc = mwc + excluded.mwc, errors = errors + excluded.errors,
                blunders = blunders + excluded.blunders",
        )?;
        let mut drop_month = conn.prepare_cached(
            "DELETE FROM breakdown_month WHERE dim = ?1 AND period = ?2 AND length = ?3
                 AND key = ?4 AND cube = ?5 AND decisions <= 0",
        )?;
        let mut library: BTreeMap<(&'static str, &str, bool, u32), Delta> = BTreeMap::new();
        let mut emptied = false;
        for ((dim, period, length, key, cube), d) in &cells {
            let cell: [&dyn ToSql; 5] = [dim, period, length, key, cube];
            month.execute(params_from_iter(cell.iter().chain(&d.sums())))?;
            if d.decisions <= 0 {
                drop_month.execute(params![dim, period, length, key, cube])?;
                emptied = true;
            }
            library
                .entry((dim, key, *cube, *length))
                .or_default()
                .add(d);
        }
        let mut st = conn.prepare_cached(
            "INSERT INTO breakdown_rollup(dim, key, cube, length, decisions, error, mwc, errors,
                                          blunders)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
             ON CONFLICT(dim, key, cube, length) DO UPDATE SET
                decisions = decisions + excluded.decisions, error = error + excluded.error,
                mwc = mwc + excluded.mwc, errors = errors + excluded.errors,
                blunders = blunders + excluded.blunders",
        )?;
        for ((dim, key, cube, length), d) in library {
            let cell: [&dyn ToSql; 4] = [&dim, &key, &cube, &length];
            st.execute(params_from_iter(cell.iter().chain(&d.sums())))?;
        }
        if emptied {
            conn.prepare_cached("DELETE FROM breakdown_rollup WHERE decisions <= 0")?
                .execute([])?;
        }
        Ok(())
    }
}

/// Recomputes `breakdown_rollup` and `breakdown_month` from every
/// breakdown row.
pub(crate) fn rebuild_rollup(conn: &Connection) -> Result<()> {
    conn.execute("DELETE FROM breakdown_rollup", [])?;
    conn.execute(
        "INSERT INTO breakdown_rollup(dim, key, cube, length, decisions, error, mwc, errors, blunders)
         SELECT s.dim, s.key, s.cube, m.length, sum(s.decisions), sum(s.error), sum(s.mwc),
                sum(s.errors), sum(s.blunders)
         FROM match_breakdown s JOIN matches m ON m.id = s.match_id
         GROUP BY s.dim, s.key, s.cube, m.length",
        [],
    )?;
    conn.execute("DELETE FROM breakdown_month", [])?;
    conn.execute(
        &format!(
            "INSERT INTO breakdown_month(dim, period, length, key, cube, decisions, error, mwc,
                                         errors, blunders)
             SELECT s.dim, {}, m.length, s.key, s.cube, sum(s.decisions), sum(s.error),
                    sum(s.mwc), sum(s.errors), sum(s.blunders)
             FROM match_breakdown s JOIN matches m ON m.id = s.match_id
             GROUP BY 1, 2, 3, 4, 5",
            month_of("m.date")
        ),
        [],
    )?;
    Ok(())
}

/// Rebuilds every match's breakdown rows from the stored decisions at the
/// thresholds `t` (inside the caller's write transaction): the fill of a
/// library written before the breakdowns were stored, and the recount when
/// the thresholds change.
pub(crate) fn rebuild(conn: &Connection, t: &Thresholds) -> Result<()> {
    rebuild_of(conn, t, None)
}

/// Rebuilds one dimension's rows of every match (the others are kept),
/// then the library's cells: the fill of a dimension added after a
/// library was written (the game plan, [`PLAN_FILLED_KEY`]).
pub(crate) fn rebuild_dimension(conn: &Connection, t: &Thresholds, by: By) -> Result<()> {
    rebuild_of(conn, t, Some(by))
}

fn rebuild_of(conn: &Connection, t: &Thresholds, only: Option<By>) -> Result<()> {
    match only {
        None => conn.execute("DELETE FROM match_breakdown", [])?,
        Some(by) => conn.execute("DELETE FROM match_breakdown WHERE dim = ?1", [by.as_str()])?,
    };
    // The game plan and the phase are of checker plays only.
    let checker_only = matches!(only, Some(By::Phase | By::Plan));
    crate::library::store::stored::for_each_record(conn, |m, rec| {
        let mut cells = Cells::new();
        for d in &rec.items {
            let (true, Some(error), Some(kind)) = (
                d.counts,
                d.error,
                DecisionKind::from_code(i64::from(d.kind)),
            ) else {
                continue;
            };
            if checker_only && kind.is_cube() {
                continue;
            }
            let seen = Seen {
                board: None,
                seat: d.seat,
                kind,
                error,
                mwc: d.mwc_loss.unwrap_or(0.0),
                position: rec.position(d),
                length: m.length,
                score: m.score(d.game),
            };
            add(&mut cells, &seen, t, only);
        }
        write_cells(conn, m.id, &cells)
    })?;
    rebuild_rollup(conn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::features::Plan;

    #[test]
    fn plan_keys_are_the_plans_names() {
        let names: Vec<&str> = Plan::ALL.iter().map(|p| p.as_str()).collect();
        assert_eq!(PLAN_KEYS[..10], names[..]);
        assert_eq!(PLAN_KEYS[10], "unknown");
    }

    #[test]
    fn a_checker_play_has_a_phase_and_a_plan_a_cube_decision_neither() {
        let start = Board::initial().position_id(0);
        let cells: Vec<(By, String)> =
            cells_of(DecisionKind::Checker, 0, Some(&start), 7, [0, 0]).collect();
        assert_eq!(
            cells,
            [
                (By::Phase, "opening".to_string()),
                (By::Score, "7a-7a".to_string()),
                (By::Plan, plan_key(Some(&start), 0).to_string()),
            ]
        );
        assert_eq!(plan_key(None, 1), "unknown");
        let unknown: Vec<(By, String)> =
            cells_of(DecisionKind::Checker, 1, None, 0, [0, 0]).collect();
        assert!(unknown.contains(&(By::Plan, "unknown".to_string())));
        let cube: Vec<By> = cells_of(DecisionKind::Take, 1, Some(&start), 5, [1, 2])
            .map(|(by, _)| by)
            .collect();
        assert_eq!(cube, [By::CubeAction, By::Score]);
    }
}
