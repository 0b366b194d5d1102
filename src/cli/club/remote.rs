//! The command line on a club library (`--server URL`, the token in
//! `BLUNDERDB_TOKEN`): `import` uploads each file and prints the server's
//! report of it; `analyse` queues the club's unanalysed matches; the read
//! commands send their own options to the server, which runs the same
//! command over the club's library, and print what it answers.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use serde_json::{json, Value};

use blunderdb::i18n::{Message, Text};
use blunderdb::library::import;
use blunderdb::t;

use super::upload;
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

/// Files sent in one request at most (and [`BATCH_BYTES`], and the
/// server's size limit).
const BATCH_FILES: usize = 512;
/// Bytes sent in one request at most.
const BATCH_BYTES: usize = 16 << 20;

/// What the import hands to the uploads, in the files' order.
enum Item {
    /// A file that could not be read here: its line.
    Unread(String),
    /// Files to send together: name, named, bytes.
    Batch(Vec<(String, bool, Vec<u8>)>),
}

/// `--server URL import PATH…`: the files uploaded in batches (read here
/// while the server stores the previous batch), each file's line printed
/// as a local import prints it; exit 1 if a file failed.
fn import(tx: &Text, remote: &Remote, paths: &[PathBuf]) -> Result<ExitCode> {
    let files = import::collect(paths);
    // The server's size limit holds for a request.
    let limit = remote
        .get("me", &[])?
        .ok()?
        .json()?
        .get("max_upload")
        .and_then(Value::as_u64)
        .map_or(BATCH_BYTES, |m| usize::try_from(m).unwrap_or(usize::MAX));
    let cap = BATCH_BYTES.min(limit);
    let mut counts = [0usize; 6];
    let mut record = |status: &str, line: &str| {
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
    };
    std::thread::scope(|s| -> Result<()> {
        let (send, items) = std::sync::mpsc::sync_channel::<Item>(1);
        let files = &files;
        s.spawn(move || {
            let mut batch = Vec::new();
            let mut size = 0;
            for c in files {
                let name = c.path.display().to_string();
                match std::fs::read(&c.path) {
                    Err(e) => {
                        if !batch.is_empty() {
                            size = 0;
                            if send.send(Item::Batch(std::mem::take(&mut batch))).is_err() {
                                return;
                            }
                        }
                        let line = format!("{:<10} {name}: {e}", "failed");
                        if send.send(Item::Unread(line)).is_err() {
                            return;
                        }
                    }
                    Ok(bytes) => {
                        let cost = bytes.len() + upload::overhead(&name);
                        if !batch.is_empty() && (size + cost > cap || batch.len() == BATCH_FILES) {
                            size = 0;
                            if send.send(Item::Batch(std::mem::take(&mut batch))).is_err() {
                                return;
                            }
                        }
                        size += cost;
                        batch.push((name, c.named, bytes));
                    }
                }
            }
            if !batch.is_empty() {
                let _ = send.send(Item::Batch(batch));
            }
        });
        for item in items {
            match item {
                Item::Unread(line) => record("failed", &line),
                Item::Batch(batch) => {
                    for (status, line) in send_batch(remote, &batch)? {
                        record(&status, &line);
                    }
                }
            }
        }
        Ok(())
    })?;
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

/// A file's status and line from the server's `{"report": …, "line": …}`.
fn status_line(v: &Value) -> (String, String) {
    let status = v["report"]["status"]
        .as_str()
        .unwrap_or("failed")
        .to_string();
    let line = v["line"].as_str().unwrap_or_default().to_string();
    (status, line)
}

/// Uploads files together: each one's status and line, in order. A batch
/// over the server's size limit is sent in halves; a file alone goes as
/// itself (`POST import`), refused whole when it is over the limit.
fn send_batch(remote: &Remote, files: &[(String, bool, Vec<u8>)]) -> Result<Vec<(String, String)>> {
    if let [(name, named, bytes)] = files {
        return Ok(vec![upload(remote, name, *named, bytes)?]);
    }
    let mut body = Vec::with_capacity(
        files
            .iter()
            .map(|(n, _, b)| b.len() + upload::overhead(n))
            .sum(),
    );
    for (name, named, bytes) in files {
        upload::push(&mut body, name, *named, bytes);
    }
    let a = remote.post("import/batch", &[], &body, false)?;
    match a.status {
        200 => {
            let v = a.json()?;
            let answers = v["files"].as_array().map(Vec::as_slice).unwrap_or_default();
            if answers.len() != files.len() {
                bail!(
                    "the server answered for {} files of {}",
                    answers.len(),
                    files.len()
                );
            }
            Ok(answers.iter().map(status_line).collect())
        }
        413 => {
            let (a, b) = files.split_at(files.len() / 2);
            let mut out = send_batch(remote, a)?;
            out.extend(send_batch(remote, b)?);
            Ok(out)
        }
        _ => {
            a.ok()?;
            bail!("unexpected answer")
        }
    }
}

/// Uploads one file: its status and its report's line.
fn upload(remote: &Remote, name: &str, named: bool, bytes: &[u8]) -> Result<(String, String)> {
    let q = [("name", name.to_string()), ("named", named.to_string())];
    let a = remote.post("import", &q, bytes, false)?;
    match a.status {
        200 => Ok(status_line(&a.json()?)),
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
