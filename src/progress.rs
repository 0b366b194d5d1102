//! Progress over time: the figures of a selection per match, month, year
//! or event, in time order, read from `match_stats` (never from the
//! decisions) and derived with the same [`Tally::figures`] as `stats`, so
//! the rows add up to `stats` for the same filter.
//!
//! Also the pure computations the progression chart draws: the rolling PR
//! over the last N decisions and the least-squares trend.

use serde::Serialize;
use serde_json::{json, Value};

use crate::error::{Error, Result};
use crate::metrics::{Figures, Tally};
use crate::store::{tally_from_row, Filter, Store, STATS_COLUMNS};

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
        Period::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| {
                Error::Filter(crate::filters::FilterError::UnknownChoice {
                    what: "grouping".into(),
                    value: s.into(),
                    choices: Period::ALL.iter().map(|p| p.as_str().to_string()).collect(),
                })
            })
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
    pub tally: Tally,
}

impl Store {
    /// The progression of the selection `f`, grouped by `by`, in time order
    /// (by each period's first date; undated matches last).
    pub fn progress(&self, f: &Filter, by: Period) -> Result<Vec<Row>> {
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
        // The rows, folded here rather than by GROUP BY: SQLite sets up 37
        // aggregates per group, which at a group per match cost several
        // times the reading of the rows.
        let cols = STATS_COLUMNS.replace("sum(", "(").replace("count(*)", "1");
        let sql = format!("SELECT {key}, s.match_id, s.date, {cols} FROM match_stats s{join}{w}");
        let mut st = self.connection().prepare_cached(&sql)?;
        type Group = (Option<String>, Tally, u64);
        let mut groups: std::collections::HashMap<(i64, Option<String>), Group> =
            Default::default();
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(1)?;
            let k = match by {
                Period::Match => (id, None),
                _ => (0, r.get::<_, Option<String>>(0)?),
            };
            let date: Option<String> = r.get(2)?;
            let g = groups.entry(k).or_insert((None, Tally::default(), 0));
            g.0 = match (g.0.take(), date) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            g.1.add(&tally_from_row(r, 3)?);
            g.2 += 1;
        }
        let player = f.player.is_some();
        let mut out: Vec<((i64, Option<String>), Row)> = groups
            .into_iter()
            .map(|(k, (first_date, mut tally, n))| {
                // Both seats of each match are in a group without a player:
                // count the match once, as `stats`.
                tally.matches = if player { n } else { n / 2 };
                let (period, match_id) = match (by, &k.1) {
                    (Period::Match, _) => (
                        first_date.clone().unwrap_or_else(|| UNDATED.into()),
                        Some(k.0),
                    ),
                    (Period::Event, Some(e)) if !e.is_empty() => (e.clone(), None),
                    (Period::Event, _) => (NO_EVENT.into(), None),
                    (_, Some(p)) => (p.clone(), None),
                    (_, None) => (UNDATED.into(), None),
                };
                let row = Row {
                    period,
                    match_id,
                    first_date,
                    tally,
                };
                (k, row)
            })
            .collect();
        out.sort_by(|(ka, a), (kb, b)| {
            (a.first_date.is_none(), &a.first_date, ka).cmp(&(
                b.first_date.is_none(),
                &b.first_date,
                kb,
            ))
        });
        Ok(out.into_iter().map(|(_, r)| r).collect())
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

fn row_json(r: &Row, f: &Figures) -> Value {
    // Built field by field: `serde_json::to_value` of all the figures and
    // picking nine was most of the time of a 10,000-row progression.
    let mut o = serde_json::Map::new();
    o.insert("period".into(), Value::String(r.period.clone()));
    if let Some(id) = r.match_id {
        o.insert("match".into(), json!(id));
    }
    let values = [
        json!(f.matches),
        json!(f.decisions),
        json!(f.error_emg),
        json!(f.pr),
        json!(f.pr_checker),
        json!(f.pr_cube),
        json!(f.mwc_loss_pct),
        json!(f.wins),
        json!(f.losses),
    ];
    for (k, v) in ROW_KEYS.iter().zip(values) {
        o.insert((*k).into(), v);
    }
    Value::Object(o)
}

/// `progress` as JSON: `{"player", "by", "rows": [...]}`.
pub fn progress_json(store: &Store, f: &Filter, by: Period) -> Result<Value> {
    let rows = store.progress(f, by)?;
    let player = match &f.player {
        Some(p) => store.stored_name(p)?.or_else(|| Some(p.clone())),
        None => None,
    };
    let rows: Vec<Value> = rows
        .iter()
        .map(|r| row_json(r, &r.tally.figures(f.decisions)))
        .collect();
    Ok(json!({"player": player, "by": by.as_str(), "rows": rows}))
}

/// `progress` as CSV (empty cell = unknown).
pub fn progress_csv(store: &Store, f: &Filter, by: Period) -> Result<String> {
    let v = progress_json(store, f, by)?;
    let mut keys = vec!["period"];
    if by == Period::Match {
        keys.push("match");
    }
    keys.extend_from_slice(ROW_KEYS);
    let mut s = keys.join(",");
    s.push('\n');
    for r in v["rows"].as_array().into_iter().flatten() {
        let cells: Vec<String> = keys
            .iter()
            .map(|k| match r.get(*k) {
                Some(Value::String(t)) if t.contains([',', '"', '\n']) => {
                    format!("\"{}\"", t.replace('"', "\"\""))
                }
                Some(Value::String(t)) => t.clone(),
                Some(Value::Null) | None => String::new(),
                Some(x) => x.to_string(),
            })
            .collect();
        s += &cells.join(",");
        s.push('\n');
    }
    Ok(s)
}

/// `progress` as a text table ("—" = unknown).
pub fn progress_text(store: &Store, f: &Filter, by: Period) -> Result<String> {
    use crate::report::{count, num};
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

/// The level bands behind the progression chart: `(name, upper PR bound)`,
/// the last one open. These are gnuBG's published rating names and bounds
/// (`analysis.c: GetRating()`, the table of 1.08.003, the latest release;
/// see `../shared/docs/metrics-spec.md` §10.1), on XG's PR scale (500 ×
/// the per-decision rate): its "World class < 2.5" is the figure usually
/// quoted for XG. XG's own label table could not be found in any source
/// consulted (metrics-spec §10.2), so it is not invented here.
pub const LEVELS: [(&str, f64); 8] = [
    ("Supernatural", 1.0),
    ("World class", 2.5),
    ("Expert", 4.0),
    ("Advanced", 6.0),
    ("Intermediate", 9.0),
    ("Casual player", 13.0),
    ("Beginner", 17.5),
    ("Awful!", f64::INFINITY),
];

/// The level name of a PR (the first band whose bound it is below).
pub fn level(pr: f64) -> &'static str {
    LEVELS
        .iter()
        .find(|(_, hi)| pr < *hi)
        .map_or("Awful!", |(n, _)| n)
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
            let day = day_number(r.first_date.as_deref()?)?;
            let pr = x.pr?;
            Some(Point {
                day,
                pr,
                decisions: x.decisions.unwrap_or(0),
                error: x.error_emg.unwrap_or(0.0),
                result: match (r.tally.wins, r.tally.losses) {
                    (w, 0) if w > 0 => 1,
                    (0, l) if l > 0 => -1,
                    _ => 0,
                },
                match_id: r.match_id,
            })
        })
        .collect()
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
        let v = row_json(&row, &f);
        assert_eq!(v["period"], "2024-08");
        assert_eq!(v["match"], 7);
        for k in ROW_KEYS {
            assert_eq!(v[*k], all[*k], "{k}");
        }
        assert_eq!(v["pr"], json!(500.0 * 0.3 / 40.0));
        assert_eq!(v.as_object().unwrap().len(), ROW_KEYS.len() + 2);
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
