//! The IPC commands of the window (`#[tauri::command]`), each a plain
//! forward to a [`Library`] method, a job of `jobs.rs` or the folder
//! watch, and [`run`], which builds the window with them.

use std::path::PathBuf;

use serde_json::Value;
use tauri::{AppHandle, Manager, State};

use blunderdb::engine::watch_folder;
use blunderdb::library::store::Filter;
use blunderdb::metrics::Thresholds;
use blunderdb::queries::aliases::Alias;

use crate::jobs::{self, Job};
use crate::language::Language;
use crate::progression::{PointHit, ProgressView};
use crate::settings::{GnubgInfo, LevelScales};
use crate::state::{default_db_path, Library, LibraryInfo};
use crate::stats::StatsView;
use crate::watch::{FolderWatch, WatchStatus};

#[tauri::command]
fn library_info(lib: State<'_, Library>) -> Result<LibraryInfo, String> {
    lib.info()
}

/// The window's language and its messages (see [`Library::language`]).
#[tauri::command]
fn language(lib: State<'_, Library>) -> Language {
    lib.language()
}

/// Chooses and remembers the window's language (a code, or `system`).
#[tauri::command]
fn set_language(choice: String, lib: State<'_, Library>) -> Result<Language, String> {
    lib.set_language(&choice)
}

/// The Stats tab's charts drawn again in the window's language (see
/// [`Library::redraw_charts`]).
#[tauri::command]
async fn redraw_charts(
    figures: Value,
    chart: Option<u64>,
    lib: State<'_, Library>,
) -> Result<crate::language::ChartsRedrawn, String> {
    Ok(lib.redraw_charts(&figures, chart))
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

/// Starts importing on a thread of its own (see [`jobs::spawn_import`]).
#[tauri::command]
fn start_import(paths: Vec<PathBuf>, app: AppHandle) -> Result<(), String> {
    jobs::spawn_import(&app, paths)
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
async fn level_scales(lib: State<'_, Library>) -> Result<LevelScales, String> {
    lib.level_scales()
}

/// Chooses the library's level scale (`xg`, `gnubg`, `bmab`).
#[tauri::command]
async fn set_level_scale(key: String, lib: State<'_, Library>) -> Result<LevelScales, String> {
    lib.set_level_scale(&key)
}

#[tauri::command]
async fn set_default_plies(plies: u8, lib: State<'_, Library>) -> Result<u8, String> {
    lib.set_default_plies(plies)
}

#[tauri::command]
async fn set_gnubg_path(
    path: Option<String>,
    lib: State<'_, Library>,
) -> Result<GnubgInfo, String> {
    lib.set_gnubg_path(path.as_deref())
}

/// Starts analysing the matches of `filter` without analysis on a thread
/// of its own (see [`jobs::spawn_analysis`]).
#[tauri::command]
async fn start_analysis(filter: Filter, plies: u8, app: AppHandle) -> Result<(), String> {
    jobs::spawn_analysis(&app, filter, plies)
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
) -> Result<Option<ProgressView>, String> {
    lib.figures_first(ticket).await;
    lib.progress_card(&filter, &by, window, ticket, latest)
}

/// The dot of progression chart `chart` under a click at chart pixel
/// (x, y), or `null`.
#[tauri::command]
fn progress_point_at(chart: u64, x: f64, y: f64, lib: State<'_, Library>) -> Option<PointHit> {
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
async fn add_alias(name: String, player: String, lib: State<'_, Library>) -> Result<Alias, String> {
    lib.add_alias(&name, &player)
}

#[tauri::command]
async fn remove_alias(name: String, lib: State<'_, Library>) -> Result<Alias, String> {
    lib.remove_alias(&name)
}

#[tauri::command]
async fn compare(a: String, b: String, lib: State<'_, Library>) -> Result<Value, String> {
    lib.compare(&a, &b)
}

#[tauri::command]
async fn aliases(lib: State<'_, Library>) -> Result<Vec<Alias>, String> {
    lib.aliases()
}

pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            let path = default_db_path()?;
            let lib = Library::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            app.manage(lib);
            app.manage(FolderWatch::new(watch_folder::DEFAULT_SETTLE));
            crate::watch::spawn(app.handle());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            library_info,
            language,
            set_language,
            redraw_charts,
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
            set_gnubg_path,
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
            compare,
            crate::review::matches_list,
            crate::review::match_review,
            crate::review::review_board,
            crate::review::review_candidates,
            crate::review::review_graph,
            crate::search::search,
            crate::search::paste_position,
            crate::search::saved_searches,
            crate::search::save_search,
            crate::search::remove_search,
            crate::study::train_due,
            crate::study::train_card,
            crate::study::train_answer,
            crate::study::train_decks,
            crate::study::marks,
            crate::study::mark_star,
            crate::study::mark_tags,
            crate::study::mark_comment,
            crate::keep::picture_svg,
            crate::keep::picture_save,
            crate::keep::picture_copy,
            crate::keep::collections,
            crate::keep::collection_show,
            crate::keep::collection_new,
            crate::keep::collection_change,
            crate::keep::collection_delete,
            crate::keep::collection_export,
            crate::keep::collection_anki,
            crate::club::club_get,
            crate::club::club_set,
            crate::club::club_forget,
            crate::club::club_publish,
            crate::club::club_open,
            crate::club::club_close
        ])
        .run(tauri::generate_context!())
        .expect("error while running the blunderDB window");
}
