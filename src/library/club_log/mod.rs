//! A club's library as a log, and the read model made from it.
//!
//! A club server keeps a club's library in PostgreSQL as the log of what
//! changed it, in order: the files uploaded (an analysed one kept as its
//! match, [`pack`]ed) and the analyses its workers sent. Whoever replays the
//! log with [`Replay`] gets the desktop's own library file (a [`Store`]),
//! made by the desktop's own import and analysis code, so its figures are
//! the club's, to the digit:
//! - the server, which answers every request from such a model;
//! - the desktop app, which keeps a read-only copy of a club to show it in
//!   its own tabs (`GET /api/v1/log`, [`read_entries`]).
//!
//! The model records the last entry it applied. Applying an entry twice
//! changes nothing (an import of a stored match is a duplicate), so a crash
//! between the library's commit and that record is harmless.

pub mod batch;
mod pack;

use std::path::{Path, PathBuf};

use crate::formats;
use crate::library::import::{self, Candidate, FileReport, Outcome};
use crate::library::store::{precompute, Precomputed, Store};
use crate::model::Match;

pub use pack::{is_packed, pack, unpack, PackError, MAGIC};

/// Why the log could not be applied or read.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// An entry the model cannot take: damaged, or of a newer server.
    #[error("log entry {seq}: {message}")]
    Entry { seq: i64, message: String },
    /// The model's folder or one of its files.
    #[error("{}: {error}", path.display())]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The model's library.
    #[error("{0}")]
    Library(#[from] crate::library::Error),
    /// The log as the server sent it (`GET /api/v1/log`) is malformed.
    #[error("the club's log is malformed: {0}")]
    Malformed(String),
}

type Result<T> = std::result::Result<T, LogError>;

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> LogError + '_ {
    move |error| LogError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// A change to a club's settings: a log entry of kind `setting`, this as
/// JSON its body. The library's own settings, as `blunderdb thresholds`,
/// `blunderdb alias`, `blunderdb levels` and `blunderdb search save|remove`
/// change them locally: the server checks a change
/// with the library's code (`queries::aliases`: both names players, no
/// cycle) and logs what it wrote; a replay writes the same again, so the
/// server's model, a rebuilt one and a member's copy count alike.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "set", rename_all = "lowercase")]
pub enum Setting {
    /// The error and blunder thresholds, in equity.
    Thresholds { error: f64, blunder: f64 },
    /// The stored name `alias` counted as the player `player` (a stored
    /// name), the names counted as `alias` moving along.
    Alias { alias: String, player: String },
    /// `alias` its own player again.
    Unalias { alias: String },
    /// The level bands of the progression chart, by the scale's key (the
    /// server checks it is one, `queries::levels::Scale::parse`).
    Levels { scale: String },
    /// The search `query` saved under `name` (replacing one of that name,
    /// any case; the server checked the query, `queries::search`).
    SaveSearch { name: String, query: String },
    /// The saved search `name` removed.
    RemoveSearch { name: String },
}

impl Setting {
    /// The entry's body.
    pub fn to_body(&self) -> Vec<u8> {
        // A plain enum of numbers and strings: it always serialises.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// A setting entry's body.
    pub fn from_body(body: &[u8]) -> std::result::Result<Setting, String> {
        serde_json::from_slice(body).map_err(|e| format!("not a setting: {e}"))
    }

    /// Writes the change into `store`.
    pub fn apply(&self, store: &mut Store) -> std::result::Result<(), crate::library::Error> {
        match self {
            Setting::Thresholds { error, blunder } => {
                store.set_thresholds(crate::metrics::Thresholds {
                    error: *error,
                    blunder: *blunder,
                })
            }
            Setting::Alias { alias, player } => store.write_alias(alias, player),
            Setting::Unalias { alias } => store.delete_alias(alias),
            Setting::Levels { scale } => {
                store.set_setting(crate::library::store::LEVEL_SCALE_SETTING, scale)
            }
            Setting::SaveSearch { name, query } => store.save_search(name, query),
            Setting::RemoveSearch { name } => store.remove_search(name).map(|_| ()),
        }
    }
}

/// One entry of a club's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub seq: i64,
    /// `import` (a file uploaded), `analysis` (a worker's result) or
    /// `setting` (a [`Setting`]).
    pub kind: String,
    /// The file's name as uploaded, or the analysis's label.
    pub name: String,
    /// The match an analysis is of (the model's own id).
    pub match_id: Option<i64>,
    /// The engine's version of an analysis.
    pub version: Option<String>,
    /// The file or the packed match, inflated.
    pub body: Vec<u8>,
}

/// The log's bodies as they are stored and sent: deflated, at level 1
/// (an analysed match's pack deflates to a few KB; higher levels cost
/// several times the time for a few percent).
pub fn deflate(bytes: &[u8]) -> Vec<u8> {
    crate::library::deflate::deflate(bytes, 1)
}

/// A body [`deflate`]d.
pub fn inflate(bytes: &[u8]) -> std::result::Result<Vec<u8>, LogError> {
    // The largest body is a file under the server's size limit, inflated.
    crate::library::deflate::inflate(bytes, 1 << 30)
        .map_err(|e| LogError::Malformed(format!("an entry cannot be inflated: {e}")))
}

/// The header of an entry in `GET /api/v1/log`'s answer: one line of
/// JSON, then `size` bytes of the deflated body.
#[derive(serde::Serialize, serde::Deserialize)]
struct Header {
    seq: i64,
    kind: String,
    name: String,
    match_id: Option<i64>,
    version: Option<String>,
    size: usize,
}

/// Appends an entry to a log answer: its header line, then its body as
/// stored (`deflated`).
pub fn write_entry(out: &mut Vec<u8>, e: &LogEntry, deflated: &[u8]) {
    let header = Header {
        seq: e.seq,
        kind: e.kind.clone(),
        name: e.name.clone(),
        match_id: e.match_id,
        version: e.version.clone(),
        size: deflated.len(),
    };
    // A struct of strings and numbers always serialises.
    if let Ok(line) = serde_json::to_vec(&header) {
        out.extend_from_slice(&line);
    }
    out.push(b'\n');
    out.extend_from_slice(deflated);
}

/// The entries of a log answer ([`write_entry`]), inflated, in order.
pub fn read_entries(body: &[u8]) -> Result<Vec<LogEntry>> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < body.len() {
        let end = body[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map(|p| at + p)
            .ok_or_else(|| LogError::Malformed("an entry has no header line".into()))?;
        let h: Header = serde_json::from_slice(&body[at..end])
            .map_err(|e| LogError::Malformed(format!("an entry's header: {e}")))?;
        let start = end + 1;
        let stop = start
            .checked_add(h.size)
            .filter(|&s| s <= body.len())
            .ok_or_else(|| LogError::Malformed(format!("entry {} is cut short", h.seq)))?;
        if out.last().is_some_and(|p: &LogEntry| p.seq >= h.seq) {
            return Err(LogError::Malformed(format!(
                "entry {} is out of order",
                h.seq
            )));
        }
        out.push(LogEntry {
            seq: h.seq,
            kind: h.kind,
            name: h.name,
            match_id: h.match_id,
            version: h.version,
            body: inflate(&body[start..stop])?,
        });
        at = stop;
    }
    Ok(out)
}

/// A club's read model: a library file in a folder of its own, the files
/// it names (transcripts, under `files/SEQ/`), and the last entry applied.
pub struct Replay {
    dir: PathBuf,
    pub store: Store,
    applied: i64,
}

impl Replay {
    /// The model in `dir`, made empty when there is none.
    pub fn open(dir: &Path) -> Result<Replay> {
        let files = dir.join("files");
        std::fs::create_dir_all(&files).map_err(io(&files))?;
        let store = Store::open(&dir.join("library.db"))?;
        let applied_file = dir.join("applied");
        let applied = match std::fs::read_to_string(&applied_file) {
            Ok(s) => s.trim().parse().map_err(|_| LogError::Io {
                path: applied_file.clone(),
                error: std::io::Error::new(std::io::ErrorKind::InvalidData, "damaged"),
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
            Err(e) => return Err(io(&applied_file)(e)),
        };
        Ok(Replay {
            dir: dir.to_path_buf(),
            store,
            applied,
        })
    }

    /// The last log entry applied (0: none).
    pub fn applied(&self) -> i64 {
        self.applied
    }

    /// The folder the uploaded files are kept in, as the library names them.
    pub fn files_dir(&self) -> PathBuf {
        self.dir.join("files")
    }

    /// Applies `entries` (the log after [`Replay::applied`], in order).
    /// A run of analysed imports (kept packed) is stored in one
    /// transaction; anything else alone.
    pub fn apply_all(&mut self, entries: &[LogEntry]) -> Result<()> {
        let mut run: Vec<&LogEntry> = Vec::new();
        let from = self.applied;
        for e in entries.iter().filter(|e| e.seq > from) {
            if e.kind == "import" && is_packed(&e.body) {
                run.push(e);
                continue;
            }
            self.insert_run(&run)?;
            run.clear();
            self.apply(e)?;
        }
        self.insert_run(&run)
    }

    /// Stores a run of packed import entries as [`Replay::insert_packed`]
    /// stores each, in one transaction of the library, then records the
    /// last as applied: the same model, made faster.
    fn insert_run(&mut self, run: &[&LogEntry]) -> Result<()> {
        let Some(last) = run.last() else {
            return Ok(());
        };
        let files = self.files_dir();
        std::fs::create_dir_all(&files).map_err(io(&files))?;
        let files = crate::library::files::absolute(&files);
        // Unpacked, and what the store computes of each match alone made
        // (`store::precompute`), on every core; stored in order on this one.
        let ready = unpack_all(run);
        {
            let mut batch = self.store.batch();
            for (e, m) in run.iter().zip(ready) {
                let (m, pre) = m.map_err(|err| entry(e.seq, err))?;
                let source = files.join(e.seq.to_string()).join(file_name(&e.name));
                let source = crate::library::files::shown(&source);
                batch
                    .insert_precomputed(&m, &source, None, Some(&pre))
                    .map_err(|err| entry(e.seq, format!("{source}: {err}")))?;
            }
            batch.commit()?;
        }
        self.set_applied(last.seq)
    }

    fn apply(&mut self, e: &LogEntry) -> Result<()> {
        match e.kind.as_str() {
            "import" => {
                let outcome = if is_packed(&e.body) {
                    let m = unpack(&e.body).map_err(|err| entry(e.seq, err))?;
                    self.insert_packed(e.seq, &e.name, &m)?
                } else {
                    self.import(e.seq, &e.name, &e.body, true)?.outcome
                };
                if let Outcome::Failed { error } = &outcome {
                    return Err(entry(e.seq, format!("cannot be applied: {error}")));
                }
            }
            "analysis" => {
                let id = e
                    .match_id
                    .ok_or_else(|| entry(e.seq, "an analysis without its match"))?;
                let version = e.version.as_deref().unwrap_or("");
                // Packed, as a server logs a worker's result; or gnuBG's SGF
                // itself, read with the desktop's reader.
                let m = if is_packed(&e.body) {
                    unpack(&e.body).map_err(|err| entry(e.seq, err))?
                } else {
                    formats::parse(&e.body).map_err(|err| {
                        entry(e.seq, format!("the analysis cannot be read: {err}"))
                    })?
                };
                self.store.store_analysis(id, &m, &e.name, version)?;
            }
            "setting" => {
                self.apply_setting(&e.body)
                    .map_err(|err| entry(e.seq, err))?;
            }
            other => return Err(entry(e.seq, format!("unknown kind {other:?}"))),
        }
        self.set_applied(e.seq)
    }

    /// Imports one uploaded file as entry `seq` does, with the desktop's
    /// import: its report, the file named as uploaded.
    pub fn import(
        &mut self,
        seq: i64,
        name: &str,
        bytes: &[u8],
        named: bool,
    ) -> Result<FileReport> {
        let folder = self.files_dir().join(seq.to_string());
        std::fs::create_dir_all(&folder).map_err(io(&folder))?;
        let path = folder.join(file_name(name));
        std::fs::write(&path, bytes).map_err(io(&path))?;
        let report = import::import_file(&mut self.store, &Candidate { path, named });
        if !changed(&report.outcome) {
            let _ = std::fs::remove_dir_all(&folder);
        }
        Ok(report)
    }

    /// Stores match `m` as the import of entry `seq` stored it (the log
    /// keeps an analysed file as its match): the same call the desktop's
    /// import makes after reading the file, under the same name. An
    /// analysed match keeps no transcript, so none is passed.
    pub fn insert_packed(&mut self, seq: i64, name: &str, m: &Match) -> Result<Outcome> {
        let folder = self.files_dir().join(seq.to_string());
        std::fs::create_dir_all(&folder).map_err(io(&folder))?;
        let folder = crate::library::files::absolute(&folder);
        let path = folder.join(file_name(name));
        let source = crate::library::files::shown(&path);
        let stored = self
            .store
            .insert_match_with_transcript(m, &source, None)
            .map_err(|e| entry(seq, format!("{source}: {e}")))?;
        let _ = std::fs::remove_dir(&folder);
        Ok(stored.into())
    }

    /// Writes the setting of a `setting` entry's `body` into the model
    /// (the server, before logging it, writes it so too: the same body read
    /// the same way, so the same thresholds to the last bit).
    pub fn apply_setting(&mut self, body: &[u8]) -> Result<Setting> {
        let s = Setting::from_body(body).map_err(LogError::Malformed)?;
        s.apply(&mut self.store)?;
        Ok(s)
    }

    /// Records that entry `seq` is applied (committed to the library: the
    /// store's copier, when it keeps one, is asked to copy it).
    pub fn set_applied(&mut self, seq: i64) -> Result<()> {
        self.store.log_committed();
        let tmp = self.dir.join("applied.tmp");
        std::fs::write(&tmp, seq.to_string()).map_err(io(&tmp))?;
        let to = self.dir.join("applied");
        crate::library::files::replace(&tmp, &to).map_err(io(&to))?;
        self.applied = seq;
        Ok(())
    }
}

/// Each packed entry of `run` unpacked and precomputed, in order, on as
/// many threads as there are cores.
fn unpack_all(run: &[&LogEntry]) -> Vec<std::result::Result<(Match, Precomputed), PackError>> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let chunk = run.len().div_ceil(threads).max(1);
    std::thread::scope(|s| {
        let parts: Vec<_> = run
            .chunks(chunk)
            .map(|part| {
                let handle = s.spawn(move || {
                    part.iter()
                        .map(|e| {
                            let m = unpack(&e.body)?;
                            let pre = precompute(&m);
                            Ok((m, pre))
                        })
                        .collect::<Vec<_>>()
                });
                (part.len(), handle)
            })
            .collect();
        // One result an entry, whatever happens: a part whose thread
        // panicked is an error for each of its entries.
        parts
            .into_iter()
            .flat_map(|(n, p)| {
                p.join()
                    .unwrap_or_else(|_| (0..n).map(|_| Err(PackError::panicked())).collect())
            })
            .collect()
    })
}

fn entry(seq: i64, message: impl std::fmt::Display) -> LogError {
    LogError::Entry {
        seq,
        message: message.to_string(),
    }
}

/// Whether an import's outcome changed the library (and so joins the log).
pub fn changed(o: &Outcome) -> bool {
    matches!(
        o,
        Outcome::Imported { .. } | Outcome::Replaced { .. } | Outcome::Added { .. }
    )
}

/// The last part of an uploaded name, safe as a file name.
pub fn file_name(name: &str) -> String {
    let last = name
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or_default()
        .replace('\0', "");
    match last.as_str() {
        "" | "." | ".." => "upload".to_string(),
        _ => last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(seq: i64, body: &[u8]) -> LogEntry {
        LogEntry {
            seq,
            kind: "import".into(),
            name: format!("dir/m{seq}.mat"),
            match_id: None,
            version: Some("gnubg 1.07 2-ply".into()),
            body: body.to_vec(),
        }
    }

    #[test]
    fn a_log_answer_reads_back_as_written() {
        let entries = [e(3, b"a\nb"), e(7, b""), e(9, &[0, 255, 10])];
        let mut out = Vec::new();
        for x in &entries {
            write_entry(&mut out, x, &deflate(&x.body));
        }
        assert_eq!(read_entries(&out).expect("reads"), entries);
        assert!(read_entries(b"").expect("empty").is_empty());
    }

    #[test]
    fn a_malformed_log_answer_is_refused() {
        let mut out = Vec::new();
        write_entry(&mut out, &e(3, b"abc"), &deflate(b"abc"));
        let cut = &out[..out.len() - 1];
        assert!(matches!(read_entries(cut), Err(LogError::Malformed(m)) if m.contains("entry 3")));
        assert!(read_entries(b"{\"seq\":1}\n").is_err());
        assert!(read_entries(b"no header").is_err());
        // Out of order (a server that repeats itself) is refused too.
        let mut twice = out.clone();
        twice.extend_from_slice(&out);
        assert!(matches!(read_entries(&twice), Err(LogError::Malformed(m)) if m.contains("order")));
        // A body that is not deflated.
        let mut bad = Vec::new();
        write_entry(&mut bad, &e(1, b""), b"\xff\xff\xff");
        assert!(read_entries(&bad).is_err());
    }

    #[test]
    fn uploaded_names_are_safe_file_names() {
        assert_eq!(file_name("/a/b/c.sgf"), "c.sgf");
        assert_eq!(file_name("C:\\x\\y.mat"), "y.mat");
        assert_eq!(file_name(".."), "upload");
        assert_eq!(file_name("a/"), "upload");
    }
}
