//! What search reads of every decision (`match_features`, schema 14): per
//! match one blob, not deflated, so a search scans the library's decisions
//! at memory speed without opening a single record, whatever its filters.
//!
//! Layout (version 5): a version byte; the number of games (varint); per
//! game its score before it (two varints), whether it is the Crawford game
//! (a byte), how many entries it has, what it adds to the three streams
//! below (errors, step bytes, boards) and the 64-bit filter of the hits
//! of its best checker plays ([`hit_bit`]: the points hit and the
//! segments that end with a hit) (varints: a scan can start at any game,
//! and a pattern that hits passes over the games that do not); the
//! set of the segments (from, to) of every best checker play as written
//! ([`SEGMENT_BYTES`] bytes: a move pattern none of whose alternatives has
//! all its segments in it matches no decision of the match), the set of
//! those that end with a hit (`13/7*`), the most checkers each seat ever
//! had on each point (bar included) in the match's boards ([`MOST_BYTES`],
//! a nibble a point, seat 0's first: a structure no seat can hold is in
//! no decision of the match); then one [`ENTRY`]-byte entry per kept
//! decision, in the record's order (entry `i` is record item `i`), and
//! the streams:
//!
//! - a u32 of the position's figures, from the side of the player on roll
//!   (the doubler for a take or pass): bits 0–8 and 9–17 the pip counts,
//!   18 contact, 19–24 the game plan × 5 + the phase (63: no position), 25
//!   "counts in the PR", 26–27 the error ([`ERR_NONE`], [`ERR_ZERO`], [`ERR_F32`]: in
//!   the errors stream), 28–29 how the board is had ([`BOARD_SAME`] as the
//!   entry before, or the starting position on a game's first entry;
//!   [`BOARD_MOVED`]: the entry before's board after its played steps;
//!   [`BOARD_KEY`]: in the boards stream; [`BOARD_NONE`]);
//! - a u16 of the decision: bits 0–5 its kind and dice (0 a checker play
//!   without dice, 1 + 6 × (die1 − 1) + die2 − 1 one with, 37–40 no
//!   double, double, take, pass), 6 the decider's seat, 7–10 the cube's
//!   log2, 11–12 its owner (0 centred, 1 the decider, 2 the other player, 3
//!   unknown), 13–15: for a checker play bit 13 "its played steps are in
//!   the steps stream", 14–15 the best move ([`BEST_UNKNOWN`],
//!   [`BEST_PLAYED`], [`BEST_STEPS`]: its own steps follow the played
//!   ones); for a cube decision the best action ([`moves`]' codes: 0
//!   unknown, 1 no double, 2 double, 3 take, 4 pass).
//!
//! The streams: the errors that are neither unknown nor 0 (f32); the
//! steps of the checker plays ([`moves::write_steps`], a byte a step);
//! the boards no step gives (10 bytes each, [`pack::board_key`]).
//!
//! 2,698 bytes a match of 206 kept decisions on the bench's library,
//! growing with the decisions (docs/search.md, "Storage and speed").

mod encode;
pub mod moves;
mod pack;
mod scan;

pub use self::encode::encode;
pub use self::pack::{cube_action_code, cube_action_name, with_board};
pub use self::scan::{Decoded, Scan};

#[cfg(test)]
use self::encode::boards;

use rusqlite::{params, Connection};

use crate::library::record;
use crate::library::{Error, Result};
use crate::model::features::{Features, Plan};
use crate::model::position::Board;
use crate::model::{DecisionKind, Match};

use self::moves::{find_steps, written};

/// Bytes of an entry.
pub const ENTRY: usize = 6;
/// The blob's layout; a library whose blobs have another is refilled when
/// it is opened (`Store::fill_features`).
pub const VERSION: u8 = 5;

/// Bytes of the best moves' segment set (26 × 26 bits).
pub const SEGMENT_BYTES: usize = 85;

/// Bytes of the most checkers on each point (2 seats × 25 nibbles).
pub const MOST_BYTES: usize = 25;

/// The phases, by code.
pub const PHASES: [&str; 5] = ["unknown", "opening", "middle", "race", "bearoff"];

pub const ERR_NONE: u64 = 0;
pub const ERR_ZERO: u64 = 1;
pub const ERR_F32: u64 = 2;

pub const BOARD_SAME: u64 = 0;
pub const BOARD_MOVED: u64 = 1;
pub const BOARD_KEY: u64 = 2;
pub const BOARD_NONE: u64 = 3;

pub const BEST_UNKNOWN: u16 = 0;
pub const BEST_PLAYED: u16 = 1;
pub const BEST_STEPS: u16 = 2;

/// The code of "no position" in bits 19–24.
pub const NO_POSITION: u64 = 63;

/// One decision as search sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Entry {
    /// The position's figures; `None` when the file gives no position.
    pub features: Option<Features>,
    pub phase: &'static str,
    pub counts: bool,
    pub kind: DecisionKind,
    /// The seat that decides (the answerer of a double).
    pub seat: u8,
    pub dice: Option<[u8; 2]>,
    pub cube: u32,
    /// `Some(None)` centred, `Some(Some(seat))` owned, `None` unknown.
    pub owner: Option<Option<u8>>,
    pub error: Option<f64>,
}

/// A game's place in a blob.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameInfo {
    pub score: [u32; 2],
    pub crawford: bool,
    pub entries: usize,
}

/// The phase of a position with `on_roll` to play (as `breakdown --by
/// phase` names them).
pub fn phase_of(b: &Board, on_roll: u8) -> &'static str {
    crate::library::breakdown_cells::phase_of_board(b, on_roll)
}

fn phase_code(p: &str) -> u64 {
    PHASES.iter().position(|x| *x == p).unwrap_or(0) as u64
}

/// The seat on roll in a decision's position: the doubler for an answer.
pub fn on_roll(kind: DecisionKind, seat: u8) -> u8 {
    match kind {
        DecisionKind::Take | DecisionKind::Pass => 1 - seat.min(1),
        _ => seat.min(1),
    }
}

/// The best move of a checker play as search writes it (`13/7* 8/7`, the
/// bar 25 and off 0): the file's best move played on `board` by the
/// player on roll, then the steps that take the board there with `dice`,
/// written in one way whatever the file wrote, the hits read from the
/// board ([`moves::written`]). `None` when the move cannot be played.
pub fn best_text(board: &Board, on_roll: u8, dice: [u8; 2], best: &str) -> Option<String> {
    let after = crate::model::replay::play_on(board, on_roll, best).ok()?;
    let steps = find_steps(board, &after, on_roll, dice)?;
    let mut s = String::new();
    written(&steps).text(&mut s);
    Some(s)
}

/// Where a game starts in a blob's entries and streams, and the filter of
/// the hits of its best checker plays ([`hit_bit`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Start {
    pub entry: usize,
    pub error: usize,
    pub step: usize,
    pub key: usize,
    pub hits: u64,
}

/// A decoded blob: its games and its parts.
pub struct Blob<'a> {
    pub games: Vec<GameInfo>,
    /// By game, and one past the last game (its `hits` 0).
    starts: Vec<Start>,
    segments: &'a [u8],
    hit_segments: &'a [u8],
    most: &'a [u8],
    fixed: &'a [u8],
    errors: &'a [u8],
    steps: &'a [u8],
    keys: &'a [u8],
}

impl<'a> Blob<'a> {
    /// Reads a blob's header; `match_id` names the match in the error.
    pub fn read(match_id: i64, data: &'a [u8]) -> Result<Blob<'a>> {
        let damaged = || Error::Invalid(crate::msg!("lib-features-damaged", id = match_id));
        let mut at = 0usize;
        let mut byte = || -> Option<u8> {
            let b = *data.get(at)?;
            at += 1;
            Some(b)
        };
        if byte() != Some(VERSION) {
            return Err(damaged());
        }
        let varint = |byte: &mut dyn FnMut() -> Option<u8>| -> Option<u64> {
            let mut x = 0u64;
            for shift in (0..64).step_by(7) {
                let b = byte()?;
                x |= u64::from(b & 0x7f) << shift;
                if b & 0x80 == 0 {
                    return Some(x);
                }
            }
            None
        };
        let size = |byte: &mut dyn FnMut() -> Option<u8>| -> Option<usize> {
            usize::try_from(varint(byte)?)
                .ok()
                .filter(|n| *n <= data.len())
        };
        let n = size(&mut byte).ok_or_else(damaged)?;
        let mut games = Vec::with_capacity(n.min(256));
        let mut starts = Vec::with_capacity(n.min(256) + 1);
        let mut next = Start::default();
        for _ in 0..n {
            let s0 = varint(&mut byte).ok_or_else(damaged)?;
            let s1 = varint(&mut byte).ok_or_else(damaged)?;
            let crawford = byte().ok_or_else(damaged)? != 0;
            let entries = size(&mut byte).ok_or_else(damaged)?;
            let errors = size(&mut byte).ok_or_else(damaged)?;
            let steps = size(&mut byte).ok_or_else(damaged)?;
            let keys = size(&mut byte).ok_or_else(damaged)?;
            let hits = varint(&mut byte).ok_or_else(damaged)?;
            next.hits = hits;
            starts.push(next);
            // Each sum is at most the blob's length times the games.
            next = Start {
                entry: next.entry.saturating_add(entries),
                error: next.error.saturating_add(errors),
                step: next.step.saturating_add(steps),
                key: next.key.saturating_add(keys),
                hits: 0,
            };
            games.push(GameInfo {
                score: [
                    u32::try_from(s0).unwrap_or(u32::MAX),
                    u32::try_from(s1).unwrap_or(u32::MAX),
                ],
                crawford,
                entries,
            });
        }
        starts.push(next);
        let mut take = |n: Option<usize>| -> Result<&'a [u8]> {
            let end = n.and_then(|n| at.checked_add(n)).ok_or_else(damaged)?;
            let s = data.get(at..end).ok_or_else(damaged)?;
            at = end;
            Ok(s)
        };
        let segments = take(Some(SEGMENT_BYTES))?;
        let hit_segments = take(Some(SEGMENT_BYTES))?;
        let most = take(Some(MOST_BYTES))?;
        let fixed = take(next.entry.checked_mul(ENTRY))?;
        let errors = take(next.error.checked_mul(4))?;
        let steps = take(Some(next.step))?;
        let keys = take(next.key.checked_mul(10))?;
        if at != data.len() {
            return Err(damaged());
        }
        Ok(Blob {
            games,
            starts,
            segments,
            hit_segments,
            most,
            fixed,
            errors,
            steps,
            keys,
        })
    }

    /// Whether some best checker play of the match has every segment of
    /// `want` (as the best moves are written, [`best_text`]), and those of
    /// `hit` with a hit at their end.
    pub fn may_have(&self, want: &[(u8, u8)], hit: &[(u8, u8)]) -> bool {
        let has = |set: &[u8], &(a, b): &(u8, u8)| {
            let bit = usize::from(a.min(25)) * 26 + usize::from(b.min(25));
            set[bit / 8] & (1 << (bit % 8)) != 0
        };
        want.iter().all(|s| has(self.segments, s)) && hit.iter().all(|s| has(self.hit_segments, s))
    }

    /// Whether some board of the match has at least `need[0]` checkers of
    /// one seat and `need[1]` of the other (by point, the bar last).
    pub fn may_hold(&self, need: &[[u8; 25]; 2]) -> bool {
        let most = |seat: usize, p: usize| {
            let k = seat * 25 + p;
            self.most[k / 2] >> (4 * (k % 2)) & 15
        };
        (0..2).any(|me| (0..25).all(|p| need[0][p] <= most(me, p) && need[1][p] <= most(1 - me, p)))
    }

    /// Where game `g` starts; past the last game, where the streams end.
    pub fn start(&self, g: usize) -> Start {
        self.starts
            .get(g)
            .copied()
            .unwrap_or_else(|| self.starts.last().copied().unwrap_or_default())
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.fixed.len() / ENTRY
    }

    pub fn is_empty(&self) -> bool {
        self.fixed.is_empty()
    }

    /// The words of entry `i`.
    pub fn words(&self, i: usize) -> (u64, u16) {
        let e = &self.fixed[i * ENTRY..(i + 1) * ENTRY];
        (
            u64::from(u32::from_le_bytes([e[0], e[1], e[2], e[3]])),
            u16::from_le_bytes([e[4], e[5]]),
        )
    }

    /// Entry `i`, decoded (its error found by counting those before it:
    /// for a page's rows, not for a scan).
    pub fn entry(&self, i: usize) -> Entry {
        let (w, h) = self.words(i);
        let error = match w >> 26 & 3 {
            ERR_ZERO => Some(0.0),
            ERR_F32 => {
                let k = (0..i)
                    .filter(|&j| self.words(j).0 >> 26 & 3 == ERR_F32)
                    .count();
                self.error_at(k)
            }
            _ => None,
        };
        decode(w, h, error)
    }

    /// The `k`-th stored error.
    pub fn error_at(&self, k: usize) -> Option<f32> {
        let b = self.errors.get(k * 4..k * 4 + 4)?;
        Some(f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}

/// The kind of a decision word.
pub fn kind_of(h: u16) -> DecisionKind {
    match h & 63 {
        37 => DecisionKind::NoDouble,
        38 => DecisionKind::Double,
        39 => DecisionKind::Take,
        40 => DecisionKind::Pass,
        _ => DecisionKind::Checker,
    }
}

/// The dice of a decision word.
pub fn dice_of(h: u16) -> Option<[u8; 2]> {
    match h & 63 {
        c @ 1..=36 => {
            let c = (c - 1) as u8;
            Some([c / 6 + 1, c % 6 + 1])
        }
        _ => None,
    }
}

/// Decodes an entry's words and error.
pub fn decode(w: u64, h: u16, error: Option<f32>) -> Entry {
    let pp = (w >> 19 & 63) as u8;
    let features = (u64::from(pp) != NO_POSITION).then(|| pack::features_of(w));
    let seat = (h >> 6 & 1) as u8;
    let owner = match h >> 11 & 3 {
        0 => Some(None),
        1 => Some(Some(seat)),
        2 => Some(Some(1 - seat)),
        _ => None,
    };
    Entry {
        features,
        phase: if features.is_some() {
            PHASES
                .get(usize::from(pp % 5))
                .copied()
                .unwrap_or("unknown")
        } else {
            "unknown"
        },
        counts: w >> 25 & 1 == 1,
        kind: kind_of(h),
        seat,
        dice: dice_of(h),
        cube: 1u32 << (h >> 7 & 15),
        owner,
        error: error.map(f64::from),
    }
}

/// The plan of a features word (`None` without a position).
pub fn plan_of(w: u64) -> Option<Plan> {
    let pp = (w >> 19 & 63) as u8;
    (u64::from(pp) != NO_POSITION)
        .then(|| Plan::from_code(pp / 5))
        .flatten()
}

/// Writes the blob of match `id`.
pub fn write(tx: &Connection, id: i64, m: &Match) -> Result<()> {
    let items = record::stored(m);
    write_encoded(tx, id, &encode(m, &items))
}

/// Stores features made beforehand by [`encode`] for match `id`.
pub fn write_encoded(tx: &Connection, id: i64, features: &[u8]) -> Result<()> {
    tx.prepare_cached("INSERT OR REPLACE INTO match_features(match_id, data) VALUES (?1, ?2)")?
        .execute(params![id, features])?;
    Ok(())
}

/// The segments (from, to) a move text names, the bar 25 and off 0, as
/// `13/7 8/7`, `bar/22`, `24/23*/20`, `6/4(2)`, `6/off`, `25/20`, `6/0`
/// write them. A part that is not a point breaks the chain: no segment is
/// made across it, so a pattern's segments are always its own.
pub fn segments(text: &str) -> Vec<(u8, u8)> {
    segments_of(text, false)
}

/// The segments of [`segments`] whose end is written hit (`13/7*`): a
/// best move that has the text has them, hit.
pub fn hit_segments(text: &str) -> Vec<(u8, u8)> {
    segments_of(text, true)
}

/// The bit of a hit in a game's filter: a segment (from, to) that ends
/// with a hit, or with `from` 26 the point `to` hit.
pub fn hit_bit(from: u8, to: u8) -> u64 {
    let k = u32::from(from.min(26)) * 26 + u32::from(to.min(25));
    1 << (k.wrapping_mul(0x9e37_79b1) >> 26)
}

/// The bits of [`hit_bit`] a best move that has the text has.
pub fn hit_filter(text: &str) -> u64 {
    let points = hit_points(text);
    let mut m = (0..26u8)
        .filter(|p| points >> p & 1 == 1)
        .fold(0, |m, p| m | hit_bit(26, p));
    for (a, b) in hit_segments(text) {
        m |= hit_bit(a, b);
    }
    m
}

/// The points a move text writes hit (`7*`, a point 1–24), as bits: a
/// best move that has the text hits there.
pub fn hit_points(text: &str) -> u32 {
    let mut m = 0u32;
    for tok in text.split_whitespace() {
        let tok = tok.split_once('(').map_or(tok, |(t, _)| t);
        for part in tok.split('/') {
            if let Some(p) = part.strip_suffix('*') {
                let p = p.trim_end_matches('*').to_ascii_lowercase();
                let point = match p.as_str() {
                    "bar" | "b" => Some(25),
                    "off" | "o" => Some(0),
                    _ => p.parse::<u8>().ok().filter(|n| *n <= 25),
                };
                if let Some(n) = point {
                    m |= 1 << n;
                }
            }
        }
    }
    m
}

fn segments_of(text: &str, hits: bool) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for tok in text.split_whitespace() {
        let tok = tok.split_once('(').map_or(tok, |(t, _)| t);
        let mut last: Option<u8> = None;
        for part in tok.split('/') {
            let p = part.trim_end_matches('*').to_ascii_lowercase();
            let point = match p.as_str() {
                "bar" | "b" => Some(25),
                "off" | "o" => Some(0),
                _ => p.parse::<u8>().ok().filter(|n| *n <= 25),
            };
            if let (Some(a), Some(b)) = (last, point) {
                if !hits || part.ends_with('*') {
                    out.push((a, b));
                }
            }
            last = point;
        }
    }
    out
}

#[cfg(test)]
mod tests;
