//! `decisions` and `report`: the single decisions behind the figures,
//! listed page by page or written worst first into an HTML report.

use std::io::Write;
use std::path::Path;

use anyhow::Result;

use blunderdb::library::store::Store;
use blunderdb::queries::filters;
use blunderdb::queries::report::num;

use crate::args::{filter_of, DecisionsArgs, DrillKind, FilterArgs, Fmt};
use crate::Usage;

/// `blunderdb decisions`: one page of the selection's decisions, worst
/// first, as text or JSON.
pub fn decisions(out: &mut impl Write, store: &Store, args: DecisionsArgs) -> Result<()> {
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
        print_decisions(out, &rows, offset, reader.as_mut())?;
        if rows.len() == limit {
            if let Some(c) = rows.last().and_then(blunderdb::queries::drill::Cursor::of) {
                writeln!(out, "next page: --after {c}")?;
            }
        }
    }
    Ok(())
}

/// `blunderdb report`: the selection's figures, histogram and worst
/// decisions, written into one HTML file.
pub fn report(
    out: &mut impl Write,
    store: &Store,
    html: &Path,
    player: Option<String>,
    filter: &FilterArgs,
    limit: usize,
) -> Result<()> {
    let f = filters::validate(store, filter_of(player, filter))?;
    let page = blunderdb::render::html_report::report_html(store, &f, limit)?;
    blunderdb::render::html_report::write_report(html, &page)
        .map_err(|e| anyhow::Error::new(Usage(e.to_string())))?;
    writeln!(out, "wrote {} ({} bytes)", html.display(), page.len())?;
    Ok(())
}

fn print_decisions(
    out: &mut impl Write,
    rows: &[blunderdb::queries::drill::DecisionRow],
    offset: usize,
    mut candidates: Option<&mut blunderdb::queries::candidates::Reader>,
) -> Result<()> {
    if rows.is_empty() {
        writeln!(out, "No decision in this selection.")?;
        return Ok(());
    }
    for (i, d) in rows.iter().enumerate() {
        writeln!(
            out,
            "{:>5}. {:>6} EMG {:>6} %  {}  match {} game {} move {}  {}{}",
            offset + i + 1,
            num(d.error, 3),
            num(d.mwc_loss_pct, 2),
            d.player,
            d.match_no,
            d.game,
            d.move_number,
            d.kind,
            d.dice
                .as_deref()
                .map(|x| format!(" {x}"))
                .unwrap_or_default(),
        )?;
        writeln!(
            out,
            "         played {}   best {}",
            if d.played.is_empty() {
                "(no move)"
            } else {
                &d.played
            },
            d.best.as_deref().unwrap_or("—")
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
            match c.list() {
                Some(list) => {
                    for k in list {
                        writeln!(
                            out,
                            "         {:>2}. {:<24} {:>+8.3} {:>8}{}",
                            k.rank,
                            k.move_text(),
                            k.equity,
                            k.diff_text(),
                            if k.played { "  ← played" } else { "" }
                        )?;
                    }
                }
                None => writeln!(out, "         {}", c.note().unwrap_or(""))?,
            }
        }
    }
    Ok(())
}
