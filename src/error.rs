//! Error types of the library. Every error that comes from a file names the
//! file and, where it helps, the line or byte offset of the problem.

use std::path::PathBuf;

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

/// Errors of the library's public operations.
///
/// Each message is complete on its own and says each thing once: the
/// variants that wrap another error print its text in their own message and
/// do **not** also report it as [`std::error::Error::source`]. A chain
/// printer such as anyhow's `{:#}` would otherwise print it a second time
/// (and rusqlite's error repeats itself once more through its own source,
/// `Error code 26: file is not a database`). The wrapped errors stay
/// reachable as fields.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{path}: {error}")]
    Parse { path: PathBuf, error: ParseError },
    #[error("{path}: cannot read: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The library's folder could not be made (a file in the way, a read-only disk).
    #[error("library {}: cannot create its folder {}: {error}", path.display(), dir.display())]
    CreateDir {
        path: PathBuf,
        dir: PathBuf,
        error: std::io::Error,
    },
    #[error("library {}: {}", path.display(), sqlite_message_at(error, path))]
    Db {
        path: PathBuf,
        error: rusqlite::Error,
    },
    #[error("library: {}", sqlite_message(.0))]
    Sqlite(rusqlite::Error),
    /// A filter that names no player, an impossible date, an empty range.
    #[error(transparent)]
    Filter(#[from] crate::filters::FilterError),
    #[error("{0}")]
    Invalid(String),
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::Sqlite(e)
    }
}

/// SQLite's own text for an error, once: the message SQLite gave, else the
/// description of its result code (without rusqlite's `Error code N:` prefix).
fn sqlite_message(e: &rusqlite::Error) -> String {
    match e {
        rusqlite::Error::SqliteFailure(f, msg) => {
            let text = msg
                .clone()
                .unwrap_or_else(|| rusqlite::ffi::code_to_str(f.extended_code).to_string());
            if f.code == rusqlite::ErrorCode::DatabaseBusy {
                // The busy timeout ran out: say whose turn it was.
                format!("{text} (another process kept it busy for longer than blunderDB waits)")
            } else {
                text
            }
        }
        other => other.to_string(),
    }
}

/// [`sqlite_message`] for the library at `path`, which the message names
/// already: rusqlite ends "unable to open database file" with the path.
fn sqlite_message_at(e: &rusqlite::Error, path: &std::path::Path) -> String {
    let text = sqlite_message(e);
    let tail = format!(": {}", path.display());
    match text.strip_suffix(&tail) {
        Some(head) => head.to_string(),
        None => text,
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
