//! Every decision of the library made in a pasted position (#41):
//! `blunderdb search --position ID` and the Positions tab's paste.
//!
//! Two groups: **exact**, the decisions with the same checkers, the same
//! player on roll and, when the ID gives them (an XGID, a Match ID), the
//! same cube (value and owner, seen from the player on roll), match length,
//! score (the player on roll's first) and Crawford flag; and
//! **same_checkers**, the other decisions with the same checkers and player
//! on roll, whatever their cube and score. The dice are not compared: the
//! position is the same before and after the roll, and a cube decision and
//! the checker play that follows it share it. A Position ID alone gives
//! neither cube nor score: all its decisions are exact.
//!
//! The decisions come from the key table (`library::position_keys`): the
//! rows of the position's key hold each decision's seat, cube and score,
//! error and a second half of the position's hash, so the groups are
//! counted and ordered from them, and only the rows shown are read from
//! their matches, where their boards are compared whole. Where the keys
//! cannot say (a library that cannot be written, so cannot be keyed; a
//! cube or score too large for their bits; a shown board that is not the
//! pasted one, a 64-bit hash collision) every holding match's search blob
//! is replayed instead, the boards compared whole. Either way the answer
//! is a scan's of every decision (tests/paste.rs checks it against one).

use std::collections::HashMap;

use rusqlite::OptionalExtension;
use serde::Serialize;

use crate::library::position_keys;
use crate::library::search_index::{kind_of, on_roll, Blob, Scan, ERR_F32, ERR_ZERO};
use crate::library::store::{Filter, Store};
use crate::model::paste::Pasted;
use crate::queries::search::run::{SearchRow, MAX_LIMIT};
use crate::queries::{Error, Result};

/// One group of decisions: how many, and the worst `limit` of them (worst
/// error first, unknown errors last, then by match and place).
#[derive(Debug, Clone, Serialize)]
pub struct Group {
    pub count: u64,
    pub decisions: Vec<SearchRow>,
}

/// The answer to a pasted position.
#[derive(Debug, Clone, Serialize)]
pub struct PositionPage {
    /// The pasted position's IDs, as blunderDB writes them (the XGID and
    /// Match ID only when the paste gave a cube and score).
    pub position_id: String,
    pub match_id: Option<String>,
    pub xgid: Option<String>,
    pub exact: Group,
    pub same_checkers: Group,
}

/// A found decision: its order in a group, and where it is.
type Hit = (f32, i64, usize);

/// What a hit needs of an entry: its decision word and its error.
struct Decoded {
    h: u16,
    error: Option<f32>,
}

/// Finds the decisions made in `pasted`'s position; at most `limit` rows
/// a group.
pub fn find(store: &Store, pasted: &Pasted, limit: usize) -> Result<PositionPage> {
    find_in(store, pasted, &Filter::default(), limit)
}

/// [`find`] among the decisions of `filter`'s selection (its player's,
/// dates, length), as `search` selects them: the decisions of the seats
/// the selection's matches give.
pub fn find_in(
    store: &Store,
    pasted: &Pasted,
    filter: &Filter,
    limit: usize,
) -> Result<PositionPage> {
    if limit == 0 || limit > MAX_LIMIT {
        return Err(Error::invalid(crate::msg!(
            "query-search-limit",
            max = MAX_LIMIT
        )));
    }
    let conn = store.connection();
    // Keying the matches new since the last search writes to the library;
    // a library that cannot be written (read-only, another writer past the
    // busy timeout) is scanned whole instead: slower, the same answer.
    let keyed = position_keys::fill(conn).is_ok();
    let seats = selection(store, filter)?;
    if keyed {
        if let Some(page) = from_keys(store, pasted, seats.as_ref(), limit)? {
            return Ok(page);
        }
    }
    replayed(store, pasted, seats.as_ref(), keyed, limit)
}

/// The selection's match × seats (a mask: bit `s` for seat `s`), when it
/// is not the whole library.
fn selection(store: &Store, filter: &Filter) -> Result<Option<HashMap<i64, u8>>> {
    let conn = store.connection();
    Ok(if *filter == Filter::default() {
        None
    } else {
        let f = crate::queries::filters::validate(store, filter.clone())?;
        let (w, args) = Store::where_clause(&f);
        let mut st = conn.prepare(&format!("SELECT s.match_id, s.seat FROM match_stats s{w}"))?;
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        let mut out: HashMap<i64, u8> = HashMap::new();
        while let Some(r) = rows.next()? {
            let seat: i64 = r.get(1)?;
            *out.entry(r.get(0)?).or_insert(0) |= 1 << seat.clamp(0, 1);
        }
        Some(out)
    })
}

/// The page from the keys' hits alone, but its rows; `None` when the keys
/// cannot say (see the module's comment).
fn from_keys(
    store: &Store,
    pasted: &Pasted,
    seats: Option<&HashMap<i64, u8>>,
    limit: usize,
) -> Result<Option<PositionPage>> {
    let conn = store.connection();
    let key = position_keys::key_of(&pasted.board, 0);
    let check = position_keys::check_of(&pasted.board, 0);
    let want = pasted.state.as_ref().map(position_keys::ctx_of_state);
    if want.is_some_and(|c| c & position_keys::CTX_WIDE != 0) {
        return Ok(None);
    }
    let mut exact: Vec<Hit> = Vec::new();
    let mut same: Vec<Hit> = Vec::new();
    // A row of an older keying of its match, or of a removed match, joins
    // nothing.
    let mut st = conn.prepare_cached(
        "SELECT k.match_id, k.hits FROM position_keys k
           JOIN position_keys_done d ON d.match_id = k.match_id AND d.gen = k.gen
          WHERE k.key = ?1",
    )?;
    let mut rows = st.query([key])?;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let Some(mask) = seat_mask(seats, id) else {
            continue;
        };
        let bytes = blob_of(r, 1)?;
        let Some(hits) = position_keys::read_hits(bytes) else {
            return Ok(None);
        };
        for h in hits {
            if h.check != check || mask & (1 << h.seat) == 0 {
                continue;
            }
            let hit = (
                h.error.map_or(f32::INFINITY, |e| -e),
                id,
                usize::from(h.index),
            );
            match want {
                Some(_) if h.ctx & position_keys::CTX_WIDE != 0 => return Ok(None),
                Some(c) if h.ctx != c => same.push(hit),
                _ => exact.push(hit),
            }
        }
    }
    let exact = group(store, exact, limit)?;
    let same_checkers = group(store, same, limit)?;
    // The rows shown are the pasted position's, board for board (a row
    // whose file gave no Position ID has only its hash to go by).
    let want_id = pasted.position_id();
    let mut shown = exact.decisions.iter().chain(&same_checkers.decisions);
    if shown.any(|r| r.row.position_id.as_ref().is_some_and(|id| *id != want_id)) {
        return Ok(None);
    }
    Ok(Some(page(pasted, exact, same_checkers)))
}

/// The seats of match `id` the selection takes (bit `s` for seat `s`),
/// `None` when it takes none of them.
fn seat_mask(seats: Option<&HashMap<i64, u8>>, id: i64) -> Option<u8> {
    match seats {
        None => Some(3),
        Some(m) => m.get(&id).copied(),
    }
}

/// Column `i` of `r`, a blob, borrowed.
fn blob_of<'r>(r: &'r rusqlite::Row<'_>, i: usize) -> Result<&'r [u8]> {
    Ok(r.get_ref(i)?.as_blob().map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Blob, Box::new(e))
    })?)
}

/// The page of `pasted` with its two groups.
fn page(pasted: &Pasted, exact: Group, same_checkers: Group) -> PositionPage {
    let state = pasted.state;
    PositionPage {
        position_id: pasted.position_id(),
        match_id: state.map(|s| s.match_id()),
        xgid: state.map(|s| s.xgid(&pasted.board, 0)),
        exact,
        same_checkers,
    }
}

/// The page from every holding match's search blob, replayed (every
/// match's, when `keyed` is false).
fn replayed(
    store: &Store,
    pasted: &Pasted,
    seats: Option<&HashMap<i64, u8>>,
    keyed: bool,
    limit: usize,
) -> Result<PositionPage> {
    let conn = store.connection();
    let key = position_keys::key_of(&pasted.board, 0);
    let want = pasted.board.checkers;
    let pips = (
        u64::from(pasted.board.pips(0)),
        u64::from(pasted.board.pips(1)),
    );
    let state = pasted.state;
    let cube_log = state.map(|s| s.cube.max(1).ilog2() as u16);
    let mut exact: Vec<Hit> = Vec::new();
    let mut same: Vec<Hit> = Vec::new();
    let damaged = |id: i64| -> Error {
        crate::library::Error::Invalid(crate::msg!("lib-features-damaged", id = id)).into()
    };
    // The blobs of the matches with the key (a stale key of a removed
    // match joins nothing), in one statement.
    let mut st = conn.prepare_cached(if keyed {
        "SELECT f.match_id, f.data, m.length FROM position_keys k
           JOIN position_keys_done d ON d.match_id = k.match_id AND d.gen = k.gen
           JOIN match_features f ON f.match_id = k.match_id
           JOIN matches m ON m.id = k.match_id
          WHERE k.key = ?1"
    } else {
        "SELECT f.match_id, f.data, m.length FROM match_features f
           JOIN matches m ON m.id = f.match_id
          WHERE ?1 = ?1"
    })?;
    let mut rows = st.query([key])?;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let Some(mask) = seat_mask(seats, id) else {
            continue;
        };
        let data = blob_of(r, 1)?;
        let length: i64 = r.get(2)?;
        let blob = Blob::read(id, data)?;
        let mut scan = Scan::new(&blob, true, false);
        // The errors stream holds the errors neither unknown nor 0, in
        // the entries' order: `k` counts those before the entry.
        let mut k = 0usize;
        for i in 0..blob.len() {
            let (w, h) = blob.words(i);
            let class = w >> 26 & 3;
            let error = match class {
                ERR_ZERO => Some(0.0),
                ERR_F32 => Some(blob.error_at(k).ok_or_else(|| damaged(id))?),
                _ => None,
            };
            k += usize::from(class == ERR_F32);
            // The entry's pip counts (the player on roll's first) pass
            // over all but a few boards: only those are replayed, the
            // games without one not at all.
            if (w & 511, w >> 9 & 511) != pips {
                continue;
            }
            scan.goto(i).map_err(|_| damaged(id))?;
            let Some(b) = scan.board() else {
                continue;
            };
            let d = Decoded { h, error };
            let seat = (d.h >> 6 & 1) as u8;
            if mask & (1 << seat) == 0 {
                continue;
            }
            let roller = usize::from(on_roll(kind_of(d.h), seat));
            if b.checkers[roller] != want[0] || b.checkers[1 - roller] != want[1] {
                continue;
            }
            let hit = (d.error.map_or(f32::INFINITY, |e| -e), id, i);
            let is_exact = match (state, cube_log) {
                (Some(s), Some(log)) => {
                    let g = &blob.games[scan.game()];
                    let owner = position_keys::owner_code(d.h, seat, roller as u8);
                    i64::from(s.length) == length
                        && s.score == [g.score[roller], g.score[1 - roller]]
                        && (s.length == 0 || s.crawford == g.crawford)
                        && d.h >> 7 & 15 == log
                        && owner == position_keys::owner_code_of(s.owner)
                }
                _ => true,
            };
            if is_exact {
                exact.push(hit);
            } else {
                same.push(hit);
            }
        }
    }
    let exact = group(store, exact, limit)?;
    let same_checkers = group(store, same, limit)?;
    Ok(page(pasted, exact, same_checkers))
}

/// The group's count and its worst `limit` rows.
fn group(store: &Store, mut hits: Vec<Hit>, limit: usize) -> Result<Group> {
    let count = hits.len() as u64;
    let order = |a: &Hit, b: &Hit| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2));
    // The worst `limit` first, then only they are sorted (the opening's
    // 300,000 decisions at 100,000 matches sorted whole took 20 ms).
    if hits.len() > limit {
        hits.select_nth_unstable_by(limit, order);
        hits.truncate(limit);
    }
    hits.sort_unstable_by(order);
    Ok(Group {
        count,
        decisions: rows(store, &hits)?,
    })
}

/// The rows of the hits, each read from its match's record (a match read
/// once), with its position's figures from the blob, as `search`'s rows.
fn rows(store: &Store, hits: &[Hit]) -> Result<Vec<SearchRow>> {
    let conn = store.connection();
    type Read = (
        crate::library::store::StoredMatch,
        crate::library::record::Record,
        Vec<u8>,
    );
    let mut read: HashMap<i64, Option<Read>> = HashMap::new();
    let mut out = Vec::with_capacity(hits.len());
    for &(_, id, index) in hits {
        if let std::collections::hash_map::Entry::Vacant(v) = read.entry(id) {
            let m = crate::library::store::stored_match(conn, id)?;
            let rec = crate::library::store::load_record(conn, id)?;
            let blob: Option<Vec<u8>> = conn
                .prepare_cached("SELECT data FROM match_features WHERE match_id = ?1")?
                .query_row([id], |r| r.get(0))
                .optional()?;
            v.insert(m.map(|m| (m, rec, blob.unwrap_or_default())));
        }
        let Some(Some((m, rec, blob))) = read.get(&id) else {
            continue;
        };
        let Some(d) = rec.items.get(index) else {
            continue;
        };
        let row = crate::queries::drill::row_of(m, rec, d);
        let entry = Blob::read(id, blob)
            .ok()
            .filter(|b| index < b.len())
            .map(|b| b.entry(index));
        out.push(SearchRow {
            pips: entry.and_then(|e| e.features).map(|f| f.pips),
            contact: entry.and_then(|e| e.features).map(|f| f.contact),
            phase: entry.map_or("unknown", |e| e.phase),
            plan: entry.and_then(|e| e.features).map(|f| f.plan.as_str()),
            row,
        });
    }
    Ok(out)
}
