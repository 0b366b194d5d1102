//! eXtreme Gammon `.xg` reader (formats-spec §1).
//!
//! The file is a 8 232-byte `RGMH` header, a JPEG thumbnail and a small
//! zlib archive whose member `temp.xg` is a stream of fixed 2 560-byte
//! records: one match header, then per game a game header, one cube record
//! per turn (each followed by the move of that turn) and a game footer.
//!
//! Counting follows XG's own statistics window (formats-spec §1.10):
//! an unforced checker play is a played, legal (`InvalidM == 0`) move with
//! `Irrelevant == 0` that XG graded; a no-double / double counts when it is
//! not trivial; every take and pass counts. Errors are stored by XG (`ErrMove`, `ErrCube`,
//! `ErrTake`), so this reader only changes their sign to positive EMG and
//! prices them in MWC with the Kazaross-XG2 table at the decision's score
//! and cube.
//!
//! `Decision::position` is the position before the decision in XG's
//! player-1 frame, 26 characters for slots 0..25 (slot 0 = player 2's bar,
//! 1..24 = player 1's points, 25 = player 1's bar): `A`..`O` = that many
//! player-1 checkers, `a`..`o` = player-2 checkers, `-` = empty. It is the
//! position part of an XGID with the case convention of XG's file frame,
//! not a full XGID.
//!
//! Every offset read from the file is checked: bad input gives a
//! [`ParseError`], never a panic, and no allocation exceeds a bound derived
//! from the file's own length.

use crate::formats::ParseError;
use crate::i18n::Message;
use crate::model::met::CubeCtx;
use crate::model::moves::cube_candidates;
use crate::model::position::Board;
use crate::model::{Candidate, Decision, DecisionKind, Format, Game, GameResult, Match, Rules};
use crate::msg;

/// Size of the `RGMH` rich game header.
const HEADER_SIZE: usize = 8232;
/// Size of the archive trailer at the end of the file.
const TRAILER_SIZE: usize = 36;
/// Size of one archive registry entry.
const FILE_RECORD_SIZE: usize = 532;
/// Size of one record of `temp.xg`.
const RECORD_SIZE: usize = 2560;
/// More archive members than this is not an XG file.
const MAX_MEMBERS: usize = 64;
/// Upper bound on an inflated member, whatever its header claims.
const MAX_MEMBER_SIZE: usize = 256 << 20;
/// zlib cannot expand data by more than about 1 032 : 1.
const MAX_ZLIB_RATIO: usize = 1100;
/// XG's "not analysed" error is −1000; anything at or below this is ungraded.
const UNGRADED: f64 = -999.0;
/// Largest cube exponent accepted (2^20); XG's own limit is 2^10.
const MAX_CUBE_LOG2: u32 = 20;
/// Scores and points above this are corrupt (and would overflow sums).
const MAX_POINTS: u32 = 1 << 24;

// Record types (byte 8 of every record).
const REC_HEADER_MATCH: u8 = 0;
const REC_HEADER_GAME: u8 = 1;
const REC_CUBE: u8 = 2;
const REC_MOVE: u8 = 3;
const REC_FOOTER_GAME: u8 = 4;
const REC_FOOTER_MATCH: u8 = 5;
const REC_COMMENT: u8 = 6;
const REC_MISSING: u8 = 7;

/// Reads an eXtreme Gammon `.xg` match file.
pub fn parse(bytes: &[u8]) -> Result<Match, ParseError> {
    let stream = temp_xg(bytes)?;
    let (mut m, comments) = read_records(&stream, false)?;
    // The comments (`temp.xgc`): a damaged member loses them, not the match.
    let xgc = member(bytes, "temp.xgc").ok().flatten();
    crate::formats::xg_comments::attach(&mut m, &comments, xgc.as_deref());
    Ok(m)
}

/// [`parse`], with each analysed checker play's candidate moves
/// ([`Decision::candidates`]): for a board's analysis panel, not import.
pub fn parse_with_candidates(bytes: &[u8]) -> Result<Match, ParseError> {
    let stream = temp_xg(bytes)?;
    parse_records(&stream, true)
}

// ---------------------------------------------------------------------------
// Little-endian readers over a slice; every one is bounds-checked.

fn slice_at(b: &[u8], off: usize, len: usize) -> Option<&[u8]> {
    b.get(off..off.checked_add(len)?)
}

fn rd_u8(b: &[u8], off: usize) -> Option<u8> {
    b.get(off).copied()
}

fn rd_i8(b: &[u8], off: usize) -> Option<i8> {
    b.get(off).map(|&v| v as i8)
}

fn rd_u32(b: &[u8], off: usize) -> Option<u32> {
    Some(u32::from_le_bytes(slice_at(b, off, 4)?.try_into().ok()?))
}

fn rd_i32(b: &[u8], off: usize) -> Option<i32> {
    Some(i32::from_le_bytes(slice_at(b, off, 4)?.try_into().ok()?))
}

fn rd_f32(b: &[u8], off: usize) -> Option<f32> {
    Some(f32::from_le_bytes(slice_at(b, off, 4)?.try_into().ok()?))
}

fn rd_f64(b: &[u8], off: usize) -> Option<f64> {
    Some(f64::from_le_bytes(slice_at(b, off, 8)?.try_into().ok()?))
}

/// Windows-1252 code points of bytes 0x80..0x9F (0 = undefined).
const CP1252_HIGH: [u16; 32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017D, 0, 0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC,
    0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
];

fn cp1252(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&c| match c {
            0x80..=0x9F => char::from_u32(u32::from(CP1252_HIGH[usize::from(c - 0x80)]))
                .filter(|&ch| ch != '\0')
                .unwrap_or('\u{FFFD}'),
            _ => char::from(c),
        })
        .collect()
}

/// Delphi `string[n]` at `off`: a length byte then up to `n` cp1252 bytes.
fn short_string(b: &[u8], off: usize, max: usize) -> String {
    let len = usize::from(rd_u8(b, off).unwrap_or(0)).min(max);
    slice_at(b, off + 1, len).map(cp1252).unwrap_or_default()
}

/// `array[0..n-1] of WideChar` at `off`: UTF-16LE up to the first NUL (or
/// the whole array when it is full).
fn wide_string(b: &[u8], off: usize, units: usize) -> String {
    let Some(raw) = slice_at(b, off, units * 2) else {
        return String::new();
    };
    let u: Vec<u16> = raw
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .take_while(|&c| c != 0)
        .collect();
    String::from_utf16_lossy(&u)
}

fn clean(s: String) -> String {
    s.trim().to_string()
}

// ---------------------------------------------------------------------------
// Container: header, archive trailer, registry, member `temp.xg`.

/// Inflates a zlib stream, refusing output longer than `limit` bytes.
///
/// Decompresses straight into a zeroed buffer of the declared size (one
/// allocation the kernel hands over already zeroed, no copies): the record
/// stream of a match is 1–2 MB, and inflating it is most of the reading time.
fn inflate(data: &[u8], limit: usize, what: Message, at: usize) -> Result<Vec<u8>, ParseError> {
    use miniz_oxide::inflate::core::{decompress, inflate_flags, DecompressorOxide};
    use miniz_oxide::inflate::TINFLStatus;
    let mut out = vec![0u8; limit.saturating_add(1)];
    let mut state = Box::<DecompressorOxide>::default();
    let flags = inflate_flags::TINFL_FLAG_PARSE_ZLIB_HEADER
        | inflate_flags::TINFL_FLAG_USING_NON_WRAPPING_OUTPUT_BUF;
    let (status, _read, written) = decompress(&mut state, data, &mut out, 0, flags);
    match status {
        TINFLStatus::Done if written <= limit => {
            out.truncate(written);
            Ok(out)
        }
        TINFLStatus::Done | TINFLStatus::HasMoreOutput => Err(ParseError::at_byte(
            at,
            msg!("parse-xg-inflates-past", what = what),
        )),
        TINFLStatus::NeedsMoreInput | TINFLStatus::FailedCannotMakeProgress => Err(
            ParseError::at_byte(at, msg!("parse-xg-zlib-truncated", what = what)),
        ),
        other => Err(ParseError::at_byte(
            at,
            msg!(
                "parse-xg-zlib-corrupt",
                what = what,
                status = format!("{other:?}")
            ),
        )),
    }
}

/// Locates and extracts the `temp.xg` record stream.
fn temp_xg(bytes: &[u8]) -> Result<Vec<u8>, ParseError> {
    member(bytes, "temp.xg")?.ok_or_else(|| ParseError::new(msg!("parse-xg-no-member")))
}

/// Locates and extracts the archive member `name`; `None` when the file
/// has none (`temp.xgc` exists only when the match has comments).
fn member(bytes: &[u8], name: &str) -> Result<Option<Vec<u8>>, ParseError> {
    if bytes.len() < 4 || &bytes[..4] != b"RGMH" {
        return Err(ParseError::at_byte(0, msg!("parse-xg-no-magic")));
    }
    let file_len = bytes.len();
    if file_len < HEADER_SIZE + TRAILER_SIZE {
        return Err(ParseError::at_byte(file_len, msg!("parse-xg-short")));
    }
    let tr_at = file_len - TRAILER_SIZE;
    let trailer = &bytes[tr_at..];
    let bad_trailer = |m: Message| ParseError::at_byte(tr_at, msg!("parse-xg-trailer", what = m));
    let count = rd_i32(trailer, 4).ok_or_else(|| bad_trailer(msg!("parse-xg-unreadable")))?;
    let reg_size = rd_i32(trailer, 12).ok_or_else(|| bad_trailer(msg!("parse-xg-unreadable")))?;
    let arc_size = rd_i32(trailer, 16).ok_or_else(|| bad_trailer(msg!("parse-xg-unreadable")))?;
    let reg_compressed =
        rd_i32(trailer, 20).ok_or_else(|| bad_trailer(msg!("parse-xg-unreadable")))? != 0;
    let count = usize::try_from(count)
        .ok()
        .filter(|&c| (1..=MAX_MEMBERS).contains(&c))
        .ok_or_else(|| bad_trailer(msg!("parse-xg-member-count")))?;
    let reg_size =
        usize::try_from(reg_size).map_err(|_| bad_trailer(msg!("parse-xg-negative-registry")))?;
    let arc_size =
        usize::try_from(arc_size).map_err(|_| bad_trailer(msg!("parse-xg-negative-archive")))?;
    let reg_start = tr_at
        .checked_sub(reg_size)
        .ok_or_else(|| bad_trailer(msg!("parse-xg-registry-too-large")))?;
    let arc_start = reg_start
        .checked_sub(arc_size)
        .filter(|&a| a >= HEADER_SIZE)
        .ok_or_else(|| bad_trailer(msg!("parse-xg-archive-overlaps")))?;

    let reg_raw = &bytes[reg_start..tr_at];
    let reg_len = count * FILE_RECORD_SIZE;
    let registry = if reg_compressed {
        inflate(reg_raw, reg_len, msg!("parse-xg-registry"), reg_start)?
    } else {
        reg_raw.to_vec()
    };
    if registry.len() < reg_len {
        return Err(ParseError::at_byte(
            reg_start,
            msg!("parse-xg-registry-truncated"),
        ));
    }

    for entry in registry.chunks_exact(FILE_RECORD_SIZE).take(count) {
        if short_string(entry, 0, 255) != name {
            continue;
        }
        let bad = |m: Message| ParseError::at_byte(reg_start, msg!("parse-xg-entry", what = m));
        let orig = rd_i32(entry, 512).and_then(|v| usize::try_from(v).ok());
        let csize = rd_i32(entry, 516).and_then(|v| usize::try_from(v).ok());
        let start = rd_i32(entry, 520).and_then(|v| usize::try_from(v).ok());
        let (Some(orig), Some(csize), Some(start)) = (orig, csize, start) else {
            return Err(bad(msg!("parse-xg-negative-size")));
        };
        let crc = rd_u32(entry, 524).ok_or_else(|| bad(msg!("parse-xg-unreadable")))?;
        let stored = rd_u8(entry, 528).ok_or_else(|| bad(msg!("parse-xg-unreadable")))? != 0;
        let from = arc_start
            .checked_add(start)
            .ok_or_else(|| bad(msg!("parse-xg-offset-overflows")))?;
        let to = from
            .checked_add(csize)
            .ok_or_else(|| bad(msg!("parse-xg-size-overflows")))?;
        if to > reg_start {
            return Err(bad(msg!("parse-xg-outside-archive")));
        }
        let data = &bytes[from..to];
        if orig > MAX_MEMBER_SIZE || orig > csize.saturating_mul(MAX_ZLIB_RATIO) {
            return Err(bad(msg!("parse-xg-absurd-size")));
        }
        let member = if stored {
            data.to_vec()
        } else {
            inflate(data, orig, Message::raw(name), from)?
        };
        if member.len() != orig {
            return Err(ParseError::at_byte(from, msg!("parse-xg-size-differs")));
        }
        if crc32fast::hash(&member) != crc {
            return Err(ParseError::at_byte(from, msg!("parse-xg-crc")));
        }
        return Ok(Some(member));
    }
    if name == "temp.xg" {
        return Err(ParseError::at_byte(reg_start, msg!("parse-xg-no-member")));
    }
    Ok(None)
}

// ---------------------------------------------------------------------------
// Record stream.

fn rec_err(index: usize, what: Message) -> ParseError {
    ParseError::new(msg!(
        "parse-xg-record",
        index = index,
        offset = index * RECORD_SIZE,
        what = what
    ))
}

/// ±1 player code → seat (player 1 = seat 0).
fn seat_of(code: i32) -> Option<u8> {
    match code {
        1 => Some(0),
        -1 => Some(1),
        _ => None,
    }
}

/// The owner of the cube from XG's absolute cube code: positive = player
/// 1 (seat 0), negative = player 2, 0 = centred.
fn cube_owner(code: i32) -> Option<u8> {
    Some(seat_of(code.signum()).unwrap_or(crate::model::CENTRED))
}

/// Cube value from XG's absolute cube code (0 centred, ±n = owner, value 2^n).
fn cube_value(code: i32, auto_doubles: u32) -> Option<u32> {
    let log = code.unsigned_abs().checked_add(auto_doubles)?;
    (log <= MAX_CUBE_LOG2).then(|| 1u32 << log)
}

/// Date from a Delphi TDateTime (days since 1899-12-30), ISO `YYYY-MM-DD`.
fn tdatetime_to_iso(t: f64) -> Option<String> {
    if !t.is_finite() || !(1.0..3_000_000.0).contains(&t) {
        return None;
    }
    // Days since 1970-01-01, then Howard Hinnant's civil_from_days.
    let z = t.floor() as i64 - 25_569 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    Some(format!("{y:04}-{m:02}-{d:02}"))
}

/// gnuBG's Position ID of an XG position in the player-1 frame (positive =
/// player 1 = seat 0; `p[25]` player 1's bar, `p[0]` player 2's bar) with
/// `on_roll` to play, so a decision names the same position whether the
/// match was read from `.xg` or `.sgf`.
fn position_id(p: &[i8; 26], on_roll: u8) -> String {
    let mut b = Board {
        checkers: [[0; 25]; 2],
    };
    for (i, &n) in p.iter().enumerate().take(25).skip(1) {
        if n > 0 {
            b.checkers[0][i - 1] = n.unsigned_abs();
        } else if n < 0 {
            // Player 1's point i is player 2's point 25 - i.
            b.checkers[1][24 - i] = n.unsigned_abs();
        }
    }
    b.checkers[0][24] = p[25].max(0).unsigned_abs();
    b.checkers[1][24] = p[0].min(0).unsigned_abs();
    b.position_id(on_roll)
}

fn read_pos(r: &[u8], off: usize) -> Option<[i8; 26]> {
    let mut p = [0i8; 26];
    for (i, v) in p.iter_mut().enumerate() {
        *v = rd_i8(r, off + i)?;
    }
    Some(p)
}

/// Player-1 frame ↔ other side's frame: `q[i] = −p[25−i]`.
fn swap_frame(p: &[i8; 26]) -> [i8; 26] {
    let mut q = [0i8; 26];
    for (i, v) in q.iter_mut().enumerate() {
        *v = p[25 - i].saturating_neg();
    }
    q
}

/// A move as text from (from, to) pairs in the mover's 0-based numbering
/// (24 = bar, negative `to` = off), marking hits against `board` (mover
/// frame: positive = mover, index n = point n). Stops at `from == −1`.
fn move_text(pairs: &[(i32, i32)], board: &[i8; 26]) -> String {
    let mut b = *board;
    let mut parts = Vec::new();
    for &(from, to) in pairs {
        if from < 0 {
            break;
        }
        let from_s = if from >= 24 {
            "bar".to_string()
        } else {
            (from + 1).to_string()
        };
        let (to_s, hit) = if to < 0 {
            ("off".to_string(), false)
        } else if to < 24 {
            let idx = (to + 1) as usize;
            let hit = b[idx] == -1;
            if hit {
                b[idx] = 0;
            }
            ((to + 1).to_string(), hit)
        } else {
            ("?".to_string(), false)
        };
        parts.push(format!("{from_s}/{to_s}{}", if hit { "*" } else { "" }));
    }
    parts.join(" ")
}

struct GameBuilder {
    game: Game,
    auto_doubles: u32,
    turn: u32,
    /// Seat whose cube record opened the current turn (its move follows).
    open_turn: Option<u8>,
}

struct MatchInfo {
    length: u32,
    crawford_rule: bool,
}

impl GameBuilder {
    fn ctx(&self, info: &MatchInfo, cube: u32, mover: u8) -> CubeCtx {
        CubeCtx {
            length: info.length,
            score: self.game.score,
            cube,
            mover,
            crawford: self.game.crawford && info.crawford_rule,
        }
    }
}

fn graded(e: f64) -> bool {
    e.is_finite() && e > UNGRADED
}

fn parse_records(stream: &[u8], want_candidates: bool) -> Result<Match, ParseError> {
    read_records(stream, want_candidates).map(|(m, _)| m)
}

/// [`parse_records`], with the `temp.xgc` line of each note's comment
/// (−1: none), in the order of `Match::notes`.
fn read_records(stream: &[u8], want_candidates: bool) -> Result<(Match, Vec<i32>), ParseError> {
    if stream.is_empty() || !stream.len().is_multiple_of(RECORD_SIZE) {
        return Err(ParseError::new(msg!(
            "parse-xg-stream-size",
            size = stream.len(),
            record = RECORD_SIZE
        )));
    }
    let mut records = stream.chunks_exact(RECORD_SIZE).enumerate();
    let (_, hm) = records
        .next()
        .ok_or_else(|| rec_err(0, msg!("parse-xg-empty-stream")))?;
    if rd_u8(hm, 8) != Some(REC_HEADER_MATCH) {
        return Err(rec_err(0, msg!("parse-xg-no-match-header")));
    }
    if slice_at(hm, 556, 4) != Some(b"DMLI".as_slice()) {
        return Err(rec_err(0, msg!("parse-xg-no-dmli")));
    }
    let hi = |off: usize| rd_i32(hm, off).unwrap_or(0);
    let hb = |off: usize| rd_u8(hm, off).unwrap_or(0) != 0;
    let version = hi(552);
    let (mut p1, mut p2, mut event) = (String::new(), String::new(), String::new());
    if version >= 24 {
        p1 = clean(wide_string(hm, 880, 129));
        p2 = clean(wide_string(hm, 1138, 129));
        event = clean(wide_string(hm, 622, 129));
    }
    if p1.is_empty() {
        p1 = clean(short_string(hm, 9, 40));
    }
    if p2.is_empty() {
        p2 = clean(short_string(hm, 50, 40));
    }
    if event.is_empty() {
        event = clean(short_string(hm, 136, 128));
    }
    let raw_len = hi(92);
    let length = if (1..99_999).contains(&raw_len) {
        raw_len as u32
    } else {
        0
    };
    let rules = Rules {
        crawford: hb(100),
        jacoby: hb(101),
        beavers: hb(102),
    };
    let date = rd_f64(hm, 128).and_then(tdatetime_to_iso);
    let info = MatchInfo {
        length,
        crawford_rule: rules.crawford,
    };

    let mut games: Vec<Game> = Vec::new();
    let mut cur: Option<GameBuilder> = None;
    let mut match_over = false;
    let mut saw_footer = false;
    let mut any_luck = false;
    let mut analysed = false;
    let mut notes: Vec<crate::model::Note> = Vec::new();
    let mut comments: Vec<i32> = Vec::new();
    // A comment or flag on a turn's cube record without a cube decision
    // (the cube was not available): it is the turn's move's.
    let mut carried: Option<(i32, bool)> = None;
    let mut note = |g: &Game, seq: usize, comment: i32, flagged: bool| {
        if comment >= 0 || flagged {
            notes.push(crate::model::Note {
                game: g.number,
                seq: seq as u32,
                origin: crate::model::Origin::Xg,
                text: None,
                flagged,
            });
            comments.push(comment);
        }
    };

    for (idx, r) in records {
        let kind = rd_u8(r, 8).ok_or_else(|| rec_err(idx, msg!("parse-xg-unreadable")))?;
        let i = |off: usize| {
            rd_i32(r, off).ok_or_else(|| rec_err(idx, msg!("parse-xg-unreadable-field")))
        };
        let f = |off: usize| {
            rd_f64(r, off).ok_or_else(|| rec_err(idx, msg!("parse-xg-unreadable-field")))
        };
        let g4 = |off: usize| {
            rd_f32(r, off)
                .map(f64::from)
                .ok_or_else(|| rec_err(idx, msg!("parse-xg-unreadable-field")))
        };
        if match_over && kind != REC_COMMENT && kind != REC_MISSING {
            return Err(rec_err(idx, msg!("parse-xg-after-footer")));
        }
        match kind {
            REC_HEADER_MATCH => return Err(rec_err(idx, msg!("parse-xg-second-header"))),
            REC_HEADER_GAME => {
                if let Some(g) = cur.take() {
                    games.push(g.game);
                }
                let s1 = u32::try_from(i(12)?).ok().filter(|&s| s <= MAX_POINTS);
                let s2 = u32::try_from(i(16)?).ok().filter(|&s| s <= MAX_POINTS);
                let (Some(s1), Some(s2)) = (s1, s2) else {
                    return Err(rec_err(idx, msg!("parse-xg-absurd-score")));
                };
                let auto = if version >= 26 { i(64)? } else { 0 };
                let auto = u32::try_from(auto)
                    .ok()
                    .filter(|&a| a <= MAX_CUBE_LOG2)
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-absurd-auto-doubles")))?;
                let number = u32::try_from(games.len() + 1)
                    .map_err(|_| rec_err(idx, msg!("parse-xg-too-many-games")))?;
                cur = Some(GameBuilder {
                    game: Game {
                        number,
                        score: [s1, s2],
                        crawford: rd_u8(r, 20).unwrap_or(0) != 0,
                        result: GameResult::default(),
                        rolls: Vec::new(),
                        decisions: Vec::new(),
                    },
                    auto_doubles: auto,
                    turn: 0,
                    open_turn: None,
                });
            }
            REC_CUBE => {
                let g = cur
                    .as_mut()
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-cube-outside-game")))?;
                let double = i(16)?;
                let take = i(20)?;
                if !(-2..=1).contains(&double) || !(-1..=2).contains(&take) {
                    return Err(rec_err(idx, msg!("parse-xg-unknown-cube-action")));
                }
                g.turn += 1;
                let (cube_comment, cube_flag) = (i(292)?, rd_u8(r, 288).unwrap_or(0) != 0);
                carried = None;
                if double < 0 {
                    // −2: cube not available; −1: no decision this turn.
                    g.open_turn = seat_of(i(12)?);
                    carried = Some((cube_comment, cube_flag));
                    continue;
                }
                note(&g.game, g.game.decisions.len(), cube_comment, cube_flag);
                let seat =
                    seat_of(i(12)?).ok_or_else(|| rec_err(idx, msg!("parse-xg-bad-player")))?;
                g.open_turn = Some(seat);
                let cube = cube_value(i(32)?, g.auto_doubles)
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-absurd-cube")))?;
                let cube_owner = cube_owner(i(32)?);
                let (nd, dt, dp) = (g4(152)?, g4(156)?, g4(160)?);
                let err_cube = f(200)?;
                let err_take = f(216)?;
                let position = read_pos(r, 36).map(|p| position_id(&p, seat));
                let cube_graded = graded(err_cube);
                let ctx = g.ctx(&info, cube, seat);
                let (error, counts, best) = if cube_graded {
                    analysed = true;
                    let opt = dt.min(dp);
                    let trivial = (nd - opt).abs() < 0.001
                        || nd - dt > 0.2
                        || nd - dp > 0.2
                        || (nd < -0.9 && dt < -0.9);
                    let best = if opt > nd { "Double" } else { "No double" };
                    (
                        Some(err_cube.max(0.0) + 0.0),
                        // XG counts a trivial decision whenever it charged
                        // an error, however small: the Aachen match has two
                        // at 0.0001 that its window counts (formats-spec §1.10).
                        !trivial || err_cube > 0.0,
                        Some(best.to_string()),
                    )
                } else {
                    (None, false, None)
                };
                let kind = if double == 1 {
                    DecisionKind::Double
                } else {
                    DecisionKind::NoDouble
                };
                let doubler_cands = (want_candidates && cube_graded).then(|| {
                    cube_candidates(
                        true,
                        nd as f32,
                        dt as f32,
                        dp as f32,
                        if double == 1 { "Double" } else { "No double" },
                    )
                });
                g.game.decisions.push(Decision {
                    seat,
                    move_number: g.turn,
                    kind,
                    dice: None,
                    cube,
                    forced: false,
                    counts,
                    error,
                    mwc_loss: error.and_then(|e| ctx.mwc_cost(e)),
                    luck: None,
                    luck_mwc: None,
                    played: if double == 1 { "Double" } else { "No double" }.to_string(),
                    best,
                    position: position.clone(),
                    cube_owner,
                    candidates: doubler_cands,
                });
                if double == 1 && take >= 0 {
                    let responder = 1 - seat;
                    let take_graded = graded(err_take);
                    let error = take_graded.then(|| (-err_take).max(0.0) + 0.0);
                    if take_graded {
                        analysed = true;
                    }
                    let best = (cube_graded && dp != 0.0)
                        .then(|| if dt > dp { "Pass" } else { "Take" }.to_string());
                    let rctx = g.ctx(&info, cube, responder);
                    let (kind, played) = match take {
                        0 => (DecisionKind::Pass, "Pass"),
                        1 => (DecisionKind::Take, "Take"),
                        _ => (DecisionKind::Take, "Beaver"),
                    };
                    g.game.decisions.push(Decision {
                        seat: responder,
                        move_number: g.turn,
                        kind,
                        dice: None,
                        cube,
                        forced: false,
                        counts: take_graded || cube_graded,
                        error,
                        mwc_loss: error.and_then(|e| rctx.mwc_cost(e)),
                        luck: None,
                        luck_mwc: None,
                        played: played.to_string(),
                        best,
                        position,
                        cube_owner,
                        candidates: (want_candidates && cube_graded && dp != 0.0).then(|| {
                            cube_candidates(false, nd as f32, dt as f32, dp as f32, played)
                        }),
                    });
                }
            }
            REC_MOVE => {
                let g = cur
                    .as_mut()
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-move-outside-game")))?;
                let seat =
                    seat_of(i(64)?).ok_or_else(|| rec_err(idx, msg!("parse-xg-bad-player")))?;
                if g.open_turn.take() != Some(seat) {
                    g.turn += 1;
                }
                if rd_u8(r, 2308).unwrap_or(0) == 0 {
                    // Rolled, then the game ended (resignation): not a played turn.
                    continue;
                }
                let (d1, d2) = (i(100)?, i(104)?);
                if !(1..=6).contains(&d1) || !(1..=6).contains(&d2) {
                    return Err(rec_err(idx, msg!("parse-xg-dice-range")));
                }
                let dice = [d1 as u8, d2 as u8];
                g.game
                    .rolls
                    .push([dice[0].max(dice[1]), dice[0].min(dice[1])]);
                let cube = cube_value(i(108)?, g.auto_doubles)
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-absurd-cube")))?;
                let cube_owner = cube_owner(i(108)?);
                let n_moves = i(188)?;
                if !(0..=32).contains(&n_moves) {
                    return Err(rec_err(idx, msg!("parse-xg-absurd-candidates")));
                }
                let irrelevant = rd_u8(r, 2304).unwrap_or(0) != 0;
                // `InvalidM` (2480): 0 = a legal play, 1 = error, 2 = an
                // illegal play that XG kept as entered. XG does not grade
                // such a play (its `ErrMove` is a placeholder 0) and leaves
                // it out of its statistics window. The one case in the nine
                // fixtures: Harmand/Unger, Aachen 2024, game 7 move 26,
                // 4-3 played 14/11 8/5 (two threes), appended by XG as an
                // 11th candidate 0.017 below its first; with it left out
                // their count is XG's 144 unforced plays and PR 3.07.
                let legal = rd_i32(r, 2480).unwrap_or(0) == 0;
                let err_move = f(2312)?;
                let err_luck = f(2320)?;
                let pos_p1 = read_pos(r, 9)
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-unreadable-position")))?;
                let board = if seat == 0 {
                    pos_p1
                } else {
                    swap_frame(&pos_p1)
                };
                let mut played_pairs = Vec::with_capacity(4);
                for k in 0..4 {
                    played_pairs.push((i(68 + 8 * k)?, i(72 + 8 * k)?));
                }
                let played = move_text(&played_pairs, &board);
                let move_graded = graded(err_move);
                let best = if move_graded && n_moves >= 1 {
                    let mut pairs = Vec::with_capacity(4);
                    for k in 0..4 {
                        let a = rd_i8(r, 1024 + 2 * k).unwrap_or(-1);
                        let b = rd_i8(r, 1025 + 2 * k).unwrap_or(-1);
                        pairs.push((i32::from(a), i32::from(b)));
                    }
                    // A dance's single candidate is written as all zeros.
                    if played.is_empty() && n_moves == 1 {
                        Some(String::new())
                    } else {
                        Some(move_text(&pairs, &board))
                    }
                } else {
                    None
                };
                let error = (move_graded && legal).then(|| (-err_move).max(0.0) + 0.0);
                if move_graded {
                    analysed = true;
                }
                let luck = graded(err_luck).then_some(err_luck);
                if luck.is_some_and(|l| l != 0.0) {
                    any_luck = true;
                }
                let candidates = if want_candidates && move_graded && n_moves >= 1 {
                    // Candidate k: its moves at 1024 + 8k (i8 pairs), its
                    // equity the 7th f32 of Eval[k] at 1408 + 28k; the
                    // played one is the candidate whose resulting position
                    // (PosPlayed[k], 192 + 26k) is PositionEnd (35), as
                    // formats-spec §1.6 says to identify it.
                    let end = read_pos(r, 35);
                    let mut list = Vec::with_capacity(n_moves as usize);
                    let mut eq0 = None;
                    for k in 0..n_moves as usize {
                        let mut pairs = Vec::with_capacity(4);
                        for j in 0..4 {
                            let a = rd_i8(r, 1024 + 8 * k + 2 * j).unwrap_or(-1);
                            let b = rd_i8(r, 1025 + 8 * k + 2 * j).unwrap_or(-1);
                            pairs.push((i32::from(a), i32::from(b)));
                        }
                        let equity = g4(1408 + 28 * k + 24)?;
                        let e0 = *eq0.get_or_insert(equity);
                        list.push(Candidate {
                            rank: k as u32 + 1,
                            play: if played.is_empty() && n_moves == 1 {
                                String::new()
                            } else {
                                move_text(&pairs, &board)
                            },
                            equity,
                            diff: equity - e0,
                            played: end.is_some() && read_pos(r, 192 + 26 * k) == end,
                        });
                    }
                    Some(list)
                } else {
                    None
                };
                let ctx = g.ctx(&info, cube, seat);
                let (c, fl) = (i(2524)?, rd_u8(r, 2520).unwrap_or(0) != 0);
                let (c, fl) = match carried.take() {
                    Some((cc, cf)) if c < 0 && !fl => (cc, cf),
                    _ => (c, fl),
                };
                note(&g.game, g.game.decisions.len(), c, fl);
                g.game.decisions.push(Decision {
                    seat,
                    move_number: g.turn,
                    kind: DecisionKind::Checker,
                    dice: Some(dice),
                    cube,
                    forced: n_moves <= 1,
                    counts: !irrelevant && move_graded && legal,
                    error,
                    mwc_loss: error.and_then(|e| ctx.mwc_cost(e)),
                    luck,
                    luck_mwc: luck.and_then(|l| ctx.mwc_cost(l)),
                    played,
                    best,
                    position: Some(position_id(&pos_p1, seat)),
                    cube_owner,
                    candidates,
                });
            }
            REC_FOOTER_GAME => {
                saw_footer = true;
                let mut g = cur
                    .take()
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-footer-outside-game")))?;
                let points = u32::try_from(i(28)?)
                    .ok()
                    .filter(|&p| p <= MAX_POINTS)
                    .ok_or_else(|| rec_err(idx, msg!("parse-xg-absurd-points")))?;
                let termination = i(32)?;
                g.game.result = GameResult {
                    winner: seat_of(i(24)?),
                    points,
                    resigned: (100..1000).contains(&termination.rem_euclid(1000)),
                };
                games.push(g.game);
            }
            REC_FOOTER_MATCH => {
                saw_footer = true;
                if let Some(g) = cur.take() {
                    games.push(g.game);
                }
                match_over = true;
            }
            REC_COMMENT | REC_MISSING => {}
            other => return Err(rec_err(idx, msg!("parse-xg-unknown-record", kind = other))),
        }
    }
    if !saw_footer {
        // XG's position files (.xgp) share the container and records but
        // end no game: a position to study, not a match to score.
        return Err(ParseError::not_a_match(msg!("parse-xg-position-file")));
    }
    if let Some(g) = cur.take() {
        games.push(g.game);
    }
    if !any_luck {
        // XG writes 0.0 for "not computed": a match without a single
        // non-zero luck value has no luck data.
        for d in games.iter_mut().flat_map(|g| g.decisions.iter_mut()) {
            d.luck = None;
            d.luck_mwc = None;
        }
    }
    Ok((
        Match {
            format: Format::Xg,
            players: [p1, p2],
            length,
            rules,
            date,
            event: (!event.is_empty()).then_some(event),
            analysed,
            games,
            notes,
        },
        comments,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    const CHARLOT: &str = "charlot1-charlot2_7p_2025-11-08-2305";

    fn xg_dir(shared: &Path) -> PathBuf {
        shared.join("fixtures").join("xg")
    }

    fn fixtures(shared: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(xg_dir(shared))
            .expect("fixtures/xg is readable")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "xg"))
            .collect();
        v.sort();
        v.into_iter()
            .map(|p| {
                let b = std::fs::read(&p).expect("fixture readable");
                (p, b)
            })
            .collect()
    }

    fn load(shared: &Path, name: &str) -> Match {
        let bytes = std::fs::read(xg_dir(shared).join(name)).expect("fixture readable");
        parse(&bytes).expect("fixture parses")
    }

    /// Per-seat sums of the counted decisions, the way XG's stats window adds them.
    #[derive(Debug, Default, Clone, Copy)]
    struct Stats {
        unforced: u32,
        doubles: u32,
        responses: u32,
        checker_err: f64,
        cube_err: f64,
        take_err: f64,
        checker_mwc: f64,
        cube_mwc: f64,
        take_mwc: f64,
    }

    impl Stats {
        fn decisions(&self) -> u32 {
            self.unforced + self.doubles + self.responses
        }
        fn error(&self) -> f64 {
            self.checker_err + self.cube_err + self.take_err
        }
        fn pr(&self) -> f64 {
            500.0 * self.error() / f64::from(self.decisions())
        }
        fn mwc_pp(&self) -> f64 {
            100.0 * (self.checker_mwc + self.cube_mwc + self.take_mwc)
        }
    }

    fn stats(m: &Match) -> [Stats; 2] {
        let mut s = [Stats::default(); 2];
        for d in m.games.iter().flat_map(|g| g.decisions.iter()) {
            if !d.counts {
                continue;
            }
            let st = &mut s[usize::from(d.seat)];
            let e = d.error.unwrap_or(0.0);
            let w = d.mwc_loss.unwrap_or(0.0);
            match d.kind {
                DecisionKind::Checker => {
                    st.unforced += 1;
                    st.checker_err += e;
                    st.checker_mwc += w;
                }
                DecisionKind::NoDouble | DecisionKind::Double => {
                    st.doubles += 1;
                    st.cube_err += e;
                    st.cube_mwc += w;
                }
                DecisionKind::Take | DecisionKind::Pass => {
                    st.responses += 1;
                    st.take_err += e;
                    st.take_mwc += w;
                }
            }
        }
        s
    }

    /// `x` as XG prints it with `digits` decimals.
    fn printed(x: f64, digits: usize) -> String {
        format!("{x:.digits$}")
    }

    fn pair(a: f64, b: f64, digits: usize) -> [String; 2] {
        [printed(a, digits), printed(b, digits)]
    }

    #[test]
    fn every_fixture_parses_consistently() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let all = fixtures(&shared);
        assert_eq!(all.len(), 9, "expected the 9 .xg fixtures");
        for (path, bytes) in &all {
            let name = path.display();
            let m = parse(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(m.format, Format::Xg);
            assert!(
                m.players.iter().all(|p| !p.is_empty()),
                "{name}: players {:?}",
                m.players
            );
            assert!(!m.games.is_empty(), "{name}: no games");
            assert!(m.length > 0, "{name}: all fixtures are matches");
            assert!(m.analysed, "{name}: all fixtures are analysed");
            assert!(
                m.date.as_deref().is_some_and(|d| d.len() == 10),
                "{name}: date {:?}",
                m.date
            );
            let mut score = [0u32; 2];
            for (i, g) in m.games.iter().enumerate() {
                assert_eq!(g.number as usize, i + 1, "{name}");
                assert_eq!(g.score, score, "{name}: game {} score", g.number);
                let w = g
                    .result
                    .winner
                    .unwrap_or_else(|| panic!("{name}: game {} has no winner", g.number));
                assert!(g.result.points >= 1, "{name}");
                score[usize::from(w)] += g.result.points;
                assert!(!g.rolls.is_empty(), "{name}");
                assert!(g
                    .rolls
                    .iter()
                    .all(|r| r[0] >= r[1] && (1..=6).contains(&r[1]) && r[0] <= 6));
                // One roll per checker decision, in the same order.
                let dice: Vec<[u8; 2]> = g
                    .decisions
                    .iter()
                    .filter(|d| d.kind == DecisionKind::Checker)
                    .map(|d| {
                        let [a, b] = d.dice.expect("checker decisions carry dice");
                        [a.max(b), a.min(b)]
                    })
                    .collect();
                assert_eq!(dice, g.rolls, "{name}: game {}", g.number);
                let mut last = 0;
                for d in &g.decisions {
                    assert!(
                        d.move_number >= last && d.move_number >= 1,
                        "{name}: move numbers"
                    );
                    last = d.move_number;
                    if let Some(e) = d.error {
                        assert!(e >= 0.0 && e.is_finite(), "{name}: error {e}");
                        assert!(d.mwc_loss.is_some_and(|w| w >= 0.0));
                    }
                    // Every fixture carries luck, on its checker plays only.
                    assert_eq!(
                        d.luck.is_some(),
                        d.kind == DecisionKind::Checker,
                        "{name}: luck"
                    );
                    assert!(
                        !d.counts || d.error.is_some(),
                        "{name}: a counted decision is graded"
                    );
                }
            }
            assert_eq!(m.final_score(), score, "{name}");
            let w = m
                .winner()
                .unwrap_or_else(|| panic!("{name}: finished match without winner"));
            assert!(score[usize::from(w)] >= m.length, "{name}");
        }
    }

    #[test]
    fn charlot_reproduces_xg_stats_window() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = load(&shared, &format!("{CHARLOT}.xg"));
        let [a, b] = stats(&m);
        // fixture-references.md §1: XG's own figures, charlot1 / charlot2.
        assert_eq!(pair(a.pr(), b.pr(), 2), ["0.39", "0.42"]);
        assert_eq!([a.decisions(), b.decisions()], [90, 79]);
        assert_eq!([a.unforced, b.unforced], [85, 64]);
        assert_eq!([a.doubles, b.doubles], [3, 13]);
        assert_eq!([a.responses, b.responses], [2, 2]);
        assert_eq!(pair(a.error(), b.error(), 3), ["0.070", "0.066"]);
        assert_eq!(pair(a.checker_err, b.checker_err, 3), ["0.070", "0.058"]);
        assert_eq!(pair(a.cube_err, b.cube_err, 3), ["0.000", "0.008"]);
        assert_eq!(pair(a.take_err, b.take_err, 3), ["0.000", "0.000"]);
        assert_eq!(pair(a.mwc_pp(), b.mwc_pp(), 2), ["0.76", "0.91"]);
        assert_eq!(
            pair(100.0 * a.checker_mwc, 100.0 * b.checker_mwc, 2),
            ["0.76", "0.85"]
        );
        assert_eq!(
            pair(100.0 * a.cube_mwc, 100.0 * b.cube_mwc, 2),
            ["0.00", "0.05"]
        );
        assert_eq!(
            pair(100.0 * a.take_mwc, 100.0 * b.take_mwc, 2),
            ["0.00", "0.00"]
        );
    }

    #[test]
    fn an_illegal_play_is_not_graded_nor_counted() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = load(
            &shared,
            "Squire-J_rgensen-Harmand-Unger_7_point_match_18-08-2024.xg",
        );
        // Game 7, move 26: 4-3 played as two threes; XG flags it
        // `InvalidM = 2` and leaves it out of its window (144 unforced plays
        // for Harmand/Unger, PR 3.07). It is the only such play in the nine
        // fixtures.
        let d = m.games[6]
            .decisions
            .iter()
            .find(|d| d.kind == DecisionKind::Checker && d.move_number == 26)
            .expect("game 7 move 26");
        assert_eq!((d.seat, d.dice), (1, Some([4, 3])));
        assert_eq!(d.played, "14/11 8/5");
        assert_eq!((d.forced, d.counts, d.error), (false, false, None));
        let [a, b] = stats(&m);
        assert_eq!([a.unforced, b.unforced], [138, 144]);
        assert_eq!(pair(a.pr(), b.pr(), 2), ["3.13", "3.07"]);
    }

    #[test]
    fn test_xg_total_mwc_loss() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = load(&shared, "test.xg");
        assert_eq!(
            m.players,
            ["Kévin Unger".to_string(), "Maxence Job".to_string()]
        );
        assert_eq!(m.event.as_deref(), Some("HSBT Paris 2023"));
        assert_eq!(m.date.as_deref(), Some("2023-11-26"));
        assert_eq!(m.games.len(), 7);
        assert_eq!(m.final_score(), [7, 4]);
        assert_eq!(m.winner(), Some(0));
        let [a, b] = stats(&m);
        assert_eq!(pair(a.mwc_pp(), b.mwc_pp(), 2), ["30.03", "51.20"]);
    }

    /// Roll sequences of each game of a Jellyfish `.mat` (tokens like `41:`).
    fn mat_rolls(text: &str) -> Vec<Vec<[u8; 2]>> {
        let mut games: Vec<Vec<[u8; 2]>> = Vec::new();
        for line in text.lines() {
            if line.trim_start().starts_with("Game ") {
                games.push(Vec::new());
                continue;
            }
            let Some(g) = games.last_mut() else { continue };
            let toks: Vec<&str> = line.split_whitespace().collect();
            for (k, tok) in toks.iter().enumerate() {
                let t = tok.as_bytes();
                // `21: ???` is a roll that was not played (resigned after rolling).
                let unplayed = toks.get(k + 1) == Some(&"???");
                if t.len() == 3
                    && t[2] == b':'
                    && t[..2].iter().all(|c| (b'1'..=b'6').contains(c))
                    && !unplayed
                {
                    let (x, y) = (t[0] - b'0', t[1] - b'0');
                    g.push([x.max(y), x.min(y)]);
                }
            }
        }
        games
    }

    #[test]
    fn test_xg_rolls_agree_with_the_mat_transcript() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = load(&shared, "test.xg");
        let mat = std::fs::read_to_string(shared.join("fixtures").join("mat").join("test.mat"))
            .expect(".mat twin readable");
        let got: Vec<Vec<[u8; 2]>> = m.games.iter().map(|g| g.rolls.clone()).collect();
        assert_eq!(got, mat_rolls(&mat));
        let results: Vec<(Option<u8>, u32)> = m
            .games
            .iter()
            .map(|g| (g.result.winner, g.result.points))
            .collect();
        // Kévin Unger is XG's player 1 (the .mat's left column).
        assert_eq!(
            results,
            [
                (Some(0), 1),
                (Some(0), 2),
                (Some(1), 1),
                (Some(1), 1),
                (Some(1), 2),
                (Some(0), 2),
                (Some(0), 2)
            ]
        );
    }

    #[test]
    fn charlot_games_agree_with_the_mat_transcript() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = load(&shared, &format!("{CHARLOT}.xg"));
        assert_eq!(m.players, ["charlot1".to_string(), "charlot2".to_string()]);
        assert_eq!(
            (m.length, m.date.as_deref(), m.event.as_deref()),
            (7, Some("2025-11-08"), None)
        );
        assert_eq!(
            m.rules,
            Rules {
                crawford: true,
                jacoby: false,
                beavers: false
            }
        );
        // Read by eye from fixtures/mat/charlot1-charlot2_7p_2025-11-08-2305.mat:
        // charlot2 wins 2, charlot1 wins 2 (charlot2 passes a double to 4),
        // charlot1 wins 4, then the Crawford game: charlot1 wins 3. The match
        // goes to charlot1 (the .xg match footer agrees: 7-2, WinnerM = +1).
        let scores: Vec<[u32; 2]> = m.games.iter().map(|g| g.score).collect();
        assert_eq!(scores, [[0, 0], [0, 2], [2, 2], [6, 2]]);
        let results: Vec<(Option<u8>, u32)> = m
            .games
            .iter()
            .map(|g| (g.result.winner, g.result.points))
            .collect();
        assert_eq!(
            results,
            [(Some(1), 2), (Some(0), 2), (Some(0), 4), (Some(0), 3)]
        );
        let crawford: Vec<bool> = m.games.iter().map(|g| g.crawford).collect();
        assert_eq!(crawford, [false, false, false, true]);
        // Scores are not capped at the length: 6 + 3 (the .xg footer writes 7).
        assert_eq!(m.final_score(), [9, 2]);
        assert_eq!(m.winner(), Some(0));
        let counts: Vec<usize> = m.games.iter().map(|g| g.rolls.len()).collect();
        assert_eq!(counts, [45, 39, 53, 52]);
        let mat = std::fs::read_to_string(
            shared
                .join("fixtures")
                .join("mat")
                .join(format!("{CHARLOT}.mat")),
        )
        .expect(".mat twin readable");
        let want = mat_rolls(&mat);
        let got: Vec<Vec<[u8; 2]>> = m.games.iter().map(|g| g.rolls.clone()).collect();
        assert_eq!(got, want);

        // Game 2: a double, take, then a double and pass, at the turn it precedes.
        let g2 = &m.games[1];
        let cube: Vec<(u32, u8, DecisionKind, u32)> = g2
            .decisions
            .iter()
            .filter(|d| {
                matches!(
                    d.kind,
                    DecisionKind::Double | DecisionKind::Take | DecisionKind::Pass
                )
            })
            .map(|d| (d.move_number, d.seat, d.kind, d.cube))
            .collect();
        assert_eq!(
            cube,
            [
                (15, 1, DecisionKind::Double, 1),
                (15, 0, DecisionKind::Take, 1),
                (40, 0, DecisionKind::Double, 2),
                (40, 1, DecisionKind::Pass, 2),
            ]
        );
        let d = g2.decisions.last().expect("decisions");
        assert_eq!(
            (d.kind, d.counts, d.error),
            (DecisionKind::Pass, true, Some(0.0))
        );

        // Game 1, first decision: charlot2's opening 41.
        let d = &m.games[0].decisions[0];
        assert_eq!(
            (d.seat, d.move_number, d.kind, d.dice),
            (1, 1, DecisionKind::Checker, Some([4, 1]))
        );
        assert_eq!(d.played, "13/9 24/23");
        assert_eq!(d.best.as_deref(), Some("24/23 13/9"));
        assert_eq!((d.forced, d.counts, d.error), (false, true, Some(0.0)));
        assert!(
            d.luck.is_some_and(|l| (l + 0.0031).abs() < 5e-5),
            "luck {:?}",
            d.luck
        );
        // A hit, a bar entry, and a graded error priced in MWC.
        let g1 = &m.games[0].decisions;
        assert!(g1.iter().any(|d| d.played == "6/4* 18/17*"));
        assert!(g1
            .iter()
            .any(|d| d.played == "bar/23 bar/24" && d.forced && !d.counts));
        let e = g1
            .iter()
            .find(|d| d.played == "bar/21 5/3")
            .expect("move 16");
        assert_eq!(e.best.as_deref(), Some("bar/23 13/9"));
        let (err, w) = (e.error.expect("graded"), e.mwc_loss.expect("match play"));
        assert!((err - 0.0116).abs() < 5e-5);
        // 7-away/7-away, cube 1: W − L = 0.12522 (metrics-spec §6.4).
        assert!((w - err * 0.12522 / 2.0).abs() < 1e-6);
        // Dances: played as an empty move, forced, in the roll list.
        let g3 = &m.games[2];
        let dances = g3
            .decisions
            .iter()
            .filter(|d| d.kind == DecisionKind::Checker && d.played.is_empty());
        // charlot2 dances at .mat lines 6, 9 and 15 to 21 of game 3.
        assert_eq!(dances.clone().count(), 9);
        assert!(dances.into_iter().all(|d| d.forced && !d.counts));
    }

    // ----------------------------------------------------------------- robustness

    use crate::model::synthetic::Rng;

    #[test]
    fn empty_random_and_foreign_bytes_are_errors() {
        assert!(parse(&[]).is_err());
        assert!(parse(b"RGMH").is_err());
        assert!(parse(b"(;FF[4]GM[6])").is_err());
        let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
        for len in [1usize, 7, 36, 100, 8232, 8268, 9000, 70_000] {
            let mut v: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
            assert!(parse(&v).is_err());
            if len >= 4 {
                v[..4].copy_from_slice(b"RGMH");
                assert!(parse(&v).is_err());
            }
        }
    }

    #[test]
    fn truncated_fixtures_are_errors() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        for (path, bytes) in fixtures(&shared) {
            let n = bytes.len();
            let mut cuts: Vec<usize> = vec![0, 1, 4, n / 10, n / 2, n * 99 / 100, n - 36, n - 1];
            cuts.extend((0..n).step_by(8192));
            for cut in cuts {
                let r = parse(&bytes[..cut]);
                assert!(
                    r.is_err(),
                    "{}: prefix of {cut} bytes parsed",
                    path.display()
                );
            }
        }
    }

    #[test]
    fn byte_flips_never_panic() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let mut rng = Rng::new(0xD1B5_4A32_D192_ED03);
        for (_, bytes) in fixtures(&shared) {
            let mut v = bytes.clone();
            let n = v.len();
            // Every byte of the trailer and of the registry, then spots
            // anywhere (a flip that survives costs a full inflate: keep few).
            let reg = usize::try_from(rd_i32(&v, n - 36 + 12).expect("trailer")).expect("size");
            let mut spots: Vec<usize> = (n - 36 - reg..n).collect();
            spots.extend((0..8).map(|_| rng.index(n)));
            for at in spots {
                let old = v[at];
                v[at] = old ^ (1 << rng.index(8)) as u8;
                let _ = parse(&v);
                v[at] = old;
            }
        }
    }

    /// The CRC shields the record parser from container-level flips, so the
    /// record stream itself is mutated directly.
    #[test]
    fn mutated_record_streams_never_panic() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let bytes = std::fs::read(xg_dir(&shared).join(format!("{CHARLOT}.xg"))).expect("fixture");
        let mut stream = temp_xg(&bytes).expect("container");
        assert!(parse_records(&stream, false).is_ok());
        let mut rng = Rng::new(0x2545_F491_4F6C_DD1D);
        let records = stream.len() / RECORD_SIZE;
        let fields = [
            8usize, 12, 16, 20, 24, 28, 32, 48, 64, 92, 100, 104, 108, 188, 552, 2304, 2308, 2312,
            2320,
        ];
        let extremes = [i32::MIN, -1000, -2, -1, 0, 1, 2, 7, 33, 99_999, i32::MAX];
        for _ in 0..1500 {
            let rec = rng.index(records) * RECORD_SIZE;
            let at = rec + fields[rng.index(fields.len())];
            let value = extremes[rng.index(extremes.len())].to_le_bytes();
            let old: [u8; 8] = stream[at..at + 8].try_into().expect("8 bytes");
            if rng.index(4) == 0 {
                stream[at..at + 8].copy_from_slice(&f64::NAN.to_le_bytes());
            } else {
                stream[at..at + 4].copy_from_slice(&value);
            }
            if let Ok(m) = parse_records(&stream, false) {
                let _ = (m.final_score(), m.winner());
            }
            stream[at..at + 8].copy_from_slice(&old);
        }
        for _ in 0..1000 {
            let at = rng.index(stream.len());
            let old = stream[at];
            stream[at] = rng.next_u64() as u8;
            let _ = parse_records(&stream, false);
            stream[at] = old;
        }
        // Record types past 7 and streams cut mid-record are errors.
        stream[RECORD_SIZE + 8] = 9;
        assert!(parse_records(&stream, false).is_err());
        stream[RECORD_SIZE + 8] = 1;
        assert!(parse_records(&stream[..stream.len() - 1], false).is_err());
        assert!(parse_records(&[], false).is_err());
    }

    /// A whole `.xg` file around a `temp.xg` record stream, the way XG
    /// writes it; `edit` may change the registry entry before it is packed.
    fn build_xg(stream: &[u8], edit: impl Fn(&mut Vec<u8>)) -> Vec<u8> {
        use flate2::write::ZlibEncoder;
        use std::io::Write;
        let zip = |data: &[u8]| {
            let mut e = ZlibEncoder::new(Vec::new(), flate2::Compression::default());
            e.write_all(data).expect("in memory");
            e.finish().expect("in memory")
        };
        let mut out = vec![0u8; HEADER_SIZE];
        out[..4].copy_from_slice(b"RGMH");
        let arc_start = out.len();
        let member = zip(stream);
        out.extend_from_slice(&member);
        let mut entry = vec![0u8; FILE_RECORD_SIZE];
        entry[0] = 7;
        entry[1..8].copy_from_slice(b"temp.xg");
        entry[512..516].copy_from_slice(&(stream.len() as i32).to_le_bytes());
        entry[516..520].copy_from_slice(&(member.len() as i32).to_le_bytes());
        entry[520..524].copy_from_slice(&0i32.to_le_bytes());
        entry[524..528].copy_from_slice(&crc32fast::hash(stream).to_le_bytes());
        edit(&mut entry);
        let registry = zip(&entry);
        out.extend_from_slice(&registry);
        let mut trailer = [0u8; TRAILER_SIZE];
        trailer[4..8].copy_from_slice(&1i32.to_le_bytes());
        trailer[8..12].copy_from_slice(&1i32.to_le_bytes());
        trailer[12..16].copy_from_slice(&(registry.len() as i32).to_le_bytes());
        trailer[16..20]
            .copy_from_slice(&((out.len() - arc_start - registry.len()) as i32).to_le_bytes());
        trailer[20..24].copy_from_slice(&1i32.to_le_bytes());
        out.extend_from_slice(&trailer);
        out
    }

    fn put_i32(stream: &mut [u8], at: usize, v: i32) {
        stream[at..at + 4].copy_from_slice(&v.to_le_bytes());
    }

    fn put_f64(stream: &mut [u8], at: usize, v: f64) {
        stream[at..at + 8].copy_from_slice(&v.to_le_bytes());
    }

    fn charlot_stream(shared: &Path) -> Vec<u8> {
        let bytes = std::fs::read(xg_dir(shared).join(format!("{CHARLOT}.xg"))).expect("fixture");
        temp_xg(&bytes).expect("container")
    }

    #[test]
    fn flags_and_comment_lines_become_notes() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let mut stream = charlot_stream(&shared);
        // The 3rd and 5th move records of the file: a flag on the first, a
        // comment line (0) on the second.
        let moves: Vec<usize> = (0..stream.len() / RECORD_SIZE)
            .filter(|k| stream[k * RECORD_SIZE + 8] == REC_MOVE)
            .collect();
        let (a, b) = (moves[2] * RECORD_SIZE, moves[4] * RECORD_SIZE);
        stream[a + 2520] = 1;
        put_i32(&mut stream, b + 2524, 0);
        let (m, comments) = read_records(&stream, false).expect("parses");
        assert_eq!(m.notes.len(), 2, "{:?}", m.notes);
        assert_eq!(comments, vec![-1, 0]);
        assert!(m.notes[0].flagged && m.notes[0].text.is_none());
        let g = &m.games[0];
        let d = &g.decisions[m.notes[0].seq as usize];
        assert_eq!(d.kind, DecisionKind::Checker);
        // The 3rd move of game 1 (its no-doubles before it counted too).
        let nth = g.decisions[..=m.notes[0].seq as usize]
            .iter()
            .filter(|d| d.kind == DecisionKind::Checker)
            .count();
        assert_eq!((m.notes[0].game, nth), (1, 3));
        // Without a temp.xgc the comment has no text: the flag stays, the
        // bare comment goes.
        let m = parse(&build_xg(&stream, |_| {})).expect("parses");
        assert_eq!(m.notes.len(), 1);
        assert!(m.notes[0].flagged);
    }

    #[test]
    fn synthetic_container_round_trips() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let stream = charlot_stream(&shared);
        let original = load(&shared, &format!("{CHARLOT}.xg"));
        assert_eq!(parse(&build_xg(&stream, |_| {})), Ok(original));
    }

    #[test]
    fn money_session_has_no_mwc() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let mut stream = charlot_stream(&shared);
        put_i32(&mut stream, 92, 99_999);
        let m = parse(&build_xg(&stream, |_| {})).expect("parses");
        assert_eq!(m.length, 0);
        let all: Vec<&Decision> = m.games.iter().flat_map(|g| g.decisions.iter()).collect();
        assert!(all
            .iter()
            .all(|d| d.mwc_loss.is_none() && d.luck_mwc.is_none()));
        assert!(all.iter().any(|d| d.error.is_some_and(|e| e > 0.0)));
        assert!(all.iter().any(|d| d.luck.is_some()));
    }

    #[test]
    fn zero_luck_everywhere_means_unknown_and_ungraded_plays_do_not_count() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let mut stream = charlot_stream(&shared);
        for rec in (0..stream.len()).step_by(RECORD_SIZE) {
            if stream[rec + 8] == REC_MOVE {
                put_f64(&mut stream, rec + 2320, 0.0);
                put_f64(&mut stream, rec + 2312, -1000.0);
            }
            if stream[rec + 8] == REC_CUBE {
                put_f64(&mut stream, rec + 200, -1000.0);
                put_f64(&mut stream, rec + 216, -1000.0);
            }
        }
        let m = parse(&build_xg(&stream, |_| {})).expect("parses");
        assert!(!m.analysed);
        let all: Vec<&Decision> = m.games.iter().flat_map(|g| g.decisions.iter()).collect();
        assert!(all.iter().all(|d| d.luck.is_none() && d.luck_mwc.is_none()));
        assert!(all
            .iter()
            .all(|d| d.error.is_none() && d.mwc_loss.is_none() && !d.counts));
        // The game itself is still there, roll for roll.
        assert_eq!(m.games.iter().map(|g| g.rolls.len()).sum::<usize>(), 189);
    }

    #[test]
    fn corrupt_containers_are_errors() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let stream = charlot_stream(&shared);
        let bad: [(&str, Vec<u8>); 6] = [
            (
                "start outside",
                build_xg(&stream, |e| {
                    e[520..524].copy_from_slice(&900_000i32.to_le_bytes())
                }),
            ),
            (
                "negative start",
                build_xg(&stream, |e| {
                    e[520..524].copy_from_slice(&(-5i32).to_le_bytes())
                }),
            ),
            (
                "absurd size",
                build_xg(&stream, |e| {
                    e[512..516].copy_from_slice(&i32::MAX.to_le_bytes())
                }),
            ),
            (
                "short size",
                build_xg(&stream, |e| {
                    e[512..516].copy_from_slice(&2560i32.to_le_bytes())
                }),
            ),
            ("bad crc", build_xg(&stream, |e| e[524] ^= 1)),
            ("no temp.xg", build_xg(&stream, |e| e[7] = b'i')),
        ];
        for (what, file) in bad {
            assert!(parse(&file).is_err(), "{what}");
        }
        // Trailer: member counts and sizes that cannot be.
        let good = build_xg(&stream, |_| {});
        let n = good.len();
        for (off, v) in [
            (4, 0),
            (4, 1_000_000),
            (4, -1),
            (12, -1),
            (12, i32::MAX),
            (16, i32::MAX),
            (16, -1),
        ] {
            let mut f = good.clone();
            put_i32(&mut f, n - TRAILER_SIZE + off, v);
            assert!(parse(&f).is_err(), "trailer {off} = {v}");
        }
        // A corrupt zlib stream.
        let mut f = good.clone();
        for b in &mut f[HEADER_SIZE + 2..HEADER_SIZE + 40] {
            *b = 0xFF;
        }
        assert!(parse(&f).is_err());
        // Unknown record type, wrong magic, a record outside a game.
        let mut s = stream.clone();
        s[5 * RECORD_SIZE + 8] = 8;
        assert!(parse(&build_xg(&s, |_| {})).is_err());
        let mut s = stream.clone();
        s[556] = b'X';
        assert!(parse(&build_xg(&s, |_| {})).is_err());
        let mut s = stream.clone();
        s[RECORD_SIZE + 8] = REC_MOVE;
        assert!(parse(&build_xg(&s, |_| {})).is_err());
    }

    #[test]
    fn text_helpers() {
        assert_eq!(cp1252(b"K\xe9vin \x80\x93\x9c\x81"), "Kévin €“œ\u{FFFD}");
        let mut b = [0u8; 12];
        b[0] = 5;
        b[1..6].copy_from_slice(b"J\xf8rg!");
        assert_eq!(short_string(&b, 0, 40), "Jørg!");
        let w: Vec<u8> = "Zoë"
            .encode_utf16()
            .chain([0, 65])
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(wide_string(&w, 0, 5), "Zoë");
        assert_eq!(wide_string(&w, 0, 2), "Zo");
        // Mover frame: an opponent blot on the 20 point, the mover on the bar.
        let mut board = [0i8; 26];
        board[20] = -1;
        board[25] = 1;
        board[6] = 2;
        assert_eq!(
            move_text(&[(24, 19), (5, -1), (-1, -1), (3, 2)], &board),
            "bar/20* 6/off"
        );
        assert_eq!(move_text(&[(-1, -1); 4], &board), "");
        // The starting position in the player-1 frame.
        let mut start = [0i8; 26];
        for (i, n) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
            start[i] = n;
            start[25 - i] = -n;
        }
        assert_eq!(position_id(&start, 0), "4HPwATDgc/ABMA");
        assert_eq!(position_id(&start, 1), "4HPwATDgc/ABMA");
    }

    #[test]
    fn tdatetime_conversion() {
        assert_eq!(
            tdatetime_to_iso(45969.02479166666).as_deref(),
            Some("2025-11-08")
        );
        assert_eq!(tdatetime_to_iso(2.0).as_deref(), Some("1900-01-01"));
        assert_eq!(tdatetime_to_iso(36526.5).as_deref(), Some("2000-01-01"));
        assert_eq!(tdatetime_to_iso(0.0), None);
        assert_eq!(tdatetime_to_iso(f64::NAN), None);
    }
}
