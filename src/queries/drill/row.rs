//! One decision as a list shows it: [`DecisionRow`], with the IDs and the
//! board a diagram needs, built from its match and its stored record
//! ([`row_of`]); and the [`Store`] methods that read one decision, or a
//! match's every decision, as rows. Apart from the paging (`list`), as
//! every read of a decision ends here.

use serde::Serialize;

use crate::library::record::{Item, Record};
use crate::library::store::marks::{place_in, Comment, Key};
use crate::library::store::{Store, StoredMatch};
use crate::model::ids::MatchState;
use crate::model::position::Board;
use crate::model::DecisionKind;
use crate::queries::Result;

/// One decision, with what a board diagram needs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DecisionRow {
    /// The match's number in the library.
    #[serde(rename = "match")]
    pub match_no: i64,
    pub game: u32,
    /// Order of the decision within its game: with `match` and `game`, its key.
    pub seq: u32,
    #[serde(rename = "move")]
    pub move_number: u32,
    pub player: String,
    pub opponent: String,
    /// The player's seat (0 = the match's first player).
    pub seat: u8,
    pub kind: String,
    /// The dice of a checker play (as written, `"43"`).
    pub dice: Option<String>,
    pub cube: u32,
    /// Who owned the cube: `"player"`, `"opponent"`, `"centre"`; null = unknown.
    pub cube_owner: Option<String>,
    pub played: String,
    pub best: Option<String>,
    pub error: Option<f64>,
    pub mwc_loss_pct: Option<f64>,
    pub position_id: Option<String>,
    pub match_id: Option<String>,
    pub xgid: Option<String>,
    /// Match length (0 = money) and the score before the game, the
    /// player's first.
    pub length: u32,
    pub score: [u32; 2],
    pub crawford: bool,
    /// The file the match was read from.
    pub source: String,
    /// The decision's name, for `tag`, `star`, `comment`, collections and
    /// training (`library::store::marks`); `None` only for a row of no
    /// stored match.
    #[serde(rename = "ref")]
    pub reference: Option<String>,
    /// The player's tags, star and the comments (the player's and the
    /// files', each with its origin).
    pub tags: Vec<String>,
    pub starred: bool,
    pub comments: Vec<Comment>,
    /// The board (each seat's checkers from its own side), for the diagram.
    #[serde(skip)]
    pub board: Option<Board>,
    /// The match state behind the IDs; `None` when the cube's owner is
    /// unknown (rows written before it was stored).
    #[serde(skip)]
    pub state: Option<MatchState>,
    #[serde(skip)]
    pub decision_kind: Option<DecisionKind>,
}

/// The kind's display name (as the worst-decisions table writes it).
pub fn kind_name(k: Option<DecisionKind>) -> &'static str {
    match k {
        Some(DecisionKind::Checker) => "checker",
        Some(DecisionKind::NoDouble) => "no double",
        Some(DecisionKind::Double) => "double",
        Some(DecisionKind::Take) => "take",
        Some(DecisionKind::Pass) => "pass",
        None => "?",
    }
}

/// A listed decision's row, from its match and its stored record.
pub(crate) fn row_of(m: &StoredMatch, rec: &Record, d: &Item) -> DecisionRow {
    let seat = d.seat.min(1);
    let kind = DecisionKind::from_code(i64::from(d.kind));
    let cube = d.cube.clamp(1, 1 << 30);
    // A cube of 1 is never owned: an older row without its owner is centred.
    let owner: Option<Option<u8>> = match d.owner {
        Some(o @ (0 | 1)) => Some(Some(o)),
        Some(_) => Some(None),
        None if cube == 1 => Some(None),
        None => None,
    };
    let position = rec.position(d).map(str::to_string);
    let score = m.score(d.game);
    let crawford = m.crawford(d.game);
    // A take or pass is written from the doubler's side, who is on roll.
    let on_roll = match kind {
        Some(DecisionKind::Take | DecisionKind::Pass) => 1 - seat,
        _ => seat,
    };
    let board = position
        .as_deref()
        .and_then(|p| Board::from_position_id(p, on_roll));
    let state = match (kind, owner, board) {
        (Some(k), Some(owner), Some(_)) => {
            let mut st =
                MatchState::of_decision(k, seat, d.dice, cube, owner, m.length, score, crawford);
            st.jacoby = m.jacoby;
            st.beavers = m.beavers;
            Some(st)
        }
        _ => None,
    };
    let s = usize::from(seat);
    let place = place_in(rec, d.game, d.seq);
    let marks = place
        .and_then(|p| m.marks.get(&p))
        .cloned()
        .unwrap_or_default();
    DecisionRow {
        reference: place.map(|place| {
            Key {
                identity: m.identity.clone(),
                place,
            }
            .to_ref()
        }),
        tags: marks.tags,
        starred: marks.starred,
        comments: marks.comments,
        match_no: m.id,
        game: d.game,
        seq: d.seq,
        move_number: d.move_number,
        player: m.players[s].clone(),
        opponent: m.players[1 - s].clone(),
        seat,
        kind: kind_name(kind).to_string(),
        dice: d.dice.map(|[a, b]| format!("{a}{b}")),
        cube,
        cube_owner: owner.map(|o| {
            match o {
                None => "centre",
                Some(o) if o == seat => "player",
                Some(_) => "opponent",
            }
            .to_string()
        }),
        played: rec.played(d).to_string(),
        best: rec.best(d).map(str::to_string),
        error: d.error,
        mwc_loss_pct: d.mwc_loss.map(|x| x * 100.0),
        match_id: state.as_ref().map(MatchState::match_id),
        // The XGID draws the deciding player at the bottom, as the diagram.
        xgid: match (&state, &board) {
            (Some(st), Some(b)) => Some(st.xgid(b, seat)),
            _ => None,
        },
        position_id: position,
        length: m.length,
        score: [score[s], score[1 - s]],
        crawford,
        source: m.source.clone(),
        board,
        state,
        decision_kind: kind,
    }
}

impl Store {
    /// One decision by its key, analysed or not.
    pub fn decision_at(&self, match_id: i64, game: u32, seq: u32) -> Result<Option<DecisionRow>> {
        let Some(m) = crate::library::store::stored_match(self.connection(), match_id)? else {
            return Ok(None);
        };
        let rec = crate::library::store::load_record(self.connection(), match_id)?;
        Ok(rec.find(game, seq).map(|d| row_of(&m, &rec, d)))
    }

    /// Every stored decision of a match, in the order played.
    pub fn match_decisions(&self, match_id: i64) -> Result<Vec<DecisionRow>> {
        let Some(m) = crate::library::store::stored_match(self.connection(), match_id)? else {
            return Ok(Vec::new());
        };
        let rec = crate::library::store::load_record(self.connection(), match_id)?;
        Ok(rec.items.iter().map(|d| row_of(&m, &rec, d)).collect())
    }
}
