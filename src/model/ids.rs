//! The IDs players paste into gnuBG and XG: gnuBG's Match ID and XG's
//! XGID, next to gnuBG's Position ID (in `position`).
//!
//! A decision's *match state* (score, length, cube value and owner, who is
//! on roll, the dice, a pending double) is [`MatchState`]; with the board
//! it gives both IDs. The layouts are gnuBG's (`positionid.c`, "Match ID")
//! and XG's (the `XGID=` line of its exports), checked against gnuBG's own
//! text exports and against BGBlitz's, which print all three IDs for the
//! same position (tests/ids.rs).

use crate::model::position::Board;
use crate::model::DecisionKind;

/// Everything about a decision besides the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchState {
    /// Match length in points; 0 = money.
    pub length: u32,
    /// Each seat's score before the game.
    pub score: [u32; 2],
    /// This game is the Crawford game.
    pub crawford: bool,
    /// The cube's value in force (before a pending double).
    pub cube: u32,
    /// Seat owning the cube; `None` = centred.
    pub owner: Option<u8>,
    /// The player whose turn it is: the roller, or the doubler while a
    /// double waits for an answer.
    pub on_roll: u8,
    /// A double was offered and the other player must take or pass.
    pub doubled: bool,
    /// The dice rolled, as written; `None` before the roll (cube decisions).
    pub dice: Option<[u8; 2]>,
    /// Money play: the Jacoby rule and beavers (the XGID carries them).
    pub jacoby: bool,
    pub beavers: bool,
}

impl MatchState {
    /// The seat that makes the decision: the player on roll, or the one
    /// answering a double.
    pub fn decider(&self) -> u8 {
        if self.doubled {
            1 - self.on_roll.min(1)
        } else {
            self.on_roll.min(1)
        }
    }

    /// The match state of a stored decision: `kind` and `seat` say who is on
    /// roll (a take or pass is answered by the doubler's opponent).
    #[allow(clippy::too_many_arguments)]
    pub fn of_decision(
        kind: DecisionKind,
        seat: u8,
        dice: Option<[u8; 2]>,
        cube: u32,
        owner: Option<u8>,
        length: u32,
        score: [u32; 2],
        crawford: bool,
    ) -> MatchState {
        let seat = seat.min(1);
        let answer = matches!(kind, DecisionKind::Take | DecisionKind::Pass);
        MatchState {
            length,
            score,
            crawford,
            cube: cube.max(1),
            owner,
            on_roll: if answer { 1 - seat } else { seat },
            doubled: answer,
            dice: if kind == DecisionKind::Checker {
                dice
            } else {
                None
            },
            jacoby: false,
            beavers: false,
        }
    }

    /// gnuBG's Match ID: 66 bits, little-endian, in 12 base64 characters.
    pub fn match_id(&self) -> String {
        let mut bits = BitWriter::default();
        bits.put(u64::from(log2(self.cube)), 4);
        bits.put(
            match self.owner {
                Some(s) => u64::from(s.min(1)),
                None => 3,
            },
            2,
        );
        bits.put(u64::from(self.on_roll.min(1)), 1);
        bits.put(u64::from(self.crawford), 1);
        bits.put(1, 3); // game state: playing
        bits.put(u64::from(self.decider()), 1); // whose decision it is
        bits.put(u64::from(self.doubled), 1);
        bits.put(0, 2); // no resignation offered
                        // gnuBG writes the larger die first.
        let [a, b] = self.dice.unwrap_or([0, 0]);
        bits.put(u64::from(a.max(b).min(7)), 3);
        bits.put(u64::from(a.min(b).min(7)), 3);
        bits.put(u64::from(self.length.min(0x7fff)), 15);
        bits.put(u64::from(self.score[0].min(0x7fff)), 15);
        bits.put(u64::from(self.score[1].min(0x7fff)), 15);
        // The last bit is set when the Jacoby rule is *off*.
        bits.put(u64::from(!self.jacoby), 1);
        base64(&bits.bytes[..9])
    }

    /// The state a gnuBG Match ID names; `None` when the text is not one
    /// or names no game in play.
    pub fn from_match_id(id: &str) -> Option<MatchState> {
        if id.len() != 12 {
            return None;
        }
        let bytes = unbase64(id)?;
        let mut r = BitReader {
            bytes: &bytes,
            at: 0,
        };
        let cube_log = r.get(4);
        let owner = match r.get(2) {
            0 => Some(0),
            1 => Some(1),
            3 => None,
            _ => return None,
        };
        let on_roll = r.get(1) as u8;
        let crawford = r.get(1) == 1;
        let _game_state = r.get(3);
        let _turn = r.get(1);
        let doubled = r.get(1) == 1;
        let _resign = r.get(2);
        let d1 = r.get(3) as u8;
        let d2 = r.get(3) as u8;
        let length = r.get(15) as u32;
        let s0 = r.get(15) as u32;
        let s1 = r.get(15) as u32;
        let jacoby = r.get(1) == 0;
        if cube_log > 12 || d1 > 6 || d2 > 6 {
            return None;
        }
        Some(MatchState {
            length,
            score: [s0, s1],
            crawford,
            cube: 1 << cube_log,
            owner,
            on_roll,
            doubled,
            dice: (d1 > 0 && d2 > 0).then_some([d1, d2]),
            jacoby,
            beavers: false,
        })
    }

    /// XG's XGID of `board` (each seat's checkers from its own side) in
    /// this state, drawn with `bottom` as XG's bottom player (upper-case
    /// checkers, `turn` 1 when it is on roll).
    pub fn xgid(&self, board: &Board, bottom: u8) -> String {
        let me = usize::from(bottom.min(1));
        let top = 1 - me;
        let mut pos = String::with_capacity(26);
        let ch = |n: u8, upper: bool| -> char {
            if n == 0 {
                '-'
            } else {
                let c = b'a' + n.min(26) - 1;
                char::from(if upper { c.to_ascii_uppercase() } else { c })
            }
        };
        pos.push(ch(board.checkers[top][24], false));
        for i in 1..=24usize {
            let mine = board.checkers[me][i - 1];
            let theirs = board.checkers[top][24 - i];
            pos.push(if mine > 0 {
                ch(mine, true)
            } else {
                ch(theirs, false)
            });
        }
        pos.push(ch(board.checkers[me][24], true));
        let cube_pos = match self.owner {
            None => 0,
            Some(s) if usize::from(s.min(1)) == me => 1,
            Some(_) => -1,
        };
        let turn = if usize::from(self.on_roll.min(1)) == me {
            1
        } else {
            -1
        };
        let dice = if self.doubled {
            "D".to_string()
        } else {
            match self.dice {
                Some([a, b]) => format!("{}{}", a.max(b), a.min(b)),
                None => "00".to_string(),
            }
        };
        let rules = if self.length > 0 {
            u32::from(self.crawford)
        } else {
            u32::from(self.jacoby) + 2 * u32::from(self.beavers)
        };
        format!(
            "XGID={pos}:{}:{cube_pos}:{turn}:{dice}:{}:{}:{rules}:{}:10",
            log2(self.cube),
            self.score[me],
            self.score[top],
            self.length
        )
    }
}

/// The board an XGID draws, with the bottom player's checkers in
/// `checkers[0]` and the top player's in `checkers[1]` (each from its own
/// side), and whether the bottom player is on roll. `None` when the text is
/// not an XGID position.
pub fn xgid_board(xgid: &str) -> Option<(Board, bool)> {
    let body = xgid.strip_prefix("XGID=").unwrap_or(xgid);
    let mut fields = body.split(':');
    let pos = fields.next()?.as_bytes();
    if pos.len() != 26 {
        return None;
    }
    let mut b = Board {
        checkers: [[0; 25]; 2],
    };
    for (i, &c) in pos.iter().enumerate() {
        let (upper, n) = match c {
            b'-' => continue,
            b'A'..=b'Z' => (true, c - b'A' + 1),
            b'a'..=b'z' => (false, c - b'a' + 1),
            _ => return None,
        };
        match (i, upper) {
            (0, false) => b.checkers[1][24] += n,
            (25, true) => b.checkers[0][24] += n,
            (1..=24, true) => b.checkers[0][i - 1] += n,
            (1..=24, false) => b.checkers[1][24 - i] += n,
            _ => return None,
        }
    }
    let turn = fields.nth(2)?;
    Some((b, turn == "1"))
}

fn log2(cube: u32) -> u32 {
    cube.max(1).ilog2()
}

#[derive(Default)]
struct BitWriter {
    bytes: [u8; 10],
    at: usize,
}

impl BitWriter {
    fn put(&mut self, value: u64, n: usize) {
        for i in 0..n {
            if value >> i & 1 == 1 && self.at < 80 {
                self.bytes[self.at / 8] |= 1 << (self.at % 8);
            }
            self.at += 1;
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn get(&mut self, n: usize) -> u64 {
        let mut v = 0u64;
        for i in 0..n {
            let bit = self
                .bytes
                .get(self.at / 8)
                .map_or(0, |b| b >> (self.at % 8) & 1);
            v |= u64::from(bit) << i;
            self.at += 1;
        }
        v
    }
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 without padding (9 bytes → 12 characters).
fn base64(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

fn unbase64(s: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    for chunk in s.as_bytes().chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = ALPHABET.iter().position(|&a| a == c)? as u32;
            n |= v << (18 - 6 * i);
        }
        for i in 0..chunk.len().saturating_sub(1) {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opening(on_roll: u8, dice: Option<[u8; 2]>) -> MatchState {
        MatchState {
            length: 1,
            score: [0, 0],
            crawford: false,
            cube: 1,
            owner: None,
            on_roll,
            doubled: false,
            dice,
            jacoby: false,
            beavers: false,
        }
    }

    #[test]
    fn match_ids_of_gnubgs_export() {
        // gnuBG 1.07's text export of oracle match m001 (1 point, 0-0):
        // "Move number 2: alice to play 31 … Match ID: MIElAAAAAAAE" and
        // "Move number 3: bob to play 32 … Match ID: cIkpAAAAAAAE". (Its
        // first record of a game says "no game in play": cAguAAAAAAAE.)
        assert_eq!(opening(1, Some([2, 3])).match_id(), "cIkpAAAAAAAE");
        assert_eq!(opening(0, Some([3, 1])).match_id(), "MIElAAAAAAAE");
        let s = MatchState::from_match_id("cIkpAAAAAAAE").unwrap();
        assert_eq!(s, opening(1, Some([3, 2])));
        assert_eq!(MatchState::from_match_id("cAguAAAAAAA"), None);
        assert_eq!(MatchState::from_match_id("cAguAAAAAA!E"), None);
    }

    #[test]
    fn xgid_of_the_opening() {
        let s = opening(0, Some([3, 1]));
        let x = s.xgid(&Board::initial(), 0);
        assert_eq!(x, "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:1:10");
        let (b, bottom_on_roll) = xgid_board(&x).unwrap();
        assert_eq!(b, Board::initial());
        assert!(bottom_on_roll);
    }

    #[test]
    fn a_pending_double_is_the_doublers_turn() {
        let mut s = opening(0, None);
        s.length = 7;
        s.score = [2, 4];
        s.doubled = true;
        s.owner = Some(1);
        s.cube = 2;
        assert_eq!(s.decider(), 1);
        // Drawn from the taker's side: the doubler (on turn) is on top.
        let x = s.xgid(&Board::initial(), 1);
        assert!(x.ends_with(":1:1:-1:D:4:2:0:7:10"), "{x}");
        let back = MatchState::from_match_id(&s.match_id()).unwrap();
        assert_eq!(back, s);
    }
}
