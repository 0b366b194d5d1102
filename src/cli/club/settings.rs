//! A club's settings: `POST /api/v1/thresholds`, `POST /api/v1/alias`,
//! `POST /api/v1/levels` and `POST /api/v1/search` (an admin) change them
//! as `blunderdb thresholds …`, `blunderdb alias add|remove`, `blunderdb
//! levels SCALE` and `blunderdb search save|remove` change a local
//! library's, with the same options and the same lines printed; `GET`
//! shows them (the read commands, [`super::read`]).
//!
//! A change is checked and written by the library's own code on the read
//! model (`Store::add_alias`: both names players, no cycle, suggestions
//! for a name not found; the thresholds' own checks), then logged as a
//! `setting` entry ([`blunderdb::library::club_log::Setting`]) in the same
//! PostgreSQL transaction, so a model rebuilt from the log and a member's
//! copy count as the server does. A change refused changes nothing and
//! logs nothing.

use std::io::Write;

use anyhow::Result;

use blunderdb::i18n::Text;
use blunderdb::library::club_log::{Replay, Setting};
use blunderdb::queries::levels::Scale;
use blunderdb::queries::report;

use super::http::ApiError;
use crate::args::{AliasCommand, Cli, Command, SearchCommand};
use crate::settings::{alias_line, chosen_thresholds};

/// The commands whose changes a club takes (`POST /api/v1/{command}`).
pub const SETTING_COMMANDS: &[&str] = &["thresholds", "alias", "levels", "search"];

/// What a change did: the setting written (to be logged), and what the
/// command line prints of it.
pub struct Changed {
    pub setting: Setting,
    pub text: Vec<u8>,
}

/// Checks and writes the change `cli` asks for into `model`. `Ok(Err(…))`:
/// refused (a usage error, a name that is no player), the model unchanged;
/// `Err`: the model's library failed while writing.
pub fn change(
    tx: &Text,
    model: &mut Replay,
    cli: Cli,
) -> Result<std::result::Result<Changed, ApiError>> {
    let mut text = Vec::new();
    let setting = match cli.command {
        Command::Thresholds {
            preset,
            error,
            blunder,
        } => {
            let t = match chosen_thresholds(preset, error, blunder) {
                Ok(Some(t)) => t,
                Ok(None) => return Ok(Err(show_with_get())),
                Err(e) => return Ok(Err(ApiError::from(e))),
            };
            let s = Setting::Thresholds {
                error: t.error,
                blunder: t.blunder,
            };
            // Written from the body logged, as a replay writes it.
            let s = model.apply_setting(&s.to_body())?;
            writeln!(
                text,
                "{}",
                report::thresholds_text(tx, &model.store.thresholds()?)
            )?;
            s
        }
        Command::Alias {
            action: AliasCommand::Add { name, player },
        } => match model.store.add_alias(&name, &player) {
            Ok(a) => {
                writeln!(text, "{}", alias_line(tx, &a, true))?;
                Setting::Alias {
                    alias: a.alias,
                    player: a.player,
                }
            }
            Err(e) => return Ok(Err(ApiError::from(anyhow::Error::from(e)))),
        },
        Command::Alias {
            action: AliasCommand::Remove { name },
        } => match model.store.remove_alias(&name) {
            Ok(a) => {
                writeln!(text, "{}", alias_line(tx, &a, false))?;
                Setting::Unalias { alias: a.alias }
            }
            Err(e) => return Ok(Err(ApiError::from(anyhow::Error::from(e)))),
        },
        Command::Levels { scale: Some(k) } => {
            let scale = match Scale::parse(&k) {
                Ok(s) => s,
                Err(e) => return Ok(Err(ApiError::from(anyhow::Error::from(e)))),
            };
            let s = Setting::Levels {
                scale: scale.key.to_string(),
            };
            let s = model.apply_setting(&s.to_body())?;
            crate::settings::levels(tx, &mut text, &model.store, None)?;
            s
        }
        Command::Search(a) => {
            let setting = match &a.action {
                Some(SearchCommand::Save { name, query }) => Setting::SaveSearch {
                    name: name.trim().to_string(),
                    query: query.trim().to_string(),
                },
                Some(SearchCommand::Remove { name }) => Setting::RemoveSearch {
                    name: name.trim().to_string(),
                },
                _ => return Ok(Err(show_with_get())),
            };
            // The command's own checks (the query parsed; a name to remove
            // saved), writing and lines.
            if let Err(e) = crate::search::search(tx, &mut text, &mut model.store, None, a) {
                return Ok(Err(ApiError::from(e)));
            }
            setting
        }
        _ => return Ok(Err(show_with_get())),
    };
    Ok(Ok(Changed { setting, text }))
}

fn show_with_get() -> ApiError {
    ApiError::new(
        axum::http::StatusCode::BAD_REQUEST,
        "POST changes the club's thresholds (--preset, or --error with --blunder), its \
         aliases (add, remove), its level scale (levels SCALE) or its saved searches \
         (search save NAME QUERY, search remove NAME); GET shows them",
    )
}
