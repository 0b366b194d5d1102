//! What the command-line tests share: running the `blunderdb` binary on a
//! library, and its output as text. (`mod common;` in each test file; each
//! uses part of it.)
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

pub mod page;

/// Runs `c` to its end and returns what it printed.
///
/// Under Wine, starting a process now and then fails with
/// ERROR_INTERNAL_ERROR (1359) before the program runs at all: a fault of
/// the emulation (CI saw it once in ~400 runs), not of blunderDB, and no
/// process exists to have done anything. Such a start is tried again, up
/// to four times; any other error, or the program's own failure, is
/// reported as it is.
pub fn output(c: &mut Command) -> Output {
    const WINE_START_FAILED: i32 = 1359;
    let mut tries = 0;
    loop {
        match c.output() {
            Ok(out) => return out,
            Err(e) if cfg!(windows) && e.raw_os_error() == Some(WINE_START_FAILED) && tries < 4 => {
                tries += 1;
                eprintln!("starting {:?} failed ({e}); trying again", c.get_program());
                std::thread::sleep(Duration::from_millis(250 * tries));
            }
            Err(e) => panic!("run {:?}: {e}", c.get_program()),
        }
    }
}

/// Runs `blunderdb --db DB ARGS…`, with the user's own library and gnuBG
/// settings out of the way.
pub fn run(db: &Path, args: &[&str]) -> Output {
    output(
        Command::new(env!("CARGO_BIN_EXE_blunderdb"))
            .arg("--db")
            .arg(db)
            .args(args)
            .env_remove("BLUNDERDB_DB"),
    )
}

/// stdout then stderr, as one text.
pub fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A library (in memory, or the file `path`) holding every real fixture
/// of `../shared/fixtures` (xg, sgf, mat, txt), each imported without failure.
pub fn fixture_library(shared: &Path, path: Option<&Path>) -> blunderdb::library::store::Store {
    use blunderdb::library::store::Store;
    let mut store = match path {
        Some(p) => Store::open(p).unwrap(),
        None => Store::open_in_memory().unwrap(),
    };
    let dirs: Vec<std::path::PathBuf> = ["xg", "sgf", "mat", "txt"]
        .iter()
        .map(|d| shared.join("fixtures").join(d))
        .collect();
    let refs: Vec<&Path> = dirs.iter().map(|p| p.as_path()).collect();
    let reports = blunderdb::library::import::import_paths(&mut store, &refs);
    assert!(reports.iter().all(|r| !r.outcome.is_failure()));
    store
}

/// Rewrites a library's decisions as schema 9 stored them, one row each in
/// `decisions` with its two error indexes, and drops the tables of schemas
/// 10 and 12: what an older blunderDB left behind. The caller sets the version.
pub fn back_to_decision_rows(c: &rusqlite::Connection) {
    c.execute_batch(
        "DROP TABLE IF EXISTS breakdown_month;
         CREATE TABLE decisions (
            match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            game INTEGER NOT NULL, seq INTEGER NOT NULL, move INTEGER NOT NULL,
            seat INTEGER NOT NULL, kind INTEGER NOT NULL, counts INTEGER NOT NULL,
            error REAL, mwc_loss REAL, luck REAL, dice INTEGER, cube INTEGER NOT NULL,
            played TEXT NOT NULL, best TEXT, position TEXT, owner INTEGER,
            PRIMARY KEY (match_id, game, seq)) WITHOUT ROWID;
         CREATE INDEX decisions_worst ON decisions(kind, error DESC) WHERE counts = 1 AND error >= 0.02;
         CREATE INDEX decisions_small ON decisions(kind, error DESC) WHERE counts = 1 AND error > 0 AND error < 0.02;",
    )
    .unwrap();
    let records: Vec<(i64, Vec<u8>)> = {
        let mut st = c
            .prepare("SELECT match_id, data FROM match_decisions")
            .unwrap();
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
        rows.collect::<rusqlite::Result<_>>().unwrap()
    };
    let mut ins = c
        .prepare(
            "INSERT INTO decisions VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
        )
        .unwrap();
    for (id, data) in records {
        let rec = blunderdb::library::record::decode(id, &data).unwrap();
        for d in &rec.items {
            ins.execute(rusqlite::params![
                id,
                d.game,
                d.seq,
                d.move_number,
                d.seat,
                d.kind,
                d.counts,
                d.error,
                d.mwc_loss,
                d.luck,
                d.dice.map(|[a, b]| i64::from(a) * 10 + i64::from(b)),
                d.cube,
                rec.played(d),
                rec.best(d),
                rec.position(d),
                d.owner,
            ])
            .unwrap();
        }
    }
    c.execute_batch(
        "DROP TABLE match_decisions; DROP TABLE decision_errors; DROP TABLE seat_errors;",
    )
    .unwrap();
}

/// Calls `f` with every stored match's id, its players' names (lower
/// case), its length and its decoded record: what the tests scan to check
/// the lists against.
pub fn each_record(
    store: &blunderdb::library::store::Store,
    mut f: impl FnMut(i64, &[String; 2], u32, &blunderdb::library::record::Record),
) {
    let mut st = store
        .connection()
        .prepare(
            "SELECT m.id, lower(m.player0), lower(m.player1), m.length, d.data
             FROM matches m JOIN match_decisions d ON d.match_id = m.id",
        )
        .unwrap();
    let mut rows = st.query([]).unwrap();
    while let Some(r) = rows.next().unwrap() {
        let id: i64 = r.get(0).unwrap();
        let names: [String; 2] = [r.get(1).unwrap(), r.get(2).unwrap()];
        let length: u32 = r.get(3).unwrap();
        let rec = blunderdb::library::record::decode(id, &r.get::<_, Vec<u8>>(4).unwrap()).unwrap();
        f(id, &names, length, &rec);
    }
}

/// Rewrites a library as schema 10 stored it: the breakdown rows as
/// [`back_to_breakdown_by_dimension`] does, and the error rows without
/// their band, indexed by (kind, error). The caller sets the version.
pub fn back_to_schema_10(c: &rusqlite::Connection) {
    back_to_breakdown_by_dimension(c);
    c.execute_batch(
        "CREATE TABLE old_errors (
            match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            game INTEGER NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
            kind INTEGER NOT NULL, error REAL NOT NULL,
            PRIMARY KEY (match_id, game, seq)) WITHOUT ROWID;
         INSERT INTO old_errors SELECT match_id, game, seq, seat, kind, error FROM decision_errors;
         DROP TABLE decision_errors;
         ALTER TABLE old_errors RENAME TO decision_errors;
         CREATE INDEX decision_errors_worst ON decision_errors(kind, error DESC);",
    )
    .unwrap();
}

/// Rewrites a library's breakdown rows as schemas 5 to 10 stored them:
/// keyed by dimension and key first, with the player, date and length of
/// the match × seat repeated, and indexed by match and by player, without
/// the month cells of schema 12. The caller sets the version.
pub fn back_to_breakdown_by_dimension(c: &rusqlite::Connection) {
    c.execute_batch(
        "DROP TABLE IF EXISTS breakdown_month;
         CREATE TABLE old_breakdown (
            dim TEXT NOT NULL, match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL, key TEXT NOT NULL, cube INTEGER NOT NULL,
            player_key TEXT NOT NULL, date TEXT, length INTEGER NOT NULL,
            decisions INTEGER NOT NULL, error REAL NOT NULL, mwc REAL NOT NULL,
            errors INTEGER NOT NULL, blunders INTEGER NOT NULL,
            PRIMARY KEY (dim, key, cube, match_id, seat)) WITHOUT ROWID;
         INSERT INTO old_breakdown
            SELECT b.dim, b.match_id, b.seat, b.key, b.cube, s.player_key, s.date, s.length,
                   b.decisions, b.error, b.mwc, b.errors, b.blunders
            FROM match_breakdown b JOIN match_stats s ON s.match_id = b.match_id AND s.seat = b.seat;
         DROP TABLE match_breakdown;
         ALTER TABLE old_breakdown RENAME TO match_breakdown;
         CREATE INDEX match_breakdown_match ON match_breakdown(match_id);
         CREATE INDEX match_breakdown_player ON match_breakdown(player_key, dim);",
    )
    .unwrap();
}
