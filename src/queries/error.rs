//! The queries' error: the library's own ([`crate::library::Error`]) or a
//! usage error, a filter that cannot mean what the user wanted
//! ([`FilterError`]).

use crate::queries::filters::FilterError;

/// Errors of a query over the library.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The library could not be read (or written, for the few settings a
    /// query layer keeps: aliases, level scale).
    #[error(transparent)]
    Library(#[from] crate::library::Error),
    /// A filter that names no player, an impossible date, an empty range,
    /// an unknown choice: a usage error.
    #[error(transparent)]
    Filter(#[from] FilterError),
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        Error::Library(e.into())
    }
}

impl Error {
    /// A message of the library's kind (an impossible request that is not a
    /// filter's fault).
    pub fn invalid(msg: impl Into<String>) -> Self {
        Error::Library(crate::library::Error::Invalid(msg.into()))
    }

    /// Whether this is a usage error (a front end answers it as one).
    pub fn is_usage(&self) -> bool {
        matches!(self, Error::Filter(_))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
