//! The watched folder in the app: a thread scans the folder named in the
//! library's settings every second ([`crate::engine::watch_folder`] decides
//! what has settled), imports what has, one file per transaction through a
//! connection of its own, and, when the library says so, has gnuBG analyse
//! the new transcripts at the library's default level. It waits while an
//! import or analysis of the user's runs, and takes the same job slot, so
//! the two never write at once. The folder is the user's own library's:
//! while the window shows a club's library (read-only, `club.rs`), its
//! settings are read from, and its files imported into, the user's own.
//! The window hears of it by `watch-status` events (the status line) and
//! by the library's change token (the figures), like any other writer.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde::Serialize;

use crate::engine::analyse;
use crate::engine::watch_folder::{self, Watcher, SETTING_ANALYSE, SETTING_FOLDER};
use crate::library::import::Outcome;
use crate::library::store::Store;

use crate::window::host::{to_value, Host};
use crate::window::jobs::Job;
use crate::window::settings::QUICK;
use crate::window::state::{text, Library};

/// What the status line and Settings show of the watched folder.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct WatchStatus {
    /// The folder watched; `None` when none is set.
    pub folder: Option<String>,
    /// New matches are analysed with gnuBG.
    pub analyse: bool,
    /// Files imported (new matches or analysed copies) since the app started.
    pub imported: usize,
    /// Files that could not be imported since the app started.
    pub failed: usize,
    /// Matches gnuBG analysed since the app started.
    pub analysed: usize,
    /// Files seen that are still being written.
    pub waiting: usize,
    /// The last thing that happened (the window says it in its language).
    pub last: Option<Happened>,
    /// When it happened, in milliseconds since 1970 (the window shows the
    /// local time of day).
    pub last_at: Option<u64>,
    /// Why the folder cannot be watched, or the last failure.
    pub error: Option<String>,
    /// `error` says the folder is gone (cleared once it is back).
    #[serde(skip)]
    pub folder_gone: bool,
}

/// What the watcher did last, as data: the window words it in its
/// language (`ui/folder-logic.js`, messages `watch-imported`…).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Happened {
    /// A file imported (new matches, or an analysed copy).
    Imported { name: String },
    /// A file whose matches are in the library already.
    AlreadyIn { name: String },
    /// gnuBG analysing a match, at `plies`.
    Analysing { name: String, plies: u8 },
    /// gnuBG done with a match.
    Analysed { name: String },
}

/// The watcher of the open library.
pub struct FolderWatch {
    settle: Duration,
    /// The watcher and the (library, folder) it was made for.
    watcher: Mutex<Option<((PathBuf, PathBuf), Watcher)>>,
    status: Mutex<WatchStatus>,
}

impl Library {
    /// The user's own library: the one shown, or while a club's is shown,
    /// the one to go back to.
    pub fn own_path(&self) -> PathBuf {
        self.viewing().map_or_else(|| self.path(), |v| v.own)
    }

    /// `f` over the user's own library: the open store, or while a club's
    /// is shown, a connection of its own to the user's.
    fn with_own<T>(&self, f: impl FnOnce(&Store) -> Result<T, String>) -> Result<T, String> {
        {
            // Whether a club is shown is set under the store's lock.
            let held = self.store();
            if self.viewing().is_none() {
                return f(&held);
            }
        }
        f(&Store::open(&self.own_path()).map_err(text)?)
    }

    /// The watched folder and the analyse option, as the user's own
    /// library stores them.
    pub fn watch_settings(&self) -> Result<(Option<String>, bool), String> {
        self.with_own(|store| {
            let folder = store.setting(SETTING_FOLDER).map_err(text)?;
            let analyse = store.setting(SETTING_ANALYSE).map_err(text)?.as_deref() == Some("1");
            Ok((folder.filter(|f| !f.is_empty()), analyse))
        })
    }

    /// Names the folder to watch (`None`: stop watching). Refused when it
    /// is not a folder.
    pub fn set_watch_folder(&self, folder: Option<&Path>) -> Result<(), String> {
        self.writable()?;
        let value = match folder {
            Some(f) if f.is_dir() => {
                let files = crate::library::files::absolute(f);
                crate::library::files::shown(&files)
            }
            Some(f) => {
                let tx = self.text();
                return Err(crate::t!(
                    tx,
                    "error-not-a-folder",
                    path = f.display().to_string()
                ));
            }
            None => String::new(),
        };
        self.store()
            .set_setting(SETTING_FOLDER, &value)
            .map_err(text)
    }

    /// Turns the analysis of new matches on or off.
    pub fn set_watch_analyse(&self, on: bool) -> Result<(), String> {
        self.writable()?;
        self.store()
            .set_setting(SETTING_ANALYSE, if on { "1" } else { "0" })
            .map_err(text)
    }
}

impl FolderWatch {
    pub fn new(settle: Duration) -> FolderWatch {
        FolderWatch {
            settle,
            watcher: Mutex::new(None),
            status: Mutex::new(WatchStatus::default()),
        }
    }

    pub fn status(&self) -> WatchStatus {
        self.status
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    fn update(&self, f: impl FnOnce(&mut WatchStatus), emit: &impl Fn(&WatchStatus)) {
        let now = {
            let mut s = self.status.lock().unwrap_or_else(|e| e.into_inner());
            let before = s.clone();
            f(&mut s);
            (*s != before).then(|| s.clone())
        };
        if let Some(s) = now {
            emit(&s);
        }
    }

    /// One scan of the folder: imports what has settled (and analyses it
    /// when asked). Calls `emit` whenever the status changes.
    pub fn tick(&self, lib: &Library, emit: impl Fn(&WatchStatus)) {
        let (folder, analyse_on) = match lib.watch_settings() {
            Ok(s) => s,
            Err(e) => return self.update(|s| s.error = Some(e), &emit),
        };
        let Some(folder) = folder.map(PathBuf::from) else {
            *self.watcher.lock().unwrap_or_else(|e| e.into_inner()) = None;
            return self.update(
                |s| {
                    s.folder = None;
                    s.analyse = analyse_on;
                    s.waiting = 0;
                    s.error = None;
                },
                &emit,
            );
        };
        if !folder.is_dir() {
            return self.update(
                |s| {
                    s.folder = Some(folder.display().to_string());
                    s.analyse = analyse_on;
                    let tx = lib.text();
                    s.error = Some(crate::t!(
                        tx,
                        "error-folder-gone",
                        path = folder.display().to_string()
                    ));
                    s.folder_gone = true;
                },
                &emit,
            );
        }
        // The user's own import or analysis goes first.
        if lib.running().is_some() {
            return;
        }
        let key = (lib.own_path(), folder.clone());
        let ready = {
            let mut slot = self.watcher.lock().unwrap_or_else(|e| e.into_inner());
            if slot.as_ref().map(|(k, _)| k) != Some(&key) {
                let made = lib.with_own(|own| Ok(Watcher::new(&folder, self.settle, Some(own))));
                let w = match made {
                    Ok(w) => w,
                    Err(e) => return self.update(|s| s.error = Some(e), &emit),
                };
                *slot = Some((key, w));
            }
            let Some((_, w)) = slot.as_mut() else { return };
            let ready = w.poll();
            let waiting = w.waiting();
            self.update(
                |s| {
                    s.folder = Some(folder.display().to_string());
                    s.analyse = analyse_on;
                    s.waiting = waiting;
                    if s.folder_gone {
                        s.error = None;
                        s.folder_gone = false;
                    }
                },
                &emit,
            );
            ready
        };
        if ready.is_empty() {
            return;
        }
        let ids = self.import(lib, &ready, &emit);
        if analyse_on && !ids.is_empty() {
            self.analyse(lib, &ids, &emit);
        }
    }

    fn import(&self, lib: &Library, files: &[PathBuf], emit: &impl Fn(&WatchStatus)) -> Vec<i64> {
        let Ok(_cancel) = lib.begin_own(Job::Import) else {
            return Vec::new();
        };
        let mut store = match Store::open(&lib.own_path()) {
            Ok(s) => s,
            Err(e) => {
                lib.end();
                self.update(|s| s.error = Some(e.to_string()), emit);
                return Vec::new();
            }
        };
        let (_, ids) = watch_folder::import_files(&mut store, files, |r| {
            let name = Path::new(&r.path)
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| r.path.clone());
            self.update(
                |s| match &r.outcome {
                    Outcome::Imported { .. } | Outcome::Replaced { .. } | Outcome::Added { .. } => {
                        s.imported += 1;
                        s.last = Some(Happened::Imported { name: name.clone() });
                        s.last_at = now_ms();
                    }
                    Outcome::Duplicate { .. } => {
                        s.last = Some(Happened::AlreadyIn { name: name.clone() });
                        s.last_at = now_ms();
                    }
                    Outcome::Skipped { .. } => {}
                    Outcome::Failed { error } => {
                        s.failed += 1;
                        s.error = Some(error.clone());
                    }
                },
                emit,
            );
        });
        lib.end();
        ids
    }

    fn analyse(&self, lib: &Library, ids: &[i64], emit: &impl Fn(&WatchStatus)) {
        let gnubg = match lib.gnubg() {
            Ok(g) => g,
            Err(e) => return self.update(|s| s.error = Some(e), emit),
        };
        let plies = lib
            .with_own(crate::window::settings::default_plies_of)
            .unwrap_or(QUICK);
        let Ok(cancel) = lib.begin_own(Job::Analysis) else {
            return;
        };
        let result = Store::open(&lib.own_path())
            .map_err(text)
            .and_then(|mut store| {
                let targets = watch_folder::unanalysed(&store, ids).map_err(text)?;
                let opts = analyse::Options::new(plies);
                Ok(analyse::analyse_all(
                    &mut store,
                    &gnubg,
                    &opts,
                    &targets,
                    &cancel,
                    |ev| match ev {
                        analyse::Event::Started { target } => {
                            let label = target.label();
                            self.update(
                                |s| {
                                    s.last = Some(Happened::Analysing {
                                        name: label.clone(),
                                        plies,
                                    });
                                    s.last_at = now_ms();
                                },
                                emit,
                            )
                        }
                        analyse::Event::Finished { report, .. } => self.update(
                            |s| {
                                if report.is_failure() {
                                    let tx = lib.text();
                                    s.error = Some(crate::t!(
                                        tx,
                                        "error-analysis-failed",
                                        label = &report.label
                                    ));
                                } else {
                                    s.analysed += 1;
                                    s.last = Some(Happened::Analysed {
                                        name: report.label.clone(),
                                    });
                                    s.last_at = now_ms();
                                }
                            },
                            emit,
                        ),
                    },
                ))
            });
        lib.end();
        if let Err(e) = result {
            self.update(|s| s.error = Some(e), emit);
        }
    }
}

/// Scans the watched folder every second for as long as the app runs.
pub fn spawn(host: Arc<dyn Host>, watch: Arc<FolderWatch>) {
    std::thread::spawn(move || loop {
        watch.tick(host.library(), |s| host.emit("watch-status", to_value(s)));
        std::thread::sleep(Duration::from_secs(1));
    });
}

/// Now, in milliseconds since 1970.
fn now_ms() -> Option<u64> {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()
        .map(|d| d.as_millis() as u64)
}
