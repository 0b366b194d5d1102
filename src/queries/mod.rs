//! # Layer 5: queries over the library
//!
//! Owns what a player asks of a library: the filters and their usage
//! errors ([`filters`]), `stats` and `players` ([`report`], [`rollup`]),
//! progress over time ([`progress`]), breakdowns ([`breakdown`]), the
//! decisions behind a figure ([`drill`], [`candidates`]), the match
//! winning chance after each move of a review ([`mwc`]), aliases
//! ([`aliases`]) and the level scales ([`levels`]).
//!
//! Its error, [`Error`], is the library's error or a usage error
//! ([`filters::FilterError`]): a front end tells the two apart to answer a
//! usage error as one (exit 2).
//!
//! May use: every layer below it ([`crate::model`], [`crate::formats`],
//! [`crate::metrics`], [`crate::library`]).

pub mod aliases;
pub mod breakdown;
pub mod candidates;
pub mod drill;
mod error;
pub mod filters;
pub mod levels;
pub mod mwc;
pub mod progress;
pub mod report;
pub mod review;
pub mod rollup;
pub mod search;
pub mod study;

pub use error::{Error, Result};
