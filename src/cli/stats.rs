//! `matches`, `stats` and `players`: the figures over the library, as a
//! list of matches, one summary or one row per player.

use std::io::Write;

use anyhow::Result;

use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::DecisionFilter;
use blunderdb::queries::filters;
use blunderdb::queries::report::{self, count, num};

use crate::args::{filter_of, FilterArgs, Fmt, TableFmt};

/// `blunderdb matches`: every match with both players' figures.
pub fn matches(out: &mut impl Write, store: &Store, format: Fmt) -> Result<()> {
    let ms = store.matches(DecisionFilter::All)?;
    if format == Fmt::Json {
        let v: Vec<_> = ms.iter().map(report::match_json).collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
    } else {
        writeln!(
            out,
            "{:>4}  {:<4} {:>3} {:>5}  {:<28} {:>6} {:>6}  {:<28} {:>6} {:>6}",
            "id", "fmt", "len", "score", "player 1", "PR", "MWC%", "player 2", "PR", "MWC%"
        )?;
        for m in &ms {
            let p = &m.players;
            let mark = |s: u8| if m.winner == Some(s) { "*" } else { "" };
            writeln!(
                out,
                "{:>4}  {:<4} {:>3} {:>5}  {:<28} {:>6} {:>6}  {:<28} {:>6} {:>6}",
                m.id,
                m.format,
                if m.length == 0 {
                    "$".to_string()
                } else {
                    m.length.to_string()
                },
                format!("{}-{}", m.points[0], m.points[1]),
                format!("{}{}", p[0].name, mark(0)),
                num(p[0].figures.pr, 2),
                num(p[0].figures.mwc_loss_pct, 2),
                format!("{}{}", p[1].name, mark(1)),
                num(p[1].figures.pr, 2),
                num(p[1].figures.mwc_loss_pct, 2),
            )?;
        }
        writeln!(
            out,
            "{} matches (* = winner; $ = money session; — = unknown)",
            ms.len()
        )?;
    }
    Ok(())
}

/// `blunderdb stats`: the figures of the selection, as text or JSON.
pub fn stats(
    out: &mut impl Write,
    store: &Store,
    player: Option<String>,
    format: Fmt,
    filter: &FilterArgs,
) -> Result<()> {
    let f = filters::validate(store, filter_of(player, filter))?;
    if format == Fmt::Json {
        let v = report::stats_json(store, &f)?;
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
    } else {
        print_stats(out, store, &f)?;
    }
    Ok(())
}

/// `blunderdb players`: one row per player, as text, JSON or CSV.
pub fn players(
    out: &mut impl Write,
    store: &Store,
    format: TableFmt,
    filter: &FilterArgs,
) -> Result<()> {
    let f = filters::validate(store, filter_of(None, filter))?;
    let rows = report::players_json(store, &f)?;
    match format {
        TableFmt::Json => writeln!(out, "{}", serde_json::to_string_pretty(&rows)?)?,
        TableFmt::Csv => write!(out, "{}", report::players_csv(&rows))?,
        TableFmt::Text => print_players(out, store, &f)?,
    }
    Ok(())
}

fn print_stats(out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    let t = store.tally(f)?;
    let x = t.figures(f.decisions);
    // The stored spelling of the name, whatever case the user typed.
    let stored = match &f.player {
        Some(p) => store.stored_name(p)?,
        None => None,
    };
    let who = stored
        .as_deref()
        .or(f.player.as_deref())
        .unwrap_or("all players");
    writeln!(out, "Statistics of {who}")?;
    if f.player.is_some() {
        writeln!(
            out,
            "  Matches             {}   (won {}, lost {})",
            x.matches, x.wins, x.losses
        )?;
    } else {
        writeln!(out, "  Matches             {}", x.matches)?;
    }
    writeln!(
        out,
        "  PR                  {}   (checker {}, cube {})",
        num(x.pr, 2),
        num(x.pr_checker, 2),
        num(x.pr_cube, 2)
    )?;
    writeln!(out, "  Snowie error rate   {}", num(x.snowie_er, 2))?;
    writeln!(
        out,
        "  Error               {} EMG   ({} % MWC; {} % per match)",
        num(x.error_emg, 3),
        num(x.mwc_loss_pct, 2),
        num(x.mwc_loss_per_match_pct, 2)
    )?;
    writeln!(
        out,
        "  Decisions           {}   (unforced checker {}, close cube {})",
        count(x.decisions),
        count(x.checker_unforced),
        count(x.close_cube)
    )?;
    writeln!(
        out,
        "  Checker moves       {}   (doubles {}, takes {}, passes {})",
        x.checker_total, x.doubles, x.takes, x.passes
    )?;
    writeln!(
        out,
        "  Errors / blunders   {} / {}   [{}]",
        count(x.errors),
        count(x.blunders),
        report::thresholds_text(&store.thresholds()?)
    )?;
    writeln!(
        out,
        "  Luck                {} EMG over {} rolls ({} per roll, {} % MWC)",
        num(x.luck_emg, 3),
        x.luck_rolls,
        num(x.luck_per_roll, 4),
        num(x.luck_mwc_pct, 2)
    )?;
    if let Some(h) = x.histogram {
        writeln!(out, "  Error histogram (millipoints):")?;
        let max = h.iter().copied().max().unwrap_or(0).max(1);
        for (label, n) in blunderdb::metrics::HISTOGRAM_LABELS.iter().zip(h) {
            let bar = "█".repeat(((n * 40) / max) as usize);
            writeln!(out, "    {label:>7}  {n:>7}  {bar}")?;
        }
    }
    let waiting = store.unanalysed_count(f)?;
    if waiting > 0 {
        writeln!(
            out,
            "  {waiting} match{} without analysis: `blunderdb analyse` has gnuBG analyse {}",
            if waiting == 1 { "" } else { "es" },
            if waiting == 1 { "it" } else { "them" }
        )?;
    }
    Ok(())
}

fn print_players(out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    writeln!(
        out,
        "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
        "player",
        "M",
        "W-L",
        "Dec",
        "PR",
        "chkPR",
        "cubePR",
        "Snowie",
        "MWC%/m",
        "Err",
        "Blu",
        "Luck"
    )?;
    for (name, t) in store.player_tallies(f)? {
        let x = t.figures(f.decisions);
        writeln!(
            out,
            "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
            name,
            x.matches,
            format!("{}-{}", x.wins, x.losses),
            count(x.decisions),
            num(x.pr, 2),
            num(x.pr_checker, 2),
            num(x.pr_cube, 2),
            num(x.snowie_er, 2),
            num(x.mwc_loss_per_match_pct, 2),
            count(x.errors),
            count(x.blunders),
            num(x.luck_emg, 3),
        )?;
    }
    Ok(())
}
