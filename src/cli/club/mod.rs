//! The club server, in the command line only (the desktop app never links
//! it): `serve` ([`serve`]), `server init|club|token` (below), `worker`
//! ([`worker`]) and `--server URL` on the other commands ([`remote`]).
//!
//! A club's library lives in PostgreSQL ([`pg`]) as the log of the files
//! that made it; the figures are computed by the desktop's own library and
//! query code over a read model made from that log ([`replica`], [`read`]),
//! so they cannot differ from a local library's. `docs/server.md` has the
//! design and the routes.

pub mod body;
pub mod error;
pub mod http;
pub mod pg;
pub mod queue;
pub mod read;
pub mod remote;
pub mod replica;
pub mod serve;
pub mod settings;
pub mod uploads;
pub mod worker;

use std::process::ExitCode;

use anyhow::Result;

use blunderdb::engine::analyse::{default_jobs, Gnubg};
use blunderdb::i18n::{Message, Text};

use crate::args::{Cli, ClubCommand, Command, ServerCommand, TokenCommand};
use crate::CliError;

/// Runs `cli` when it is the club server's business (`serve`, `server`,
/// `worker`, or any command with `--server`); hands it back otherwise.
pub fn dispatch(cli: Cli, tx: &'static Text) -> Result<std::result::Result<ExitCode, Cli>> {
    match cli.command {
        Command::Serve(a) => {
            let cache = match a.cache {
                Some(c) => c,
                None => blunderdb::library::files::cache_dir("blunderdb-server")
                    .ok_or_else(|| usage("no cache folder: give --cache DIR"))?,
            };
            let max = usize::try_from(a.max_upload).unwrap_or(usize::MAX);
            serve::serve(&a.pg, &a.listen, cache, max, a.web)?;
            Ok(Ok(ExitCode::SUCCESS))
        }
        Command::Server { action } => admin(action).map(Ok),
        Command::Worker(a) => {
            let Some(url) = cli.server.as_deref() else {
                return Err(usage(
                    "worker needs --server URL (and a worker token in BLUNDERDB_TOKEN)",
                ));
            };
            let gnubg = match Gnubg::locate(a.gnubg.as_deref()) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!("blunderdb: {}", e.message(tx));
                    return Ok(Ok(ExitCode::from(2)));
                }
            };
            let remote = remote::connect(url, tx.lang())?;
            let jobs = a.jobs.map_or_else(default_jobs, usize::from);
            worker::run(remote, gnubg, jobs, a.until_idle).map(Ok)
        }
        _ => match cli.server.clone() {
            Some(url) => remote::run(cli, &url, tx, tx.lang()).map(Ok),
            None => Ok(Err(cli)),
        },
    }
}

fn usage(m: &str) -> anyhow::Error {
    CliError::Usage(Message::raw(m.to_string())).into()
}

/// `blunderdb server …`.
fn admin(action: ServerCommand) -> Result<ExitCode> {
    match action {
        ServerCommand::Init { pg: url } => {
            let mut c = pg::connect(&url)?;
            let v = pg::migrate(&mut c)?;
            println!("the database is ready (schema version {v})");
        }
        ServerCommand::Club {
            action: ClubCommand::Add { name, pg: url },
        } => {
            let mut c = pg::connect(&url)?;
            let (id, token) = pg::add_club(&mut c, &name)?;
            println!("club {name:?} made (id {id})");
            println!("its first admin token (id {}), shown once:", token.id);
            println!("{}", token.secret);
        }
        ServerCommand::Token {
            action:
                TokenCommand::Add {
                    club,
                    role,
                    name,
                    pg: url,
                },
        } => {
            let role = pg::Role::parse(&role)?;
            let mut c = pg::connect(&url)?;
            let token = pg::add_token(&mut c, &club, role, name.as_deref())?;
            println!(
                "{} token (id {}) of club {club:?}, shown once:",
                role.as_str(),
                token.id
            );
            println!("{}", token.secret);
        }
        ServerCommand::Token {
            action: TokenCommand::Revoke { id, pg: url },
        } => {
            let mut c = pg::connect(&url)?;
            if !pg::revoke(&mut c, id)? {
                return Err(CliError::Failed(Message::raw(format!(
                    "no token {id} to revoke (unknown, or revoked already)"
                )))
                .into());
            }
            println!("token {id} revoked");
        }
    }
    Ok(ExitCode::SUCCESS)
}
