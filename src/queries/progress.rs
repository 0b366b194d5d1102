//! Progress over time: the figures of a selection per match, month, year
//! or event, in time order, read from `match_stats` (never from the
//! decisions) and derived with the same [`Tally::figures`] as `stats`, so
//! the rows add up to `stats` for the same filter.
//!
//! Also the pure computations the progression chart draws: the rolling PR
//! over the last N decisions and the least-squares trend.

use serde::Serialize;
use serde_json::{json, Value};

use crate::library::store::{Filter, LibraryState, Store};
use crate::metrics::{Figures, Tally};
use crate::queries::{Error, Result};

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
            "grouping",
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

/// The keys of a progress row, after `period` (and `match`).
pub const ROW_KEYS: &[&str] = &[
    "matches",
    "decisions",
    "error_emg",
    "pr",
    "pr_checker",
    "pr_cube",
    "mwc_loss_pct",
    "wins",
    "losses",
];

/// `blunderdb progress --format json`: the selection's player (as stored),
/// the grouping and the rows.
///
/// Typed rather than a `serde_json::Value`: a 10,000-row progression built
/// as a map of maps spent a third of its time inserting keys.
#[derive(Debug, Clone, Serialize)]
pub struct Progress {
    pub player: Option<String>,
    pub by: Period,
    pub rows: Vec<ProgressRow>,
}

/// One row of [`Progress`]: the figures of [`ROW_KEYS`], `null` = unknown.
#[derive(Debug, Clone, Serialize)]
pub struct ProgressRow {
    pub period: String,
    #[serde(rename = "match", skip_serializing_if = "Option::is_none")]
    pub match_id: Option<i64>,
    pub matches: u64,
    pub decisions: Option<u64>,
    pub error_emg: Option<f64>,
    pub pr: Option<f64>,
    pub pr_checker: Option<f64>,
    pub pr_cube: Option<f64>,
    pub mwc_loss_pct: Option<f64>,
    pub wins: u64,
    pub losses: u64,
}

impl ProgressRow {
    fn of(r: &Row, f: &Figures) -> ProgressRow {
        ProgressRow::of_ref(&r.borrowed(), f)
    }

    fn of_ref(r: &RowRef, f: &Figures) -> ProgressRow {
        ProgressRow {
            period: r.period.to_string(),
            match_id: r.match_id,
            matches: f.matches,
            decisions: f.decisions,
            error_emg: f.error_emg,
            pr: f.pr,
            pr_checker: f.pr_checker,
            pr_cube: f.pr_cube,
            mwc_loss_pct: f.mwc_loss_pct,
            wins: f.wins,
            losses: f.losses,
        }
    }

    /// The row's cells in the order of [`ROW_KEYS`].
    fn cells(&self) -> [Value; 9] {
        [
            json!(self.matches),
            json!(self.decisions),
            json!(self.error_emg),
            json!(self.pr),
            json!(self.pr_checker),
            json!(self.pr_cube),
            json!(self.mwc_loss_pct),
            json!(self.wins),
            json!(self.losses),
        ]
    }
}

/// The selection's player as stored ([`Progress::player`]), `None` for
/// every player.
fn player_of(store: &Store, f: &Filter) -> Result<Option<String>> {
    Ok(match &f.player {
        Some(p) => store.stored_name(p)?.or_else(|| Some(p.clone())),
        None => None,
    })
}

/// [`Progress`] of rows already read by [`Store::progress`] (the app draws
/// its chart from the same rows).
pub fn progress_of(store: &Store, f: &Filter, by: Period, rows: &[Row]) -> Result<Progress> {
    let player = player_of(store, f)?;
    let rows = rows
        .iter()
        .map(|r| ProgressRow::of(r, &r.tally.figures(f.decisions)))
        .collect();
    Ok(Progress { player, by, rows })
}

/// `progress` of a selection: [`Store::progress`] and [`progress_of`].
pub fn progress_report(store: &Store, f: &Filter, by: Period) -> Result<Progress> {
    progress_of(store, f, by, &store.progress(f, by)?)
}

/// `progress` as a JSON value: `{"player", "by", "rows": [...]}`.
pub fn progress_json(store: &Store, f: &Filter, by: Period) -> Result<Value> {
    serde_json::to_value(progress_report(store, f, by)?).map_err(|e| Error::invalid(e.to_string()))
}

/// `progress` as CSV (empty cell = unknown).
pub fn progress_csv(store: &Store, f: &Filter, by: Period) -> Result<String> {
    let p = progress_report(store, f, by)?;
    let mut keys = vec!["period"];
    if by == Period::Match {
        keys.push("match");
    }
    keys.extend_from_slice(ROW_KEYS);
    let mut s = keys.join(",");
    s.push('\n');
    let csv_text = |t: &str| {
        if t.contains([',', '"', '\n']) {
            format!("\"{}\"", t.replace('"', "\"\""))
        } else {
            t.to_string()
        }
    };
    for r in &p.rows {
        let mut cells = vec![csv_text(&r.period)];
        if by == Period::Match {
            cells.push(r.match_id.map(|m| m.to_string()).unwrap_or_default());
        }
        cells.extend(r.cells().iter().map(|v| match v {
            Value::Null => String::new(),
            x => x.to_string(),
        }));
        s += &cells.join(",");
        s.push('\n');
    }
    Ok(s)
}

/// `progress` as a text table ("—" = unknown).
pub fn progress_text(store: &Store, f: &Filter, by: Period) -> Result<String> {
    use crate::queries::report::{count, num};
    let rows = store.progress(f, by)?;
    let mut s = format!(
        "{:<24} {:>6} {:>7} {:>5} {:>9} {:>6} {:>6} {:>6} {:>7}\n",
        by.as_str(),
        "M",
        "W-L",
        "Dec",
        "Err EMG",
        "PR",
        "chkPR",
        "cubePR",
        "MWC%"
    );
    for r in &rows {
        let x = r.tally.figures(f.decisions);
        let label = match r.match_id {
            Some(id) => format!("{} #{id}", r.period),
            None => r.period.clone(),
        };
        s += &format!(
            "{:<24} {:>6} {:>7} {:>5} {:>9} {:>6} {:>6} {:>6} {:>7}\n",
            label,
            x.matches,
            format!("{}-{}", x.wins, x.losses),
            count(x.decisions),
            num(x.error_emg, 3),
            num(x.pr, 2),
            num(x.pr_checker, 2),
            num(x.pr_cube, 2),
            num(x.mwc_loss_pct, 2)
        );
    }
    Ok(s)
}

/// One point of the progression chart: a match (or a period).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Point {
    /// Days since 1970-01-01 of the point's date.
    pub day: i64,
    pub pr: f64,
    /// Counted decisions (the weight of the point).
    pub decisions: u64,
    /// Σ error (EMG) of the point.
    pub error: f64,
    /// +1 won, -1 lost, 0 neither (unfinished, or both seats summed).
    pub result: i8,
    pub match_id: Option<i64>,
}

/// Days since 1970-01-01 of an ISO date, `None` when it is not one.
pub fn day_number(date: &str) -> Option<i64> {
    let d = chrono::NaiveDate::parse_from_str(date.get(0..10)?, "%Y-%m-%d").ok()?;
    let epoch = chrono::NaiveDate::from_ymd_opt(1970, 1, 1)?;
    Some((d - epoch).num_days())
}

/// The points of a progression: the dated rows with a PR.
pub fn points(rows: &[Row], f: &Filter) -> Vec<Point> {
    rows.iter()
        .filter_map(|r| {
            let x = r.tally.figures(f.decisions);
            point_of(&r.borrowed(), x.pr, x.decisions, x.error_emg)
        })
        .collect()
}

/// The point of a row with its PR, decisions and error, if it is dated
/// and has a PR.
fn point_of(
    r: &RowRef,
    pr: Option<f64>,
    decisions: Option<u64>,
    error: Option<f64>,
) -> Option<Point> {
    Some(Point {
        day: day_number(r.first_date?)?,
        pr: pr?,
        decisions: decisions.unwrap_or(0),
        error: error.unwrap_or(0.0),
        result: match (r.tally.wins, r.tally.losses) {
            (w, 0) if w > 0 => 1,
            (0, l) if l > 0 => -1,
            _ => 0,
        },
        match_id: r.match_id,
    })
}

/// What the app's Progression card shows of a selection: the chart's
/// points (every row's) and the table's rows (the latest `latest`, or all).
#[derive(Debug, Clone)]
pub struct Card {
    /// [`progress_report`], with the latest rows only.
    pub progress: Progress,
    /// How many rows the whole progression has.
    pub total_rows: usize,
    pub points: Vec<Point>,
}

/// The [`Card`] of `f` by `by`: the same as [`progress_report`] and
/// [`points`], but a progression by match from the kept [`MatchTable`]
/// copies no row, and only the table's rows are made into
/// [`ProgressRow`]s. For the whole 10,000-match library, copying every
/// row took 5–16 ms in the app (1 ms in a benchmark, where the same memory
/// is reused), and the row texts of the 9,800 rows not listed were made
/// only to be dropped.
pub fn card(store: &Store, f: &Filter, by: Period, latest: Option<usize>) -> Result<Card> {
    let player = player_of(store, f)?;
    let collect = |rows: &mut dyn ExactSizeIterator<Item = RowRef>| {
        let total_rows = rows.len();
        let skipped = total_rows - latest.map_or(total_rows, |n| n.min(total_rows));
        let mut table = Vec::with_capacity(total_rows - skipped);
        let mut points = Vec::with_capacity(total_rows);
        for (i, r) in rows.enumerate() {
            let x = r.tally.figures(f.decisions);
            points.extend(point_of(&r, x.pr, x.decisions, x.error_emg));
            if i >= skipped {
                table.push(ProgressRow::of_ref(&r, &x));
            }
        }
        Card {
            progress: Progress {
                player: player.clone(),
                by,
                rows: table,
            },
            total_rows,
            points,
        }
    };
    Ok(match store.match_table_for(f, by)? {
        Some(t) => {
            let entries: Vec<&MatchEntry> = t.entries(f).collect();
            collect(&mut entries.iter().map(|m| m.row()))
        }
        None => collect(&mut store.progress(f, by)?.iter().map(Row::borrowed)),
    })
}

/// The rolling PR at each point (in time order): Σ error / Σ decisions
/// over the point and the points before it, going back until at least `n`
/// decisions are covered (whole points: a match is never split).
pub fn rolling_pr(points: &[Point], n: u64) -> Vec<f64> {
    let mut out = Vec::with_capacity(points.len());
    for i in 0..points.len() {
        let (mut dec, mut err) = (0u64, 0.0f64);
        for p in points[..=i].iter().rev() {
            dec += p.decisions;
            err += p.error;
            if dec >= n {
                break;
            }
        }
        out.push(if dec > 0 {
            crate::metrics::PR_FACTOR * err / dec as f64
        } else {
            0.0
        });
    }
    out
}

/// The least-squares line PR = a + b × day through the points, as
/// `(a, b)`; `None` with fewer than two distinct days.
pub fn trend(points: &[Point]) -> Option<(f64, f64)> {
    let n = points.len() as f64;
    if points.len() < 2 {
        return None;
    }
    let mx = points.iter().map(|p| p.day as f64).sum::<f64>() / n;
    let my = points.iter().map(|p| p.pr).sum::<f64>() / n;
    let sxx: f64 = points.iter().map(|p| (p.day as f64 - mx).powi(2)).sum();
    if sxx <= 0.0 {
        return None;
    }
    let sxy: f64 = points
        .iter()
        .map(|p| (p.day as f64 - mx) * (p.pr - my))
        .sum();
    let b = sxy / sxx;
    Some((my - b * mx, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_holds_the_figures_under_their_own_names() {
        let mut tally = Tally {
            matches: 2,
            wins: 1,
            losses: 1,
            analysed_matches: 2,
            mwc_matches: 2,
            ..Default::default()
        };
        tally.checker.decisions = 40;
        tally.checker.error = 0.3;
        tally.checker.mwc = 0.02;
        let row = Row {
            period: "2024-08".into(),
            match_id: Some(7),
            first_date: Some("2024-08-02".into()),
            tally,
        };
        let f = row.tally.figures(crate::metrics::DecisionFilter::All);
        let all = serde_json::to_value(&f).unwrap();
        let v = serde_json::to_value(ProgressRow::of(&row, &f)).unwrap();
        assert_eq!(v["period"], "2024-08");
        assert_eq!(v["match"], 7);
        for k in ROW_KEYS {
            assert_eq!(v[*k], all[*k], "{k}");
        }
        assert_eq!(v["pr"], json!(500.0 * 0.3 / 40.0));
        assert_eq!(v.as_object().unwrap().len(), ROW_KEYS.len() + 2);
        let cells: Vec<Value> = ROW_KEYS.iter().map(|k| v[*k].clone()).collect();
        assert_eq!(cells, ProgressRow::of(&row, &f).cells());
    }

    fn pt(day: i64, decisions: u64, error: f64) -> Point {
        Point {
            day,
            pr: 500.0 * error / decisions as f64,
            decisions,
            error,
            result: 0,
            match_id: None,
        }
    }

    #[test]
    fn rolling_pr_sums_whole_points_back_to_n_decisions() {
        let p = [pt(0, 100, 1.0), pt(1, 100, 0.2), pt(2, 50, 0.1)];
        let r = rolling_pr(&p, 150);
        assert!((r[0] - 5.0).abs() < 1e-9);
        // 200 decisions, 1.2 EMG.
        assert!((r[1] - 3.0).abs() < 1e-9);
        // Last two: 150 decisions, 0.3 EMG.
        assert!((r[2] - 1.0).abs() < 1e-9);
    }

    #[test]
    fn trend_is_the_least_squares_line() {
        let p = [pt(0, 100, 1.0), pt(10, 100, 0.8), pt(20, 100, 0.6)];
        let (a, b) = trend(&p).unwrap();
        assert!((a - 5.0).abs() < 1e-9 && (b + 0.1).abs() < 1e-9, "{a} {b}");
        assert_eq!(trend(&p[..1]), None);
        assert_eq!(day_number("1970-01-11"), Some(10));
        assert_eq!(day_number("soon"), None);
    }
}
