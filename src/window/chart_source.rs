//! [`ChartSource`], what the latest progression chart was drawn from,
//! which the app state keeps for a redraw in another language: owned here,
//! below the state, so the state imports it without importing
//! `progression.rs` (whose methods on the state import the state).

use std::sync::Arc;

use crate::queries::progress;

/// What a progression chart was drawn from: its points, rolling window and
/// level bands, under the chart's number.
#[derive(Debug, Clone)]
pub struct ChartSource {
    pub chart: u64,
    pub points: Arc<Vec<progress::Point>>,
    pub window: u64,
    pub levels: crate::queries::levels::Scale,
}
