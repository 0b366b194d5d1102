//! Importing files and folders into the library: the one code path the
//! command line and the desktop app share.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use serde::Serialize;

use crate::formats;
use crate::i18n::{Message, Text};
use crate::library::store::{Inserted, Store};
use crate::library::Error;

pub use crate::library::store::MAX_FILE_BYTES;

/// What happened to one file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum Outcome {
    Imported {
        id: i64,
    },
    Duplicate {
        id: i64,
        of: String,
    },
    Replaced {
        id: i64,
        previous: String,
    },
    /// Another analysis of a stored match, kept beside the ones it holds
    /// (`counted`: the library prefers it, so the figures use it now).
    Added {
        id: i64,
        analysis: String,
        counted: bool,
    },
    /// A file met while walking a folder that is not a match file (a README, an image).
    Skipped {
        reason: String,
    },
    Failed {
        error: String,
    },
}

/// What the store did with a match, as an import reports it (the club
/// server's uploads report the same way).
impl From<Inserted> for Outcome {
    fn from(i: Inserted) -> Outcome {
        match i {
            Inserted::Imported { id } => Outcome::Imported { id },
            Inserted::Duplicate { id, source } => Outcome::Duplicate { id, of: source },
            Inserted::Replaced {
                id,
                previous_source,
            } => Outcome::Replaced {
                id,
                previous: previous_source,
            },
            Inserted::Added {
                id,
                analysis,
                counted,
            } => Outcome::Added {
                id,
                analysis,
                counted,
            },
        }
    }
}

impl Outcome {
    pub fn is_failure(&self) -> bool {
        matches!(self, Outcome::Failed { .. })
    }
}

/// One file's report.
#[derive(Debug, Clone, Serialize)]
pub struct FileReport {
    pub path: String,
    #[serde(flatten)]
    pub outcome: Outcome,
    /// Why it was skipped or failed, to write in any language
    /// ([`FileReport::why`]); the outcome says it in English.
    #[serde(skip)]
    cause: Option<Cause>,
}

/// Why a file was skipped or failed.
#[derive(Debug, Clone)]
enum Cause {
    /// Skipped: not a match file, too large.
    Skipped(Message),
    /// The error reading or storing it (a parse or read error names the
    /// file; any other is said after the file's name).
    Failed(Arc<Error>),
    /// Read, but its batch could not be committed.
    NotStored(Arc<Error>),
}

impl FileReport {
    fn new(path: String, outcome: Result<Outcome, Cause>) -> FileReport {
        match outcome {
            Ok(outcome) => FileReport {
                path,
                outcome,
                cause: None,
            },
            Err(cause) => {
                let mut r = FileReport {
                    path,
                    outcome: Outcome::Failed {
                        error: String::new(),
                    },
                    cause: Some(cause),
                };
                let english = r.why(Text::get("en")).unwrap_or_default();
                r.outcome = match r.cause {
                    Some(Cause::Skipped(_)) => Outcome::Skipped { reason: english },
                    _ => Outcome::Failed { error: english },
                };
                r
            }
        }
    }

    /// Why the file was skipped (the reason) or failed (the error, naming
    /// the file), in `text`'s language; `None` when it was stored.
    pub fn why(&self, text: &Text) -> Option<String> {
        Some(match self.cause.as_ref()? {
            Cause::Skipped(m) => m.show(text),
            Cause::Failed(e) => match &**e {
                Error::Parse { .. } | Error::Io { .. } => e.message(text),
                e => crate::t!(
                    text,
                    "lib-file-error",
                    path = &self.path,
                    error = e.message(text)
                ),
            },
            Cause::NotStored(e) => crate::t!(
                text,
                "lib-import-not-stored",
                path = &self.path,
                error = e.message(text)
            ),
        })
    }
}

/// Totals of a batch.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct Summary {
    pub imported: usize,
    pub duplicates: usize,
    pub replaced: usize,
    /// Files that added another analysis to a stored match.
    pub added: usize,
    pub skipped: usize,
    pub failed: usize,
}

impl Summary {
    /// Counts one file's outcome.
    pub fn add(&mut self, o: &Outcome) {
        match o {
            Outcome::Imported { .. } => self.imported += 1,
            Outcome::Duplicate { .. } => self.duplicates += 1,
            Outcome::Replaced { .. } => self.replaced += 1,
            Outcome::Added { .. } => self.added += 1,
            Outcome::Skipped { .. } => self.skipped += 1,
            Outcome::Failed { .. } => self.failed += 1,
        }
    }

    pub fn of(reports: &[FileReport]) -> Summary {
        let mut s = Summary::default();
        for r in reports {
            s.add(&r.outcome);
        }
        s
    }
}

/// A file to import, and whether the user named it (a named file that is
/// not a match file is a failure; one met inside a folder is skipped).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub path: PathBuf,
    pub named: bool,
}

/// Expands files and folders (recursively, in name order) into the files to read.
pub fn collect(paths: &[PathBuf]) -> Vec<Candidate> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut found: Vec<PathBuf> = walkdir::WalkDir::new(p)
                .follow_links(true)
                .into_iter()
                .filter_map(|e| e.ok())
                .filter(|e| e.file_type().is_file())
                .map(|e| e.into_path())
                .collect();
            found.sort();
            out.extend(
                found
                    .into_iter()
                    .map(|path| Candidate { path, named: false }),
            );
        } else {
            out.push(Candidate {
                path: p.clone(),
                named: true,
            });
        }
    }
    out
}

/// Reads, parses and stores one file in one transaction.
pub fn import_file(store: &mut Store, c: &Candidate) -> FileReport {
    report(
        c,
        read_and_store(c, |m, source, bytes| {
            store.insert_match_with_transcript(m, source, Some(bytes))
        }),
    )
}

impl From<Error> for Cause {
    fn from(e: Error) -> Cause {
        Cause::Failed(Arc::new(e))
    }
}

/// A file's report from what storing it gave.
fn report(c: &Candidate, stored: Result<Outcome, Cause>) -> FileReport {
    FileReport::new(super::files::shown(&c.path), stored)
}

/// Reads and parses a file, and stores its match with `store`.
fn read_and_store(
    c: &Candidate,
    store: impl FnOnce(&crate::model::Match, &str, &[u8]) -> Result<Inserted, Error>,
) -> Result<Outcome, Cause> {
    let (m, bytes, source) = read_parsed(c)?;
    Ok(store(&m, &source, &bytes)?.into())
}

/// A file's match, its bytes and its path as the library keeps it; or why
/// it is skipped or failed.
fn read_parsed(c: &Candidate) -> Result<(crate::model::Match, Vec<u8>, String), Cause> {
    let io = |error| Error::Io {
        path: c.path.clone(),
        error,
    };
    let meta = std::fs::metadata(&c.path).map_err(io)?;
    too_large(c, meta.len())?;
    let bytes = std::fs::read(&c.path).map_err(io)?;
    let m = parse_checked(c, &bytes)?;
    Ok((
        m,
        bytes,
        super::files::shown(&super::files::absolute(&c.path)),
    ))
}

/// A file of `len` bytes over [`MAX_FILE_BYTES`]: failed when named,
/// skipped when met in a folder.
fn too_large(c: &Candidate, len: u64) -> Result<(), Cause> {
    if len > MAX_FILE_BYTES {
        let reason = crate::msg!("lib-import-too-large", size = len);
        if c.named {
            return Err(Error::Invalid(reason).into());
        }
        return Err(Cause::Skipped(reason));
    }
    Ok(())
}

/// The extensions of the files the programs write matches in: an empty
/// file met in a folder with one of them is a match file that failed (a
/// download cut short); any other empty file is passed over (the
/// library's own `-wal` beside it, a placeholder).
const MATCH_EXTENSIONS: [&str; 6] = ["xg", "xgp", "sgf", "mat", "txt", "bgf"];

fn named_like_a_match(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| MATCH_EXTENSIONS.iter().any(|m| m.eq_ignore_ascii_case(e)))
}

/// The match in a file's bytes, or why it is skipped or failed.
fn parse_checked(c: &Candidate, bytes: &[u8]) -> Result<crate::model::Match, Cause> {
    let empty_other = bytes.is_empty() && !named_like_a_match(&c.path);
    if !c.named && (empty_other || !bytes.is_empty() && formats::detect(bytes).is_none()) {
        return Err(Cause::Skipped(crate::msg!("lib-import-not-a-match")));
    }
    match formats::parse(bytes) {
        Ok(m) => Ok(m),
        // Met in a folder, a file that holds no match is passed over.
        Err(e) if e.not_a_match && !c.named => Err(Cause::Skipped(e.message)),
        Err(e) => Err(Error::Parse {
            path: c.path.clone(),
            error: e,
        }
        .into()),
    }
}

/// A file's bytes read as [`import_file`] reads the file (its size, its
/// format, its match), not stored yet: the club server reads a batch of
/// uploads in parallel, then stores them in order with [`store_read`].
pub struct Read(Result<crate::model::Match, Cause>);

impl Read {
    /// The match read, if the file holds one.
    pub fn matched(&self) -> Option<&crate::model::Match> {
        self.0.as_ref().ok()
    }
}

/// Reads file `c` from its `bytes` (its path names it in the report).
pub fn read_bytes(c: &Candidate, bytes: &[u8]) -> Read {
    Read(too_large(c, bytes.len() as u64).and_then(|()| parse_checked(c, bytes)))
}

/// Stores what [`read_bytes`] read with `store`, as `source`: the report
/// [`import_file`] gives for the same file.
pub fn store_read(
    c: &Candidate,
    read: Read,
    source: &str,
    bytes: &[u8],
    store: impl FnOnce(&crate::model::Match, &str, &[u8]) -> Result<Inserted, Error>,
) -> FileReport {
    let stored = read.0.and_then(|m| Ok(store(&m, source, bytes)?.into()));
    report(c, stored)
}

/// Imports files, calling `progress(done, total, report)` after each file
/// and stopping after the current file when `cancel` is set.
///
/// Files are stored together ([`Store::batch`]): each all or nothing, its
/// run committed every [`crate::library::store::BATCH_FILES`] files or
/// [`crate::library::store::BATCH_TIME`]. A file's report is handed on once its run
/// is committed; should the commit fail, the run's matches are reported
/// failed with the reason.
pub fn import_all(
    store: &mut Store,
    files: &[Candidate],
    cancel: Option<&AtomicBool>,
    mut progress: impl FnMut(usize, usize, &FileReport),
) -> Vec<FileReport> {
    let mut reports = Vec::with_capacity(files.len());
    let mut pending: Vec<FileReport> = Vec::new();
    // The library's own files, met in a folder the player drops (the one
    // they keep everything in), are passed over unread: on Windows, SQLite
    // holds locks on them while the library is open.
    let own = library_files(store);
    let mut batch = store.batch();
    let mut flush = |batch: &mut crate::library::store::Batch, pending: &mut Vec<FileReport>| {
        let failed = batch.commit().err().map(Arc::new);
        for mut r in pending.drain(..) {
            if let (Some(e), Outcome::Imported { .. } | Outcome::Replaced { .. }) =
                (&failed, &r.outcome)
            {
                r = FileReport::new(r.path, Err(Cause::NotStored(Arc::clone(e))));
            }
            progress(reports.len() + 1, files.len(), &r);
            reports.push(r);
        }
    };
    let cancelled = || cancel.is_some_and(|c| c.load(Ordering::Relaxed));
    // Read, parsed and precomputed on every core, stored in order here:
    // the store waited for the reading, over half of an import's work (40
    // analysed SGF files: 76 → 59 ms whole process on 2 cores).
    let read = |i: usize| {
        let c = &files[i];
        if !c.named && std::fs::canonicalize(&c.path).is_ok_and(|p| own.contains(&p)) {
            return Err(Cause::Skipped(crate::msg!("lib-import-not-a-match")));
        }
        read_file(c)
    };
    super::ordered::in_order(files.len(), &cancelled, &read, |i, read| {
        let c = &files[i];
        let stored = read.and_then(|f| {
            let inserted =
                batch.insert_precomputed(&f.m, &f.source, Some(&f.bytes), Some(&f.pre))?;
            Ok(inserted.into())
        });
        pending.push(report(c, stored));
        if batch.due() {
            flush(&mut batch, &mut pending);
        }
    });
    flush(&mut batch, &mut pending);
    reports
}

/// The files of `store`'s library (the database, its `-wal`, `-shm` and
/// `-journal`), as canonical paths; none for a library in memory.
fn library_files(store: &Store) -> Vec<PathBuf> {
    let Some(db) = store.path().and_then(|p| std::fs::canonicalize(p).ok()) else {
        return Vec::new();
    };
    let mut out = vec![db.clone()];
    for suffix in ["-wal", "-shm", "-journal"] {
        let mut p = db.clone().into_os_string();
        p.push(suffix);
        out.push(PathBuf::from(p));
    }
    out
}

/// A file read and parsed, with the rows the store makes of its match
/// made already ([`crate::library::store::precompute`]).
struct ReadFile {
    m: crate::model::Match,
    bytes: Vec<u8>,
    source: String,
    pre: crate::library::store::Precomputed,
}

/// Reads and parses a file ([`read_parsed`]) and precomputes what the store
/// writes of its match.
fn read_file(c: &Candidate) -> Result<ReadFile, Cause> {
    let (m, bytes, source) = read_parsed(c)?;
    let pre = crate::library::store::precompute(&m);
    Ok(ReadFile {
        m,
        bytes,
        source,
        pre,
    })
}

/// Convenience: import paths (files or folders) with no progress reporting.
pub fn import_paths(store: &mut Store, paths: &[&Path]) -> Vec<FileReport> {
    let owned: Vec<PathBuf> = paths.iter().map(|p| p.to_path_buf()).collect();
    import_all(store, &collect(&owned), None, |_, _, _| {})
}
