//! `blunderdb serve --web`: the window's page for a club's members. A
//! member signs in with their token; their page reads their club's
//! library, the same read model the server's API answers from (brought up
//! to the club's log before each command), so the page's figures are the
//! API's and the command line's to the digit. Matches come in through
//! `import` and `--server`, as ever: a member's page changes nothing of
//! the club's.
//!
//! What a member keeps for themselves (marks, tags, comments, saved
//! searches, collections, training) is theirs alone. Their page's window
//! keeps those tables apart from the shared library
//! (`library::store::own`); after each command of theirs that may change
//! them, the tables that did change are stored in PostgreSQL under the
//! member's token (`member_own`, `member_own_tables`), and they are put
//! back into each page the member signs in to. A version counts the
//! changes, so a page left open on another device reads them again before
//! its next command.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use blunderdb::library::store::own::{OwnRows, OwnTable};
use blunderdb::window::table::{Failure, Reach};
use serde_json::Value;

use super::session::Visitor;
use super::{Door, WebHost};
use crate::club::http::App;
use crate::club::pg;

/// The club server's members, by their tokens.
pub struct Members {
    pub app: Arc<App>,
}

/// What a member's page holds of their own rows: the version it loaded
/// or stored, and each table's JSON hash, so only the tables a command
/// changed are stored again.
#[derive(Default)]
pub struct OwnLoaded {
    version: i64,
    sums: BTreeMap<String, blake3::Hash>,
}

fn failed(e: impl std::fmt::Display) -> Failure {
    Failure::Failed(Value::String(e.to_string()))
}

impl Members {
    /// Brings club `club`'s read model up to its log's head.
    fn sync(&self, club: i64) -> Result<(), String> {
        let mut c = self.app.pool.get().map_err(|e| e.to_string())?;
        self.app
            .replicas
            .with(club, &mut *c, |_, _| Ok(()))
            .map_err(|e| format!("{e:#}"))
    }

    /// Puts member `token`'s own rows, as stored at `version`, into the
    /// page's window.
    fn load(
        &self,
        c: &mut impl postgres::GenericClient,
        token: i64,
        version: i64,
        host: &WebHost,
    ) -> Result<(), String> {
        let mut rows = OwnRows::default();
        let mut sums = BTreeMap::new();
        for (name, json) in pg::own_tables(c, token).map_err(|e| format!("{e:#}"))? {
            let table: OwnTable = serde_json::from_slice(&json)
                .map_err(|e| format!("the member's {name} cannot be read: {e}"))?;
            sums.insert(name.clone(), blake3::hash(&json));
            rows.tables.insert(name, table);
        }
        host.library.replay_own_rows(&rows)?;
        *host.own.lock().unwrap_or_else(|e| e.into_inner()) = OwnLoaded { version, sums };
        Ok(())
    }

    /// Stores the own tables of the page that changed since it loaded or
    /// stored them, with `token`'s lock held ([`pg::lock_own`]).
    fn store(
        &self,
        c: &mut impl postgres::GenericClient,
        token: i64,
        host: &WebHost,
    ) -> Result<(), String> {
        let rows = host.library.own_rows()?;
        let mut own = host.own.lock().unwrap_or_else(|e| e.into_inner());
        let mut changed = Vec::new();
        let mut sums = BTreeMap::new();
        for (name, table) in &rows.tables {
            let json = serde_json::to_vec(table).map_err(|e| e.to_string())?;
            let sum = blake3::hash(&json);
            // A table the member never had is stored once it has rows.
            let was = own.sums.get(name).copied();
            if was != Some(sum) && !(was.is_none() && table.rows.is_empty()) {
                changed.push((name.clone(), json));
            }
            sums.insert(name.clone(), sum);
        }
        if changed.is_empty() {
            return Ok(());
        }
        let version = match pg::store_own(c, token, &changed) {
            Ok(v) => v,
            Err(e) => {
                // The page's rows are not the stored ones: read them again
                // before the next command.
                own.version = -1;
                return Err(format!("{e:#}"));
            }
        };
        *own = OwnLoaded { version, sums };
        Ok(())
    }
}

impl Door for Members {
    fn sign_in(&self, token: &str) -> Result<Option<(Visitor, PathBuf)>, String> {
        let mut c = self.app.pool.get().map_err(|e| e.to_string())?;
        let Some(m) = pg::authenticate(&mut *c, token).map_err(|e| format!("{e:#}"))? else {
            return Ok(None);
        };
        // A worker's token analyses; it reads no figures.
        if !m.role.reads() {
            return Ok(None);
        }
        let name: String = c
            .query_one("SELECT name FROM clubs WHERE id = $1", &[&m.club_id])
            .map_err(|e| e.to_string())?
            .get(0);
        drop(c);
        self.sync(m.club_id)?;
        let visitor = Visitor {
            club: Some(m.club_id),
            club_name: Some(name),
            name: format!("token {}", m.token_id),
            token: Some(m.token_id),
        };
        Ok(Some((
            visitor,
            self.app.replicas.dir(m.club_id).join("library.db"),
        )))
    }

    /// The member's own rows, apart from the club's library and put back.
    fn opened(&self, visitor: &Visitor, host: &WebHost) -> Result<(), String> {
        let Some(token) = visitor.token else {
            return Ok(());
        };
        host.library.keep_own_apart()?;
        let mut c = self.app.pool.get().map_err(|e| e.to_string())?;
        let version = pg::own_version(&mut *c, token).map_err(|e| format!("{e:#}"))?;
        self.load(&mut *c, token, version, host)
    }

    /// A member's page reads their club, and keeps their own marks.
    fn allows(&self, _: &Visitor, reach: Reach) -> bool {
        matches!(reach, Reach::Read | Reach::Own)
    }

    fn refresh(&self, visitor: &Visitor, host: &WebHost) -> Result<(), String> {
        if let Some(club) = visitor.club {
            self.sync(club)?;
        }
        let Some(token) = visitor.token else {
            return Ok(());
        };
        let mut c = self.app.pool.get().map_err(|e| e.to_string())?;
        let version = pg::own_version(&mut *c, token).map_err(|e| format!("{e:#}"))?;
        let loaded = host.own.lock().unwrap_or_else(|e| e.into_inner()).version;
        if version != loaded {
            self.load(&mut *c, token, version, host)?;
        }
        Ok(())
    }

    /// Runs a command on the member's own rows with their lock held (their
    /// other pages wait), on the rows as last stored, and stores what it
    /// changed before the lock is let go.
    fn own(
        &self,
        visitor: &Visitor,
        host: &WebHost,
        run: &mut dyn FnMut() -> Result<Value, Failure>,
    ) -> Result<Value, Failure> {
        let Some(token) = visitor.token else {
            return run();
        };
        let mut c = self.app.pool.get().map_err(failed)?;
        let mut tx = c.transaction().map_err(failed)?;
        let version = pg::lock_own(&mut tx, token).map_err(|e| failed(format!("{e:#}")))?;
        let loaded = host.own.lock().unwrap_or_else(|e| e.into_inner()).version;
        if version != loaded {
            self.load(&mut tx, token, version, host).map_err(failed)?;
        }
        let before = host.library.changes_so_far();
        let answer = run();
        // Whatever the command changed is stored, even when it then failed:
        // the page's rows and the club's stay the same. A command that
        // changed no row (the marks of the board shown, the due cards)
        // has nothing to store: its tables are not even read out.
        if host.library.changes_so_far() != before {
            self.store(&mut tx, token, host).map_err(failed)?;
        }
        if let Err(e) = tx.commit() {
            host.own.lock().unwrap_or_else(|e| e.into_inner()).version = -1;
            return Err(failed(e));
        }
        answer
    }
}
