//! The blunderDB desktop app: a thin Tauri shell over the `blunderdb`
//! library. Every figure the window shows comes from the same functions
//! the command line prints (`blunderdb::report`), so the two never disagree.
//!
//! [`Library`] holds the logic of each command as a plain method, so the
//! commands are tested on a temporary library without a window; the
//! `#[tauri::command]` functions below only forward to it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;
use serde_json::Value;

use blunderdb::import::{self, FileReport, Summary};
use blunderdb::metrics::Thresholds;
use blunderdb::report;
use blunderdb::store::{Filter, Store, WorstDecision};

/// The size the histogram is drawn at (the window scales it to fit).
pub const CHART_SIZE: (u32, u32) = (560, 300);

/// The library file the app opens on launch: `BLUNDERDB_DB` when set,
/// else the command line's default (`<data dir>/blunderdb/library.db`).
pub fn default_db_path() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("BLUNDERDB_DB").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    dirs::data_dir()
        .map(|d| d.join("blunderdb").join("library.db"))
        .ok_or_else(|| "no data directory on this platform; set BLUNDERDB_DB".into())
}

/// What the window shows about the open library.
#[derive(Debug, Clone, Serialize)]
pub struct LibraryInfo {
    pub path: String,
    pub matches: u64,
    /// Player names, as stored, in name order.
    pub players: Vec<String>,
    /// Match lengths present (0 = money sessions), for the filter bar.
    pub lengths: Vec<u32>,
    pub date_min: Option<String>,
    pub date_max: Option<String>,
    pub thresholds: Thresholds,
}

/// Everything the Stats tab draws for one filter.
#[derive(Debug, Clone, Serialize)]
pub struct StatsView {
    /// `blunderdb stats --format json` of the same filter.
    pub figures: Value,
    /// The error histogram with the threshold marks.
    pub histogram_svg: String,
    /// The 10 worst decisions of the selection.
    pub worst: Vec<WorstDecision>,
}

/// Progress of an import, sent after each file.
#[derive(Debug, Clone, Serialize)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
    /// The file just read (empty before the first one).
    pub current: String,
    /// Matches that landed so far (imported or replaced).
    pub matches: usize,
    pub summary: Summary,
}

/// The end of an import.
#[derive(Debug, Clone, Serialize)]
pub struct ImportResult {
    pub total: usize,
    pub cancelled: bool,
    pub summary: Summary,
    pub reports: Vec<FileReport>,
}

/// The open library and the running import, if any.
pub struct Library {
    store: Mutex<Store>,
    path: Mutex<PathBuf>,
    cancel: Mutex<Option<Arc<AtomicBool>>>,
}

fn text<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

impl Library {
    /// Opens (or creates) the library at `path`.
    pub fn open(path: &Path) -> Result<Library, String> {
        let store = Store::open(path).map_err(text)?;
        Ok(Library {
            store: Mutex::new(store),
            path: Mutex::new(path.to_path_buf()),
            cancel: Mutex::new(None),
        })
    }

    fn store(&self) -> MutexGuard<'_, Store> {
        // A panic while holding the lock leaves the store usable.
        self.store.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn path(&self) -> PathBuf {
        self.path.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn info(&self) -> Result<LibraryInfo, String> {
        let store = self.store();
        let players = store.player_names().map_err(text)?;
        let lengths = store.lengths().map_err(text)?;
        let (date_min, date_max) = store.date_range().map_err(text)?;
        Ok(LibraryInfo {
            path: self.path().display().to_string(),
            matches: store.match_count().map_err(text)?,
            players,
            lengths,
            date_min,
            date_max,
            thresholds: store.thresholds().map_err(text)?,
        })
    }

    pub fn stats(&self, filter: &Filter) -> Result<StatsView, String> {
        let store = self.store();
        let figures = report::stats_json(&store, filter).map_err(text)?;
        let counts = histogram_counts(&figures);
        let thresholds = store.thresholds().map_err(text)?;
        Ok(StatsView {
            histogram_svg: blunderdb::chart::histogram_svg(
                counts,
                &thresholds,
                CHART_SIZE.0,
                CHART_SIZE.1,
            ),
            worst: store.worst_decisions(filter, 10).map_err(text)?,
            figures,
        })
    }

    /// A number that changes when another process (or the import thread)
    /// commits to the library: the window polls it and refreshes when it
    /// differs from the last one it saw. See [`Store::change_token`].
    pub fn change_token(&self) -> Result<i64, String> {
        self.store().change_token().map_err(text)
    }

    /// `blunderdb players --format json`: one object per player.
    pub fn players(&self) -> Result<Vec<Value>, String> {
        report::players_json(&self.store(), &Filter::default()).map_err(text)
    }

    /// Checks, stores and returns new thresholds; errors and blunders of
    /// every match are recounted.
    pub fn set_thresholds(&self, error: f64, blunder: f64) -> Result<Thresholds, String> {
        let t = Thresholds::new(error, blunder)?;
        let mut store = self.store();
        store.set_thresholds(t).map_err(text)?;
        store.thresholds().map_err(text)
    }

    /// Writes `blunderdb players --format csv` to `path`; returns the rows written.
    pub fn export_players_csv(&self, path: &Path) -> Result<usize, String> {
        let rows = self.players()?;
        std::fs::write(path, report::players_csv(&rows))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(rows.len())
    }

    /// Opens another library file in place of this one.
    pub fn reopen(&self, path: &Path) -> Result<LibraryInfo, String> {
        if self.importing() {
            return Err("wait for the import to finish before opening another library".into());
        }
        let store = Store::open(path).map_err(text)?;
        *self.store() = store;
        *self.path.lock().unwrap_or_else(|e| e.into_inner()) = path.to_path_buf();
        self.info()
    }

    pub fn importing(&self) -> bool {
        self.cancel
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
    }

    /// Marks the start of an import; `None` when one is running already.
    pub fn begin_import(&self) -> Option<Arc<AtomicBool>> {
        let mut slot = self.cancel.lock().unwrap_or_else(|e| e.into_inner());
        if slot.is_some() {
            return None;
        }
        let flag = Arc::new(AtomicBool::new(false));
        *slot = Some(flag.clone());
        Some(flag)
    }

    pub fn end_import(&self) {
        *self.cancel.lock().unwrap_or_else(|e| e.into_inner()) = None;
    }

    /// Asks the running import to stop after its current file.
    pub fn cancel_import(&self) -> bool {
        match &*self.cancel.lock().unwrap_or_else(|e| e.into_inner()) {
            Some(flag) => {
                flag.store(true, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }

    /// Imports files and folders (recursively) through a connection of its
    /// own, so the window keeps reading the library meanwhile. Calls
    /// `progress` before the first file and after each one.
    pub fn import(
        &self,
        paths: &[PathBuf],
        cancel: &AtomicBool,
        mut progress: impl FnMut(&Progress),
    ) -> Result<ImportResult, String> {
        let files = import::collect(paths);
        let total = files.len();
        let mut summary = Summary::default();
        progress(&Progress {
            done: 0,
            total,
            current: String::new(),
            matches: 0,
            summary,
        });
        let mut store = Store::open(&self.path()).map_err(text)?;
        let reports = import::import_all(&mut store, &files, Some(cancel), |done, total, r| {
            summary.add(&r.outcome);
            progress(&Progress {
                done,
                total,
                current: r.path.clone(),
                matches: summary.imported + summary.replaced,
                summary,
            });
        });
        Ok(ImportResult {
            total,
            cancelled: reports.len() < total,
            summary: Summary::of(&reports),
            reports,
        })
    }
}

/// The bucket counts of a `stats_json` histogram (`None` when unknown).
pub fn histogram_counts(figures: &Value) -> Option<[u64; 6]> {
    let h = figures.get("histogram")?.as_array()?;
    let mut out = [0u64; 6];
    for (i, b) in h.iter().take(6).enumerate() {
        out[i] = b.get("count")?.as_u64()?;
    }
    Some(out)
}

pub mod commands;

/// Starts the window.
pub fn run() {
    commands::run();
}
