//! The readers' error: a file's content could not be read as a match, and
//! where in the file. The library layer wraps it with the file's path.
//!
//! What went wrong is a [`Message`] (an id of `locales/<lang>/cli.ftl`
//! and its arguments), so each front end writes it in its user's language
//! ([`ParseError::message`]); `Display` writes it in English.

use crate::i18n::{Message, Text};

/// Where in a file a problem was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// 1-based line number (text formats).
    Line(usize),
    /// 0-based byte offset (binary formats, or a text format's raw bytes).
    Byte(usize),
}

impl Location {
    /// "line 12", "byte 4096", in `text`'s language.
    pub fn show(&self, text: &Text) -> String {
        match *self {
            Location::Line(n) => crate::t!(text, "parse-line", n = n),
            Location::Byte(n) => crate::t!(text, "parse-byte", n = n),
        }
    }
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.show(Text::get("en")))
    }
}

/// A file's content could not be read as a match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    /// What is wrong, to write in any language.
    pub message: Message,
    pub at: Option<Location>,
    /// The file is well-formed but is not a match (an XG position file, a
    /// position export): met in a folder, it is skipped rather than failed.
    pub not_a_match: bool,
}

/// English (`line 12: expected a turn`).
impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

impl ParseError {
    pub fn new(message: Message) -> Self {
        ParseError {
            message,
            at: None,
            not_a_match: false,
        }
    }
    pub fn at_line(line: usize, message: Message) -> Self {
        ParseError {
            message,
            at: Some(Location::Line(line)),
            not_a_match: false,
        }
    }
    pub fn at_byte(offset: usize, message: Message) -> Self {
        ParseError {
            message,
            at: Some(Location::Byte(offset)),
            not_a_match: false,
        }
    }
    /// A file of a known kind that holds no match.
    pub fn not_a_match(message: Message) -> Self {
        ParseError {
            message,
            at: None,
            not_a_match: true,
        }
    }

    /// The error in `text`'s language, with where it is in the file.
    pub fn message(&self, text: &Text) -> String {
        let what = self.message.show(text);
        match self.at {
            Some(at) => crate::t!(text, "parse-at", at = at.show(text), what = what),
            None => what,
        }
    }
}
