//! Importing files and folders into the library: the one code path the
//! command line and the desktop app share.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::formats;
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
    /// A file met while walking a folder that is not a match file (a README, an image).
    Skipped {
        reason: String,
    },
    Failed {
        error: String,
    },
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
}

/// Totals of a batch.
#[derive(Debug, Clone, Copy, Default, Serialize, PartialEq, Eq)]
pub struct Summary {
    pub imported: usize,
    pub duplicates: usize,
    pub replaced: usize,
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

/// A file's report from what storing it gave.
fn report(c: &Candidate, stored: Result<Outcome, Error>) -> FileReport {
    let path = c.path.display().to_string();
    let outcome = match stored {
        Ok(o) => o,
        // Parse and read errors name the file already; name it for the rest.
        Err(e @ (Error::Parse { .. } | Error::Io { .. })) => Outcome::Failed {
            error: e.to_string(),
        },
        Err(e) => Outcome::Failed {
            error: format!("{path}: {e}"),
        },
    };
    FileReport { path, outcome }
}

/// Reads and parses a file, and stores its match with `store`.
fn read_and_store(
    c: &Candidate,
    store: impl FnOnce(&crate::model::Match, &str, &[u8]) -> Result<Inserted, Error>,
) -> Result<Outcome, Error> {
    let io = |error| Error::Io {
        path: c.path.clone(),
        error,
    };
    let meta = std::fs::metadata(&c.path).map_err(io)?;
    if meta.len() > MAX_FILE_BYTES {
        let reason = format!("{} bytes is too large for a match file", meta.len());
        if c.named {
            return Err(Error::Invalid(format!("{}: {reason}", c.path.display())));
        }
        return Ok(Outcome::Skipped { reason });
    }
    let bytes = std::fs::read(&c.path).map_err(io)?;
    if !c.named && !bytes.is_empty() && formats::detect(&bytes).is_none() {
        return Ok(Outcome::Skipped {
            reason: "not a match file".into(),
        });
    }
    let m = match formats::parse(&bytes) {
        Ok(m) => m,
        // Met in a folder, a file that holds no match is passed over.
        Err(e) if e.not_a_match && !c.named => return Ok(Outcome::Skipped { reason: e.message }),
        Err(e) => {
            return Err(Error::Parse {
                path: c.path.clone(),
                error: e,
            })
        }
    };
    let source = c.path.canonicalize().unwrap_or_else(|_| c.path.clone());
    Ok(match store(&m, &source.display().to_string(), &bytes)? {
        Inserted::Imported { id } => Outcome::Imported { id },
        Inserted::Duplicate { id, source } => Outcome::Duplicate { id, of: source },
        Inserted::Replaced {
            id,
            previous_source,
        } => Outcome::Replaced {
            id,
            previous: previous_source,
        },
    })
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
    let mut batch = store.batch();
    let mut flush = |batch: &mut crate::library::store::Batch, pending: &mut Vec<FileReport>| {
        let failed = batch.commit().err();
        for mut r in pending.drain(..) {
            if let (Some(e), Outcome::Imported { .. } | Outcome::Replaced { .. }) =
                (&failed, &r.outcome)
            {
                r.outcome = Outcome::Failed {
                    error: format!("{}: not stored: {e}", r.path),
                };
            }
            progress(reports.len() + 1, files.len(), &r);
            reports.push(r);
        }
    };
    for c in files {
        if cancel.is_some_and(|c| c.load(Ordering::Relaxed)) {
            break;
        }
        let r = report(
            c,
            read_and_store(c, |m, source, bytes| batch.insert(m, source, Some(bytes))),
        );
        pending.push(r);
        if batch.due() {
            flush(&mut batch, &mut pending);
        }
    }
    flush(&mut batch, &mut pending);
    reports
}

/// Convenience: import paths (files or folders) with no progress reporting.
pub fn import_paths(store: &mut Store, paths: &[&Path]) -> Vec<FileReport> {
    let owned: Vec<PathBuf> = paths.iter().map(|p| p.to_path_buf()).collect();
    import_all(store, &collect(&owned), None, |_, _, _| {})
}
