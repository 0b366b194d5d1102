//! # Layer 7: rendering
//!
//! Owns the drawings and documents made from the figures: the histogram
//! and progression charts ([`chart`]), board diagrams ([`board`]) and the
//! self-contained HTML report ([`html_report`]). Drawn in Rust so the
//! command line and the desktop app draw the same pictures.
//!
//! May use: every layer below it.

pub mod anki;
pub mod board;
pub mod chart;
pub mod collection;
pub mod html_report;
pub mod picture;
pub mod review_graph;

/// The fonts of every text drawn here (charts, boards): DejaVu Sans
/// (Latin, Greek, Cyrillic), then fonts with Japanese (Noto Sans CJK JP on
/// Linux, the systems' own elsewhere), then any sans-serif. A CSS list,
/// written as the SVG's `font-family` (no quotes needed), so the window and
/// the report find a font for each character.
pub const FONT_FAMILY: &str =
    "DejaVu Sans, Noto Sans, Noto Sans CJK JP, Hiragino Sans, Yu Gothic, Meiryo, Arial, sans-serif";
