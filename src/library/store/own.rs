//! A player's own tables kept apart from a library they share (#40): a
//! club's members read one library, but each has their own marks, tags,
//! comments, saved searches, collections and training.
//!
//! [`Store::keep_apart`] gives this connection private copies of those
//! tables (SQLite's `temp` schema, which an unqualified name finds before
//! `main`), so every query the window runs on them, unchanged, reads and
//! writes the member's rows and nobody else's. [`Store::kept`] reads them
//! out as plain rows, for the club to keep under the member's token, and
//! [`Store::replay_own_rows`] puts them back when the member signs in again.
//!
//! What the match files said (XG's and gnuBG's comments and flags,
//! imported into the shared library) is laid over the member's rows as an
//! import lays it over a player's: a file's comment is always there, and a
//! file's flag stars a decision once, so a member who unstarred it does
//! not see it starred again (`decision_flags_seen`).

use std::collections::BTreeMap;

use rusqlite::types::{Value as Sql, ValueRef};
use serde::Deserialize;
use serde_json::{Number, Value};

use super::*;

/// The tables that are the player's own, not the library's.
pub const OWN_TABLES: &[&str] = &[
    "saved_searches",
    "decision_stars",
    "decision_flags_seen",
    "decision_tags",
    "decision_comments",
    "collections",
    "collection_items",
    "cards",
    "card_reviews",
];

/// One own table's rows, with its columns' names (a later schema may add
/// columns: rows kept by an earlier one still load).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OwnTable {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
}

/// A player's own tables, by name.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct OwnRows {
    pub tables: BTreeMap<String, OwnTable>,
}

fn invalid(what: String) -> Error {
    Error::Invalid(what.into())
}

fn to_json(table: &str, v: ValueRef<'_>) -> Result<Value> {
    Ok(match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Number(i.into()),
        ValueRef::Real(f) => Number::from_f64(f)
            .map(Value::Number)
            .ok_or_else(|| invalid(format!("{table}: a value that is not a number ({f})")))?,
        ValueRef::Text(t) => Value::String(String::from_utf8_lossy(t).into_owned()),
        ValueRef::Blob(_) => return Err(invalid(format!("{table}: a binary value"))),
    })
}

fn to_sql(table: &str, v: &Value) -> Result<Sql> {
    Ok(match v {
        Value::Null => Sql::Null,
        Value::Number(n) => match n.as_i64() {
            Some(i) => Sql::Integer(i),
            None => Sql::Real(
                n.as_f64()
                    .ok_or_else(|| invalid(format!("{table}: the number {n}")))?,
            ),
        },
        Value::String(s) => Sql::Text(s.clone()),
        other => {
            return Err(invalid(format!(
                "{table}: a value that is not kept: {other}"
            )))
        }
    })
}

impl Store {
    /// Makes this connection's own tables private: empty copies in `temp`
    /// that hide the library's, with the match files' comments and flags
    /// laid over them. Nothing of the library file changes.
    pub fn keep_apart(&mut self) -> Result<()> {
        let list = OWN_TABLES
            .iter()
            .map(|t| format!("'{t}'"))
            .collect::<Vec<_>>()
            .join(",");
        let ddl: Vec<(String, String, String)> = {
            let mut st = self.conn.prepare(&format!(
                "SELECT type, name, sql FROM main.sqlite_schema
                 WHERE tbl_name IN ({list}) AND sql IS NOT NULL
                 ORDER BY type = 'index', rowid"
            ))?;
            let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let tx = self.conn.transaction()?;
        for (kind, name, sql) in &ddl {
            let private = match kind.as_str() {
                "table" => sql.replacen("CREATE TABLE", "CREATE TEMP TABLE", 1),
                "index" => sql
                    .replacen(&format!("INDEX {name} "), &format!("INDEX temp.{name} "), 1)
                    .replacen(
                        &format!("INDEX \"{name}\" "),
                        &format!("INDEX temp.\"{name}\" "),
                        1,
                    ),
                // A trigger would act on the library's rows, not the copy's.
                other => {
                    return Err(invalid(format!(
                        "the {other} {name} on a player's own table cannot be kept apart"
                    )))
                }
            };
            if private == *sql {
                return Err(invalid(format!("cannot make {name} private: {sql}")));
            }
            tx.execute_batch(&private)?;
        }
        lay_files_over(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// This connection's own tables, as rows ([`Store::keep_apart`] first).
    pub fn own_rows(&self) -> Result<OwnRows> {
        let mut kept = OwnRows::default();
        for table in OWN_TABLES {
            let mut st = self
                .conn
                .prepare_cached(&format!("SELECT * FROM temp.{table} ORDER BY 1, 2, 3"))?;
            let columns: Vec<String> = st.column_names().map(str::to_string).collect();
            let n = columns.len();
            let mut rows = Vec::new();
            let mut q = st.query([])?;
            while let Some(r) = q.next()? {
                let row = (0..n)
                    .map(|i| to_json(table, r.get_ref(i)?))
                    .collect::<Result<Vec<_>>>()?;
                rows.push(row);
            }
            kept.tables
                .insert(table.to_string(), OwnTable { columns, rows });
        }
        Ok(kept)
    }

    /// Replaces this connection's own tables with `kept` (what
    /// [`Store::kept`] gave, here or in another session), then lays the
    /// match files' comments and flags over them again. All or nothing.
    pub fn replay_own_rows(&mut self, kept: &OwnRows) -> Result<()> {
        for name in kept.tables.keys() {
            if !OWN_TABLES.contains(&name.as_str()) {
                return Err(invalid(format!("{name:?} is not a player's own table")));
            }
        }
        let tx = self.conn.transaction()?;
        // Children first: an item goes before its collection, a review
        // before its card.
        for table in OWN_TABLES.iter().rev() {
            tx.execute(&format!("DELETE FROM temp.{table}"), [])?;
        }
        for table in OWN_TABLES {
            let Some(t) = kept.tables.get(*table) else {
                continue;
            };
            let have: Vec<String> = {
                let mut st = tx.prepare(&format!(
                    "SELECT name FROM pragma_table_info('{table}', 'temp')"
                ))?;
                let rows = st.query_map([], |r| r.get(0))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            for c in &t.columns {
                if !have.contains(c) {
                    return Err(invalid(format!("{table} has no column {c:?}")));
                }
            }
            let cols = t
                .columns
                .iter()
                .map(|c| format!("\"{c}\""))
                .collect::<Vec<_>>()
                .join(",");
            let marks = vec!["?"; t.columns.len()].join(",");
            let mut st = tx.prepare(&format!(
                "INSERT INTO temp.{table}({cols}) VALUES ({marks})"
            ))?;
            for row in &t.rows {
                if row.len() != t.columns.len() {
                    return Err(invalid(format!(
                        "{table}: a row of {} values for {} columns",
                        row.len(),
                        t.columns.len()
                    )));
                }
                let values = row
                    .iter()
                    .map(|v| to_sql(table, v))
                    .collect::<Result<Vec<_>>>()?;
                st.execute(rusqlite::params_from_iter(values))?;
            }
        }
        lay_files_over(&tx)?;
        tx.commit()?;
        Ok(())
    }
}

/// The match files' own notes, from the library, over the private copies:
/// every file comment, and a star for each file flag not seen before.
fn lay_files_over(tx: &Connection) -> Result<()> {
    tx.execute_batch(
        "INSERT OR IGNORE INTO temp.decision_comments
             SELECT * FROM main.decision_comments WHERE origin <> 'user';
         INSERT OR IGNORE INTO temp.decision_stars(identity, game, turn, slot, origin)
             SELECT f.identity, f.game, f.turn, f.slot, f.origin
             FROM main.decision_flags_seen f
             WHERE NOT EXISTS (SELECT 1 FROM temp.decision_flags_seen s
                 WHERE s.identity = f.identity AND s.game = f.game AND s.turn = f.turn
                   AND s.slot = f.slot AND s.origin = f.origin);
         INSERT OR IGNORE INTO temp.decision_flags_seen SELECT * FROM main.decision_flags_seen;",
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every table of the schema is the library's or the player's own: a
    /// new table must say which, or a club's members would share it.
    #[test]
    fn every_table_is_the_librarys_or_the_players() {
        let store = Store::open_in_memory().unwrap();
        let library = [
            "settings",
            "matches",
            "games",
            "match_stats",
            "transcripts",
            "aliases",
            "rollup",
            "breakdown_rollup",
            "rollup_month",
            "match_decisions",
            "decision_errors",
            "seat_errors",
            "match_breakdown",
            "breakdown_month",
            "analyses",
            "match_features",
            "position_keys",
            "position_keys_done",
            "position_keys_todo",
        ];
        let mut st = store
            .conn
            .prepare(
                "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )
            .unwrap();
        let names: Vec<String> = st
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        for n in &names {
            assert!(
                library.contains(&n.as_str()) ^ OWN_TABLES.contains(&n.as_str()),
                "{n}: the library's or the player's own?"
            );
        }
        assert_eq!(names.len(), library.len() + OWN_TABLES.len());
    }
}
