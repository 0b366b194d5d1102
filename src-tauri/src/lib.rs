//! The blunderDB desktop app: a thin Tauri shell over the `blunderdb`
//! library. Every figure the window shows comes from the same functions
//! the command line prints (`blunderdb::queries::report`, drawn by
//! `blunderdb::render`), so the two never disagree; the shell computes
//! none itself.
//!
//! [`Library`] holds the logic of each command as a plain method, so the
//! commands are tested on a temporary library without a window; the
//! `#[tauri::command]` functions of [`commands`] only forward to it.
//!
//! - `state.rs`: [`Library`], the open library and what it keeps between
//!   commands;
//! - `stats.rs`, `progression.rs`, `settings.rs`: its methods for the
//!   Stats and Players tabs, the Progression and breakdown cards, and
//!   Settings;
//! - `language.rs`: the window's language, chosen per user;
//! - `jobs.rs`: the background import and analysis, their progress and ETA;
//! - [`positions`]: the decisions behind a figure and their boards;
//! - [`review`]: the Matches tab and the review view;
//! - [`study`], [`keep`]: marks, training, pictures and collections (#28);
//! - [`watch`]: the watched folder;
//! - [`club`]: a club server: publishing to it, showing its library;
//! - [`commands`]: the IPC commands and the window's start;
//! - [`render`]: how WebKitGTK paints without a GPU.

mod chart_source;
pub mod club;
mod club_dirs;
pub mod commands;
mod config;
mod job;
mod jobs;
pub mod keep;
pub mod language;
mod pick;
pub mod positions;
mod progression;
pub mod render;
pub mod review;
pub mod search;
mod settings;
mod state;
mod stats;
pub mod study;
pub mod watch;

pub use jobs::{
    eta_seconds, spawn_analysis, spawn_import, AnalysisProgress, AnalysisResult, ImportResult, Job,
    Progress,
};
pub use language::{Language, SYSTEM};
pub use progression::{PointHit, ProgressView, PROGRESS_CHART_SIZE};
pub use settings::{GnubgInfo, LevelScales, LEVEL_KEY, QUICK, STANDARD};
pub use state::{default_db_path, Library, LibraryInfo};
pub use stats::{StatsView, CHART_SIZE};

/// Starts the window.
pub fn run() {
    commands::run();
}
