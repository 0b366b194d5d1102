//! `blunderdb`: the command line over the library.
//!
//! This file is the entry: it parses the command line (`args`), opens the
//! library, hands each command to its module and maps errors to exit codes
//! (1 for a failure, 2 for a usage error).

mod analyse;
mod args;
mod decisions;
mod import;
mod progress;
mod settings;
mod stats;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, Result};
use clap::Parser;

use blunderdb::engine::analyse::Gnubg;
use blunderdb::library::store::Store;
use blunderdb::queries::filters::FilterError;

use crate::args::{AnalyseArgs, Cli, Command, WatchArgs};

/// A usage error found after parsing (a report path that cannot be
/// written): exit 2 like a bad option.
#[derive(Debug)]
pub struct Usage(pub String);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Usage {}

fn default_db() -> Result<PathBuf> {
    let base = dirs::data_dir().context("no data directory on this platform; pass --db PATH")?;
    Ok(base.join("blunderdb").join("library.db"))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(code) => code,
        // `blunderdb players | head` closes the pipe early: not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("blunderdb: {e:#}");
            ExitCode::from(if is_usage_error(&e) { 2 } else { 1 })
        }
    }
}

/// A filter that cannot mean what the user wanted (an unknown player, an
/// impossible date) is a usage error, like a bad option: exit 2.
fn is_usage_error(e: &anyhow::Error) -> bool {
    e.downcast_ref::<FilterError>().is_some()
        || e.downcast_ref::<Usage>().is_some()
        || e.downcast_ref::<blunderdb::queries::Error>()
            .is_some_and(blunderdb::queries::Error::is_usage)
}

fn run(cli: Cli) -> Result<ExitCode> {
    // Without gnuBG, `analyse` can do nothing: say so before anything else.
    let gnubg = match &cli.command {
        Command::Analyse(AnalyseArgs { gnubg, .. })
        | Command::Watch(WatchArgs {
            gnubg,
            analyse: true,
            ..
        }) => match Gnubg::locate(gnubg.as_deref()) {
            Ok(g) => Some(g),
            Err(e) => {
                eprintln!("blunderdb: {e}");
                return Ok(ExitCode::from(2));
            }
        },
        _ => None,
    };
    let db = match cli.db {
        Some(p) => p,
        None => default_db()?,
    };
    let mut store = Store::open(&db)?;
    let out = std::io::stdout();
    let mut out = out.lock();
    match cli.command {
        Command::Import { paths } => return import::import(&mut store, &paths),
        Command::Watch(a) => return import::watch(&mut store, a, gnubg),
        Command::Matches { format } => stats::matches(&mut out, &store, format)?,
        Command::Stats {
            player,
            format,
            filter,
        } => stats::stats(&mut out, &store, player, format, &filter)?,
        Command::Players { format, filter } => stats::players(&mut out, &store, format, &filter)?,
        Command::Analyse(a) => return analyse::analyse(&mut store, a, gnubg),
        Command::Decisions(a) => decisions::decisions(&mut out, &store, a)?,
        Command::Report {
            html,
            player,
            filter,
            limit,
        } => decisions::report(&mut out, &store, &html, player, &filter, limit)?,
        Command::Progress(a) => progress::progress(&mut out, &store, a)?,
        Command::Breakdown {
            by,
            player,
            format,
            filter,
        } => progress::breakdown(&mut out, &store, &by, player, format, &filter)?,
        Command::Alias { action } => settings::alias(&mut out, &mut store, action)?,
        Command::Levels { scale } => settings::levels(&mut out, &store, scale)?,
        Command::Thresholds {
            preset,
            error,
            blunder,
        } => settings::thresholds(&mut out, &mut store, preset, error, blunder)?,
    }
    Ok(ExitCode::SUCCESS)
}
