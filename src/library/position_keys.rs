//! Where a position was played (`position_keys`, schemas 18 and 19, #41):
//! per match and distinct position, a 32-bit key of the checkers
//! ([`key_of`]) and the decisions made there (their [`Hit`]s: the entry,
//! the seat, the cube and score, the error, and 32 more bits of the
//! position's hash), so a pasted position's decisions are counted and
//! ordered from the keys alone, and only the rows shown are read from the
//! matches (a full scan of the search blobs takes about a second at
//! 100,000 matches, and replaying each holding match's blob 30 µs a match:
//! docs/performance.md).
//!
//! The keys are computed from what is already stored, the search blobs,
//! when a search needs them ([`fill`]), not at import: an import writes
//! nothing more but its match's row in `position_keys_todo` (written by
//! triggers on `match_features`). Each keying of a match has a generation
//! (`position_keys_done.gen`); rows of an older one (a blob written again)
//! or of a removed match join nothing, so they are never read.

use rusqlite::{params, Connection, OptionalExtension};

use crate::library::search_index::{kind_of, on_roll, Blob, Scan};
use crate::library::{Error, Result};
use crate::model::ids::MatchState;
use crate::model::position::Board;

/// The 64-bit FNV-1a hash of `board`'s checkers with `on_roll` to play:
/// the player on roll's, then the opponent's (each from its own side).
fn hash_of(board: &Board, on_roll: u8) -> u64 {
    let me = usize::from(on_roll.min(1));
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for side in [me, 1 - me] {
        for &n in &board.checkers[side] {
            h ^= u64::from(n);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The key of `board` with `on_roll` to play: its hash folded to 32 bits
/// (stored in 4 bytes by SQLite).
pub fn key_of(board: &Board, on_roll: u8) -> i64 {
    let h = hash_of(board, on_roll);
    i64::from((h ^ (h >> 32)) as u32)
}

/// The hash's high half: with the key, the whole 64-bit hash, so two
/// positions that share a key are told apart.
pub fn check_of(board: &Board, on_roll: u8) -> u32 {
    (hash_of(board, on_roll) >> 32) as u32
}

/// A context (cube and score) with a figure too large for its bits:
/// compared by replaying the blob instead.
pub const CTX_WIDE: u32 = 1 << 31;

/// The cube and score of a decision, seen from the player on roll: the
/// cube's log (4 bits), its owner (2 bits: centred, the player on roll,
/// the other, unknown), the Crawford flag (match play only), the player
/// on roll's score, the other's and the match length (8 bits each).
fn ctx(cube_log: u32, owner: u32, crawford: bool, score: [u32; 2], length: u32) -> u32 {
    if cube_log > 15 || score[0] > 255 || score[1] > 255 || length > 255 {
        return CTX_WIDE;
    }
    cube_log
        | owner << 4
        | u32::from(crawford && length > 0) << 6
        | score[0] << 7
        | score[1] << 15
        | length << 23
}

/// A pasted owner (`None` centred, `Some(0)` the player on roll,
/// `Some(1)` the other) as [`owner_code`] gives a decision's.
pub fn owner_code_of(owner: Option<u8>) -> u32 {
    match owner {
        None => 0,
        Some(0) => 1,
        Some(_) => 2,
    }
}

/// The cube's owner of a blob entry (its word `h`, `seat` deciding,
/// `roller` on roll), seen from the player on roll: 0 centred, 1 that
/// player, 2 the other, 3 unknown. An unknown owner of a cube of 1 is
/// centred, as the rows say.
pub fn owner_code(h: u16, seat: u8, roller: u8) -> u32 {
    match h >> 11 & 3 {
        0 => 0,
        1 => 1 + u32::from(seat != roller),
        2 => 1 + u32::from(seat == roller),
        _ if h >> 7 & 15 == 0 => 0,
        _ => 3,
    }
}

/// The context of a pasted state, seen from the player on roll (seat 0).
pub fn ctx_of_state(s: &MatchState) -> u32 {
    ctx(
        s.cube.max(1).ilog2(),
        owner_code_of(s.owner),
        s.crawford,
        s.score,
        s.length,
    )
}

/// One decision made in a position.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    /// The entry's index in its match's blob (and record).
    pub index: u16,
    /// The seat that decides.
    pub seat: u8,
    /// [`ctx_of_state`]'s figures for this decision.
    pub ctx: u32,
    /// The error; `None` when unknown.
    pub error: Option<f32>,
    /// [`check_of`] the decision's position.
    pub check: u32,
}

const HIT_BYTES: usize = 15;

/// The hits of one key in one match, as stored (15 bytes each).
pub fn write_hits(hits: &[Hit], out: &mut Vec<u8>) {
    for h in hits {
        out.extend_from_slice(&h.index.to_le_bytes());
        out.push(h.seat | u8::from(h.error.is_some()) << 1);
        out.extend_from_slice(&h.ctx.to_le_bytes());
        out.extend_from_slice(&h.error.unwrap_or(0.0).to_le_bytes());
        out.extend_from_slice(&h.check.to_le_bytes());
    }
}

/// Reads [`write_hits`]'s bytes; `None` when they are damaged.
pub fn read_hits(bytes: &[u8]) -> Option<impl Iterator<Item = Hit> + '_> {
    if !bytes.len().is_multiple_of(HIT_BYTES) {
        return None;
    }
    let u32_at = |b: &[u8], i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
    Some(bytes.chunks_exact(HIT_BYTES).map(move |b| Hit {
        index: u16::from_le_bytes([b[0], b[1]]),
        seat: b[2] & 1,
        ctx: u32_at(b, 3),
        error: (b[2] & 2 != 0).then(|| f32::from_bits(u32_at(b, 7))),
        check: u32_at(b, 11),
    }))
}

/// Keys the matches whose blobs are not keyed yet (new, written again),
/// in one transaction. Returns how many matches it keyed.
pub fn fill(conn: &Connection) -> Result<usize> {
    let todo: Vec<i64> = {
        let mut st = conn.prepare_cached("SELECT match_id FROM position_keys_todo")?;
        let ids = st.query_map([], |r| r.get(0))?;
        ids.collect::<rusqlite::Result<_>>()?
    };
    if todo.is_empty() {
        return Ok(0);
    }
    let tx = conn.unchecked_transaction()?;
    {
        // One generation for this keying, newer than every row's (counted
        // in the settings: the keyed matches' own may go back).
        let gen: i64 = tx.query_row(
            "INSERT INTO settings(key, value) VALUES ('position_keys_gen', '1')
             ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1
             RETURNING CAST(value AS INTEGER)",
            [],
            |r| r.get(0),
        )?;
        let mut read = tx.prepare_cached(
            "SELECT f.data, m.length FROM match_features f JOIN matches m ON m.id = f.match_id
              WHERE f.match_id = ?1",
        )?;
        let mut put = tx.prepare_cached(
            "INSERT OR REPLACE INTO position_keys(key, match_id, gen, hits) VALUES (?1, ?2, ?3, ?4)",
        )?;
        let mut done = tx.prepare_cached(
            "INSERT OR REPLACE INTO position_keys_done(match_id, gen) VALUES (?1, ?2)",
        )?;
        let mut forget = tx.prepare_cached("DELETE FROM position_keys_todo WHERE match_id = ?1")?;
        let mut hits: Vec<(i64, Hit)> = Vec::new();
        let mut bytes = Vec::new();
        for &id in &todo {
            let Some((data, length)): Option<(Vec<u8>, i64)> = read
                .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()?
            else {
                // Its blob is gone (a match removed whose row stayed).
                forget.execute([id])?;
                continue;
            };
            hits.clear();
            match_hits(
                id,
                &data,
                u32::try_from(length).unwrap_or(u32::MAX),
                |key, hit| hits.push((key, hit)),
            )?;
            hits.sort_by_key(|&(k, h)| (k, h.index));
            for group in hits.chunk_by(|a, b| a.0 == b.0) {
                bytes.clear();
                let of_key: Vec<Hit> = group.iter().map(|&(_, h)| h).collect();
                write_hits(&of_key, &mut bytes);
                put.execute(params![group[0].0, id, gen, bytes])?;
            }
            done.execute(params![id, gen])?;
            forget.execute([id])?;
        }
    }
    tx.commit()?;
    Ok(todo.len())
}

/// Calls `f(key, hit)` for every decision of a match's blob that has a
/// board (`length`: the match's, 0 for money).
fn match_hits(id: i64, data: &[u8], length: u32, mut f: impl FnMut(i64, Hit)) -> Result<()> {
    let damaged = || Error::Invalid(crate::msg!("lib-features-damaged", id = id));
    let blob = Blob::read(id, data)?;
    let mut scan = Scan::new(&blob, true, false);
    while let Some(d) = scan.next().map_err(|_| damaged())? {
        let Some(b) = scan.board() else {
            continue;
        };
        let seat = (d.h >> 6 & 1) as u8;
        let roller = on_roll(kind_of(d.h), seat);
        let r = usize::from(roller);
        let g = &blob.games[scan.game()];
        let cube_log = u32::from(d.h >> 7 & 15);
        let owner = owner_code(d.h, seat, roller);
        let Ok(index) = u16::try_from(scan.index()) else {
            return Err(damaged());
        };
        f(
            key_of(b, roller),
            Hit {
                index,
                seat,
                ctx: ctx(
                    cube_log,
                    owner,
                    g.crawford,
                    [g.score[r], g.score[1 - r]],
                    length,
                ),
                error: d.error,
                check: check_of(b, roller),
            },
        );
    }
    Ok(())
}
