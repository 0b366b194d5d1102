//! `match show`, `match export` and `engines`: one match move by move or
//! as a file, and which of a match's analyses counts.

use std::io::Write;
use std::path::Path;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::files;
use blunderdb::library::store::engines::{AnalysisInfo, AnalysisName, Engine, Preference};
use blunderdb::library::store::Store;
use blunderdb::queries::report::num;
use blunderdb::queries::review;
use blunderdb::t;

use crate::args::{ExportFmt, Fmt};
use crate::CliError;

/// An analysis as a player reads it: "XG", "gnuBG", "gnuBG 2-ply".
pub fn analysis_label(tx: &Text, name: &str) -> String {
    match AnalysisName::parse(name) {
        Some(a) => label(tx, a.engine, a.plies),
        None => name.to_string(),
    }
}

fn label(tx: &Text, engine: Engine, plies: Option<u8>) -> String {
    match (engine, plies) {
        (Engine::Xg, _) => t!(tx, "engine-label-xg"),
        (Engine::Gnubg, None) => t!(tx, "engine-label-gnubg"),
        (Engine::Gnubg, Some(p)) => t!(tx, "engine-label-gnubg-plies", plies = p),
    }
}

fn labels(tx: &Text, all: &[AnalysisInfo]) -> String {
    if all.is_empty() {
        return "—".to_string();
    }
    all.iter()
        .map(|a| {
            let l = label(tx, a.engine, a.plies);
            if a.counted && all.len() > 1 {
                t!(tx, "cli-engines-counted-mark", analysis = l)
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `blunderdb match show`.
pub fn show(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    id: i64,
    game: Option<u32>,
    engine: Option<Engine>,
    format: Fmt,
) -> Result<()> {
    let r = review::review(store, id, game, engine)?;
    if format == Fmt::Json {
        writeln!(out, "{}", serde_json::to_string_pretty(&r)?)?;
        return Ok(());
    }
    let h = &r.header;
    let length = if h.length == 0 {
        t!(tx, "cli-match-money")
    } else {
        t!(tx, "cli-match-points", n = h.length)
    };
    writeln!(
        out,
        "{}",
        t!(
            tx,
            "cli-match-header",
            id = h.id,
            a = h.players[0].as_str(),
            b = h.players[1].as_str(),
            length = length,
            date = h.date.clone().unwrap_or_else(|| "—".into()),
            event = h.event.clone().unwrap_or_else(|| "—".into())
        )
    )?;
    writeln!(
        out,
        "{}",
        t!(tx, "cli-match-analyses", analyses = labels(tx, &h.analyses))
    )?;
    for g in &r.games {
        writeln!(out)?;
        let key = if g.crawford {
            "cli-match-game-crawford"
        } else {
            "cli-match-game"
        };
        writeln!(
            out,
            "{}",
            t!(tx, key, number = g.number, a = g.score[0], b = g.score[1])
        )?;
        writeln!(
            out,
            "  {:>4}  {:<16} {:<4} {:<24} {:>7} {:<3} {:>7}  {}",
            t!(tx, "cli-match-col-move"),
            t!(tx, "cli-match-col-player"),
            t!(tx, "cli-match-col-dice"),
            t!(tx, "cli-match-col-play"),
            t!(tx, "cli-match-col-error"),
            "",
            t!(tx, "cli-match-col-luck"),
            t!(tx, "cli-match-col-best"),
        )?;
        for m in &g.moves {
            let who: String = h.players[usize::from(m.player)].chars().take(16).collect();
            let played = if m.kind == "checker" && m.played.is_empty() {
                t!(tx, "cli-match-dance")
            } else {
                blunderdb::render::board::action_text(&m.played, tx)
            };
            let best = match (&m.best, m.error) {
                (Some(b), Some(e)) if e > 0.0 => blunderdb::render::board::action_text(b, tx),
                _ => String::new(),
            };
            writeln!(
                out,
                "  {:>4}  {:<16} {:<4} {:<24} {:>7} {:<3} {:>7}  {}",
                m.move_number,
                who,
                m.dice.map(|[a, b]| format!("{a}{b}")).unwrap_or_default(),
                played,
                num(tx, m.error, 3),
                m.mark,
                num(tx, m.luck, 3),
                best
            )?;
        }
    }
    Ok(())
}

/// `blunderdb match export`: the match written whole, or the file left as it was.
pub fn export(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    id: i64,
    format: ExportFmt,
    file: &Path,
) -> Result<()> {
    let Some(m) = store.load_match(id, None)? else {
        return Err(CliError::Usage(blunderdb::msg!("query-unknown-match", id = id)).into());
    };
    let text = match format {
        ExportFmt::Mat => blunderdb::formats::mat_write::write_mat(&m).map_err(|e| {
            CliError::Failed(blunderdb::msg!(
                "cli-export-failed",
                path = file.display().to_string(),
                error = e.to_string()
            ))
        })?,
    };
    files::write_whole(file, text.as_bytes(), files::Access::Shared).map_err(|e| {
        CliError::Usage(blunderdb::msg!(
            "cli-export-failed",
            path = file.display().to_string(),
            error = e.to_string()
        ))
    })?;
    writeln!(
        out,
        "{}",
        t!(
            tx,
            "cli-match-exported",
            id = id,
            path = file.display().to_string(),
            games = m.games.len()
        )
    )?;
    Ok(())
}

/// `blunderdb engines [--prefer …]`.
pub fn engines(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    prefer: Option<String>,
    format: Fmt,
) -> Result<()> {
    let mut changed = None;
    if let Some(p) = prefer {
        let pref = Preference::parse(&p).map_err(CliError::Usage)?;
        changed = Some(store.set_engine_preference(&pref)?);
    }
    let pref = store.engine_preference()?;
    let counts = store.analysis_counts()?;
    if format == Fmt::Json {
        let v = serde_json::json!({
            "prefer": pref.engines().iter().map(|e| e.as_str()).collect::<Vec<_>>(),
            "changed": changed,
            "matches": counts.matches,
            "several": counts.several,
            "engines": counts.engines.iter().map(|(e, n, c)| serde_json::json!({
                "engine": e.as_str(), "matches": n, "counted": c
            })).collect::<Vec<_>>(),
        });
        writeln!(out, "{}", serde_json::to_string_pretty(&v)?)?;
        return Ok(());
    }
    let order: Vec<String> = pref.engines().iter().map(|e| label(tx, *e, None)).collect();
    writeln!(
        out,
        "{}",
        t!(tx, "cli-engines-preference", order = order.join(" › "))
    )?;
    if let Some(n) = changed {
        writeln!(out, "{}", t!(tx, "cli-engines-changed", n = n))?;
    }
    for (e, n, c) in &counts.engines {
        writeln!(
            out,
            "{}",
            t!(
                tx,
                "cli-engines-count",
                engine = label(tx, *e, None),
                n = *n,
                counted = *c
            )
        )?;
    }
    writeln!(out, "{}", t!(tx, "cli-engines-several", n = counts.several))?;
    Ok(())
}
