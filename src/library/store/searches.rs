//! Saved searches (`saved_searches`, schema 14): the library's filter
//! library, a query as typed under a name. The query is checked by the
//! caller (`queries::search`) before it is saved; names are compared
//! without case.

use super::*;

/// One saved search.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SavedSearch {
    pub name: String,
    pub query: String,
    pub saved_at: String,
}

impl Store {
    /// Every saved search, by name.
    pub fn saved_searches(&self) -> Result<Vec<SavedSearch>> {
        let mut st = self.conn.prepare_cached(
            "SELECT name, query, saved_at FROM saved_searches ORDER BY lower(name), name",
        )?;
        let rows = st.query_map([], |r| {
            Ok(SavedSearch {
                name: r.get(0)?,
                query: r.get(1)?,
                saved_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The saved search `name` (any case).
    pub fn saved_search(&self, name: &str) -> Result<Option<SavedSearch>> {
        Ok(self
            .saved_searches()?
            .into_iter()
            .find(|s| s.name.eq_ignore_ascii_case(name.trim())))
    }

    /// Saves `query` under `name`, replacing a search of that name (any
    /// case).
    pub fn save_search(&mut self, name: &str, query: &str) -> Result<()> {
        let name = name.trim();
        if name.is_empty() {
            return Err(Error::Invalid(crate::msg!("lib-search-no-name")));
        }
        let tx = self.write_tx()?;
        tx.execute(
            "DELETE FROM saved_searches WHERE lower(name) = lower(?1)",
            [name],
        )?;
        tx.execute(
            "INSERT INTO saved_searches(name, query) VALUES (?1, ?2)",
            params![name, query.trim()],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Removes the saved search `name` (any case); `false` when there is none.
    pub fn remove_search(&mut self, name: &str) -> Result<bool> {
        let n = self.conn.execute(
            "DELETE FROM saved_searches WHERE lower(name) = lower(?1)",
            [name.trim()],
        )?;
        Ok(n > 0)
    }
}
