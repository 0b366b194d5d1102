//! # Layer 4: the library file
//!
//! Owns the SQLite library: its schema and migrations ([`store`], the
//! `migrations/` folder), the records a match is stored as ([`record`]),
//! importing files into it ([`import`]), and every sum it keeps up to date
//! on each write — the per-match sums, the rollup cells ([`cells`]), the
//! breakdown cells ([`breakdown_cells`]) and the WAL checkpoints
//! ([`checkpoint`]); and a club's library kept as a log, replayed into a
//! library file ([`club_log`]). Where a user's files live on each
//! platform, and how one is replaced whole, is [`files`]. Its error, [`Error`], names the file or the library.
//!
//! A query over the library is not here: the store never calls up into
//! [`crate::queries`]. What a query wants kept between calls (the
//! progression's table) it keeps in the store's [`store::Kept`] slot, a
//! type the store does not know.
//!
//! May use: [`crate::model`], [`crate::formats`], [`crate::metrics`].

pub mod breakdown_cells;
pub mod cells;
mod checkpoint;
pub mod club_log;
pub mod deflate;
mod error;
pub mod files;
pub mod fuzzing;
pub mod import;
pub mod ordered;
pub mod position_keys;
pub mod record;
pub mod search_index;
pub mod store;

pub use error::{Error, Result};
