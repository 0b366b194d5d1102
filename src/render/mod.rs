//! # Layer 7: rendering
//!
//! Owns the drawings and documents made from the figures: the histogram
//! and progression charts ([`chart`]), board diagrams ([`board`]) and the
//! self-contained HTML report ([`html_report`]). Drawn in Rust so the
//! command line and the desktop app draw the same pictures.
//!
//! May use: every layer below it.

pub mod board;
pub mod chart;
pub mod html_report;
