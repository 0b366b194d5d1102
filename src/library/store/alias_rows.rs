//! The rows of the `aliases` table as a change writes them: one name
//! counted as a player, the names already counted as that name moving
//! along. Checking that a change makes sense (both are players, no cycle,
//! suggestions for an unknown name) needs the queries, above the store
//! (`queries::aliases`); a change checked once is written here, and a
//! club's log, replayed, writes it here again without the queries.

use rusqlite::params;

use super::{Result, Store};

fn key(s: &str) -> String {
    s.trim().to_lowercase()
}

impl Store {
    /// Counts `alias` (a stored name) as `player` (a stored name), and the
    /// names counted as `alias` as `player` too, in one transaction.
    pub fn write_alias(&mut self, alias: &str, player: &str) -> Result<()> {
        let (ak, pk) = (key(alias), key(player));
        let tx = self.write_tx()?;
        tx.execute(
            "UPDATE aliases SET player_key = ?2, player = ?3 WHERE player_key = ?1",
            params![ak, pk, player],
        )?;
        tx.execute(
            "INSERT INTO aliases(alias_key, alias, player_key, player) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT(alias_key) DO UPDATE SET
                alias = excluded.alias, player_key = excluded.player_key, player = excluded.player",
            params![ak, alias, pk, player],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// `alias` counted as itself again (nothing when it is no alias).
    pub fn delete_alias(&mut self, alias: &str) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute("DELETE FROM aliases WHERE alias_key = ?1", [key(alias)])?;
        tx.commit()?;
        Ok(())
    }
}
