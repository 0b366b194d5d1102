//! A match move by move (`blunderdb match show`, the review view): every
//! move and cube action in order, forced plays and dances included, each
//! with the position before it (gnuBG's Position ID and Match ID, the
//! XGID), its error and its mark at the library's thresholds, and the
//! match winning chance after it where the file evaluates it
//! ([`crate::queries::mwc`]); and the matches of the library as the
//! Matches tab lists them.

use serde::Serialize;

use crate::library::store::engines::{AnalysisInfo, Engine};
use crate::library::store::marks::{Comment, Key, MatchMarks, TurnCounter};
use crate::library::store::{Filter, Store};
use crate::metrics::{bucket, Thresholds};
use crate::model::ids::MatchState;
use crate::model::position::Board;
use crate::model::{Decision, DecisionKind, Match};
use crate::queries::candidates::Reader;
use crate::queries::drill::DecisionRow;
use crate::queries::filters::FilterError;
use crate::queries::{Error, Result};

/// `match show`'s answer.
#[derive(Debug, Clone, Serialize)]
pub struct Review {
    #[serde(rename = "match")]
    pub header: Header,
    pub games: Vec<ReviewGame>,
}

impl Review {
    /// Whether the file's analysis gives the match winning chance after
    /// some move (the graph then draws its line).
    pub fn has_mwc(&self) -> bool {
        self.games
            .iter()
            .flat_map(|g| &g.moves)
            .any(|m| m.mwc_after.is_some())
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Header {
    pub id: i64,
    pub players: [String; 2],
    pub length: u32,
    pub date: Option<String>,
    pub event: Option<String>,
    /// The file of the analysis shown.
    pub source: String,
    pub analyses: Vec<AnalysisInfo>,
    /// The analysis the moves are from: `xg`, `gnubg`, `gnubg 2-ply`;
    /// `None` for a match without analysis.
    pub shown: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReviewGame {
    pub number: u32,
    /// The score before the game, the first player's first.
    pub score: [u32; 2],
    pub crawford: bool,
    /// Seat of the game's winner (0 or 1); `None` when unfinished.
    pub winner: Option<u8>,
    pub points: u32,
    pub moves: Vec<Move>,
}

/// One move or cube action.
#[derive(Debug, Clone, Serialize)]
pub struct Move {
    /// Order within the game (the key of the decision in the library).
    pub seq: u32,
    pub move_number: u32,
    /// The seat that moved or decided (0 = the match's first player).
    pub player: u8,
    /// `checker`, `double`, `no_double`, `take`, `pass`.
    pub kind: &'static str,
    pub dice: Option<[u8; 2]>,
    /// The play as the file writes it; empty for a dance.
    pub played: String,
    pub best: Option<String>,
    /// EMG; `None` when not analysed.
    pub error: Option<f64>,
    pub mwc_loss_pct: Option<f64>,
    /// Luck of the roll (EMG, the roller's view) where the file gives it.
    pub luck: Option<f64>,
    /// The first player's match winning chance after the move (percent),
    /// from the file's evaluation of the play or action made
    /// ([`crate::queries::mwc`]); `None` where it gives none, in a money
    /// session, or when the file is gone.
    pub mwc_after: Option<f64>,
    /// Counts in the PR.
    pub counted: bool,
    pub forced: bool,
    /// The position before the move, from the side of the player on roll.
    pub position_id: Option<String>,
    pub match_id: Option<String>,
    pub xgid: Option<String>,
    /// `""`, `"?!"` (half the error threshold), `"?"` (error), `"??"` (blunder).
    pub mark: &'static str,
    /// The histogram's bar of the error (its colour), `None` when not analysed.
    pub bar: Option<usize>,
    /// The decision's name and what the player keeps on it, as the rows
    /// of `decisions` carry them.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    pub tags: Vec<String>,
    pub starred: bool,
    pub comments: Vec<Comment>,
    /// The move's board, for drawing (not in the JSON).
    #[serde(skip)]
    pub row: Option<DecisionRow>,
}

/// The kind as `match show` names it.
pub fn kind_key(k: DecisionKind) -> &'static str {
    match k {
        DecisionKind::Checker => "checker",
        DecisionKind::NoDouble => "no_double",
        DecisionKind::Double => "double",
        DecisionKind::Take => "take",
        DecisionKind::Pass => "pass",
    }
}

/// The mark of an error at the thresholds: `??` a blunder, `?` an error,
/// `?!` doubtful (from half the error threshold).
pub fn mark(error: Option<f64>, t: &Thresholds) -> &'static str {
    let eps = crate::metrics::THRESHOLD_EPS;
    match error {
        Some(e) if e >= t.blunder - eps => "??",
        Some(e) if e >= t.error - eps => "?",
        Some(e) if e > 0.0 && e >= t.error / 2.0 - eps => "?!",
        _ => "",
    }
}

fn usage(m: crate::i18n::Message) -> Error {
    Error::Filter(FilterError::Unsupported(m))
}

/// Match `id` move by move: all its games, or game `game` (1-based), from
/// the counted analysis or `engine`'s. Usage errors: no match `id`, a game
/// past the match, an engine the match has no analysis by.
pub fn review(store: &Store, id: i64, game: Option<u32>, engine: Option<Engine>) -> Result<Review> {
    review_with(store, id, game, engine, &mut Reader::new())
}

/// [`review`], reading the match's file (for each move's MWC) through
/// `reader`, which keeps the files it parsed: a caller that also asks for
/// candidates, or reviews the match again, reads the file once.
pub fn review_with(
    store: &Store,
    id: i64,
    game: Option<u32>,
    engine: Option<Engine>,
    reader: &mut Reader,
) -> Result<Review> {
    let analyses = store.analyses(id)?;
    let Some(m) = store.load_match(id, engine)? else {
        return Err(missing(store, id, engine.map(Engine::as_str), &analyses)?);
    };
    let shown = match engine {
        None => analyses.iter().position(|a| a.counted),
        Some(e) => analyses
            .iter()
            .enumerate()
            .filter(|(_, a)| a.engine == e)
            .max_by_key(|(_, a)| (a.plies, a.counted))
            .map(|(i, _)| i),
    };
    assemble(store, id, game, m, analyses, shown, reader)
}

/// [`review_with`] of the analysis named `name` (`gnubg 2-ply`, `xg`:
/// [`AnalysisInfo`]'s name), for a match holding two analyses of one
/// engine at different plies.
pub fn review_named(
    store: &Store,
    id: i64,
    game: Option<u32>,
    name: &str,
    reader: &mut Reader,
) -> Result<Review> {
    let analyses = store.analyses(id)?;
    let (Some(shown), Some(m)) = (
        analyses.iter().position(|a| a.name == name),
        store.load_analysis(id, name)?,
    ) else {
        return Err(missing(store, id, Some(name), &analyses)?);
    };
    assemble(store, id, game, m, analyses, Some(shown), reader)
}

/// Why match `id` has no review by the analysis `asked` (an engine or an
/// analysis's name): no such match, or not that analysis (those it holds
/// named).
fn missing(
    store: &Store,
    id: i64,
    asked: Option<&str>,
    analyses: &[AnalysisInfo],
) -> Result<Error> {
    let exists = store.load_match(id, None)?.is_some();
    Ok(match (exists, asked) {
        (true, Some(asked)) => usage(crate::msg!(
            "query-match-no-engine",
            id = id,
            engine = asked,
            have = if analyses.is_empty() {
                "—".to_string()
            } else {
                analyses
                    .iter()
                    .map(|a| a.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        )),
        _ => usage(crate::msg!("query-unknown-match", id = id)),
    })
}

/// The review of match `m` (`id`), by its analysis `analyses[shown]`.
fn assemble(
    store: &Store,
    id: i64,
    game: Option<u32>,
    m: Match,
    analyses: Vec<AnalysisInfo>,
    shown: Option<usize>,
    reader: &mut Reader,
) -> Result<Review> {
    if let Some(g) = game {
        if g == 0 || g as usize > m.games.len() {
            return Err(usage(crate::msg!(
                "query-game-past-match",
                id = id,
                game = g,
                games = m.games.len()
            )));
        }
    }
    let shown = shown.and_then(|i| analyses.get(i)).cloned();
    let source = match &shown {
        Some(a) => a.source.clone(),
        None => store.match_source(id)?.unwrap_or_default(),
    };
    let analysed = shown.is_some();
    let (jacoby, beavers) = (m.rules.jacoby, m.rules.beavers);
    let header = Header {
        id,
        players: m.players.clone(),
        length: m.length,
        date: m.date.clone(),
        event: m.event.clone(),
        source: source.clone(),
        shown: shown.map(|a| a.name),
        analyses,
    };
    let t = store.thresholds()?;
    let identity = store.match_identity(id)?.unwrap_or_default();
    let marks = store.match_marks(&identity)?;
    // The file of the analysis shown, read once, for each move's MWC.
    let file = if analysed && m.length > 0 && !source.is_empty() {
        reader.file(&source)
    } else {
        None
    };
    let mut games = Vec::with_capacity(m.games.len());
    for (gi, g) in m.games.iter().enumerate() {
        if game.is_some_and(|n| n as usize != gi + 1) {
            continue;
        }
        // The game replayed from its start (positions checked against the
        // file's own); a game that cannot be replayed (a damaged file)
        // shows each decision's own position where it has one.
        let steps = crate::model::replay::replay_game(&m, gi).unwrap_or_default();
        let mut by_seq: Vec<Option<&crate::model::replay::Step>> = vec![None; g.decisions.len()];
        for st in &steps {
            if let Some(slot) = by_seq.get_mut(st.seq) {
                *slot = Some(st);
            }
        }
        let mut moves = Vec::with_capacity(g.decisions.len());
        for (seq, d) in g.decisions.iter().enumerate() {
            let (board, state, ids) = match by_seq.get(seq).copied().flatten() {
                Some(st) => {
                    let mut state = st.state;
                    state.jacoby = jacoby;
                    state.beavers = beavers;
                    (
                        Some(st.board),
                        Some(state),
                        Some((st.position_id.clone(), st.match_id.clone())),
                    )
                }
                None => {
                    let (b, s) = fallback(&m, g.score, g.crawford, d);
                    (b, s, None)
                }
            };
            moves.push(move_of(id, &m, g, seq, d, board, state, ids, &source, &t));
        }
        annotate(&mut moves, g, &identity, &marks);
        let mwc = crate::queries::mwc::of_game(file, &m.players, g);
        for (mv, x) in moves.iter_mut().zip(mwc) {
            mv.mwc_after = x;
        }
        games.push(ReviewGame {
            number: g.number,
            score: g.score,
            crawford: g.crawford,
            winner: g.result.winner,
            points: g.result.points,
            moves,
        });
    }
    Ok(Review { header, games })
}

/// The board and state of a decision from its own stored position, when
/// the whole match cannot be replayed (a damaged file).
fn fallback(
    m: &Match,
    score: [u32; 2],
    crawford: bool,
    d: &Decision,
) -> (Option<Board>, Option<MatchState>) {
    let seat = d.seat.min(1);
    let on_roll = match d.kind {
        DecisionKind::Take | DecisionKind::Pass => 1 - seat,
        _ => seat,
    };
    let board = d
        .position
        .as_deref()
        .and_then(|p| Board::from_position_id(p, on_roll));
    let owner = match d.cube_owner {
        Some(o @ (0 | 1)) => Some(Some(o)),
        Some(_) => Some(None),
        None if d.cube <= 1 => Some(None),
        None => None,
    };
    let state = match (board, owner) {
        (Some(_), Some(owner)) => {
            let mut st = MatchState::of_decision(
                d.kind, seat, d.dice, d.cube, owner, m.length, score, crawford,
            );
            st.jacoby = m.rules.jacoby;
            st.beavers = m.rules.beavers;
            Some(st)
        }
        _ => None,
    };
    (board, state)
}

#[allow(clippy::too_many_arguments)]
fn move_of(
    id: i64,
    m: &Match,
    g: &crate::model::Game,
    seq: usize,
    d: &Decision,
    board: Option<Board>,
    state: Option<MatchState>,
    ids: Option<(String, String)>,
    source: &str,
    t: &Thresholds,
) -> Move {
    let seat = d.seat.min(1);
    let s = usize::from(seat);
    let on_roll = match d.kind {
        DecisionKind::Take | DecisionKind::Pass => 1 - seat,
        _ => seat,
    };
    let (position_id, match_id) = match ids {
        Some((p, m)) => (Some(p), Some(m)),
        None => (
            board.as_ref().map(|b| b.position_id(on_roll)),
            state.as_ref().map(MatchState::match_id),
        ),
    };
    let xgid = match (&state, &board) {
        (Some(st), Some(b)) => Some(st.xgid(b, seat)),
        _ => None,
    };
    let cube_owner = state.as_ref().map(|st| {
        match st.owner {
            None => "centre",
            Some(o) if o == seat => "player",
            Some(_) => "opponent",
        }
        .to_string()
    });
    let row = DecisionRow {
        match_no: id,
        game: g.number,
        seq: seq as u32,
        move_number: d.move_number,
        player: m.players[s].clone(),
        opponent: m.players[1 - s].clone(),
        seat,
        kind: crate::queries::drill::kind_name(Some(d.kind)).to_string(),
        dice: d.dice.map(|[a, b]| format!("{a}{b}")),
        cube: d.cube.max(1),
        cube_owner,
        played: d.played.clone(),
        best: d.best.clone(),
        error: d.error,
        mwc_loss_pct: d.mwc_loss.map(|x| x * 100.0),
        position_id: position_id.clone(),
        match_id: match_id.clone(),
        xgid: xgid.clone(),
        length: m.length,
        score: [g.score[s], g.score[1 - s]],
        crawford: g.crawford,
        source: source.to_string(),
        reference: None,
        tags: Vec::new(),
        starred: false,
        comments: Vec::new(),
        board,
        state,
        decision_kind: Some(d.kind),
    };
    Move {
        seq: seq as u32,
        move_number: d.move_number,
        player: seat,
        kind: kind_key(d.kind),
        dice: d.dice,
        played: d.played.clone(),
        best: d.best.clone(),
        error: d.error,
        mwc_loss_pct: d.mwc_loss.map(|x| x * 100.0),
        luck: d.luck,
        mwc_after: None,
        counted: d.counts,
        forced: d.forced,
        position_id,
        match_id,
        xgid,
        mark: mark(d.error, t),
        bar: d.error.map(bucket),
        reference: None,
        tags: Vec::new(),
        starred: false,
        comments: Vec::new(),
        row: Some(row),
    }
}

/// Gives a match's moves their refs and marks (the moves of game `g`,
/// in order).
fn annotate(moves: &mut [Move], g: &crate::model::Game, identity: &str, marks: &MatchMarks) {
    let mut tc = TurnCounter::new();
    for (mv, d) in moves.iter_mut().zip(&g.decisions) {
        let place = tc.next(g.number, d.kind.code());
        let r = Key {
            identity: identity.to_string(),
            place,
        }
        .to_ref();
        let k = marks.get(&place).cloned().unwrap_or_default();
        if let Some(row) = mv.row.as_mut() {
            row.reference = Some(r.clone());
            row.tags = k.tags.clone();
            row.starred = k.starred;
            row.comments = k.comments.clone();
        }
        mv.reference = Some(r);
        mv.tags = k.tags;
        mv.starred = k.starred;
        mv.comments = k.comments;
    }
}

/// What the Matches tab asks for: a page of the library's matches.
#[derive(Debug, Clone, Default, PartialEq, serde::Deserialize)]
#[serde(default)]
pub struct MatchesRequest {
    pub filter: Filter,
    /// Only matches whose event contains this (any case).
    pub event: Option<String>,
    /// Only matches whose players or event contain this (any case).
    pub search: Option<String>,
    /// `date`, `event`, `players`, `length`, `result`, `pr0`, `pr1`.
    pub sort: Option<String>,
    pub desc: bool,
    pub offset: usize,
    pub limit: usize,
}

/// One row of the Matches tab.
#[derive(Debug, Clone, Serialize)]
pub struct MatchRow {
    pub id: i64,
    pub date: Option<String>,
    pub event: Option<String>,
    pub players: [String; 2],
    pub length: u32,
    pub score: [u32; 2],
    pub winner: Option<u8>,
    pub pr: [Option<f64>; 2],
    pub analyses: Vec<AnalysisInfo>,
}

#[derive(Debug, Clone, Serialize)]
pub struct MatchesPage {
    pub total: usize,
    pub rows: Vec<MatchRow>,
}

/// The sort keys of [`MatchesRequest::sort`].
pub const SORTS: [&str; 7] = ["date", "event", "players", "length", "result", "pr0", "pr1"];

/// A page of the library's matches, filtered and sorted.
pub fn matches_page(store: &Store, req: &MatchesRequest) -> Result<MatchesPage> {
    Ok(page_of(&matches_sorted(store, req)?, req))
}

/// The page `req` asks for (offset and limit) of the rows of
/// [`matches_sorted`]: a front end keeps those while the library and the
/// request are unchanged, and pages through them.
pub fn page_of(rows: &[MatchRow], req: &MatchesRequest) -> MatchesPage {
    let limit = if req.limit == 0 {
        200
    } else {
        req.limit.min(1000)
    };
    MatchesPage {
        total: rows.len(),
        rows: rows.iter().skip(req.offset).take(limit).cloned().collect(),
    }
}

/// Every match of `req`'s selection, in its order (offset and limit
/// ignored).
pub fn matches_sorted(store: &Store, req: &MatchesRequest) -> Result<Vec<MatchRow>> {
    let sort = req.sort.as_deref().unwrap_or("date");
    if !SORTS.contains(&sort) {
        return Err(Error::Filter(FilterError::UnknownChoice {
            what: crate::msg!("query-what-sort"),
            value: sort.to_string(),
            choices: SORTS.iter().map(|s| s.to_string()).collect(),
        }));
    }
    let f = crate::queries::filters::validate(store, req.filter.clone())?;
    let lower = |s: &Option<String>| {
        s.as_deref()
            .map(|x| x.trim().to_lowercase())
            .filter(|x| !x.is_empty())
    };
    let (event, search) = (lower(&req.event), lower(&req.search));
    let mut rows: Vec<MatchRow> = store
        .match_list(&f)?
        .into_iter()
        .filter(|m| {
            let ev = m.event.as_deref().unwrap_or("").to_lowercase();
            event.as_ref().is_none_or(|e| ev.contains(e.as_str()))
                && search.as_ref().is_none_or(|q| {
                    ev.contains(q.as_str())
                        || m.players
                            .iter()
                            .any(|p| p.to_lowercase().contains(q.as_str()))
                })
        })
        .map(|m| MatchRow {
            id: m.id,
            date: m.date,
            event: m.event,
            players: m.players,
            length: m.length,
            score: m.points,
            winner: m.winner,
            pr: m.pr,
            analyses: m.analyses,
        })
        .collect();
    let key_f = |x: Option<f64>| x.unwrap_or(f64::INFINITY);
    if sort == "players" {
        // Each name lowered once, not once per comparison.
        rows.sort_by_cached_key(|r| {
            (
                r.players[0].to_lowercase(),
                r.players[1].to_lowercase(),
                r.id,
            )
        });
        if req.desc {
            rows.reverse();
        }
        return Ok(rows);
    }
    rows.sort_by(|a, b| {
        let o = match sort {
            "event" => a.event.cmp(&b.event),
            "length" => a.length.cmp(&b.length),
            "result" => (a.score[0] as i64 - a.score[1] as i64)
                .cmp(&(b.score[0] as i64 - b.score[1] as i64)),
            "pr0" => key_f(a.pr[0]).total_cmp(&key_f(b.pr[0])),
            "pr1" => key_f(a.pr[1]).total_cmp(&key_f(b.pr[1])),
            _ => a.date.cmp(&b.date),
        };
        let o = o.then(a.id.cmp(&b.id));
        if req.desc {
            o.reverse()
        } else {
            o
        }
    });
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_at_the_thresholds() {
        let t = Thresholds::BLUNDERDB;
        assert_eq!(mark(None, &t), "");
        assert_eq!(mark(Some(0.0), &t), "");
        assert_eq!(mark(Some(t.error / 2.0), &t), "?!");
        assert_eq!(mark(Some(t.error), &t), "?");
        assert_eq!(mark(Some(t.blunder), &t), "??");
        assert_eq!(mark(Some(t.blunder + 1.0), &t), "??");
    }
}
