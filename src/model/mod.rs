//! # Layer 1: the neutral match and positions
//!
//! Owns what every other layer speaks: the match read from any file
//! ([`Match`], this file), the board and its pip counts ([`position`]), gnuBG's
//! Position and Match IDs and XG's XGID ([`ids`]), the match equity tables
//! ([`met`]), a position a player pastes, read back ([`paste`]), synthetic matches for tests and benchmarks ([`synthetic`]) and
//! where the third-party test data lives ([`shared`]).
//!
//! May use: nothing else of the crate. Every layer above may use it.
//!
//! The format-neutral match: what every importer produces and what the
//! metrics and the store consume.
//!
//! Each importer applies *its analysing program's* counting rules when it
//! builds a [`Decision`] (gnuBG's for SGF, XG's for `.xg`), so the metrics
//! module never needs to know where a decision came from: it only sums.
//! That is what lets a figure equal the one the analysing program printed.

pub mod features;
pub mod ids;
pub mod met;
pub mod moves;
pub mod paste;
pub mod position;
pub mod replay;
pub mod shared;
pub mod synthetic;

use serde::Serialize;

/// Which file format a match was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// gnuBG SGF (`GM[6]`).
    Sgf,
    /// Jellyfish `.mat` / `.txt` match transcript.
    Mat,
    /// eXtreme Gammon `.xg`.
    Xg,
}

impl Format {
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Sgf => "sgf",
            Format::Mat => "mat",
            Format::Xg => "xg",
        }
    }
}

/// What kind of decision a player made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// A checker play (a dance, with no legal move, is a forced checker play).
    Checker,
    /// The player on roll could double and rolled instead.
    NoDouble,
    /// The player doubled (beavers are not doubles: they are never analysed).
    Double,
    /// The player took a double.
    Take,
    /// The player passed (dropped) a double.
    Pass,
}

impl DecisionKind {
    pub fn code(self) -> u8 {
        match self {
            DecisionKind::Checker => 0,
            DecisionKind::NoDouble => 1,
            DecisionKind::Double => 2,
            DecisionKind::Take => 3,
            DecisionKind::Pass => 4,
        }
    }

    pub fn from_code(c: i64) -> Option<DecisionKind> {
        Some(match c {
            0 => DecisionKind::Checker,
            1 => DecisionKind::NoDouble,
            2 => DecisionKind::Double,
            3 => DecisionKind::Take,
            4 => DecisionKind::Pass,
            _ => return None,
        })
    }

    pub fn is_cube(self) -> bool {
        !matches!(self, DecisionKind::Checker)
    }
}

/// [`Decision::cube_owner`] of a centred cube.
pub const CENTRED: u8 = 2;

/// One decision of one player, with its analysis already judged by the
/// rules of the program that analysed it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    /// 0 = the match's first player, 1 = the second.
    pub seat: u8,
    /// 1-based number of the move within its game (both players' turns count).
    pub move_number: u32,
    pub kind: DecisionKind,
    /// Dice of the roll for checker plays (as written; order not meaningful).
    pub dice: Option<[u8; 2]>,
    /// Cube value in force when the decision was made (pre-double for cube actions).
    pub cube: u32,
    /// Checker plays: true when only one play (or none) was legal.
    pub forced: bool,
    /// Whether the decision counts in the PR denominator (an unforced checker
    /// play, or a close/actual cube decision, by the analysing program's rules).
    pub counts: bool,
    /// Error in EMG, >= 0; `None` when the decision was not analysed.
    pub error: Option<f64>,
    /// The same error as match-winning-chance loss (fraction, 0.01 = 1 pp);
    /// `None` in money play or when not analysed.
    pub mwc_loss: Option<f64>,
    /// Luck of the roll in EMG from the roller's view; `None` when unknown.
    pub luck: Option<f64>,
    /// The luck converted to MWC (fraction); `None` in money play or unknown.
    pub luck_mwc: Option<f64>,
    /// The move or action played, as text (`13/7 8/7`, `Double`, `Take`).
    pub played: String,
    /// The best move or action according to the analysis, when known.
    pub best: Option<String>,
    /// gnuBG's Position ID of the position the decision was made in (the
    /// same for a match read from `.sgf` or `.xg`); `None` when the file
    /// does not give the board (`.mat` transcripts).
    pub position: Option<String>,
    /// Who owned the cube when the decision was made (before a double):
    /// 0 / 1 = that seat, [`CENTRED`] = nobody; `None` = unknown (files
    /// without positions, the answer to a beaver). With the game's score
    /// and the match length it gives the decision's Match ID and XGID
    /// (see `ids`); stored as is in `decisions.owner`.
    pub cube_owner: Option<u8>,
    /// The candidate moves of an analysed checker play, as the file lists
    /// them. Read only on demand (`formats::parse_with_candidates`, for a
    /// board's analysis panel): never stored, and `None` on import.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<Candidate>>,
}

/// One candidate move of a checker play's analysis, as gnuBG's and XG's
/// analysis panels list them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Candidate {
    /// 1 = the analysing program's choice (the file's first candidate).
    pub rank: u32,
    /// The move, written as the played move is (`13/7 8/7`).
    #[serde(rename = "move")]
    pub play: String,
    /// Cubeful equity (EMG) for the mover after the move.
    pub equity: f64,
    /// `equity` − the best candidate's (≤ 0 for all but an unsorted XG
    /// tail); for the played move, minus its error.
    pub diff: f64,
    /// The move that was played.
    pub played: bool,
}

impl Candidate {
    /// The move as shown: "(no move)" for a dance.
    pub fn move_text(&self) -> &str {
        if self.play.is_empty() {
            "(no move)"
        } else {
            &self.play
        }
    }

    /// The difference to the best as shown (`-0.123`), empty for the best.
    pub fn diff_text(&self) -> String {
        if self.rank == 1 {
            String::new()
        } else {
            format!("{:+.3}", self.diff)
        }
    }
}

impl Decision {
    /// A decision with nothing known about it yet but who made it, when,
    /// what kind it is and the cube in force: no analysis, not counted.
    pub fn new(seat: u8, move_number: u32, kind: DecisionKind, cube: u32) -> Decision {
        Decision {
            seat,
            move_number,
            kind,
            dice: None,
            cube,
            forced: false,
            counts: false,
            error: None,
            mwc_loss: None,
            luck: None,
            luck_mwc: None,
            played: String::new(),
            best: None,
            position: None,
            cube_owner: None,
            candidates: None,
        }
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Default)]
pub struct GameResult {
    /// Seat of the winner, `None` when the game is unfinished.
    pub winner: Option<u8>,
    /// Points won (cube × 1/2/3).
    pub points: u32,
    /// The loser resigned.
    pub resigned: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Game {
    /// 1-based game number within the match.
    pub number: u32,
    /// Score of each seat before the game.
    pub score: [u32; 2],
    /// This game is the Crawford game.
    pub crawford: bool,
    pub result: GameResult,
    /// Every roll that a player moved with (dances included), in order,
    /// each with the larger die first. Used for cross-format identity.
    pub rolls: Vec<[u8; 2]>,
    pub decisions: Vec<Decision>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Rules {
    pub crawford: bool,
    pub jacoby: bool,
    pub beavers: bool,
}

/// A whole match (or money session) as read from one file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Match {
    pub format: Format,
    /// Players in the file's order (SGF `PW` first, `.mat` left column first,
    /// XG player 1 first).
    pub players: [String; 2],
    /// Match length in points; 0 = money session.
    pub length: u32,
    pub rules: Rules,
    /// Date as written by the file (ISO `YYYY-MM-DD` when it can be read).
    pub date: Option<String>,
    pub event: Option<String>,
    /// True when the file carries an analysis of the decisions (error figures
    /// are known); false for `.mat` and unanalysed SGF.
    pub analysed: bool,
    pub games: Vec<Game>,
    /// The comments and flags the file's program kept on its decisions
    /// (XG's, gnuBG's `C[]`); empty for a transcript. The library keeps
    /// them by the decision's ref, beside the player's own.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
}

/// Where a comment came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Origin {
    User,
    Xg,
    Gnubg,
}

impl Origin {
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::User => "user",
            Origin::Xg => "xg",
            Origin::Gnubg => "gnubg",
        }
    }

    pub fn parse(s: &str) -> Option<Origin> {
        Some(match s {
            "user" => Origin::User,
            "xg" => Origin::Xg,
            "gnubg" => Origin::Gnubg,
            _ => return None,
        })
    }
}

/// A comment or flag a file keeps on one decision.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Note {
    /// The game's number (1-based) and the decision's place in it (`seq`).
    pub game: u32,
    pub seq: u32,
    pub origin: Origin,
    /// The comment as plain text, when there is one.
    pub text: Option<String>,
    /// The decision is flagged (XG's flag).
    pub flagged: bool,
}

impl Match {
    /// Points each seat scored: in a match, the final score (capped at the
    /// match length, as the programs print it: 7-2, not the 9-2 a gammon in
    /// the last game adds up to); in a money session, the points won.
    pub fn points(&self) -> [u32; 2] {
        if self.length > 0 {
            let s = self.final_score();
            return [s[0].min(self.length), s[1].min(self.length)];
        }
        let mut p = [0u32; 2];
        for g in &self.games {
            if let Some(w) = g.result.winner {
                p[usize::from(w.min(1))] += g.result.points;
            }
        }
        p
    }

    /// Winner of the match: in an N-point match whoever reaches N; a money
    /// session goes to whoever has more points; unfinished or tied: nobody.
    pub fn winner(&self) -> Option<u8> {
        if self.length > 0 {
            // Scores before the last game plus its result give the final score.
            let fin = self.final_score();
            if fin[0] >= self.length && fin[0] > fin[1] {
                Some(0)
            } else if fin[1] >= self.length && fin[1] > fin[0] {
                Some(1)
            } else {
                None
            }
        } else {
            let p = self.points();
            if p[0] > p[1] {
                Some(0)
            } else if p[1] > p[0] {
                Some(1)
            } else {
                None
            }
        }
    }

    /// The same match with the two seats exchanged: players, scores,
    /// winners and every decision's seat.
    pub fn swap_seats(&mut self) {
        self.players.swap(0, 1);
        for g in &mut self.games {
            g.score.swap(0, 1);
            g.result.winner = g.result.winner.map(|w| 1 - w.min(1));
            for d in &mut g.decisions {
                d.seat = 1 - d.seat.min(1);
                d.cube_owner = d.cube_owner.map(|o| if o < CENTRED { 1 - o } else { o });
            }
        }
    }

    /// The score after the last game: the last game's starting score plus
    /// its result (files record per-game starting scores, which stay right
    /// even when a file leaves a game out).
    pub fn final_score(&self) -> [u32; 2] {
        match self.games.last() {
            None => [0, 0],
            Some(g) => {
                let mut s = g.score;
                if let Some(w) = g.result.winner {
                    s[usize::from(w.min(1))] += g.result.points;
                }
                s
            }
        }
    }
}
