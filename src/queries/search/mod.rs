//! Search over every decision of the library (#27): blunderDB's search
//! filters. [`query`] reads a query a player types (`s nc P<70`) into a
//! [`query::Query`] and tells whether one decision matches it; the
//! language is described in `docs/search.md`, "The query language".
//! [`run`] runs it over the library's search blobs, the query compiled
//! into tables by [`compiled`]; [`patterns`] tests move patterns on the
//! best moves those keep; [`position`] finds the decisions of a pasted
//! position (an XGID, a gnuBG Position ID with or without its Match ID).

pub mod compiled;
pub mod patterns;
pub mod position;
pub mod query;
pub mod run;
