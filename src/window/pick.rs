//! [`Pick`], the analysis the review view asks for, which the app state
//! keeps with the review it cached: owned here, below the state, so the
//! state imports it without importing `review.rs` (whose methods on the
//! state import the state).

use crate::library::store::engines::Engine;

/// The analysis the window asks for: the one that counts (`None`), an
/// engine's deepest (`xg`, `gnubg`), or one named (`analysis:gnubg 2-ply`,
/// `analysis:gnubg`: a match holding two analyses of one engine).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Pick {
    Counted,
    Engine(Engine),
    Named(String),
}
