//! Bad input: truncated and corrupted copies of every real fixture, empty
//! files, random bytes, a PNG renamed `.sgf`. Each gives an error or (for a
//! change that happens to stay valid) a match; none panics; and a file that
//! fails leaves the library exactly as it was.

use std::path::PathBuf;

use blunderdb::library::import::{import_file, Candidate, Outcome};
use blunderdb::library::store::Store;
use blunderdb::model::synthetic::Rng;

fn fixture_files() -> Vec<PathBuf> {
    let Some(shared) = blunderdb::model::shared::require() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for sub in ["sgf", "mat", "xg"] {
        let mut v: Vec<PathBuf> = std::fs::read_dir(shared.join("fixtures").join(sub))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        v.sort();
        out.extend(v);
    }
    out
}

fn counts(store: &Store) -> (i64, i64, i64, i64) {
    let c = store.connection();
    let q = |sql: &str| c.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
    (
        q("SELECT count(*) FROM matches"),
        q("SELECT count(*) FROM games"),
        store.stored_decisions().unwrap() as i64,
        q("SELECT count(*) FROM match_stats"),
    )
}

/// Every damaged variant of one file's bytes.
fn variants(bytes: &[u8], rng: &mut Rng) -> Vec<(String, Vec<u8>)> {
    let mut v = Vec::new();
    let n = bytes.len();
    for frac in [1, 5, 10, 25, 50, 75, 90, 99] {
        let cut = n * frac / 100;
        v.push((format!("truncated at {cut}"), bytes[..cut].to_vec()));
    }
    for k in [1, 2, 3, 7, 64, 200] {
        v.push((
            format!("truncated {k} bytes short"),
            bytes[..n.saturating_sub(k)].to_vec(),
        ));
    }
    for i in 0..24 {
        let mut b = bytes.to_vec();
        let flips = 1 + (i % 4);
        for _ in 0..flips {
            let at = (rng.next_u64() as usize) % n;
            b[at] ^= 1 << (rng.next_u64() % 8);
        }
        v.push((format!("corrupted #{i}"), b));
    }
    // A block of zeros and a block of garbage in the middle.
    let mut b = bytes.to_vec();
    let mid = n / 2;
    for x in b.iter_mut().skip(mid).take(256) {
        *x = 0;
    }
    v.push(("zeroed block".into(), b));
    let mut b = bytes.to_vec();
    for x in b.iter_mut().skip(n / 3).take(512) {
        *x = rng.next_u64() as u8;
    }
    v.push(("garbage block".into(), b));
    v
}

#[test]
fn damaged_fixtures_never_panic() {
    let files = fixture_files();
    if files.is_empty() {
        return;
    }
    let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
    let mut errors = 0;
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        for (what, b) in variants(&bytes, &mut rng) {
            let r = std::panic::catch_unwind(|| blunderdb::formats::parse(&b));
            match r {
                Err(_) => panic!("{} ({what}): the reader panicked", f.display()),
                Ok(Err(e)) => {
                    errors += 1;
                    assert!(!e.message.is_empty());
                }
                Ok(Ok(_)) => {}
            }
        }
    }
    // Truncation must be caught: most damaged copies are refused.
    assert!(
        errors > files.len() * 8,
        "only {errors} damaged copies were refused"
    );
}

#[test]
fn every_fixture_imports_and_failures_leave_the_library_unchanged() {
    let files = fixture_files();
    if files.is_empty() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("lib.db")).unwrap();
    for f in &files {
        let r = import_file(
            &mut store,
            &Candidate {
                path: f.clone(),
                named: true,
            },
        );
        assert!(!r.outcome.is_failure(), "{}: {:?}", f.display(), r.outcome);
    }
    let before = counts(&store);
    assert!(before.0 > 0);
    let mut rng = Rng::new(42);
    let scratch = dir.path().join("damaged");
    let mut failed = 0;
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        for (what, b) in variants(&bytes, &mut rng).into_iter().step_by(3) {
            std::fs::write(&scratch, &b).unwrap();
            let r = import_file(
                &mut store,
                &Candidate {
                    path: scratch.clone(),
                    named: true,
                },
            );
            match r.outcome {
                Outcome::Failed { error } => {
                    failed += 1;
                    assert!(
                        error.contains("damaged"),
                        "the error names the file: {error}"
                    );
                    assert_eq!(
                        counts(&store),
                        before,
                        "{} ({what}) changed the library",
                        f.display()
                    );
                }
                Outcome::Imported { .. } => {
                    // A damaged copy that still reads is a different match:
                    // undo it so the next comparison holds.
                    store
                        .connection()
                        .execute(
                            "DELETE FROM matches WHERE id = (SELECT max(id) FROM matches)",
                            [],
                        )
                        .unwrap();
                }
                _ => {}
            }
        }
    }
    assert!(failed > 0);
}

#[test]
fn empty_random_and_foreign_files_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open_in_memory().unwrap();
    let mut rng = Rng::new(7);
    let random: Vec<u8> = (0..4096).map(|_| rng.next_u64() as u8).collect();
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("empty.sgf", Vec::new(), "empty"),
        ("random.bin", random, "not a match file"),
        (
            "picture.sgf",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10".to_vec(),
            "not a match file",
        ),
        (
            "go.sgf",
            b"(;FF[4]GM[1]SZ[19];B[pd];W[dp])".to_vec(),
            "another game",
        ),
        (
            "absurd.sgf",
            b"(;FF[4]GM[6]MI[length:100000]PW[a]PB[b];W[31abcd])".to_vec(),
            "length",
        ),
        (
            "notclosed.sgf",
            b"(;FF[4]GM[6]MI[length:7]PW[a]PB[b];W[31".to_vec(),
            "truncated",
        ),
    ];
    for (name, bytes, expect) in cases {
        let p = dir.path().join(name);
        std::fs::write(&p, &bytes).unwrap();
        let r = import_file(
            &mut store,
            &Candidate {
                path: p,
                named: true,
            },
        );
        match r.outcome {
            Outcome::Failed { error } => {
                assert!(error.contains(name), "{error}");
                assert!(error.contains(expect), "{name}: {error}");
            }
            other => panic!("{name}: {other:?}"),
        }
    }
    assert_eq!(counts(&store), (0, 0, 0, 0));
}

/// A folder that holds the library itself, as a player drops the folder
/// they keep everything in: the library's files are passed over unread
/// (on Windows SQLite locks them), other empty files (an old library's
/// `-wal`) too; an empty file named like a match file is one that failed;
/// the match is imported.
#[test]
fn a_folder_holding_the_library_imports_its_matches_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    let mut store = Store::open(&db).unwrap();
    // The library's files as they are; an old library's empty `-wal`.
    std::fs::write(dir.path().join("old.db-wal"), b"").unwrap();
    std::fs::write(dir.path().join("notes"), b"").unwrap();
    std::fs::write(dir.path().join("cut-short.sgf"), b"").unwrap();
    let sgf = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let first = std::fs::read_dir(&sgf)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .min()
        .unwrap();
    std::fs::copy(&first, dir.path().join("match.sgf")).unwrap();
    let reports = blunderdb::library::import::import_paths(&mut store, &[dir.path()]);
    let by_name = |n: &str| {
        reports
            .iter()
            .find(|r| r.path.ends_with(n))
            .unwrap_or_else(|| panic!("{n}: {reports:?}"))
            .outcome
            .clone()
    };
    for n in ["library.db", "old.db-wal", "notes"] {
        assert!(
            matches!(by_name(n), Outcome::Skipped { .. }),
            "{n}: {reports:?}"
        );
    }
    for r in &reports {
        if r.path.contains("library.db") {
            assert!(matches!(r.outcome, Outcome::Skipped { .. }), "{r:?}");
        }
    }
    match by_name("cut-short.sgf") {
        Outcome::Failed { error } => assert!(error.contains("empty"), "{error}"),
        o => panic!("{o:?}"),
    }
    assert!(matches!(by_name("match.sgf"), Outcome::Imported { .. }));
    assert_eq!(store.match_count().unwrap(), 1);
}

#[test]
fn position_files_are_not_matches() {
    // XG position files (.xgp) and position text exports: named, a clear
    // failure; met in a folder, passed over.
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = Store::open_in_memory().unwrap();
    let xgp = shared.join("fixtures/xgp/TooGoodAndTake.xgp");
    let r = import_file(
        &mut store,
        &Candidate {
            path: xgp.clone(),
            named: true,
        },
    );
    match r.outcome {
        Outcome::Failed { error } => assert!(error.contains("position file"), "{error}"),
        o => panic!("{o:?}"),
    }
    let reports = blunderdb::library::import::import_paths(
        &mut store,
        &[&shared.join("fixtures/xgp"), &shared.join("fixtures/txt")],
    );
    assert_eq!(reports.len(), 96);
    assert!(
        reports
            .iter()
            .all(|r| matches!(r.outcome, Outcome::Skipped { .. })),
        "{reports:?}"
    );
    assert_eq!(counts(&store), (0, 0, 0, 0));
}
