//! What `progress` prints of a progression's rows: [`Progress`] (its rows
//! as [`ProgressRow`]s, typed for JSON) and its CSV and text tables; and
//! the app's Progression card ([`card`]), the chart's points and the
//! latest rows read in one pass. The rows themselves are read in the
//! parent module ([`Store::progress`]).

use serde::Serialize;
use serde_json::{json, Value};

use crate::i18n::Text;
use crate::library::store::{Filter, Store};
use crate::metrics::Figures;
use crate::queries::{Error, Result};

use super::chart::{point_of, Point};
use super::{MatchEntry, Period, Row, RowRef};

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

/// `progress` as a text table in `text`'s language ("—" = unknown).
pub fn progress_text(text: &Text, store: &Store, f: &Filter, by: Period) -> Result<String> {
    use crate::queries::report::{count, num};
    let rows = store.progress(f, by)?;
    let period = match by {
        Period::Match => crate::t!(text, "cli-period-match"),
        Period::Month => crate::t!(text, "cli-period-month"),
        Period::Year => crate::t!(text, "cli-period-year"),
        Period::Event => crate::t!(text, "cli-period-event"),
    };
    let mut s = format!(
        "{:<24} {:>6} {:>7} {:>5} {:>9} {:>6} {:>6} {:>6} {:>7}\n",
        period,
        crate::t!(text, "cli-col-matches-short"),
        crate::t!(text, "cli-col-won-lost-short"),
        crate::t!(text, "cli-col-decisions-short"),
        crate::t!(text, "cli-col-error-emg-short"),
        crate::t!(text, "fig-pr"),
        crate::t!(text, "cli-col-checker-pr-short"),
        crate::t!(text, "cli-col-cube-pr-short"),
        crate::t!(text, "cli-col-mwc-pct-short")
    );
    for r in &rows {
        let x = r.tally.figures(f.decisions);
        let label = period_text(text, by, &r.period);
        let label = match r.match_id {
            Some(id) => format!("{label} #{id}"),
            None => label,
        };
        s += &format!(
            "{:<24} {:>6} {:>7} {:>5} {:>9} {:>6} {:>6} {:>6} {:>7}\n",
            label,
            text.count(x.matches),
            format!("{}-{}", text.count(x.wins), text.count(x.losses)),
            count(text, x.decisions),
            num(text, x.error_emg, 3),
            num(text, x.pr, 2),
            num(text, x.pr_checker, 2),
            num(text, x.pr_cube, 2),
            num(text, x.mwc_loss_pct, 2)
        );
    }
    Ok(s)
}

/// A progress row's period for a player to read: dates and months in
/// `text`'s order, "undated" and "no event" in its words; years and event names as
/// they are.
pub fn period_text(text: &Text, by: Period, period: &str) -> String {
    match by {
        Period::Event if period == super::NO_EVENT => crate::t!(text, "cli-no-event"),
        Period::Event => period.to_string(),
        _ if period == super::UNDATED => crate::t!(text, "cli-undated"),
        Period::Match | Period::Month => text.date(period),
        Period::Year => period.to_string(),
    }
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
/// [`points`](super::points), but a progression by match from the kept
/// [`MatchTable`](super::MatchTable) copies no row, and only the table's
/// rows are made into [`ProgressRow`]s. For the whole 10,000-match library, copying every
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::metrics::Tally;

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
}
