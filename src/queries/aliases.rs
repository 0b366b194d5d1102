//! One person under several names: `blunderdb alias add NAME --as PLAYER`
//! counts every match stored under NAME as PLAYER's, in every view, filter
//! and export. Stored matches keep their names; removing the alias undoes
//! the merge.
//!
//! Aliases are one level deep: the player others are merged into is never
//! itself an alias. Merging a player that has aliases moves them along;
//! merging a player into itself, or into one of its own aliases (a cycle),
//! is refused and changes nothing.

use rusqlite::OptionalExtension;
use serde::Serialize;

use crate::library::store::{player_sql_on, Store};
use crate::queries::filters::FilterError;
use crate::queries::{Error, Result};

/// One alias: `alias` is counted as `player`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Alias {
    pub alias: String,
    pub player: String,
}

fn refuse(msg: crate::i18n::Message) -> Error {
    Error::Filter(FilterError::Alias(msg))
}

fn key(s: &str) -> String {
    s.trim().to_lowercase()
}

impl Store {
    /// Merges per-name rows `(key, stored name, tally)` sorted by key into
    /// one row per player (a name with an alias counts as its player, under
    /// the player's name), sorted by the player's key.
    pub(crate) fn merge_aliased(
        &self,
        rows: Vec<(String, String, crate::metrics::Tally)>,
    ) -> Result<Vec<(String, crate::metrics::Tally)>> {
        let mut st = self
            .connection()
            .prepare_cached("SELECT alias_key, player_key, player FROM aliases")?;
        let map: std::collections::HashMap<String, (String, String)> = st
            .query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?
            .collect::<rusqlite::Result<_>>()?;
        if map.is_empty() {
            return Ok(rows.into_iter().map(|(_, n, t)| (n, t)).collect());
        }
        // Each merged player's spelling, by key.
        let names: std::collections::HashMap<&str, &str> = map
            .values()
            .map(|(k, n)| (k.as_str(), n.as_str()))
            .collect();
        let mut merged: std::collections::BTreeMap<String, (String, crate::metrics::Tally)> =
            std::collections::BTreeMap::new();
        for (k, name, t) in rows {
            let key = map.get(&k).map_or(k, |(pk, _)| pk.clone());
            let name = names.get(key.as_str()).map_or(name, |n| n.to_string());
            merged
                .entry(key)
                .or_insert_with(|| (name, crate::metrics::Tally::default()))
                .1
                .add(&t);
        }
        Ok(merged.into_values().collect())
    }

    /// Every alias, sorted by player then alias.
    pub fn aliases(&self) -> Result<Vec<Alias>> {
        let mut st = self
            .connection()
            .prepare_cached("SELECT alias, player FROM aliases ORDER BY player_key, alias_key")?;
        let rows = st.query_map([], |r| {
            Ok(Alias {
                alias: r.get(0)?,
                player: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// The names merged into the player `name` (any of its names), with
    /// its own first.
    pub fn names_of(&self, name: &str) -> Result<Vec<String>> {
        let Some(player) = self.stored_name(name)? else {
            return Ok(Vec::new());
        };
        let mut out = vec![player.clone()];
        let mut st = self
            .connection()
            .prepare_cached("SELECT alias FROM aliases WHERE player_key = ?1 ORDER BY alias_key")?;
        let rows = st.query_map([key(&player)], |r| r.get::<_, String>(0))?;
        for r in rows {
            out.push(r?);
        }
        Ok(out)
    }

    /// The stored spelling of a name as its own rows have it (not merged).
    fn own_name(&self, name: &str) -> Result<Option<String>> {
        Ok(self.connection().query_row(
            "SELECT max(player) FROM match_stats WHERE player_key = ?1",
            [key(name)],
            |r| r.get(0),
        )?)
    }

    /// Counts `name` as `player` from now on. Both must be players of the
    /// library (unknown names get close suggestions). `player` may be given
    /// by any of its names; aliases of `name` follow it. Refused, with
    /// nothing changed: a self-merge, a cycle, `name` already an alias of
    /// another player.
    pub fn add_alias(&mut self, name: &str, player: &str) -> Result<Alias> {
        let Some(alias) = self.own_name(name)? else {
            // Unknown: the usual error with suggestions.
            self.resolve_player(name)?;
            return Err(refuse(crate::msg!(
                "query-alias-unknown-player",
                name = name
            )));
        };
        let target = self.resolve_player(player)?;
        let (ak, tk) = (key(&alias), key(&target));
        if ak == tk {
            // `name` is a player of its own and `player` one of its names.
            return Err(refuse(if key(player) == ak {
                crate::msg!("query-alias-self", alias = &alias)
            } else {
                crate::msg!("query-alias-cycle", player = player, alias = &alias)
            }));
        }
        let current: Option<String> = self
            .connection()
            .query_row(
                "SELECT player FROM aliases WHERE alias_key = ?1",
                [&ak],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(p) = current {
            return Err(refuse(if key(&p) == tk {
                crate::msg!("query-alias-already", alias = &alias, player = &p)
            } else {
                crate::msg!("query-alias-already-other", alias = &alias, player = &p)
            }));
        }
        // The aliases of `name` move along to `player`.
        self.write_alias(&alias, &target)?;
        Ok(Alias {
            alias,
            player: target,
        })
    }

    /// Undoes an alias: `name`'s matches are its own again.
    pub fn remove_alias(&mut self, name: &str) -> Result<Alias> {
        let found: Option<(String, String)> = self
            .connection()
            .query_row(
                "SELECT alias, player FROM aliases WHERE alias_key = ?1",
                [key(name)],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let Some((alias, player)) = found else {
            let known = self.aliases()?;
            return Err(refuse(if known.is_empty() {
                crate::msg!("query-alias-none-no-aliases", name = name)
            } else {
                crate::msg!("query-alias-none", name = name)
            }));
        };
        self.delete_alias(&alias)?;
        Ok(Alias { alias, player })
    }
}

/// Two players' record and figures in the matches they played against each
/// other (each under any of their names).
#[derive(Debug, Clone, PartialEq)]
pub struct HeadToHead {
    pub players: [String; 2],
    /// Each player's sums over those matches (wins of one are losses of the other).
    pub tallies: [crate::metrics::Tally; 2],
}

impl Store {
    /// The matches between `a` and `b` (any of their names): each side's
    /// sums. Unknown names are [`FilterError::UnknownPlayer`].
    pub fn head_to_head(&self, a: &str, b: &str) -> Result<HeadToHead> {
        let names = [self.resolve_player(a)?, self.resolve_player(b)?];
        let sql = format!(
            "SELECT {} FROM match_stats s JOIN match_stats o ON o.match_id = s.match_id AND o.seat <> s.seat
             WHERE {} AND {}",
            crate::library::store::STATS_COLUMNS,
            player_sql_on("s", 1),
            player_sql_on("o", 2)
        );
        let mut st = self.connection().prepare_cached(&sql)?;
        let mut side = |x: &str, y: &str| -> Result<crate::metrics::Tally> {
            Ok(st.query_row([key(x), key(y)], |r| {
                crate::library::store::tally_from_row(r, 0)
            })?)
        };
        let ta = side(&names[0], &names[1])?;
        let tb = side(&names[1], &names[0])?;
        Ok(HeadToHead {
            players: names,
            tallies: [ta, tb],
        })
    }
}
