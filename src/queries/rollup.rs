//! The figures of large selections from `rollup` (migrations 0006 and
//! 0008): the sums of `match_stats` per whole-library × length × month
//! cell, per player name × length × year cell and per player name ×
//! length × month cell.
//!
//! Why: `stats` and `players` summed every `match_stats` row of the
//! selection, two per match; at 100,000 matches that is 200,000 rows of
//! 41 columns, 140–330 ms. The cells make it a few thousand.
//!
//! A date range covers some periods whole; those come from the cells, and
//! the days at the two ends of the range from `match_stats` (by its date
//! index), so every figure is the sum of the same rows as before, in
//! another order. The players of a range take its whole years from their
//! year cells and the whole months at its ends from their month cells. Dates that are not calendar dates (a transcript's own
//! spelling, `1981`) fall in a cell of their own (`?`) that no range
//! covers; a range reads those inside it by a partial index that holds
//! them alone.

use rusqlite::types::Value;
use rusqlite::Connection;

use crate::library::cells::{next_period, previous_period, Grain};
use crate::library::store::{tally_from_row, Filter, Store, STATS_COLUMNS};
use crate::metrics::Tally;
use crate::queries::Result;

/// `YYYY-MM-DD` as numbers, when it is a calendar date (the filters' own
/// check).
fn ymd(d: &str) -> Option<(i32, u32, u32)> {
    use chrono::Datelike;
    let d = crate::queries::filters::parse_date(d).ok()?;
    let date = chrono::NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok()?;
    Some((date.year(), date.month(), date.day()))
}

fn days_in_month(y: i32, m: u32) -> u32 {
    use chrono::Datelike;
    let (ny, nm) = if m >= 12 { (y + 1, 1) } else { (y, m + 1) };
    chrono::NaiveDate::from_ymd_opt(ny, nm, 1)
        .and_then(|d| d.pred_opt())
        .map_or(28, |d| d.day())
}

/// The periods a date range covers whole, `[first, last]`, as stored
/// strings; `None` when it covers none. `None` bounds are open.
fn covered(from: Option<&str>, to: Option<&str>, grain: Grain) -> Option<Option<(String, String)>> {
    // The first period that starts on or after `from`.
    let first = match from {
        None => "0".to_string(), // below every period, above '' (undated)
        Some(f) => {
            let (y, m, d) = ymd(f)?;
            let p = format!("{y:04}-{m:02}");
            match grain.monthly() {
                true if d == 1 => p,
                true => next_period(&p)?,
                false if m == 1 && d == 1 => format!("{y:04}"),
                false => format!("{:04}", y + 1),
            }
        }
    };
    // The last period that ends on or before `to`.
    let last = match to {
        None => "9999-99".to_string(), // above every period, below '?'
        Some(t) => {
            let (y, m, d) = ymd(t)?;
            let p = format!("{y:04}-{m:02}");
            match grain.monthly() {
                true if d == days_in_month(y, m) => p,
                true => previous_period(&p)?,
                false if m == 12 && d == 31 => format!("{y:04}"),
                false => format!("{:04}", y - 1),
            }
        }
    };
    Some((first <= last).then_some((first, last)))
}

/// A period's label, its first date and its sums.
pub(crate) type PeriodSums = (String, Option<String>, Tally);

/// How a selection is summed: cells and `match_stats` rows, disjoint, or
/// `match_stats` alone.
pub(crate) struct Plan {
    /// The whole periods the cells give, `[first, last]` (`None`: all of
    /// them, no date bound).
    pub(crate) span: Option<(String, String)>,
    /// The cells to read, each as `table s WHERE …` with its arguments:
    /// one set of cells, or a player's years and the months around them.
    cells: Vec<(String, Vec<Value>)>,
    /// Conditions (on `match_stats s`) of the rows outside the cells, and
    /// the index to read them by ("" = the planner's choice).
    pub(crate) rows: Vec<(String, Vec<Value>, &'static str)>,
}

impl Store {
    /// How to sum the selection `f` from cells of `grain`. `odd_apart`
    /// leaves the cells of odd dates out, for the rows to give them.
    pub(crate) fn plan(&self, f: &Filter, grain: Grain, odd_apart: bool) -> Result<Plan> {
        let dated = f.date_from.is_some() || f.date_to.is_some();
        // The finest whole periods: outside them, the rows. A player's are
        // months, whose whole years are then read from the year cells.
        let finest = if grain == Grain::Year {
            Grain::PlayerMonth
        } else {
            grain
        };
        let span = if dated {
            match covered(f.date_from.as_deref(), f.date_to.as_deref(), finest) {
                Some(Some(s)) => Some(s),
                // No period whole, or not a calendar date: the rows alone.
                None | Some(None) => {
                    let (w, args) = Store::where_clause_dated(f);
                    return Ok(Plan {
                        span: None,
                        cells: Vec::new(),
                        rows: vec![(w, args, "")],
                    });
                }
            }
        } else {
            None
        };
        // The filter without its dates, on the cells.
        let undated = Filter {
            date_from: None,
            date_to: None,
            ..f.clone()
        };
        let (w, args) = Store::where_clause(&undated);
        let piece = |g: Grain, range: Option<(&str, &str)>| {
            let mut args = args.clone();
            let mut cells = format!("{} s{w} AND s.scope = {}", g.table(), g.scope());
            match range {
                Some((first, last)) => {
                    args.push(Value::Text(first.to_string()));
                    args.push(Value::Text(last.to_string()));
                    cells += &format!(
                        " AND s.period BETWEEN ?{} AND ?{}",
                        args.len() - 1,
                        args.len()
                    );
                }
                None if odd_apart => cells += " AND s.period != '?'",
                None => {}
            }
            (cells, args)
        };
        let mut cells = Vec::new();
        match &span {
            None => cells.push(piece(grain, None)),
            Some((first, last)) if grain == Grain::Year => {
                let years =
                    covered(f.date_from.as_deref(), f.date_to.as_deref(), Grain::Year).flatten();
                let year = |p: &str| p.get(0..4).and_then(|y| y.parse::<i32>().ok());
                match years {
                    Some((y1, y2)) => {
                        cells.push(piece(Grain::Year, Some((&y1, &y2))));
                        // The whole months before the first whole year and
                        // after the last (open ends have none).
                        if let (Some(_), Some(y)) = (&f.date_from, year(&y1)) {
                            let end = format!("{:04}-12", y - 1);
                            if first.as_str() <= end.as_str() {
                                cells.push(piece(Grain::PlayerMonth, Some((first, &end))));
                            }
                        }
                        if let (Some(_), Some(y)) = (&f.date_to, year(&y2)) {
                            let start = format!("{:04}-01", y + 1);
                            if start.as_str() <= last.as_str() {
                                cells.push(piece(Grain::PlayerMonth, Some((&start, last))));
                            }
                        }
                    }
                    None => cells.push(piece(Grain::PlayerMonth, Some((first, last)))),
                }
            }
            Some((first, last)) => cells.push(piece(grain, Some((first, last)))),
        }
        let mut rows = Vec::new();
        // Odd dates inside the periods covered (all of them, undated):
        // the partial index `match_stats_odd_date` holds only these.
        if span.is_some() || odd_apart {
            let (mut w, mut a) = Store::where_clause(f);
            w += " AND date(s.date) IS NOT s.date";
            if let Some((first, last)) = &span {
                if f.date_from.is_some() {
                    a.push(Value::Text(first.clone()));
                    w += &format!(" AND s.date >= ?{}", a.len());
                }
                if f.date_to.is_some() {
                    a.push(Value::Text(next_period(last).unwrap_or_default()));
                    w += &format!(" AND s.date < ?{}", a.len());
                }
            }
            // Named: the planner would read the date range by the date
            // index, every covered row, to find these few.
            rows.push((w, a, " INDEXED BY match_stats_odd_date"));
        }
        if let Some((first, last)) = &span {
            // The days before the first whole period and after the last,
            // each range with one lower and one upper bound (given two
            // upper bounds, SQLite's range scan may take the looser one).
            if f.date_from.is_some() {
                let (mut w, mut a) = Store::where_clause_dated(&Filter {
                    date_to: None,
                    ..f.clone()
                });
                a.push(Value::Text(first.clone()));
                w += &format!(" AND s.date < ?{}", a.len());
                rows.push((w, a, ""));
            }
            if f.date_to.is_some() {
                let (mut w, mut a) = Store::where_clause_dated(&Filter {
                    date_from: None,
                    ..f.clone()
                });
                a.push(Value::Text(next_period(last).unwrap_or_default()));
                w += &format!(" AND s.date >= ?{}", a.len());
                rows.push((w, a, ""));
            }
        }
        Ok(Plan { span, cells, rows })
    }

    /// The sums of the selection read from every `match_stats` row, as
    /// before the cells: the reference the cells are checked against
    /// (`tests/rollup.rs`). `matches` counts match × seat rows.
    pub fn tally_scan(&self, f: &Filter) -> Result<Tally> {
        let (w, args) = Store::where_clause(f);
        let sql = format!("SELECT {STATS_COLUMNS} FROM match_stats s{w}");
        sum_row(self.connection(), &sql, &args)
    }

    /// Per stored player name, its spelling and its sums, read from every
    /// `match_stats` row (the reference for [`Store::player_tallies`]).
    pub fn player_tallies_scan(&self, f: &Filter) -> Result<Vec<(String, String, Tally)>> {
        let (w, args) = Store::where_clause(f);
        let sql = format!(
            "SELECT s.player_key, max(s.player), {STATS_COLUMNS} FROM match_stats s{w} GROUP BY s.player_key ORDER BY s.player_key"
        );
        let mut st = self.connection().prepare_cached(&sql)?;
        let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
            Ok((r.get(0)?, r.get(1)?, tally_from_row(r, 2)?))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The sums of the selection; `matches` counts match × seat rows.
    pub(crate) fn rollup_tally(&self, f: &Filter) -> Result<Tally> {
        let grain = if f.player.is_some() {
            Grain::Year
        } else {
            Grain::Month
        };
        let plan = self.plan(f, grain, false)?;
        let mut total = Tally::default();
        let cols = cell_columns();
        for (w, args) in &plan.cells {
            let sql = format!("SELECT {cols} FROM {w}");
            total.add(&sum_row(self.connection(), &sql, args)?);
        }
        for (w, args, index) in &plan.rows {
            let sql = format!("SELECT {STATS_COLUMNS} FROM match_stats s{index}{w}");
            total.add(&sum_row(self.connection(), &sql, args)?);
        }
        Ok(total)
    }

    /// Per stored player name: its spelling and its sums.
    pub fn rollup_players(&self, f: &Filter) -> Result<Vec<(String, String, Tally)>> {
        let plan = self.plan(f, Grain::Year, false)?;
        let mut by: std::collections::BTreeMap<String, (String, Tally)> = Default::default();
        let cols = cell_columns();
        let mut parts = Vec::new();
        for (w, args) in plan.cells {
            parts.push((
                format!(
                    "SELECT s.player_key, max(s.player), {cols} FROM {w} GROUP BY s.player_key"
                ),
                args,
            ));
        }
        for (w, args, index) in plan.rows {
            parts.push((
                format!(
                    "SELECT s.player_key, max(s.player), {STATS_COLUMNS} FROM match_stats s{index}{w} GROUP BY s.player_key"
                ),
                args,
            ));
        }
        for (sql, args) in parts {
            let mut st = self.connection().prepare_cached(&sql)?;
            let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    tally_from_row(r, 2)?,
                ))
            })?;
            for row in rows {
                let (k, name, t) = row?;
                let e = by
                    .entry(k)
                    .or_insert_with(|| (name.clone(), Tally::default()));
                if name > e.0 {
                    e.0 = name;
                }
                e.1.add(&t);
            }
        }
        Ok(by.into_iter().map(|(k, (n, t))| (k, n, t)).collect())
    }

    /// The whole library's sums per month or year (`chars` 7 or 4 of the
    /// period), with each period's first date; `None` when the filter names
    /// a player (a player's cells are years) or the plan reads rows only.
    pub(crate) fn rollup_periods(
        &self,
        f: &Filter,
        chars: usize,
    ) -> Result<Option<Vec<PeriodSums>>> {
        if f.player.is_some() {
            return Ok(None);
        }
        // Odd dates are grouped by their own first characters, as the rows
        // give them, not in '?'.
        let plan = self.plan(f, Grain::Month, true)?;
        if plan.cells.is_empty() {
            return Ok(None);
        }
        let cols = cell_columns();
        let period = format!("substr(s.period, 1, {chars})");
        let mut parts: Vec<(String, Vec<Value>)> = plan
            .cells
            .into_iter()
            .map(|(w, args)| {
                (
                    format!("SELECT {period}, min(s.first_date), {cols} FROM {w} GROUP BY 1"),
                    args,
                )
            })
            .collect();
        let row_period = format!("coalesce(substr(s.date, 1, {chars}), '')");
        for (w, args, index) in plan.rows {
            parts.push((
                format!(
                    "SELECT {row_period}, min(s.date), {STATS_COLUMNS} FROM match_stats s{index}{w} GROUP BY 1"
                ),
                args,
            ));
        }
        let mut by: std::collections::BTreeMap<String, (Option<String>, Tally)> =
            Default::default();
        for (sql, args) in parts {
            let mut st = self.connection().prepare_cached(&sql)?;
            let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    tally_from_row(r, 2)?,
                ))
            })?;
            for row in rows {
                let (p, first, t) = row?;
                let e = by.entry(p).or_insert_with(|| (None, Tally::default()));
                e.0 = match (e.0.take(), first) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                e.1.add(&t);
            }
        }
        Ok(Some(by.into_iter().map(|(p, (d, t))| (p, d, t)).collect()))
    }
}

/// [`STATS_COLUMNS`] over cells: their `n` summed where rows are counted.
fn cell_columns() -> String {
    STATS_COLUMNS.replace("count(*)", "sum(s.n)")
}

fn sum_row(conn: &Connection, sql: &str, args: &[Value]) -> Result<Tally> {
    let mut st = conn.prepare_cached(sql)?;
    Ok(st.query_row(rusqlite::params_from_iter(args.iter()), |r| {
        tally_from_row(r, 0)
    })?)
}

impl Store {
    /// Sums of the selection (both seats of every selected match unless a
    /// player is named; `matches` then counts each match once).
    pub fn tally(&self, f: &Filter) -> Result<Tally> {
        let mut t = self.rollup_tally(f)?;
        if f.player.is_none() {
            // Both seats of every match are in the selection (two rows per
            // match): count the match once, as wins and losses balance.
            t.matches /= 2;
        }
        Ok(t)
    }

    /// One row per player of the selection, with their sums.
    pub fn player_tallies(&self, f: &Filter) -> Result<Vec<(String, Tally)>> {
        let rows = self.rollup_players(f)?;
        // Names merged by an alias count as their player.
        self.merge_aliased(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn periods_step_over_years() {
        assert_eq!(next_period("2024-12").as_deref(), Some("2025-01"));
        assert_eq!(next_period("2024-05").as_deref(), Some("2024-06"));
        assert_eq!(previous_period("2024-01").as_deref(), Some("2023-12"));
        assert_eq!(next_period("2024").as_deref(), Some("2025"));
        assert_eq!(next_period("?"), None);
    }

    #[test]
    fn a_range_covers_the_periods_inside_it_whole() {
        let c = |a, b, g| covered(a, b, g).unwrap();
        // A month is covered from its first day to its last.
        assert_eq!(
            c(Some("2024-05-01"), Some("2024-06-30"), Grain::Month),
            Some(("2024-05".into(), "2024-06".into()))
        );
        assert_eq!(
            c(Some("2024-05-02"), Some("2024-06-29"), Grain::Month),
            None
        );
        assert_eq!(
            c(Some("2024-02-02"), Some("2024-02-29"), Grain::Month),
            None
        );
        assert_eq!(
            c(Some("2024-01-15"), Some("2024-03-29"), Grain::Month),
            Some(("2024-02".into(), "2024-02".into()))
        );
        assert_eq!(
            c(Some("2023-02-01"), Some("2023-02-28"), Grain::Month),
            Some(("2023-02".into(), "2023-02".into()))
        );
        assert_eq!(
            c(Some("2019-03-04"), Some("2024-12-31"), Grain::Year),
            Some(("2020".into(), "2024".into()))
        );
        assert_eq!(
            c(None, Some("2024-12-30"), Grain::Year),
            Some(("0".into(), "2023".into()))
        );
        assert_eq!(
            c(Some("2024-01-01"), None, Grain::Year),
            Some(("2024".into(), "9999-99".into()))
        );
        // Not a date: no plan from the cells.
        assert_eq!(covered(Some("2024-02-30"), None, Grain::Month), None);
    }
}
