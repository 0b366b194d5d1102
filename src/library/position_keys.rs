//! Which matches may hold a position (`position_keys`, schema 18, #41):
//! per match, the 32-bit keys of the positions its decisions were made in
//! ([`key_of`]), so a pasted position is looked up in a few matches, not
//! by replaying every board of the library (a full scan of the search
//! blobs takes about a second at 100,000 matches, docs/performance.md).
//!
//! The keys are computed from what is already stored, the search blobs,
//! when a search needs them ([`fill`]), not at import: an import writes
//! nothing more. The key is a hash: a hit only says "replay this match's
//! blob"; the caller compares the boards themselves.

use rusqlite::{params, Connection};

use crate::library::search_index::{kind_of, on_roll, Blob, Scan};
use crate::library::{Error, Result};
use crate::model::position::Board;

/// The key of `board` with `on_roll` to play: FNV-1a over the checkers of
/// the player on roll, then the opponent's (each from its own side),
/// folded to 32 bits (stored in 4 bytes by SQLite).
pub fn key_of(board: &Board, on_roll: u8) -> i64 {
    let me = usize::from(on_roll.min(1));
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for side in [me, 1 - me] {
        for &n in &board.checkers[side] {
            h ^= u64::from(n);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    i64::from((h ^ (h >> 32)) as u32)
}

/// Keys the matches whose blobs are not keyed yet (new, written again),
/// in one transaction. Returns how many matches it keyed.
pub fn fill(conn: &Connection) -> Result<usize> {
    let todo: Vec<i64> = {
        let mut st = conn.prepare_cached(
            "SELECT f.match_id FROM match_features f
              WHERE NOT EXISTS (SELECT 1 FROM position_keys_done d WHERE d.match_id = f.match_id)",
        )?;
        let ids = st.query_map([], |r| r.get(0))?;
        ids.collect::<rusqlite::Result<_>>()?
    };
    if todo.is_empty() {
        return Ok(0);
    }
    let tx = conn.unchecked_transaction()?;
    {
        let mut read = tx.prepare_cached("SELECT data FROM match_features WHERE match_id = ?1")?;
        let mut put = tx
            .prepare_cached("INSERT OR IGNORE INTO position_keys(key, match_id) VALUES (?1, ?2)")?;
        let mut done =
            tx.prepare_cached("INSERT OR IGNORE INTO position_keys_done(match_id) VALUES (?1)")?;
        let mut keys = Vec::new();
        for &id in &todo {
            let data: Vec<u8> = read.query_row([id], |r| r.get(0))?;
            keys.clear();
            for_each_board(id, &data, |_, board, roller| {
                keys.push(key_of(board, roller))
            })?;
            keys.sort_unstable();
            keys.dedup();
            for &k in &keys {
                put.execute(params![k, id])?;
            }
            done.execute([id])?;
        }
    }
    tx.commit()?;
    Ok(todo.len())
}

/// The matches that may hold a position of key `key` (stale rows
/// included: the caller checks the boards).
pub fn matches_with(conn: &Connection, key: i64) -> Result<Vec<i64>> {
    let mut st = conn.prepare_cached("SELECT match_id FROM position_keys WHERE key = ?1")?;
    let ids = st.query_map([key], |r| r.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// Calls `f(entry index, board, seat on roll)` for every decision of a
/// match's blob that has a board, in order.
pub fn for_each_board(id: i64, data: &[u8], mut f: impl FnMut(usize, &Board, u8)) -> Result<()> {
    let damaged = || Error::Invalid(crate::msg!("lib-features-damaged", id = id));
    let blob = Blob::read(id, data)?;
    let mut scan = Scan::new(&blob, true, false);
    while let Some(d) = scan.next().map_err(|_| damaged())? {
        if let Some(b) = scan.board() {
            let seat = (d.h >> 6 & 1) as u8;
            f(scan.index(), b, on_roll(kind_of(d.h), seat));
        }
    }
    Ok(())
}
