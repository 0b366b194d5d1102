//! Placeholder: replaced by the real reader.
use crate::error::ParseError;
use crate::model::Match;

pub fn parse(_bytes: &[u8]) -> Result<Match, ParseError> {
    Err(ParseError::new("xg reader not built yet"))
}
