//! A selection's worst decisions ([`WorstDecision`]), as the report and
//! the app's summary list them: the first page of the selection's list
//! ([`Store::decisions`]), each row cut to what the table shows.

use serde::Serialize;

use crate::library::store::{Filter, Store};
use crate::queries::Result;

use super::row::DecisionRow;
use super::Query;

/// One of the worst decisions of a selection.
#[derive(Debug, Clone, Serialize)]
pub struct WorstDecision {
    pub match_id: i64,
    pub player: String,
    pub opponent: String,
    pub source: String,
    pub game: u32,
    pub move_number: u32,
    pub kind: String,
    pub dice: Option<String>,
    pub played: String,
    pub best: Option<String>,
    pub error: f64,
    pub mwc_loss_pct: Option<f64>,
}

impl WorstDecision {
    fn of(d: &DecisionRow) -> WorstDecision {
        WorstDecision {
            match_id: d.match_no,
            player: d.player.clone(),
            opponent: d.opponent.clone(),
            source: d.source.clone(),
            game: d.game,
            move_number: d.move_number,
            kind: d.kind.clone(),
            dice: d.dice.clone(),
            played: d.played.clone(),
            best: d.best.clone(),
            error: d.error.unwrap_or(0.0),
            mwc_loss_pct: d.mwc_loss_pct,
        }
    }
}

impl Store {
    /// The `n` worst counted decisions of the selection: the first page
    /// of its list ([`Store::decisions`]). One player's were first looked
    /// for among the library's 5,000 worst errors, which took 9–16 ms at
    /// 10,000 matches and 35–56 ms at 100,000 where the player's own page
    /// (read from the player's match × seats since `drill::join_kind`)
    /// takes 1.0–1.6 ms and 5–13 ms.
    pub fn worst_decisions(&self, f: &Filter, n: usize) -> Result<Vec<WorstDecision>> {
        let rows = self.decisions(&Query {
            filter: f.clone(),
            limit: n,
            ..Default::default()
        })?;
        Ok(rows.iter().map(WorstDecision::of).collect())
    }
}
