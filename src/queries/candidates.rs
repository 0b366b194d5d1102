//! The candidate moves of a stored checker play, re-read on demand from
//! its match's file (`matches.source`) with the reader that imported it.
//!
//! The library keeps no candidates (they would multiply its size); a
//! board's analysis panel, `blunderdb decisions --candidates` and the HTML
//! report ask for them here. The file is parsed again
//! ([`formats::parse_with_candidates`]), the game found by its number and
//! the decision by its place in the game (`seq`), and checked against the
//! stored row (its move number, kind and played move): a file that is gone,
//! unreadable or changed since the import gives
//! [`Candidates::SourceNotFound`], which is not an error.

use std::collections::HashMap;

use serde::Serialize;

use crate::formats;
use crate::model::{Candidate, DecisionKind, Match};
use crate::queries::drill::DecisionRow;

/// What a decision's file says of its candidates.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Candidates {
    /// The file's candidates, in its order (rank 1 = its choice).
    Found { candidates: Vec<Candidate> },
    /// The file lists none for this decision: a cube decision, a
    /// transcript, a play it did not analyse.
    None,
    /// The match's file is gone, unreadable, or no longer holds this
    /// decision (changed since the import).
    SourceNotFound { source: String },
}

impl Candidates {
    /// The line a board shows when there is no list.
    pub fn note(&self) -> Option<&'static str> {
        match self {
            Candidates::Found { .. } => None,
            Candidates::None => Some("candidates: none in the file for this decision"),
            Candidates::SourceNotFound { .. } => Some("candidates: source file not found"),
        }
    }

    /// The list, when the file has one.
    pub fn list(&self) -> Option<&[Candidate]> {
        match self {
            Candidates::Found { candidates } => Some(candidates),
            _ => None,
        }
    }
}

/// Reads the candidates of decisions, each source file parsed once.
#[derive(Default)]
pub struct Reader {
    /// Parsed files by path; `None` = missing or unreadable.
    files: HashMap<String, Option<Match>>,
}

impl Reader {
    pub fn new() -> Reader {
        Reader::default()
    }

    /// The match file `source` as [`formats::parse_with_candidates`] reads
    /// it (parsed once per reader); `None` when it is gone or unreadable.
    /// The review reads each move's evaluation from it (`queries::mwc`).
    pub fn file(&mut self, source: &str) -> Option<&Match> {
        if !self.files.contains_key(source) {
            let m = std::fs::read(source)
                .ok()
                .and_then(|bytes| formats::parse_with_candidates(&bytes).ok());
            self.files.insert(source.to_string(), m);
        }
        self.files.get(source).and_then(Option::as_ref)
    }

    /// The candidates of a listed (or board) decision.
    pub fn of(&mut self, d: &DecisionRow) -> Candidates {
        if d.decision_kind != Some(DecisionKind::Checker) {
            return Candidates::None;
        }
        self.choices(d)
    }

    /// The analysis's choices of any decision: a checker play's
    /// candidates, or a cube decision's (No double and Double, or Take
    /// and Pass, with their equities, as the readers give them with
    /// `model::moves::cube_candidates`). An Anki card's back lists them.
    pub fn choices(&mut self, d: &DecisionRow) -> Candidates {
        let m = self.file(&d.source);
        let missing = || Candidates::SourceNotFound {
            source: d.source.clone(),
        };
        let Some(m) = m else {
            return missing();
        };
        let Some(found) = m
            .games
            .iter()
            .find(|g| g.number == d.game)
            .and_then(|g| g.decisions.get(d.seq as usize))
        else {
            return missing();
        };
        // The same decision as stored, or the file has changed.
        if Some(found.kind) != d.decision_kind
            || found.move_number != d.move_number
            || found.played != d.played
        {
            return missing();
        }
        match &found.candidates {
            Some(list) if !list.is_empty() => Candidates::Found {
                candidates: list.clone(),
            },
            _ => Candidates::None,
        }
    }
}
