//! Many blunderDB processes on one library, as users run them: imports of
//! different and overlapping folders started at the same moment, `stats`
//! and `matches` readers meanwhile, several processes creating or
//! upgrading one library at once. Nothing may fail for "locked", every
//! match lands once, and the file stays sound.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use blunderdb::library::import::import_paths;
use blunderdb::library::store::{Store, SCHEMA_VERSION};

fn blunderdb(db: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_blunderdb"));
    c.arg("--db")
        .arg(db)
        .args(args)
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_BUSY_TIMEOUT_MS")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    c
}

fn spawn(db: &Path, args: &[&str]) -> Child {
    blunderdb(db, args).spawn().expect("start blunderdb")
}

fn finish(what: &str, child: Child) -> Output {
    let out = child.wait_with_output().expect("wait for blunderdb");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{what}: exit {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

fn integrity(db: &Path) -> String {
    let c = rusqlite::Connection::open(db).unwrap();
    c.query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap()
}

/// Each stored match by identity, with whether it is analysed: the same
/// whatever order the files arrived in.
fn contents(db: &Path) -> BTreeSet<(String, bool)> {
    let c = rusqlite::Connection::open(db).unwrap();
    let mut st = c.prepare("SELECT identity, analysed FROM matches").unwrap();
    let rows = st
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    rows
}

#[test]
fn concurrent_imports_and_readers_share_one_library() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let fx = shared.join("fixtures");
    let corpus = shared.join("oracle/corpus");
    let (sgf, mat, xg) = (fx.join("sgf"), fx.join("mat"), fx.join("xg"));
    // Different folders, overlapping ones, twins of one match in three
    // formats, and one folder imported twice at once.
    let batches: Vec<Vec<&Path>> = vec![
        vec![&sgf],
        vec![&mat],
        vec![&xg],
        vec![&corpus],
        vec![&sgf, &xg],
        vec![&corpus, &mat],
    ];
    let dir = tempfile::tempdir().unwrap();

    // What a clean import of everything, one file after another, stores.
    let reference = dir.path().join("reference.db");
    {
        let mut store = Store::open(&reference).unwrap();
        for b in &batches {
            import_paths(&mut store, b);
        }
    }
    let want = contents(&reference);
    assert!(want.len() > 50, "{} matches", want.len());

    // The library does not exist yet: the importers also race to create it.
    let db = dir.path().join("shared.db");
    let started = Instant::now();
    let importers: Vec<(String, Child)> = batches
        .iter()
        .map(|b| {
            let mut args = vec!["import".to_string()];
            args.extend(b.iter().map(|p| p.display().to_string()));
            let refs: Vec<&str> = args.iter().map(String::as_str).collect();
            (format!("{args:?}"), spawn(&db, &refs))
        })
        .collect();
    // Readers while the imports run: each must answer promptly.
    let mut slowest_read = Duration::ZERO;
    let mut reads = 0;
    while started.elapsed() < Duration::from_millis(1500) || reads < 6 {
        let readers: Vec<(&str, Child)> = [
            ("stats", spawn(&db, &["stats", "--format", "json"])),
            ("matches", spawn(&db, &["matches", "--format", "json"])),
            ("players", spawn(&db, &["players", "--format", "csv"])),
        ]
        .into_iter()
        .collect();
        let t = Instant::now();
        for (what, child) in readers {
            let out = finish(what, child);
            assert!(!out.stdout.is_empty());
        }
        slowest_read = slowest_read.max(t.elapsed());
        reads += 3;
    }
    for (what, child) in importers {
        finish(&what, child);
    }
    let took = started.elapsed();
    eprintln!(
        "{} importers and {reads} readers in {took:.2?}; slowest round of 3 readers {slowest_read:.2?}",
        batches.len()
    );
    assert_eq!(integrity(&db), "ok");
    let got = contents(&db);
    assert_eq!(got.len(), want.len(), "each distinct match stored once");
    assert_eq!(got, want);
    // Every stored match is whole: both seats' aggregates.
    let c = rusqlite::Connection::open(&db).unwrap();
    let bad: i64 = c
        .query_row(
            "SELECT count(*) FROM matches m
             WHERE (SELECT count(*) FROM match_stats s WHERE s.match_id = m.id) <> 2
                OR (SELECT count(*) FROM games g WHERE g.match_id = m.id) <> m.games",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(bad, 0);
    // Readers never waited for the writers' whole run.
    assert!(
        slowest_read < Duration::from_secs(10),
        "a round of readers took {slowest_read:?}"
    );
}

/// Starts `n` processes on `db` at once and checks they all succeed.
fn all_at_once(db: &Path, n: usize, args: &[&str]) {
    let children: Vec<Child> = (0..n).map(|_| spawn(db, args)).collect();
    for (i, c) in children.into_iter().enumerate() {
        finish(&format!("process {i} {args:?}"), c);
    }
}

fn schema_version(db: &Path) -> i64 {
    let c = rusqlite::Connection::open(db).unwrap();
    c.query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn processes_opening_a_new_library_together_create_it_once() {
    let dir = tempfile::tempdir().unwrap();
    for round in 0..4 {
        let db: PathBuf = dir.path().join(format!("new{round}/library.db"));
        // Commands that make a library (a read on a missing one says so
        // and makes nothing): a writer (thresholds) and the engines'
        // order, read, on a file nobody made yet.
        let mut children: Vec<Child> = (0..6)
            .map(|i| {
                if i % 3 == 0 {
                    spawn(&db, &["thresholds", "--preset", "gnubg"])
                } else {
                    spawn(&db, &["engines", "--format", "json"])
                }
            })
            .collect();
        children.push(spawn(&db, &["alias", "list"]));
        for (i, c) in children.into_iter().enumerate() {
            finish(&format!("round {round}, process {i}"), c);
        }
        assert_eq!(schema_version(&db), SCHEMA_VERSION);
        assert_eq!(integrity(&db), "ok");
        let store = Store::open(&db).unwrap();
        assert_eq!(
            store.thresholds().unwrap(),
            blunderdb::metrics::Thresholds::GNUBG
        );
    }
}

#[test]
fn processes_upgrading_an_older_library_together_migrate_it_once() {
    if SCHEMA_VERSION < 2 {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for round in 0..3 {
        let db = dir.path().join(format!("old{round}.db"));
        // A library as the first release wrote it: schema 1.
        {
            let c = rusqlite::Connection::open(&db).unwrap();
            c.execute_batch("PRAGMA journal_mode = WAL;").unwrap();
            c.execute_batch(include_str!("../migrations/0001_library.sql"))
                .unwrap();
            c.pragma_update(None, "user_version", 1).unwrap();
        }
        all_at_once(&db, 6, &["stats"]);
        assert_eq!(schema_version(&db), SCHEMA_VERSION);
        assert_eq!(integrity(&db), "ok");
        // One backup of the old library, at its old version; no leftovers.
        let backup = db.with_extension("v1.bak");
        assert_eq!(schema_version(&backup), 1);
        let names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(&format!("old{round}.")))
            .collect();
        assert!(
            names.iter().all(|n| !n.ends_with(".tmp")),
            "leftover copies: {names:?}"
        );
    }
}

#[test]
fn another_connections_commit_changes_the_change_token() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let mut window = Store::open(&db).unwrap();
    let mut other = Store::open(&db).unwrap();
    let t0 = window.change_token().unwrap();
    assert_eq!(window.change_token().unwrap(), t0, "nothing changed");
    // Reading with another connection changes nothing.
    other.match_count().unwrap();
    assert_eq!(window.change_token().unwrap(), t0);
    // Another connection's commit does.
    other
        .insert_match(&blunderdb::model::synthetic::synthetic_match(1, 0, 10), "a")
        .unwrap();
    let t1 = window.change_token().unwrap();
    assert_ne!(t1, t0);
    assert_eq!(window.change_token().unwrap(), t1, "stable until the next");
    other
        .set_thresholds(blunderdb::metrics::Thresholds::XG)
        .unwrap();
    let t2 = window.change_token().unwrap();
    assert_ne!(t2, t1);
    // The store's own writes are its caller's to know about.
    window
        .insert_match(&blunderdb::model::synthetic::synthetic_match(1, 1, 10), "b")
        .unwrap();
    assert_eq!(window.change_token().unwrap(), t2);
    // ... but they are another connection's change.
    let t_other = other.change_token().unwrap();
    window
        .insert_match(&blunderdb::model::synthetic::synthetic_match(1, 2, 10), "c")
        .unwrap();
    assert_ne!(other.change_token().unwrap(), t_other);
}

#[test]
fn writer_threads_in_one_process_wait_their_turn() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    Store::open(&db).unwrap();
    let threads: Vec<_> = (0..4u64)
        .map(|t| {
            let db = db.clone();
            std::thread::spawn(move || {
                let mut store = Store::open(&db).unwrap();
                for i in 0..25 {
                    store
                        .insert_match(
                            &blunderdb::model::synthetic::synthetic_match(9, t * 100 + i, 40),
                            "synthetic",
                        )
                        .unwrap();
                    // Readers in between, on the same connection.
                    store.tally(&Default::default()).unwrap();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    let store = Store::open(&db).unwrap();
    assert_eq!(store.match_count().unwrap(), 100);
}
