//! `search`: decisions found by blunderDB's search filters, and the saved
//! searches (`search save|list|remove|run`).

use std::io::Write;
use std::process::ExitCode;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::store::engines::Engine;
use blunderdb::library::store::Store;
use blunderdb::model::paste::{self, Pasted};
use blunderdb::queries::report::num;
use blunderdb::queries::search::position as found;
use blunderdb::queries::search::query::{self, Query};
use blunderdb::queries::search::run::{self, After};
use blunderdb::t;

use crate::args::{filter_of, Fmt, SearchArgs, SearchCommand, SearchPageArgs};
use crate::CliError;

/// A query as typed, read; a query that does not parse is a usage error.
fn parse(text: &str) -> Result<Query> {
    query::parse(text).map_err(|e| CliError::Usage(e.to_message()).into())
}

/// `blunderdb search …`.
pub fn search(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    view: Option<&Store>,
    a: SearchArgs,
) -> Result<ExitCode> {
    match a.action {
        Some(SearchCommand::Save { name, query }) => {
            parse(&query)?;
            store.save_search(&name, &query)?;
            writeln!(
                out,
                "{}",
                t!(
                    tx,
                    "cli-search-saved",
                    name = name.trim(),
                    query = query.trim()
                )
            )?;
        }
        Some(SearchCommand::List { format }) => {
            let all = store.saved_searches()?;
            if format == Fmt::Json {
                writeln!(out, "{}", serde_json::to_string_pretty(&all)?)?;
            } else if all.is_empty() {
                writeln!(out, "{}", t!(tx, "cli-search-none-saved"))?;
            } else {
                let w = all
                    .iter()
                    .map(|s| s.name.chars().count())
                    .max()
                    .unwrap_or(0);
                for s in &all {
                    let pad = w.saturating_sub(s.name.chars().count());
                    writeln!(out, "{}{}  {}", s.name, " ".repeat(pad), s.query)?;
                }
            }
        }
        Some(SearchCommand::Remove { name }) => {
            if !store.remove_search(&name)? {
                return Err(CliError::Usage(blunderdb::msg!(
                    "cli-search-unknown",
                    name = name.trim(),
                    names = names(store)?
                ))
                .into());
            }
            writeln!(out, "{}", t!(tx, "cli-search-removed", name = name.trim()))?;
        }
        Some(SearchCommand::Run { name, page }) => {
            let Some(saved) = store.saved_search(&name)? else {
                return Err(CliError::Usage(blunderdb::msg!(
                    "cli-search-unknown",
                    name = name.trim(),
                    names = names(store)?
                ))
                .into());
            };
            let q = parse(&saved.query)?;
            run_query(tx, out, store, view, &q, &page)?;
        }
        None if a.position.is_some() => {
            let id = a.position.as_deref().unwrap_or_default();
            // A malformed ID is a usage error naming its wrong part, and
            // nothing is searched.
            let pasted = paste::parse(id).map_err(CliError::Usage)?;
            // `--engine`: that engine's analyses, as for a query.
            position(tx, out, view.unwrap_or(store), &pasted, &a.page)?;
        }
        None => {
            let Some(text) = a.query else {
                return Err(CliError::Usage(blunderdb::msg!("cli-search-no-query")).into());
            };
            let q = parse(&text)?;
            run_query(tx, out, store, view, &q, &a.page)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn names(store: &Store) -> Result<String> {
    let all = store.saved_searches()?;
    Ok(if all.is_empty() {
        "—".to_string()
    } else {
        all.iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    })
}

/// Runs `q` (over one engine's analyses when `--engine` or the query's
/// `ad:` says so) and prints the page.
fn run_query(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    view: Option<&Store>,
    q: &Query,
    page: &SearchPageArgs,
) -> Result<()> {
    let own_view;
    let target = match (view, q.scope.engine.as_deref()) {
        (Some(v), _) => v,
        (None, Some(e)) => {
            let engine = Engine::parse(e).ok_or_else(|| {
                CliError::Usage(blunderdb::msg!(
                    "lib-engine-unknown",
                    engine = e.to_string(),
                    engines = Engine::NAMES.join(", ")
                ))
            })?;
            own_view = store.engine_view(engine)?;
            &own_view
        }
        (None, None) => store,
    };
    let after = page.after.as_deref().map(After::parse).transpose()?;
    let filter = filter_of(page.player.clone(), &page.filter);
    let r = run::search(target, q, &filter, page.limit, after.as_ref())?;
    if page.format == Fmt::Json {
        writeln!(out, "{}", serde_json::to_string_pretty(&r)?)?;
        return Ok(());
    }
    let s = &r.selection;
    writeln!(
        out,
        "{}",
        t!(
            tx,
            "cli-search-summary",
            count = r.count,
            decisions = s.decisions,
            pr = num(tx, s.pr, 2),
            errors = s.errors,
            blunders = s.blunders
        )
    )?;
    let rows: Vec<_> = r.decisions.iter().map(|d| d.row.clone()).collect();
    crate::decisions::print_decisions(tx, out, &rows, 0, None)?;
    if let Some(next) = &r.next {
        writeln!(out, "{}", t!(tx, "cli-next-page", cursor = next.as_str()))?;
    }
    Ok(())
}

/// `search --position ID`: the decisions of the pasted position, exact
/// first, then those with its checkers only (`docs/search.md`, "A pasted
/// position").
fn position(
    tx: &Text,
    out: &mut impl Write,
    store: &Store,
    pasted: &Pasted,
    page: &SearchPageArgs,
) -> Result<()> {
    // `--player`, `--from`, `--to`, `--length` select as for a query.
    let filter = filter_of(page.player.clone(), &page.filter);
    let r = found::find_in(store, pasted, &filter, page.limit)?;
    if page.format == Fmt::Json {
        writeln!(out, "{}", serde_json::to_string_pretty(&r)?)?;
        return Ok(());
    }
    let id = r.xgid.clone().unwrap_or_else(|| r.position_id.clone());
    writeln!(out, "{}", t!(tx, "cli-search-position", position = id))?;
    for (key, g) in [
        ("cli-search-position-exact", &r.exact),
        ("cli-search-position-same", &r.same_checkers),
    ] {
        writeln!(out)?;
        writeln!(out, "{}", t!(tx, key, count = g.count))?;
        let rows: Vec<_> = g.decisions.iter().map(|d| d.row.clone()).collect();
        crate::decisions::print_decisions(tx, out, &rows, 0, None)?;
    }
    Ok(())
}
