//! The command line on a club library (`--server URL`, the token in
//! `BLUNDERDB_TOKEN`): `import` uploads each file and prints the server's
//! report of it; `analyse` queues the club's unanalysed matches; the read
//! commands send their own options to the server, which runs the same
//! command over the club's library, and print what it answers;
//! `thresholds`, `alias list`, `levels` and `search list` show the club's
//! settings; with an admin's token, `thresholds …`, `alias add|remove`,
//! `levels SCALE` and `search save|remove` change them.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use blunderdb::engine::club::ClubError;
use blunderdb::i18n::{Message, Text};
use blunderdb::library::import;
use blunderdb::t;

use crate::args::{AliasCommand, AnalyseArgs, Cli, Command, SearchCommand};
use crate::CliError;

pub use blunderdb::engine::club::{Answer, Club as Remote};

/// The server at `url`, with the token from `BLUNDERDB_TOKEN`.
pub fn connect(url: &str, lang: &'static str) -> Result<Remote> {
    let token = std::env::var("BLUNDERDB_TOKEN").unwrap_or_default();
    if token.trim().is_empty() {
        return Err(CliError::Usage(Message::raw(
            "--server needs a token: set BLUNDERDB_TOKEN".to_string(),
        ))
        .into());
    }
    Remote::new(url, &token, lang).map_err(|e| match e {
        ClubError::BadUrl(_) => CliError::Usage(Message::raw(format!(
            "--server {url:?} is not an http:// or https:// address"
        )))
        .into(),
        e => anyhow::Error::from(e),
    })
}

/// An answer's success, else the server's refusal as the command line's
/// failure (a usage error for 400).
pub trait Success: Sized {
    fn ok(self) -> Result<Answer>;
}

impl Success for Answer {
    fn ok(self) -> Result<Answer> {
        match self.status {
            200..=299 => Ok(self),
            400 => Err(CliError::Usage(Message::raw(self.error())).into()),
            s => Err(CliError::Failed(Message::raw(format!("{} ({s})", self.error()))).into()),
        }
    }
}

/// The global options that name where the library is, with a value.
const GLOBAL_WITH_VALUE: &[&str] = &["--server", "--db", "--lang"];

/// The tokens of the command line after the command's name, less the
/// options that say where the library is (and `--html FILE`, which the
/// client writes itself): `(command, tokens)`.
pub fn command_tokens(argv: &[String]) -> (String, Vec<String>) {
    let mut command = String::new();
    let mut tokens = Vec::new();
    let mut it = argv.iter().skip(1);
    while let Some(a) = it.next() {
        let name = a.split('=').next().unwrap_or_default();
        if GLOBAL_WITH_VALUE.contains(&name) || (!command.is_empty() && name == "--html") {
            if !a.contains('=') {
                it.next();
            }
        } else if command.is_empty() && !a.starts_with('-') {
            command = a.clone();
        } else if a == "--" {
            tokens.extend(it.by_ref().cloned());
        } else {
            tokens.push(a.clone());
        }
    }
    (command, tokens)
}

/// Runs a command of `cli` on the club at `url`.
pub fn run(cli: Cli, url: &str, tx: &'static Text, lang: &'static str) -> Result<ExitCode> {
    let remote = connect(url, lang)?;
    match cli.command {
        Command::Import { paths } => import(tx, &remote, &paths),
        Command::Analyse(a) => analyse(&remote, a),
        Command::Report { html, .. } => {
            let argv: Vec<String> = std::env::args().collect();
            let page = send(&remote, &argv, false)?;
            let page = String::from_utf8_lossy(&page).into_owned();
            blunderdb::render::html_report::write_report(&html, &page)
                .map_err(|e| CliError::Usage(Message::raw(e.message(tx))))?;
            let line = t!(
                tx,
                "cli-report-wrote",
                path = html.display().to_string(),
                n = page.len()
            );
            println!("{line}");
            Ok(ExitCode::SUCCESS)
        }
        // A change to the club's settings (an admin's token).
        Command::Thresholds {
            preset: Some(_), ..
        }
        | Command::Thresholds { error: Some(_), .. }
        | Command::Alias {
            action: AliasCommand::Add { .. } | AliasCommand::Remove { .. },
        }
        | Command::Levels { scale: Some(_) } => print(&remote, true),
        Command::Search(a)
            if matches!(
                a.action,
                Some(SearchCommand::Save { .. } | SearchCommand::Remove { .. })
            ) =>
        {
            print(&remote, true)
        }
        Command::Matches { .. }
        | Command::Thresholds { .. }
        | Command::Alias { .. }
        | Command::Levels { .. }
        | Command::Stats { .. }
        | Command::Players { .. }
        | Command::Progress(_)
        | Command::Breakdown { .. }
        | Command::Decisions(_)
        | Command::Search(_) => print(&remote, false),
        _ => Err(CliError::Usage(Message::raw(
            "--server works with import, analyse, the read commands (matches, stats, players, \
             progress, breakdown, decisions, search, report), thresholds, alias and levels"
                .to_string(),
        ))
        .into()),
    }
}

/// A command's answer: the command line's tokens sent as they are, with
/// `GET` (a read command) or `POST` (`change`: a change to the club's
/// settings).
fn send(remote: &Remote, argv: &[String], change: bool) -> Result<Vec<u8>> {
    let (command, tokens) = command_tokens(argv);
    let answer = if change {
        let query: Vec<(&str, String)> = tokens.into_iter().map(|t| ("_", t)).collect();
        remote.post(&command, &query, &[], false)?
    } else {
        let query: Vec<(String, String)> =
            tokens.into_iter().map(|t| ("_".to_string(), t)).collect();
        remote.get(&command, &query)?
    };
    Ok(answer.ok()?.body)
}

/// Sends this run's command ([`send`]) and prints what the club answers.
fn print(remote: &Remote, change: bool) -> Result<ExitCode> {
    let argv: Vec<String> = std::env::args().collect();
    let body = send(remote, &argv, change)?;
    let mut out = std::io::stdout().lock();
    out.write_all(&body)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `--server URL import PATH…`: the files uploaded in batches, each
/// file's line printed as a local import prints it; exit 1 if a file
/// failed.
fn import(tx: &Text, remote: &Remote, paths: &[PathBuf]) -> Result<ExitCode> {
    let files = import::collect(paths);
    let counts = remote
        .publish(&files, |_, line| println!("{line}"))
        .map_err(|e| match e {
            ClubError::Refused {
                status: 400,
                message,
            } => CliError::Usage(Message::raw(message)),
            e => CliError::Failed(Message::raw(e.to_string())),
        })?;
    Ok(crate::import::print_summary(
        tx,
        files.len(),
        &counts.summary,
    ))
}

/// `--server URL analyse`: queues the club's matches for its workers.
fn analyse(remote: &Remote, a: AnalyseArgs) -> Result<ExitCode> {
    let body = json!({
        "plies": a.plies,
        "player": a.player,
        "from": a.from,
        "to": a.to,
        "length": a.length,
        "redo": a.redo,
    });
    let v = remote
        .post("analyse", &[], body.to_string().as_bytes(), true)?
        .ok()?
        .json()?;
    println!(
        "queued {} of {} matches for the club's workers ({}-ply)",
        v["queued"], v["selected"], a.plies
    );
    Ok(ExitCode::SUCCESS)
}
