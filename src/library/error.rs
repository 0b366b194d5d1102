//! The library layer's error: a file that could not be read or stored, the
//! SQLite library itself, an invalid setting. Every error that comes from a
//! file names the file and, where it helps, the line or byte offset of the
//! problem (through [`ParseError`]).

use std::path::PathBuf;

use crate::formats::ParseError;

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
