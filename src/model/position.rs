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

impl Board {
    /// The board a gnuBG Position ID describes, with `on_roll`'s checkers
    /// in `checkers[on_roll]`. `None` when the text is not a Position ID:
    /// not 14 base64 characters, or more than 15 checkers a side.
    pub fn from_position_id(id: &str, on_roll: u8) -> Option<Board> {
        Board::from_key(&unbase64_14(id)?, on_roll)
    }

    /// The board of a Position ID's 80-bit key (its bytes, first bit the
    /// lowest of the first byte). Read a run of ones at a time from one
    /// integer: an import decodes every decision's ID three or four times
    /// (breakdowns, search index), and bit by bit it was 6 % of the import.
    fn from_key(key: &[u8; 10], on_roll: u8) -> Option<Board> {
        let mut wide = [0u8; 16];
        wide[..10].copy_from_slice(key);
        let mut bits = u128::from_le_bytes(wide);
        let mut left = 80u32;
        let me = usize::from(on_roll.min(1));
        let mut checkers = [[0u8; 25]; 2];
        for side in [1 - me, me] {
            for slot in checkers[side].iter_mut() {
                // Ones up to the next zero are this point's checkers; the
                // zero must lie within the key's 80 bits.
                let ones = (!bits).trailing_zeros();
                if ones >= left {
                    return None;
                }
                *slot = u8::try_from(ones).ok()?;
                bits >>= ones + 1;
                left -= ones + 1;
            }
            if checkers[side].iter().map(|&n| u32::from(n)).sum::<u32>() > 15 {
                return None;
            }
        }
        Some(Board { checkers })
    }

    /// Pip count of `seat`: each checker's distance from bearing off
    /// (25 for one on the bar).
    pub fn pips(&self, seat: u8) -> u32 {
        self.checkers[usize::from(seat.min(1))]
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// Checkers `seat` has borne off.
    pub fn borne_off(&self, seat: u8) -> u32 {
        15u32.saturating_sub(
            self.checkers[usize::from(seat.min(1))]
                .iter()
                .map(|&n| u32::from(n))
                .sum(),
        )
    }

    /// Whether the two sides can still hit each other: some checker of one
    /// side lies behind some checker of the other. A position without
    /// contact is a pure race.
    pub fn contact(&self) -> bool {
        // Seat 0's rearmost checker, counted from its own side (24 = bar).
        let back = |s: usize| self.checkers[s].iter().rposition(|&n| n > 0);
        match (back(0), back(1)) {
            // Seat 1's index b is seat 0's index 23 - b: contact when seat
            // 0's rearmost checker lies beyond seat 1's rearmost one.
            (Some(a), Some(b)) => a + b > 23,
            _ => false,
        }
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

/// The 10 bytes behind 14 characters of standard base64.
fn unbase64_14(id: &str) -> Option<[u8; 10]> {
    let id = id.as_bytes();
    if id.len() != 14 {
        return None;
    }
    let value = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut key = [0u8; 10];
    let mut out = 0;
    for chunk in id.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            n |= value(c)? << (18 - 6 * i);
        }
        for i in 0..chunk.len() - 1 {
            key[out] = (n >> (16 - 8 * i)) as u8;
            out += 1;
        }
    }
    Some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The key read a bit at a time, as the format describes it.
    fn from_key_bit_by_bit(key: &[u8; 10], on_roll: u8) -> Option<Board> {
        let me = usize::from(on_roll.min(1));
        let mut checkers = [[0u8; 25]; 2];
        let mut bits = (0..80).map(|i| key[i / 8] >> (i % 8) & 1 == 1);
        for side in [1 - me, me] {
            for slot in checkers[side].iter_mut() {
                while bits.next()? {
                    *slot += 1;
                }
            }
            if checkers[side].iter().map(|&n| u32::from(n)).sum::<u32>() > 15 {
                return None;
            }
        }
        Some(Board { checkers })
    }

    #[test]
    fn a_key_read_by_runs_is_read_as_bit_by_bit() {
        // Keys of random bits (mostly refused: too many checkers, no last
        // zero), sparse random keys (at most a few dozen ones: many are
        // boards), the all-zero and all-one keys.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut keys = vec![[0u8; 10], [0xFF; 10]];
        for _ in 0..20_000 {
            let (a, b) = (next().to_le_bytes(), next().to_le_bytes());
            let mut k = [0u8; 10];
            k[..8].copy_from_slice(&a);
            k[8..].copy_from_slice(&b[..2]);
            keys.push(k);
            // A sparse key: a quarter of the bits of the one above.
            for (i, byte) in k.iter_mut().enumerate() {
                *byte &= a[i % 8] & b[(i + 3) % 8];
            }
            keys.push(k);
        }
        let mut boards = 0;
        for k in &keys {
            for side in 0..2 {
                let fast = Board::from_key(k, side);
                assert_eq!(fast, from_key_bit_by_bit(k, side), "key {k:?}");
                boards += usize::from(fast.is_some());
            }
        }
        assert!(boards > 1_000, "only {boards} keys were boards");
        // And a real ID both ways.
        let b = Board::initial();
        assert_eq!(Board::from_position_id(&b.position_id(0), 0), Some(b));
    }

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

    #[test]
    fn position_ids_decode_to_their_board() {
        let start = Board::initial();
        assert_eq!(Board::from_position_id("4HPwATDgc/ABMA", 0), Some(start));
        assert_eq!(start.pips(0), 167);
        assert_eq!(start.pips(1), 167);
        assert!(start.contact());
        let mut b = Board::initial();
        b.step(0, Point::At(24), Point::At(18));
        b.step(0, Point::At(18), Point::At(15));
        let id = b.position_id(1);
        assert_eq!(Board::from_position_id(&id, 1), Some(b));
        assert_eq!(b.pips(0), 158);
        assert_eq!(Board::from_position_id("4HPwATDgc/AB", 0), None);
        assert_eq!(Board::from_position_id("4HPwATDgc/AB!A", 0), None);
        assert_eq!(Board::from_position_id("//////////////", 0), None);
    }

    #[test]
    fn a_race_has_no_contact() {
        let mut race = Board {
            checkers: [[0; 25]; 2],
        };
        race.checkers[0][5] = 15; // all on seat 0's 6-point
        race.checkers[1][17] = 15; // seat 1's 18-point = seat 0's 7-point
        assert!(!race.contact());
        race.checkers[1][17] = 14;
        race.checkers[1][19] = 1; // seat 1's 20-point = seat 0's 5-point: contact
        assert!(race.contact());
        assert_eq!(race.borne_off(0), 0);
    }
}
