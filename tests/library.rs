//! The library file: import, duplicates, replacement, thresholds,
//! migrations, and that a failed file leaves nothing behind.

mod common;

use std::path::{Path, PathBuf};

use blunderdb::library::import::{import_paths, Outcome, Summary};
use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::{match_tally, DecisionFilter, Tally, Thresholds};

fn sgf(shared: &Path, name: &str) -> PathBuf {
    shared.join("fixtures/sgf").join(name)
}

fn counts(store: &Store) -> (i64, i64, i64) {
    let c = store.connection();
    let q = |sql: &str| c.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
    (
        q("SELECT count(*) FROM matches"),
        store.stored_decisions().unwrap() as i64,
        q("SELECT count(*) FROM match_stats"),
    )
}

#[test]
fn duplicates_are_stored_once_and_analysis_replaces_none() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("lib.db")).unwrap();
    let plain = sgf(&shared, "test-match01.sgf");
    let analysed = sgf(&shared, "test-match01_analyzed.sgf");

    let r = import_paths(&mut store, &[&plain]);
    assert!(matches!(r[0].outcome, Outcome::Imported { .. }));
    let r = import_paths(&mut store, &[&plain]);
    assert!(matches!(r[0].outcome, Outcome::Duplicate { .. }), "{r:?}");
    assert_eq!(counts(&store).0, 1);
    let before = store
        .tally(&Filter::default())
        .unwrap()
        .figures(DecisionFilter::All);
    assert_eq!(before.pr, None, "unanalysed: PR unknown");

    let r = import_paths(&mut store, &[&analysed]);
    assert!(matches!(r[0].outcome, Outcome::Replaced { .. }), "{r:?}");
    assert_eq!(counts(&store).0, 1);
    let after = store
        .tally(&Filter::default())
        .unwrap()
        .figures(DecisionFilter::All);
    assert!(after.pr.is_some());
    // The unanalysed copy never replaces the analysed one.
    let r = import_paths(&mut store, &[&plain]);
    assert!(matches!(r[0].outcome, Outcome::Duplicate { .. }));
    let again = store
        .tally(&Filter::default())
        .unwrap()
        .figures(DecisionFilter::All);
    assert_eq!(again.pr, after.pr);
}

#[test]
fn library_figures_are_sums_over_matches() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = Store::open_in_memory().unwrap();
    let corpus = shared.join("oracle/corpus");
    let files: Vec<PathBuf> = (1..=20)
        .map(|i| corpus.join(format!("m{i:03}.sgf")))
        .collect();
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let reports = import_paths(&mut store, &refs);
    assert_eq!(Summary::of(&reports).imported, 20, "{reports:?}");

    // The stored aggregates equal the sum of per-match tallies.
    let th = store.thresholds().unwrap();
    let mut want = Tally::default();
    for f in &files {
        let m = blunderdb::formats::parse(&std::fs::read(f).unwrap()).unwrap();
        for seat in 0..2 {
            if m.players[usize::from(seat)] == "alice" {
                want.add(&match_tally(&m, seat, &th));
            }
        }
    }
    let got = store
        .tally(&Filter {
            player: Some("ALICE".into()),
            ..Default::default()
        })
        .unwrap();
    let (a, b) = (
        got.figures(DecisionFilter::All),
        want.figures(DecisionFilter::All),
    );
    assert_eq!(a.decisions, b.decisions);
    assert_eq!(a.matches, 14, "alice plays 14 of the 20 corpus matches");
    assert!((a.pr.unwrap() - b.pr.unwrap()).abs() < 1e-9);
    assert_eq!((a.wins + a.losses, a.errors), (b.wins + b.losses, b.errors));
    // Sum over sum, not the mean of per-match PRs.
    let per_match: Vec<f64> = store
        .matches(DecisionFilter::All)
        .unwrap()
        .iter()
        .flat_map(|m| {
            m.players
                .iter()
                .filter(|p| p.name == "alice")
                .filter_map(|p| p.figures.pr)
                .collect::<Vec<_>>()
        })
        .collect();
    let mean = per_match.iter().sum::<f64>() / per_match.len() as f64;
    assert!(
        (mean - a.pr.unwrap()).abs() > 0.1,
        "the test must tell the two apart"
    );

    // Filters: money sessions only; a date range.
    let money = store
        .tally(&Filter {
            length: Some(0),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        money.matches, 3,
        "3 money sessions, each counted once over all players"
    );
    assert_eq!(
        money.figures(DecisionFilter::All).mwc_loss_pct,
        None,
        "money has no MWC"
    );
    let none = store
        .tally(&Filter {
            date_to: Some("2000-01-01".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(none.matches, 0);
    assert_eq!(none.figures(DecisionFilter::All).pr, None);
}

#[test]
fn thresholds_recount_errors_and_blunders() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = Store::open_in_memory().unwrap();
    let test = sgf(&shared, "test.sgf");
    import_paths(&mut store, &[&test]);
    let m = blunderdb::formats::parse(&std::fs::read(&test).unwrap()).unwrap();
    let job = Filter {
        player: Some("Maxence Job".into()),
        ..Default::default()
    };
    for t in [
        Thresholds::BLUNDERDB,
        Thresholds::GNUBG,
        Thresholds::XG,
        Thresholds::new(0.2, 0.4).unwrap(),
    ] {
        store.set_thresholds(t).unwrap();
        assert_eq!(store.thresholds().unwrap(), t);
        let got = store.tally(&job).unwrap().figures(DecisionFilter::All);
        let want = match_tally(&m, 1, &t).figures(DecisionFilter::All);
        assert_eq!(
            (got.errors, got.blunders),
            (want.errors, want.blunders),
            "{t:?}"
        );
    }
    // gnuBG's preset on test.sgf: Maxence Job's checker plays marked
    // doubtful or worse: 23, bad or worse: 17 (its own GS marks).
    store.set_thresholds(Thresholds::GNUBG).unwrap();
    let chk = store.tally(&job).unwrap().figures(DecisionFilter::Checker);
    assert_eq!((chk.errors, chk.blunders), (Some(23), Some(17)));
    assert!(store
        .set_thresholds(Thresholds {
            error: 0.1,
            blunder: 0.05
        })
        .is_err());
    assert_eq!(
        store.thresholds().unwrap(),
        Thresholds::GNUBG,
        "a refused change changes nothing"
    );
}

#[test]
fn worst_decisions_are_listed_worst_first() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = Store::open_in_memory().unwrap();
    import_paths(&mut store, &[&sgf(&shared, "test.sgf")]);
    let w = store.worst_decisions(&Filter::default(), 10).unwrap();
    assert_eq!(w.len(), 10);
    assert!(w.windows(2).all(|p| p[0].error >= p[1].error));
    assert!(
        w[0].error > 0.3,
        "the worst error of test.sgf is large: {}",
        w[0].error
    );
    let cube = store
        .worst_decisions(
            &Filter {
                decisions: DecisionFilter::Cube,
                ..Default::default()
            },
            3,
        )
        .unwrap();
    assert!(cube.iter().all(|d| d.kind != "checker"));
}

#[test]
fn an_older_library_is_backed_up_then_migrated() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    {
        // A library as version 1 of the schema wrote it, with a match in it.
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(include_str!("../migrations/0001_library.sql"))
            .unwrap();
        c.pragma_update(None, "user_version", 1).unwrap();
    }
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute("INSERT INTO settings VALUES ('marker', 'v1')", [])
            .unwrap();
    }
    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.schema_version().unwrap(),
        blunderdb::library::store::SCHEMA_VERSION
    );
    let backup = dir.path().join("library.v1.bak");
    assert!(backup.exists(), "backup beside the library");
    let b = rusqlite::Connection::open(&backup).unwrap();
    let v: i64 = b
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 1);
    let marker: String = b
        .query_row("SELECT value FROM settings WHERE key = 'marker'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(marker, "v1");
    drop(store);
    let mut store = Store::open(&path).unwrap();
    import_paths(&mut store, &[&sgf(&shared, "test.sgf")]);
    assert_eq!(counts(&store).0, 1);
    // A newer library than this build reads is refused, not damaged.
    store
        .connection()
        .pragma_update(None, "user_version", 99)
        .unwrap();
    drop(store);
    let err = Store::open(&path).err().expect("refused");
    assert!(err.to_string().contains("newer"), "{err}");
}

#[test]
fn a_file_that_is_not_a_library_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let p = dir.path().join("picture.db");
    std::fs::write(
        &p,
        b"\x89PNG\r\n\x1a\n not a database at all, just bytes....",
    )
    .unwrap();
    let err = Store::open(&p).err().expect("refused");
    assert!(err.to_string().contains("picture.db"), "{err}");
}

#[test]
fn settings_are_kept_in_the_library_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lib.db");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.setting("analysis_plies").unwrap(), None);
    store.set_setting("analysis_plies", "0").unwrap();
    store.set_setting("analysis_plies", "2").unwrap();
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(
        store.setting("analysis_plies").unwrap().as_deref(),
        Some("2")
    );
    // The thresholds live beside it, untouched.
    assert_eq!(store.thresholds().unwrap(), Thresholds::default());
}

/// The names, lengths and the count of matches without analysis the app
/// reads on opening a library (skip scans and a partial index since
/// schema 9) equal what a scan of every `match_stats` row gives: spellings
/// of one name in several cases, names merged by aliases, every length,
/// filters.
#[test]
fn launch_lookups_equal_full_scans() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("lib.db")).unwrap();
    let matches: Vec<_> = (0..400u64)
        .map(|i| {
            let mut m = blunderdb::model::synthetic::synthetic_match(7, i, 30);
            // Some names spelled in capitals, one in lower case.
            if i % 3 == 0 {
                m.players[0] = m.players[0].to_uppercase();
            }
            if i % 7 == 0 {
                m.players[1] = m.players[1].to_lowercase();
            }
            (m, format!("synthetic/{i}.sgf"))
        })
        .collect();
    store.insert_matches(&matches).unwrap();
    store.add_alias("Player 0003", "Player 0004").unwrap();
    store.add_alias("PLAYER 0005", "player 0004").unwrap();
    store.add_alias("Player 0011", "Player 0012").unwrap();
    let c = store.connection();
    let scan_names: Vec<String> = c
        .prepare(
            "SELECT coalesce(max(a.player), max(s.player))
             FROM match_stats s LEFT JOIN aliases a ON a.alias_key = s.player_key
             GROUP BY coalesce(a.player_key, s.player_key) ORDER BY coalesce(a.player_key, s.player_key)",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let names = store.player_names().unwrap();
    assert_eq!(names, scan_names);
    assert_eq!(names.len(), 27, "30 names, three merged: {names:?}");
    // A key's greatest spelling names it ("player 0002" over "Player 0002").
    assert!(names.iter().any(|n| n == "player 0002"), "{names:?}");
    let scan_lengths: Vec<u32> = c
        .prepare("SELECT DISTINCT length FROM match_stats ORDER BY length")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(store.lengths().unwrap(), scan_lengths);
    assert_eq!(scan_lengths.len(), 8);
    // Each filter with the same selection written out (the player with
    // the names merged into it).
    let filters = [
        (Filter::default(), "1"),
        (
            Filter {
                length: Some(7),
                ..Default::default()
            },
            "length = 7",
        ),
        (
            Filter {
                player: Some("player 0004".into()),
                ..Default::default()
            },
            "player_key IN ('player 0003', 'player 0004', 'player 0005')",
        ),
        (
            Filter {
                date_from: Some("2020-01-01".into()),
                length: Some(0),
                ..Default::default()
            },
            "date >= '2020-01-01' AND length = 0",
        ),
    ];
    for (f, w) in filters {
        let n = store.unanalysed_count(&f).unwrap();
        let scan: i64 = c
            .query_row(
                &format!(
                    "SELECT count(DISTINCT match_id) FROM match_stats WHERE {w} AND NOT analysed"
                ),
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n as i64, scan, "{f:?}");
        assert!(n > 0, "{f:?}");
    }
}

/// One player's worst decisions are looked for first among the library's
/// worst few thousand, then in the player's own matches: either way they
/// are the player's worst, worst first, ties in match order, as a scan of
/// every decision of the selection gives them.
#[test]
fn one_players_worst_decisions_equal_a_full_scan() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("lib.db")).unwrap();
    let matches: Vec<_> = (0..3_000u64)
        .map(|i| {
            (
                blunderdb::model::synthetic::synthetic_match(11, i, 60),
                format!("synthetic/{i}.sgf"),
            )
        })
        .collect();
    store.insert_matches(&matches).unwrap();
    let mut checked = 0;
    for player in ["Player 0001", "Player 0017", "Player 0042"] {
        for (decisions, kinds) in [
            (DecisionFilter::All, &[0u8, 1, 2, 3, 4][..]),
            (DecisionFilter::Cube, &[1, 2, 3, 4][..]),
            (DecisionFilter::Checker, &[0][..]),
        ] {
            for length in [None, Some(7), Some(1)] {
                let f = Filter {
                    player: Some(player.into()),
                    decisions,
                    length,
                    ..Default::default()
                };
                let got: Vec<(i64, u32, u32, f64)> = store
                    .worst_decisions(&f, 10)
                    .unwrap()
                    .iter()
                    .map(|d| (d.match_id, d.game, d.move_number, d.error))
                    .collect();
                let want = scan_worst(&store, player, length, kinds);
                assert_eq!(want.len(), 10, "{f:?}");
                assert_eq!(got, want, "{f:?}");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 27);
}

/// A player's ten worst counted decisions of some kinds (and a length), by
/// reading every stored record.
fn scan_worst(
    store: &Store,
    player: &str,
    length: Option<u32>,
    kinds: &[u8],
) -> Vec<(i64, u32, u32, f64)> {
    let mut all: Vec<(f64, i64, u32, u32, u32)> = Vec::new();
    common::each_record(store, |id, names, len, rec| {
        if length.is_some_and(|l| l != len) {
            return;
        }
        for d in &rec.items {
            let (true, Some(e)) = (d.counts, d.error) else {
                continue;
            };
            if names[usize::from(d.seat)] == player.to_lowercase() && kinds.contains(&d.kind) {
                all.push((e, id, d.game, d.seq, d.move_number));
            }
        }
    });
    all.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then((a.1, a.2, a.3).cmp(&(b.1, b.2, b.3)))
    });
    all.iter().take(10).map(|x| (x.1, x.2, x.4, x.0)).collect()
}

/// Files imported together share transactions, each file all or nothing:
/// a damaged file among good ones leaves nothing, the good ones are all
/// stored, every report arrives once its file is committed, and a second
/// run finds them all.
#[test]
fn files_imported_together_are_each_whole() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("in");
    std::fs::create_dir(&src).unwrap();
    let names = [
        "charlot1-charlot2_7p_2025-11-08-2305.sgf",
        "match1484923_analyzed.sgf",
        "test.sgf",
    ];
    for n in names {
        std::fs::copy(shared.join("fixtures/sgf").join(n), src.join(n)).unwrap();
    }
    // A cut-off copy of a good file, between the others in name order.
    let good = std::fs::read(shared.join("fixtures/sgf/match1486073_analyzed.sgf")).unwrap();
    std::fs::write(src.join("match1484924_cut.sgf"), &good[..good.len() / 2]).unwrap();
    let path = dir.path().join("lib.db");
    let mut store = Store::open(&path).unwrap();
    let files = blunderdb::library::import::collect(std::slice::from_ref(&src));
    let mut seen = Vec::new();
    let reports =
        blunderdb::library::import::import_all(&mut store, &files, None, |done, total, r| {
            // Reported once committed: another connection sees the match.
            let other = Store::open(&path).unwrap();
            let stored = other.match_count().unwrap();
            seen.push((done, total, stored, r.outcome.clone()));
        });
    let s = Summary::of(&reports);
    assert_eq!((s.imported, s.failed), (3, 1), "{reports:?}");
    assert_eq!(seen.len(), 4);
    for (i, (done, total, stored, outcome)) in seen.iter().enumerate() {
        assert_eq!((*done, *total), (i + 1, 4));
        if let Outcome::Imported { .. } = outcome {
            assert_eq!(*stored, 3, "the run is committed before its reports");
        }
    }
    let failed = reports.iter().find(|r| r.outcome.is_failure()).unwrap();
    assert!(failed.path.ends_with("match1484924_cut.sgf"), "{failed:?}");
    assert_eq!(store.match_count().unwrap(), 3);
    // Nothing of the damaged file: each table holds the three matches' rows.
    let q = |sql: &str| {
        store
            .connection()
            .query_row(sql, [], |r| r.get::<_, i64>(0))
            .unwrap()
    };
    assert_eq!(q("SELECT count(*) FROM match_decisions"), 3);
    assert_eq!(q("SELECT count(*) FROM match_stats"), 6);
    assert_eq!(q("SELECT count(*) FROM seat_errors"), 6);
    assert_eq!(
        q("SELECT count(*) FROM games WHERE match_id NOT IN (SELECT id FROM matches)"),
        0
    );
    let again = import_paths(&mut store, &[src.as_path()]);
    let s = Summary::of(&again);
    assert_eq!((s.duplicates, s.failed), (3, 1));
}

/// An import reads its files on every core while one thread stores them:
/// the reports, the ids and the duplicates are still those of the files in
/// their order, and a cancelled import stores none after it stopped.
#[test]
fn files_read_on_every_core_are_stored_in_their_order() {
    let gnubg = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    // 20 matches, each a second time under another name, a file that is
    // no match, and a damaged one: 42 files, more than the readers'
    // lead (16), so the readers wait for the store.
    for i in 1..=20 {
        let src = gnubg.join(format!("m{i:03}.sgf"));
        for copy in ["a", "b"] {
            let p = dir.path().join(format!("{i:03}-{copy}.sgf"));
            std::fs::copy(&src, &p).unwrap();
            files.push(p);
        }
    }
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "not a match").unwrap();
    let broken = dir.path().join("broken.sgf");
    std::fs::write(&broken, "(;FF[4]GM[6]RU[").unwrap();
    files.push(broken);
    files.insert(7, notes);
    let candidates: Vec<_> = files
        .iter()
        .map(|p| blunderdb::library::import::Candidate {
            path: p.clone(),
            named: false,
        })
        .collect();
    let mut store = Store::open(&dir.path().join("lib.db")).unwrap();
    let reports =
        blunderdb::library::import::import_all(&mut store, &candidates, None, |_, _, _| {});
    assert_eq!(reports.len(), files.len());
    let mut ids = Vec::new();
    for (r, f) in reports.iter().zip(&files) {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        assert!(r.path.ends_with(&name), "{} reported as {}", name, r.path);
        match (&r.outcome, name.as_str()) {
            (Outcome::Imported { id }, n) if n.ends_with("-a.sgf") => ids.push(*id),
            (Outcome::Duplicate { of, .. }, n) if n.ends_with("-b.sgf") => {
                assert!(
                    of.ends_with(&n.replace("-b.sgf", "-a.sgf")),
                    "{n}: duplicate of {of}"
                )
            }
            (Outcome::Skipped { .. }, "notes.txt") => {}
            (Outcome::Skipped { .. } | Outcome::Failed { .. }, "broken.sgf") => {}
            (o, n) => panic!("{n}: {o:?}"),
        }
    }
    // Ids in the files' order, as one at a time gave them.
    assert_eq!(ids.len(), 20);
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");
    assert_eq!(counts(&store).0, 20);

    // Cancelled before it starts: nothing read, nothing stored.
    let mut other = Store::open(&dir.path().join("other.db")).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(true);
    let reports =
        blunderdb::library::import::import_all(&mut other, &candidates, Some(&stop), |_, _, _| {});
    assert!(reports.is_empty(), "{reports:?}");
    assert_eq!(counts(&other).0, 0);
}
