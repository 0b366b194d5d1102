//! The positions behind the figures: the drill-down list (a histogram bar,
//! the Errors or Blunders card, the worst decisions), a decision's board,
//! and the HTML report of the Stats tab. Every row and board comes from
//! the same functions as `blunderdb decisions` and `blunderdb report`.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::library::store::Filter;
use crate::queries::breakdown::{By, CellKey};
use crate::queries::candidates::Candidates;
use crate::queries::drill::{Cursor, DecisionRow, KindFilter, Query};

use crate::window::state::{text, Library};

/// What the window asks for: the selection and what narrows it.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct DrillRequest {
    #[serde(default)]
    pub filter: Filter,
    #[serde(default)]
    pub min_error: Option<f64>,
    /// `checker`, `cube`, `double`, `take`, `pass`.
    #[serde(default)]
    pub kind: Option<String>,
    #[serde(default)]
    pub bucket: Option<usize>,
    /// A cell of the "Where the errors are" card: its dimension
    /// (`cube-action`, `phase`, `score`, `length`) and key.
    #[serde(default)]
    pub breakdown: Option<BreakdownCell>,
    pub limit: usize,
    /// Rows to skip: only for a jump (the End key, a worst decision
    /// opened at its place); Next and Previous use the cursors below.
    #[serde(default)]
    pub offset: usize,
    /// The page after this row (Next: the shown page's last row).
    #[serde(default)]
    pub after: Option<Cursor>,
    /// The page before this row (Previous: the shown page's first row).
    #[serde(default)]
    pub before: Option<Cursor>,
    /// How many decisions the list holds, when the window knows it from
    /// the figure clicked (it then need not be counted again).
    #[serde(default)]
    pub total: Option<u64>,
}

/// A breakdown row clicked: `blunderdb decisions --breakdown BY=KEY`.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct BreakdownCell {
    pub by: String,
    pub key: String,
}

/// A page of the list, with how many decisions all pages hold.
#[derive(Debug, Clone, Serialize)]
pub struct DrillPage {
    pub decisions: Vec<DecisionRow>,
    pub total: u64,
}

/// A decision's board and what the panel beside it shows.
#[derive(Debug, Clone, Serialize)]
pub struct BoardView {
    pub svg: String,
    pub decision: DecisionRow,
    /// The candidate moves, re-read from the match's file (`status`:
    /// `found` with `candidates`, `none`, `source_not_found`).
    pub candidates: Candidates,
}

impl DrillRequest {
    fn query(&self) -> Result<Query, String> {
        let kind = match self.kind.as_deref().filter(|k| !k.is_empty()) {
            None => None,
            Some(k) => Some(KindFilter::parse(k).ok_or_else(|| {
                format!(
                    "unknown kind of decision \"{k}\" (one of {})",
                    KindFilter::NAMES.join(", ")
                )
            })?),
        };
        if self.limit == 0 || self.limit > crate::queries::drill::MAX_LIMIT {
            return Err(format!(
                "a page holds 1 to {} decisions",
                crate::queries::drill::MAX_LIMIT
            ));
        }
        let breakdown = match &self.breakdown {
            None => None,
            Some(c) => Some(
                By::parse(&c.by)
                    .and_then(|by| CellKey::new(by, &c.key))
                    .map_err(text)?,
            ),
        };
        Ok(Query {
            filter: self.filter.clone(),
            breakdown,
            min_error: self.min_error,
            kind,
            bucket: self.bucket,
            limit: self.limit,
            offset: self.offset,
            after: self.after,
            before: self.before,
        })
    }
}

impl Library {
    /// A page of the decisions behind a figure, worst first.
    pub fn decisions(&self, req: &DrillRequest) -> Result<DrillPage, String> {
        let q = req.query()?;
        let store = self.store();
        let decisions = store.decisions(&q).map_err(text)?;
        // The first page counts the whole list (the pager's "of N");
        // later pages keep what the window already knows.
        let total = match req.total {
            Some(t) => t,
            None if q.offset == 0
                && q.after.is_none()
                && q.before.is_none()
                && decisions.len() < q.limit =>
            {
                decisions.len() as u64
            }
            None => store.decision_count(&q).map_err(text)?,
        };
        Ok(DrillPage { decisions, total })
    }

    /// The board of one decision.
    pub fn board(&self, match_no: i64, game: u32, seq: u32) -> Result<BoardView, String> {
        let d = self
            .store()
            .decision_at(match_no, game, seq)
            .map_err(text)?
            .ok_or_else(|| {
                format!("match {match_no} game {game} has no decision {seq} (was it re-imported?)")
            })?;
        // The file is read with the library unlocked.
        let candidates = crate::queries::candidates::Reader::new().of(&d);
        Ok(BoardView {
            svg: crate::render::board::board_svg(&d, self.text()),
            decision: d,
            candidates,
        })
    }

    /// Writes `blunderdb report --html` of `filter` to `path` (whole or
    /// not at all); returns the bytes written.
    pub fn export_report(
        &self,
        path: &Path,
        filter: &Filter,
        limit: usize,
    ) -> Result<usize, String> {
        let html = {
            let store = self.store();
            crate::render::html_report::report_html(&store, filter, limit, self.text())
                .map_err(text)?
        };
        crate::render::html_report::write_report(path, &html).map_err(text)?;
        Ok(html.len())
    }
}
