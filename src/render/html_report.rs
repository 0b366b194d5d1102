//! `blunderdb report --html`: one self-contained HTML file of a selection
//! — the selection, the headline figures, the histogram and the worst
//! decisions with their boards. Everything is inline (CSS and SVG, no
//! script, nothing loaded from elsewhere), so it reads offline and prints.
//!
//! The file is written to a temporary file beside the target and renamed
//! over it, so a failed or interrupted export never leaves half a report.

use std::fmt::Write as _;
use std::path::Path;

use crate::i18n::Text;
use crate::library::store::{Filter, Store};
use crate::metrics::{DecisionFilter, Figures, Thresholds};
use crate::model::Candidate;
use crate::queries::candidates::Candidates;
use crate::queries::drill::{DecisionRow, Query};
use crate::queries::{Error, Result};
use crate::render::board::{action_text, board_svg, esc, kind_text};
use crate::render::chart::histogram_svg;
use crate::t;

/// Worst decisions a report shows unless told otherwise.
pub const DEFAULT_WORST: usize = 20;
/// Most boards a report may hold.
pub const MAX_WORST: usize = 500;

pub(crate) const CSS: &str = r#"
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", "Yu Gothic", Meiryo, Helvetica, Arial, sans-serif; color: #1d2327; margin: 24px auto; max-width: 980px; padding: 0 16px; line-height: 1.4; }
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

/// A count in the language's way, "—" when unknown.
fn count(v: Option<u64>, text: &Text) -> String {
    v.map_or_else(|| "—".to_string(), |x| text.count(x))
}

/// A signed figure (`+0.123`, `-0.050`) in the language's way.
pub(crate) fn signed(v: f64, decimals: usize, text: &Text) -> String {
    let s = text.number(v, decimals);
    if s.starts_with(['-', '\u{2212}']) {
        s
    } else {
        format!("+{s}")
    }
}

/// The selection in words, in `text`'s language.
pub fn selection_text(store: &Store, f: &Filter, text: &Text) -> Result<String> {
    let mut parts = Vec::new();
    match &f.player {
        Some(p) => parts.push(store.stored_name(p)?.unwrap_or_else(|| p.clone())),
        None => parts.push(t!(text, "filter-all-players")),
    }
    match (&f.date_from, &f.date_to) {
        (Some(a), Some(b)) => parts.push(t!(
            text,
            "report-dates-between",
            from = text.date(a),
            to = text.date(b)
        )),
        (Some(a), None) => parts.push(t!(text, "report-dates-from", from = text.date(a))),
        (None, Some(b)) => parts.push(t!(text, "report-dates-until", to = text.date(b))),
        (None, None) => {}
    }
    match f.length {
        Some(0) => parts.push(t!(text, "report-money-sessions")),
        Some(n) => parts.push(t!(text, "report-length-matches", n = n)),
        None => {}
    }
    parts.push(match f.decisions {
        DecisionFilter::All => t!(text, "decisions-all"),
        DecisionFilter::Checker => t!(text, "decisions-checker"),
        DecisionFilter::Cube => t!(text, "decisions-cube"),
    });
    Ok(parts.join(" · "))
}

/// The thresholds in words, with the preset they are if any.
fn thresholds_words(th: &Thresholds, text: &Text) -> String {
    let words = t!(
        text,
        "thresholds-text",
        error = text.number(th.error, 3),
        blunder = text.number(th.blunder, 3)
    );
    let preset = [
        ("blunderDB", Thresholds::BLUNDERDB),
        ("gnuBG", Thresholds::GNUBG),
        ("XG", Thresholds::XG),
    ]
    .into_iter()
    .find(|(_, p)| (p.error - th.error).abs() < 1e-9 && (p.blunder - th.blunder).abs() < 1e-9);
    match preset {
        Some((name, _)) => t!(
            text,
            "report-thresholds-preset",
            thresholds = words,
            name = name
        ),
        None => words,
    }
}

fn figures_table(x: &Figures, player: bool, thresholds: &str, text: &Text) -> String {
    let num = |v: Option<f64>, d: usize| text.figure(v, d);
    let mut rows: Vec<(String, String)> = Vec::new();
    rows.push((
        t!(text, "fig-matches"),
        if player {
            t!(
                text,
                "report-matches-won-lost",
                matches = text.count(x.matches),
                wins = text.count(x.wins),
                losses = text.count(x.losses)
            )
        } else {
            text.count(x.matches)
        },
    ));
    rows.push((
        t!(text, "fig-pr"),
        t!(
            text,
            "report-pr-value",
            pr = num(x.pr, 2),
            checker = num(x.pr_checker, 2),
            cube = num(x.pr_cube, 2)
        ),
    ));
    rows.push((t!(text, "fig-snowie_er"), num(x.snowie_er, 2)));
    rows.push((
        t!(text, "field-error"),
        t!(
            text,
            "report-error-value",
            emg = num(x.error_emg, 3),
            mwc = num(x.mwc_loss_pct, 2),
            per_match = num(x.mwc_loss_per_match_pct, 2)
        ),
    ));
    rows.push((
        t!(text, "fig-decisions"),
        t!(
            text,
            "report-decisions-value",
            decisions = count(x.decisions, text),
            unforced = count(x.checker_unforced, text),
            close = count(x.close_cube, text)
        ),
    ));
    rows.push((
        t!(text, "report-errors-blunders"),
        t!(
            text,
            "report-errors-value",
            errors = count(x.errors, text),
            blunders = count(x.blunders, text),
            thresholds = thresholds
        ),
    ));
    rows.push((
        t!(text, "fig-luck_emg"),
        t!(
            text,
            "report-luck-value",
            emg = num(x.luck_emg, 3),
            rolls = x.luck_rolls,
            mwc = num(x.luck_mwc_pct, 2)
        ),
    ));
    let mut s = String::from(r#"<table class="figures">"#);
    for (k, v) in rows {
        let _ = write!(s, "<tr><th>{}</th><td>{}</td></tr>", esc(&k), esc(&v));
    }
    s.push_str("</table>");
    s
}

/// One row of a table of candidates: rank, the play or cube action, its
/// equity, its difference from the best (none for the best), the played
/// one marked. The report's tables and the Anki cards' are these rows.
pub(crate) fn candidate_row(s: &mut String, k: &Candidate, text: &Text) {
    let _ = write!(
        s,
        r#"<tr{}><td>{}</td><td class="mv">{}</td><td>{}</td><td>{}</td><td>{}</td></tr>"#,
        if k.played { r#" class="played""# } else { "" },
        k.rank,
        esc(&if k.play.is_empty() {
            t!(text, "board-no-move")
        } else {
            action_text(&k.play, text)
        }),
        signed(k.equity, 3, text),
        if k.rank == 1 {
            String::new()
        } else {
            signed(k.diff, 3, text)
        },
        if k.played {
            esc(&t!(text, "report-played-mark"))
        } else {
            String::new()
        }
    );
}

/// Candidates shown under a board: the first few, and the played one
/// wherever it is.
const REPORT_CANDIDATES: usize = 5;

/// The analysis panel under a checker play's board: rank, move, equity,
/// difference to the best, the played move marked; or why there is none.
fn candidates_table(c: &Candidates, text: &Text) -> String {
    let Some(list) = c.list() else {
        return match c {
            Candidates::SourceNotFound { .. } => format!(
                r#"<p class="muted">{}</p>"#,
                esc(&t!(text, "report-candidates-source-not-found"))
            ),
            _ => String::new(),
        };
    };
    let mut s = format!(
        r#"<table class="cands"><tr><th>#</th><th>{}</th><th>{}</th><th>{}</th><th></th></tr>"#,
        esc(&t!(text, "field-move")),
        esc(&t!(text, "report-equity")),
        esc(&t!(text, "report-diff"))
    );
    for k in list
        .iter()
        .enumerate()
        .filter(|(i, k)| *i < REPORT_CANDIDATES || k.played)
        .map(|(_, k)| k)
    {
        candidate_row(&mut s, k, text);
    }
    s.push_str("</table>");
    s
}

pub(crate) fn decision_article(
    rank: usize,
    d: &DecisionRow,
    cands: &Candidates,
    text: &Text,
) -> String {
    let mut s = String::with_capacity(16_000);
    let _ = write!(
        s,
        r#"<article class="decision"><h3>{}</h3>"#,
        esc(&t!(
            text,
            "report-decision-heading",
            rank = rank.to_string(),
            error = text.figure(d.error, 3),
            player = d.player.as_str(),
            kind = kind_text(d, text),
            opponent = d.opponent.as_str(),
            match_no = d.match_no.to_string(),
            game = d.game.to_string(),
            move_no = d.move_number.to_string()
        ))
    );
    s.push_str(&board_svg(d, text));
    s.push_str(&candidates_table(cands, text));
    s.push_str(r#"<dl class="ids">"#);
    for (k, v) in [
        (t!(text, "report-position-id"), d.position_id.as_deref()),
        (t!(text, "report-match-id"), d.match_id.as_deref()),
        (t!(text, "report-xgid"), d.xgid.as_deref()),
        (t!(text, "field-source"), Some(d.source.as_str())),
    ] {
        let _ = write!(s, "<dt>{}</dt><dd>{}</dd>", esc(&k), esc(v.unwrap_or("—")));
    }
    s.push_str("</dl></article>");
    s
}

/// The report's HTML, in `text`'s language (`<html lang>`, its words, its
/// numbers and dates).
pub fn report_html(store: &Store, f: &Filter, worst: usize, text: &Text) -> Result<String> {
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
    let selection = selection_text(store, f, text)?;
    let mut h = String::with_capacity(40_000 + rows.len() * 16_000);
    let _ = write!(
        h,
        r#"<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><style>{CSS}</style></head><body>
<header><h1>{h1}</h1><p class="selection">{sel}</p></header>
<section class="headline"><h2>{figures}</h2>{table}</section>
<section class="histogram"><h2>{histogram}</h2><p class="muted">{note}</p>{hist}</section>
<section class="worst"><h2>{worst}</h2>"#,
        lang = esc(text.lang()),
        title = esc(&t!(text, "report-title-of", selection = selection.as_str())),
        h1 = esc(&t!(text, "report-title")),
        sel = esc(&selection),
        figures = esc(&t!(text, "report-figures")),
        table = figures_table(&x, f.player.is_some(), &thresholds_words(&th, text), text),
        histogram = esc(&t!(text, "report-histogram")),
        note = esc(&t!(text, "report-histogram-note")),
        hist = strip_xml_prolog(&histogram_svg(x.histogram, &th, 900, 420, text)),
        worst = esc(&t!(text, "report-worst", n = rows.len())),
    );
    if rows.is_empty() {
        let _ = write!(
            h,
            r#"<p class="muted">{}</p>"#,
            esc(&t!(text, "report-no-decision"))
        );
    }
    // Each checker play's candidates, re-read from its match's file.
    let mut reader = crate::queries::candidates::Reader::new();
    for (i, d) in rows.iter().enumerate() {
        h.push_str(&decision_article(i + 1, d, &reader.of(d), text));
    }
    let _ = writeln!(
        h,
        r#"</section><footer>{}</footer></body></html>"#,
        esc(&t!(
            text,
            "report-footer",
            version = env!("CARGO_PKG_VERSION")
        ))
    );
    Ok(h)
}

pub(crate) fn strip_xml_prolog(svg: &str) -> &str {
    match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => svg,
    }
}

/// Writes the report to `path` whole or not at all: a temporary file in
/// the same folder, synced, then renamed over `path`.
pub fn write_report(path: &Path, html: &str) -> Result<()> {
    write_file(path, html.as_bytes())
}

/// [`write_report`] of any bytes (a PNG picture, say): whole or not at
/// all, and readable by others (a report is a document to share).
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<()> {
    use crate::library::files;
    files::write_whole(path, bytes, files::Access::Shared).map_err(|e| {
        Error::invalid(format!(
            "cannot write the report {}: {e}",
            files::shown(path)
        ))
    })
}
