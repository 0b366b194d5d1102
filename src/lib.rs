//! blunderDB: a local library of backgammon matches and the statistics
//! players judge their game by, equal to what XG and gnuBG print.
//!
//! The crate is built in layers, lowest first; a module imports only from
//! its own layer or below (`tests/architecture.rs` keeps the rule):
//!
//! 1. [`model`]: the neutral match and positions, and [`i18n`]: the words
//!    and numbers a player reads;
//! 2. [`formats`]: the readers;
//! 3. [`metrics`]: the figures as pure functions;
//! 4. [`library`]: the SQLite library file and the sums it keeps;
//! 5. [`queries`]: filters, stats, players, progress, breakdowns, drill-downs;
//! 6. [`engine`]: gnuBG analysis and the watched folder;
//! 7. [`render`]: charts, boards, the HTML report;
//! 8. the front ends, outside this library: the command line (`src/cli/`)
//!    and the Tauri app (`src-tauri/`).

pub mod i18n;
pub mod model;

pub mod formats;

pub mod metrics;

pub mod library;

pub mod queries;

pub mod engine;

pub mod render;

#[cfg(feature = "window")]
pub mod window;
