//! The legal checker plays of a roll, by the rules of backgammon: a
//! checker on the bar enters first; both dice are played when they can be
//! (four times a doublet), else the one that can, the larger when either
//! can alone; a checker bears off only when all its side's checkers are
//! home, by the exact number or from the highest point. A play is named
//! by the board it leaves ([`Board`]), so `13/7 8/7`, `8/7 13/7` and
//! `13/7/...` written any way are one play.
//!
//! [`check`] tells whether a typed play is one of them, and why not.

use std::collections::HashSet;

use crate::model::position::{Board, Point};
use crate::model::replay::{play_on, Fault};
use crate::model::Candidate;

/// Why a typed play cannot be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Illegal {
    /// A part of the text is not a play (`13-7`, `27/20`).
    Unreadable(String),
    /// No checker of the player's on that point (or the bar).
    NoChecker(Point),
    /// The opponent holds that point.
    Blocked(Point),
    /// A checker stays on the bar while the play moves another.
    BarFirst,
    /// A checker is borne off while others are still outside home.
    NotHome,
    /// The play moves other distances than the dice allow; `example` is
    /// a legal play (empty for a roll that cannot be played).
    Dice { example: String },
}

/// The states a search has been in: the board and the dice left.
type Seen = HashSet<([[u8; 25]; 2], usize, Option<u8>)>;

/// Every board `seat` can leave with `dice` from `board` (its checkers in
/// `board.checkers[seat]`, from its own side), each once. A roll that
/// cannot be played leaves the board as it is: one result.
pub fn legal_results(board: &Board, seat: u8, dice: [u8; 2]) -> Vec<Board> {
    let me = usize::from(seat.min(1));
    let [a, b] = dice;
    let orders: Vec<Vec<u8>> = if a == b {
        vec![vec![a; 4]]
    } else {
        vec![vec![a, b], vec![b, a]]
    };
    // (board, dice used, the die played when only one is)
    let mut ends: Vec<(Board, usize, u8)> = Vec::new();
    let mut seen: Seen = HashSet::new();
    for order in &orders {
        walk(board, me, order, 0, 0, &mut ends, &mut seen);
    }
    let most = ends.iter().map(|e| e.1).max().unwrap_or(0);
    if most == 0 {
        return vec![*board];
    }
    let larger = a.max(b);
    let larger_alone = most == 1 && a != b && ends.iter().any(|e| e.1 == 1 && e.2 == larger);
    let mut out: Vec<Board> = Vec::new();
    for (bd, used, die) in ends {
        if used != most || (larger_alone && die != larger) {
            continue;
        }
        if !out.contains(&bd) {
            out.push(bd);
        }
    }
    out
}

fn walk(
    board: &Board,
    me: usize,
    dice: &[u8],
    used: usize,
    first: u8,
    ends: &mut Vec<(Board, usize, u8)>,
    seen: &mut Seen,
) {
    if !seen.insert((board.checkers, dice.len(), dice.first().copied())) {
        return;
    }
    let Some((&die, rest)) = dice.split_first() else {
        ends.push((*board, used, first));
        return;
    };
    let mut moved = false;
    for from in (0..25usize).rev() {
        if let Some(next) = single(board, me, from, die) {
            moved = true;
            let f = if used == 0 { die } else { first };
            walk(&next, me, rest, used + 1, f, ends, seen);
        }
    }
    if !moved {
        ends.push((*board, used, first));
    }
}

/// The board after one checker of `me` moves from index `from` (0..=23 the
/// points 1..=24, 24 the bar) by `die`, when the rules allow it.
fn single(board: &Board, me: usize, from: usize, die: u8) -> Option<Board> {
    let mine = &board.checkers[me];
    if mine[from] == 0 || (mine[24] > 0 && from != 24) {
        return None;
    }
    let point = if from == 24 { 25 } else { from as i32 + 1 };
    let target = point - i32::from(die);
    let seat = me as u8;
    let mut next = *board;
    if target >= 1 {
        // The opponent's count on that point, from its side: index 24 - p.
        if board.checkers[1 - me][(24 - target) as usize] >= 2 {
            return None;
        }
        let from_p = if from == 24 {
            Point::Bar
        } else {
            Point::At(point as u8)
        };
        next.step(seat, from_p, Point::At(target as u8))
            .then_some(next)
    } else {
        // Bearing off: all home, and an exact number or the highest checker.
        if mine[6..25].iter().any(|&n| n > 0) {
            return None;
        }
        if target < 0 && mine[from + 1..6].iter().any(|&n| n > 0) {
            return None;
        }
        next.step(seat, Point::At(point as u8), Point::Off)
            .then_some(next)
    }
}

/// The board a typed play leaves, when it is one of the legal plays of
/// `dice`; else why it is not. `example_of` names a legal play for the
/// message (the caller knows how the file writes them).
pub fn check(
    board: &Board,
    seat: u8,
    dice: [u8; 2],
    played: &str,
    example: impl FnOnce() -> String,
) -> Result<Board, Illegal> {
    let me = usize::from(seat.min(1));
    let legal = legal_results(board, seat, dice);
    let text = played.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("dance") {
        if legal.len() == 1 && legal[0] == *board {
            return Ok(*board);
        }
        return Err(Illegal::Dice { example: example() });
    }
    let after = play_on(board, seat, text).map_err(|f| match f {
        Fault::Unreadable(t) => Illegal::Unreadable(t),
        Fault::NoChecker(p) => Illegal::NoChecker(p),
        Fault::Blocked(p) => Illegal::Blocked(p),
    })?;
    if legal.contains(&after) {
        return Ok(after);
    }
    if board.checkers[me][24] > 0 && after.checkers[me][24] >= board.checkers[me][24] {
        return Err(Illegal::BarFirst);
    }
    let off_before = board.borne_off(seat);
    let home_only = board.checkers[me][6..25].iter().all(|&n| n == 0);
    if after.borne_off(seat) > off_before && !home_only {
        return Err(Illegal::NotHome);
    }
    Err(Illegal::Dice { example: example() })
}

/// A cube decision's choices as candidates, best first, from the
/// cubeful equities of no double (`nd`), double/take (`dt`) and
/// double/pass (`dp`), in the doubler's view (EMG, as the file's errors):
/// for the doubler, No double (`nd`) and Double (the opponent's best
/// answer, `min(dt, dp)`); for the taker, Take (`-dt`) and Pass (`-dp`).
/// The differences are taken in `f32`, as the readers take the errors,
/// so the played choice's difference is minus its error.
pub fn cube_candidates(doubler: bool, nd: f32, dt: f32, dp: f32, played: &str) -> Vec<Candidate> {
    let mut choices: Vec<(&str, f32)> = if doubler {
        vec![("No double", nd), ("Double", dt.min(dp))]
    } else {
        vec![("Take", -dt), ("Pass", -dp)]
    };
    // The better first; on a tie, the file's order (no double, take).
    choices.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = choices[0].1;
    choices
        .iter()
        .enumerate()
        .map(|(k, (name, eq))| Candidate {
            rank: k as u32 + 1,
            play: name.to_string(),
            equity: f64::from(*eq),
            diff: f64::from(*eq - best),
            played: name.eq_ignore_ascii_case(played)
                || (name == &"Take" && played.eq_ignore_ascii_case("Beaver")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_rolls() {
        let b = Board::initial();
        // 3-1: 17 distinct plays of which 8/5 6/5 is one.
        let r = legal_results(&b, 0, [3, 1]);
        let p = play_on(&b, 0, "8/5 6/5").expect("plays");
        assert!(r.contains(&p));
        assert!(r.len() > 10);
        // 6-6 must move four times.
        let r = legal_results(&b, 0, [6, 6]);
        assert!(r.iter().all(|x| x.pips(0) == b.pips(0) - 24));
        assert!(check(&b, 0, [6, 6], "24/18(2) 13/7(2)", String::new).is_ok());
        assert!(matches!(
            check(&b, 0, [6, 6], "24/18(2)", String::new),
            Err(Illegal::Dice { .. })
        ));
        assert!(check(&b, 0, [6, 5], "24/13", String::new).is_ok());
        assert!(check(&b, 0, [6, 5], "13/2", String::new).is_ok());
        assert!(matches!(
            check(&b, 0, [6, 5], "13/7 13/7", String::new),
            Err(Illegal::Dice { .. })
        ));
        // The opponent's 8-point is our 17.
        assert_eq!(
            check(&b, 0, [6, 1], "24/18 18/17", String::new),
            Err(Illegal::Blocked(Point::At(17)))
        );
        assert!(matches!(
            check(&b, 0, [6, 5], "11/5 13/8", String::new),
            Err(Illegal::NoChecker(Point::At(11)))
        ));
        assert!(matches!(
            check(&b, 0, [6, 5], "13-7", String::new),
            Err(Illegal::Unreadable(_))
        ));
    }

    #[test]
    fn the_bar_first_and_bearing_off() {
        let mut b = Board::initial();
        b.checkers[0][23] = 1;
        b.checkers[0][24] = 1;
        assert_eq!(
            check(&b, 0, [3, 1], "8/5 6/5", String::new),
            Err(Illegal::BarFirst)
        );
        assert!(check(&b, 0, [3, 1], "bar/22 24/23", String::new).is_ok());
        // Home: two on the 6, one on the 2: 6-5 is 6/off 6/1.
        let mut h = Board {
            checkers: [[0; 25]; 2],
        };
        h.checkers[0][5] = 2;
        h.checkers[0][1] = 1;
        h.checkers[1][0] = 2;
        assert!(check(&h, 0, [6, 5], "6/off 6/1", String::new).is_ok());
        assert!(check(&h, 0, [6, 5], "6/off 6/off", String::new).is_err());
        // With only the 2-point left, a 6 bears it off.
        let mut l = Board {
            checkers: [[0; 25]; 2],
        };
        l.checkers[0][1] = 1;
        l.checkers[1][0] = 2;
        assert!(check(&l, 0, [6, 5], "2/off", String::new).is_ok());
        // Not home: no bearing off.
        let mut n = h;
        n.checkers[0][10] = 1;
        n.checkers[0][5] = 1;
        assert_eq!(
            check(&n, 0, [6, 5], "6/off 11/5", String::new),
            Err(Illegal::NotHome)
        );
    }

    #[test]
    fn only_the_larger_die_when_one_alone_can_be_played() {
        // Either die can be played alone, not both: the larger it is.
        let mut b = Board {
            checkers: [[0; 25]; 2],
        };
        b.checkers[0][23] = 1; // our checker on 24
        b.checkers[0][0] = 14; // the rest on the ace point
        b.checkers[1][24 - 13] = 2; // the opponent holds our 13
        let r = legal_results(&b, 0, [6, 5]);
        // 24/18 then 18/13 blocked; 24/19 then 19/13 blocked; the ace
        // checkers cannot move (not all home). One die only: the 6.
        let six = play_on(&b, 0, "24/18").expect("plays");
        assert_eq!(r, vec![six]);
    }

    #[test]
    fn a_closed_board_is_a_dance() {
        let mut b = Board {
            checkers: [[0; 25]; 2],
        };
        b.checkers[0][24] = 1;
        b.checkers[0][5] = 14;
        for p in 0..6 {
            b.checkers[1][p] = 2; // the opponent's home board: our 19..24
        }
        let r = legal_results(&b, 0, [4, 2]);
        assert_eq!(r, vec![b]);
        assert!(check(&b, 0, [4, 2], "", String::new).is_ok());
    }
}
