//! The read commands on a club's library: the command line's own
//! functions run over the club's read model, so a club answers `stats`,
//! `players`… with the same JSON (and text) as a local library.
//!
//! A request names the command and its options as the command line does
//! (`/api/v1/stats?player=alice&format=json` is `blunderdb stats --player
//! alice --format json`): they are parsed by the same clap definitions.

use anyhow::Result;

use blunderdb::i18n::{Message, Text};
use blunderdb::library::store::Store;
use blunderdb::queries::filters;

use crate::args::{filter_of, AliasCommand, Cli, Command, SearchCommand};
use crate::CliError;

/// The commands a club answers, in the order `docs/server.md` lists them.
pub const READ_COMMANDS: &[&str] = &[
    "matches",
    "stats",
    "players",
    "progress",
    "breakdown",
    "decisions",
    "search",
    "report",
    "thresholds",
    "alias",
    "levels",
];

/// The command line a request stands for: `command`, then each pair as
/// `--key value` (`--key` alone for an empty value, and a bare value for
/// the key `_`).
pub fn argv(command: &str, pairs: &[(String, String)]) -> Vec<String> {
    let mut out = vec!["blunderdb".to_string(), command.to_string()];
    if command == "report" {
        // The page comes back in the answer; the client writes the file.
        out.extend(["--html".to_string(), "report.html".to_string()]);
    }
    for (k, v) in pairs {
        if k == "_" {
            out.push(v.clone());
        } else if v.is_empty() {
            out.push(format!("--{k}"));
        } else {
            out.push(format!("--{k}={v}"));
        }
    }
    out
}

/// What a read command wrote: its text, and the content type.
pub struct Answer {
    pub body: Vec<u8>,
    pub json: bool,
    pub html: bool,
}

/// Runs a read command over `store` as the command line would, writing to
/// a buffer. A command that changes the library is refused.
pub fn run(tx: &Text, store: &mut Store, cli: Cli) -> Result<Answer> {
    let mut out = Vec::new();
    let view = match cli.engine {
        Some(e) => Some(store.engine_view(e.engine())?),
        None => None,
    };
    let mut json = false;
    let mut html = false;
    {
        let figures = view.as_ref().unwrap_or(store);
        match cli.command {
            Command::Matches { format } => {
                json = format == crate::args::Fmt::Json;
                crate::stats::matches(tx, &mut out, store, format)?
            }
            Command::Stats {
                player,
                format,
                filter,
            } => {
                json = format == crate::args::Fmt::Json;
                crate::stats::stats(tx, &mut out, figures, player, format, &filter)?
            }
            Command::Players { format, filter } => {
                json = format == crate::args::TableFmt::Json;
                crate::stats::players(tx, &mut out, figures, format, &filter)?
            }
            Command::Progress(a) => {
                if a.chart.is_some() {
                    return Err(CliError::Usage(Message::raw(
                        "--chart writes a file: ask for --format json and draw it here".to_string(),
                    ))
                    .into());
                }
                json = a.format == crate::args::TableFmt::Json;
                crate::progress::progress(tx, &mut out, figures, a)?
            }
            Command::Breakdown {
                by,
                player,
                format,
                filter,
            } => {
                json = format == crate::args::TableFmt::Json;
                crate::progress::breakdown(tx, &mut out, figures, &by, player, format, &filter)?
            }
            Command::Decisions(a) => {
                json = a.format == crate::args::Fmt::Json;
                crate::decisions::decisions(tx, &mut out, figures, a)?
            }
            Command::Report {
                player,
                filter,
                limit,
                ..
            } => {
                html = true;
                let f = filters::validate(figures, filter_of(player, &filter))?;
                let page = blunderdb::render::html_report::report_html(figures, &f, limit, tx)?;
                out = page.into_bytes();
            }
            Command::Search(a) => {
                if matches!(
                    a.action,
                    Some(SearchCommand::Save { .. } | SearchCommand::Remove { .. })
                ) {
                    return Err(read_only());
                }
                let fmt = match &a.action {
                    Some(SearchCommand::List { format }) => *format,
                    Some(SearchCommand::Run { page, .. }) => page.format,
                    _ => a.page.format,
                };
                json = fmt == crate::args::Fmt::Json;
                let v = view.as_ref();
                crate::search::search(tx, &mut out, store, v, a)?;
            }
            // The club's settings, shown (POST changes them: `settings`).
            Command::Thresholds {
                preset: None,
                error: None,
                blunder: None,
            } => crate::settings::thresholds(tx, &mut out, store, None, None, None)?,
            Command::Alias {
                action: AliasCommand::List { format },
            } => {
                json = format == crate::args::Fmt::Json;
                crate::settings::alias(tx, &mut out, store, AliasCommand::List { format })?
            }
            Command::Levels { scale: None } => crate::settings::levels(tx, &mut out, store, None)?,
            _ => return Err(read_only()),
        }
    }
    Ok(Answer {
        body: out,
        json,
        html,
    })
}

fn read_only() -> anyhow::Error {
    CliError::Usage(Message::raw(
        "a club library answers the read commands only (matches, stats, players, progress, \
         breakdown, decisions, search, report, thresholds, alias list, levels); import uploads \
         files, and an admin changes the thresholds, aliases, level scale and saved searches"
            .to_string(),
    ))
    .into()
}
