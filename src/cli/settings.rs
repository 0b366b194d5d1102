//! `alias`, `levels` and `thresholds`: the library's settings, each shown
//! or changed (the names merged into one player, the chart's level bands,
//! the error and blunder thresholds), in the run's language (`tx`).

use std::io::Write;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::store::Store;
use blunderdb::metrics::Thresholds;
use blunderdb::queries::aliases::Alias;
use blunderdb::queries::levels::Scale;
use blunderdb::queries::report;
use blunderdb::t;

use crate::args::{AliasCommand, Fmt, Preset};
use crate::CliError;

/// `blunderdb alias add|remove|list`.
pub fn alias(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    action: AliasCommand,
) -> Result<()> {
    match action {
        AliasCommand::Add { name, player } => {
            let a = store.add_alias(&name, &player)?;
            writeln!(out, "{}", alias_line(tx, &a, true))?;
        }
        AliasCommand::Remove { name } => {
            let a = store.remove_alias(&name)?;
            writeln!(out, "{}", alias_line(tx, &a, false))?;
        }
        AliasCommand::List { format } => {
            let all = store.aliases()?;
            if format == Fmt::Json {
                writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
            } else if all.is_empty() {
                writeln!(out, "{}", t!(tx, "cli-alias-none"))?;
            } else {
                for a in &all {
                    writeln!(out, "{}  →  {}", a.alias, a.player)?;
                }
            }
        }
    }
    Ok(())
}

/// What `alias add` (`added`) or `alias remove` says of the alias it made
/// or undid (a club's server says the same).
pub fn alias_line(tx: &Text, a: &Alias, added: bool) -> String {
    if added {
        t!(tx, "cli-alias-added", alias = &a.alias, player = &a.player)
    } else {
        t!(
            tx,
            "cli-alias-removed",
            alias = &a.alias,
            player = &a.player
        )
    }
}

/// Where a scale's names and bounds come from, in `tx`'s language.
fn scale_source(tx: &Text, s: &Scale) -> String {
    match s.key {
        "xg" => t!(tx, "cli-levels-source-xg"),
        "gnubg" => t!(tx, "cli-levels-source-gnubg"),
        "bmab" => t!(tx, "cli-levels-source-bmab"),
        _ => s.source.to_string(),
    }
}

/// `blunderdb levels [SCALE]`: choose the chart's level bands, then show
/// the library's.
pub fn levels(tx: &Text, out: &mut impl Write, store: &Store, scale: Option<String>) -> Result<()> {
    if let Some(k) = scale {
        store.set_level_scale(&Scale::parse(&k)?)?;
    }
    let s = store.level_scale()?;
    writeln!(out, "{} ({}): {}", s.key, s.label, scale_source(tx, &s))?;
    let mut from = 0.0;
    for (name, bound) in s.bands {
        let name = s.band_text(name, tx);
        let low = format!("{:>4}", tx.number(from, 1));
        if bound.is_finite() {
            writeln!(out, "  {low} – {:<4}  {name}", tx.number(*bound, 1))?;
        } else {
            writeln!(out, "  {}  {name}", t!(tx, "cli-levels-and-up", from = low))?;
        }
        from = *bound;
    }
    Ok(())
}

/// `blunderdb thresholds`: set a preset or an error/blunder pair, then
/// show the library's thresholds.
pub fn thresholds(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    preset: Option<Preset>,
    error: Option<f64>,
    blunder: Option<f64>,
) -> Result<()> {
    if let Some(t) = chosen_thresholds(preset, error, blunder)? {
        store.set_thresholds(t)?;
    }
    writeln!(out, "{}", report::thresholds_text(tx, &store.thresholds()?))?;
    Ok(())
}

/// The thresholds `thresholds` is asked to set: a preset, or an error and
/// blunder pair (checked: positive, the error below the blunder); `None`
/// when it is asked to show them only.
pub fn chosen_thresholds(
    preset: Option<Preset>,
    error: Option<f64>,
    blunder: Option<f64>,
) -> Result<Option<Thresholds>> {
    Ok(match (preset, error, blunder) {
        (Some(Preset::Blunderdb), _, _) => Some(Thresholds::BLUNDERDB),
        (Some(Preset::Gnubg), _, _) => Some(Thresholds::GNUBG),
        (Some(Preset::Xg), _, _) => Some(Thresholds::XG),
        (None, Some(e), Some(b)) => Some(Thresholds::new(e, b).map_err(CliError::Usage)?),
        _ => None,
    })
}
