//! The library layer's error: a file that could not be read or stored, the
//! SQLite library itself, an invalid setting. Every error that comes from a
//! file names the file and, where it helps, the line or byte offset of the
//! problem (through [`ParseError`]).

use std::path::PathBuf;

use crate::formats::ParseError;
use crate::i18n::{Message, Text};

/// Errors of the library's public operations.
///
/// Each message is complete on its own and says each thing once: the
/// variants that wrap another error print its text in their own message and
/// do **not** also report it as [`std::error::Error::source`]. A chain
/// printer such as anyhow's `{:#}` would otherwise print it a second time
/// (and rusqlite's error repeats itself once more through its own source,
/// `Error code 26: file is not a database`). The wrapped errors stay
/// reachable as fields.
///
/// [`Error::message`] writes it in a user's language; `Display` in
/// English. The words of the operating system and of SQLite stay theirs.
#[derive(Debug)]
pub enum Error {
    Parse {
        path: PathBuf,
        error: ParseError,
    },
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The library's folder could not be made (a file in the way, a read-only disk).
    CreateDir {
        path: PathBuf,
        dir: PathBuf,
        error: std::io::Error,
    },
    Db {
        path: PathBuf,
        error: rusqlite::Error,
    },
    Sqlite(rusqlite::Error),
    /// A request or a stored value the library refuses, in words of its
    /// own ([`crate::msg!`]).
    Invalid(Message),
}

impl Error {
    /// The error in `text`'s language.
    pub fn message(&self, text: &Text) -> String {
        match self {
            Error::Parse { path, error } => crate::t!(
                text,
                "lib-file-error",
                path = path.display().to_string(),
                error = error.message(text)
            ),
            Error::Io { path, error } => crate::t!(
                text,
                "lib-cannot-read",
                path = path.display().to_string(),
                error = error.to_string()
            ),
            Error::CreateDir { path, dir, error } => crate::t!(
                text,
                "lib-cannot-create-folder",
                path = path.display().to_string(),
                dir = dir.display().to_string(),
                error = error.to_string()
            ),
            Error::Db { path, error } => crate::t!(
                text,
                "lib-library-error",
                path = path.display().to_string(),
                error = sqlite_message_at(error, path, text)
            ),
            Error::Sqlite(error) => {
                crate::t!(
                    text,
                    "lib-sqlite-error",
                    error = sqlite_message(error, text)
                )
            }
            Error::Invalid(m) => m.show(text),
        }
    }
}

/// English, for logs and tests.
impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

/// No source: each message holds the wrapped error's text (see above).
impl std::error::Error for Error {}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::Sqlite(e)
    }
}

/// SQLite's own text for an error, once: the message SQLite gave, else the
/// description of its result code (without rusqlite's `Error code N:` prefix).
fn sqlite_message(e: &rusqlite::Error, text: &Text) -> String {
    match e {
        rusqlite::Error::SqliteFailure(f, msg) => {
            let said = msg
                .clone()
                .unwrap_or_else(|| rusqlite::ffi::code_to_str(f.extended_code).to_string());
            if f.code == rusqlite::ErrorCode::DatabaseBusy {
                // The busy timeout ran out: say whose turn it was.
                crate::t!(text, "lib-busy", error = said)
            } else {
                said
            }
        }
        other => other.to_string(),
    }
}

/// [`sqlite_message`] for the library at `path`, which the message names
/// already: rusqlite ends "unable to open database file" with the path.
fn sqlite_message_at(e: &rusqlite::Error, path: &std::path::Path, text: &Text) -> String {
    let said = sqlite_message(e, text);
    let tail = format!(": {}", path.display());
    match said.strip_suffix(&tail) {
        Some(head) => head.to_string(),
        None => said,
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
