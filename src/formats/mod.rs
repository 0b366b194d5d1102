//! # Layer 2: the readers
//!
//! Owns the file formats (gnuBG's SGF, XG's `.xg`, Jellyfish `.mat` and
//! text exports) and their error, [`ParseError`], which says where in a
//! file the problem is. A reader applies its analysing program's counting
//! rules as it builds each decision.
//!
//! May use: [`crate::model`] only.
//!
//! One module per file format, each turning bytes into a [`Match`].
//! The format is detected from the content, never from the file name.

use crate::model::{Format, Match};
pub use error::{Location, ParseError};

mod error;
pub mod mat;
pub mod mat_write;
pub mod sgf;
pub mod xg;
pub mod xg_comments;

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
    if !head.contains(&0) && looks_like_transcript(&text) {
        return Some(Format::Mat);
    }
    None
}

/// A Jellyfish transcript has a match line (`7 point match`, `Match of 7
/// points`) and a `Game 1` line, each at the start of a line; a position
/// export that merely mentions "a 9 point match" mid-line is not one.
fn looks_like_transcript(text: &str) -> bool {
    let mut match_line = false;
    let mut game_line = false;
    for line in text.lines() {
        let l = line
            .trim_start_matches('\u{feff}')
            .trim()
            .to_ascii_lowercase();
        let digits = l.chars().take_while(|c| c.is_ascii_digit()).count();
        if (digits > 0 && l[digits..].trim_start().starts_with("point match"))
            || l.starts_with("match of ")
        {
            match_line = true;
        }
        if l.strip_prefix("game")
            .is_some_and(|r| r.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        {
            game_line = true;
        }
    }
    match_line && game_line
}

/// Reads one match file's bytes in whatever format they are.
pub fn parse(bytes: &[u8]) -> Result<Match, ParseError> {
    if bytes.is_empty() {
        return Err(ParseError::new(crate::msg!("parse-empty")));
    }
    match detect(bytes) {
        Some(Format::Sgf) => sgf::parse(bytes),
        Some(Format::Mat) => mat::parse(bytes),
        Some(Format::Xg) => xg::parse(bytes),
        None => Err(ParseError::not_a_match(crate::msg!(
            "parse-not-a-match-file"
        ))),
    }
}

/// [`parse`], with each analysed checker play's candidate moves where the
/// format keeps them (gnuBG `.sgf`, XG `.xg`; a `.mat` transcript has
/// none). Slower than `parse`: for the analysis panel of one board.
pub fn parse_with_candidates(bytes: &[u8]) -> Result<Match, ParseError> {
    match detect(bytes) {
        Some(Format::Sgf) => sgf::parse_with_candidates(bytes),
        Some(Format::Xg) => xg::parse_with_candidates(bytes),
        _ => parse(bytes),
    }
}
