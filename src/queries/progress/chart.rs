//! The pure computations the progression chart draws (the drawing is
//! `render::chart`'s, and the app's): a progression's dated rows as
//! [`Point`]s, the rolling PR over the last N decisions ([`rolling_pr`])
//! and the least-squares trend ([`trend`]). No reading here: the same
//! numbers for the command line's SVG and the app's canvas.

use serde::Serialize;

use crate::library::store::Filter;

use super::{Row, RowRef};

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
pub(super) fn point_of(
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
