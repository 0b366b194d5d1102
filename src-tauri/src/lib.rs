//! The blunderDB desktop app: a thin Tauri shell over the `blunderdb`
//! library. The window's commands are the library's
//! ([`blunderdb::window`]): one table, which a browser's page reaches
//! over HTTP too, so the app and the web never disagree; the shell computes
//! no figure itself.
//!
//! - [`commands`]: the one IPC command that reaches the table (`ui`), the
//!   two that need the desktop (the watched folder's status, a picture on
//!   the clipboard), and the window's start;
//! - [`render`]: how WebKitGTK paints without a GPU.
//!
//! The window's modules are re-exported under their old names, for the
//! tests that drive them without a window.

pub mod commands;
pub mod render;

pub use blunderdb::window::{
    club, eta_seconds, keep, language, positions, review, search, spawn_analysis, spawn_import,
    study, watch, AnalysisProgress, AnalysisResult, GnubgInfo, ImportResult, Job, Language,
    LevelScales, Library, LibraryInfo, PointHit, Progress, ProgressView, StatsView, CHART_SIZE,
    LEVEL_KEY, PROGRESS_CHART_SIZE, QUICK, STANDARD, SYSTEM,
};
pub use blunderdb::window::{default_db_path, Host};

/// Starts the window.
pub fn run() {
    commands::run();
}
