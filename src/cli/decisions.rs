//! `decisions` and `report`: the single decisions behind the figures,
//! listed page by page or written worst first into an HTML report, in the
//! run's language (`tx`); JSON is the same in every language.

use std::io::Write;
use std::path::Path;

use anyhow::Result;

use blunderdb::i18n::{Message, Text};
use blunderdb::library::store::Store;
use blunderdb::queries::candidates::Candidates;
use blunderdb::queries::filters;
use blunderdb::queries::report::num;
use blunderdb::t;

use crate::args::{filter_of, DecisionsArgs, DrillKind, FilterArgs, Fmt};
use crate::CliError;

/// `blunderdb decisions`: one page of the selection's decisions, worst
/// first, as text or JSON.
pub fn decisions(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    args: DecisionsArgs,
) -> Result<()> {
    let DecisionsArgs {
        player,
        filter,
        min_error,
        decision_kind,
        bucket,
        breakdown,
        limit,
        offset,
        after,
        candidates,
        format,
    } = args;
    let breakdown = breakdown
        .as_deref()
        .map(blunderdb::queries::breakdown::CellKey::parse)
        .transpose()?;
    let f = filters::validate(store, filter_of(player, &filter))?;
    let q = blunderdb::queries::drill::Query {
        filter: f,
        min_error,
        kind: decision_kind.map(|k| match k {
            DrillKind::Checker => blunderdb::queries::drill::KindFilter::Checker,
            DrillKind::Cube => blunderdb::queries::drill::KindFilter::Cube,
            DrillKind::Double => blunderdb::queries::drill::KindFilter::Double,
            DrillKind::Take => blunderdb::queries::drill::KindFilter::Take,
            DrillKind::Pass => blunderdb::queries::drill::KindFilter::Pass,
        }),
        bucket: bucket.map(usize::from),
        breakdown,
        limit,
        offset,
        after,
        before: None,
    };
    let rows = store.decisions(&q)?;
    if format == Fmt::Json {
        // `next`: the cursor of the following page (`--after`).
        let next = (rows.len() == limit)
            .then(|| rows.last().and_then(blunderdb::queries::drill::Cursor::of))
            .flatten()
            .map(|c| c.to_string());
        let mut list = serde_json::to_value(&rows)?;
        if candidates {
            let mut reader = blunderdb::queries::candidates::Reader::new();
            if let Some(items) = list.as_array_mut() {
                for (item, d) in items.iter_mut().zip(&rows) {
                    item["candidates"] = serde_json::to_value(reader.of(d))?;
                }
            }
        }
        let v = serde_json::json!({ "decisions": list, "next": next });
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
    } else {
        let mut reader = candidates.then(blunderdb::queries::candidates::Reader::new);
        print_decisions(tx, out, &rows, offset, reader.as_mut())?;
        if rows.len() == limit {
            if let Some(c) = rows.last().and_then(blunderdb::queries::drill::Cursor::of) {
                writeln!(out, "{}", t!(tx, "cli-next-page", cursor = c.to_string()))?;
            }
        }
    }
    Ok(())
}

/// `blunderdb report`: the selection's figures, histogram and worst
/// decisions, written into one HTML file.
pub fn report(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    html: &Path,
    player: Option<String>,
    filter: &FilterArgs,
    limit: usize,
) -> Result<()> {
    let f = filters::validate(store, filter_of(player, filter))?;
    let page = blunderdb::render::html_report::report_html(store, &f, limit, tx)?;
    blunderdb::render::html_report::write_report(html, &page)
        .map_err(|e| CliError::Usage(Message::raw(e.message(tx))))?;
    writeln!(
        out,
        "{}",
        t!(
            tx,
            "cli-report-wrote",
            path = html.display().to_string(),
            n = page.len()
        )
    )?;
    Ok(())
}

/// A signed figure (`+0.123`, `-0.050`) in `tx`'s language.
fn signed(tx: &Text, v: f64, decimals: usize) -> String {
    let s = tx.number(v, decimals);
    if s.starts_with(['-', '\u{2212}']) {
        s
    } else {
        format!("+{s}")
    }
}

pub(crate) fn print_decisions(
    tx: &Text,
    out: &mut impl Write,
    rows: &[blunderdb::queries::drill::DecisionRow],
    offset: usize,
    mut candidates: Option<&mut blunderdb::queries::candidates::Reader>,
) -> Result<()> {
    if rows.is_empty() {
        writeln!(out, "{}", t!(tx, "cli-decisions-none"))?;
        return Ok(());
    }
    let no_move = t!(tx, "board-no-move");
    for (i, d) in rows.iter().enumerate() {
        writeln!(
            out,
            "{:>5}. {}",
            offset + i + 1,
            t!(
                tx,
                "cli-decision-row",
                error = format!("{:>6}", num(tx, d.error, 3)),
                mwc = format!("{:>6}", num(tx, d.mwc_loss_pct, 2)),
                player = &d.player,
                match_no = d.match_no.to_string(),
                game = d.game.to_string(),
                move_no = d.move_number.to_string(),
                kind = blunderdb::render::board::kind_text(d, tx),
                dice = d.dice.as_deref().unwrap_or("")
            )
            .trim_end()
        )?;
        writeln!(
            out,
            "         {}",
            t!(
                tx,
                "cli-decision-played",
                played = if d.played.is_empty() {
                    no_move.as_str()
                } else {
                    &d.played
                },
                best = d.best.as_deref().unwrap_or("—")
            )
        )?;
        writeln!(
            out,
            "         {}  {}:{}",
            d.xgid.as_deref().unwrap_or("XGID —"),
            d.position_id.as_deref().unwrap_or("—"),
            d.match_id.as_deref().unwrap_or("—")
        )?;
        if let Some(reader) = candidates.as_deref_mut() {
            if d.kind != "checker" {
                continue;
            }
            let c = reader.of(d);
            match (c.list(), &c) {
                (Some(list), _) => {
                    let played = format!("  ← {}", t!(tx, "report-played-mark"));
                    for k in list {
                        writeln!(
                            out,
                            "         {:>2}. {:<24} {:>8} {:>8}{}",
                            k.rank,
                            if k.play.is_empty() {
                                no_move.as_str()
                            } else {
                                &k.play
                            },
                            signed(tx, k.equity, 3),
                            if k.rank == 1 {
                                String::new()
                            } else {
                                signed(tx, k.diff, 3)
                            },
                            if k.played { played.as_str() } else { "" }
                        )?;
                    }
                }
                (None, Candidates::SourceNotFound { .. }) => writeln!(
                    out,
                    "         {}",
                    t!(tx, "report-candidates-source-not-found")
                )?,
                (None, _) => writeln!(out, "         {}", t!(tx, "cli-candidates-none"))?,
            }
        }
    }
    Ok(())
}
