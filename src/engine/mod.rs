//! # Layer 6: the engine in the loop
//!
//! Owns running GNU Backgammon over the library's unanalysed matches
//! ([`analyse`]) and the watched folder that imports (and may analyse)
//! match files as they appear ([`watch_folder`]); and, with the
//! `club-client` feature, a club server seen from a member's machine
//! ([`club`]: publishing to it, keeping a copy of its library).
//!
//! May use: every layer below it; it reads matches back with
//! [`crate::formats`] and stores them with [`crate::library`].

pub mod analyse;
#[cfg(feature = "club-client")]
pub mod club;
pub mod grade;
pub mod watch_folder;
