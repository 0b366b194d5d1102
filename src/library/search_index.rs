//! What search reads of every decision (`match_features`, schema 14): per
//! match one blob, not deflated, so a search scans the library's decisions
//! at memory speed without opening a single record.
//!
//! Layout: a version byte; the number of games (varint); per game its
//! score before it (two varints), whether it is the Crawford game (a byte)
//! and how many entries it has (varint); then one [`ENTRY`]-byte entry per
//! kept decision, in the record's order (entry `i` is record item `i`):
//!
//! - a u64 of the position's figures, from the side of the player on roll
//!   (the doubler for a take or pass): bits 0–8 and 9–17 the pip counts,
//!   18 contact, 19–22 / 23–26 the back checkers, 27–30 / 31–34 the
//!   checkers in the zone, 35–37 / 38–40 the outfield blots (7 or more
//!   stored as 7), 41–43 / 44–46
//!   the home blots, 47–50 / 51–54 the checkers off, 55–58 the game plan,
//!   59–61 the phase, 62 "the position is known", 63 "counts in the PR";
//! - a u16 of the decision: bits 0–2 its kind, 3 the decider's seat, 4–9
//!   the dice (0 none, else 1 + 6 × (die1 − 1) + die2 − 1), 10–13 the
//!   cube's log2, 14–15 its owner (0 centred, 1 the decider, 2 the other
//!   player, 3 unknown);
//! - an f32, the error in EMG (NaN when not analysed).
//!
//! 14 bytes a decision: about 2.7 KB for a 7-point match of 190 kept
//! decisions, growing with the decisions (docs/search.md).
//!
//! Version 2 adds, after the games, the set of the segments (from, to) of
//! every best checker play of the match ([`SEGMENT_BYTES`] bytes): a move
//! pattern (`m"6/1*"`) whose segments are not all in it cannot match any
//! decision of the match, whose record is then not opened.

use rusqlite::{params, Connection};

use crate::library::record::{self, varint, Stored};
use crate::library::{Error, Result};
use crate::model::features::{features, Features, Plan};
use crate::model::position::Board;
use crate::model::{DecisionKind, Match};

pub const ENTRY: usize = 14;
const VERSION: u8 = 2;

/// Bytes of the best moves' segment set (26 × 26 bits).
pub const SEGMENT_BYTES: usize = 85;

/// The phases, by code (bits 59–61).
pub const PHASES: [&str; 5] = ["unknown", "opening", "middle", "race", "bearoff"];

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

/// The blob of a match's kept decisions (`items`, from [`record::stored`]).
pub fn encode(m: &Match, items: &[Stored]) -> Vec<u8> {
    // The boards of files without positions (transcripts), by replaying.
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
    let mut out = Vec::with_capacity(16 + m.games.len() * 6 + items.len() * ENTRY);
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
    }
    let mut set = [0u8; SEGMENT_BYTES];
    for d in items {
        if d.kind == DecisionKind::Checker.code() {
            for (a, b) in segments(d.best.unwrap_or("")) {
                let bit = usize::from(a) * 26 + usize::from(b);
                set[bit / 8] |= 1 << (bit % 8);
            }
        }
    }
    out.extend_from_slice(&set);
    for d in items {
        let kind = DecisionKind::from_code(i64::from(d.kind)).unwrap_or(DecisionKind::Checker);
        let seat = d.seat.min(1);
        let on_roll = match kind {
            DecisionKind::Take | DecisionKind::Pass => 1 - seat,
            _ => seat,
        };
        let board = d
            .position
            .and_then(|p| Board::from_position_id(p, on_roll))
            .or_else(|| {
                let gi = m.games.iter().position(|g| g.number == d.game)?;
                replayed.get(gi)?.get(d.seq as usize).copied().flatten()
            });
        let mut w: u64 = 0;
        if let Some(b) = board {
            let f = features(&b, on_roll);
            let c = |x: u8, bits: u32| u64::from(x).min((1 << bits) - 1);
            w |= u64::from(f.pips[0]).min(511);
            w |= u64::from(f.pips[1]).min(511) << 9;
            w |= u64::from(f.contact) << 18;
            w |= c(f.back[0], 4) << 19 | c(f.back[1], 4) << 23;
            w |= c(f.zone[0], 4) << 27 | c(f.zone[1], 4) << 31;
            w |= c(f.outfield_blots[0], 3) << 35 | c(f.outfield_blots[1], 3) << 38;
            w |= c(f.home_blots[0], 3) << 41 | c(f.home_blots[1], 3) << 44;
            w |= c(f.off[0], 4) << 47 | c(f.off[1], 4) << 51;
            w |= u64::from(f.plan.code()) << 55;
            w |= phase_code(phase_of(&b, on_roll)) << 59;
            w |= 1 << 62;
        }
        w |= u64::from(d.counts) << 63;
        let dice = match d.dice {
            Some([a @ 1..=6, b @ 1..=6]) => 1 + 6 * u16::from(a - 1) + u16::from(b - 1),
            _ => 0,
        };
        let cube = u16::try_from(d.cube.max(1).ilog2()).unwrap_or(15).min(15);
        let owner: u16 = match d.owner {
            Some(2) => 0,
            Some(o) if o == seat => 1,
            Some(_) => 2,
            None => 3,
        };
        let h: u16 =
            u16::from(d.kind & 7) | u16::from(seat) << 3 | dice << 4 | cube << 10 | owner << 14;
        out.extend_from_slice(&w.to_le_bytes());
        out.extend_from_slice(&h.to_le_bytes());
        out.extend_from_slice(&d.error.map_or(f32::NAN, |e| e as f32).to_le_bytes());
    }
    out
}

/// A decoded blob: its games and the raw entries.
pub struct Blob<'a> {
    pub games: Vec<GameInfo>,
    /// The best moves' segments (version 2 blobs).
    segments: Option<&'a [u8]>,
    entries: &'a [u8],
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
        let version = byte();
        if version != Some(VERSION) && version != Some(1) {
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
        let n = varint(&mut byte).ok_or_else(damaged)? as usize;
        let mut games = Vec::with_capacity(n.min(256));
        let mut total = 0usize;
        for _ in 0..n {
            let s0 = varint(&mut byte).ok_or_else(damaged)?;
            let s1 = varint(&mut byte).ok_or_else(damaged)?;
            let crawford = byte().ok_or_else(damaged)? != 0;
            let entries = varint(&mut byte).ok_or_else(damaged)? as usize;
            total = total.saturating_add(entries);
            games.push(GameInfo {
                score: [
                    u32::try_from(s0).unwrap_or(u32::MAX),
                    u32::try_from(s1).unwrap_or(u32::MAX),
                ],
                crawford,
                entries,
            });
        }
        let segments = if version == Some(VERSION) {
            let s = data.get(at..at + SEGMENT_BYTES).ok_or_else(damaged)?;
            at += SEGMENT_BYTES;
            Some(s)
        } else {
            None
        };
        let entries = data.get(at..).ok_or_else(damaged)?;
        if entries.len() != total.saturating_mul(ENTRY) {
            return Err(damaged());
        }
        Ok(Blob {
            games,
            segments,
            entries,
        })
    }

    /// Whether some best checker play of the match has every segment of
    /// `want`; `true` when the blob does not say (version 1).
    pub fn may_have(&self, want: &[(u8, u8)]) -> bool {
        let Some(set) = self.segments else {
            return true;
        };
        want.iter().all(|&(a, b)| {
            let bit = usize::from(a.min(25)) * 26 + usize::from(b.min(25));
            set[bit / 8] & (1 << (bit % 8)) != 0
        })
    }

    /// How many entries.
    pub fn len(&self) -> usize {
        self.entries.len() / ENTRY
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The raw words of entry `i` (for a fast first test).
    pub fn raw(&self, i: usize) -> (u64, u16, f32) {
        let e = &self.entries[i * ENTRY..(i + 1) * ENTRY];
        let mut w = [0u8; 8];
        w.copy_from_slice(&e[..8]);
        let h = u16::from_le_bytes([e[8], e[9]]);
        let f = f32::from_le_bytes([e[10], e[11], e[12], e[13]]);
        (u64::from_le_bytes(w), h, f)
    }

    /// Entry `i`, decoded.
    pub fn entry(&self, i: usize) -> Entry {
        decode(self.raw(i))
    }
}

/// Decodes an entry's words.
pub fn decode((w, h, f): (u64, u16, f32)) -> Entry {
    let bits = |at: u32, n: u32| ((w >> at) & ((1 << n) - 1)) as u8;
    let known = w >> 62 & 1 == 1;
    let features = known.then(|| Features {
        pips: [(w & 511) as u16, (w >> 9 & 511) as u16],
        contact: w >> 18 & 1 == 1,
        back: [bits(19, 4), bits(23, 4)],
        zone: [bits(27, 4), bits(31, 4)],
        outfield_blots: [bits(35, 3), bits(38, 3)],
        home_blots: [bits(41, 3), bits(44, 3)],
        off: [bits(47, 4), bits(51, 4)],
        plan: Plan::from_code(bits(55, 4)).unwrap_or(Plan::Contact),
    });
    let seat = (h >> 3 & 1) as u8;
    let dice = match h >> 4 & 63 {
        0 => None,
        c => {
            let c = (c - 1) as u8;
            Some([c / 6 + 1, c % 6 + 1])
        }
    };
    let owner = match h >> 14 & 3 {
        0 => Some(None),
        1 => Some(Some(seat)),
        2 => Some(Some(1 - seat)),
        _ => None,
    };
    Entry {
        features,
        phase: PHASES
            .get(usize::from(bits(59, 3)))
            .copied()
            .unwrap_or("unknown"),
        counts: w >> 63 & 1 == 1,
        kind: DecisionKind::from_code(i64::from(h & 7)).unwrap_or(DecisionKind::Checker),
        seat,
        dice,
        cube: 1u32 << (h >> 10 & 15),
        owner,
        error: (!f.is_nan()).then_some(f64::from(f)),
    }
}

/// Writes the blob of match `id`.
pub fn write(tx: &Connection, id: i64, m: &Match) -> Result<()> {
    let items = record::stored(m);
    tx.prepare_cached("INSERT OR REPLACE INTO match_features(match_id, data) VALUES (?1, ?2)")?
        .execute(params![id, encode(m, &items)])?;
    Ok(())
}

/// The segments (from, to) a move text names, the bar 25 and off 0, as
/// `13/7 8/7`, `bar/22`, `24/23*/20`, `6/4(2)`, `6/off`, `25/20`, `6/0`
/// write them. A part that is not a point breaks the chain: no segment is
/// made across it, so a pattern's segments are always its own.
pub fn segments(text: &str) -> Vec<(u8, u8)> {
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
                out.push((a, b));
            }
            last = point;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_of_moves() {
        assert_eq!(segments("13/7 8/7"), vec![(13, 7), (8, 7)]);
        assert_eq!(
            segments("bar/22 24/23*/20"),
            vec![(25, 22), (24, 23), (23, 20)]
        );
        assert_eq!(segments("25/20 6/0"), vec![(25, 20), (6, 0)]);
        assert_eq!(segments("6/off(2)"), vec![(6, 0)]);
        assert_eq!(segments("x/6/1"), vec![(6, 1)]);
        assert!(segments("/1").is_empty());
    }

    #[test]
    fn entries_round_trip() {
        let m = crate::model::synthetic::synthetic_match_with_positions(7, 3, 20);
        let items = record::stored(&m);
        let data = encode(&m, &items);
        let blob = Blob::read(1, &data).expect("reads");
        assert_eq!(blob.len(), items.len());
        assert_eq!(blob.games.len(), m.games.len());
        for (i, d) in items.iter().enumerate() {
            let e = blob.entry(i);
            assert_eq!(e.kind.code(), d.kind);
            assert_eq!(e.seat, d.seat);
            assert_eq!(e.counts, d.counts);
            assert_eq!(e.dice, d.dice);
            assert_eq!(e.error.map(|x| x as f32), d.error.map(|x| x as f32));
            let on_roll = match e.kind {
                DecisionKind::Take | DecisionKind::Pass => 1 - d.seat,
                _ => d.seat,
            };
            if let Some(b) = d.position.and_then(|p| Board::from_position_id(p, on_roll)) {
                let f = features(&b, on_roll);
                assert_eq!(e.features, Some(f));
            }
        }
        for d in &items {
            if d.kind == DecisionKind::Checker.code() {
                assert!(blob.may_have(&segments(d.best.unwrap_or(""))));
            }
        }
        assert!(Blob::read(1, &data[..data.len() - 1]).is_err());
        assert!(Blob::read(1, &[]).is_err());
    }
}
