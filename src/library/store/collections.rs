//! Collections (schema 15): a named, ordered list of decisions, kept by
//! their refs' parts ([`Key`]); or, when it has a query, *live*: its
//! decisions are those the search finds (run by `queries::study`, as the
//! store never calls a query). Names are compared without case.

use super::marks::{Key, Place, Slot};
use super::*;

/// A collection as the library holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Collection {
    #[serde(skip)]
    pub id: i64,
    pub name: String,
    /// The search a live collection follows.
    pub query: Option<String>,
    /// Decisions listed by hand (0 for a live one).
    pub listed: u64,
}

impl Store {
    /// Every collection, by name.
    pub fn collections(&self) -> Result<Vec<Collection>> {
        let mut st = self.conn.prepare_cached(
            "SELECT c.id, c.name, c.query,
                    (SELECT count(*) FROM collection_items i WHERE i.collection_id = c.id)
             FROM collections c ORDER BY lower(c.name), c.name",
        )?;
        let rows = st.query_map([], |r| {
            Ok(Collection {
                id: r.get(0)?,
                name: r.get(1)?,
                query: r.get(2)?,
                listed: r.get::<_, i64>(3)?.max(0) as u64,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The collection `name` (any case).
    pub fn collection(&self, name: &str) -> Result<Option<Collection>> {
        Ok(self
            .collections()?
            .into_iter()
            .find(|c| c.name.eq_ignore_ascii_case(name.trim())))
    }

    /// Makes an empty collection, or a live one following `query`;
    /// `false` when one of that name (any case) exists.
    pub fn create_collection(&mut self, name: &str, query: Option<&str>) -> Result<bool> {
        let n = self.conn.execute(
            "INSERT OR IGNORE INTO collections(name, query) VALUES (?1, ?2)",
            params![name.trim(), query.map(str::trim)],
        )?;
        Ok(n > 0)
    }

    /// Removes a collection (its cards stay, as cards of their decisions).
    pub fn remove_collection(&mut self, id: i64) -> Result<()> {
        self.conn
            .execute("DELETE FROM collections WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Appends decisions to collection `id`, in order, each once; returns
    /// how many were not there yet.
    pub fn collection_add(&mut self, id: i64, keys: &[Key]) -> Result<u64> {
        let tx = self.write_tx()?;
        let mut next: i64 = tx.query_row(
            "SELECT coalesce(max(position), 0) + 1 FROM collection_items WHERE collection_id = ?1",
            [id],
            |r| r.get(0),
        )?;
        let mut added = 0;
        for k in keys {
            let p = k.place;
            let n = tx.execute(
                "INSERT OR IGNORE INTO collection_items(collection_id, position, identity, game, turn, slot)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![id, next, k.identity, p.game, p.turn, p.slot.code()],
            )?;
            if n > 0 {
                next += 1;
                added += 1;
            }
        }
        tx.commit()?;
        Ok(added)
    }

    /// Takes decisions out of collection `id`; returns how many were in it.
    pub fn collection_remove(&mut self, id: i64, keys: &[Key]) -> Result<u64> {
        let tx = self.write_tx()?;
        let mut removed = 0;
        for k in keys {
            let p = k.place;
            removed += tx.execute(
                "DELETE FROM collection_items WHERE collection_id = ?1 AND identity = ?2
                 AND game = ?3 AND turn = ?4 AND slot = ?5",
                params![id, k.identity, p.game, p.turn, p.slot.code()],
            )? as u64;
        }
        tx.commit()?;
        Ok(removed)
    }

    /// The decisions listed in collection `id`, in order.
    pub fn collection_keys(&self, id: i64) -> Result<Vec<Key>> {
        self.keys_where(
            "SELECT identity, game, turn, slot FROM collection_items WHERE collection_id = ?1
             ORDER BY position",
            [id],
        )
    }

    /// The match id and `seq` of each decision of `keys` still in the
    /// library, in order (`None` for one whose match is gone).
    pub fn locate(&self, keys: &[Key]) -> Result<Vec<Option<(i64, u32)>>> {
        let mut by_identity: std::collections::HashMap<&str, Option<(i64, record::Record)>> =
            Default::default();
        let mut out = Vec::with_capacity(keys.len());
        for k in keys {
            let loaded = match by_identity.entry(k.identity.as_str()) {
                std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    let id: Option<i64> = self
                        .conn
                        .prepare_cached("SELECT id FROM matches WHERE identity = ?1")?
                        .query_row([&k.identity], |r| r.get(0))
                        .optional()?;
                    e.insert(match id {
                        Some(id) => Some((id, load_record(&self.conn, id)?)),
                        None => None,
                    })
                }
            };
            let found = loaded.as_ref().and_then(|(id, rec)| {
                let mut tc = super::marks::TurnCounter::new();
                rec.items
                    .iter()
                    .find_map(|d| (tc.next(d.game, d.kind) == k.place).then_some((*id, d.seq)))
            });
            out.push(found);
        }
        Ok(out)
    }
}

/// The key of a decision at `place` of the match `identity`.
pub fn key(identity: &str, game: u32, turn: u32, slot: Slot) -> Key {
    Key {
        identity: identity.to_string(),
        place: Place { game, turn, slot },
    }
}

use crate::library::record;
