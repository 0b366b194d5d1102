//! The IPC commands of the window: each forwards to [`Library`].

use std::path::PathBuf;

use serde_json::Value;
use tauri::{AppHandle, Emitter, Manager, State};

use blunderdb::metrics::Thresholds;
use blunderdb::store::Filter;

use crate::{default_db_path, Library, LibraryInfo, StatsView};

#[tauri::command]
fn library_info(lib: State<'_, Library>) -> Result<LibraryInfo, String> {
    lib.info()
}

#[tauri::command]
async fn stats(filter: Filter, lib: State<'_, Library>) -> Result<StatsView, String> {
    lib.stats(&filter)
}

/// Polled by the window (ui/watch.js) to notice other processes' changes.
#[tauri::command]
async fn change_token(lib: State<'_, Library>) -> Result<i64, String> {
    lib.change_token()
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
    let Some(cancel) = lib.begin_import() else {
        return Err("an import is already running".into());
    };
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

pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let path = default_db_path()?;
            let lib = Library::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            app.manage(lib);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            library_info,
            stats,
            players,
            set_thresholds,
            export_players_csv,
            open_library,
            start_import,
            cancel_import,
            change_token
        ])
        .run(tauri::generate_context!())
        .expect("error while running the blunderDB window");
}
