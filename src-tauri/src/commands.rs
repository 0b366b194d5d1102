//! The IPC commands of the window: each forwards to [`Library`].

use std::path::PathBuf;

use serde_json::Value;
use tauri::{AppHandle, Emitter, Manager, State};

use blunderdb::library::store::Filter;
use blunderdb::metrics::Thresholds;

use blunderdb::engine::analyse;

use blunderdb::engine::watch_folder;

use crate::watch::{FolderWatch, WatchStatus};
use crate::{default_db_path, GnubgInfo, Job, Library, LibraryInfo, StatsView};

#[tauri::command]
fn library_info(lib: State<'_, Library>) -> Result<LibraryInfo, String> {
    lib.info()
}

#[tauri::command]
async fn stats(
    filter: Filter,
    ticket: Option<u64>,
    lib: State<'_, Library>,
) -> Result<StatsView, String> {
    lib.stats_for(&filter, ticket)
}

/// Polled by the window (ui/watch.js) to notice other processes' changes.
#[tauri::command]
async fn change_token(lib: State<'_, Library>) -> Result<i64, String> {
    lib.change_token()
}

/// Reads the progression by match ahead of a visit (see
/// [`Library::warm_progress`]).
#[tauri::command]
async fn warm_progress(lib: State<'_, Library>) -> Result<bool, String> {
    lib.warm_progress()
}

#[tauri::command]
async fn players(lib: State<'_, Library>) -> Result<Vec<Value>, String> {
    lib.players()
}

#[tauri::command]
async fn set_thresholds(
    error: f64,
    blunder: f64,
    lib: State<'_, Library>,
) -> Result<Thresholds, String> {
    lib.set_thresholds(error, blunder)
}

#[tauri::command]
async fn export_players_csv(path: PathBuf, lib: State<'_, Library>) -> Result<usize, String> {
    lib.export_players_csv(&path)
}

#[tauri::command]
async fn open_library(path: PathBuf, lib: State<'_, Library>) -> Result<LibraryInfo, String> {
    lib.reopen(&path)
}

/// Starts importing on a thread of its own; progress arrives as
/// `import-progress` events and the end as one `import-done` event.
#[tauri::command]
fn start_import(paths: Vec<PathBuf>, app: AppHandle) -> Result<(), String> {
    let lib = app.state::<Library>();
    let cancel = lib.begin(Job::Import)?;
    let handle = app.clone();
    std::thread::spawn(move || {
        let lib = handle.state::<Library>();
        let result = lib.import(&paths, &cancel, |p| {
            let _ = handle.emit("import-progress", p);
        });
        lib.end_import();
        let _ = match result {
            Ok(r) => handle.emit("import-done", r),
            Err(e) => handle.emit("import-failed", e),
        };
    });
    Ok(())
}

#[tauri::command]
fn cancel_import(lib: State<'_, Library>) -> bool {
    lib.cancel_import()
}

#[tauri::command]
async fn unanalysed_count(filter: Filter, lib: State<'_, Library>) -> Result<u64, String> {
    lib.unanalysed_count(&filter)
}

#[tauri::command]
async fn gnubg_info(lib: State<'_, Library>) -> Result<GnubgInfo, String> {
    lib.gnubg_info()
}

/// The library's level scale (the progression chart's bands) and the
/// scales to choose from.
#[tauri::command]
async fn level_scales(lib: State<'_, Library>) -> Result<crate::LevelScales, String> {
    lib.level_scales()
}

/// Chooses the library's level scale (`xg`, `gnubg`, `bmab`).
#[tauri::command]
async fn set_level_scale(
    key: String,
    lib: State<'_, Library>,
) -> Result<crate::LevelScales, String> {
    lib.set_level_scale(&key)
}

#[tauri::command]
async fn set_default_plies(plies: u8, lib: State<'_, Library>) -> Result<u8, String> {
    lib.set_default_plies(plies)
}

/// Starts analysing the matches of `filter` without analysis on a thread
/// of its own; progress arrives as `analysis-progress` events and the end
/// as one `analysis-done` event (`analysis-failed` when it cannot run).
/// Refused while an import or another analysis runs, and without gnuBG.
#[tauri::command]
async fn start_analysis(filter: Filter, plies: u8, app: AppHandle) -> Result<(), String> {
    let lib = app.state::<Library>();
    let gnubg = lib.gnubg()?;
    let opts = analyse::Options::new(plies);
    let cancel = lib.begin(Job::Analysis)?;
    let handle = app.clone();
    std::thread::spawn(move || {
        let lib = handle.state::<Library>();
        let result = lib.analyse(&gnubg, &filter, &opts, &cancel, |p| {
            let _ = handle.emit("analysis-progress", p);
        });
        lib.end();
        let _ = match result {
            Ok(r) => handle.emit("analysis-done", r),
            Err(e) => handle.emit("analysis-failed", e),
        };
    });
    Ok(())
}

/// Asks the running analysis to stop once the matches under way are done.
#[tauri::command]
fn cancel_analysis(lib: State<'_, Library>) -> bool {
    lib.cancel(Job::Analysis)
}

/// The watched folder's status (what the status line shows).
#[tauri::command]
fn watch_status(w: State<'_, FolderWatch>) -> WatchStatus {
    w.status()
}

/// Names the folder to watch (`null`: stop watching).
#[tauri::command]
async fn set_watch_folder(
    folder: Option<PathBuf>,
    lib: State<'_, Library>,
) -> Result<(Option<String>, bool), String> {
    lib.set_watch_folder(folder.as_deref())?;
    lib.watch_settings()
}

/// Turns the analysis of the watched folder's new matches on or off.
#[tauri::command]
async fn set_watch_analyse(
    on: bool,
    lib: State<'_, Library>,
) -> Result<(Option<String>, bool), String> {
    lib.set_watch_analyse(on)?;
    lib.watch_settings()
}

/// Scans the watched folder every second for as long as the app runs.
fn spawn_folder_watch(app: &AppHandle) {
    let handle = app.clone();
    std::thread::spawn(move || loop {
        let lib = handle.state::<Library>();
        let w = handle.state::<FolderWatch>();
        w.tick(&lib, |s| {
            let _ = handle.emit("watch-status", s);
        });
        std::thread::sleep(std::time::Duration::from_secs(1));
    });
}

/// The Progression card; with the `ticket` of the redraw it belongs to,
/// `null` once a newer `stats` has been asked for (nothing computed).
/// `latest`: only that many of the latest rows for the table (the chart
/// has every dot); all when null.
#[tauri::command]
async fn progress(
    filter: Filter,
    by: String,
    window: u64,
    ticket: Option<u64>,
    latest: Option<usize>,
    lib: State<'_, Library>,
) -> Result<Option<crate::ProgressView>, String> {
    lib.figures_first(ticket).await;
    lib.progress_card(&filter, &by, window, ticket, latest)
}

/// The dot of progression chart `chart` under a click at chart pixel
/// (x, y), or `null`.
#[tauri::command]
fn progress_point_at(
    chart: u64,
    x: f64,
    y: f64,
    lib: State<'_, Library>,
) -> Option<crate::PointHit> {
    lib.progress_point_at(chart, x, y)
}

/// The "Where the errors are" card; `ticket` as for [`progress`].
#[tauri::command]
async fn breakdown(
    filter: Filter,
    by: String,
    ticket: Option<u64>,
    lib: State<'_, Library>,
) -> Result<Option<Value>, String> {
    lib.figures_first(ticket).await;
    lib.breakdown_card(&filter, &by, ticket)
}

#[tauri::command]
async fn add_alias(
    name: String,
    player: String,
    lib: State<'_, Library>,
) -> Result<blunderdb::queries::aliases::Alias, String> {
    lib.add_alias(&name, &player)
}

#[tauri::command]
async fn remove_alias(
    name: String,
    lib: State<'_, Library>,
) -> Result<blunderdb::queries::aliases::Alias, String> {
    lib.remove_alias(&name)
}

#[tauri::command]
async fn compare(a: String, b: String, lib: State<'_, Library>) -> Result<Value, String> {
    lib.compare(&a, &b)
}

#[tauri::command]
async fn aliases(
    lib: State<'_, Library>,
) -> Result<Vec<blunderdb::queries::aliases::Alias>, String> {
    lib.aliases()
}

pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let path = default_db_path()?;
            let lib = Library::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            app.manage(lib);
            app.manage(FolderWatch::new(watch_folder::DEFAULT_SETTLE));
            spawn_folder_watch(app.handle());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            library_info,
            warm_progress,
            stats,
            players,
            set_thresholds,
            export_players_csv,
            open_library,
            start_import,
            cancel_import,
            change_token,
            unanalysed_count,
            gnubg_info,
            set_default_plies,
            level_scales,
            set_level_scale,
            start_analysis,
            cancel_analysis,
            watch_status,
            set_watch_folder,
            set_watch_analyse,
            crate::positions::decisions,
            crate::positions::board,
            crate::positions::export_report,
            progress,
            progress_point_at,
            breakdown,
            add_alias,
            remove_alias,
            aliases,
            compare
        ])
        .run(tauri::generate_context!())
        .expect("error while running the blunderDB window");
}
