//! blunderDB: a local library of backgammon matches and the statistics
//! players judge their game by, equal to what XG and gnuBG print.

pub mod error;
pub mod formats;
pub mod met;
pub mod metrics;
pub mod model;
pub mod shared;

pub use error::{Error, ParseError, Result};
