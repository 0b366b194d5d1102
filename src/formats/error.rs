//! The readers' error: a file's content could not be read as a match, and
//! where in the file. The library layer wraps it with the file's path.

/// Where in a file a problem was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    /// 1-based line number (text formats).
    Line(usize),
    /// 0-based byte offset (binary formats, or a text format's raw bytes).
    Byte(usize),
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Line(n) => write!(f, "line {n}"),
            Location::Byte(n) => write!(f, "byte {n}"),
        }
    }
}

/// A file's content could not be read as a match.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    pub message: String,
    pub at: Option<Location>,
    /// The file is well-formed but is not a match (an XG position file, a
    /// position export): met in a folder, it is skipped rather than failed.
    pub not_a_match: bool,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.at {
            Some(at) => write!(f, "{at}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl ParseError {
    pub fn new(message: impl Into<String>) -> Self {
        ParseError {
            message: message.into(),
            at: None,
            not_a_match: false,
        }
    }
    pub fn at_line(line: usize, message: impl Into<String>) -> Self {
        ParseError {
            message: message.into(),
            at: Some(Location::Line(line)),
            not_a_match: false,
        }
    }
    pub fn at_byte(offset: usize, message: impl Into<String>) -> Self {
        ParseError {
            message: message.into(),
            at: Some(Location::Byte(offset)),
            not_a_match: false,
        }
    }
    /// A file of a known kind that holds no match.
    pub fn not_a_match(message: impl Into<String>) -> Self {
        ParseError {
            message: message.into(),
            at: None,
            not_a_match: true,
        }
    }
}
