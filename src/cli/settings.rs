//! `alias`, `levels` and `thresholds`: the library's settings, each shown
//! or changed (the names merged into one player, the chart's level bands,
//! the error and blunder thresholds).

use std::io::Write;

use anyhow::{bail, Result};

use blunderdb::library::store::Store;
use blunderdb::metrics::Thresholds;
use blunderdb::queries::levels::Scale;
use blunderdb::queries::report;

use crate::args::{AliasCommand, Fmt, Preset};

/// `blunderdb alias add|remove|list`.
pub fn alias(out: &mut impl Write, store: &mut Store, action: AliasCommand) -> Result<()> {
    match action {
        AliasCommand::Add { name, player } => {
            let a = store.add_alias(&name, &player)?;
            writeln!(out, "\"{}\" now counts as \"{}\"", a.alias, a.player)?;
        }
        AliasCommand::Remove { name } => {
            let a = store.remove_alias(&name)?;
            writeln!(out, "\"{}\" no longer counts as \"{}\"", a.alias, a.player)?;
        }
        AliasCommand::List { format } => {
            let all = store.aliases()?;
            if format == Fmt::Json {
                writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
            } else if all.is_empty() {
                writeln!(out, "no aliases")?;
            } else {
                for a in &all {
                    writeln!(out, "{}  →  {}", a.alias, a.player)?;
                }
            }
        }
    }
    Ok(())
}

/// `blunderdb levels [SCALE]`: choose the chart's level bands, then show
/// the library's.
pub fn levels(out: &mut impl Write, store: &Store, scale: Option<String>) -> Result<()> {
    if let Some(k) = scale {
        store.set_level_scale(&Scale::parse(&k)?)?;
    }
    let s = store.level_scale()?;
    writeln!(out, "{} ({}): {}", s.key, s.label, s.source)?;
    let mut from = 0.0;
    for (name, bound) in s.bands {
        if bound.is_finite() {
            writeln!(out, "  {from:>4.1} – {bound:<4.1}  {name}")?;
        } else {
            writeln!(out, "  {from:>4.1} and up  {name}")?;
        }
        from = *bound;
    }
    Ok(())
}

/// `blunderdb thresholds`: set a preset or an error/blunder pair, then
/// show the library's thresholds.
pub fn thresholds(
    out: &mut impl Write,
    store: &mut Store,
    preset: Option<Preset>,
    error: Option<f64>,
    blunder: Option<f64>,
) -> Result<()> {
    let new = match (preset, error, blunder) {
        (Some(Preset::Blunderdb), _, _) => Some(Thresholds::BLUNDERDB),
        (Some(Preset::Gnubg), _, _) => Some(Thresholds::GNUBG),
        (Some(Preset::Xg), _, _) => Some(Thresholds::XG),
        (None, Some(e), Some(b)) => match Thresholds::new(e, b) {
            Ok(t) => Some(t),
            Err(msg) => bail!("{msg}"),
        },
        _ => None,
    };
    if let Some(t) = new {
        store.set_thresholds(t)?;
    }
    writeln!(out, "{}", report::thresholds_text(&store.thresholds()?))?;
    Ok(())
}
