//! The cells of `rollup` give the same figures as summing every
//! `match_stats` row: for the whole library, players, lengths and date
//! ranges that cover periods whole or in part, after a transcript is
//! replaced by its analysis, after new thresholds, with odd dates, and in a
//! library migrated from before the cells.

mod common;

use std::path::Path;

use blunderdb::library::store::{Filter, Inserted, Store};
use blunderdb::metrics::{DecisionFilter, Tally, Thresholds};
use blunderdb::model::synthetic::synthetic_match;
use blunderdb::queries::breakdown::{By, Row};
use blunderdb::queries::progress::Period;

/// The real fixtures and 400 synthetic matches over eleven years.
fn library(path: Option<&Path>) -> Option<Store> {
    let shared = blunderdb::model::shared::require()?;
    let mut store = common::fixture_library(&shared, path);
    for i in 0..400 {
        store
            .insert_match(&synthetic_match(7, i, 12), &format!("synthetic/{i}.sgf"))
            .unwrap();
    }
    Some(store)
}

fn assert_same(a: &Tally, b: &Tally, what: &str) {
    let ints = |t: &Tally| {
        vec![
            t.matches,
            t.wins,
            t.losses,
            t.analysed_matches,
            t.mwc_matches,
            t.checker_total,
            t.both_checker_total,
            t.doubles,
            t.takes,
            t.passes,
            t.checker.decisions,
            t.checker.errors,
            t.checker.blunders,
            t.cube.decisions,
            t.cube.errors,
            t.cube.blunders,
            t.luck_rolls,
            t.luck_mwc_rolls,
        ]
        .into_iter()
        .chain(t.checker.histogram)
        .chain(t.cube.histogram)
        .collect::<Vec<_>>()
    };
    assert_eq!(ints(a), ints(b), "{what}: counts");
    let floats = |t: &Tally| {
        [
            t.checker.error,
            t.checker.mwc,
            t.cube.error,
            t.cube.mwc,
            t.luck,
            t.luck_mwc,
        ]
    };
    for (x, y) in floats(a).iter().zip(floats(b)) {
        assert!((x - y).abs() < 1e-9, "{what}: {x} vs {y}");
    }
}

/// Filters whose date ranges start and end on, inside and between periods.
/// The one number a `SELECT count(*) …` gives.
fn count(c: &rusqlite::Connection, sql: &str) -> i64 {
    c.query_row(sql, [], |r| r.get(0)).unwrap()
}

fn filters() -> Vec<Filter> {
    let range = |a: Option<&str>, b: Option<&str>| Filter {
        date_from: a.map(String::from),
        date_to: b.map(String::from),
        ..Default::default()
    };
    let mut out = vec![
        Filter::default(),
        range(Some("2018-01-01"), Some("2021-12-31")), // whole years and months
        range(Some("2018-03-17"), Some("2021-08-09")), // ends inside months
        range(Some("2019-06-01"), Some("2019-06-30")), // one whole month
        range(Some("2019-06-02"), Some("2019-06-29")), // inside one month
        range(Some("2020-02-01"), Some("2020-02-29")), // a leap February
        range(Some("2016-05-05"), None),
        range(None, Some("2022-10-14")),
        range(Some("2023-01-01"), Some("2024-12-31")), // the real fixtures' years
        range(Some("2030-01-01"), None),               // nothing
        range(Some("2019-02-01"), Some("2019-11-30")), // whole months, no whole year
        range(Some("2018-12-31"), Some("2020-01-01")), // a whole year and a day each side
    ];
    for f in out.clone().into_iter().take(4) {
        out.push(Filter {
            length: Some(7),
            ..f.clone()
        });
        out.push(Filter {
            player: Some("Player 0003".into()),
            ..f.clone()
        });
    }
    out.push(Filter {
        player: Some("Squire/Jørgensen".into()),
        ..Default::default()
    });
    out
}

/// Each breakdown dimension with `f` narrowed to each family of decisions.
fn breakdown_selections(f: &Filter) -> Vec<(By, Filter)> {
    let mut out = Vec::new();
    for by in By::ALL {
        for decisions in [
            DecisionFilter::All,
            DecisionFilter::Checker,
            DecisionFilter::Cube,
        ] {
            out.push((
                by,
                Filter {
                    decisions,
                    ..f.clone()
                },
            ));
        }
    }
    out
}

/// Two breakdowns have the same rows and counts, and their sums agree to
/// 1e-9 (cells and rows add the same numbers in another order).
fn assert_rows_close(a: &[Row], b: &[Row], what: &str) {
    assert_eq!(a.len(), b.len(), "{what}");
    for (x, y) in a.iter().zip(b) {
        assert_eq!(
            (&x.key, x.decisions, x.errors, x.blunders),
            (&y.key, y.decisions, y.errors, y.blunders),
            "{what}"
        );
        for (p, q) in [
            (x.error_emg, y.error_emg),
            (x.pr, y.pr),
            (x.mwc_loss_pct, y.mwc_loss_pct),
        ] {
            assert_eq!(p.is_some(), q.is_some(), "{what} {}", x.key);
            assert!(
                (p.unwrap_or(0.0) - q.unwrap_or(0.0)).abs() < 1e-9,
                "{what} {}: {p:?} vs {q:?}",
                x.key
            );
        }
    }
}

/// The app's Progression card (`progress::card`) shows what `blunderdb
/// progress` prints: every row's point, and its latest rows (or all).
fn card_is_the_report(store: &Store, f: &Filter, by: Period, what: &str) {
    use blunderdb::queries::progress::{card, points, progress_report};
    let report = progress_report(store, f, by).unwrap();
    let dots = points(&store.progress(f, by).unwrap(), f);
    for latest in [None, Some(0), Some(7), Some(usize::MAX)] {
        let c = card(store, f, by, latest).unwrap();
        let what = format!("{what} {f:?} by {by:?}, latest {latest:?}");
        assert_eq!(c.total_rows, report.rows.len(), "{what}");
        assert_eq!(c.points, dots, "{what}");
        let mut want = serde_json::to_value(&report).unwrap();
        let rows = want["rows"].as_array_mut().unwrap();
        rows.drain(..rows.len() - latest.map_or(rows.len(), |n| n.min(rows.len())));
        assert_eq!(serde_json::to_value(&c.progress).unwrap(), want, "{what}");
    }
}

/// Every figure the cells give equals the sum of the rows.
fn check(store: &Store, what: &str) {
    for f in filters() {
        let mut scan = store.tally_scan(&f).unwrap();
        if f.player.is_none() {
            scan.matches /= 2;
        }
        assert_same(&store.tally(&f).unwrap(), &scan, &format!("{what} {f:?}"));
        let cells = store.rollup_players(&f).unwrap();
        let rows = store.player_tallies_scan(&f).unwrap();
        assert_eq!(cells.len(), rows.len(), "{what} {f:?}: players");
        for (a, b) in cells.iter().zip(&rows) {
            assert_eq!((&a.0, &a.1), (&b.0, &b.1), "{what} {f:?}");
            assert_same(&a.2, &b.2, &format!("{what} {f:?} player {}", a.0));
        }
        // Breakdowns: the cells of the whole library equal its rows.
        for (by, g) in breakdown_selections(&f) {
            let (Ok(a), Ok(b)) = (store.breakdown(&g, by), store.breakdown_scan(&g, by)) else {
                continue; // a family the dimension has not (refused alike)
            };
            assert_rows_close(&a, &b, &format!("{what} {g:?} {by:?}"));
        }
        for by in Period::ALL {
            card_is_the_report(store, &f, by, what);
        }
        if f.player.is_some() {
            continue;
        }
        // Progress by match, from the table the store keeps while the
        // library is unchanged: the scan's rows, to the bit.
        assert_eq!(
            store.progress(&f, Period::Match).unwrap(),
            store.progress_scan(&f, Period::Match).unwrap(),
            "{what} {f:?} by match"
        );
        // Progress by month and year: each row is its period's rows.
        for by in [Period::Month, Period::Year] {
            let cells = store.progress(&f, by).unwrap();
            let rows = store.progress_scan(&f, by).unwrap();
            let label =
                |r: &blunderdb::queries::progress::Row| (r.period.clone(), r.first_date.clone());
            assert_eq!(
                cells.iter().map(label).collect::<Vec<_>>(),
                rows.iter().map(label).collect::<Vec<_>>(),
                "{what} {f:?} {by:?}"
            );
            // A row read from `match_stats` holds the sums a row prints
            // (`progress::Row::tally`): those are compared.
            let printed = |t: &Tally| {
                (
                    [
                        t.matches,
                        t.wins,
                        t.losses,
                        t.analysed_matches,
                        t.mwc_matches,
                        t.checker.decisions,
                        t.cube.decisions,
                    ],
                    [t.checker.error, t.checker.mwc, t.cube.error, t.cube.mwc],
                )
            };
            for (a, b) in cells.iter().zip(&rows) {
                let (x, y) = (printed(&a.tally), printed(&b.tally));
                let what = format!("{what} {f:?} {by:?} {}", a.period);
                assert_eq!(x.0, y.0, "{what}");
                for (p, q) in x.1.iter().zip(y.1) {
                    assert!((p - q).abs() < 1e-9, "{what}: {p} vs {q}");
                }
            }
        }
    }
}

#[test]
fn cells_equal_the_rows_for_every_filter() {
    let Some(store) = library(None) else {
        return;
    };
    let cells = count(store.connection(), "SELECT count(*) FROM rollup");
    let rows = count(store.connection(), "SELECT count(*) FROM match_stats");
    assert!(cells > 0 && rows > 0, "{cells} cells for {rows} rows");
    check(&store, "imported");
}

#[test]
fn cells_follow_replacements_thresholds_and_odd_dates() {
    let Some(mut store) = library(None) else {
        return;
    };
    // A transcript, then its analysis: the analysed copy replaces it.
    let analysed = synthetic_match(99, 1, 12);
    assert!(analysed.analysed);
    let mut bare = analysed.clone();
    bare.analysed = false;
    for g in &mut bare.games {
        for d in &mut g.decisions {
            d.error = None;
            d.mwc_loss = None;
            d.luck = None;
            d.luck_mwc = None;
            d.counts = false;
        }
    }
    assert!(matches!(
        store.insert_match(&bare, "bare.mat").unwrap(),
        Inserted::Imported { .. }
    ));
    assert!(matches!(
        store.insert_match(&analysed, "analysed.sgf").unwrap(),
        Inserted::Replaced { .. }
    ));
    check(&store, "replaced");
    // The same within one import run, whose breakdown cells are summed in
    // memory and written at its commit: a transcript and its analysis, and
    // a new match of a month and length the library has.
    let analysed = synthetic_match(98, 2, 12);
    let mut bare = analysed.clone();
    bare.analysed = false;
    for g in &mut bare.games {
        for d in &mut g.decisions {
            (d.error, d.mwc_loss, d.counts) = (None, None, false);
        }
    }
    let before = count(store.connection(), "SELECT count(*) FROM breakdown_month");
    {
        let mut batch = store.batch();
        let first = batch.insert(&bare, "run/bare.mat", None).unwrap();
        let second = batch.insert(&analysed, "run/analysed.sgf", None).unwrap();
        let third = batch
            .insert(&synthetic_match(98, 3, 12), "run/new.sgf", None)
            .unwrap();
        assert!(matches!(first, Inserted::Imported { .. }), "{first:?}");
        assert!(matches!(second, Inserted::Replaced { .. }), "{second:?}");
        assert!(matches!(third, Inserted::Imported { .. }), "{third:?}");
        batch.commit().unwrap();
    }
    assert!(count(store.connection(), "SELECT count(*) FROM breakdown_month") > before);
    check(&store, "replaced within one run");
    store
        .set_thresholds(Thresholds::new(0.03, 0.09).unwrap())
        .unwrap();
    check(&store, "new thresholds");
    // A date as a transcript may write it: summed from the rows, still equal.
    let mut odd = synthetic_match(5, 3, 12);
    odd.date = Some("2019/06/12".into());
    let Inserted::Imported { id } = store.insert_match(&odd, "odd.mat").unwrap() else {
        panic!("a new match");
    };
    check(&store, "odd date");
    // Removing matches recomputes their cells.
    assert!(store.remove_match(id).unwrap());
    assert!(store.remove_match(5).unwrap());
    assert!(!store.remove_match(5).unwrap());
    check(&store, "removed");
    // Many at once, sharing cells: each recomputed once, all exact.
    let ids: Vec<i64> = (0..6)
        .map(|i| {
            let mut m = synthetic_match(77, i, 4);
            m.date = Some(format!("2021-0{}-1{i}", 1 + i % 2));
            match store.insert_match(&m, &format!("many/{i}.sgf")).unwrap() {
                Inserted::Imported { id } => id,
                other => panic!("a new match: {other:?}"),
            }
        })
        .collect();
    check(&store, "six more");
    let mut gone = ids[1..].to_vec();
    gone.push(-1);
    assert_eq!(store.remove_matches(&gone).unwrap(), 5);
    check(&store, "five removed together");
    assert_eq!(store.remove_matches(&[]).unwrap(), 0);
    assert!(store.match_count().unwrap() > 0);
}

#[test]
fn a_library_from_before_the_cells_gets_them_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let Some(store) = library(Some(&path)) else {
        return;
    };
    drop(store);
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "DROP TABLE rollup; DROP TABLE rollup_month; DROP TABLE breakdown_rollup;
             DROP INDEX match_stats_odd_date; DROP INDEX match_stats_unanalysed; PRAGMA user_version = 5;",
        )
        .unwrap();
        common::back_to_decision_rows(&c);
    }
    let store = Store::open(&path).unwrap();
    assert!(dir.path().join("library.v5.bak").exists());
    check(&store, "migrated");
    drop(store);
    // A library of schema 7 gets the players' month cells (schema 8).
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "DROP TABLE rollup_month; DROP INDEX match_stats_unanalysed; PRAGMA user_version = 7;",
        )
        .unwrap();
        common::back_to_decision_rows(&c);
    }
    let store = Store::open(&path).unwrap();
    let months = count(store.connection(), "SELECT count(*) FROM rollup_month");
    assert!(months > 100, "month cells: {months}");
    check(&store, "migrated from 7");
}

#[test]
fn a_library_from_schema_10_keeps_its_breakdowns_and_errors() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let Some(store) = library(Some(&path)) else {
        return;
    };
    let breakdowns = |store: &Store| {
        let mut out = Vec::new();
        for f in filters() {
            for (by, f) in breakdown_selections(&f) {
                out.push((format!("{by:?} {f:?}"), store.breakdown(&f, by).ok()));
            }
        }
        out
    };
    let before = breakdowns(&store);
    let worst = |store: &Store| {
        store
            .worst_decisions(&Filter::default(), 50)
            .unwrap()
            .iter()
            .map(|d| serde_json::to_string(d).unwrap())
            .collect::<Vec<_>>()
    };
    let worst_before = worst(&store);
    let rows = count(store.connection(), "SELECT count(*) FROM match_breakdown");
    drop(store);
    {
        let c = rusqlite::Connection::open(&path).unwrap();
        common::back_to_schema_10(&c);
        c.execute_batch("PRAGMA user_version = 10;").unwrap();
    }
    let store = Store::open(&path).unwrap();
    assert!(dir.path().join("library.v10.bak").exists());
    let c = store.connection();
    let moved = count(c, "SELECT count(*) FROM match_breakdown");
    assert!(rows > 1_000, "{rows} breakdown rows");
    assert_eq!(moved, rows);
    // Keyed by match × seat now, without the repeated player columns.
    let columns: Vec<String> = c
        .prepare("SELECT name FROM pragma_table_info('match_breakdown') WHERE pk > 0 ORDER BY pk")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    assert_eq!(columns, ["match_id", "seat", "dim", "key", "cube"]);
    let indexes = count(
        c,
        "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'match_breakdown'",
    );
    assert_eq!(indexes, 0);
    // The error rows have their bands, and the worst-first lists read them.
    let unbanded = count(
        c,
        "SELECT count(*) FROM decision_errors WHERE band <> CAST(error * 1000 AS INTEGER)",
    );
    assert_eq!(unbanded, 0);
    assert_eq!(worst_before.len(), 50);
    assert_eq!(worst(&store), worst_before);
    let after = breakdowns(&store);
    assert_eq!(after.len(), before.len());
    for (a, b) in after.iter().zip(&before) {
        assert_eq!(a.0, b.0);
        match (&a.1, &b.1) {
            (Some(x), Some(y)) => assert_rows_close(x, y, &a.0),
            (x, y) => assert_eq!(x.is_some(), y.is_some(), "{}", a.0),
        }
    }
    assert!(before.iter().filter(|(_, r)| r.is_some()).count() > 100);
    check(&store, "migrated from 10");
}

/// The progression by match a store keeps in memory is read again once
/// the library changes, by this store or by another process.
#[test]
fn the_kept_progression_by_match_follows_every_change() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let Some(mut store) = library(Some(&path)) else {
        return;
    };
    let all = Filter::default();
    let since_2019 = Filter {
        date_from: Some("2019-01-01".into()),
        ..Default::default()
    };
    let same = |store: &Store, f: &Filter, n: usize, what: &str| {
        let kept = store.progress(f, Period::Match).unwrap();
        assert_eq!(kept.len(), n, "{what}");
        assert_eq!(
            kept,
            store.progress_scan(f, Period::Match).unwrap(),
            "{what}"
        );
        card_is_the_report(store, f, Period::Match, what);
    };
    store.warm_match_progress().unwrap();
    let n = count(store.connection(), "SELECT count(*) FROM matches") as usize;
    let n_2019 = count(
        store.connection(),
        "SELECT count(*) FROM matches WHERE date >= '2019-01-01'",
    ) as usize;
    same(&store, &all, n, "warm");
    same(&store, &since_2019, n_2019, "warm, since 2019");
    // Another process imports a match dated 2020 or later.
    let mut other = Store::open(&path).unwrap();
    let m = synthetic_match(7, 10_000, 12);
    let later = m.date.as_deref().is_some_and(|d| d >= "2019-01-01");
    other.insert_match(&m, "synthetic/other.sgf").unwrap();
    drop(other);
    same(
        &store,
        &since_2019,
        n_2019 + usize::from(later),
        "another process imported (a range first)",
    );
    same(&store, &all, n + 1, "another process imported");
    // A table read on another connection is kept when the library is as
    // this store saw it, and refused once it has changed since.
    let state = store.library_state().unwrap();
    let reader = Store::open(&path).unwrap();
    assert!(store
        .keep_match_table(state, reader.read_match_table().unwrap())
        .unwrap());
    assert!(store.has_match_table().unwrap());
    let state = store.library_state().unwrap();
    let mut other = Store::open(&path).unwrap();
    other
        .insert_match(&synthetic_match(7, 10_001, 12), "synthetic/other2.sgf")
        .unwrap();
    assert!(!store.has_match_table().unwrap());
    assert!(!store
        .keep_match_table(state, reader.read_match_table().unwrap())
        .unwrap());
    same(&store, &all, n + 2, "a stale table refused");
    drop(other);
    // This store takes one out.
    let id: i64 = store
        .connection()
        .query_row("SELECT min(id) FROM matches", [], |r| r.get(0))
        .unwrap();
    assert!(store.remove_match(id).unwrap());
    same(&store, &all, n + 1, "this store removed one");
}
