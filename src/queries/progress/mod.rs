//! Progress over time: the figures of a selection per match, month, year
//! or event, in time order, read from `match_stats` (never from the
//! decisions) and derived with the same [`Tally::figures`] as `stats`, so
//! the rows add up to `stats` for the same filter.
//!
//! This file reads the rows ([`Store::progress`]): from the kept
//! [`MatchTable`] by match, from the roll-up's cells for the whole library
//! by month or year, else by a scan of `match_stats`. Its parts:
//! - `report`: what `progress` prints of the rows ([`Progress`], as JSON,
//!   CSV or a text table) and the app's Progression card ([`card`]);
//! - `chart`: the pure computations the progression chart draws: its
//!   points ([`points`]), the rolling PR over the last N decisions
//!   ([`rolling_pr`]) and the least-squares trend ([`trend`]).

mod chart;
mod report;

use serde::Serialize;

use crate::library::store::{Filter, LibraryState, Store};
use crate::metrics::Tally;
use crate::queries::Result;

pub use self::chart::{day_number, points, rolling_pr, trend, Point};
pub use self::report::{
    card, progress_csv, progress_json, progress_of, progress_report, progress_text, Card, Progress,
    ProgressRow, ROW_KEYS,
};

/// The label of the row of matches without a date.
pub const UNDATED: &str = "undated";
/// The label of the row of matches without an event (`--by event`).
pub const NO_EVENT: &str = "no event";

/// How `progress` groups the matches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Period {
    Match,
    Month,
    Year,
    Event,
}

impl Period {
    pub const ALL: [Period; 4] = [Period::Match, Period::Month, Period::Year, Period::Event];

    pub fn as_str(self) -> &'static str {
        match self {
            Period::Match => "match",
            Period::Month => "month",
            Period::Year => "year",
            Period::Event => "event",
        }
    }

    /// A grouping by name; an unknown one is a usage error naming the choices.
    pub fn parse(s: &str) -> Result<Period> {
        Ok(crate::queries::filters::choose(
            crate::msg!("query-what-grouping"),
            s,
            &Period::ALL,
            Period::as_str,
        )?)
    }
}

/// One period of a progression.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// `2024-08`, `2024`, the match's date, the event's name, or
    /// [`UNDATED`] / [`NO_EVENT`].
    pub period: String,
    /// The match (`--by match` only).
    pub match_id: Option<i64>,
    /// The first date of the period's matches.
    pub first_date: Option<String>,
    /// The sums behind the row's figures. Read from `match_stats` (by match
    /// and event, and for a player), it holds the results and the checker
    /// and cube decisions, error and MWC loss, which is all a row prints;
    /// the error counts, histograms and luck are then 0, not read.
    pub tally: Tally,
}

/// The columns of `match_stats` a progress row needs, in the order
/// [`Sums::add_row`] reads them.
const PROGRESS_COLUMNS: &str = "s.win, s.loss, s.analysed, s.mwc_priced, \
    s.chk_decisions, s.chk_error, s.chk_mwc, s.cube_decisions, s.cube_error, s.cube_mwc";

/// The sums of a progress row while the rows are read: the fields of
/// [`Row::tally`] a row prints, and nothing else. Folding into a whole
/// [`Tally`] (a few hundred bytes, histograms and all) per `match_stats`
/// row cost as much as SQLite's reading of the rows.
#[derive(Debug, Clone, Copy, Default)]
struct Sums {
    rows: u64,
    wins: u64,
    losses: u64,
    analysed: u64,
    mwc_priced: u64,
    chk_decisions: u64,
    chk_error: f64,
    chk_mwc: f64,
    cube_decisions: u64,
    cube_error: f64,
    cube_mwc: f64,
}

impl Sums {
    /// Adds one `match_stats` row: [`PROGRESS_COLUMNS`] from column `at`.
    /// Summed in the order of the rows, as `Tally::add` of one row at a
    /// time did, so the floating-point sums are the same to the bit.
    fn add_row(&mut self, r: &rusqlite::Row, at: usize) -> rusqlite::Result<()> {
        let u = |i: usize| -> rusqlite::Result<u64> { Ok(r.get::<_, i64>(at + i)?.max(0) as u64) };
        let f = |i: usize| r.get::<_, f64>(at + i);
        self.rows += 1;
        self.wins += u(0)?;
        self.losses += u(1)?;
        self.analysed += u(2)?;
        self.mwc_priced += u(3)?;
        self.chk_decisions += u(4)?;
        self.chk_error += f(5)?;
        self.chk_mwc += f(6)?;
        self.cube_decisions += u(7)?;
        self.cube_error += f(8)?;
        self.cube_mwc += f(9)?;
        Ok(())
    }

    /// The [`Row::tally`] of these sums, counting `matches`.
    fn tally(&self, matches: u64) -> Tally {
        let mut t = Tally {
            matches,
            wins: self.wins,
            losses: self.losses,
            analysed_matches: self.analysed,
            mwc_matches: self.mwc_priced,
            ..Default::default()
        };
        (t.checker.decisions, t.checker.error, t.checker.mwc) =
            (self.chk_decisions, self.chk_error, self.chk_mwc);
        (t.cube.decisions, t.cube.error, t.cube.mwc) =
            (self.cube_decisions, self.cube_error, self.cube_mwc);
        t
    }
}

/// Column `i` of a row as text where SQLite holds it (`None` = NULL), not
/// copied into a `String`: a progression by match reads a date per row.
fn text_at<'a>(r: &'a rusqlite::Row, i: usize) -> rusqlite::Result<Option<&'a str>> {
    let v = r.get_ref(i)?;
    v.as_str_or_null()
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(i, v.data_type(), Box::new(e)))
}

/// A group of [`Store::progress_scan`] while the rows are read.
struct Group {
    /// The match (by match), else 0.
    id: i64,
    /// The period's or event's key (not by match); `None` = no date.
    key: Option<String>,
    first_date: Option<String>,
    sums: Sums,
}

/// The whole library's progression by match: each match with its date,
/// length and the sums of both its seats, in time order. A [`Store`] keeps
/// it while the library is unchanged, so a progression by match without a
/// player (the app's card over 10,000 matches) picks its matches from
/// memory instead of reading and folding 20,000 `match_stats` rows again
/// (22 ms on an idle core, 23–47 ms in the app, which shares the cores
/// with the window's painting; 1 ms from memory).
#[derive(Debug)]
pub struct MatchTable {
    matches: Vec<MatchEntry>,
}

#[derive(Debug)]
struct MatchEntry {
    id: i64,
    date: Option<String>,
    length: i64,
    sums: Sums,
}

impl MatchTable {
    /// The rows of `f` (no player): its dates and length compared as
    /// SQLite compares them in [`Store::where_clause`] (text byte by byte;
    /// an undated match is outside any date range).
    fn select(&self, f: &Filter) -> Vec<Row> {
        self.entries(f).map(|m| m.row().to_row()).collect()
    }

    /// The matches of `f` (no player), in time order.
    fn entries<'a>(&'a self, f: &'a Filter) -> impl Iterator<Item = &'a MatchEntry> + 'a {
        let from = f.date_from.as_deref();
        let to = f.date_to.as_deref();
        let length = f.length.map(i64::from);
        self.matches.iter().filter(move |m| {
            let date = m.date.as_deref();
            from.is_none_or(|d| date.is_some_and(|x| x >= d))
                && to.is_none_or(|d| date.is_some_and(|x| x <= d))
                && length.is_none_or(|l| m.length == l)
        })
    }
}

impl MatchEntry {
    fn row(&self) -> RowRef<'_> {
        RowRef {
            period: self.date.as_deref().unwrap_or(UNDATED),
            match_id: Some(self.id),
            first_date: self.date.as_deref(),
            // Both seats of the match: counted once, as `stats`.
            tally: self.sums.tally(self.sums.rows / 2),
        }
    }
}

/// A [`Row`] whose texts are borrowed: a progression by match read from
/// the kept [`MatchTable`] for a card copies none of its 10,000 dates.
#[derive(Debug, Clone, Copy)]
struct RowRef<'a> {
    period: &'a str,
    match_id: Option<i64>,
    first_date: Option<&'a str>,
    tally: Tally,
}

impl RowRef<'_> {
    fn to_row(self) -> Row {
        Row {
            period: self.period.to_string(),
            match_id: self.match_id,
            first_date: self.first_date.map(str::to_string),
            tally: self.tally,
        }
    }
}

impl Row {
    fn borrowed(&self) -> RowRef<'_> {
        RowRef {
            period: &self.period,
            match_id: self.match_id,
            first_date: self.first_date.as_deref(),
            tally: self.tally,
        }
    }
}

impl Store {
    /// Reads every `match_stats` row, folded by match, in the order
    /// [`Store::progress_scan`] gives its rows (one statement: one
    /// snapshot of the library). Both seats are summed from zero as the
    /// scan sums them; two terms add alike in either order, so the sums
    /// are the scan's to the bit. Any connection to the library can read
    /// it, for another to keep ([`Store::keep_match_table`]).
    pub fn read_match_table(&self) -> Result<MatchTable> {
        let sql =
            format!("SELECT s.match_id, s.date, s.length, {PROGRESS_COLUMNS} FROM match_stats s");
        let mut st = self.connection().prepare_cached(&sql)?;
        let mut at: std::collections::HashMap<i64, usize> = Default::default();
        let mut matches: Vec<MatchEntry> = Vec::new();
        let mut rows = st.query([])?;
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let i = match matches.last() {
                Some(m) if m.id == id => matches.len() - 1,
                _ => *at.entry(id).or_insert_with(|| {
                    matches.push(MatchEntry {
                        id,
                        date: None,
                        length: 0,
                        sums: Sums::default(),
                    });
                    matches.len() - 1
                }),
            };
            let m = &mut matches[i];
            if let Some(d) = text_at(r, 1)? {
                if m.date.as_deref().is_none_or(|f| d < f) {
                    m.date = Some(d.to_string());
                }
            }
            m.length = r.get(2)?;
            m.sums.add_row(r, 3)?;
        }
        matches.sort_unstable_by(|a, b| {
            (a.date.is_none(), &a.date, a.id).cmp(&(b.date.is_none(), &b.date, b.id))
        });
        Ok(MatchTable { matches })
    }

    /// Keeps `table`, read when this store saw the library as `state`
    /// (read first, then the table), if the library has not changed since:
    /// a table read on another connection is then what this one would
    /// read. Returns whether it was kept.
    pub fn keep_match_table(&self, state: LibraryState, table: MatchTable) -> Result<bool> {
        let fresh = self.library_state()? == state;
        if fresh {
            self.keep(state, std::sync::Arc::new(table));
        }
        Ok(fresh)
    }

    /// Whether a fresh [`MatchTable`] is kept.
    pub fn has_match_table(&self) -> Result<bool> {
        Ok(self.kept_match_table(self.library_state()?).is_some())
    }

    /// The kept [`MatchTable`] if it was read from the library as it is
    /// now (`state`).
    fn kept_match_table(&self, state: LibraryState) -> Option<std::sync::Arc<MatchTable>> {
        self.kept::<MatchTable>(state)
    }

    /// The kept [`MatchTable`], read first unless it is there and fresh.
    fn match_table(&self) -> Result<std::sync::Arc<MatchTable>> {
        let state = self.library_state()?;
        if let Some(table) = self.kept_match_table(state) {
            return Ok(table);
        }
        let table = std::sync::Arc::new(self.read_match_table()?);
        self.keep(state, table.clone());
        Ok(table)
    }

    /// Reads the whole library's progression by match into memory unless
    /// it is there and fresh, so that the next progression by match
    /// without a player does not read the library.
    pub fn warm_match_progress(&self) -> Result<()> {
        self.match_table().map(|_| ())
    }

    /// The kept table to read the progression of `f` by `by` from, if any:
    /// by match without a player. The whole library reads it (the same rows
    /// as a scan), first reading it unless it is kept and fresh; a date
    /// range or a length picks from it only when it is kept and fresh, as
    /// reading its own rows costs less than reading the whole library.
    fn match_table_for(
        &self,
        f: &Filter,
        by: Period,
    ) -> Result<Option<std::sync::Arc<MatchTable>>> {
        if by != Period::Match || f.player.is_some() {
            return Ok(None);
        }
        let whole = f.date_from.is_none() && f.date_to.is_none() && f.length.is_none();
        Ok(if whole {
            Some(self.match_table()?)
        } else {
            self.kept_match_table(self.library_state()?)
        })
    }

    /// The progression of the selection `f`, grouped by `by`, in time order
    /// (by each period's first date; undated matches last).
    pub fn progress(&self, f: &Filter, by: Period) -> Result<Vec<Row>> {
        if let Some(table) = self.match_table_for(f, by)? {
            return Ok(table.select(f));
        }
        let chars = match by {
            Period::Month => Some(7),
            Period::Year => Some(4),
            _ => None,
        };
        if let Some(cells) = chars
            .map(|c| self.rollup_periods(f, c))
            .transpose()?
            .flatten()
        {
            // The whole library by month or year, from the cells.
            let mut rows: Vec<Row> = cells
                .into_iter()
                .map(|(p, first_date, mut tally)| {
                    tally.matches /= 2; // both seats of each match
                    Row {
                        period: if p.is_empty() { UNDATED.into() } else { p },
                        match_id: None,
                        first_date,
                        tally,
                    }
                })
                .collect();
            rows.sort_by(|a, b| {
                (a.first_date.is_none(), &a.first_date, &a.period).cmp(&(
                    b.first_date.is_none(),
                    &b.first_date,
                    &b.period,
                ))
            });
            return Ok(rows);
        }
        self.progress_scan(f, by)
    }

    /// [`Store::progress`] read from every `match_stats` row of the
    /// selection: by match and event, for a player, and the reference the
    /// whole library's months and years from `rollup` are checked against.
    pub fn progress_scan(&self, f: &Filter, by: Period) -> Result<Vec<Row>> {
        let (w, args) = Store::filter_sql(f);
        let (key, join) = match by {
            Period::Match => ("NULL", ""),
            Period::Month => ("substr(s.date, 1, 7)", ""),
            Period::Year => ("substr(s.date, 1, 4)", ""),
            Period::Event => (
                "coalesce(m.event, '')",
                " JOIN matches m ON m.id = s.match_id",
            ),
        };
        // The rows, folded here rather than by GROUP BY: SQLite sets up an
        // aggregate per column and group, which at a group per match cost
        // several times the reading of the rows. Only the columns a row
        // prints are read (see [`Row::tally`]): the 37 of `stats` made a
        // progression of 10,000 matches twice as slow.
        let sql = format!(
            "SELECT {key}, s.match_id, s.date, {PROGRESS_COLUMNS} FROM match_stats s{join}{w}"
        );
        let mut st = self.connection().prepare_cached(&sql)?;
        // The groups in a vector, found through a map of their positions
        // (by match, or by key): a map of the groups themselves spent a
        // third of a progression by match moving them as it grew. The keys
        // and dates are compared where SQLite holds them; only a new group
        // or an earlier date is copied out.
        let mut by_id: std::collections::HashMap<i64, usize> = Default::default();
        let mut by_key: std::collections::HashMap<Option<String>, usize> = Default::default();
        let mut groups: Vec<Group> = Vec::new();
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        while let Some(r) = rows.next()? {
            let id: i64 = if by == Period::Match { r.get(1)? } else { 0 };
            let key = match by {
                Period::Match => None,
                _ => text_at(r, 0)?,
            };
            // A match's two seats come one after the other: only a new key
            // is looked up.
            let i = match groups.last() {
                Some(g) if g.id == id && g.key.as_deref() == key => groups.len() - 1,
                _ => {
                    let new = |groups: &mut Vec<Group>| {
                        groups.push(Group {
                            id,
                            key: key.map(str::to_string),
                            first_date: None,
                            sums: Sums::default(),
                        });
                        groups.len() - 1
                    };
                    if by == Period::Match {
                        *by_id.entry(id).or_insert_with(|| new(&mut groups))
                    } else {
                        match by_key.get(&key.map(str::to_string)) {
                            Some(&i) => i,
                            None => {
                                let i = new(&mut groups);
                                by_key.insert(groups[i].key.clone(), i);
                                i
                            }
                        }
                    }
                }
            };
            let g = &mut groups[i];
            if let Some(d) = text_at(r, 2)? {
                if g.first_date.as_deref().is_none_or(|f| d < f) {
                    g.first_date = Some(d.to_string());
                }
            }
            g.sums.add_row(r, 3)?;
        }
        // Time order: by first date, the undated last; ties by key. Sorted
        // as positions, so the groups are not moved.
        let mut order: Vec<usize> = (0..groups.len()).collect();
        order.sort_unstable_by(|&i, &j| {
            let (a, b) = (&groups[i], &groups[j]);
            (a.first_date.is_none(), &a.first_date, a.id, &a.key).cmp(&(
                b.first_date.is_none(),
                &b.first_date,
                b.id,
                &b.key,
            ))
        });
        let player = f.player.is_some();
        let mut slots: Vec<Option<Group>> = groups.into_iter().map(Some).collect();
        Ok(order
            .into_iter()
            .filter_map(|i| slots[i].take())
            .map(|g| {
                // Both seats of each match are in a group without a player:
                // count the match once, as `stats`.
                let n = g.sums.rows;
                let tally = g.sums.tally(if player { n } else { n / 2 });
                let (period, match_id) = match (by, g.key) {
                    (Period::Match, _) => (
                        g.first_date.clone().unwrap_or_else(|| UNDATED.into()),
                        Some(g.id),
                    ),
                    (Period::Event, Some(e)) if !e.is_empty() => (e, None),
                    (Period::Event, _) => (NO_EVENT.into(), None),
                    (_, Some(p)) => (p, None),
                    (_, None) => (UNDATED.into(), None),
                };
                Row {
                    period,
                    match_id,
                    first_date: g.first_date,
                    tally,
                }
            })
            .collect())
    }
}
