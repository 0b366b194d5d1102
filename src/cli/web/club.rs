//! `blunderdb serve --web`: the window's page for a club's members. A
//! member signs in with their token; their page reads their club's
//! library, the same read model the server's API answers from (brought up
//! to the club's log before each command), so the page's figures are the
//! API's and the command line's to the digit. A member's page reads only:
//! matches come in through `import` and `--server`, as ever.

use std::path::PathBuf;
use std::sync::Arc;

use blunderdb::window::table::Reach;

use super::session::Visitor;
use super::Door;
use crate::club::http::App;
use crate::club::pg;

/// The club server's members, by their tokens.
pub struct Members {
    pub app: Arc<App>,
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
        };
        Ok(Some((
            visitor,
            self.app.replicas.dir(m.club_id).join("library.db"),
        )))
    }

    /// A member's page reads their club.
    fn allows(&self, _: &Visitor, reach: Reach) -> bool {
        reach == Reach::Read
    }

    fn refresh(&self, visitor: &Visitor) -> Result<(), String> {
        match visitor.club {
            Some(club) => self.sync(club),
            None => Ok(()),
        }
    }
}
