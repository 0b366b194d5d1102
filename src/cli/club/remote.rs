//! The command line on a club library (`--server URL`, the token in
//! `BLUNDERDB_TOKEN`): `import` uploads each file and prints the server's
//! report of it; `analyse` queues the club's unanalysed matches; the read
//! commands send their own options to the server, which runs the same
//! command over the club's library, and print what it answers.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};

use blunderdb::i18n::{Message, Text};
use blunderdb::library::import;
use blunderdb::t;

use crate::args::{AnalyseArgs, Cli, Command};
use crate::CliError;

/// A club server and the token to show it.
pub struct Remote {
    base: String,
    token: String,
    lang: &'static str,
    agent: ureq::Agent,
}

/// An answer: its status and body.
pub struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
    pub headers: Vec<(String, String)>,
}

impl Answer {
    /// The server's `{"error": …}`, or the body as text.
    pub fn error(&self) -> String {
        serde_json::from_slice::<Value>(&self.body)
            .ok()
            .and_then(|v| v.get("error").and_then(Value::as_str).map(str::to_string))
            .unwrap_or_else(|| String::from_utf8_lossy(&self.body).into_owned())
    }

    pub fn json(&self) -> Result<Value> {
        serde_json::from_slice(&self.body).context("the server's answer is not JSON")
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The answer when it is a success, else the server's error as a
    /// failure (a usage error for 400).
    pub fn ok(self) -> Result<Answer> {
        match self.status {
            200..=299 => Ok(self),
            400 => Err(CliError::Usage(Message::raw(self.error())).into()),
            s => Err(CliError::Failed(Message::raw(format!("{} ({s})", self.error()))).into()),
        }
    }
}

impl Remote {
    /// The server at `url`, with the token from `BLUNDERDB_TOKEN`.
    pub fn new(url: &str, lang: &'static str) -> Result<Remote> {
        let token = std::env::var("BLUNDERDB_TOKEN").unwrap_or_default();
        if token.trim().is_empty() {
            return Err(CliError::Usage(Message::raw(
                "--server needs a token: set BLUNDERDB_TOKEN".to_string(),
            ))
            .into());
        }
        let base = url.trim_end_matches('/').to_string();
        if !(base.starts_with("http://") || base.starts_with("https://")) {
            return Err(CliError::Usage(Message::raw(format!(
                "--server {url:?} is not an http:// or https:// address"
            )))
            .into());
        }
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        Ok(Remote {
            base,
            token: token.trim().to_string(),
            lang,
            agent,
        })
    }

    fn url(&self, path: &str) -> String {
        format!("{}/api/v1/{path}", self.base)
    }

    fn finish(
        res: std::result::Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        url: &str,
    ) -> Result<Answer> {
        let mut res = res.map_err(|e| {
            CliError::Failed(Message::raw(format!(
                "cannot reach the server at {url}: {e}"
            )))
        })?;
        let status = res.status().as_u16();
        let headers = res
            .headers()
            .iter()
            .filter_map(|(k, v)| Some((k.to_string(), v.to_str().ok()?.to_string())))
            .collect();
        let body = res
            .body_mut()
            .with_config()
            .limit(1 << 30)
            .read_to_vec()
            .with_context(|| format!("the answer from {url} was cut"))?;
        Ok(Answer {
            status,
            body,
            headers,
        })
    }

    /// `GET path` with `query`.
    pub fn get(&self, path: &str, query: &[(String, String)]) -> Result<Answer> {
        let url = self.url(path);
        let mut req = self
            .agent
            .get(&url)
            .header("Authorization", &format!("Bearer {}", self.token))
            .header("Accept-Language", self.lang);
        for (k, v) in query {
            req = req.query(k, v);
        }
        Self::finish(req.call(), &url)
    }

    /// `POST path` with `query` and a body.
    pub fn post(
        &self,
        path: &str,
        query: &[(&str, String)],
        body: &[u8],
        json: bool,
    ) -> Result<Answer> {
        let url = self.url(path);
        let mut req = self
            .agent
            .post(&url)
            .header("Authorization", &format!("Bearer {}", self.token))
            .header("Accept-Language", self.lang)
            .header(
                "Content-Type",
                if json {
                    "application/json"
                } else {
                    "application/octet-stream"
                },
            );
        for (k, v) in query {
            req = req.query(*k, v);
        }
        Self::finish(req.send(body), &url)
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
    let remote = Remote::new(url, lang)?;
    match cli.command {
        Command::Import { paths } => import(tx, &remote, &paths),
        Command::Analyse(a) => analyse(&remote, a),
        Command::Report { html, .. } => {
            let argv: Vec<String> = std::env::args().collect();
            let page = read(&remote, &argv)?;
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
        Command::Matches { .. }
        | Command::Stats { .. }
        | Command::Players { .. }
        | Command::Progress(_)
        | Command::Breakdown { .. }
        | Command::Decisions(_)
        | Command::Search(_) => {
            let argv: Vec<String> = std::env::args().collect();
            let body = read(&remote, &argv)?;
            let mut out = std::io::stdout().lock();
            out.write_all(&body)?;
            out.flush()?;
            Ok(ExitCode::SUCCESS)
        }
        _ => Err(CliError::Usage(Message::raw(
            "--server works with import, analyse and the read commands (matches, stats, players, \
             progress, breakdown, decisions, search, report)"
                .to_string(),
        ))
        .into()),
    }
}

/// A read command's answer: the command line's tokens sent as they are.
fn read(remote: &Remote, argv: &[String]) -> Result<Vec<u8>> {
    let (command, tokens) = command_tokens(argv);
    let query: Vec<(String, String)> = tokens.into_iter().map(|t| ("_".to_string(), t)).collect();
    Ok(remote.get(&command, &query)?.ok()?.body)
}

/// `--server URL import PATH…`: each file uploaded, its line printed as a
/// local import prints it; exit 1 if a file failed.
fn import(tx: &Text, remote: &Remote, paths: &[PathBuf]) -> Result<ExitCode> {
    let files = import::collect(paths);
    let mut counts = [0usize; 6];
    for c in &files {
        let name = c.path.display().to_string();
        let (status, line) = upload(remote, &c.path, &name, c.named)?;
        println!("{line}");
        let i = [
            "imported",
            "duplicate",
            "replaced",
            "skipped",
            "failed",
            "added",
        ]
        .iter()
        .position(|s| *s == status)
        .unwrap_or(4);
        counts[i] += 1;
    }
    println!(
        "{}",
        t!(
            tx,
            "cli-import-summary",
            files = files.len(),
            imported = counts[0],
            duplicates = counts[1],
            replaced = counts[2],
            skipped = counts[3],
            failed = counts[4]
        )
    );
    if counts[5] > 0 {
        println!("{}", t!(tx, "cli-import-summary-added", n = counts[5]));
    }
    Ok(if counts[4] > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Uploads one file: its status and its report's line.
fn upload(remote: &Remote, path: &Path, name: &str, named: bool) -> Result<(String, String)> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => return Ok(("failed".into(), format!("{:<10} {name}: {e}", "failed"))),
    };
    let q = [("name", name.to_string()), ("named", named.to_string())];
    let a = remote.post("import", &q, &bytes, false)?;
    match a.status {
        200 => {
            let v = a.json()?;
            let status = v["report"]["status"]
                .as_str()
                .unwrap_or("failed")
                .to_string();
            let line = v["line"].as_str().unwrap_or_default().to_string();
            Ok((status, line))
        }
        // Refused whole (too large): the file failed, the others go on.
        413 | 400 => Ok(("failed".into(), format!("{:<10} {}", "failed", a.error()))),
        _ => {
            a.ok()?;
            bail!("unexpected answer")
        }
    }
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
