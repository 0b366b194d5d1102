//! Board tracking and gnuBG's Position ID, so every stored decision can
//! name the position it was made in (and the app can show it later).
//!
//! The Position ID is gnuBG's 14-character form: for the opponent, then
//! the player on roll, each point 1..24 and the bar as that many 1 bits and
//! a 0, packed little-endian into 10 bytes and written in base64.

/// Checkers per seat, each from its own side: index 0..=23 are points
/// 1..=24, index 24 is the bar. Borne-off checkers are not on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub checkers: [[u8; 25]; 2],
}

/// A point as a move names it, from the mover's side: 1..=24, the bar, or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Point {
    Bar,
    Off,
    At(u8),
}

impl Board {
    /// The starting position.
    pub fn initial() -> Board {
        let mut side = [0u8; 25];
        side[5] = 5; // 6-point
        side[7] = 3; // 8-point
        side[12] = 5; // mid-point
        side[23] = 2; // 24-point
        Board {
            checkers: [side, side],
        }
    }

    /// Moves one checker of `seat`; a blot of the opponent on the landing
    /// point goes to the bar. Returns false (and changes nothing) when
    /// there is no checker to move, so a damaged file cannot corrupt the board.
    pub fn step(&mut self, seat: u8, from: Point, to: Point) -> bool {
        let me = usize::from(seat.min(1));
        let from_i = match from {
            Point::Bar => 24,
            Point::At(p @ 1..=24) => usize::from(p - 1),
            _ => return false,
        };
        if self.checkers[me][from_i] == 0 {
            return false;
        }
        self.checkers[me][from_i] -= 1;
        if let Point::At(p @ 1..=24) = to {
            self.checkers[me][usize::from(p - 1)] += 1;
            // The same point from the opponent's side is 25 - p.
            let opp = &mut self.checkers[1 - me];
            let oi = usize::from(24 - p);
            if opp[oi] == 1 {
                opp[oi] = 0;
                opp[24] += 1;
            }
        }
        true
    }

    /// gnuBG's Position ID with `on_roll` to play.
    pub fn position_id(&self, on_roll: u8) -> String {
        let me = usize::from(on_roll.min(1));
        let mut key = [0u8; 10];
        let mut bit = 0usize;
        // gnuBG writes the opponent's checkers first, then those of the
        // player on roll (checked against its own exports).
        for side in [1 - me, me] {
            for &n in &self.checkers[side] {
                for _ in 0..n {
                    if bit < 80 {
                        key[bit / 8] |= 1 << (bit % 8);
                    }
                    bit += 1;
                }
                bit += 1;
            }
        }
        base64_14(&key)
    }
}

/// The 14 characters of standard base64 for 10 bytes (no padding).
fn base64_14(key: &[u8; 10]) -> String {
    const A: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(14);
    for chunk in key.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(char::from(A[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starting_position_id() {
        assert_eq!(Board::initial().position_id(0), "4HPwATDgc/ABMA");
    }

    #[test]
    fn ids_after_moves_match_gnubg() {
        // gnuBG's text export of a match: alice opens 63 with 24/15;
        // bob is then on roll in 4HPwCSDgc/ABMA.
        let mut b = Board::initial();
        assert!(b.step(0, Point::At(24), Point::At(18)));
        assert!(b.step(0, Point::At(18), Point::At(15)));
        assert_eq!(b.position_id(1), "4HPwCSDgc/ABMA");
        assert!(!b.step(0, Point::At(1), Point::At(2)), "no checker there");
    }

    #[test]
    fn a_blot_hit_goes_to_the_bar() {
        let mut b = Board::initial();
        b.step(0, Point::At(24), Point::At(20)); // alice leaves a blot on her 20 = bob's 5
        b.step(1, Point::At(13), Point::At(5)); // bob hits it
        assert_eq!(b.checkers[0][24], 1);
        assert_eq!(b.checkers[0][19], 0);
        b.step(0, Point::Bar, Point::At(22));
        assert_eq!(b.checkers[0][24], 0);
        b.step(0, Point::At(6), Point::Off);
        assert_eq!(b.checkers[0].iter().map(|&n| u32::from(n)).sum::<u32>(), 14);
    }
}
