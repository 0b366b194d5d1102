//! The packing of an entry's figures, of a whole board, and of the best
//! cube action.

use crate::model::features::{Features, Plan};
use crate::model::position::Board;

/// The figures' bits of an entry (bits 0–24): the pip counts, contact,
/// plan × 5 + phase. The other figures are read from the board
/// ([`with_board`]).
pub fn features_word(f: &Features, phase: u64) -> u64 {
    let mut w: u64 = 0;
    w |= u64::from(f.pips[0]).min(511);
    w |= u64::from(f.pips[1]).min(511) << 9;
    w |= u64::from(f.contact) << 18;
    w |= (u64::from(f.plan.code()) * 5 + phase.min(4)) << 19;
    w
}

/// The figures of a word that has a position: the back checkers, zone,
/// blots and checkers off are 0 until [`with_board`] fills them.
pub fn features_of(w: u64) -> Features {
    Features {
        pips: [(w & 511) as u16, (w >> 9 & 511) as u16],
        contact: w >> 18 & 1 == 1,
        back: [0, 0],
        zone: [0, 0],
        outfield_blots: [0, 0],
        home_blots: [0, 0],
        off: [0, 0],
        plan: Plan::from_code((w >> 19 & 63) as u8 / 5).unwrap_or(Plan::Contact),
    }
}

/// `f` with the figures a board gives cheaply (back checkers, zone,
/// blots, checkers off), as [`crate::model::features::features`] counts
/// them, `on_roll`'s first.
pub fn with_board(f: &mut Features, b: &Board, on_roll: u8) {
    let me = usize::from(on_roll.min(1));
    for (k, s) in [me, 1 - me].into_iter().enumerate() {
        let side = &b.checkers[s];
        let total = |r: &[u8]| r.iter().fold(0u8, |a, &n| a.saturating_add(n));
        let blots = |r: &[u8]| r.iter().filter(|&&n| n == 1).count() as u8;
        f.back[k] = total(&side[18..24]);
        f.zone[k] = total(&side[0..12]);
        f.outfield_blots[k] = blots(&side[6..18]);
        f.home_blots[k] = blots(&side[0..6]);
        f.off[k] = 15u8.saturating_sub(total(side));
    }
}

/// A board in 10 bytes, seat 0's checkers then seat 1's, each point 1–24
/// and the bar as that many 1 bits and a 0 (gnuBG's Position ID bits).
pub fn board_key(b: &Board) -> [u8; 10] {
    let mut key = [0u8; 10];
    let mut bit = 0usize;
    for side in &b.checkers {
        for &n in side {
            for _ in 0..n {
                if bit < 80 {
                    key[bit / 8] |= 1 << (bit % 8);
                }
                bit += 1;
            }
            bit += 1;
        }
    }
    key
}

/// The board of a key; `None` for one no board gives.
pub fn board_of_key(key: &[u8]) -> Option<Board> {
    let mut checkers = [[0u8; 25]; 2];
    let mut bits = (0..key.len() * 8).map(|i| key[i / 8] >> (i % 8) & 1 == 1);
    for side in checkers.iter_mut() {
        for slot in side.iter_mut() {
            while bits.next()? {
                *slot = slot.checked_add(1)?;
            }
        }
        if side.iter().map(|&n| u32::from(n)).sum::<u32>() > 15 {
            return None;
        }
    }
    Some(Board { checkers })
}

/// The best cube action a best text names (as search's `m'…'` reads it):
/// 0 unknown, 1 no double, 2 double, 3 take, 4 pass.
pub fn cube_action_code(best: &str) -> u8 {
    let b = best.to_ascii_lowercase();
    if b.contains("pass") || b.contains("drop") {
        4
    } else if b.contains("take") || b.contains("beaver") {
        3
    } else if b.contains("no double") || b.contains("no redouble") || b.contains("too good") {
        1
    } else if b.contains("double") {
        2
    } else {
        0
    }
}

/// A text naming the action of a code (`None` for 0).
pub fn cube_action_name(code: u8) -> Option<&'static str> {
    match code {
        1 => Some("No double"),
        2 => Some("Double"),
        3 => Some("Take"),
        4 => Some("Pass"),
        _ => None,
    }
}
