//! A match's decisions as one compact record (`match_decisions.data`,
//! schema 10).
//!
//! One row per decision cost 72 bytes and, worse, an entry in an index
//! ordered by error for most of them: each import wrote a few hundred 4 KB
//! pages at random places of the file (see `docs/storage.md`). A match's
//! decisions are now one deflated record, written in one place; only the
//! errors of [`INDEXED_FLOOR`] EMG and more keep a row of their own
//! (`decision_errors`), ordered by error for the worst-first lists.
//!
//! Layout (before deflating): a version byte, the count, then per decision
//! the game, the order within the game, the move number (varints), a byte
//! of flags, a byte of kind and cube owner, the cube (varint), the dice,
//! the error and MWC loss (f64) and the luck (f32) when known, and the
//! played move, best move and Position ID (length-prefixed).
//!
//! Version 2 (schema 13) adds, after the kind byte, a byte of more flags
//! (a forced play; the luck in MWC known) and keeps the luck as f64 with
//! its MWC form beside it: a stored analysis must give back the figures it
//! was stored with when it becomes the counted one again (`stored::load_match`).
//! Version 1 records are still read (luck rounded to f32, MWC luck unknown).

use crate::library::{Error, Result};
use crate::model::{DecisionKind, Match};

/// The smallest error with a row of its own in `decision_errors`: XG's
/// error mark, and about a tenth to a quarter of the counted decisions of
/// real matches (the rest are listed from the records, `drill`).
pub const INDEXED_FLOOR: f64 = 0.02;

/// The band of an error in `decision_errors`: its whole millipoints (see
/// migration 0011). Monotonic in the error, so ordering by band, then by
/// error, orders by error.
pub fn band(error: f64) -> i64 {
    (error * 1000.0) as i64
}

const VERSION: u8 = 2;

/// Flags of version 2's second byte.
const FORCED: u8 = 1;
const LUCK_MWC: u8 = 1 << 1;

const SEAT: u8 = 1;
const COUNTS: u8 = 1 << 1;
const ERROR: u8 = 1 << 2;
const MWC: u8 = 1 << 3;
const LUCK: u8 = 1 << 4;
const BEST: u8 = 1 << 5;
const POSITION: u8 = 1 << 6;
const DICE: u8 = 1 << 7;

/// Owner codes: 0 / 1 = that seat, 2 = centred, 3 = unknown.
const OWNER_UNKNOWN: u8 = 3;

/// One stored decision; its texts are ranges of the record's bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Item {
    pub game: u32,
    /// Order within the game (the index among the game's decisions as read).
    pub seq: u32,
    pub move_number: u32,
    pub seat: u8,
    /// [`DecisionKind::code`].
    pub kind: u8,
    pub counts: bool,
    pub error: Option<f64>,
    pub mwc_loss: Option<f64>,
    pub luck: Option<f64>,
    /// The luck as MWC (fraction); `None` in money play, unknown, or in a
    /// version 1 record.
    pub luck_mwc: Option<f64>,
    /// Only one play (or none) was legal.
    pub forced: bool,
    pub dice: Option<[u8; 2]>,
    pub cube: u32,
    /// 0 / 1 = that seat, 2 = centred, `None` = unknown.
    pub owner: Option<u8>,
    played: (u32, u32),
    best: Option<(u32, u32)>,
    position: Option<(u32, u32)>,
}

/// A match's decisions, decoded.
#[derive(Debug, Clone, Default)]
pub struct Record {
    bytes: Vec<u8>,
    pub items: Vec<Item>,
}

impl Record {
    pub fn played(&self, d: &Item) -> &str {
        self.text(d.played)
    }

    pub fn best(&self, d: &Item) -> Option<&str> {
        d.best.map(|r| self.text(r))
    }

    pub fn position(&self, d: &Item) -> Option<&str> {
        d.position.map(|r| self.text(r))
    }

    fn text(&self, (at, len): (u32, u32)) -> &str {
        let (a, b) = (at as usize, at as usize + len as usize);
        // Checked valid UTF-8 when decoded.
        self.bytes
            .get(a..b)
            .and_then(|s| std::str::from_utf8(s).ok())
            .unwrap_or("")
    }

    /// The decision of `game` and `seq`, if stored.
    pub fn find(&self, game: u32, seq: u32) -> Option<&Item> {
        self.items
            .binary_search_by(|d| (d.game, d.seq).cmp(&(game, seq)))
            .ok()
            .map(|i| &self.items[i])
    }
}

/// Whether a decision is kept: a no-double that was neither close nor an
/// error never enters a figure (gnuBG's "total cube decisions" beyond the
/// close ones), and the aggregates hold all it contributes.
pub fn kept(d: &crate::model::Decision) -> bool {
    !(d.kind == DecisionKind::NoDouble && !d.counts && d.error.is_none_or(|e| e <= 0.0))
}

/// A decision as it is stored (what [`encode`] writes).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stored<'a> {
    pub game: u32,
    pub seq: u32,
    pub move_number: u32,
    pub seat: u8,
    pub kind: u8,
    pub counts: bool,
    pub error: Option<f64>,
    pub mwc_loss: Option<f64>,
    pub luck: Option<f64>,
    pub luck_mwc: Option<f64>,
    pub forced: bool,
    pub dice: Option<[u8; 2]>,
    pub cube: u32,
    /// 0 / 1 = that seat, 2 = centred, `None` = unknown.
    pub owner: Option<u8>,
    pub played: &'a str,
    pub best: Option<&'a str>,
    pub position: Option<&'a str>,
}

/// A match's kept decisions, in the order played.
pub fn stored(m: &Match) -> Vec<Stored<'_>> {
    let mut v = Vec::new();
    for g in &m.games {
        for (seq, d) in g.decisions.iter().enumerate() {
            if !kept(d) {
                continue;
            }
            let position = d.position.as_deref();
            v.push(Stored {
                game: g.number,
                seq: seq as u32,
                move_number: d.move_number,
                seat: d.seat.min(1),
                kind: d.kind.code(),
                counts: d.counts,
                error: d.error,
                mwc_loss: d.mwc_loss,
                luck: d.luck,
                luck_mwc: d.luck_mwc,
                forced: d.forced,
                dice: d.dice,
                cube: d.cube,
                // The owner is known only with the position (as stored before).
                owner: position.and(d.cube_owner).map(|o| o.min(2)),
                played: &d.played,
                best: d.best.as_deref(),
                position,
            });
        }
    }
    v
}

/// The record of a match's decisions, deflated.
pub fn encode(items: &[Stored]) -> Vec<u8> {
    let mut out = Vec::with_capacity(48 * items.len() + 8);
    out.push(VERSION);
    varint(&mut out, items.len() as u64);
    for d in items {
        varint(&mut out, u64::from(d.game));
        varint(&mut out, u64::from(d.seq));
        varint(&mut out, u64::from(d.move_number));
        let dice = d
            .dice
            .filter(|x| (1..=6).contains(&x[0]) && (1..=6).contains(&x[1]));
        let mut flags = 0u8;
        for (on, bit) in [
            (d.seat == 1, SEAT),
            (d.counts, COUNTS),
            (d.error.is_some(), ERROR),
            (d.mwc_loss.is_some(), MWC),
            (d.luck.is_some(), LUCK),
            (d.best.is_some(), BEST),
            (d.position.is_some(), POSITION),
            (dice.is_some(), DICE),
        ] {
            if on {
                flags |= bit;
            }
        }
        out.push(flags);
        let owner = d.owner.map_or(OWNER_UNKNOWN, |o| o.min(2));
        out.push((d.kind & 7) | owner << 3);
        let mut more = 0u8;
        if d.forced {
            more |= FORCED;
        }
        if d.luck_mwc.is_some() {
            more |= LUCK_MWC;
        }
        out.push(more);
        varint(&mut out, u64::from(d.cube));
        if let Some([a, b]) = dice {
            out.push(a << 3 | b);
        }
        if let Some(e) = d.error {
            out.extend_from_slice(&e.to_le_bytes());
        }
        if let Some(x) = d.mwc_loss {
            out.extend_from_slice(&x.to_le_bytes());
        }
        if let Some(x) = d.luck {
            out.extend_from_slice(&x.to_le_bytes());
        }
        if let Some(x) = d.luck_mwc {
            out.extend_from_slice(&x.to_le_bytes());
        }
        text(&mut out, d.played);
        if let Some(b) = d.best {
            text(&mut out, b);
        }
        if let Some(p) = d.position {
            text(&mut out, p);
        }
    }
    crate::library::deflate::deflate(&out, 1)
}

/// Where a counted error is kept for the worst-first lists: a row of
/// `decision_errors` ([`Part::Indexed`]), one of the three parts below it
/// that `seat_errors` sums (the histogram's bars cut them: exactly
/// [`crate::metrics::bucket`]), or the errors of zero.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Zero,
    Small(usize),
    Indexed,
}

impl Part {
    pub fn of(error: f64) -> Part {
        if error <= 0.0 {
            Part::Zero
        } else if error >= INDEXED_FLOOR {
            Part::Indexed
        } else {
            Part::Small(crate::metrics::bucket(error).min(2))
        }
    }
}

/// One family's counted errors of a match × seat outside `decision_errors`
/// (a row of `seat_errors`, one half).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct FamilyParts {
    pub zero: u32,
    pub small: [u32; 3],
    pub small_max: [Option<f64>; 3],
}

/// A match × seat's row of `seat_errors`.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SeatParts {
    /// Bit k: a counted decision of kind code k has an error of 0.
    pub zero_kinds: u8,
    /// Bit k: a counted decision of kind code k has an error in a
    /// [`Part::Small`].
    pub small_kinds: u8,
    pub checker: FamilyParts,
    pub cube: FamilyParts,
}

/// The `seat_errors` rows of a match's decisions, by seat.
pub fn seat_parts(items: &[Stored]) -> [SeatParts; 2] {
    let mut out = [SeatParts::default(); 2];
    for d in items {
        let (true, Some(e)) = (d.counts, d.error) else {
            continue;
        };
        let s = &mut out[usize::from(d.seat.min(1))];
        let fam = if d.kind == 0 {
            &mut s.checker
        } else {
            &mut s.cube
        };
        match Part::of(e) {
            Part::Zero => {
                fam.zero += 1;
                s.zero_kinds |= 1 << (d.kind & 7);
            }
            Part::Small(r) => {
                s.small_kinds |= 1 << (d.kind & 7);
                fam.small[r] += 1;
                fam.small_max[r] = Some(fam.small_max[r].map_or(e, |m| m.max(e)));
            }
            Part::Indexed => {}
        }
    }
    out
}

/// Decodes a stored record; `match_id` names the match in the error.
pub fn decode(match_id: i64, data: &[u8]) -> Result<Record> {
    let damaged = |what: crate::i18n::Message| {
        Error::Invalid(crate::msg!(
            "lib-record-damaged",
            id = match_id,
            what = what
        ))
    };
    // A record inflates to a few tens of KB; the cap bounds a damaged one.
    let bytes = crate::library::deflate::inflate(data, 64 << 20)
        .map_err(|_| damaged(crate::msg!("lib-record-not-deflated")))?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
        version: 0,
    };
    let version = r
        .byte()
        .ok_or_else(|| damaged(crate::msg!("lib-record-empty")))?;
    r.version = version;
    if version != VERSION && version != 1 {
        return Err(damaged(crate::msg!(
            "lib-record-version",
            version = version
        )));
    }
    let n = r
        .varint()
        .ok_or_else(|| damaged(crate::msg!("lib-record-no-count")))?;
    let mut items = Vec::with_capacity((n as usize).min(bytes.len() / 8));
    for _ in 0..n {
        let item = r
            .item()
            .ok_or_else(|| damaged(crate::msg!("lib-record-cut-short")))?;
        items.push(item);
    }
    let check = |x: Option<(u32, u32)>| {
        x.is_none_or(|(a, l)| std::str::from_utf8(&bytes[a as usize..(a + l) as usize]).is_ok())
    };
    if !items
        .iter()
        .all(|d| check(Some(d.played)) && check(d.best) && check(d.position))
    {
        return Err(damaged(crate::msg!("lib-record-not-utf8")));
    }
    Ok(Record { bytes, items })
}

/// Appends `x` as a LEB128 varint (also the search blobs' encoding).
pub(crate) fn varint(out: &mut Vec<u8>, mut x: u64) {
    loop {
        let b = (x & 0x7f) as u8;
        x >>= 7;
        if x == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn text(out: &mut Vec<u8>, s: &str) {
    varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// The record's version (1 or 2).
    version: u8,
}

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }

    fn varint(&mut self) -> Option<u64> {
        let mut x = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            x |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Some(x);
            }
        }
        None
    }

    fn u32(&mut self) -> Option<u32> {
        u32::try_from(self.varint()?).ok()
    }

    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let s = self.bytes.get(self.at..self.at + N)?;
        self.at += N;
        s.try_into().ok()
    }

    fn text(&mut self) -> Option<(u32, u32)> {
        let len = self.u32()?;
        let at = u32::try_from(self.at).ok()?;
        self.bytes.get(self.at..self.at + len as usize)?;
        self.at += len as usize;
        Some((at, len))
    }

    fn item(&mut self) -> Option<Item> {
        let game = self.u32()?;
        let seq = self.u32()?;
        let move_number = self.u32()?;
        let flags = self.byte()?;
        let ko = self.byte()?;
        let kind = ko & 7;
        DecisionKind::from_code(i64::from(kind))?;
        let owner = match ko >> 3 {
            o @ 0..=2 => Some(o),
            _ => None,
        };
        let more = if self.version >= 2 { self.byte()? } else { 0 };
        let cube = self.u32()?;
        let on = |bit: u8| flags & bit != 0;
        let dice = if on(DICE) {
            let b = self.byte()?;
            Some([b >> 3, b & 7])
        } else {
            None
        };
        let error = if on(ERROR) {
            Some(f64::from_le_bytes(self.take()?))
        } else {
            None
        };
        let mwc_loss = if on(MWC) {
            Some(f64::from_le_bytes(self.take()?))
        } else {
            None
        };
        let luck = match (on(LUCK), self.version) {
            (false, _) => None,
            (true, 1) => Some(f64::from(f32::from_le_bytes(self.take()?))),
            (true, _) => Some(f64::from_le_bytes(self.take()?)),
        };
        let luck_mwc = if more & LUCK_MWC != 0 {
            Some(f64::from_le_bytes(self.take()?))
        } else {
            None
        };
        let played = self.text()?;
        let best = if on(BEST) { Some(self.text()?) } else { None };
        let position = if on(POSITION) {
            Some(self.text()?)
        } else {
            None
        };
        Some(Item {
            game,
            seq,
            move_number,
            seat: u8::from(on(SEAT)),
            kind,
            counts: on(COUNTS),
            error,
            mwc_loss,
            luck,
            luck_mwc,
            forced: more & FORCED != 0,
            dice,
            cube,
            owner,
            played,
            best,
            position,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_round_trips() {
        let m = crate::model::synthetic::synthetic_match_with_positions(7, 3, 20);
        let rec = decode(1, &encode(&stored(&m))).expect("decodes");
        let mut n = 0;
        for g in &m.games {
            for (seq, d) in g.decisions.iter().enumerate().filter(|(_, d)| kept(d)) {
                let s = rec.find(g.number, seq as u32).expect("stored");
                n += 1;
                assert_eq!(s.seat, d.seat);
                assert_eq!(s.kind, d.kind.code());
                assert_eq!(s.counts, d.counts);
                assert_eq!(s.error, d.error);
                assert_eq!(s.mwc_loss, d.mwc_loss);
                assert_eq!(s.luck, d.luck);
                assert_eq!(s.luck_mwc, d.luck_mwc);
                assert_eq!(s.forced, d.forced);
                assert_eq!(s.move_number, d.move_number);
                assert_eq!(s.cube, d.cube);
                assert_eq!(rec.played(s), d.played);
                assert_eq!(rec.best(s), d.best.as_deref());
                assert_eq!(rec.position(s), d.position.as_deref());
            }
        }
        assert_eq!(rec.items.len(), n);
        assert!(n > 100, "{n}");
    }

    #[test]
    fn a_version_1_record_is_still_read() {
        // game 1, seq 0, move 1, flags seat|counts|error|luck|dice, kind 0
        // centred, cube 1, dice 6-5, error 0.0125, luck 0.25 (f32), "24/13".
        let mut raw = vec![1u8, 1, 1, 0, 1];
        raw.push(SEAT | COUNTS | ERROR | LUCK | DICE);
        raw.push(2 << 3);
        raw.push(1);
        raw.push(6 << 3 | 5);
        raw.extend_from_slice(&0.0125f64.to_le_bytes());
        raw.extend_from_slice(&0.25f32.to_le_bytes());
        raw.push(5);
        raw.extend_from_slice(b"24/13");
        let rec = decode(4, &miniz_oxide::deflate::compress_to_vec(&raw, 1)).expect("decodes");
        let d = rec.items[0];
        assert_eq!((d.seat, d.kind, d.cube, d.owner), (1, 0, 1, Some(2)));
        assert_eq!(d.dice, Some([6, 5]));
        assert_eq!(d.error, Some(0.0125));
        assert_eq!(d.luck, Some(0.25));
        assert_eq!((d.luck_mwc, d.forced), (None, false));
        assert_eq!(rec.played(&d), "24/13");
    }

    #[test]
    fn damaged_records_are_errors_not_panics() {
        let m = crate::model::synthetic::synthetic_match(3, 1, 20);
        let good = encode(&stored(&m));
        for cut in [0, 1, 5, good.len() / 2, good.len() - 1] {
            assert!(decode(9, &good[..cut]).is_err(), "cut at {cut}");
        }
        assert!(decode(9, b"not deflate at all").is_err());
        let raw = miniz_oxide::deflate::compress_to_vec(&[1, 5, 0, 0], 1);
        let e = decode(9, &raw).unwrap_err().to_string();
        assert!(e.contains("match 9") && e.contains("damaged"), "{e}");
    }
}
