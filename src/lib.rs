//! blunderDB: a local library of backgammon matches and the statistics
//! players judge their game by, equal to what XG and gnuBG print.

pub mod aliases;
pub mod analyse;
pub mod breakdown;
pub mod chart;
pub mod error;
pub mod filters;
pub mod formats;
pub mod import;
pub mod met;
pub mod metrics;
pub mod model;
pub mod position;
pub mod progress;
pub mod report;
pub mod shared;
pub mod store;
pub mod synthetic;

pub use error::{Error, ParseError, Result};
