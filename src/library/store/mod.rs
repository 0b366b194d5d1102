//! The library file: SQLite (bundled), owned by [`Store`].
//!
//! The schema lives in `migrations/*.sql`, applied in order and recorded in
//! `PRAGMA user_version`. Opening a library written by an older version
//! copies it to a backup beside it first. Every imported file is one
//! transaction, so a match lands whole or not at all.
//!
//! Any number of processes may share one library. The file is in WAL mode,
//! so readers never wait for a writer; every connection waits up to
//! [`BUSY_TIMEOUT`] for the write lock instead of failing with "database is
//! locked"; and every write transaction begins with `BEGIN IMMEDIATE`, taking
//! the write lock before it reads, so it never has to upgrade a read snapshot
//! that another writer has made stale (SQLite answers that with an immediate
//! `SQLITE_BUSY`, whatever the timeout). Migrating on open takes the same
//! lock and looks at the schema version again under it, so two processes
//! opening a new or older library at once migrate it once.

use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};
use serde::Serialize;

use crate::library::breakdown_cells::{LibrarySums, FILLED_KEY};
use crate::library::{Error, Result};
use crate::metrics::{match_tally, DecisionFilter, Figures, Part, Tally, Thresholds};
use crate::model::{Format, Match};

mod alias_rows;
mod analysis;
pub mod cards;
pub mod collections;
pub mod engines;
pub mod marks;
pub mod own;
mod read;
pub mod searches;
pub(crate) mod stored;
mod write;

use self::write::{insert_in, move_decisions, remove_rows, write_rows};

pub use self::analysis::{AnalysisTarget, Transcript};
pub(crate) use self::stored::{for_each_record, load_record, stored_match, StoredMatch};
pub use self::write::{precompute, Batch, Precomputed, BATCH_FILES, BATCH_TIME};

/// The migrations, in order; migration `i` brings the schema to version `i + 1`.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../migrations/0001_library.sql"),
    include_str!("../../../migrations/0002_filter_indexes.sql"),
    include_str!("../../../migrations/0003_analysis.sql"),
    include_str!("../../../migrations/0004_cube_owner.sql"),
    include_str!("../../../migrations/0005_breakdowns_aliases.sql"),
    include_str!("../../../migrations/0006_rollup.sql"),
    include_str!("../../../migrations/0007_kind_error_indexes.sql"),
    include_str!("../../../migrations/0008_player_months.sql"),
    include_str!("../../../migrations/0009_launch_indexes.sql"),
    include_str!("../../../migrations/0010_match_records.sql"),
    include_str!("../../../migrations/0011_breakdown_by_match.sql"),
    include_str!("../../../migrations/0012_breakdown_month.sql"),
    include_str!("../../../migrations/0013_analyses.sql"),
    include_str!("../../../migrations/0014_search.sql"),
    include_str!("../../../migrations/0015_study.sql"),
    include_str!("../../../migrations/0016_cell_indexes.sql"),
    include_str!("../../../migrations/0017_decision_errors_covering.sql"),
    include_str!("../../../migrations/0018_position_keys.sql"),
    include_str!("../../../migrations/0019_position_hits.sql"),
];

/// The schema at [`SCHEMA_VERSION`], as the migrations leave it (every
/// `sql` of `sqlite_schema`, in its order): a new library is made from it
/// in one step. Running the eighteen migrations (tables made, renamed and
/// dropped on the way) was about a third of importing one file into a new
/// library. `tests::the_schema_is_what_the_migrations_make` checks it
/// against the migrations, and writes it again with
/// `BLUNDERDB_WRITE_SCHEMA=1` after a migration is added.
const SCHEMA: &str = include_str!("../../../migrations/schema.sql");

/// The log's size, in pages, past which a commit copies it into the
/// library (see `Store::configure`).
const WAL_AUTOCHECKPOINT: i64 = 10_000;

/// Files bigger than this are not match files; refusing them early keeps a
/// stray video in a dropped folder from being read into memory.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// How long a connection waits for another process's write to finish
/// before giving up with "database is locked". One file's import holds the
/// lock for milliseconds; recounting thresholds or migrating a large
/// library, for seconds. `BLUNDERDB_BUSY_TIMEOUT_MS` overrides it.
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(60);

fn busy_timeout() -> Duration {
    std::env::var("BLUNDERDB_BUSY_TIMEOUT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map_or(BUSY_TIMEOUT, Duration::from_millis)
}

/// What became of one match handed to [`Store::insert_match`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum Inserted {
    /// A new match.
    Imported { id: i64 },
    /// The library already holds this match (from `source`); nothing changed.
    Duplicate { id: i64, source: String },
    /// The library held this match without analysis; the analysed copy replaced it.
    Replaced { id: i64, previous_source: String },
    /// The library held this match with another analysis: this one is kept
    /// beside it, and counts when the library prefers it (`counted`).
    Added {
        id: i64,
        analysis: String,
        counted: bool,
    },
}

/// Which matches and decisions a query covers. Empty fields select all.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
pub struct Filter {
    /// A player's name (case-insensitive).
    pub player: Option<String>,
    /// ISO dates, inclusive. Matches without a date are left out when a range is set.
    pub date_from: Option<String>,
    pub date_to: Option<String>,
    /// Match length in points (0 = money sessions).
    pub length: Option<u32>,
    /// Decision family the error figures cover.
    #[serde(default)]
    pub decisions: DecisionFilter,
}

/// One stored match, as `blunderdb matches` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct MatchInfo {
    pub id: i64,
    pub source: String,
    pub format: String,
    pub length: u32,
    pub games: u32,
    pub winner: Option<u8>,
    pub points: [u32; 2],
    pub date: Option<String>,
    pub event: Option<String>,
    pub analysed: bool,
    /// What analysed the match: `xg` or `gnubg` for an imported analysed
    /// file, `gnubg 2-ply` (etc.) when blunderDB had gnuBG analyse it,
    /// `None` for a bare transcript.
    pub analysis: Option<String>,
    /// The analysing program's version, when blunderDB ran it.
    pub analysis_version: Option<String>,
    /// Every analysis the match holds, the counted one first.
    pub analyses: Vec<engines::AnalysisInfo>,
    pub players: [PlayerFigures; 2],
}

/// One match as the Matches tab lists it.
#[derive(Debug, Clone, Serialize)]
pub struct MatchListed {
    pub id: i64,
    pub date: Option<String>,
    pub event: Option<String>,
    pub players: [String; 2],
    pub length: u32,
    pub points: [u32; 2],
    pub winner: Option<u8>,
    /// Each seat's PR by the counted analysis (`None`: not analysed).
    pub pr: [Option<f64>; 2],
    pub analyses: Vec<engines::AnalysisInfo>,
}

/// A player's name and figures.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerFigures {
    pub name: String,
    #[serde(flatten)]
    pub figures: Figures,
}

/// The library.
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
    /// What a query keeps between calls while the library is unchanged
    /// (the progression's table), through [`Store::kept`] and
    /// [`Store::keep`]: the store holds it without knowing its type.
    kept: std::cell::RefCell<Option<(LibraryState, Arc<dyn Any + Send + Sync>)>>,
    /// The folder of a library made for one run (`Store::engine_view`),
    /// removed with the store.
    scratch: Option<tempfile::TempDir>,
    /// Copies the log into the library on a thread of its own after every
    /// commit of a [`Batch`], for as long as the store lives
    /// ([`Store::copy_log_aside`]): a server's read model.
    checkpointer: Option<crate::library::checkpoint::Checkpointer>,
}

/// What the library looked like to a store: [`Store::change_token`]
/// (commits by other connections) and the store's own changed rows
/// (`total_changes`). Either moving makes anything kept from the library
/// stale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LibraryState(i64, u64);

impl Store {
    /// This store's view of the library, to key what a query keeps by.
    pub fn library_state(&self) -> Result<LibraryState> {
        Ok(LibraryState(
            self.change_token()?,
            self.conn.total_changes(),
        ))
    }

    /// The value a query kept ([`Store::keep`]) if it is a `T` and was read
    /// from the library as it is at `state`.
    pub fn kept<T: Any + Send + Sync>(&self, state: LibraryState) -> Option<Arc<T>> {
        let kept = self.kept.borrow();
        let (s, v) = kept.as_ref()?;
        if *s != state {
            return None;
        }
        v.clone().downcast::<T>().ok()
    }

    /// Keeps `value`, read from the library at `state`, in place of what
    /// was kept before (one slot: the progression's table is its one user).
    pub fn keep<T: Any + Send + Sync>(&self, state: LibraryState, value: Arc<T>) {
        *self.kept.borrow_mut() = Some((state, value));
    }
}

/// The SQL condition "the row of `match_stats s` belongs to the person
/// named by parameter `?n`" (a lower-cased name: the person's own or one
/// of its aliases).
pub(crate) fn player_sql(n: usize) -> String {
    player_sql_on("s", n)
}

/// [`player_sql`] for the `match_stats` rows aliased `table`.
pub(crate) fn player_sql_on(table: &str, n: usize) -> String {
    format!(
        "{table}.player_key IN (WITH p(k) AS (SELECT coalesce((SELECT player_key FROM aliases WHERE alias_key = ?{n}), ?{n}))
         SELECT k FROM p UNION ALL SELECT a.alias_key FROM aliases a, p WHERE a.player_key = p.k)"
    )
}

fn db_err(path: &Option<PathBuf>, e: rusqlite::Error) -> Error {
    match path {
        Some(p) => Error::Db {
            path: p.clone(),
            error: e,
        },
        None => Error::Sqlite(e),
    }
}

/// The library's error and blunder thresholds, read through `conn` (the
/// store's connection, or a transaction on it).
pub(crate) fn read_thresholds(conn: &Connection) -> Result<Thresholds> {
    let v: Option<String> = conn
        .query_row(
            "SELECT value FROM settings WHERE key = 'thresholds'",
            [],
            |r| r.get(0),
        )
        .optional()?;
    Ok(v.and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default())
}

/// The identity of a match across formats: lower-cased sorted player
/// names, match length, and each game's sequence of rolls.
pub fn identity(m: &Match) -> String {
    let mut names = [
        m.players[0].trim().to_lowercase(),
        m.players[1].trim().to_lowercase(),
    ];
    names.sort();
    let mut h = blake3::Hasher::new();
    h.update(names[0].as_bytes());
    h.update(b"\0");
    h.update(names[1].as_bytes());
    h.update(b"\0");
    h.update(&m.length.to_le_bytes());
    for g in &m.games {
        h.update(b"|");
        for r in &g.rolls {
            h.update(&[r[0].max(r[1]), r[0].min(r[1])]);
        }
    }
    h.finalize().to_hex()[..32].to_string()
}

pub(crate) const STATS_COLUMNS: &str = "sum(s.win), sum(s.loss), sum(s.analysed), sum(s.mwc_priced), count(*),
    sum(s.checker_total), sum(s.both_checker_total), sum(s.doubles), sum(s.takes), sum(s.passes),
    sum(s.chk_decisions), sum(s.chk_error), sum(s.chk_mwc), sum(s.chk_errors), sum(s.chk_blunders),
    sum(s.chk_h0), sum(s.chk_h1), sum(s.chk_h2), sum(s.chk_h3), sum(s.chk_h4), sum(s.chk_h5),
    sum(s.cube_decisions), sum(s.cube_error), sum(s.cube_mwc), sum(s.cube_errors), sum(s.cube_blunders),
    sum(s.cube_h0), sum(s.cube_h1), sum(s.cube_h2), sum(s.cube_h3), sum(s.cube_h4), sum(s.cube_h5),
    sum(s.luck), sum(s.luck_rolls), sum(s.luck_mwc), sum(s.luck_mwc_rolls)";

/// Reads the columns of [`STATS_COLUMNS`] starting at `at`.
pub(crate) fn tally_from_row(r: &Row, at: usize) -> rusqlite::Result<Tally> {
    // Read through `ValueRef` rather than `get::<Option<_>>`: a progression
    // by match reads 37 columns of 20,000 rows, and the typed getters' checks
    // were a third of its time. A sum over no rows is NULL, read as 0.
    use rusqlite::types::ValueRef;
    let bad = |i: usize, v: ValueRef| {
        rusqlite::Error::InvalidColumnType(i, format!("sum {i}"), v.data_type())
    };
    let u = |i: usize| -> rusqlite::Result<u64> {
        Ok(match r.get_ref(at + i)? {
            ValueRef::Integer(v) => v.max(0) as u64,
            ValueRef::Null => 0,
            v => return Err(bad(at + i, v)),
        })
    };
    let f = |i: usize| -> rusqlite::Result<f64> {
        Ok(match r.get_ref(at + i)? {
            ValueRef::Real(v) => v,
            ValueRef::Integer(v) => v as f64,
            ValueRef::Null => 0.0,
            v => return Err(bad(at + i, v)),
        })
    };
    let part = |b: usize| -> rusqlite::Result<Part> {
        Ok(Part {
            decisions: u(b)?,
            error: f(b + 1)?,
            mwc: f(b + 2)?,
            errors: u(b + 3)?,
            blunders: u(b + 4)?,
            histogram: [
                u(b + 5)?,
                u(b + 6)?,
                u(b + 7)?,
                u(b + 8)?,
                u(b + 9)?,
                u(b + 10)?,
            ],
        })
    };
    Ok(Tally {
        wins: u(0)?,
        losses: u(1)?,
        analysed_matches: u(2)?,
        mwc_matches: u(3)?,
        matches: u(4)?,
        checker_total: u(5)?,
        both_checker_total: u(6)?,
        doubles: u(7)?,
        takes: u(8)?,
        passes: u(9)?,
        checker: part(10)?,
        cube: part(21)?,
        luck: f(32)?,
        luck_rolls: u(33)?,
        luck_mwc: f(34)?,
        luck_mwc_rolls: u(35)?,
    })
}

impl Store {
    /// Opens (or creates) the library at `path`, migrating it if needed.
    pub fn open(path: &Path) -> Result<Store> {
        if path.is_dir() {
            return Err(Error::Invalid(crate::msg!(
                "lib-is-a-folder",
                path = path.display().to_string(),
                example = path.join("library.db").display().to_string()
            )));
        }
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                if dir.exists() && !dir.is_dir() {
                    return Err(Error::Invalid(crate::msg!(
                        "lib-folder-is-a-file",
                        path = path.display().to_string(),
                        dir = dir.display().to_string()
                    )));
                }
                std::fs::create_dir_all(dir).map_err(|error| Error::CreateDir {
                    path: path.to_path_buf(),
                    dir: dir.to_path_buf(),
                    error,
                })?;
            }
        }
        let p = Some(path.to_path_buf());
        let conn = Connection::open(path).map_err(|e| db_err(&p, e))?;
        let mut store = Store {
            conn,
            path: p,
            kept: Default::default(),
            scratch: None,
            checkpointer: None,
        };
        store.configure()?;
        store.migrate()?;
        store.fill_breakdowns()?;
        store.fill_features()?;
        Ok(store)
    }

    /// A library in memory (tests, benchmarks).
    pub fn open_in_memory() -> Result<Store> {
        let conn = Connection::open_in_memory()?;
        let mut store = Store {
            conn,
            path: None,
            kept: Default::default(),
            scratch: None,
            checkpointer: None,
        };
        store.configure()?;
        store.migrate()?;
        store.fill_breakdowns()?;
        store.fill_features()?;
        Ok(store)
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// From now on the log is copied into the library on a thread of its
    /// own, after each commit of a [`Batch`] and each
    /// [`Store::log_committed`], rather than by the committing thread:
    /// for a library that one process writes all day in short runs (the
    /// club server's read model, a request a run), where SQLite's own copy
    /// (tens of milliseconds, every few requests) waited in the request.
    /// A library in memory has no log: nothing changes.
    pub fn copy_log_aside(&mut self) {
        if self.checkpointer.is_none() {
            self.checkpointer = self.start_copier();
        }
    }

    /// A thread copying this library's log into it when asked (`None`
    /// in memory, or when it cannot start); while it runs, this
    /// connection copies the log only when that thread falls far behind.
    pub(crate) fn start_copier(&self) -> Option<crate::library::checkpoint::Checkpointer> {
        let c = crate::library::checkpoint::Checkpointer::start(self.path.as_deref()?)?;
        let _ = self.conn.pragma_update(
            None,
            "wal_autocheckpoint",
            crate::library::checkpoint::FALLBACK_PAGES,
        );
        Some(c)
    }

    /// Asks the thread of [`Store::copy_log_aside`], if any, to copy what
    /// was just committed outside a [`Batch`] (a stored analysis).
    pub fn log_committed(&self) {
        if let Some(c) = &self.checkpointer {
            c.ask();
        }
    }

    fn configure(&mut self) -> Result<()> {
        let path = self.path.clone();
        // Before anything touches the file: wait for other writers.
        self.conn
            .busy_timeout(busy_timeout())
            .map_err(|e| db_err(&path, e))?;
        // Not a database at all (a PNG chosen as a library): say so clearly.
        self.conn
            .query_row("SELECT count(*) FROM sqlite_master", [], |r| {
                r.get::<_, i64>(0)
            })
            .map_err(|e| db_err(&path, e))?;
        // Switching a new file to WAL takes an exclusive lock, and SQLite
        // answers BUSY at once there instead of calling the busy handler
        // when another process is creating the same library: wait here.
        // The WAL is copied into the file every 10,000 pages (40 MB), not
        // every 1,000: an import of many matches rewrites the same pages
        // (the cells, the ends of the tables), and each copy ends in two
        // fsyncs. At 20,000 matches the import went from 27 to 17.5 s per
        // 5,000 matches.
        // Savepoints keep the pages they change in a temporary file by
        // default: each imported file is a savepoint (`Batch`), and that
        // file took 320 KB of writes per match (half of all the import's
        // writes, and a third of its system time). They are kept in memory.
        let deadline = std::time::Instant::now() + busy_timeout();
        let pragmas = format!(
            "PRAGMA journal_mode = WAL;
             PRAGMA synchronous = NORMAL;
             PRAGMA foreign_keys = ON;
             PRAGMA cache_size = -32768;
             PRAGMA temp_store = MEMORY;
             PRAGMA wal_autocheckpoint = {WAL_AUTOCHECKPOINT};"
        );
        loop {
            match self.conn.execute_batch(&pragmas) {
                Err(rusqlite::Error::SqliteFailure(f, _))
                    if f.code == rusqlite::ErrorCode::DatabaseBusy
                        && std::time::Instant::now() < deadline =>
                {
                    std::thread::sleep(std::time::Duration::from_millis(10));
                }
                r => return r.map_err(|e| db_err(&path, e)),
            }
        }
    }

    /// The schema version recorded in the file.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }

    fn migrate(&mut self) -> Result<()> {
        let path = self.path.clone();
        let newer = |version: i64| {
            Error::Invalid(crate::msg!(
                "lib-newer-schema",
                path = path
                    .as_deref()
                    .map(|p| p.display().to_string())
                    .unwrap_or_default(),
                version = version,
                max = SCHEMA_VERSION
            ))
        };
        let version = self.schema_version()?;
        if version > SCHEMA_VERSION {
            return Err(newer(version));
        }
        if version == SCHEMA_VERSION {
            return Ok(());
        }
        if version > 0 {
            // Keep the user's library safe before changing its schema.
            self.backup_before_migrating()?;
        }
        // Every step in one transaction under the write lock, the version
        // read again under it: another process may have migrated the file
        // since we looked, and the schema is never seen half-migrated.
        let tx = self.write_tx()?;
        let version: i64 = tx
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .map_err(|e| db_err(&path, e))?;
        if version > SCHEMA_VERSION {
            return Err(newer(version));
        }
        if version == 0 {
            // A new library: the tables as the migrations leave them, and
            // no match to move or sum.
            tx.execute_batch(SCHEMA).map_err(|e| db_err(&path, e))?;
            tx.pragma_update(None, "user_version", SCHEMA_VERSION)
                .map_err(|e| db_err(&path, e))?;
            tx.commit().map_err(|e| db_err(&path, e))?;
            return Ok(());
        }
        for (i, sql) in MIGRATIONS.iter().enumerate().skip(version as usize) {
            tx.execute_batch(sql).map_err(|e| db_err(&path, e))?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)
                .map_err(|e| db_err(&path, e))?;
        }
        if version < 10 {
            // Decisions stored a row each before schema 10: into records.
            move_decisions(&tx)?;
        }
        if version < 6 {
            // Cells for the matches stored before schema 6.
            crate::library::cells::rebuild(&tx)?;
            crate::library::breakdown_cells::rebuild_rollup(&tx)?;
        } else if version < 8 {
            // The players' month cells (schema 8) for the matches stored.
            crate::library::cells::rebuild(&tx)?;
        }
        tx.commit().map_err(|e| db_err(&path, e))?;
        if (1..10).contains(&version) {
            // The rows of `decisions` were three quarters of the file:
            // give their pages back (at 10,000 matches 446 → 133 MB). Best
            // effort: another process reading the library makes SQLite
            // refuse, and the library works as it is.
            let _ = self.conn.execute_batch("VACUUM;");
        }
        Ok(())
    }

    /// Copies the library to `<name>.v<version>.bak` beside it. The copy is
    /// written under a name of this process's own and renamed into place,
    /// so processes opening the library together never clash; a copy that
    /// another process has migrated meanwhile is not kept as a backup.
    fn backup_before_migrating(&mut self) -> Result<()> {
        let path = self.path.clone();
        let Some(p) = &path else { return Ok(()) };
        let tmp = p.with_extension(format!("bak.{}.tmp", std::process::id()));
        let _ = std::fs::remove_file(&tmp);
        self.conn
            .execute("VACUUM INTO ?1", [tmp.to_string_lossy()])
            .map_err(|e| db_err(&path, e))?;
        let copied: i64 = Connection::open(&tmp)
            .and_then(|c| c.query_row("PRAGMA user_version", [], |r| r.get(0)))
            .map_err(|e| db_err(&Some(tmp.clone()), e))?;
        if copied >= SCHEMA_VERSION {
            let _ = std::fs::remove_file(&tmp);
            return Ok(());
        }
        let backup = p.with_extension(format!("v{copied}.bak"));
        super::files::replace(&tmp, &backup).map_err(|error| Error::Io {
            path: backup.clone(),
            error,
        })
    }

    /// Begins a write transaction with `BEGIN IMMEDIATE`: it takes the
    /// library's write lock at once, waiting up to the busy timeout while
    /// another process writes, so the transaction's reads and writes see
    /// one state and its first write never fails for a stale snapshot.
    /// Every write of the library goes through here.
    pub(crate) fn write_tx(&mut self) -> Result<Transaction<'_>> {
        let path = self.path.clone();
        self.conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| db_err(&path, e))
    }

    /// A number that changes whenever another connection to the library
    /// file commits a change: another process (a `blunderdb import` while
    /// the app is open) or another [`Store`] in this one. The store's own
    /// writes do not change it (the caller knows about those). Reading it
    /// costs no I/O (SQLite's `PRAGMA data_version`), so a window can poll it
    /// every second or two and refresh when it differs from the last value.
    /// Compare tokens of one `Store` only; another connection counts from
    /// its own start.
    pub fn change_token(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA data_version", [], |r| r.get(0))?)
    }

    /// The library's error and blunder thresholds.
    pub fn thresholds(&self) -> Result<Thresholds> {
        read_thresholds(&self.conn)
    }

    /// Stores new thresholds and recounts every match's errors and
    /// blunders in one pass over the decisions.
    pub fn set_thresholds(&mut self, t: Thresholds) -> Result<()> {
        let t = Thresholds::new(t.error, t.blunder).map_err(Error::Invalid)?;
        let json = serde_json::to_string(&t).map_err(|e| Error::Invalid(e.to_string().into()))?;
        let tx = self.write_tx()?;
        tx.execute(
            "INSERT INTO settings(key, value) VALUES ('thresholds', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [json],
        )?;
        let eps = crate::metrics::THRESHOLD_EPS;
        tx.execute(
            "UPDATE match_stats SET chk_errors = 0, chk_blunders = 0, cube_errors = 0, cube_blunders = 0",
            [],
        )?;
        let (lo_error, lo_blunder) = (t.error - eps, t.blunder - eps);
        if lo_error >= crate::library::record::INDEXED_FLOOR {
            // Every such error has its row in `decision_errors`.
            tx.execute(
                "UPDATE match_stats SET
                    chk_errors = x.ce, chk_blunders = x.cb, cube_errors = x.qe, cube_blunders = x.qb
                 FROM (SELECT match_id, seat,
                          sum(kind = 0 AND error >= ?1) AS ce, sum(kind = 0 AND error >= ?2) AS cb,
                          sum(kind > 0 AND error >= ?1) AS qe, sum(kind > 0 AND error >= ?2) AS qb
                       FROM decision_errors WHERE error >= ?1
                       GROUP BY match_id, seat) AS x
                 WHERE match_stats.match_id = x.match_id AND match_stats.seat = x.seat",
                params![lo_error, lo_blunder],
            )?;
        } else {
            // Thresholds below the indexed errors: every record is read.
            let mut up = tx.prepare(
                "UPDATE match_stats SET chk_errors = ?3, chk_blunders = ?4, cube_errors = ?5,
                        cube_blunders = ?6 WHERE match_id = ?1 AND seat = ?2",
            )?;
            for_each_record(&tx, |m, rec| {
                let mut n = [[0i64; 4]; 2];
                for d in &rec.items {
                    let (true, Some(e)) = (d.counts, d.error) else {
                        continue;
                    };
                    let f = if d.kind == 0 { 0 } else { 2 };
                    let s = &mut n[usize::from(d.seat.min(1))];
                    s[f] += i64::from(e >= lo_error);
                    s[f + 1] += i64::from(e >= lo_blunder);
                }
                for (seat, c) in n.iter().enumerate() {
                    up.execute(params![m.id, seat as i64, c[0], c[1], c[2], c[3]])?;
                }
                Ok(())
            })?;
        }
        crate::library::breakdown_cells::rebuild(&tx, &t)?;
        crate::library::cells::rebuild(&tx)?;
        tx.commit()?;
        Ok(())
    }
}

/// The settings key of the library's level scale (`queries::levels`
/// reads and checks it; a club's log writes it, `club_log::Setting`).
pub const LEVEL_SCALE_SETTING: &str = "level_scale";

impl Store {
    /// A value of the library's settings table (`None` when never set).
    pub fn setting(&self, key: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// A value of the settings table of the library at `path`, read
    /// without opening it as a store (no migration, no write, nothing
    /// made): `None` when there is no such library, table or value. The
    /// command line reads the saved gnuBG program so before it opens the
    /// library.
    pub fn peek_setting(path: &Path, key: &str) -> Option<String> {
        let flags =
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).ok()?;
        conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
            r.get(0)
        })
        .optional()
        .ok()
        .flatten()
    }

    /// Stores a value in the library's settings table.
    pub fn set_setting(&self, key: &str, value: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO settings(key, value) VALUES (?1, ?2)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [key, value],
        )?;
        Ok(())
    }
}

impl Store {
    /// Writes the search blobs (`match_features`) of the matches stored
    /// before schema 14 (once, in one transaction, under the write lock).
    pub(crate) fn fill_features(&mut self) -> Result<()> {
        // The blobs' layout (`search_index::VERSION`): blobs of another
        // are written again.
        let version = crate::library::search_index::VERSION.to_string();
        if self.setting("features_todo")?.is_none()
            && self.setting("features_version")?.as_deref() == Some(version.as_str())
        {
            return Ok(());
        }
        let tx = self.write_tx()?;
        let ids: Vec<i64> = {
            let mut st = tx.prepare(
                "SELECT id FROM matches m
                 WHERE NOT EXISTS (SELECT 1 FROM match_features f WHERE f.match_id = m.id
                                   AND substr(f.data, 1, 1) = ?1)
                 ORDER BY id",
            )?;
            let version = [vec![crate::library::search_index::VERSION]];
            let rows = st.query_map(version, |r| r.get(0))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        for id in ids {
            if let Some(m) = engines::load_match(&tx, id, None)? {
                crate::library::search_index::write(&tx, id, &m)?;
            }
        }
        tx.execute("DELETE FROM settings WHERE key = 'features_todo'", [])?;
        tx.execute(
            "INSERT INTO settings(key, value) VALUES ('features_version', ?1)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [&version],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Fills `match_breakdown` for a library written before it existed,
    /// or its game-plan rows for one written before them ([`PLAN_FILLED_KEY`]:
    /// those rows alone are written, then the library's cells rebuilt);
    /// once, under the write lock, in one transaction; a new library is
    /// marked filled at once. Called when the library is opened.
    ///
    /// [`PLAN_FILLED_KEY`]: crate::library::breakdown_cells::PLAN_FILLED_KEY
    pub(crate) fn fill_breakdowns(&mut self) -> Result<()> {
        use crate::library::breakdown_cells::{self as cells, By, PLAN_FILLED_KEY};
        if self.setting(FILLED_KEY)?.is_some() && self.setting(PLAN_FILLED_KEY)?.is_some() {
            return Ok(());
        }
        let tx = self.write_tx()?;
        let done = |key: &str| -> Result<bool> {
            Ok(tx
                .query_row("SELECT 1 FROM settings WHERE key = ?1", [key], |r| {
                    r.get::<_, i64>(0)
                })
                .optional()?
                .is_some())
        };
        let (all, plan) = (done(FILLED_KEY)?, done(PLAN_FILLED_KEY)?);
        if !all || !plan {
            let t = read_thresholds(&tx)?;
            if all {
                cells::rebuild_dimension(&tx, &t, By::Plan)?;
            } else {
                cells::rebuild(&tx, &t)?;
            }
            for key in [FILLED_KEY, PLAN_FILLED_KEY] {
                tx.execute(
                    "INSERT OR IGNORE INTO settings(key, value) VALUES (?1, '1')",
                    [key],
                )?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first column of `sql`'s rows, as text.
    fn texts(conn: &Connection, sql: &str) -> Vec<String> {
        let mut st = conn.prepare(sql).unwrap();
        let rows = st.query_map([], |r| r.get(0)).unwrap();
        rows.collect::<rusqlite::Result<_>>().unwrap()
    }

    /// Every `sql` of `sqlite_schema` in its order, and each table's rows.
    fn shape(conn: &Connection) -> (Vec<String>, Vec<(String, i64)>) {
        let sql = texts(
            conn,
            "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid",
        );
        let tables = texts(
            conn,
            "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name",
        );
        let rows = tables
            .into_iter()
            .map(|t| {
                let n = conn
                    .query_row(&format!("SELECT count(*) FROM \"{t}\""), [], |r| r.get(0))
                    .unwrap();
                (t, n)
            })
            .collect();
        (sql, rows)
    }

    #[test]
    fn the_schema_is_what_the_migrations_make() {
        // The migrations one by one, and what migrating an empty library
        // ran after them before the snapshot.
        let mut stepwise = Connection::open_in_memory().unwrap();
        let tx = stepwise.transaction().unwrap();
        for sql in MIGRATIONS {
            tx.execute_batch(sql).unwrap();
        }
        write::move_decisions(&tx).unwrap();
        crate::library::cells::rebuild(&tx).unwrap();
        crate::library::breakdown_cells::rebuild_rollup(&tx).unwrap();
        tx.commit().unwrap();
        let (want, want_rows) = shape(&stepwise);
        let text = want.iter().map(|s| format!("{s};\n")).collect::<String>();
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/schema.sql");
        if std::env::var_os("BLUNDERDB_WRITE_SCHEMA").is_some() {
            let head = "-- The library's schema at the last migration, as the migrations\n\
                        -- leave it (sqlite_schema's sql, in order). A new library is made\n\
                        -- from this file; written by BLUNDERDB_WRITE_SCHEMA=1 cargo test\n\
                        -- --lib the_schema_is, which checks it against the migrations.\n";
            std::fs::write(file, format!("{head}{text}")).unwrap();
        }
        let snapshot = Connection::open_in_memory().unwrap();
        snapshot.execute_batch(SCHEMA).unwrap();
        let (got, got_rows) = shape(&snapshot);
        assert_eq!(
            got, want,
            "migrations/schema.sql is not the migrations' schema: write it again with \
             BLUNDERDB_WRITE_SCHEMA=1 cargo test --lib the_schema_is"
        );
        assert_eq!(got_rows, want_rows);
        assert!(want_rows.len() > 20, "{want_rows:?}");

        // And a library opened new is at the last version, with that schema.
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("new.db")).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(shape(store.connection()).0, want);
    }
}
