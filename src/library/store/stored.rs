//! Reading a stored match back: what a decision row needs of its match
//! ([`StoredMatch`]) and its decoded record. Plain functions over a
//! connection, so the cells' rebuilds and the queries read matches alike.

use rusqlite::{Connection, OptionalExtension, Row};

use crate::library::Result;

/// What a decision row needs of its match beside its record.
#[derive(Debug, Clone)]
pub(crate) struct StoredMatch {
    pub id: i64,
    pub players: [String; 2],
    pub length: u32,
    pub jacoby: bool,
    pub beavers: bool,
    pub source: String,
    /// `matches.identity`: with a decision's place, its ref.
    pub identity: String,
    /// What the player keeps on the match's decisions (read by
    /// [`stored_match`]; empty from [`for_each_record`]).
    pub marks: crate::library::store::marks::MatchMarks,
    /// (number, score before the game, Crawford game), by number.
    pub games: Vec<(u32, [u32; 2], bool)>,
}

impl StoredMatch {
    fn game(&self, number: u32) -> Option<&(u32, [u32; 2], bool)> {
        self.games
            .binary_search_by_key(&number, |g| g.0)
            .ok()
            .map(|i| &self.games[i])
    }

    /// The score before game `number`, the first seat's first.
    pub fn score(&self, number: u32) -> [u32; 2] {
        self.game(number).map_or([0, 0], |g| g.1)
    }

    pub fn crawford(&self, number: u32) -> bool {
        self.game(number).is_some_and(|g| g.2)
    }
}

const STORED_MATCH: &str =
    "SELECT id, player0, player1, length, jacoby, beavers, source, identity FROM matches";

fn stored_match_row(r: &Row) -> rusqlite::Result<StoredMatch> {
    Ok(StoredMatch {
        id: r.get(0)?,
        players: [r.get(1)?, r.get(2)?],
        length: r.get::<_, i64>(3)?.clamp(0, i64::from(u32::MAX)) as u32,
        jacoby: r.get(4)?,
        beavers: r.get(5)?,
        source: r.get(6)?,
        identity: r.get(7)?,
        marks: Default::default(),
        games: Vec::new(),
    })
}

fn stored_games(conn: &Connection, id: i64) -> Result<Vec<(u32, [u32; 2], bool)>> {
    let mut st = conn.prepare_cached(
        "SELECT number, score0, score1, crawford FROM games WHERE match_id = ?1 ORDER BY number",
    )?;
    let rows = st.query_map([id], |r| {
        let u = |i: usize| -> rusqlite::Result<u32> {
            Ok(r.get::<_, i64>(i)?.clamp(0, i64::from(u32::MAX)) as u32)
        };
        Ok((u(0)?, [u(1)?, u(2)?], r.get(3)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A stored match with its games, `None` when the library has no match `id`.
pub(crate) fn stored_match(conn: &Connection, id: i64) -> Result<Option<StoredMatch>> {
    let m = conn
        .prepare_cached(&format!("{STORED_MATCH} WHERE id = ?1"))?
        .query_row([id], stored_match_row)
        .optional()?;
    let Some(mut m) = m else { return Ok(None) };
    m.games = stored_games(conn, id)?;
    m.marks = crate::library::store::marks::marks_of(conn, &m.identity)?;
    Ok(Some(m))
}

/// The decoded record of match `id` (empty when it has none).
pub(crate) fn load_record(conn: &Connection, id: i64) -> Result<crate::library::record::Record> {
    let data: Option<Vec<u8>> = conn
        .prepare_cached("SELECT data FROM match_decisions WHERE match_id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    match data {
        Some(d) => crate::library::record::decode(id, &d),
        None => Ok(crate::library::record::Record::default()),
    }
}

/// Calls `f` with every stored match and its decoded record, in id order.
pub(crate) fn for_each_record(
    conn: &Connection,
    mut f: impl FnMut(&StoredMatch, &crate::library::record::Record) -> Result<()>,
) -> Result<()> {
    let matches: Vec<StoredMatch> = {
        let mut st = conn.prepare(&format!("{STORED_MATCH} ORDER BY id"))?;
        let rows = st.query_map([], stored_match_row)?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    for mut m in matches {
        m.games = stored_games(conn, m.id)?;
        let rec = load_record(conn, m.id)?;
        f(&m, &rec)?;
    }
    Ok(())
}
