//! The window's commands: what the desktop app (`src-tauri/`) and a
//! browser's page (`blunderdb web`, `blunderdb serve --web`) ask of the
//! library, answered by one set of functions so the two never differ.
//!
//! [`Library`] holds the logic of each command as a plain method (tested
//! on a temporary library without a window); [`table`] names every command
//! once, with what it may touch, and turns its JSON arguments into a call;
//! a [`Host`] is where the commands run (the app, or a web server) and
//! where their events go. No figure is computed here: each comes from the
//! same `queries` and `render` functions the command line prints.
//!
//! - `state.rs`: [`Library`], the open library and what it keeps between
//!   commands;
//! - `stats.rs`, `progression.rs`, `settings.rs`: its methods for the
//!   Stats and Players tabs, the Progression and breakdown cards, and
//!   Settings;
//! - `language.rs`, `config.rs`: the window's language, chosen per user;
//! - `jobs.rs`: the background import and analysis, their progress and ETA;
//! - [`positions`]: the decisions behind a figure and their boards;
//! - [`review`]: the Matches tab and the review view;
//! - [`search`]: the Positions tab's search and pasted positions;
//! - [`study`], [`keep`]: marks, training, pictures and collections;
//! - [`watch`]: the watched folder (the app's alone);
//! - [`club`]: a club server: publishing to it, showing its library;
//! - [`host`], [`table`]: where commands run, and the table of them.

mod chart_source;
pub mod club;
mod club_dirs;
mod config;
pub mod host;
mod job;
mod jobs;
pub mod keep;
pub mod language;
mod pick;
pub mod positions;
mod progression;
pub mod review;
pub mod search;
mod settings;
mod state;
mod stats;
pub mod study;
pub mod table;
pub mod watch;

pub use host::Host;
pub use jobs::{
    eta_seconds, spawn_analysis, spawn_import, AnalysisProgress, AnalysisResult, ImportResult, Job,
    Progress,
};
pub use language::{Language, SYSTEM};
pub use progression::{PointHit, ProgressView, PROGRESS_CHART_SIZE};
pub use settings::{GnubgInfo, LevelScales, LEVEL_KEY, QUICK, STANDARD};
pub use state::{default_db_path, Library, LibraryInfo};
pub use stats::{StatsView, CHART_SIZE};
