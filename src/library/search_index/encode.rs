//! Writing a match's blob (the layout is described in the module above).

use crate::library::record::{varint, Stored};
use crate::model::features::features;
use crate::model::position::Board;
use crate::model::{DecisionKind, Match};

use super::moves::{find_steps, write_steps, written};
use super::{
    cube_action_code, hit_bit, on_roll, pack, phase_code, phase_of, BEST_PLAYED, BEST_STEPS,
    BOARD_KEY, BOARD_MOVED, BOARD_NONE, BOARD_SAME, ENTRY, ERR_F32, ERR_NONE, ERR_ZERO, MOST_BYTES,
    NO_POSITION, SEGMENT_BYTES, VERSION,
};

/// The boards of a match's kept decisions, seat 0's checkers first: the
/// file's, or replayed for files that give none (transcripts).
pub(super) fn boards(m: &Match, items: &[Stored]) -> Vec<Option<Board>> {
    let replayed: Vec<Vec<Option<Board>>> = if items.iter().any(|d| d.position.is_none()) {
        (0..m.games.len())
            .map(|gi| {
                let mut v = vec![None; m.games[gi].decisions.len()];
                if let Ok(steps) = crate::model::replay::replay_game(m, gi) {
                    for s in steps {
                        if let Some(slot) = v.get_mut(s.seq) {
                            *slot = Some(s.board);
                        }
                    }
                }
                v
            })
            .collect()
    } else {
        Vec::new()
    };
    items
        .iter()
        .map(|d| {
            let kind = DecisionKind::from_code(i64::from(d.kind)).unwrap_or(DecisionKind::Checker);
            let on_roll = on_roll(kind, d.seat);
            d.position
                .and_then(|p| Board::from_position_id(p, on_roll))
                .or_else(|| {
                    let gi = m.games.iter().position(|g| g.number == d.game)?;
                    replayed.get(gi)?.get(d.seq as usize).copied().flatten()
                })
        })
        .collect()
}

/// Sets bit (a, b) of a 26 × 26 segment set.
fn set_segment(set: &mut [u8; SEGMENT_BYTES], a: u8, b: u8) {
    let bit = usize::from(a.min(25)) * 26 + usize::from(b.min(25));
    set[bit / 8] |= 1 << (bit % 8);
}

/// What one game adds to the streams, and the points its best moves hit.
#[derive(Default, Clone, Copy)]
struct GameSums {
    errors: usize,
    steps: usize,
    keys: usize,
    hits: u64,
}

/// The blob of a match's kept decisions (`items`, from [`record::stored`]).
///
/// [`record::stored`]: crate::library::record::stored
pub fn encode(m: &Match, items: &[Stored]) -> Vec<u8> {
    let boards = boards(m, items);
    let mut fixed = Vec::with_capacity(items.len() * ENTRY);
    let (mut errors, mut steps, mut keys) = (Vec::new(), Vec::new(), Vec::new());
    let mut set = [0u8; SEGMENT_BYTES];
    let mut hit_set = [0u8; SEGMENT_BYTES];
    let mut most = [0u8; MOST_BYTES];
    let mut sums = vec![GameSums::default(); m.games.len()];
    // Whether the entry before left its played steps (the next is MOVED).
    let mut moved_to: Option<Board> = None;
    for (i, d) in items.iter().enumerate() {
        let at = (errors.len(), steps.len(), keys.len());
        let gi = m.games.iter().position(|g| g.number == d.game);
        let mut hits = 0u64;
        let first = i == 0 || items[i - 1].game != d.game;
        let kind = DecisionKind::from_code(i64::from(d.kind)).unwrap_or(DecisionKind::Checker);
        let seat = d.seat.min(1);
        let on_roll = on_roll(kind, seat);
        let board = boards[i];
        if let Some(b) = &board {
            for (s, side) in b.checkers.iter().enumerate() {
                for (p, &n) in side.iter().enumerate() {
                    let k = s * 25 + p;
                    let shift = 4 * (k % 2);
                    let old = most[k / 2] >> shift & 15;
                    if n.min(15) > old {
                        most[k / 2] = most[k / 2] & !(15 << shift) | n.min(15) << shift;
                    }
                }
            }
        }
        let prev = if first { None } else { boards[i - 1] };
        let mode = match board {
            None => BOARD_NONE,
            Some(b) if first && b == Board::initial() => BOARD_SAME,
            Some(b) if !first && prev == Some(b) => BOARD_SAME,
            Some(b) if !first && moved_to == Some(b) => BOARD_MOVED,
            Some(b) => {
                keys.extend_from_slice(&pack::board_key(&b));
                BOARD_KEY
            }
        };
        moved_to = None;
        let mut w: u64 = NO_POSITION << 19;
        if let Some(b) = board {
            w = pack::features_word(&features(&b, on_roll), phase_code(phase_of(&b, on_roll)));
        }
        w |= u64::from(d.counts) << 25;
        let error_class = match d.error {
            None => ERR_NONE,
            // +0 only: a -0 keeps its sign (the list's order tells them apart).
            Some(e) if (e as f32).to_bits() == 0 => ERR_ZERO,
            Some(e) => {
                errors.extend_from_slice(&(e as f32).to_le_bytes());
                ERR_F32
            }
        };
        w |= error_class << 26 | mode << 28;
        let dice = match d.dice {
            Some(x @ [1..=6, 1..=6]) => Some(x),
            _ => None,
        };
        let kd: u16 = match kind {
            DecisionKind::Checker => {
                dice.map_or(0, |[a, b]| 1 + 6 * u16::from(a - 1) + u16::from(b - 1))
            }
            k => 36 + u16::from(k.code()),
        };
        let cube = u16::try_from(d.cube.max(1).ilog2()).unwrap_or(15).min(15);
        let owner: u16 = match d.owner {
            Some(2) => 0,
            Some(o) if o == seat => 1,
            Some(_) => 2,
            None => 3,
        };
        let mut h: u16 = kd | u16::from(seat) << 6 | cube << 7 | owner << 11;
        if kind == DecisionKind::Checker {
            // The played steps, when the next entry's board is this one's
            // after them; the best move's, unless they are the same.
            let next = items
                .get(i + 1)
                .filter(|n| n.game == d.game)
                .and(boards.get(i + 1).copied().flatten());
            let best = match (board, dice) {
                (Some(b), Some(dice)) => {
                    let played = next
                        .filter(|n| *n != b)
                        .and_then(|n| Some((n, find_steps(&b, &n, on_roll, dice)?)));
                    let best_after = d
                        .best
                        .and_then(|t| crate::model::replay::play_on(&b, on_roll, t).ok());
                    let best =
                        best_after.and_then(|a| Some((a, find_steps(&b, &a, on_roll, dice)?)));
                    if let Some((n, s)) = &played {
                        write_steps(&mut steps, s, dice);
                        moved_to = Some(*n);
                        h |= 1 << 13;
                    }
                    match (&played, &best) {
                        (_, None) => {}
                        (Some((n, _)), Some((a, _))) if n == a => h |= BEST_PLAYED << 14,
                        (_, Some((_, s))) => {
                            write_steps(&mut steps, s, dice);
                            h |= BEST_STEPS << 14;
                        }
                    }
                    best
                }
                _ => None,
            };
            if let Some((_, s)) = best {
                let wr = written(&s);
                wr.for_each_segment(|a, b| set_segment(&mut set, a, b));
                wr.for_each_hit_segment(|a, b| {
                    set_segment(&mut hit_set, a, b);
                    hits |= hit_bit(a, b);
                });
                for st in s.as_slice().iter().filter(|st| st.hit) {
                    hits |= hit_bit(26, st.to);
                }
            }
        } else {
            h |= u16::from(d.best.map_or(0, cube_action_code)) << 13;
        }
        fixed.extend_from_slice(&(w as u32).to_le_bytes());
        fixed.extend_from_slice(&h.to_le_bytes());
        if let Some(g) = gi.and_then(|gi| sums.get_mut(gi)) {
            g.errors += (errors.len() - at.0) / 4;
            g.steps += steps.len() - at.1;
            g.keys += (keys.len() - at.2) / 10;
            g.hits |= hits;
        }
    }
    let mut out = Vec::with_capacity(
        32 + m.games.len() * 12
            + 2 * SEGMENT_BYTES
            + MOST_BYTES
            + fixed.len()
            + errors.len()
            + steps.len()
            + keys.len(),
    );
    out.push(VERSION);
    varint(&mut out, m.games.len() as u64);
    for (gi, g) in m.games.iter().enumerate() {
        varint(&mut out, u64::from(g.score[0]));
        varint(&mut out, u64::from(g.score[1]));
        // Transcripts do not mark the Crawford game: it is worked out.
        out.push(u8::from(crate::model::replay::crawford_game(m, gi)));
        varint(
            &mut out,
            items.iter().filter(|d| d.game == g.number).count() as u64,
        );
        let s = sums[gi];
        varint(&mut out, s.errors as u64);
        varint(&mut out, s.steps as u64);
        varint(&mut out, s.keys as u64);
        varint(&mut out, s.hits);
    }
    out.extend_from_slice(&set);
    out.extend_from_slice(&hit_set);
    out.extend_from_slice(&most);
    out.extend_from_slice(&fixed);
    out.extend_from_slice(&errors);
    out.extend_from_slice(&steps);
    out.extend_from_slice(&keys);
    out
}
