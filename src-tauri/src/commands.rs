//! The app's IPC commands and the window's start.
//!
//! Every command of the window goes through `ui`, which runs the named
//! entry of [`blunderdb::window::table`] (the table a browser's page
//! reaches over HTTP) on a thread of the blocking pool: a card that waits
//! for its figures ([`Library::figures_first`]) must not hold one of the
//! async runtime's few threads. Only what needs the desktop itself is a
//! command of its own here.

use std::sync::Arc;

use serde_json::Value;
use tauri::{AppHandle, Emitter, Manager, State};

use blunderdb::engine::watch_folder;
use blunderdb::window::table::{self, Reach};
use blunderdb::window::watch::{self, FolderWatch, WatchStatus};
use blunderdb::window::{default_db_path, Host, Library};

/// The app as a [`Host`]: its managed library, and its webview for events.
struct App(AppHandle);

impl Host for App {
    fn library(&self) -> &Library {
        self.0.state::<Library>().inner()
    }

    fn emit(&self, event: &str, payload: Value) {
        let _ = self.0.emit(event, payload);
    }
}

/// Runs the window's command `command` with `args` (see
/// [`blunderdb::window::table`]); the app offers every command.
#[tauri::command]
async fn ui(command: String, args: Option<Value>, app: AppHandle) -> Result<Value, Value> {
    let host: Arc<dyn Host> = Arc::new(App(app));
    let args = args.unwrap_or(Value::Null);
    tauri::async_runtime::spawn_blocking(move || {
        table::call(&host, |_: Reach| true, &command, &args)
    })
    .await
    .map_err(|e| Value::String(e.to_string()))?
    .map_err(table::Failure::into_value)
}

/// The watched folder's status (what the status line shows).
#[tauri::command]
fn watch_status(w: State<'_, Arc<FolderWatch>>) -> WatchStatus {
    w.status()
}

/// A board's picture on the system clipboard, as an image (a page cannot
/// put one there in WebKitGTK).
#[tauri::command]
async fn picture_copy(
    reference: String,
    analysis: bool,
    flipped: Option<bool>,
    app: AppHandle,
    lib: State<'_, Library>,
) -> Result<(u32, u32), String> {
    use tauri_plugin_clipboard_manager::ClipboardExt;
    let img = lib.picture_rgba(&reference, analysis, flipped.unwrap_or(false))?;
    app.clipboard()
        .write_image(&tauri::image::Image::new(
            &img.pixels,
            img.width,
            img.height,
        ))
        .map_err(|e| e.to_string())?;
    Ok((img.width, img.height))
}

pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_clipboard_manager::init())
        .setup(|app| {
            let path = default_db_path()?;
            let lib = Library::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            app.manage(lib);
            let folder = Arc::new(FolderWatch::new(watch_folder::DEFAULT_SETTLE));
            app.manage(folder.clone());
            watch::spawn(Arc::new(App(app.handle().clone())), folder);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![ui, watch_status, picture_copy])
        .run(tauri::generate_context!())
        .expect("error while running the blunderDB window");
}
