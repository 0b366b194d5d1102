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
    /// `msg` is a [`Message`](crate::i18n::Message) ([`crate::msg!`]);
    /// plain text is written as it is in every language.
    pub fn invalid(msg: impl Into<crate::i18n::Message>) -> Self {
        Error::Library(crate::library::Error::Invalid(msg.into()))
    }

    /// The error in `text`'s language.
    pub fn message(&self, text: &crate::i18n::Text) -> String {
        match self {
            Error::Library(e) => e.message(text),
            Error::Filter(e) => e.message(text),
        }
    }

    /// Whether this is a usage error (a front end answers it as one).
    pub fn is_usage(&self) -> bool {
        matches!(self, Error::Filter(_))
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
