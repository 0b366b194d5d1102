//! `matches`, `stats` and `players`: the figures over the library, as a
//! list of matches, one summary or one row per player. The text is in the
//! run's language (`tx`); JSON and CSV are the same in every language.

use std::io::Write;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::DecisionFilter;
use blunderdb::queries::filters;
use blunderdb::queries::report::{self, count, num};
use blunderdb::t;

use crate::args::{filter_of, FilterArgs, Fmt, TableFmt};

/// `blunderdb matches`: every match with both players' figures.
pub fn matches(tx: &Text, out: &mut impl Write, store: &Store, format: Fmt) -> Result<()> {
    let ms = store.matches(DecisionFilter::All)?;
    if format == Fmt::Json {
        let v: Vec<_> = ms.iter().map(report::match_json).collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
    } else {
        let pr = t!(tx, "fig-pr");
        let mwc = t!(tx, "cli-col-mwc-pct-short");
        writeln!(
            out,
            "{:>4}  {:<4} {:>3} {:>5}  {:<28} {:>6} {:>6}  {:<28} {:>6} {:>6}",
            t!(tx, "cli-col-id"),
            t!(tx, "cli-col-format"),
            t!(tx, "cli-col-length"),
            t!(tx, "cli-col-score"),
            t!(tx, "cli-col-player-1"),
            pr,
            mwc,
            t!(tx, "cli-col-player-2"),
            pr,
            mwc
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
                num(tx, p[0].figures.pr, 2),
                num(tx, p[0].figures.mwc_loss_pct, 2),
                format!("{}{}", p[1].name, mark(1)),
                num(tx, p[1].figures.pr, 2),
                num(tx, p[1].figures.mwc_loss_pct, 2),
            )?;
        }
        writeln!(out, "{}", t!(tx, "cli-matches-footer", n = ms.len()))?;
    }
    Ok(())
}

/// `blunderdb stats`: the figures of the selection, as text or JSON.
pub fn stats(
    tx: &Text,
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
        print_stats(tx, out, store, &f)?;
    }
    Ok(())
}

/// `blunderdb players`: one row per player, as text, JSON or CSV.
pub fn players(
    tx: &Text,
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
        TableFmt::Text => print_players(tx, out, store, &f)?,
    }
    Ok(())
}

/// One line of the summary: its label, padded, then its value.
fn line(out: &mut impl Write, label: &str, value: &str) -> std::io::Result<()> {
    writeln!(out, "  {label:<20}{value}")
}

fn print_stats(tx: &Text, out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    let t = store.tally(f)?;
    let x = t.figures(f.decisions);
    // The stored spelling of the name, whatever case the user typed.
    let stored = match &f.player {
        Some(p) => store.stored_name(p)?,
        None => None,
    };
    match stored.as_deref().or(f.player.as_deref()) {
        Some(who) => writeln!(out, "{}", t!(tx, "cli-stats-title", player = who))?,
        None => writeln!(out, "{}", t!(tx, "cli-stats-title-all"))?,
    }
    let n = |v: u64| tx.count(v);
    if f.player.is_some() {
        line(
            out,
            &t!(tx, "fig-matches"),
            &t!(
                tx,
                "cli-stats-matches-won-lost",
                matches = n(x.matches),
                wins = n(x.wins),
                losses = n(x.losses)
            ),
        )?;
    } else {
        line(out, &t!(tx, "fig-matches"), &n(x.matches))?;
    }
    line(
        out,
        &t!(tx, "fig-pr"),
        &t!(
            tx,
            "cli-stats-pr-value",
            pr = num(tx, x.pr, 2),
            checker = num(tx, x.pr_checker, 2),
            cube = num(tx, x.pr_cube, 2)
        ),
    )?;
    line(out, &t!(tx, "fig-snowie_er"), &num(tx, x.snowie_er, 2))?;
    line(
        out,
        &t!(tx, "cli-stats-error"),
        &t!(
            tx,
            "cli-stats-error-value",
            emg = num(tx, x.error_emg, 3),
            mwc = num(tx, x.mwc_loss_pct, 2),
            per_match = num(tx, x.mwc_loss_per_match_pct, 2)
        ),
    )?;
    line(
        out,
        &t!(tx, "fig-decisions"),
        &t!(
            tx,
            "cli-stats-decisions-value",
            decisions = count(tx, x.decisions),
            unforced = count(tx, x.checker_unforced),
            close = count(tx, x.close_cube)
        ),
    )?;
    line(
        out,
        &t!(tx, "cli-stats-checker-moves"),
        &t!(
            tx,
            "cli-stats-checker-value",
            checker = n(x.checker_total),
            doubles = n(x.doubles),
            takes = n(x.takes),
            passes = n(x.passes)
        ),
    )?;
    line(
        out,
        &t!(tx, "cli-stats-errors-blunders"),
        &t!(
            tx,
            "cli-stats-errors-value",
            errors = count(tx, x.errors),
            blunders = count(tx, x.blunders),
            thresholds = report::thresholds_text(tx, &store.thresholds()?)
        ),
    )?;
    line(
        out,
        &t!(tx, "fig-luck_emg"),
        &t!(
            tx,
            "cli-stats-luck-value",
            emg = num(tx, x.luck_emg, 3),
            rolls = x.luck_rolls,
            per_roll = num(tx, x.luck_per_roll, 4),
            mwc = num(tx, x.luck_mwc_pct, 2)
        ),
    )?;
    if let Some(h) = x.histogram {
        writeln!(out, "  {}", t!(tx, "cli-stats-histogram"))?;
        let max = h.iter().copied().max().unwrap_or(0).max(1);
        for (label, n) in blunderdb::metrics::HISTOGRAM_LABELS.iter().zip(h) {
            let bar = "█".repeat(((n * 40) / max) as usize);
            writeln!(out, "    {label:>7}  {:>7}  {bar}", tx.count(n))?;
        }
    }
    let waiting = store.unanalysed_count(f)?;
    if waiting > 0 {
        writeln!(out, "  {}", t!(tx, "cli-stats-unanalysed", n = waiting))?;
    }
    Ok(())
}

fn print_players(tx: &Text, out: &mut impl Write, store: &Store, f: &Filter) -> Result<()> {
    writeln!(
        out,
        "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
        t!(tx, "cli-col-player"),
        t!(tx, "cli-col-matches-short"),
        t!(tx, "cli-col-won-lost-short"),
        t!(tx, "cli-col-decisions-short"),
        t!(tx, "fig-pr"),
        t!(tx, "cli-col-checker-pr-short"),
        t!(tx, "cli-col-cube-pr-short"),
        t!(tx, "cli-col-snowie-short"),
        t!(tx, "cli-col-mwc-per-match-short"),
        t!(tx, "cli-col-errors-short"),
        t!(tx, "cli-col-blunders-short"),
        t!(tx, "cli-col-luck-short")
    )?;
    for (name, t) in store.player_tallies(f)? {
        let x = t.figures(f.decisions);
        writeln!(
            out,
            "{:<28} {:>4} {:>7} {:>6} {:>6} {:>6} {:>6} {:>6} {:>7} {:>5} {:>5} {:>8}",
            name,
            tx.count(x.matches),
            format!("{}-{}", tx.count(x.wins), tx.count(x.losses)),
            count(tx, x.decisions),
            num(tx, x.pr, 2),
            num(tx, x.pr_checker, 2),
            num(tx, x.pr_cube, 2),
            num(tx, x.snowie_er, 2),
            num(tx, x.mwc_loss_per_match_pct, 2),
            count(tx, x.errors),
            count(tx, x.blunders),
            num(tx, x.luck_emg, 3),
        )?;
    }
    Ok(())
}
