//! The club server's PostgreSQL store: its migrations (`migrations-pg/`),
//! the clubs, their tokens (kept as hashes), each club's log of the files
//! that made its library, and the analysis queue.
//!
//! Every statement names its club: a store handed a [`Member`] can reach
//! no other club's rows.

use std::time::Duration;

use anyhow::{bail, Context, Result};
use postgres::{GenericClient, NoTls};
use r2d2_postgres::r2d2;
use r2d2_postgres::PostgresConnectionManager;

/// The migrations, in order; migration `i` brings the schema to version `i + 1`.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../migrations-pg/0001_club.sql"),
    include_str!("../../../migrations-pg/0002_queue_order.sql"),
    include_str!("../../../migrations-pg/0003_setting_entries.sql"),
    include_str!("../../../migrations-pg/0004_queue_longest_first.sql"),
    include_str!("../../../migrations-pg/0005_member_own.sql"),
];

/// The roles a token may have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Reader,
    Uploader,
    Admin,
    Worker,
}

impl Role {
    pub fn parse(s: &str) -> Result<Role> {
        Ok(match s {
            "reader" => Role::Reader,
            "uploader" => Role::Uploader,
            "admin" => Role::Admin,
            "worker" => Role::Worker,
            other => bail!("unknown role {other:?} (reader, uploader, admin or worker)"),
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Reader => "reader",
            Role::Uploader => "uploader",
            Role::Admin => "admin",
            Role::Worker => "worker",
        }
    }

    /// Whether the role reads the club's figures.
    pub fn reads(self) -> bool {
        self != Role::Worker
    }

    /// Whether the role adds matches to the club.
    pub fn uploads(self) -> bool {
        matches!(self, Role::Uploader | Role::Admin)
    }
}

/// Who a request comes from: a token of one club.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Member {
    pub token_id: i64,
    pub club_id: i64,
    pub role: Role,
}

/// A token just made: its id and the secret, shown once.
#[derive(Debug, Clone)]
pub struct NewToken {
    pub id: i64,
    pub secret: String,
}

pub type Pool = r2d2::Pool<PostgresConnectionManager<NoTls>>;
pub type Conn = r2d2::PooledConnection<PostgresConnectionManager<NoTls>>;

/// A pool of connections to the server's database.
pub fn pool(url: &str, size: u32) -> Result<Pool> {
    let config: postgres::Config = url
        .parse()
        .with_context(|| "the PostgreSQL URL cannot be read (postgresql://USER@HOST:PORT/DB)")?;
    let manager = PostgresConnectionManager::new(config, NoTls);
    r2d2::Pool::builder()
        .max_size(size)
        .connection_timeout(Duration::from_secs(10))
        .build(manager)
        .context("cannot connect to PostgreSQL")
}

/// One connection, for the administration commands.
pub fn connect(url: &str) -> Result<postgres::Client> {
    postgres::Client::connect(url, NoTls).context("cannot connect to PostgreSQL")
}

/// Applies the migrations this build has and the database lacks, once even
/// when several processes start together. Returns the schema version.
pub fn migrate(c: &mut impl GenericClient) -> Result<i64> {
    let mut tx = c.transaction()?;
    // Any fixed key: it serialises concurrent migrations.
    tx.execute("SELECT pg_advisory_xact_lock(7301)", &[])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version INTEGER PRIMARY KEY,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    )?;
    let have: i32 = tx
        .query_one(
            "SELECT coalesce(max(version), 0) FROM schema_migrations",
            &[],
        )?
        .get(0);
    if have as usize > MIGRATIONS.len() {
        bail!(
            "the database's schema is version {have}, newer than this build's {}",
            MIGRATIONS.len()
        );
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(have as usize) {
        tx.batch_execute(sql)
            .with_context(|| format!("migration {} failed", i + 1))?;
        tx.execute(
            "INSERT INTO schema_migrations (version) VALUES ($1)",
            &[&(i as i32 + 1)],
        )?;
    }
    tx.commit()?;
    Ok(MIGRATIONS.len() as i64)
}

/// Whether the database's schema is this build's.
pub fn schema_ready(c: &mut impl GenericClient) -> Result<bool> {
    let row = c.query_one("SELECT to_regclass('schema_migrations') IS NOT NULL", &[])?;
    if !row.get::<_, bool>(0) {
        return Ok(false);
    }
    let v: i32 = c
        .query_one(
            "SELECT coalesce(max(version), 0) FROM schema_migrations",
            &[],
        )?
        .get(0);
    Ok(v as usize == MIGRATIONS.len())
}

/// The hash a token is kept as.
fn hash(secret: &str) -> Vec<u8> {
    blake3::hash(secret.as_bytes()).as_bytes().to_vec()
}

/// A new secret: 256 random bits, in hex, with a prefix that says what it is.
fn new_secret() -> Result<String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Ok(format!("bdb_{hex}"))
}

/// The id of the club named `name`.
pub fn club_id(c: &mut impl GenericClient, name: &str) -> Result<i64> {
    match c.query_opt("SELECT id FROM clubs WHERE name = $1", &[&name])? {
        Some(r) => Ok(r.get(0)),
        None => bail!("no club is named {name:?}"),
    }
}

/// Makes club `name` and its first admin token.
pub fn add_club(c: &mut impl GenericClient, name: &str) -> Result<(i64, NewToken)> {
    let name = name.trim();
    if name.is_empty() {
        bail!("a club needs a name");
    }
    let mut tx = c.transaction()?;
    let Some(row) = tx.query_opt(
        "INSERT INTO clubs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id",
        &[&name],
    )?
    else {
        bail!("a club named {name:?} exists already");
    };
    let id: i64 = row.get(0);
    let token = insert_token(&mut tx, id, Role::Admin, Some("first admin"))?;
    tx.commit()?;
    Ok((id, token))
}

fn insert_token(
    c: &mut impl GenericClient,
    club: i64,
    role: Role,
    name: Option<&str>,
) -> Result<NewToken> {
    let secret = new_secret()?;
    let id: i64 = c
        .query_one(
            "INSERT INTO tokens (club_id, role, name, hash) VALUES ($1, $2, $3, $4) RETURNING id",
            &[&club, &role.as_str(), &name, &hash(&secret)],
        )?
        .get(0);
    Ok(NewToken { id, secret })
}

/// A new token of club `club` (by name).
pub fn add_token(
    c: &mut impl GenericClient,
    club: &str,
    role: Role,
    name: Option<&str>,
) -> Result<NewToken> {
    let id = club_id(c, club)?;
    insert_token(c, id, role, name)
}

/// Revokes token `id`; false when there is no such token or it was revoked.
pub fn revoke(c: &mut impl GenericClient, id: i64) -> Result<bool> {
    Ok(c.execute(
        "UPDATE tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL",
        &[&id],
    )? == 1)
}

/// The member a secret belongs to, `None` for an unknown or revoked token.
pub fn authenticate(c: &mut impl GenericClient, secret: &str) -> Result<Option<Member>> {
    let row = c.query_opt(
        "SELECT id, club_id, role FROM tokens WHERE hash = $1 AND revoked_at IS NULL",
        &[&hash(secret)],
    )?;
    row.map(|r| {
        Ok(Member {
            token_id: r.get(0),
            club_id: r.get(1),
            role: Role::parse(r.get(2))?,
        })
    })
    .transpose()
}

pub use blunderdb::library::club_log::{deflate, LogEntry};

/// The entries of club `club`'s log after `after`, in order, at most `n`.
pub fn log_after(
    c: &mut impl GenericClient,
    club: i64,
    after: i64,
    n: i64,
) -> Result<Vec<LogEntry>> {
    let rows = c.query(
        "SELECT seq, kind, name, match_id, version, body FROM club_log
         WHERE club_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        &[&club, &after, &n],
    )?;
    rows.into_iter()
        .map(|r| {
            Ok(LogEntry {
                seq: r.get(0),
                kind: r.get(1),
                name: r.get(2),
                match_id: r.get(3),
                version: r.get(4),
                body: inflate(r.get(5))?,
            })
        })
        .collect()
}

/// The entries of club `club`'s log after `after`, at most `n`, as
/// `GET /api/v1/log` sends them ([`club_log::write_entry`]: the bodies
/// as stored, deflated), and how many.
///
/// [`club_log::write_entry`]: blunderdb::library::club_log::write_entry
pub fn log_answer(
    c: &mut impl GenericClient,
    club: i64,
    after: i64,
    n: i64,
) -> Result<(Vec<u8>, usize)> {
    let rows = c.query(
        "SELECT seq, kind, name, match_id, version, body FROM club_log
         WHERE club_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        &[&club, &after, &n],
    )?;
    let mut out = Vec::new();
    for r in &rows {
        let name: String = r.get(2);
        let e = LogEntry {
            seq: r.get(0),
            kind: r.get(1),
            name: blunderdb::library::club_log::file_name(&name),
            match_id: r.get(3),
            version: r.get(4),
            body: Vec::new(),
        };
        let body: &[u8] = r.get(5);
        blunderdb::library::club_log::write_entry(&mut out, &e, body);
    }
    Ok((out, rows.len()))
}

/// The last entry of club `club`'s log (0: none).
pub fn log_head(c: &mut impl GenericClient, club: i64) -> Result<i64> {
    let row = c.query_one(
        "SELECT COALESCE(MAX(seq), 0)::int8 FROM club_log WHERE club_id = $1",
        &[&club],
    )?;
    Ok(row.get(0))
}

/// Appends an entry to club `club`'s log (`e.seq` must be the head + 1).
pub fn log_append(c: &mut impl GenericClient, club: i64, token: i64, e: &LogEntry) -> Result<()> {
    c.execute(
        "INSERT INTO club_log (club_id, seq, kind, name, match_id, version, body, token_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        &[
            &club,
            &e.seq,
            &e.kind,
            &e.name,
            &e.match_id,
            &e.version,
            &deflate(&e.body),
            &token,
        ],
    )?;
    Ok(())
}

/// An import entry of a club's log, its body deflated already ([`deflate`]).
pub struct NewImport {
    pub seq: i64,
    pub name: String,
    pub body: Vec<u8>,
}

/// Appends import entries to club `club`'s log in one statement (their
/// `seq` must follow the head, in order).
pub fn log_imports(
    c: &mut impl GenericClient,
    club: i64,
    token: i64,
    entries: &[NewImport],
) -> Result<()> {
    if entries.is_empty() {
        return Ok(());
    }
    let seqs: Vec<i64> = entries.iter().map(|e| e.seq).collect();
    let names: Vec<&str> = entries.iter().map(|e| e.name.as_str()).collect();
    let bodies: Vec<&[u8]> = entries.iter().map(|e| e.body.as_slice()).collect();
    c.execute(
        "INSERT INTO club_log (club_id, seq, kind, name, body, token_id)
         SELECT $1, s, 'import', n, b, $2
         FROM unnest($3::bigint[], $4::text[], $5::bytea[]) AS t(s, n, b)",
        &[&club, &token, &seqs, &names, &bodies],
    )?;
    Ok(())
}

/// Takes club `club`'s write lock until the transaction ends.
pub fn lock_club(c: &mut impl GenericClient, club: i64) -> Result<()> {
    c.execute(
        "SELECT pg_advisory_xact_lock(1, $1::int4)",
        &[&(club as i32)],
    )?;
    Ok(())
}

fn inflate(bytes: &[u8]) -> Result<Vec<u8>> {
    Ok(blunderdb::library::club_log::inflate(bytes)?)
}

/// The number of member `token`'s changes to their own rows (0: none yet).
pub fn own_version(c: &mut impl GenericClient, token: i64) -> Result<i64> {
    Ok(c.query_opt(
        "SELECT version FROM member_own WHERE token_id = $1",
        &[&token],
    )?
    .map_or(0, |r| r.get(0)))
}

/// Takes member `token`'s own rows for a change, until the transaction
/// ends (two pages of one member change them one after the other), and
/// gives their version.
pub fn lock_own(c: &mut impl GenericClient, token: i64) -> Result<i64> {
    c.execute(
        "INSERT INTO member_own (token_id) VALUES ($1) ON CONFLICT DO NOTHING",
        &[&token],
    )?;
    Ok(c.query_one(
        "SELECT version FROM member_own WHERE token_id = $1 FOR UPDATE",
        &[&token],
    )?
    .get(0))
}

/// Member `token`'s own tables, each its JSON (inflated), by name.
pub fn own_tables(c: &mut impl GenericClient, token: i64) -> Result<Vec<(String, Vec<u8>)>> {
    c.query(
        "SELECT name, body FROM member_own_tables WHERE token_id = $1 ORDER BY name",
        &[&token],
    )?
    .into_iter()
    .map(|r| {
        let name: String = r.get(0);
        let body = inflate(r.get(1)).with_context(|| format!("a member's {name}"))?;
        Ok((name, body))
    })
    .collect()
}

/// Stores the own tables of member `token` that changed (each its JSON)
/// and counts one more version of them; call with [`lock_own`] held.
pub fn store_own(
    c: &mut impl GenericClient,
    token: i64,
    changed: &[(String, Vec<u8>)],
) -> Result<i64> {
    for (name, json) in changed {
        c.execute(
            "INSERT INTO member_own_tables (token_id, name, body) VALUES ($1, $2, $3)
             ON CONFLICT (token_id, name) DO UPDATE SET body = excluded.body",
            &[&token, name, &deflate(json)],
        )?;
    }
    Ok(c.query_one(
        "UPDATE member_own SET version = version + 1, updated_at = now()
             WHERE token_id = $1 RETURNING version",
        &[&token],
    )?
    .get(0))
}
