//! Search over every decision of the library (#27): blunderDB's search
//! filters. [`query`] reads a query a player types (`s nc P<70`) into a
//! [`query::Query`] and tells whether one decision matches it; the
//! language is described in `docs/search.md`, "The query language".

pub mod query;
pub mod run;
