//! A watched folder: match files that appear in a folder (XG's or gnuBG's
//! save folder, a download folder) are imported once they have stopped
//! growing, each once, by the desktop app in the background and by
//! `blunderdb watch`.
//!
//! Why polling and not file-system events: a save folder may live on a
//! network share or a synced drive where change events are missing or
//! arrive in bursts, and "stopped growing" has to be judged from sizes and
//! times anyway. A scan of a folder of a few thousand files costs
//! milliseconds.
//!
//! A file is ready when nothing has written to it for the settle time (its
//! modification time is that old) and its size has not changed since the
//! previous scan. It is then handed out once; it comes back only when it
//! changes again (XG saving the match again after analysing it: the
//! analysed copy then replaces the transcript in the library). A file that
//! failed to import is not retried until it changes, so a damaged file
//! costs one message, not one a second.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::library::import::{self, Candidate, FileReport, Outcome};
use crate::library::store::{AnalysisTarget, Filter, Store};
use crate::library::Result;

/// The library setting that names the watched folder (absent: none).
pub const SETTING_FOLDER: &str = "watch.folder";
/// The library setting "analyse new matches with gnuBG" (`"1"` = on).
pub const SETTING_ANALYSE: &str = "watch.analyse";
/// How long a file must stay untouched before it is imported.
pub const DEFAULT_SETTLE: Duration = Duration::from_secs(2);

/// The file names a watched folder imports: the match formats blunderDB
/// reads. Other files (a browser's downloads, pictures) are never opened.
pub fn is_match_file(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        ["sgf", "mat", "txt", "xg"]
            .iter()
            .any(|x| e.eq_ignore_ascii_case(x))
    })
}

/// What was seen of a file: its size and modification time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Seen {
    size: u64,
    modified: Option<SystemTime>,
}

/// One watched folder and what has been seen in it.
#[derive(Debug)]
pub struct Watcher {
    folder: PathBuf,
    settle: Duration,
    /// Files as the last scan saw them, not yet handed out.
    pending: HashMap<PathBuf, Seen>,
    /// Files handed out (or already in the library), as they were then.
    done: HashMap<PathBuf, Seen>,
}

impl Watcher {
    /// Watches `folder` (and the folders in it). Files that are already
    /// the source of a match in `store` are not imported again unless they
    /// change; every other match file in the folder is, once settled.
    pub fn new(folder: &Path, settle: Duration, store: Option<&Store>) -> Watcher {
        let mut w = Watcher {
            folder: folder.to_path_buf(),
            settle,
            pending: HashMap::new(),
            done: HashMap::new(),
        };
        if let Some(known) = store.and_then(|s| s.sources().ok()) {
            for (path, seen) in w.scan() {
                if known.contains(&path.display().to_string()) {
                    w.done.insert(path, seen);
                }
            }
        }
        w
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Match files under the folder with their size and time, in path order.
    fn scan(&self) -> Vec<(PathBuf, Seen)> {
        let mut files: Vec<(PathBuf, Seen)> = walkdir::WalkDir::new(&self.folder)
            .into_iter()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_type().is_file() && is_match_file(e.path()))
            .filter_map(|e| {
                let meta = e.metadata().ok()?;
                Some((
                    e.into_path(),
                    Seen {
                        size: meta.len(),
                        modified: meta.modified().ok(),
                    },
                ))
            })
            .collect();
        files.sort_by(|a, b| a.0.cmp(&b.0));
        files
    }

    /// Scans the folder and returns the files that are ready to import,
    /// each once (see the module's documentation).
    pub fn poll(&mut self) -> Vec<PathBuf> {
        self.poll_at(SystemTime::now())
    }

    /// [`Watcher::poll`] with the clock given (for tests).
    pub fn poll_at(&mut self, now: SystemTime) -> Vec<PathBuf> {
        let mut ready = Vec::new();
        let mut still = HashMap::new();
        for (path, seen) in self.scan() {
            if self.done.get(&path) == Some(&seen) {
                continue;
            }
            let quiet = seen
                .modified
                .and_then(|m| now.duration_since(m).ok())
                .is_some_and(|age| age >= self.settle);
            let steady = self.pending.get(&path).map_or(quiet, |p| *p == seen);
            if quiet && steady {
                self.done.insert(path.clone(), seen);
                ready.push(path);
            } else {
                still.insert(path, seen);
            }
        }
        self.pending = still;
        ready
    }

    /// Files seen but not yet settled (still being written).
    pub fn waiting(&self) -> usize {
        self.pending.len()
    }
}

/// Imports the files a [`Watcher`] handed out, one transaction each,
/// calling `on` after each. A file that is not a match after all (a `.txt`
/// of notes) is skipped, not failed. Returns the reports and the ids of
/// the matches that came in (new or replacing a copy).
pub fn import_files(
    store: &mut Store,
    files: &[PathBuf],
    mut on: impl FnMut(&FileReport),
) -> (Vec<FileReport>, Vec<i64>) {
    let candidates: Vec<Candidate> = files
        .iter()
        .map(|p| Candidate {
            path: p.clone(),
            named: false,
        })
        .collect();
    let reports = import::import_all(store, &candidates, None, |_, _, r| on(r));
    let ids = reports
        .iter()
        .filter_map(|r| match r.outcome {
            Outcome::Imported { id } | Outcome::Replaced { id, .. } => Some(id),
            _ => None,
        })
        .collect();
    (reports, ids)
}

/// The matches among `ids` that have no analysis yet: what the watched
/// folder's "analyse new matches" hands to gnuBG.
pub fn unanalysed(store: &Store, ids: &[i64]) -> Result<Vec<AnalysisTarget>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut targets = store.analysis_targets(&Filter::default(), false)?;
    targets.retain(|t| ids.contains(&t.id));
    Ok(targets)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn write(path: &Path, bytes: &[u8]) {
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .expect("file");
        f.write_all(bytes).expect("write");
    }

    #[test]
    fn a_file_is_handed_out_once_it_stops_growing_and_again_when_it_changes() {
        let dir = tempfile::tempdir().expect("dir");
        let settle = Duration::from_secs(2);
        let mut w = Watcher::new(dir.path(), settle, None);
        let f = dir.path().join("m.mat");
        write(&f, b" 7 point match\n");
        write(&dir.path().join("photo.png"), b"\x89PNG");
        let t0 = SystemTime::now();
        // Just written: not yet.
        assert!(w.poll_at(t0).is_empty());
        assert_eq!(w.waiting(), 1, "the .png is never looked at");
        // It grows: still not, even after the settle time from the first write.
        write(&f, b"\n Game 1\n");
        assert!(w.poll_at(t0 + Duration::from_millis(500)).is_empty());
        // Unchanged and quiet for the settle time: ready, once.
        let later = SystemTime::now() + settle;
        assert_eq!(w.poll_at(later), vec![f.clone()]);
        assert!(w.poll_at(later + settle).is_empty());
        // Written again (a program saving it anew): handed out again once settled.
        write(&f, b"\n");
        assert!(w.poll_at(SystemTime::now()).is_empty(), "just written");
        let again = SystemTime::now() + settle;
        assert_eq!(w.poll_at(again), vec![f]);
        assert!(w.poll_at(again + settle).is_empty());
    }

    #[test]
    fn old_files_in_the_folder_are_ready_at_the_first_scan() {
        let dir = tempfile::tempdir().expect("dir");
        let sub = dir.path().join("2024");
        std::fs::create_dir(&sub).expect("dir");
        write(&sub.join("a.SGF"), b"(;GM[6])");
        write(&dir.path().join("b.xg"), b"RGMH");
        let mut w = Watcher::new(dir.path(), Duration::from_secs(1), None);
        let ready = w.poll_at(SystemTime::now() + Duration::from_secs(5));
        assert_eq!(ready, vec![sub.join("a.SGF"), dir.path().join("b.xg")]);
    }

    #[test]
    fn files_already_in_the_library_are_not_imported_again() {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
        let dir = tempfile::tempdir().expect("dir");
        let mut names: Vec<PathBuf> = std::fs::read_dir(&fixtures)
            .expect("fixtures")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "mat"))
            .collect();
        names.sort();
        let (a, b) = (dir.path().join("a.mat"), dir.path().join("b.mat"));
        std::fs::copy(&names[0], &a).expect("copy");
        let mut store = Store::open_in_memory().expect("library");
        let (reports, ids) = import_files(&mut store, std::slice::from_ref(&a), |_| {});
        assert_eq!(ids.len(), 1, "{reports:?}");
        std::fs::copy(&names[1], &b).expect("copy");
        let later = SystemTime::now() + Duration::from_secs(10);
        let mut w = Watcher::new(dir.path(), Duration::from_secs(1), Some(&store));
        assert_eq!(w.poll_at(later), vec![b.clone()], "a.mat is in the library");
        let (_, ids) = import_files(&mut store, &[b], |_| {});
        assert_eq!(store.match_count().expect("count"), 2);
        // Both are transcripts: the analyse option would hand gnuBG the new one.
        let t = unanalysed(&store, &ids).expect("targets");
        assert_eq!(t.iter().map(|t| t.id).collect::<Vec<_>>(), ids);
    }
}
