//! `blunderdb report --html`: one self-contained HTML file of a selection
//! — the selection, the headline figures, the histogram and the worst
//! decisions with their boards. Everything is inline (CSS and SVG, no
//! script, nothing loaded from elsewhere), so it reads offline and prints.
//!
//! The file is written to a temporary file beside the target and renamed
//! over it, so a failed or interrupted export never leaves half a report.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use crate::library::store::{Filter, Store};
use crate::metrics::{DecisionFilter, Figures};
use crate::queries::candidates::Candidates;
use crate::queries::drill::{DecisionRow, Query};
use crate::queries::report::thresholds_text;
use crate::queries::{Error, Result};
use crate::render::board::{board_svg, esc};
use crate::render::chart::histogram_svg;

/// Worst decisions a report shows unless told otherwise.
pub const DEFAULT_WORST: usize = 20;
/// Most boards a report may hold.
pub const MAX_WORST: usize = 500;

const CSS: &str = r#"
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; color: #1d2327; margin: 24px auto; max-width: 980px; padding: 0 16px; line-height: 1.4; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 28px 0 10px; border-bottom: 2px solid #dee2e6; padding-bottom: 4px; }
h3 { font-size: 16px; margin: 0 0 6px; }
table.cands { border-collapse: collapse; font-size: 13px; margin: 6px 0; font-variant-numeric: tabular-nums; }
table.cands th, table.cands td { padding: 1px 10px 1px 0; text-align: right; }
table.cands td.mv, table.cands th:nth-child(2) { text-align: left; font-family: "DejaVu Sans Mono", Menlo, monospace; }
table.cands tr.played td { background: #fdecea; font-weight: 600; }
.muted { color: #5c6670; }
.selection { font-size: 15px; }
table.figures { border-collapse: collapse; margin: 8px 0; }
table.figures th { text-align: left; font-weight: 400; color: #5c6670; padding: 3px 18px 3px 0; }
table.figures td { font-weight: 700; padding: 3px 24px 3px 0; font-variant-numeric: tabular-nums; }
.histogram svg { max-width: 100%; height: auto; }
article.decision { border: 1px solid #dee2e6; border-radius: 6px; padding: 12px; margin: 0 0 18px; break-inside: avoid; page-break-inside: avoid; }
article.decision svg.board { max-width: 100%; height: auto; display: block; }
dl.ids { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0 0; font-size: 13px; }
dl.ids dt { color: #5c6670; }
dl.ids dd { margin: 0; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; user-select: all; word-break: break-all; }
footer { margin-top: 28px; font-size: 12px; color: #5c6670; }
@page { margin: 12mm; }
@media print {
  body { margin: 0; max-width: none; }
  h2 { break-after: avoid; page-break-after: avoid; }
  .histogram { break-inside: avoid; page-break-inside: avoid; }
}
"#;

fn num(v: Option<f64>, d: usize) -> String {
    v.map_or_else(|| "—".to_string(), |x| format!("{x:.d$}"))
}

fn count(v: Option<u64>) -> String {
    v.map_or_else(|| "—".to_string(), |x| x.to_string())
}

/// The selection in words.
pub fn selection_text(store: &Store, f: &Filter) -> Result<String> {
    let mut parts = Vec::new();
    match &f.player {
        Some(p) => parts.push(store.stored_name(p)?.unwrap_or_else(|| p.clone())),
        None => parts.push("all players".to_string()),
    }
    match (&f.date_from, &f.date_to) {
        (Some(a), Some(b)) => parts.push(format!("{a} to {b}")),
        (Some(a), None) => parts.push(format!("from {a}")),
        (None, Some(b)) => parts.push(format!("until {b}")),
        (None, None) => {}
    }
    match f.length {
        Some(0) => parts.push("money sessions".into()),
        Some(n) => parts.push(format!("{n}-point matches")),
        None => {}
    }
    parts.push(
        match f.decisions {
            DecisionFilter::All => "all decisions",
            DecisionFilter::Checker => "checker plays",
            DecisionFilter::Cube => "cube decisions",
        }
        .into(),
    );
    Ok(parts.join(" · "))
}

fn figures_table(x: &Figures, player: bool, thresholds: &str) -> String {
    let mut rows: Vec<(&str, String)> = Vec::new();
    rows.push((
        "Matches",
        if player {
            format!("{} (won {}, lost {})", x.matches, x.wins, x.losses)
        } else {
            x.matches.to_string()
        },
    ));
    rows.push((
        "PR",
        format!(
            "{} (checker {}, cube {})",
            num(x.pr, 2),
            num(x.pr_checker, 2),
            num(x.pr_cube, 2)
        ),
    ));
    rows.push(("Snowie error rate", num(x.snowie_er, 2)));
    rows.push((
        "Error",
        format!(
            "{} EMG ({} % MWC; {} % per match)",
            num(x.error_emg, 3),
            num(x.mwc_loss_pct, 2),
            num(x.mwc_loss_per_match_pct, 2)
        ),
    ));
    rows.push((
        "Decisions",
        format!(
            "{} (unforced checker {}, close cube {})",
            count(x.decisions),
            count(x.checker_unforced),
            count(x.close_cube)
        ),
    ));
    rows.push((
        "Errors / blunders",
        format!(
            "{} / {} ({})",
            count(x.errors),
            count(x.blunders),
            esc(thresholds)
        ),
    ));
    rows.push((
        "Luck",
        format!(
            "{} EMG over {} rolls ({} % MWC)",
            num(x.luck_emg, 3),
            x.luck_rolls,
            num(x.luck_mwc_pct, 2)
        ),
    ));
    let mut s = String::from(r#"<table class="figures">"#);
    for (k, v) in rows {
        let _ = write!(s, "<tr><th>{k}</th><td>{v}</td></tr>");
    }
    s.push_str("</table>");
    s
}

/// Candidates shown under a board: the first few, and the played one
/// wherever it is.
const REPORT_CANDIDATES: usize = 5;

/// The analysis panel under a checker play's board: rank, move, equity,
/// difference to the best, the played move marked; or why there is none.
fn candidates_table(c: &Candidates) -> String {
    let Some(list) = c.list() else {
        return match c {
            Candidates::SourceNotFound { .. } => {
                format!(r#"<p class="muted">{}</p>"#, esc(c.note().unwrap_or("")))
            }
            _ => String::new(),
        };
    };
    let mut s = String::from(
        r#"<table class="cands"><tr><th>#</th><th>Move</th><th>Equity</th><th>Diff</th><th></th></tr>"#,
    );
    for k in list
        .iter()
        .enumerate()
        .filter(|(i, k)| *i < REPORT_CANDIDATES || k.played)
        .map(|(_, k)| k)
    {
        let _ = write!(
            s,
            r#"<tr{}><td>{}</td><td class="mv">{}</td><td>{:+.3}</td><td>{}</td><td>{}</td></tr>"#,
            if k.played { r#" class="played""# } else { "" },
            k.rank,
            esc(k.move_text()),
            k.equity,
            k.diff_text(),
            if k.played { "played" } else { "" }
        );
    }
    s.push_str("</table>");
    s
}

fn decision_article(rank: usize, d: &DecisionRow, cands: &Candidates) -> String {
    let mut s = String::with_capacity(16_000);
    let _ = write!(
        s,
        r#"<article class="decision"><h3>{rank}. {} EMG — {} ({}) against {}, match {}, game {}, move {}</h3>"#,
        num(d.error, 3),
        esc(&d.player),
        esc(&d.kind),
        esc(&d.opponent),
        d.match_no,
        d.game,
        d.move_number
    );
    s.push_str(&board_svg(d));
    s.push_str(&candidates_table(cands));
    s.push_str(r#"<dl class="ids">"#);
    for (k, v) in [
        ("Position ID", d.position_id.as_deref()),
        ("Match ID", d.match_id.as_deref()),
        ("XGID", d.xgid.as_deref()),
    ] {
        let _ = write!(s, "<dt>{k}</dt><dd>{}</dd>", esc(v.unwrap_or("—")));
    }
    let _ = write!(s, "<dt>File</dt><dd>{}</dd>", esc(&d.source));
    s.push_str("</dl></article>");
    s
}

/// The report's HTML.
pub fn report_html(store: &Store, f: &Filter, worst: usize) -> Result<String> {
    if worst > MAX_WORST {
        return Err(Error::invalid(format!(
            "a report holds at most {MAX_WORST} boards (asked for {worst})"
        )));
    }
    let t = store.tally(f)?;
    let x = t.figures(f.decisions);
    let th = store.thresholds()?;
    let rows = store.decisions(&Query {
        filter: f.clone(),
        limit: worst,
        ..Default::default()
    })?;
    let selection = selection_text(store, f)?;
    let mut h = String::with_capacity(40_000 + rows.len() * 16_000);
    let _ = write!(
        h,
        r#"<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>blunderDB report — {sel}</title><style>{CSS}</style></head><body>
<header><h1>blunderDB report</h1><p class="selection">{sel}</p></header>
<section class="headline"><h2>Figures</h2>{table}</section>
<section class="histogram"><h2>Error histogram</h2><p class="muted">Counted decisions by error, in millipoints (thousandths of EMG).</p>{hist}</section>
<section class="worst"><h2>The {n} worst decisions</h2>"#,
        sel = esc(&selection),
        table = figures_table(&x, f.player.is_some(), &thresholds_text(&th)),
        hist = strip_xml_prolog(&histogram_svg(x.histogram, &th, 900, 420)),
        n = rows.len(),
    );
    if rows.is_empty() {
        h.push_str(r#"<p class="muted">No analysed decision in this selection.</p>"#);
    }
    // Each checker play's candidates, re-read from its match's file.
    let mut reader = crate::queries::candidates::Reader::new();
    for (i, d) in rows.iter().enumerate() {
        h.push_str(&decision_article(i + 1, d, &reader.of(d)));
    }
    let _ = writeln!(
        h,
        r#"</section><footer>Written by blunderDB {} — boards are seen from the player who decides; the IDs paste into gnuBG (Position ID, Match ID) and XG (XGID).</footer></body></html>"#,
        env!("CARGO_PKG_VERSION")
    );
    Ok(h)
}

fn strip_xml_prolog(svg: &str) -> &str {
    match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => svg,
    }
}

/// Writes the report to `path` whole or not at all: a temporary file in
/// the same folder, synced, then renamed over `path`.
pub fn write_report(path: &Path, html: &str) -> Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let fail = |e: std::io::Error| {
        Error::invalid(format!("cannot write the report {}: {e}", path.display()))
    };
    if path.is_dir() {
        return Err(Error::invalid(format!(
            "cannot write the report {}: it is a folder",
            path.display()
        )));
    }
    let mut tmp = tempfile::Builder::new()
        .prefix(".blunderdb-report-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(fail)?;
    tmp.write_all(html.as_bytes()).map_err(fail)?;
    tmp.as_file().sync_all().map_err(fail)?;
    // A report is a document to share, not a secret: the usual mode.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o644))
            .map_err(fail)?;
    }
    tmp.persist(path).map_err(|e| fail(e.error))?;
    Ok(())
}
