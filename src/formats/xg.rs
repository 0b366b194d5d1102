//! eXtreme Gammon `.xg` reader (formats-spec §1).
//!
//! The file is a 8 232-byte `RGMH` header, a JPEG thumbnail and a small
//! zlib archive whose member `temp.xg` is a stream of fixed 2 560-byte
//! records: one match header, then per game a game header, one cube record
//! per turn (each followed by the move of that turn) and a game footer.
//!
//! Counting follows XG's own statistics window (formats-spec §1.10):
//! an unforced checker play is a played move with `Irrelevant == 0` that XG
//! graded; a no-double / double counts when it is not trivial; every take
//! and pass counts. Errors are stored by XG (`ErrMove`, `ErrCube`,
//! `ErrTake`), so this reader only changes their sign to positive EMG and
//! prices them in MWC with the Kazaross-XG2 table at the decision's score
//! and cube.
//!
//! Every offset read from the file is checked: bad input gives a
//! [`ParseError`], never a panic, and no allocation exceeds a bound derived
//! from the file's own length.

use std::io::Read;

use flate2::read::ZlibDecoder;

use crate::error::ParseError;
use crate::met::CubeCtx;
use crate::model::{Decision, DecisionKind, Format, Game, GameResult, Match, Rules};

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
    parse_records(&stream)
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
    let Some(raw) = slice_at(b, off, units * 2) else { return String::new() };
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
fn inflate(data: &[u8], limit: usize, what: &str, at: usize) -> Result<Vec<u8>, ParseError> {
    let mut out = Vec::with_capacity(limit.min(data.len().saturating_mul(16)).min(1 << 24));
    let mut dec = ZlibDecoder::new(data).take(limit as u64 + 1);
    dec.read_to_end(&mut out)
        .map_err(|e| ParseError::at_byte(at, format!("{what}: corrupt zlib stream ({e})")))?;
    if out.len() > limit {
        return Err(ParseError::at_byte(at, format!("{what}: inflates past its declared size")));
    }
    Ok(out)
}

/// Locates and extracts the `temp.xg` record stream.
fn temp_xg(bytes: &[u8]) -> Result<Vec<u8>, ParseError> {
    if bytes.len() < 4 || &bytes[..4] != b"RGMH" {
        return Err(ParseError::at_byte(0, "not an eXtreme Gammon file (no RGMH magic)"));
    }
    let file_len = bytes.len();
    if file_len < HEADER_SIZE + TRAILER_SIZE {
        return Err(ParseError::at_byte(file_len, "truncated .xg file (shorter than its header)"));
    }
    let tr_at = file_len - TRAILER_SIZE;
    let trailer = &bytes[tr_at..];
    let bad_trailer = |m: &str| ParseError::at_byte(tr_at, format!("archive trailer: {m}"));
    let count = rd_i32(trailer, 4).ok_or_else(|| bad_trailer("unreadable"))?;
    let reg_size = rd_i32(trailer, 12).ok_or_else(|| bad_trailer("unreadable"))?;
    let arc_size = rd_i32(trailer, 16).ok_or_else(|| bad_trailer("unreadable"))?;
    let reg_compressed = rd_i32(trailer, 20).ok_or_else(|| bad_trailer("unreadable"))? != 0;
    let count = usize::try_from(count)
        .ok()
        .filter(|&c| (1..=MAX_MEMBERS).contains(&c))
        .ok_or_else(|| bad_trailer("absurd member count (truncated or corrupt file)"))?;
    let reg_size = usize::try_from(reg_size).map_err(|_| bad_trailer("negative registry size"))?;
    let arc_size = usize::try_from(arc_size).map_err(|_| bad_trailer("negative archive size"))?;
    let reg_start = tr_at
        .checked_sub(reg_size)
        .ok_or_else(|| bad_trailer("registry larger than the file"))?;
    let arc_start = reg_start
        .checked_sub(arc_size)
        .filter(|&a| a >= HEADER_SIZE)
        .ok_or_else(|| bad_trailer("archive overlaps the header (truncated or corrupt file)"))?;

    let reg_raw = &bytes[reg_start..tr_at];
    let reg_len = count * FILE_RECORD_SIZE;
    let registry = if reg_compressed {
        inflate(reg_raw, reg_len, "archive registry", reg_start)?
    } else {
        reg_raw.to_vec()
    };
    if registry.len() < reg_len {
        return Err(ParseError::at_byte(reg_start, "archive registry is truncated"));
    }

    for entry in registry.chunks_exact(FILE_RECORD_SIZE).take(count) {
        if short_string(entry, 0, 255) != "temp.xg" {
            continue;
        }
        let bad = |m: &str| ParseError::at_byte(reg_start, format!("registry entry temp.xg: {m}"));
        let orig = rd_i32(entry, 512).and_then(|v| usize::try_from(v).ok());
        let csize = rd_i32(entry, 516).and_then(|v| usize::try_from(v).ok());
        let start = rd_i32(entry, 520).and_then(|v| usize::try_from(v).ok());
        let (Some(orig), Some(csize), Some(start)) = (orig, csize, start) else {
            return Err(bad("negative size or offset"));
        };
        let crc = rd_u32(entry, 524).ok_or_else(|| bad("unreadable"))?;
        let stored = rd_u8(entry, 528).ok_or_else(|| bad("unreadable"))? != 0;
        let from = arc_start.checked_add(start).ok_or_else(|| bad("offset overflows"))?;
        let to = from.checked_add(csize).ok_or_else(|| bad("size overflows"))?;
        if to > reg_start {
            return Err(bad("points outside the archive (truncated or corrupt file)"));
        }
        let data = &bytes[from..to];
        if orig > MAX_MEMBER_SIZE || orig > csize.saturating_mul(MAX_ZLIB_RATIO) {
            return Err(bad("absurd uncompressed size"));
        }
        let member = if stored { data.to_vec() } else { inflate(data, orig, "temp.xg", from)? };
        if member.len() != orig {
            return Err(ParseError::at_byte(from, "temp.xg: size differs from the registry"));
        }
        let mut h = flate2::Crc::new();
        h.update(&member);
        if h.sum() != crc {
            return Err(ParseError::at_byte(from, "temp.xg: CRC mismatch (corrupt file)"));
        }
        return Ok(member);
    }
    Err(ParseError::at_byte(reg_start, "the archive has no temp.xg member"))
}

// ---------------------------------------------------------------------------
// Record stream.

fn rec_err(index: usize, msg: impl std::fmt::Display) -> ParseError {
    ParseError::new(format!("temp.xg record {index} (offset {}): {msg}", index * RECORD_SIZE))
}

/// ±1 player code → seat (player 1 = seat 0).
fn seat_of(code: i32) -> Option<u8> {
    match code {
        1 => Some(0),
        -1 => Some(1),
        _ => None,
    }
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

/// The 26 points of a position as text: index 0..25, `A`.. for the
/// positive side's checkers, `a`.. for the negative side's, `-` empty.
fn position_text(pos: &[i8; 26]) -> String {
    pos.iter()
        .map(|&n| {
            let k = n.unsigned_abs().min(26);
            match n {
                0 => '-',
                1.. => char::from(b'A' + k - 1),
                _ => char::from(b'a' + k - 1),
            }
        })
        .collect()
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
        let from_s = if from >= 24 { "bar".to_string() } else { (from + 1).to_string() };
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

fn parse_records(stream: &[u8]) -> Result<Match, ParseError> {
    if stream.is_empty() || stream.len() % RECORD_SIZE != 0 {
        return Err(ParseError::new(format!(
            "temp.xg is {} bytes, not a whole number of {RECORD_SIZE}-byte records",
            stream.len()
        )));
    }
    let mut records = stream.chunks_exact(RECORD_SIZE).enumerate();
    let (_, hm) = records.next().ok_or_else(|| rec_err(0, "empty record stream"))?;
    if rd_u8(hm, 8) != Some(REC_HEADER_MATCH) {
        return Err(rec_err(0, "the stream does not start with a match header"));
    }
    if slice_at(hm, 556, 4) != Some(b"DMLI".as_slice()) {
        return Err(rec_err(0, "match header magic DMLI missing"));
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
    let length = if (1..99_999).contains(&raw_len) { raw_len as u32 } else { 0 };
    let rules = Rules { crawford: hb(100), jacoby: hb(101), beavers: hb(102) };
    let date = rd_f64(hm, 128).and_then(tdatetime_to_iso);
    let info = MatchInfo { length, crawford_rule: rules.crawford };

    let mut games: Vec<Game> = Vec::new();
    let mut cur: Option<GameBuilder> = None;
    let mut match_over = false;
    let mut any_luck = false;
    let mut analysed = false;

    for (idx, r) in records {
        let kind = rd_u8(r, 8).ok_or_else(|| rec_err(idx, "unreadable"))?;
        let i = |off: usize| rd_i32(r, off).ok_or_else(|| rec_err(idx, "unreadable field"));
        let f = |off: usize| rd_f64(r, off).ok_or_else(|| rec_err(idx, "unreadable field"));
        let g4 = |off: usize| {
            rd_f32(r, off).map(f64::from).ok_or_else(|| rec_err(idx, "unreadable field"))
        };
        if match_over && kind != REC_COMMENT && kind != REC_MISSING {
            return Err(rec_err(idx, "record after the match footer"));
        }
        match kind {
            REC_HEADER_MATCH => return Err(rec_err(idx, "a second match header")),
            REC_HEADER_GAME => {
                if let Some(g) = cur.take() {
                    games.push(g.game);
                }
                let s1 = u32::try_from(i(12)?).ok().filter(|&s| s <= MAX_POINTS);
                let s2 = u32::try_from(i(16)?).ok().filter(|&s| s <= MAX_POINTS);
                let (Some(s1), Some(s2)) = (s1, s2) else {
                    return Err(rec_err(idx, "absurd game score"));
                };
                let auto = if version >= 26 { i(64)? } else { 0 };
                let auto = u32::try_from(auto)
                    .ok()
                    .filter(|&a| a <= MAX_CUBE_LOG2)
                    .ok_or_else(|| rec_err(idx, "absurd number of automatic doubles"))?;
                let number = u32::try_from(games.len() + 1)
                    .map_err(|_| rec_err(idx, "too many games"))?;
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
                let g = cur.as_mut().ok_or_else(|| rec_err(idx, "cube record outside a game"))?;
                let double = i(16)?;
                let take = i(20)?;
                if !(-2..=1).contains(&double) || !(-1..=2).contains(&take) {
                    return Err(rec_err(idx, "unknown cube action"));
                }
                g.turn += 1;
                if double < 0 {
                    // −2: cube not available; −1: no decision this turn.
                    g.open_turn = seat_of(i(12)?);
                    continue;
                }
                let seat = seat_of(i(12)?).ok_or_else(|| rec_err(idx, "bad player on roll"))?;
                g.open_turn = Some(seat);
                let cube = cube_value(i(32)?, g.auto_doubles)
                    .ok_or_else(|| rec_err(idx, "absurd cube value"))?;
                let (nd, dt, dp) = (g4(152)?, g4(156)?, g4(160)?);
                let err_cube = f(200)?;
                let err_take = f(216)?;
                let position = read_pos(r, 36).map(|p| position_text(&p));
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
                    (Some(err_cube.max(0.0)), !trivial || err_cube > 0.001, Some(best.to_string()))
                } else {
                    (None, false, None)
                };
                let kind = if double == 1 { DecisionKind::Double } else { DecisionKind::NoDouble };
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
                });
                if double == 1 && take >= 0 {
                    let responder = 1 - seat;
                    let take_graded = graded(err_take);
                    let error = take_graded.then(|| (-err_take).max(0.0));
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
                    });
                }
            }
            REC_MOVE => {
                let g = cur.as_mut().ok_or_else(|| rec_err(idx, "move record outside a game"))?;
                let seat = seat_of(i(64)?).ok_or_else(|| rec_err(idx, "bad player on roll"))?;
                if g.open_turn.take() != Some(seat) {
                    g.turn += 1;
                }
                if rd_u8(r, 2308).unwrap_or(0) == 0 {
                    // Rolled, then the game ended (resignation): not a played turn.
                    continue;
                }
                let (d1, d2) = (i(100)?, i(104)?);
                if !(1..=6).contains(&d1) || !(1..=6).contains(&d2) {
                    return Err(rec_err(idx, "dice out of range"));
                }
                let dice = [d1 as u8, d2 as u8];
                g.game.rolls.push([dice[0].max(dice[1]), dice[0].min(dice[1])]);
                let cube = cube_value(i(108)?, g.auto_doubles)
                    .ok_or_else(|| rec_err(idx, "absurd cube value"))?;
                let n_moves = i(188)?;
                if !(0..=32).contains(&n_moves) {
                    return Err(rec_err(idx, "absurd number of candidate moves"));
                }
                let irrelevant = rd_u8(r, 2304).unwrap_or(0) != 0;
                let err_move = f(2312)?;
                let err_luck = f(2320)?;
                let pos_p1 = read_pos(r, 9).ok_or_else(|| rec_err(idx, "unreadable position"))?;
                let board = if seat == 0 { pos_p1 } else { swap_frame(&pos_p1) };
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
                let error = move_graded.then(|| (-err_move).max(0.0));
                if move_graded {
                    analysed = true;
                }
                let luck = err_luck.is_finite().then_some(err_luck);
                if luck.is_some_and(|l| l != 0.0) {
                    any_luck = true;
                }
                let ctx = g.ctx(&info, cube, seat);
                g.game.decisions.push(Decision {
                    seat,
                    move_number: g.turn,
                    kind: DecisionKind::Checker,
                    dice: Some(dice),
                    cube,
                    forced: n_moves <= 1,
                    counts: !irrelevant && move_graded,
                    error,
                    mwc_loss: error.and_then(|e| ctx.mwc_cost(e)),
                    luck,
                    luck_mwc: luck.and_then(|l| ctx.mwc_cost(l)),
                    played,
                    best,
                    position: Some(position_text(&pos_p1)),
                });
            }
            REC_FOOTER_GAME => {
                let mut g =
                    cur.take().ok_or_else(|| rec_err(idx, "game footer outside a game"))?;
                let points = u32::try_from(i(28)?)
                    .ok()
                    .filter(|&p| p <= MAX_POINTS)
                    .ok_or_else(|| rec_err(idx, "absurd points won"))?;
                let termination = i(32)?;
                g.game.result = GameResult {
                    winner: seat_of(i(24)?),
                    points,
                    resigned: (100..1000).contains(&termination.rem_euclid(1000)),
                };
                games.push(g.game);
            }
            REC_FOOTER_MATCH => {
                if let Some(g) = cur.take() {
                    games.push(g.game);
                }
                match_over = true;
            }
            REC_COMMENT | REC_MISSING => {}
            other => return Err(rec_err(idx, format!("unknown record type {other}"))),
        }
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
    Ok(Match {
        format: Format::Xg,
        players: [p1, p2],
        length,
        rules,
        date,
        event: (!event.is_empty()).then_some(event),
        analysed,
        games,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    fn fixture_dir(shared: &Path) -> PathBuf {
        shared.join("fixtures").join("xg")
    }

    fn fixtures(shared: &Path) -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(fixture_dir(shared))
            .expect("fixtures/xg is readable")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "xg"))
            .collect();
        v.sort();
        v
    }

    fn load(shared: &Path, name: &str) -> Match {
        let bytes = std::fs::read(fixture_dir(shared).join(name)).expect("fixture readable");
        parse(&bytes).expect("fixture parses")
    }

    /// Per-seat sums, the way the metrics module will compute them.
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

    /// `x` printed with `digits` decimals, as XG prints it.
    fn printed(x: f64, digits: usize) -> String {
        format!("{x:.digits$}")
    }

    #[test]
    fn debug_dump() {
        let Some(shared) = crate::shared::require() else { return };
        for p in fixtures(&shared) {
            let m = parse(&std::fs::read(&p).unwrap()).unwrap();
            let s = stats(&m);
            eprintln!("{} {:?} {:?} {:?}", p.display(), m.players, m.date, m.event);
            for st in s {
                eprintln!("  {st:?} dec {} err {:.4} pr {:.3} mwc {:.3}", st.decisions(), st.error(), st.pr(), st.mwc_pp());
            }
        }
    }
}
