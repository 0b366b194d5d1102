//! A club server seen from a member's machine: the HTTP client that the
//! command line (`--server URL`, `worker`) and the desktop app share.
//!
//! - [`Club::publish`] uploads match files, in batches, and reports each
//!   file as the server's import did (exactly as a local import reports it);
//! - [`Club::pull`] brings a local read-only copy of the club's library up
//!   to date by replaying the club's log ([`crate::library::club_log`]), so
//!   the app shows a club in its own tabs, with its own code;
//! - [`Club::get`] and [`Club::post`] are the routes of `docs/server.md`.
//!
//! Built with the `club-client` feature (ureq, a blocking client: every
//! caller is a command or a background task, and it brings no runtime).

use std::path::Path;

use serde_json::Value;

use crate::library::club_log::batch::{overhead, push};
use crate::library::club_log::{self, LogError, Replay};
use crate::library::import::{Candidate, Summary};

/// Why a talk with the club server failed.
#[derive(Debug, thiserror::Error)]
pub enum ClubError {
    #[error("the club's address {0:?} is not an http:// or https:// address")]
    BadUrl(String),
    #[error("no token for the club: the club's admin makes one (blunderdb server token add)")]
    NoToken,
    #[error("cannot reach the club server at {url}: {message}")]
    Unreachable { url: String, message: String },
    /// The server refused: its status and its own words.
    #[error("{message} ({status})")]
    Refused { status: u16, message: String },
    #[error("the club server's answer is not what was expected: {0}")]
    Answer(String),
    #[error("{0}")]
    Log(#[from] LogError),
}

type Result<T> = std::result::Result<T, ClubError>;

/// A club server and the token to show it.
pub struct Club {
    base: String,
    token: String,
    lang: &'static str,
    agent: ureq::Agent,
}

/// An answer: its status, headers and body.
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
        serde_json::from_slice(&self.body).map_err(|e| ClubError::Answer(format!("not JSON ({e})")))
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The answer when it is a success, else the server's refusal.
    pub fn success(self) -> Result<Answer> {
        match self.status {
            200..=299 => Ok(self),
            status => Err(ClubError::Refused {
                status,
                message: self.error(),
            }),
        }
    }
}

/// Who a token is, as the server says (`GET /api/v1/me`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Member {
    /// The club's name.
    pub club: String,
    /// reader, uploader, admin or worker.
    pub role: String,
    /// The largest request the server takes, in bytes.
    pub max_upload: u64,
}

/// The files of a publish, counted by what became of them, as a local
/// import counts them.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Published {
    pub files: usize,
    #[serde(flatten)]
    pub summary: Summary,
}

impl Published {
    /// Counts a file by the status the server gave it (`imported`,
    /// `duplicate`, …; anything else failed).
    fn count(&mut self, status: &str) {
        self.files += 1;
        let s = &mut self.summary;
        match status {
            "imported" => s.imported += 1,
            "duplicate" => s.duplicates += 1,
            "replaced" => s.replaced += 1,
            "skipped" => s.skipped += 1,
            "added" => s.added += 1,
            _ => s.failed += 1,
        }
    }
}

/// Files sent in one request at most (and [`BATCH_BYTES`], and the
/// server's size limit).
const BATCH_FILES: usize = 512;
/// Bytes sent in one request at most.
const BATCH_BYTES: usize = 16 << 20;
/// Batches a publish keeps queued on the server and not yet answered:
/// one being stored, the next being read there ahead of its turn.
const QUEUED: usize = 2;
/// Log entries asked for a request while pulling.
const PULL_BATCH: usize = 1_000;

/// What a publish has sent and not yet told, in the files' order.
struct Awaited<'a> {
    ahead: std::collections::VecDeque<Ahead>,
    /// The receipts in `ahead`.
    queued: usize,
    /// Whether the server queues batches (`POST import/queue`).
    queue: bool,
    emit: &'a mut dyn FnMut(&str, &str),
}

enum Ahead {
    /// A file's status and line, known here.
    Line(String, String),
    /// A queued batch of this many files.
    Receipt(u64, usize),
}

/// What the reading thread hands to the uploads, in the files' order.
enum Item {
    /// A file that could not be read here: its line.
    Unread(String),
    /// Files to send together: name, named, bytes.
    Batch(Vec<(String, bool, Vec<u8>)>),
}

impl Club {
    /// The server at `url` (http:// or https://), shown `token`; its
    /// answers in language `lang` where they have words.
    pub fn new(url: &str, token: &str, lang: &'static str) -> Result<Club> {
        let base = url.trim().trim_end_matches('/').to_string();
        if !(base.starts_with("http://") || base.starts_with("https://"))
            || base.len() <= "https://".len()
        {
            return Err(ClubError::BadUrl(url.to_string()));
        }
        if token.trim().is_empty() {
            return Err(ClubError::NoToken);
        }
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_connect(Some(std::time::Duration::from_secs(10)))
            .build()
            .into();
        Ok(Club {
            base,
            token: token.trim().to_string(),
            lang,
            agent,
        })
    }

    /// The server's address, as given (without a trailing `/`).
    pub fn url(&self) -> &str {
        &self.base
    }

    fn route(&self, path: &str) -> String {
        format!("{}/api/v1/{path}", self.base)
    }

    fn finish(
        res: std::result::Result<ureq::http::Response<ureq::Body>, ureq::Error>,
        url: &str,
    ) -> Result<Answer> {
        let unreachable = |e: &dyn std::fmt::Display| ClubError::Unreachable {
            url: url.to_string(),
            message: e.to_string(),
        };
        let mut res = res.map_err(|e| unreachable(&e))?;
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
            .map_err(|e| unreachable(&format!("the answer was cut: {e}")))?;
        Ok(Answer {
            status,
            body,
            headers,
        })
    }

    /// `GET path` with `query`.
    pub fn get(&self, path: &str, query: &[(String, String)]) -> Result<Answer> {
        let url = self.route(path);
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

    /// `POST path` with `query` and a body (JSON or bytes).
    pub fn post(
        &self,
        path: &str,
        query: &[(&str, String)],
        body: &[u8],
        json: bool,
    ) -> Result<Answer> {
        let url = self.route(path);
        let kind = if json {
            "application/json"
        } else {
            "application/octet-stream"
        };
        let mut req = self
            .agent
            .post(&url)
            .header("Authorization", &format!("Bearer {}", self.token))
            .header("Accept-Language", self.lang)
            .header("Content-Type", kind);
        for (k, v) in query {
            req = req.query(*k, v);
        }
        Self::finish(req.send(body), &url)
    }

    /// Who the token is: its club and role (and the server's size limit).
    pub fn me(&self) -> Result<Member> {
        let v = self.get("me", &[])?.success()?.json()?;
        let text = |k: &str| {
            v.get(k)
                .and_then(Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| ClubError::Answer(format!("`me` has no {k}")))
        };
        Ok(Member {
            club: text("club")?,
            role: text("role")?,
            max_upload: v.get("max_upload").and_then(Value::as_u64).unwrap_or(0),
        })
    }

    /// Uploads `files` in batches; `line(status, line)` is told each
    /// file's fate as the server's import reports it, in order. A file
    /// that cannot be read here fails alone; an answer the server refuses
    /// stops the publish (a wrong token, a reader's token) with its reason.
    ///
    /// Four things go on at once: a batch is read from disk here and the
    /// one before is sent, while the server stores one and reads the next
    /// ahead of its turn (`POST import/queue`, whose receipt is answered
    /// once the batch is stored; a batch is queued only once the one
    /// before has its receipt, so the server stores them in the files'
    /// order). A server without the queue is sent each batch and waited
    /// for (`POST import/batch`).
    pub fn publish(
        &self,
        files: &[Candidate],
        mut line: impl FnMut(&str, &str),
    ) -> Result<Published> {
        // The server's size limit holds for a request.
        let limit = match self.me()?.max_upload {
            0 => BATCH_BYTES,
            m => usize::try_from(m).unwrap_or(usize::MAX),
        };
        let cap = BATCH_BYTES.min(limit);
        let mut counts = Published::default();
        let mut emit = |status: &str, l: &str| {
            counts.count(status);
            line(status, l);
        };
        let mut w = Awaited {
            ahead: std::collections::VecDeque::new(),
            queued: 0,
            queue: true,
            emit: &mut emit,
        };
        std::thread::scope(|s| -> Result<()> {
            let (send, items) = std::sync::mpsc::sync_channel::<Item>(1);
            s.spawn(move || read_batches(files, cap, &send));
            for item in items {
                match item {
                    Item::Unread(l) => w.ahead.push_back(Ahead::Line("failed".into(), l)),
                    Item::Batch(batch) => self.send(batch, &mut w)?,
                }
                // One batch stored while the next is read on the server
                // and the one after is sent.
                self.settle(&mut w, QUEUED)?;
            }
            self.settle(&mut w, 0)
        })?;
        Ok(counts)
    }

    /// Sends `files` together (queued when the server queues; one file
    /// alone as itself, once every batch before it is stored), and the
    /// halves of a batch over the server's size limit.
    fn send(&self, mut files: Vec<(String, bool, Vec<u8>)>, w: &mut Awaited<'_>) -> Result<()> {
        if let [(name, named, bytes)] = files.as_slice() {
            self.settle(w, 0)?;
            let (status, l) = self.upload(name, *named, bytes)?;
            (w.emit)(&status, &l);
            return Ok(());
        }
        if w.queue {
            let a = self.post("import/queue", &[], &frame(&files), false)?;
            match a.status {
                202 => {
                    let receipt = a.json()?["receipt"].as_u64().ok_or_else(|| {
                        ClubError::Answer("a queued batch without a receipt".into())
                    })?;
                    w.ahead.push_back(Ahead::Receipt(receipt, files.len()));
                    w.queued += 1;
                    return Ok(());
                }
                413 => {
                    let second = files.split_off(files.len() / 2);
                    self.send(files, w)?;
                    return self.send(second, w);
                }
                // A server before the queue.
                404 => w.queue = false,
                _ => {
                    return Err(a.success().err().unwrap_or_else(|| {
                        ClubError::Answer("an unexpected success to a batch".into())
                    }))
                }
            }
        }
        self.settle(w, 0)?;
        for (status, l) in self.send_batch(&files)? {
            (w.emit)(&status, &l);
        }
        Ok(())
    }

    /// Tells the files' fates at the front of `w`, waiting for the
    /// server to store queued batches until at most `keep` are awaited.
    fn settle(&self, w: &mut Awaited<'_>, keep: usize) -> Result<()> {
        loop {
            match w.ahead.front() {
                None => return Ok(()),
                Some(Ahead::Receipt(..)) if w.queued <= keep => return Ok(()),
                Some(_) => {}
            }
            match w.ahead.pop_front() {
                Some(Ahead::Line(status, l)) => (w.emit)(&status, &l),
                Some(Ahead::Receipt(receipt, n)) => {
                    w.queued -= 1;
                    let v = self
                        .get(&format!("import/queue/{receipt}"), &[])?
                        .success()?
                        .json()?;
                    for (status, l) in answers(&v, n)? {
                        (w.emit)(&status, &l);
                    }
                }
                None => return Ok(()),
            }
        }
    }

    /// Uploads files together: each one's status and line, in order. A
    /// batch over the server's size limit is sent in halves; a file alone
    /// goes as itself (`POST import`), refused whole when over the limit.
    fn send_batch(&self, files: &[(String, bool, Vec<u8>)]) -> Result<Vec<(String, String)>> {
        if let [(name, named, bytes)] = files {
            return Ok(vec![self.upload(name, *named, bytes)?]);
        }
        let a = self.post("import/batch", &[], &frame(files), false)?;
        match a.status {
            200 => answers(&a.json()?, files.len()),
            413 => {
                let (a, b) = files.split_at(files.len() / 2);
                let mut out = self.send_batch(a)?;
                out.extend(self.send_batch(b)?);
                Ok(out)
            }
            _ => Err(a
                .success()
                .err()
                .unwrap_or_else(|| ClubError::Answer("an unexpected success to a batch".into()))),
        }
    }

    /// Uploads one file: its status and its report's line.
    fn upload(&self, name: &str, named: bool, bytes: &[u8]) -> Result<(String, String)> {
        let q = [("name", name.to_string()), ("named", named.to_string())];
        let a = self.post("import", &q, bytes, false)?;
        match a.status {
            200 => Ok(status_line(&a.json()?)),
            // Refused whole (too large): the file failed, the others go on.
            413 | 400 => Ok(("failed".into(), format!("{:<10} {}", "failed", a.error()))),
            _ => Err(a
                .success()
                .err()
                .unwrap_or_else(|| ClubError::Answer("an unexpected success to an upload".into()))),
        }
    }

    /// Brings `copy` (a read model of this club, [`Replay::open`]) to the
    /// head of the club's log: the entries it lacks, fetched and applied
    /// in order. Returns how many were applied. Stopped half-way, the
    /// copy keeps what it applied and goes on from there next time.
    pub fn pull(&self, copy: &mut Replay, mut progress: impl FnMut(i64, i64)) -> Result<usize> {
        let mut applied = 0;
        loop {
            let q = [
                ("after".to_string(), copy.applied().to_string()),
                ("limit".to_string(), PULL_BATCH.to_string()),
            ];
            let a = self.get("log", &q)?.success()?;
            let head = a
                .header("x-log-head")
                .and_then(|h| h.parse::<i64>().ok())
                .unwrap_or(0);
            let entries = club_log::read_entries(&a.body)?;
            if entries.is_empty() {
                return Ok(applied);
            }
            copy.apply_all(&entries)?;
            applied += entries.len();
            progress(copy.applied(), head);
        }
    }

    /// The folder a local copy of this club is kept in, under `root`: one
    /// per server and club name, so two clubs never share one.
    pub fn copy_dir(&self, root: &Path, club: &str) -> std::path::PathBuf {
        let key = blake3::hash(format!("{}\n{club}", self.base).as_bytes());
        root.join(format!("club-{}", &key.to_hex()[..16]))
    }
}

/// Reads `files` into batches of at most `cap` bytes and [`BATCH_FILES`]
/// files, handed to `send` in order (a file that cannot be read, alone).
fn read_batches(files: &[Candidate], cap: usize, send: &std::sync::mpsc::SyncSender<Item>) {
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
                let cost = bytes.len() + overhead(&name);
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
}

/// The request body of a batch (`club_log::batch`'s framing).
fn frame(files: &[(String, bool, Vec<u8>)]) -> Vec<u8> {
    let size = files.iter().map(|(n, _, b)| b.len() + overhead(n)).sum();
    let mut body = Vec::with_capacity(size);
    for (name, named, bytes) in files {
        push(&mut body, name, *named, bytes);
    }
    body
}

/// The files' statuses and lines from a batch's answer (`{"files": …}`),
/// which must tell `n` files.
fn answers(v: &Value, n: usize) -> Result<Vec<(String, String)>> {
    let answers = v["files"].as_array().map(Vec::as_slice).unwrap_or_default();
    if answers.len() != n {
        return Err(ClubError::Answer(format!(
            "the server answered for {} files of {n}",
            answers.len()
        )));
    }
    Ok(answers.iter().map(status_line).collect())
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
