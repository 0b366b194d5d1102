//! The Matches tab and the review view: the library's matches, one match
//! move by move, a move's board and candidates, and the match's graph.
//! Every answer comes from `crate::queries::review` (what `blunderdb
//! match show` prints) and is drawn by `crate::render`.

use std::sync::Arc;

use serde::Serialize;

use crate::library::store::engines::{AnalysisName, Engine};
use crate::queries::candidates::{Candidates, Reader};
use crate::queries::review::{self, MatchesPage, MatchesRequest, Review};
use crate::render::review_graph::{self, GraphPoint};

use crate::window::pick::Pick;
use crate::window::state::Library;

/// A move's board, as the review view shows it.
#[derive(Debug, Clone, Serialize)]
pub struct ReviewBoard {
    pub svg: String,
    pub xgid: Option<String>,
    pub position_id: Option<String>,
    pub match_id: Option<String>,
}

/// One analysis's view of a move: its candidates as its file lists them.
#[derive(Debug, Clone, Serialize)]
pub struct EngineCandidates {
    pub engine: Engine,
    pub plies: Option<u8>,
    pub counted: bool,
    #[serde(flatten)]
    pub candidates: Candidates,
    pub best: Option<String>,
    pub error: Option<f64>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReviewCandidates {
    pub engines: Vec<EngineCandidates>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReviewGraph {
    pub svg: String,
    pub points: Vec<GraphPoint>,
    /// Whether the graph draws the match winning chance too (the file's
    /// analysis gives it for some move).
    pub mwc: bool,
}

fn pick_of(e: Option<&str>) -> Result<Pick, String> {
    match e.map(str::trim).filter(|e| !e.is_empty()) {
        None => Ok(Pick::Counted),
        Some(e) => match (e.strip_prefix("analysis:"), Engine::parse(e)) {
            (Some(name), _) if AnalysisName::parse(name).is_some() => {
                Ok(Pick::Named(name.trim().to_string()))
            }
            (None, Some(engine)) => Ok(Pick::Engine(engine)),
            _ => Err(format!("unknown engine \"{e}\" (xg or gnubg)")),
        },
    }
}

impl Library {
    /// A page of the Matches tab. The selection, sorted, is kept while the
    /// library and the request (but its page) are unchanged: the pages
    /// after the first are read from it (the first takes 0.2 s at 100,000
    /// matches, the next ones nothing).
    pub fn matches_list(&self, req: &MatchesRequest) -> Result<MatchesPage, String> {
        let token = self.change_token()?;
        let whole = MatchesRequest {
            offset: 0,
            limit: 0,
            ..req.clone()
        };
        {
            let cache = self.matches_cache.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((k, t, rows)) = cache.as_ref() {
                if *k == whole && *t == token {
                    return Ok(review::page_of(rows, req));
                }
            }
        }
        let rows = {
            let store = self.store();
            Arc::new(review::matches_sorted(&store, req).map_err(|e| e.message(self.text()))?)
        };
        let page = review::page_of(&rows, req);
        *self.matches_cache.lock().unwrap_or_else(|e| e.into_inner()) = Some((whole, token, rows));
        Ok(page)
    }

    /// Match `id` move by move (kept while the library is unchanged, so a
    /// step to the next move reads nothing).
    pub fn match_review(&self, id: i64, engine: Option<&str>) -> Result<Arc<Review>, String> {
        let pick = pick_of(engine)?;
        let token = self.change_token()?;
        {
            let cache = self.review_cache.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(((i, p, k), r)) = cache.as_ref() {
                if (*i, p, *k) == (id, &pick, token) {
                    return Ok(r.clone());
                }
            }
        }
        let r = {
            let store = self.store();
            let mut reader = Reader::new();
            match &pick {
                Pick::Counted => review::review_with(&store, id, None, None, &mut reader),
                Pick::Engine(e) => review::review_with(&store, id, None, Some(*e), &mut reader),
                Pick::Named(n) => review::review_named(&store, id, None, n, &mut reader),
            }
            .map_err(|e| e.message(self.text()))?
        };
        let r = Arc::new(r);
        *self.review_cache.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(((id, pick, token), r.clone()));
        Ok(r)
    }

    /// The board before move `seq` of game `game`.
    pub fn review_board(
        &self,
        id: i64,
        game: u32,
        seq: u32,
        engine: Option<&str>,
        flipped: bool,
    ) -> Result<ReviewBoard, String> {
        let r = self.match_review(id, engine)?;
        let m = find(&r, game, seq)?;
        let row = m
            .row
            .as_ref()
            .ok_or_else(|| format!("match {id} game {game} move {seq} has no board"))?;
        Ok(ReviewBoard {
            svg: crate::render::board::board_svg_flipped(row, self.text(), flipped),
            xgid: m.xgid.clone(),
            position_id: m.position_id.clone(),
            match_id: m.match_id.clone(),
        })
    }

    /// The candidates of a move by every analysis the match holds: the
    /// same move (its game, move number and kind) in each analysis, its
    /// list re-read from that analysis's file.
    pub fn review_candidates(
        &self,
        id: i64,
        game: u32,
        seq: u32,
    ) -> Result<ReviewCandidates, String> {
        let shown = self.match_review(id, None)?;
        let here = find(&shown, game, seq)?;
        let mut reader = Reader::new();
        let mut engines = Vec::new();
        for a in &shown.header.analyses {
            let r = if a.counted {
                shown.clone()
            } else {
                let store = self.store();
                Arc::new(
                    // Through the same reader as the candidates below:
                    // the other analysis's file is parsed once.
                    review::review_named(&store, id, Some(game), &a.name, &mut reader)
                        .map_err(|e| e.message(self.text()))?,
                )
            };
            let same = r.games.iter().find(|g| g.number == game).and_then(|g| {
                g.moves.iter().find(|m| {
                    m.move_number == here.move_number
                        && m.kind == here.kind
                        && m.player == here.player
                })
            });
            let Some(same) = same else { continue };
            let candidates = match &same.row {
                Some(row) => reader.of(row),
                None => Candidates::None,
            };
            engines.push(EngineCandidates {
                engine: a.engine,
                plies: a.plies,
                counted: a.counted,
                candidates,
                best: same.best.clone(),
                error: same.error,
            });
        }
        Ok(ReviewCandidates { engines })
    }

    /// The graph over the match: each player's cumulative error by move.
    pub fn review_graph(
        &self,
        id: i64,
        engine: Option<&str>,
        width: u32,
        height: u32,
    ) -> Result<ReviewGraph, String> {
        let r = self.match_review(id, engine)?;
        let (svg, points) = review_graph::graph_svg(&r, width, height, self.text());
        Ok(ReviewGraph {
            svg,
            points,
            mwc: r.has_mwc(),
        })
    }
}

fn find(r: &Review, game: u32, seq: u32) -> Result<&review::Move, String> {
    r.games
        .iter()
        .find(|g| g.number == game)
        .and_then(|g| g.moves.iter().find(|m| m.seq == seq))
        .ok_or_else(|| format!("match {} has no move {seq} in game {game}", r.header.id))
}
