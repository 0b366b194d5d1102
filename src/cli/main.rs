//! `blunderdb`: the command line over the library.
//!
//! This file is the entry: it chooses the language (`--lang`, else the
//! locale), parses the command line (`args`), opens the library, hands
//! each command to its module and writes errors in the user's language,
//! mapped to exit codes (1 for a failure, 2 for a usage error).

mod analyse;
mod args;
mod club;
mod decisions;
mod engines;
mod help;
mod import;
mod progress;
mod search;
mod settings;
mod stats;
mod study;
mod study_args;
mod web;

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::OnceLock;

use anyhow::Result;

use blunderdb::engine::analyse::{Gnubg, GnubgError};
use blunderdb::i18n::{self, Message, Text};
use blunderdb::queries::filters::FilterError;

use crate::args::{AnalyseArgs, Cli, Command, MatchCommand, WatchArgs};

/// An error of the command line itself, in words of `cli.ftl`.
#[derive(Debug)]
pub enum CliError {
    /// A usage error found after parsing (a report path that cannot be
    /// written, no folder to watch): exit 2 like a bad option.
    Usage(Message),
    /// A failure: exit 1.
    Failed(Message),
}

impl CliError {
    fn message(&self, tx: &Text) -> String {
        match self {
            CliError::Usage(m) | CliError::Failed(m) => m.show(tx),
        }
    }
}

/// English, for logs.
impl std::fmt::Display for CliError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

impl std::error::Error for CliError {}

/// The language of this run, chosen before the command line is parsed so
/// that the value parsers' messages are in it too.
static TEXT: OnceLock<&'static Text> = OnceLock::new();

/// The messages of this run's language (English until it is chosen).
pub fn text() -> &'static Text {
    TEXT.get().copied().unwrap_or_else(|| Text::get("en"))
}

/// The language asked for: `--lang LANG` (or `--lang=LANG`) before a
/// `--`, else `BLUNDERDB_LANG`, else the locale (`LC_ALL`, `LC_MESSAGES`,
/// `LANG`, the system's); with the note to print when blunderDB does not
/// speak it. Clap reads `--lang` again, for `--help` and its checks.
fn language(args: &[OsString]) -> (&'static str, Option<String>) {
    let mut asked = None;
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        let a = a.to_string_lossy();
        if a == "--" {
            break;
        }
        if a == "--lang" {
            asked = it.next().map(|v| v.to_string_lossy().into_owned());
        } else if let Some(v) = a.strip_prefix("--lang=") {
            asked = Some(v.to_string());
        }
    }
    let asked = asked.or_else(|| {
        std::env::var("BLUNDERDB_LANG")
            .ok()
            .filter(|v| !v.trim().is_empty())
    });
    match asked {
        Some(a) => i18n::choose(&a),
        None => i18n::from_env(),
    }
}

fn default_db() -> Result<PathBuf> {
    blunderdb::library::files::default_library()
        .ok_or_else(|| CliError::Failed(blunderdb::msg!("cli-no-data-dir")).into())
}

fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let (lang, note) = language(&args);
    if let Some(note) = note {
        eprintln!("{note}");
    }
    let tx = *TEXT.get_or_init(|| Text::get(lang));
    // The help and clap's usage errors in the run's language (help.rs).
    let cli = match help::parse(args, tx) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match run(cli, tx) {
        Ok(code) => code,
        // `blunderdb players | head` closes the pipe early: not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("blunderdb: {}", message(&e, tx));
            ExitCode::from(if is_usage_error(&e) { 2 } else { 1 })
        }
    }
}

/// An error in the user's language: the library's, the queries', gnuBG's
/// and the command line's own are written from their messages; any other
/// (a failed write to the terminal) as it says itself.
fn message(e: &anyhow::Error, tx: &Text) -> String {
    if let Some(e) = e.downcast_ref::<CliError>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<blunderdb::queries::Error>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<blunderdb::library::Error>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<FilterError>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<GnubgError>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<blunderdb::formats::ParseError>() {
        e.message(tx)
    } else if let Some(e) = e.downcast_ref::<Message>() {
        e.show(tx)
    } else {
        format!("{e:#}")
    }
}

/// A filter that cannot mean what the user wanted (an unknown player, an
/// impossible date) is a usage error, like a bad option: exit 2.
fn is_usage_error(e: &anyhow::Error) -> bool {
    e.downcast_ref::<FilterError>().is_some()
        || matches!(e.downcast_ref::<CliError>(), Some(CliError::Usage(_)))
        || e.downcast_ref::<blunderdb::queries::Error>()
            .is_some_and(blunderdb::queries::Error::is_usage)
}

fn run(cli: Cli, tx: &'static Text) -> Result<ExitCode> {
    // The club server's commands, and any command on a club (`--server`).
    let cli = match club::dispatch(cli, tx)? {
        Ok(code) => return Ok(code),
        Err(cli) => cli,
    };
    let db = match cli.db {
        Some(p) => p,
        None => default_db()?,
    };
    // Without gnuBG, `analyse` can do nothing: say so before anything else.
    // The program the library's Settings name counts as one named.
    let saved = || {
        blunderdb::library::store::Store::peek_setting(
            &db,
            blunderdb::engine::analyse::PATH_SETTING,
        )
    };
    let gnubg = match &cli.command {
        Command::Analyse(AnalyseArgs { gnubg, .. })
        | Command::Watch(WatchArgs {
            gnubg,
            analyse: true,
            ..
        }) => match Gnubg::locate_with(gnubg.as_deref(), saved().as_deref()) {
            Ok(g) => Some(g),
            Err(e) => {
                eprintln!("blunderdb: {}", e.message(tx));
                return Ok(ExitCode::from(2));
            }
        },
        _ => None,
    };
    // A command that reads or marks a library needs one there: a mistyped
    // `--db` would otherwise make an empty library and print its dashes.
    // Importing, watching and the settings make one.
    let makes_library = matches!(
        cli.command,
        Command::Import { .. }
            | Command::Web(_)
            | Command::Watch(_)
            | Command::Thresholds { .. }
            | Command::Alias { .. }
            | Command::Engines { .. }
    );
    if !makes_library && !db.exists() {
        return Err(CliError::Failed(blunderdb::msg!(
            "cli-no-library",
            path = db.display().to_string()
        ))
        .into());
    }
    if let Command::Web(a) = &cli.command {
        if cli.engine.is_some() {
            return Err(CliError::Usage(blunderdb::msg!("cli-engine-only-for")).into());
        }
        let max = usize::try_from(a.max_upload).unwrap_or(usize::MAX);
        web::local::serve(&db, &a.listen, a.open, max)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut store = blunderdb::library::store::Store::open(&db)?;
    // `--engine`: the commands of figures read one engine's analyses,
    // gathered in a library in memory (`Store::engine_view`).
    let engine = cli.engine.map(|e| e.engine());
    let view = match (engine, &cli.command) {
        (None, _) | (Some(_), Command::Match { .. }) => None,
        (
            Some(e),
            Command::Stats { .. }
            | Command::Players { .. }
            | Command::Progress(_)
            | Command::Breakdown { .. }
            | Command::Decisions(_)
            | Command::Search(_)
            | Command::Report { .. },
        ) => Some(store.engine_view(e)?),
        (Some(_), _) => {
            return Err(CliError::Usage(blunderdb::msg!("cli-engine-only-for")).into());
        }
    };
    let figures = view.as_ref().unwrap_or(&store);
    let out = std::io::stdout();
    let mut out = out.lock();
    match cli.command {
        // Run by `club::dispatch` above.
        Command::Serve(_) | Command::Server { .. } | Command::Worker(_) => {}
        // Run above, without the store this function holds.
        Command::Web(_) => {}
        Command::Import { paths } => return import::import(tx, &mut store, &paths),
        Command::Watch(a) => return import::watch(tx, &mut store, a, gnubg),
        Command::Matches { format } => stats::matches(tx, &mut out, &store, format)?,
        Command::Stats {
            player,
            format,
            filter,
        } => stats::stats(tx, &mut out, figures, player, format, &filter)?,
        Command::Players { format, filter } => {
            stats::players(tx, &mut out, figures, format, &filter)?
        }
        Command::Analyse(a) => return analyse::analyse(tx, &mut store, a, gnubg),
        Command::Decisions(a) => decisions::decisions(tx, &mut out, figures, a)?,
        Command::Report {
            html,
            player,
            filter,
            limit,
        } => decisions::report(tx, &mut out, figures, &html, player, &filter, limit)?,
        Command::Progress(a) => progress::progress(tx, &mut out, figures, a)?,
        Command::Breakdown {
            by,
            player,
            format,
            filter,
        } => progress::breakdown(tx, &mut out, figures, &by, player, format, &filter)?,
        Command::Search(a) => {
            return search::search(tx, &mut out, &mut store, view.as_ref(), a);
        }
        Command::Match { action } => match action {
            MatchCommand::Show { id, game, format } => {
                engines::show(tx, &mut out, &store, id, game, engine, format)?
            }
            MatchCommand::Export { id, format, file } => {
                engines::export(tx, &mut out, &store, id, format, &file)?
            }
        },
        Command::Engines { prefer, format } => {
            drop(view);
            engines::engines(tx, &mut out, &mut store, prefer, format)?
        }
        Command::Alias { action } => settings::alias(tx, &mut out, &mut store, action)?,
        Command::Levels { scale } => settings::levels(tx, &mut out, &store, scale)?,
        Command::Thresholds {
            preset,
            error,
            blunder,
        } => settings::thresholds(tx, &mut out, &mut store, preset, error, blunder)?,
        Command::Tag { action } => study::tag(tx, &mut out, &mut store, action)?,
        Command::Star { reference } => study::star(tx, &mut out, &mut store, &reference, true)?,
        Command::Unstar { reference } => study::star(tx, &mut out, &mut store, &reference, false)?,
        Command::Comment { reference, text } => {
            study::comment(tx, &mut out, &mut store, &reference, &text)?
        }
        Command::Collection { action } => study::collection(tx, &mut out, &mut store, action)?,
        Command::Train { action } => study::train(tx, &mut out, &mut store, action)?,
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn os(args: &[&str]) -> Vec<OsString> {
        args.iter().map(OsString::from).collect()
    }

    #[test]
    fn lang_is_read_before_the_command_line_is_parsed() {
        assert_eq!(
            language(&os(&["blunderdb", "--lang", "fr", "stats"])).0,
            "fr"
        );
        assert_eq!(
            language(&os(&["blunderdb", "stats", "--lang=de_AT"])).0,
            "de"
        );
        let (lang, note) = language(&os(&["blunderdb", "--lang", "xx", "stats"]));
        assert_eq!(lang, "en");
        assert!(note.is_some_and(|n| n.contains("\"xx\"")));
        // After `--`, a value, not the option.
        let (lang, _) = language(&os(&["blunderdb", "--lang", "ja", "--", "--lang", "fr"]));
        assert_eq!(lang, "ja");
    }
}
