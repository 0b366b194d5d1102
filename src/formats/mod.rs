//! One module per file format, each turning bytes into a [`Match`].
//! The format is detected from the content, never from the file name.

use crate::error::ParseError;
use crate::model::{Format, Match};

pub mod mat;
pub mod sgf;
pub mod xg;

/// Recognises a match file's format from its first bytes.
pub fn detect(bytes: &[u8]) -> Option<Format> {
    if bytes.starts_with(b"RGMH") {
        return Some(Format::Xg);
    }
    let head = &bytes[..bytes.len().min(4096)];
    let text = String::from_utf8_lossy(head);
    let trimmed = text.trim_start_matches('\u{feff}').trim_start();
    if trimmed.starts_with("(;") {
        return Some(Format::Sgf);
    }
    let lower = text.to_ascii_lowercase();
    if (lower.contains("point match") || lower.contains("match of") || lower.contains("game 1"))
        && !head.contains(&0)
    {
        return Some(Format::Mat);
    }
    None
}

/// Reads one match file's bytes in whatever format they are.
pub fn parse(bytes: &[u8]) -> Result<Match, ParseError> {
    if bytes.is_empty() {
        return Err(ParseError::new("the file is empty"));
    }
    match detect(bytes) {
        Some(Format::Sgf) => sgf::parse(bytes),
        Some(Format::Mat) => mat::parse(bytes),
        Some(Format::Xg) => xg::parse(bytes),
        None => Err(ParseError::new(
            "not a match file blunderDB reads (expected gnuBG .sgf, Jellyfish .mat/.txt or XG .xg)",
        )),
    }
}
