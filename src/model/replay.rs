//! A match replayed move by move: every decision of every game with the
//! board and the match state it was made in, and gnuBG's Position ID and
//! Match ID and XG's XGID of that position ([`replay`], [`replay_game`]).
//!
//! The board is tracked from the starting position by applying each
//! checker play's text (`24/18 13/11*`, `bar/22`, `6/off`, `13/7(2)`,
//! `8/4*/2`, empty for a dance), so a `.mat` transcript, which names no
//! position, gets the same IDs as the `.sgf` or `.xg` of the same match.
//! Where a decision carries a position (`.sgf`, `.xg`), the tracked board
//! must be that position: a difference is a [`ReplayError`], as is a move
//! that cannot be played, never a panic.
//!
//! The cube is tracked through doubles, takes, passes and beavers the way
//! gnuBG's own records show it (checked against gnuBG's text export of the
//! oracle corpus, `tests/replay_ids.rs`):
//!
//! - a take doubles the cube and gives it to the taker;
//! - a beaver doubles it again and the cube goes to the doubler's opponent
//!   (gnuBG: `!fMove`), however many beavers and raccoons follow; the
//!   double then waits for the answer of the player whose turn it is;
//! - `.sgf` files name no beaver as a decision: the answer that ends the
//!   exchange is made at the cube doubled once per beaver, by the doubler
//!   after an odd number of them. `.xg` files call the beaver a take
//!   (`played` = `Beaver`). `.mat` files write `Beavers => 4` and then no
//!   take: the doubler's next roll at the raised cube is the acceptance.
//!
//! The Crawford game is the file's (`Game::crawford`); a file that marks
//! none (`.mat`) gets it from the scores: with the Crawford rule, the first
//! game in which a player stands one point from the match.
//!
//! Limits, by what the IDs can say:
//! - The Match ID of a game's first move is that of a game in play. gnuBG's
//!   text export prints its first record of each game with the game state
//!   "no game" (`export.c` applies the first move only after printing it);
//!   everything else is equal.
//! - The answer to an odd number of beavers is made by the doubler, who is
//!   also on roll: gnuBG's Match ID says so (turn = doubler, doubled), but
//!   [`MatchState`] cannot (its decider is the other seat when doubled), so
//!   [`Step::state`] shows the double as offered and only
//!   [`Step::match_id`] carries gnuBG's turn. Its XGID shows a plain
//!   double (`D`).
//! - The XGID is drawn as XG draws a match's positions: the match's first
//!   player (seat 0, XG's player 1) at the bottom, in upper case, and the
//!   `turn` field saying who is on roll.

use crate::model::ids::MatchState;
use crate::model::position::{Board, Point};
use crate::model::{Decision, DecisionKind, Format, Match, CENTRED};

/// One move or cube action of a game, in order, with the position before it.
#[derive(Debug, Clone, PartialEq)]
pub struct Step<'a> {
    /// Index into `m.games`.
    pub game_index: usize,
    /// Index into that game's decisions (the stored `seq`).
    pub seq: usize,
    pub decision: &'a Decision,
    /// The position before the move (each seat's checkers from its own side).
    pub board: Board,
    /// Score, cube value and owner, who is on roll, a pending double, the
    /// dice (checker plays only), the Crawford game, before the move.
    pub state: MatchState,
    /// gnuBG's Position ID before the move, from the view of the player on
    /// roll (the doubler, for a take or pass).
    pub position_id: String,
    /// gnuBG's Match ID of the position.
    pub match_id: String,
    /// XG's XGID of the position, seat 0 at the bottom.
    pub xgid: String,
}

/// Why a match cannot be replayed: which game (1-based, as the file
/// numbers it), which move (`Decision::move_number`) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error("the match has no game number {index}")]
    NoSuchGame { index: usize },
    #[error("game {game}, move {move_number}: cannot read `{token}` in the move `{played}`")]
    UnreadableMove {
        game: u32,
        move_number: u32,
        played: String,
        token: String,
    },
    #[error(
        "game {game}, move {move_number}: the move `{played}` takes a checker from {from}, \
         where the player has none"
    )]
    NoChecker {
        game: u32,
        move_number: u32,
        played: String,
        from: String,
    },
    #[error(
        "game {game}, move {move_number}: the move `{played}` lands on {to}, a point the \
         opponent holds"
    )]
    Blocked {
        game: u32,
        move_number: u32,
        played: String,
        to: String,
    },
    #[error("game {game}, move {move_number}: a checker play without dice")]
    NoDice { game: u32, move_number: u32 },
    #[error(
        "game {game}, move {move_number}: the file's position {file} is not the replayed \
         position {replayed}"
    )]
    PositionMismatch {
        game: u32,
        move_number: u32,
        file: String,
        replayed: String,
    },
    #[error(
        "game {game}, move {move_number}: the file's cube {file} is not the replayed cube \
         {replayed}"
    )]
    CubeMismatch {
        game: u32,
        move_number: u32,
        file: u32,
        replayed: u32,
    },
    #[error(
        "game {game}, move {move_number}: the file has the cube {file}, the replay has it {replayed}"
    )]
    OwnerMismatch {
        game: u32,
        move_number: u32,
        file: String,
        replayed: String,
    },
    #[error("game {game}, move {move_number}: a {action} with no double to answer")]
    NothingToAnswer {
        game: u32,
        move_number: u32,
        action: &'static str,
    },
    #[error("game {game}, move {move_number}: a {action} while a double waits for its answer")]
    DoublePending {
        game: u32,
        move_number: u32,
        action: &'static str,
    },
    #[error(
        "game {game}, move {move_number}: the answer to the double at cube {cube} is made at \
         cube {file} by the wrong player"
    )]
    BadAnswer {
        game: u32,
        move_number: u32,
        cube: u32,
        file: u32,
    },
    #[error("game {game}, move {move_number}: a decision after the double was passed")]
    AfterPass { game: u32, move_number: u32 },
}

/// Every decision of the match, game after game, each with its position
/// and IDs. Fails on the first decision that cannot be replayed.
pub fn replay(m: &Match) -> Result<Vec<Step<'_>>, ReplayError> {
    let mut out = Vec::with_capacity(m.games.iter().map(|g| g.decisions.len()).sum());
    for gi in 0..m.games.len() {
        out.extend(replay_game(m, gi)?);
    }
    Ok(out)
}

/// The steps of one game (`game_index` into `m.games`); the games of a
/// match are independent, so a damaged game need not stop the others.
pub fn replay_game(m: &Match, game_index: usize) -> Result<Vec<Step<'_>>, ReplayError> {
    let game = m
        .games
        .get(game_index)
        .ok_or(ReplayError::NoSuchGame { index: game_index })?;
    let crawford = crawford_game(m, game_index);
    let base = MatchState {
        length: m.length,
        score: game.score,
        crawford,
        cube: 1,
        owner: None,
        on_roll: 0,
        doubled: false,
        dice: None,
        jacoby: m.rules.jacoby,
        beavers: m.rules.beavers,
    };
    let mut board = Board::initial();
    // An automatic double (money play) starts a game above 1: the value in
    // force at the first decision, centred.
    let mut cube = game
        .decisions
        .first()
        .map_or(1, |d| d.cube)
        .max(1)
        .checked_next_power_of_two()
        .unwrap_or(1);
    let mut owner: Option<u8> = None;
    // The double waiting for an answer: the doubler and the cube before it.
    let mut pending: Option<(u8, u32)> = None;
    let mut passed = false;
    let mut steps = Vec::with_capacity(game.decisions.len());
    for (seq, d) in game.decisions.iter().enumerate() {
        let at = At {
            game: game.number,
            move_number: d.move_number,
        };
        if passed {
            return Err(at.after_pass());
        }
        let seat = d.seat.min(1);
        let mut state = MatchState {
            cube,
            owner,
            on_roll: seat,
            ..base
        };
        let mut match_id = None;
        match d.kind {
            DecisionKind::Checker => {
                if let Some((doubler, before)) = pending {
                    // The file leaves the take out (`.mat` after a beaver):
                    // the doubler rolls on at a cube raised at least twice.
                    if seat == doubler
                        && d.cube >= before.saturating_mul(4)
                        && is_power_multiple(d.cube, before)
                    {
                        cube = d.cube;
                        owner = Some(1 - doubler);
                        pending = None;
                        state.cube = cube;
                        state.owner = owner;
                    } else {
                        return Err(at.pending("checker play"));
                    }
                }
                at.check_cube(d, cube)?;
                at.check_owner(d, owner)?;
                state.dice = Some(d.dice.ok_or(at.no_dice())?);
            }
            DecisionKind::NoDouble | DecisionKind::Double => {
                if pending.is_some() {
                    return Err(at.pending(if d.kind == DecisionKind::Double {
                        "double"
                    } else {
                        "no double"
                    }));
                }
                at.check_cube(d, cube)?;
                at.check_owner(d, owner)?;
                if d.kind == DecisionKind::Double {
                    pending = Some((seat, cube));
                }
            }
            DecisionKind::Take | DecisionKind::Pass => {
                let action = if d.kind == DecisionKind::Take {
                    "take"
                } else {
                    "pass"
                };
                let (doubler, before) = pending.ok_or(at.nothing_to_answer(action))?;
                let beavers = beavers(d, doubler, before).ok_or(ReplayError::BadAnswer {
                    game: at.game,
                    move_number: at.move_number,
                    cube: before,
                    file: d.cube,
                })?;
                state.on_roll = doubler;
                state.doubled = true;
                state.cube = before << beavers;
                if beavers > 0 {
                    state.owner = Some(1 - doubler);
                }
                if beavers % 2 == 1 {
                    // The doubler answers the beaver: gnuBG's turn bit
                    // names the doubler, who is also on roll.
                    let undoubled = MatchState {
                        doubled: false,
                        ..state
                    };
                    match_id = Some(with_doubled_bit(&undoubled.match_id()));
                }
                pending = None;
                if d.kind == DecisionKind::Take {
                    // XG's beaver is a take that doubles the cube once more.
                    let times = if d.played == "Beaver" { 4 } else { 2 };
                    cube = state.cube.saturating_mul(times);
                    owner = Some(1 - doubler);
                } else {
                    passed = true;
                }
            }
        }
        let position_id = board.position_id(state.on_roll);
        if let Some(file) = &d.position {
            if *file != position_id {
                return Err(ReplayError::PositionMismatch {
                    game: at.game,
                    move_number: at.move_number,
                    file: file.clone(),
                    replayed: position_id,
                });
            }
        }
        let step = Step {
            game_index,
            seq,
            decision: d,
            board,
            state,
            match_id: match_id.unwrap_or_else(|| state.match_id()),
            xgid: state.xgid(&board, 0),
            position_id,
        };
        if d.kind == DecisionKind::Checker {
            play(&mut board, seat, &d.played).map_err(|f| at.fault(&d.played, f))?;
        }
        steps.push(step);
    }
    Ok(steps)
}

/// Whether game `gi` is the Crawford game: the file's mark, or for a file
/// that marks none (`.mat`), the first game with the Crawford rule in
/// which a player needs one point, when the game before it had none.
pub fn crawford_game(m: &Match, gi: usize) -> bool {
    let Some(g) = m.games.get(gi) else {
        return false;
    };
    if g.crawford {
        return true;
    }
    let marks = m.format != Format::Mat || m.games.iter().any(|g| g.crawford);
    // A 1-point match starts at match point and has no Crawford game.
    if marks || m.length < 2 || !m.rules.crawford {
        return false;
    }
    let at_match_point = |s: [u32; 2]| s.iter().any(|&x| m.length.checked_sub(1) == Some(x));
    at_match_point(g.score) && (gi == 0 || !at_match_point(m.games[gi - 1].score))
}

/// The beavers before an answer, from the seat that makes it and its cube:
/// an odd number is answered by the doubler. `.sgf` gives the cube doubled
/// once per beaver, `.mat` once more (its value after the last beaver).
fn beavers(d: &Decision, doubler: u8, before: u32) -> Option<u32> {
    if !is_power_multiple(d.cube, before) {
        return None;
    }
    let r = (d.cube / before.max(1)).ilog2();
    let odd = d.seat.min(1) == doubler;
    if (r % 2 == 1) == odd {
        Some(r)
    } else if r > 0 && d.played != "Beaver" {
        Some(r - 1)
    } else {
        None
    }
}

fn is_power_multiple(v: u32, of: u32) -> bool {
    of > 0 && v >= of && v.is_multiple_of(of) && (v / of).is_power_of_two()
}

/// A Match ID with its "doubled" bit (bit 12) set. The bit is the lowest of
/// the second base64 character (bits 6..=11 of the first 3-byte group,
/// read big-endian: byte 1's bit 4).
fn with_doubled_bit(id: &str) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    id.char_indices()
        .map(|(i, c)| {
            let v = A.iter().position(|&a| char::from(a) == c);
            match v {
                Some(v) if i == 1 => char::from(A[v | 1]),
                _ => c,
            }
        })
        .collect()
}

/// Where a decision is, for the errors.
#[derive(Clone, Copy)]
struct At {
    game: u32,
    move_number: u32,
}

impl At {
    fn after_pass(self) -> ReplayError {
        ReplayError::AfterPass {
            game: self.game,
            move_number: self.move_number,
        }
    }

    fn pending(self, action: &'static str) -> ReplayError {
        ReplayError::DoublePending {
            game: self.game,
            move_number: self.move_number,
            action,
        }
    }

    fn nothing_to_answer(self, action: &'static str) -> ReplayError {
        ReplayError::NothingToAnswer {
            game: self.game,
            move_number: self.move_number,
            action,
        }
    }

    fn no_dice(self) -> ReplayError {
        ReplayError::NoDice {
            game: self.game,
            move_number: self.move_number,
        }
    }

    fn check_cube(self, d: &Decision, cube: u32) -> Result<(), ReplayError> {
        if d.cube.max(1) == cube {
            Ok(())
        } else {
            Err(ReplayError::CubeMismatch {
                game: self.game,
                move_number: self.move_number,
                file: d.cube,
                replayed: cube,
            })
        }
    }

    /// The file's owner, when it gives one, is the replay's.
    fn check_owner(self, d: &Decision, owner: Option<u8>) -> Result<(), ReplayError> {
        let name = |o: Option<u8>| match o {
            Some(s @ 0..=1) => format!("owned by seat {s}"),
            _ => "centred".to_string(),
        };
        match d.cube_owner {
            None => Ok(()),
            Some(o) if (o < CENTRED).then_some(o) == owner => Ok(()),
            Some(o) => Err(ReplayError::OwnerMismatch {
                game: self.game,
                move_number: self.move_number,
                file: name(Some(o)),
                replayed: name(owner),
            }),
        }
    }

    fn fault(self, played: &str, f: Fault) -> ReplayError {
        let (game, move_number, played) = (self.game, self.move_number, played.to_string());
        match f {
            Fault::Unreadable(token) => ReplayError::UnreadableMove {
                game,
                move_number,
                played,
                token,
            },
            Fault::NoChecker(p) => ReplayError::NoChecker {
                game,
                move_number,
                played,
                from: point_name(p),
            },
            Fault::Blocked(p) => ReplayError::Blocked {
                game,
                move_number,
                played,
                to: point_name(p),
            },
        }
    }
}

fn point_name(p: Point) -> String {
    match p {
        Point::Bar => "the bar".to_string(),
        Point::Off => "off".to_string(),
        Point::At(n) => format!("point {n}"),
    }
}

/// What stops a move from being played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    Unreadable(String),
    NoChecker(Point),
    Blocked(Point),
}

/// One written sub-move: the points a checker passes through (`8/4*/2`),
/// played `times` times (`13/7(2)`).
struct SubMove {
    path: Vec<Point>,
    times: u32,
}

fn parse_point(s: &str) -> Option<Point> {
    let s = s.trim_end_matches('*');
    match s.to_ascii_lowercase().as_str() {
        "bar" | "b" | "25" => Some(Point::Bar),
        "off" | "o" | "0" => Some(Point::Off),
        n => match n.parse::<u8>() {
            Ok(v @ 1..=24) => Some(Point::At(v)),
            _ => None,
        },
    }
}

fn parse_submove(tok: &str) -> Option<SubMove> {
    let (body, times) = match tok.strip_suffix(')') {
        Some(s) => {
            let open = s.rfind('(')?;
            let n: u32 = s[open + 1..].parse().ok()?;
            (&s[..open], n)
        }
        None => (tok, 1),
    };
    if !(1..=4).contains(&times) {
        return None;
    }
    let path = body
        .split('/')
        .map(parse_point)
        .collect::<Option<Vec<_>>>()?;
    let inner_ok = path.len() >= 2
        && path[..path.len() - 1].iter().all(|p| *p != Point::Off)
        && path[1..].iter().all(|p| *p != Point::Bar);
    inner_ok.then_some(SubMove { path, times })
}

/// Plays `played` for `seat` on `board`. The sub-moves are played in the
/// order written; one whose checker is not there yet (a writer that sorts
/// `10/4 13/10`) waits until the others have been played. On error the
/// board is left as it was.
fn play(board: &mut Board, seat: u8, played: &str) -> Result<(), Fault> {
    let mut todo: Vec<SubMove> = Vec::new();
    for tok in played.split_whitespace() {
        let sm = parse_submove(tok).ok_or_else(|| Fault::Unreadable(tok.to_string()))?;
        for _ in 0..sm.times {
            todo.push(SubMove {
                path: sm.path.clone(),
                times: 1,
            });
        }
    }
    let mut b = *board;
    while !todo.is_empty() {
        let mut waiting = Vec::new();
        let mut first_fault = None;
        let before = todo.len();
        for sm in todo {
            let mut trial = b;
            match walk(&mut trial, seat, &sm.path) {
                Ok(()) => b = trial,
                Err(f) => {
                    first_fault.get_or_insert(f);
                    waiting.push(sm);
                }
            }
        }
        if waiting.len() == before {
            return Err(first_fault.unwrap_or(Fault::Unreadable(played.to_string())));
        }
        todo = waiting;
    }
    *board = b;
    Ok(())
}

/// The board after `seat` plays `played` (`13/7 8/7`, `bar/22*`,
/// `6/off(2)`) on `board`, or what stops it: a text that is not a play, a
/// point without the player's checker, a point the opponent holds. The
/// dice are not checked here (`model::moves` does).
pub fn play_on(board: &Board, seat: u8, played: &str) -> Result<Board, Fault> {
    let mut b = *board;
    play(&mut b, seat, played)?;
    Ok(b)
}

/// Moves one checker along `path`, hitting a blot where it lands.
fn walk(b: &mut Board, seat: u8, path: &[Point]) -> Result<(), Fault> {
    let me = usize::from(seat.min(1));
    for pair in path.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        if let Point::At(p) = to {
            // The opponent's count on the same point, from its side.
            if b.checkers[1 - me][usize::from(24 - p)] >= 2 {
                return Err(Fault::Blocked(to));
            }
        }
        if !b.step(seat, from, to) {
            return Err(Fault::NoChecker(from));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Game, GameResult, Rules};

    fn checker(seat: u8, n: u32, dice: [u8; 2], played: &str) -> Decision {
        let mut d = Decision::new(seat, n, DecisionKind::Checker, 1);
        d.dice = Some(dice);
        d.played = played.to_string();
        d
    }

    fn cube(seat: u8, n: u32, kind: DecisionKind, value: u32) -> Decision {
        Decision::new(seat, n, kind, value)
    }

    fn tiny() -> Match {
        // alice opens 31 (8/5 6/5), bob dances nothing: 64 24/14, alice
        // doubles, bob takes, alice rolls 55 at cube 2.
        let mut decisions = vec![
            checker(0, 1, [3, 1], "8/5 6/5"),
            checker(1, 2, [6, 4], "24/18 18/14"),
            cube(0, 3, DecisionKind::Double, 1),
            cube(1, 3, DecisionKind::Take, 1),
            checker(0, 3, [5, 5], "13/8(2) 6/1*(2)"),
            checker(1, 4, [6, 6], ""),
        ];
        for d in decisions.iter_mut().skip(4) {
            d.cube = 2;
        }
        Match {
            format: Format::Mat,
            players: ["alice".into(), "bob".into()],
            length: 5,
            rules: Rules {
                crawford: true,
                ..Rules::default()
            },
            date: None,
            event: None,
            analysed: false,
            games: vec![Game {
                number: 1,
                score: [0, 0],
                crawford: false,
                result: GameResult::default(),
                rolls: Vec::new(),
                decisions,
            }],
            notes: Vec::new(),
        }
    }

    #[test]
    fn a_tiny_match_replays_with_gnubgs_ids() {
        let m = tiny();
        let steps = replay(&m).unwrap();
        assert_eq!(steps.len(), 6);
        // gnuBG's IDs of the opening: alice on roll with 31.
        assert_eq!(steps[0].position_id, "4HPwATDgc/ABMA");
        assert_eq!(steps[0].state.dice, Some([3, 1]));
        assert_eq!(steps[0].board, Board::initial());
        // After 8/5 6/5, bob on roll sees alice's 5-point made.
        let after = Board::from_position_id(&steps[1].position_id, 1).unwrap();
        assert_eq!(after.checkers[0][4], 2);
        assert_eq!(after.checkers[0][5], 4);
        assert_eq!(after.checkers[0][7], 2);
        // The double and its answer: centred cube 1, then alice owns none
        // yet; the take is made in alice's position, doubled.
        let (dbl, take) = (&steps[2], &steps[3]);
        assert_eq!((dbl.state.on_roll, dbl.state.doubled), (0, false));
        assert_eq!((take.state.on_roll, take.state.doubled), (0, true));
        assert_eq!(take.position_id, dbl.position_id);
        assert_eq!(take.state.decider(), 1);
        // Bob took: cube 2 on his side for alice's 55.
        let s = &steps[4];
        assert_eq!((s.state.cube, s.state.owner), (2, Some(1)));
        let back = MatchState::from_match_id(&s.match_id).unwrap();
        assert_eq!(back, s.state);
        // 13/8(2) 6/1*(2): four checkers moved, no bob checker on alice's
        // 1-point (bob's 24) any more... bob had two there and moved one
        // to 14, so the last one was a blot, hit and sent to the bar.
        assert_eq!(steps[5].board.checkers[1][24], 1);
        assert_eq!(steps[5].board.checkers[0][0], 2);
        assert_eq!(steps[5].board.pips(0), 167 - 4 - 20);
        // bob dances: a step of its own, the board unchanged after it.
        assert_eq!(steps[5].decision.played, "");
        // The XGID draws the same board, seat 0 at the bottom.
        for st in &steps {
            let (b, bottom_on_roll) = crate::model::ids::xgid_board(&st.xgid).unwrap();
            assert_eq!(b, st.board, "{}", st.xgid);
            assert_eq!(bottom_on_roll, st.state.on_roll == 0);
        }
        assert_eq!(
            steps[0].xgid,
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:5:10"
        );
    }

    #[test]
    fn bad_files_are_errors_naming_game_and_move() {
        let mut m = tiny();
        m.games[0].decisions[1].played = "13/7 7/1".into();
        // bob's 13/7 lands on alice's 18? No: bob's 7 is alice's 18 — open;
        // bob's 1 is alice's 24: two of alice's checkers there.
        let e = replay(&m).unwrap_err();
        assert!(
            matches!(
                e,
                ReplayError::Blocked {
                    game: 1,
                    move_number: 2,
                    ..
                }
            ),
            "{e}"
        );
        assert!(e.to_string().starts_with("game 1, move 2:"), "{e}");

        let mut m = tiny();
        m.games[0].decisions[0].played = "7/4 6/5".into();
        let e = replay(&m).unwrap_err();
        assert!(matches!(e, ReplayError::NoChecker { .. }), "{e}");

        let mut m = tiny();
        m.games[0].decisions[0].played = "8/5 6/x".into();
        assert!(matches!(
            replay(&m).unwrap_err(),
            ReplayError::UnreadableMove { .. }
        ));

        let mut m = tiny();
        m.games[0].decisions[0].position = Some("4HPwATDgc/ABMA".into());
        m.games[0].decisions[1].position = Some("4HPwATDgc/ABMA".into());
        let e = replay(&m).unwrap_err();
        assert!(
            matches!(e, ReplayError::PositionMismatch { move_number: 2, .. }),
            "{e}"
        );

        let mut m = tiny();
        m.games[0].decisions.remove(3); // the take
        assert!(matches!(
            replay(&m).unwrap_err(),
            ReplayError::DoublePending { .. }
        ));

        let mut m = tiny();
        m.games[0].decisions[0].dice = None;
        assert!(matches!(
            replay(&m).unwrap_err(),
            ReplayError::NoDice { .. }
        ));
        assert!(matches!(
            replay_game(&m, 7).unwrap_err(),
            ReplayError::NoSuchGame { index: 7 }
        ));
    }

    #[test]
    fn sub_moves_written_out_of_order_wait_for_their_checker() {
        let mut b = Board::initial();
        assert!(play(&mut b, 0, "10/4 13/10").is_ok());
        assert_eq!(b.checkers[0][3], 1);
        assert_eq!(b.checkers[0][12], 4);
        let before = b;
        assert!(play(&mut b, 0, "9/3 6/1").is_err());
        assert_eq!(b, before, "a failed move changes nothing");
    }

    #[test]
    fn the_crawford_game_of_a_mat_comes_from_the_scores() {
        let mut m = tiny();
        let g = m.games[0].clone();
        m.games = [[0, 0], [4, 2], [4, 3], [4, 4]]
            .iter()
            .enumerate()
            .map(|(i, &score)| Game {
                number: i as u32 + 1,
                score,
                ..g.clone()
            })
            .collect();
        let flags: Vec<bool> = (0..4).map(|i| crawford_game(&m, i)).collect();
        assert_eq!(flags, [false, true, false, false]);
        m.rules.crawford = false;
        assert!(!crawford_game(&m, 1));
        m.rules.crawford = true;
        m.length = 1;
        m.games.truncate(1);
        assert!(!crawford_game(&m, 0), "a 1-point match");
    }

    #[test]
    fn the_doubled_bit_is_gnubgs() {
        // gnuBG's records of oracle match m017: "alice doubles to 16"
        // (QxkAAAAAYAAA) is the same state as before the double but for
        // its doubled bit; "bob doubles to 8" (QhEAAAAAYAAA) has it too.
        assert_eq!(with_doubled_bit("QwkAAAAAYAAA"), "QxkAAAAAYAAA");
        assert_eq!(with_doubled_bit("QxkAAAAAYAAA"), "QxkAAAAAYAAA");
    }
}
