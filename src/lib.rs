//! blunderDB: a local library of backgammon matches and the statistics
//! players judge their game by, equal to what XG and gnuBG print.

pub mod aliases;
pub mod analyse;
pub mod board;
pub mod breakdown;
pub mod candidates;
pub mod chart;
mod checkpoint;
pub mod drill;
pub mod error;
pub mod filters;
pub mod formats;
pub mod fuzzing;
pub mod html_report;
pub mod ids;
pub mod import;
pub mod levels;
pub mod met;
pub mod metrics;
pub mod model;
pub mod position;
pub mod progress;
pub mod record;
pub mod report;
pub mod rollup;
pub mod shared;
pub mod store;
pub mod synthetic;
pub mod watch_folder;

pub use error::{Error, ParseError, Result};
