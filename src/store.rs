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

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};
use serde::Serialize;

use crate::breakdown::LibrarySums;
use crate::error::{Error, Result};
use crate::metrics::{match_tally, DecisionFilter, Figures, Part, Tally, Thresholds};
use crate::model::{Format, Match};

/// The migrations, in order; migration `i` brings the schema to version `i + 1`.
const MIGRATIONS: &[&str] = &[
    include_str!("../migrations/0001_library.sql"),
    include_str!("../migrations/0002_filter_indexes.sql"),
    include_str!("../migrations/0003_analysis.sql"),
    include_str!("../migrations/0004_cube_owner.sql"),
    include_str!("../migrations/0005_breakdowns_aliases.sql"),
    include_str!("../migrations/0006_rollup.sql"),
    include_str!("../migrations/0007_kind_error_indexes.sql"),
    include_str!("../migrations/0008_player_months.sql"),
    include_str!("../migrations/0009_launch_indexes.sql"),
    include_str!("../migrations/0010_match_records.sql"),
    include_str!("../migrations/0011_breakdown_by_match.sql"),
    include_str!("../migrations/0012_breakdown_month.sql"),
];

/// The log's size, in pages, past which a commit copies it into the
/// library (see `Store::configure`).
const WAL_AUTOCHECKPOINT: i64 = 10_000;

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
    pub players: [PlayerFigures; 2],
}

/// A player's name and figures.
#[derive(Debug, Clone, Serialize)]
pub struct PlayerFigures {
    pub name: String,
    #[serde(flatten)]
    pub figures: Figures,
}

/// One of the worst decisions of a selection.
#[derive(Debug, Clone, Serialize)]
pub struct WorstDecision {
    pub match_id: i64,
    pub player: String,
    pub opponent: String,
    pub source: String,
    pub game: u32,
    pub move_number: u32,
    pub kind: String,
    pub dice: Option<String>,
    pub played: String,
    pub best: Option<String>,
    pub error: f64,
    pub mwc_loss_pct: Option<f64>,
}

impl WorstDecision {
    fn of(d: &crate::drill::DecisionRow) -> WorstDecision {
        WorstDecision {
            match_id: d.match_no,
            player: d.player.clone(),
            opponent: d.opponent.clone(),
            source: d.source.clone(),
            game: d.game,
            move_number: d.move_number,
            kind: d.kind.clone(),
            dice: d.dice.clone(),
            played: d.played.clone(),
            best: d.best.clone(),
            error: d.error.unwrap_or(0.0),
            mwc_loss_pct: d.mwc_loss_pct,
        }
    }
}

/// The library.
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
    /// The whole library's progression by match, kept while the library
    /// is unchanged ([`crate::progress::MatchTable`]), with the state of
    /// the library it was read from.
    pub(crate) match_table: std::cell::RefCell<
        Option<(
            crate::progress::LibraryState,
            std::sync::Arc<crate::progress::MatchTable>,
        )>,
    >,
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
            return Err(Error::Invalid(format!(
                "library {}: is a folder, not a library file (e.g. {})",
                path.display(),
                path.join("library.db").display()
            )));
        }
        if let Some(dir) = path.parent() {
            if !dir.as_os_str().is_empty() {
                if dir.exists() && !dir.is_dir() {
                    return Err(Error::Invalid(format!(
                        "library {}: {} is a file, not a folder",
                        path.display(),
                        dir.display()
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
            match_table: Default::default(),
        };
        store.configure()?;
        store.migrate()?;
        store.fill_breakdowns()?;
        Ok(store)
    }

    /// A library in memory (tests, benchmarks).
    pub fn open_in_memory() -> Result<Store> {
        let conn = Connection::open_in_memory()?;
        let mut store = Store {
            conn,
            path: None,
            match_table: Default::default(),
        };
        store.configure()?;
        store.migrate()?;
        store.fill_breakdowns()?;
        Ok(store)
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
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
            Error::Invalid(format!(
                "{}: written by a newer blunderDB (schema {version}, this one reads up to {SCHEMA_VERSION})",
                path.as_deref().map(|p| p.display().to_string()).unwrap_or_default()
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
            crate::rollup::rebuild(&tx)?;
            crate::breakdown::rebuild_rollup(&tx)?;
        } else if version < 8 {
            // The players' month cells (schema 8) for the matches stored.
            crate::rollup::rebuild(&tx)?;
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
        std::fs::rename(&tmp, &backup).map_err(|error| Error::Io {
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
        let json = serde_json::to_string(&t).map_err(|e| Error::Invalid(e.to_string()))?;
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
        if lo_error >= crate::record::INDEXED_FLOOR {
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
        crate::breakdown::rebuild(&tx, &t)?;
        crate::rollup::rebuild(&tx)?;
        tx.commit()?;
        Ok(())
    }

    /// Stores one match in one transaction: new, duplicate, or replacing an
    /// unanalysed copy of the same match.
    pub fn insert_match(&mut self, m: &Match, source: &str) -> Result<Inserted> {
        self.insert_match_with_transcript(m, source, None)
    }

    /// [`Store::insert_match`], keeping the file's bytes when the match has
    /// no analysis, so `blunderdb analyse` can hand it to gnuBG later even
    /// if the file has moved. `transcript` is the file's bytes.
    pub fn insert_match_with_transcript(
        &mut self,
        m: &Match,
        source: &str,
        transcript: Option<&[u8]>,
    ) -> Result<Inserted> {
        let tx = self.write_tx()?;
        // Under the write lock: another process may have just changed them.
        let thresholds = read_thresholds(&tx)?;
        let mut sums = LibrarySums::default();
        let inserted = insert_in(&tx, m, source, transcript, &thresholds, &mut sums)?;
        sums.write(&tx)?;
        tx.commit()?;
        Ok(inserted)
    }

    /// Removes a match and everything stored of it, in one transaction.
    /// `false` when the library has no match `id`.
    pub fn remove_match(&mut self, id: i64) -> Result<bool> {
        let tx = self.write_tx()?;
        let mut sums = LibrarySums::default();
        crate::rollup::remove_match(&tx, id, &mut sums)?;
        sums.write(&tx)?;
        let n = tx.execute("DELETE FROM matches WHERE id = ?1", [id])?;
        tx.commit()?;
        Ok(n > 0)
    }

    /// Stores many matches in one transaction (all or none): for building
    /// large libraries for benchmarks and tests quickly. An import stores
    /// each file in a transaction of its own instead, so one bad file never
    /// holds back the others.
    pub fn insert_matches(&mut self, matches: &[(Match, String)]) -> Result<Vec<Inserted>> {
        let tx = self.write_tx()?;
        let thresholds = read_thresholds(&tx)?;
        let mut out = Vec::with_capacity(matches.len());
        let mut sums = LibrarySums::default();
        for (m, source) in matches {
            out.push(insert_in(&tx, m, source, None, &thresholds, &mut sums)?);
        }
        sums.write(&tx)?;
        tx.commit()?;
        Ok(out)
    }
}

/// Files stored together by [`Store::batch`]: at most this many per
/// transaction,
pub const BATCH_FILES: usize = 1000;
/// and a transaction open at most this long (then committed, so other
/// processes and the app see the matches land, and wait no longer). The
/// longer the run, the more of its writes to the same pages (the error
/// index, the cells) are written once: at 20,000 matches, runs of up to
/// 1,000 files or a second wrote 60 KB per match where runs of 100 files
/// or 200 ms wrote 157 KB, and stored the matches 1.4× faster.
/// `BLUNDERDB_BATCH_MS` changes it (the crash test commits often).
pub const BATCH_TIME: Duration = Duration::from_millis(1000);

fn batch_time() -> Duration {
    static TIME: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *TIME.get_or_init(|| {
        std::env::var("BLUNDERDB_BATCH_MS")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(BATCH_TIME, Duration::from_millis)
    })
}

/// Imports that share transactions: each file is a savepoint of its own
/// (all of it is stored, or none of it), committed with the others of its
/// run every [`BATCH_FILES`] files or [`BATCH_TIME`]. Each commit writes
/// its pages once for all its files (the cells, the ends of the tables,
/// the error index's pages they share): the import of many files is
/// 1.5× faster than with a commit each. Dropped without
/// [`Batch::commit`], the open transaction is rolled back.
pub struct Batch<'a> {
    store: &'a mut Store,
    open: Option<(std::time::Instant, Thresholds)>,
    files: usize,
    /// The run's changes to the library's breakdown cells, written at the
    /// commit.
    sums: LibrarySums,
    /// Copies the log into the library on another thread after each
    /// commit (a library on disk only).
    checkpointer: Option<crate::checkpoint::Checkpointer>,
}

impl Store {
    /// A run of imports sharing transactions ([`Batch`]).
    pub fn batch(&mut self) -> Batch<'_> {
        let checkpointer = self
            .path
            .as_deref()
            .and_then(crate::checkpoint::Checkpointer::start);
        if checkpointer.is_some() {
            // This connection copies the log only when that thread falls
            // far behind.
            let _ = self.conn.pragma_update(
                None,
                "wal_autocheckpoint",
                crate::checkpoint::FALLBACK_PAGES,
            );
        }
        Batch {
            store: self,
            open: None,
            files: 0,
            sums: LibrarySums::default(),
            checkpointer,
        }
    }
}

impl Batch<'_> {
    /// Stores one match as a savepoint of the run's transaction (begun
    /// here, under the write lock, when none is open): on an error nothing
    /// of it stays, and the others of the run are kept.
    pub fn insert(
        &mut self,
        m: &Match,
        source: &str,
        transcript: Option<&[u8]>,
    ) -> Result<Inserted> {
        let path = self.store.path.clone();
        let conn = &self.store.conn;
        if self.open.is_none() {
            conn.execute_batch("BEGIN IMMEDIATE")
                .map_err(|e| db_err(&path, e))?;
            // Under the write lock: another process may have just changed them.
            match read_thresholds(conn) {
                Ok(t) => self.open = Some((std::time::Instant::now(), t)),
                Err(e) => {
                    let _ = conn.execute_batch("ROLLBACK");
                    return Err(e);
                }
            }
        }
        let Some((_, thresholds)) = &self.open else {
            return Err(Error::Invalid("no open transaction".into()));
        };
        conn.execute_batch("SAVEPOINT file")?;
        // The match's changes to the library's breakdown cells join the
        // run's once its savepoint is released (written at the commit).
        let mut sums = LibrarySums::default();
        match insert_in(conn, m, source, transcript, thresholds, &mut sums) {
            Ok(x) => {
                conn.execute_batch("RELEASE file")?;
                self.sums.merge(sums);
                self.files += 1;
                Ok(x)
            }
            Err(e) => {
                conn.execute_batch("ROLLBACK TO file; RELEASE file")?;
                Err(e)
            }
        }
    }

    /// Whether the open transaction holds enough files, or has been open
    /// long enough, to be committed.
    pub fn due(&self) -> bool {
        self.open
            .as_ref()
            .is_some_and(|(t, _)| self.files >= BATCH_FILES || t.elapsed() >= batch_time())
    }

    /// Commits the open transaction, if any.
    pub fn commit(&mut self) -> Result<()> {
        if self.open.take().is_some() {
            self.files = 0;
            let path = self.store.path.clone();
            let conn = &self.store.conn;
            let committed = self
                .sums
                .write(conn)
                .and_then(|()| conn.execute_batch("COMMIT").map_err(|e| db_err(&path, e)));
            if let Err(e) = committed {
                let _ = conn.execute_batch("ROLLBACK");
                return Err(e);
            }
            if let Some(c) = &self.checkpointer {
                c.ask();
            }
        }
        Ok(())
    }
}

impl Drop for Batch<'_> {
    fn drop(&mut self) {
        if self.open.take().is_some() {
            let _ = self.store.conn.execute_batch("ROLLBACK");
        }
        if self.checkpointer.take().is_some() {
            let _ = self
                .store
                .conn
                .pragma_update(None, "wal_autocheckpoint", WAL_AUTOCHECKPOINT);
        }
    }
}

/// Stores one match inside `tx`: new, duplicate, or replacing an unanalysed
/// copy of the same match.
fn insert_in(
    tx: &Connection,
    m: &Match,
    source: &str,
    transcript: Option<&[u8]>,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
) -> Result<Inserted> {
    {
        let identity = identity(m);
        let existing: Option<(i64, String, bool)> = tx
            .query_row(
                "SELECT id, source, analysed FROM matches WHERE identity = ?1",
                [&identity],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let mut replaced = None;
        if let Some((id, src, analysed)) = existing {
            if analysed || !m.analysed {
                return Ok(Inserted::Duplicate { id, source: src });
            }
            crate::rollup::remove_match(tx, id, sums)?;
            tx.execute("DELETE FROM matches WHERE id = ?1", [id])?;
            replaced = Some(src);
        }
        let points = m.points();
        tx.execute(
            "INSERT INTO matches(identity, source, format, length, games, winner, points0, points1,
                                 player0, player1, date, event, analysed, crawford, jacoby, beavers,
                                 analysis)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
            params![
                identity,
                source,
                m.format.as_str(),
                m.length,
                m.games.len() as i64,
                m.winner(),
                points[0],
                points[1],
                m.players[0],
                m.players[1],
                m.date,
                m.event,
                m.analysed,
                m.rules.crawford,
                m.rules.jacoby,
                m.rules.beavers,
                file_analysis(m),
            ],
        )?;
        let id = tx.last_insert_rowid();
        if let (false, Some(bytes)) = (m.analysed, transcript) {
            if let Some(kind) = transcript_kind(m.format) {
                tx.execute(
                    "INSERT INTO transcripts(match_id, kind, data) VALUES (?1, ?2, ?3)",
                    params![id, kind, deflate(bytes)],
                )?;
            }
        }
        write_rows(tx, id, m, thresholds, sums)?;
        Ok(match replaced {
            Some(previous_source) => Inserted::Replaced {
                id,
                previous_source,
            },
            None => Inserted::Imported { id },
        })
    }
}

/// What the file says analysed it (`None` for a bare transcript).
fn file_analysis(m: &Match) -> Option<&'static str> {
    match (m.analysed, m.format) {
        (false, _) | (true, Format::Mat) => None,
        (true, Format::Xg) => Some("xg"),
        (true, Format::Sgf) => Some("gnubg"),
    }
}

/// How gnuBG is handed a file of this format, when it reads it at all.
fn transcript_kind(f: Format) -> Option<&'static str> {
    match f {
        Format::Mat => Some("mat"),
        Format::Sgf => Some("sgf"),
        Format::Xg => None,
    }
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(bytes, 6)
}

/// What a decision row needs of its match beside its record.
#[derive(Debug, Clone)]
pub(crate) struct StoredMatch {
    pub id: i64,
    pub players: [String; 2],
    pub length: u32,
    pub jacoby: bool,
    pub beavers: bool,
    pub source: String,
    /// (number, score before the game, Crawford game), by number.
    pub games: Vec<(u32, [u32; 2], bool)>,
}

impl StoredMatch {
    fn game(&self, number: u32) -> Option<&(u32, [u32; 2], bool)> {
        self.games
            .binary_search_by_key(&number, |g| g.0)
            .ok()
            .map(|i| &self.games[i])
    }

    /// The score before game `number`, the first seat's first.
    pub fn score(&self, number: u32) -> [u32; 2] {
        self.game(number).map_or([0, 0], |g| g.1)
    }

    pub fn crawford(&self, number: u32) -> bool {
        self.game(number).is_some_and(|g| g.2)
    }
}

const STORED_MATCH: &str =
    "SELECT id, player0, player1, length, jacoby, beavers, source FROM matches";

fn stored_match_row(r: &Row) -> rusqlite::Result<StoredMatch> {
    Ok(StoredMatch {
        id: r.get(0)?,
        players: [r.get(1)?, r.get(2)?],
        length: r.get::<_, i64>(3)?.clamp(0, i64::from(u32::MAX)) as u32,
        jacoby: r.get(4)?,
        beavers: r.get(5)?,
        source: r.get(6)?,
        games: Vec::new(),
    })
}

fn stored_games(conn: &Connection, id: i64) -> Result<Vec<(u32, [u32; 2], bool)>> {
    let mut st = conn.prepare_cached(
        "SELECT number, score0, score1, crawford FROM games WHERE match_id = ?1 ORDER BY number",
    )?;
    let rows = st.query_map([id], |r| {
        let u = |i: usize| -> rusqlite::Result<u32> {
            Ok(r.get::<_, i64>(i)?.clamp(0, i64::from(u32::MAX)) as u32)
        };
        Ok((u(0)?, [u(1)?, u(2)?], r.get(3)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// A stored match with its games, `None` when the library has no match `id`.
pub(crate) fn stored_match(conn: &Connection, id: i64) -> Result<Option<StoredMatch>> {
    let m = conn
        .prepare_cached(&format!("{STORED_MATCH} WHERE id = ?1"))?
        .query_row([id], stored_match_row)
        .optional()?;
    let Some(mut m) = m else { return Ok(None) };
    m.games = stored_games(conn, id)?;
    Ok(Some(m))
}

/// The decoded record of match `id` (empty when it has none).
pub(crate) fn load_record(conn: &Connection, id: i64) -> Result<crate::record::Record> {
    let data: Option<Vec<u8>> = conn
        .prepare_cached("SELECT data FROM match_decisions WHERE match_id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    match data {
        Some(d) => crate::record::decode(id, &d),
        None => Ok(crate::record::Record::default()),
    }
}

/// Calls `f` with every stored match and its decoded record, in id order.
pub(crate) fn for_each_record(
    conn: &Connection,
    mut f: impl FnMut(&StoredMatch, &crate::record::Record) -> Result<()>,
) -> Result<()> {
    let matches: Vec<StoredMatch> = {
        let mut st = conn.prepare(&format!("{STORED_MATCH} ORDER BY id"))?;
        let rows = st.query_map([], stored_match_row)?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    for mut m in matches {
        m.games = stored_games(conn, m.id)?;
        let rec = load_record(conn, m.id)?;
        f(&m, &rec)?;
    }
    Ok(())
}

/// Moves every match's rows of `decisions` (schemas 1–9) into its record,
/// its `decision_errors` and its `seat_errors`, then drops the table.
fn move_decisions(tx: &Connection) -> Result<()> {
    let matches: Vec<(i64, Option<String>, u32)> = {
        let mut st = tx.prepare("SELECT id, date, length FROM matches ORDER BY id")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    struct Row {
        game: u32,
        seq: u32,
        move_number: u32,
        seat: u8,
        kind: u8,
        counts: bool,
        error: Option<f64>,
        mwc_loss: Option<f64>,
        luck: Option<f64>,
        dice: Option<i64>,
        cube: u32,
        owner: Option<i64>,
        played: String,
        best: Option<String>,
        position: Option<String>,
    }
    let mut st = tx.prepare(
        "SELECT game, seq, move, seat, kind, counts, error, mwc_loss, luck, dice, cube, owner,
                played, best, position
         FROM decisions WHERE match_id = ?1 ORDER BY game, seq",
    )?;
    for (id, date, length) in matches {
        let rows: Vec<Row> = st
            .query_map([id], |r| {
                Ok(Row {
                    game: r.get::<_, i64>(0)?.clamp(0, u32::MAX.into()) as u32,
                    seq: r.get::<_, i64>(1)?.clamp(0, u32::MAX.into()) as u32,
                    move_number: r.get::<_, i64>(2)?.clamp(0, u32::MAX.into()) as u32,
                    seat: r.get::<_, i64>(3)?.clamp(0, 1) as u8,
                    kind: r.get::<_, i64>(4)?.clamp(0, 4) as u8,
                    counts: r.get(5)?,
                    error: r.get(6)?,
                    mwc_loss: r.get(7)?,
                    luck: r.get(8)?,
                    dice: r.get(9)?,
                    cube: r.get::<_, i64>(10)?.clamp(1, u32::MAX.into()) as u32,
                    owner: r.get(11)?,
                    played: r.get(12)?,
                    best: r.get(13)?,
                    position: r.get(14)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let items: Vec<crate::record::Stored> = rows
            .iter()
            .map(|r| crate::record::Stored {
                game: r.game,
                seq: r.seq,
                move_number: r.move_number,
                seat: r.seat,
                kind: r.kind,
                counts: r.counts,
                error: r.error,
                mwc_loss: r.mwc_loss,
                luck: r.luck,
                dice: r
                    .dice
                    .map(|d| [(d / 10).clamp(0, 9) as u8, (d % 10).clamp(0, 9) as u8]),
                cube: r.cube,
                owner: r.owner.map(|o| o.clamp(0, 2) as u8),
                played: &r.played,
                best: r.best.as_deref(),
                position: r.position.as_deref(),
            })
            .collect();
        write_decisions(tx, id, &items, date.as_deref(), length)?;
    }
    tx.execute_batch("DROP TABLE decisions;")?;
    Ok(())
}

/// Writes a match's decisions under `id`: its record, its rows of
/// `decision_errors` (counted errors of at least
/// [`crate::record::INDEXED_FLOOR`]) and its two rows of `seat_errors`.
pub(crate) fn write_decisions(
    tx: &Connection,
    id: i64,
    items: &[crate::record::Stored],
    date: Option<&str>,
    length: u32,
) -> Result<()> {
    tx.prepare_cached("INSERT INTO match_decisions(match_id, data) VALUES (?1, ?2)")?
        .execute(params![id, crate::record::encode(items)])?;
    let mut err_stmt = tx.prepare_cached(
        "INSERT INTO decision_errors(match_id, game, seq, seat, kind, error, band)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for d in items {
        if let (true, Some(e)) = (d.counts, d.error) {
            if e >= crate::record::INDEXED_FLOOR {
                err_stmt.execute(params![
                    id,
                    d.game,
                    d.seq,
                    d.seat,
                    d.kind,
                    e,
                    crate::record::band(e)
                ])?;
            }
        }
    }
    let mut seat_stmt = tx.prepare_cached(
        "INSERT INTO seat_errors VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,
                                         ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)",
    )?;
    for (seat, p) in crate::record::seat_parts(items).iter().enumerate() {
        let (c, q) = (&p.checker, &p.cube);
        seat_stmt.execute(params![
            id,
            seat as i64,
            date,
            length,
            p.zero_kinds,
            p.small_kinds,
            c.zero,
            c.small[0],
            c.small[1],
            c.small[2],
            c.small_max[0],
            c.small_max[1],
            c.small_max[2],
            q.zero,
            q.small[0],
            q.small[1],
            q.small[2],
            q.small_max[0],
            q.small_max[1],
            q.small_max[2],
        ])?;
    }
    Ok(())
}

/// Writes a match's games, decisions and per-seat aggregates under `id`.
fn write_rows(
    tx: &Connection,
    id: i64,
    m: &Match,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
) -> Result<()> {
    {
        let mut game_stmt = tx.prepare_cached(
                "INSERT INTO games(match_id, number, score0, score1, crawford, winner, points, resigned)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?;
        for g in &m.games {
            game_stmt.execute(params![
                id,
                g.number,
                g.score[0],
                g.score[1],
                g.crawford,
                g.result.winner,
                g.result.points,
                g.result.resigned
            ])?;
        }
        write_decisions(
            tx,
            id,
            &crate::record::stored(m),
            m.date.as_deref(),
            m.length,
        )?;
        let mut stat_stmt = tx.prepare_cached(
                "INSERT INTO match_stats VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                    ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31,
                    ?32, ?33, ?34, ?35, ?36, ?37, ?38, ?39, ?40, ?41)",
            )?;
        for seat in 0..2u8 {
            let t = match_tally(m, seat, thresholds);
            let name = &m.players[usize::from(seat)];
            let c = &t.checker;
            let q = &t.cube;
            let i = |x: u64| x as i64;
            stat_stmt.execute(params![
                id,
                seat,
                name,
                name.trim().to_lowercase(),
                m.length,
                m.date,
                i(t.wins),
                i(t.losses),
                i(t.analysed_matches),
                i(t.mwc_matches),
                i(t.checker_total),
                i(t.both_checker_total),
                i(t.doubles),
                i(t.takes),
                i(t.passes),
                i(c.decisions),
                c.error,
                c.mwc,
                i(c.errors),
                i(c.blunders),
                i(c.histogram[0]),
                i(c.histogram[1]),
                i(c.histogram[2]),
                i(c.histogram[3]),
                i(c.histogram[4]),
                i(c.histogram[5]),
                i(q.decisions),
                q.error,
                q.mwc,
                i(q.errors),
                i(q.blunders),
                i(q.histogram[0]),
                i(q.histogram[1]),
                i(q.histogram[2]),
                i(q.histogram[3]),
                i(q.histogram[4]),
                i(q.histogram[5]),
                t.luck,
                i(t.luck_rolls),
                t.luck_mwc,
                i(t.luck_mwc_rolls),
            ])?;
        }
    }
    crate::rollup::add_match(tx, id)?;
    crate::breakdown::write_match(tx, id, m, thresholds, sums)?;
    Ok(())
}

impl Store {
    /// [`Store::where_clause`] for the other modules of the crate.
    pub(crate) fn filter_sql(f: &Filter) -> (String, Vec<rusqlite::types::Value>) {
        Self::where_clause(f)
    }

    /// Builds the WHERE clause of a filter over `match_stats` aliased `s`.
    pub(crate) fn where_clause(f: &Filter) -> (String, Vec<rusqlite::types::Value>) {
        use rusqlite::types::Value;
        let mut sql = String::from(" WHERE 1");
        let mut args: Vec<Value> = Vec::new();
        // With a player, the dates and length are written `+s.…`, which
        // SQLite cannot look up in an index: the player's rows are then
        // read by the player index. SQLite cannot tell how few names the
        // player's `IN (…)` holds and took a length's every row instead
        // (30,000 at 100,000 matches: 36 ms to count a player's matches
        // without analysis in 7-point matches, 2 ms by the player).
        let plus = if f.player.is_some() { "+" } else { "" };
        if let Some(p) = &f.player {
            args.push(Value::Text(p.trim().to_lowercase()));
            sql += &format!(" AND {}", crate::aliases::player_sql(args.len()));
        }
        if let Some(d) = &f.date_from {
            args.push(Value::Text(d.clone()));
            sql += &format!(" AND {plus}s.date >= ?{}", args.len());
        }
        if let Some(d) = &f.date_to {
            args.push(Value::Text(d.clone()));
            sql += &format!(" AND {plus}s.date <= ?{}", args.len());
        }
        if let Some(l) = f.length {
            args.push(Value::Integer(i64::from(l)));
            sql += &format!(" AND {plus}s.length = ?{}", args.len());
        }
        (sql, args)
    }

    /// Sums of the selection (both seats of every selected match unless a
    /// player is named; `matches` then counts each match once).
    pub fn tally(&self, f: &Filter) -> Result<Tally> {
        let mut t = self.rollup_tally(f)?;
        if f.player.is_none() {
            // Both seats of every match are in the selection (two rows per
            // match): count the match once, as wins and losses balance.
            t.matches /= 2;
        }
        Ok(t)
    }

    /// One row per player of the selection, with their sums.
    pub fn player_tallies(&self, f: &Filter) -> Result<Vec<(String, Tally)>> {
        let rows = self.rollup_players(f)?;
        // Names merged by an alias count as their player.
        self.merge_aliased(rows)
    }

    /// Every stored match with both players' figures, newest import last.
    pub fn matches(&self, decisions: DecisionFilter) -> Result<Vec<MatchInfo>> {
        let sql = format!(
            "SELECT m.id, m.source, m.format, m.length, m.games, m.winner, m.points0, m.points1, m.date,
                    m.event, m.analysed, s.seat, s.player, m.analysis, m.analysis_version, {STATS_COLUMNS}
             FROM matches m JOIN match_stats s ON s.match_id = m.id
             GROUP BY m.id, s.seat ORDER BY m.id, s.seat"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([])?;
        let mut out: Vec<MatchInfo> = Vec::new();
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let seat: i64 = r.get(11)?;
            let player = PlayerFigures {
                name: r.get(12)?,
                figures: tally_from_row(r, 15)?.figures(decisions),
            };
            if seat == 1 {
                if let Some(last) = out.last_mut() {
                    if last.id == id {
                        last.players[1] = player;
                        continue;
                    }
                }
            }
            out.push(MatchInfo {
                id,
                source: r.get(1)?,
                format: r.get(2)?,
                length: r.get(3)?,
                games: r.get(4)?,
                winner: r.get(5)?,
                points: [r.get(6)?, r.get(7)?],
                date: r.get(8)?,
                event: r.get(9)?,
                analysed: r.get(10)?,
                analysis: r.get(13)?,
                analysis_version: r.get(14)?,
                players: [player.clone(), player],
            });
        }
        Ok(out)
    }

    /// Every player's name (as stored; one spelling per case-insensitive
    /// name; names merged by an alias count as their player), sorted: the
    /// player filter's choices.
    pub fn player_names(&self) -> Result<Vec<String>> {
        // The distinct keys one seek each (a skip scan of the player
        // index), each key's greatest spelling one more (migration 0009),
        // then the aliases over those few: a GROUP BY over every match ×
        // seat took 0.3 s at 100,000 matches.
        let mut st = self.conn.prepare_cached(
            "WITH RECURSIVE k(key) AS (
                 SELECT min(player_key) FROM match_stats
                 UNION ALL
                 SELECT (SELECT min(player_key) FROM match_stats WHERE player_key > k.key)
                 FROM k WHERE k.key IS NOT NULL),
             n(key, name) AS (
                 SELECT key, (SELECT max(player) FROM match_stats WHERE player_key = k.key)
                 FROM k WHERE key IS NOT NULL)
             SELECT coalesce(max(a.player), max(n.name))
             FROM n LEFT JOIN aliases a ON a.alias_key = n.key
             GROUP BY coalesce(a.player_key, n.key) ORDER BY coalesce(a.player_key, n.key)",
        )?;
        let rows = st.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// A player's name as stored, whatever case it is asked in; for a name
    /// merged into another player (an alias), that player's name.
    pub fn stored_name(&self, name: &str) -> Result<Option<String>> {
        let mut st = self.conn.prepare_cached(
            "SELECT coalesce(
                    (SELECT player FROM aliases WHERE alias_key = ?1 OR player_key = ?1 LIMIT 1),
                    (SELECT max(player) FROM match_stats WHERE player_key = ?1))",
        )?;
        Ok(st.query_row([name.trim().to_lowercase()], |r| {
            r.get::<_, Option<String>>(0)
        })?)
    }

    /// The match lengths in the library (0 = money sessions), ascending.
    pub fn lengths(&self) -> Result<Vec<u32>> {
        let mut st = self
            .conn
            // One seek of the length index per length (a skip scan),
            // where DISTINCT read all its entries (7 ms at 100,000 matches).
            .prepare_cached(
                "WITH RECURSIVE l(len) AS (
                     SELECT min(length) FROM match_stats
                     UNION ALL
                     SELECT (SELECT min(length) FROM match_stats WHERE length > l.len)
                     FROM l WHERE l.len IS NOT NULL)
                 SELECT len FROM l WHERE len IS NOT NULL",
            )?;
        let rows = st.query_map([], |r| r.get::<_, u32>(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// The first and last match dates, when any match has a date.
    pub fn date_range(&self) -> Result<(Option<String>, Option<String>)> {
        Ok(self.conn.query_row(
            "SELECT (SELECT min(date) FROM match_stats), (SELECT max(date) FROM match_stats)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?)
    }

    /// Number of stored matches.
    pub fn match_count(&self) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM matches", [], |r| r.get::<_, i64>(0))?
            as u64)
    }

    /// The files the stored matches were read from.
    pub fn sources(&self) -> Result<std::collections::HashSet<String>> {
        let mut stmt = self.conn.prepare("SELECT source FROM matches")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The `n` worst counted decisions of the selection: the first page
    /// of its list ([`Store::decisions`]). One player's were first looked
    /// for among the library's 5,000 worst errors, which took 9–16 ms at
    /// 10,000 matches and 35–56 ms at 100,000 where the player's own page
    /// (read from the player's match × seats since `drill::join_kind`)
    /// takes 1.0–1.6 ms and 5–13 ms.
    pub fn worst_decisions(&self, f: &Filter, n: usize) -> Result<Vec<WorstDecision>> {
        let rows = self.decisions(&crate::drill::Query {
            filter: f.clone(),
            limit: n,
            ..Default::default()
        })?;
        Ok(rows.iter().map(WorstDecision::of).collect())
    }

    /// How many decisions the library stores (every record read: for tests
    /// and the benchmarks' report, not for figures).
    pub fn stored_decisions(&self) -> Result<u64> {
        let mut n = 0u64;
        for_each_record(&self.conn, |_, rec| {
            n += rec.items.len() as u64;
            Ok(())
        })?;
        Ok(n)
    }

    /// Size of the library file in bytes (main file and WAL), after a checkpoint.
    pub fn file_bytes(&self) -> Result<u64> {
        let Some(p) = &self.path else { return Ok(0) };
        self.conn
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")?;
        Ok(std::fs::metadata(p).map(|m| m.len()).unwrap_or(0))
    }

    /// Direct access for tests and the benchmark generator.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

/// A match that `blunderdb analyse` may hand to gnuBG.
#[derive(Debug, Clone, Serialize)]
pub struct AnalysisTarget {
    pub id: i64,
    pub players: [String; 2],
    pub length: u32,
    pub date: Option<String>,
    /// The format the match was imported from (`mat`, `sgf`, `xg`).
    pub format: String,
    /// The file it was imported from.
    pub source: String,
    /// What analysed it so far (`None`: nothing).
    pub analysis: Option<String>,
    /// The size of the library's compressed copy of its transcript, in
    /// bytes (0 without one): how long gnuBG will take, roughly, so the
    /// longest matches can go first.
    pub work: u64,
}

impl AnalysisTarget {
    /// `Alice - Bob, 7 points` (or `money`), for progress lines.
    pub fn label(&self) -> String {
        let what = match self.length {
            0 => "money".to_string(),
            1 => "1 point".to_string(),
            n => format!("{n} points"),
        };
        format!("{} - {}, {what}", self.players[0], self.players[1])
    }
}

/// The file gnuBG is given to analyse a match: its bytes and how gnuBG
/// reads them (`mat`: `import mat`; `sgf`: `load match`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript {
    pub kind: String,
    pub bytes: Vec<u8>,
}

impl Store {
    /// The matches of a selection that have no analysis (with `redo`, every
    /// match gnuBG can read: transcripts and gnuBG files; XG's own analyses
    /// are never replaced by a weaker engine's), in library order.
    pub fn analysis_targets(&self, f: &Filter, redo: bool) -> Result<Vec<AnalysisTarget>> {
        let (w, args) = Self::where_clause(f);
        let which = if redo {
            " AND m.format <> 'xg'"
        } else {
            " AND m.analysed = 0"
        };
        let sql = format!(
            "SELECT m.id, m.player0, m.player1, m.length, m.date, m.format, m.source, m.analysis,
                    coalesce(length(t.data), 0)
             FROM matches m LEFT JOIN transcripts t ON t.match_id = m.id
             WHERE m.id IN (SELECT s.match_id FROM match_stats s{w}){which}
             ORDER BY m.id"
        );
        let mut st = self.conn.prepare(&sql)?;
        let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
            Ok(AnalysisTarget {
                id: r.get(0)?,
                players: [r.get(1)?, r.get(2)?],
                length: r.get(3)?,
                date: r.get(4)?,
                format: r.get(5)?,
                source: r.get(6)?,
                analysis: r.get(7)?,
                work: r.get::<_, i64>(8)?.max(0) as u64,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// How many matches of a selection have no analysis (the app's
    /// "N matches without analysis — Analyse…").
    pub fn unanalysed_count(&self, f: &Filter) -> Result<u64> {
        let (w, args) = Self::where_clause(f);
        // Read from the partial index of such rows (migration 0009), in
        // match order, so the matches are counted as they stream by.
        let sql = format!(
            "SELECT count(*) FROM (SELECT s.match_id FROM match_stats s{w} AND s.analysed = 0
             GROUP BY s.match_id)"
        );
        let mut st = self.conn.prepare_cached(&sql)?;
        let n: i64 = st.query_row(rusqlite::params_from_iter(args), |r| r.get(0))?;
        Ok(n.max(0) as u64)
    }

    /// The file a match was imported from, as kept in the library (matches
    /// imported without analysis since schema 3); `None` when not kept.
    pub fn transcript(&self, id: i64) -> Result<Option<Transcript>> {
        let row: Option<(String, Vec<u8>)> = self
            .conn
            .query_row(
                "SELECT kind, data FROM transcripts WHERE match_id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        match row {
            None => Ok(None),
            Some((kind, data)) => {
                let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(
                    &data,
                    crate::import::MAX_FILE_BYTES as usize,
                )
                .map_err(|e| {
                    Error::Invalid(format!(
                        "match {id}: the stored transcript is damaged ({e})"
                    ))
                })?;
                Ok(Some(Transcript { kind, bytes }))
            }
        }
    }

    /// Replaces a stored match's games and decisions with an analysis of the
    /// same match (gnuBG's, read back from the SGF it saved), in one
    /// transaction. The match keeps its id, source file, players' names,
    /// date, event and identity; `analysis` (`gnubg 2-ply`) and `version`
    /// say what analysed it.
    pub fn store_analysis(
        &mut self,
        id: i64,
        analysed: &Match,
        analysis: &str,
        version: &str,
    ) -> Result<()> {
        let thresholds = self.thresholds()?;
        let tx = self.write_tx()?;
        // What the library knows of the match and keeps: names, length,
        // date and event.
        type Kept = (String, String, u32, Option<String>, Option<String>);
        let stored: Option<Kept> = tx
            .query_row(
                "SELECT player0, player1, length, date, event FROM matches WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .optional()?;
        let Some((p0, p1, length, date, event)) = stored else {
            return Err(Error::Invalid(format!(
                "match {id} is no longer in the library"
            )));
        };
        if analysed.length != length {
            return Err(Error::Invalid(format!(
                "gnuBG read a {}-point match where the library has a {length}-point one",
                analysed.length
            )));
        }
        let key = |s: &str| s.trim().to_lowercase();
        let mut m = analysed.clone();
        // gnuBG keeps the transcript's seat order; should it ever name the
        // players the other way round, the analysis follows the names.
        if key(&m.players[0]) == key(&p1) && key(&m.players[1]) == key(&p0) && key(&p0) != key(&p1)
        {
            m.swap_seats();
        }
        m.players = [p0, p1];
        m.date = date;
        m.event = event;
        for table in ["match_decisions", "decision_errors", "seat_errors"] {
            tx.execute(&format!("DELETE FROM {table} WHERE match_id = ?1"), [id])?;
        }
        tx.execute("DELETE FROM games WHERE match_id = ?1", [id])?;
        let mut sums = LibrarySums::default();
        crate::rollup::remove_match(&tx, id, &mut sums)?;
        let points = m.points();
        tx.execute(
            "UPDATE matches SET games = ?2, winner = ?3, points0 = ?4, points1 = ?5, analysed = ?6,
                    crawford = ?7, jacoby = ?8, beavers = ?9, analysis = ?10, analysis_version = ?11
             WHERE id = ?1",
            params![
                id,
                m.games.len() as i64,
                m.winner(),
                points[0],
                points[1],
                m.analysed,
                m.rules.crawford,
                m.rules.jacoby,
                m.rules.beavers,
                analysis,
                version,
            ],
        )?;
        write_rows(&tx, id, &m, &thresholds, &mut sums)?;
        sums.write(&tx)?;
        tx.commit()?;
        Ok(())
    }
}

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
