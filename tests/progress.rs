//! Progress, breakdowns and aliases on the real fixtures: the rows add up to
//! `stats`, the cube actions to XG's own split, the stored aggregates equal
//! a rebuild from the decisions, and aliases merge players everywhere.

mod common;

use std::path::Path;

use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::{DecisionFilter, Tally, Thresholds};
use blunderdb::queries::breakdown::By;
use blunderdb::queries::progress::Period;
use common::run;

fn library(shared: &Path, path: Option<&Path>) -> Store {
    common::fixture_library(shared, path)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn filters(store: &Store) -> Vec<Filter> {
    let mut out = vec![Filter::default()];
    for p in ["Squire/Jørgensen", "charlot2", "Harmand/Unger"] {
        out.push(Filter {
            player: Some(p.into()),
            ..Default::default()
        });
    }
    out.push(Filter {
        length: Some(7),
        ..Default::default()
    });
    out.push(Filter {
        date_from: Some("2023-01-01".into()),
        date_to: Some("2024-12-31".into()),
        decisions: DecisionFilter::Checker,
        ..Default::default()
    });
    out.push(Filter {
        decisions: DecisionFilter::Cube,
        ..Default::default()
    });
    assert!(store.match_count().unwrap() >= 40);
    out
}

#[test]
fn progress_rows_add_up_to_stats() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let store = library(&shared, None);
    for f in filters(&store) {
        let whole = store.tally(&f).unwrap().figures(f.decisions);
        for by in Period::ALL {
            let rows = store.progress(&f, by).unwrap();
            assert!(!rows.is_empty());
            let mut sum = Tally::default();
            for r in &rows {
                sum.add(&r.tally);
            }
            let s = sum.figures(f.decisions);
            let what = format!("{f:?} by {}", by.as_str());
            assert_eq!(s.matches, whole.matches, "{what}");
            assert_eq!((s.wins, s.losses), (whole.wins, whole.losses), "{what}");
            assert_eq!(s.decisions, whole.decisions, "{what}");
            match (s.error_emg, whole.error_emg, s.pr, whole.pr) {
                (Some(a), Some(b), Some(p), Some(q)) => {
                    assert!(close(a, b) && close(p, q), "{what}: {a} {b} {p} {q}")
                }
                (a, b, p, q) => assert_eq!((a, p), (b, q), "{what}"),
            }
            if by == Period::Match {
                assert!(rows.iter().all(|r| r.match_id.is_some()));
            }
            // Time order: dated rows ascending, the undated last.
            let dates: Vec<_> = rows.iter().map(|r| r.first_date.clone()).collect();
            let mut sorted = dates.clone();
            sorted.sort_by_key(|d| (d.is_none(), d.clone()));
            assert_eq!(dates, sorted, "{what}");
        }
    }
    // One row per match with a player: its date and its own figures.
    let f = Filter {
        player: Some("charlot1".into()),
        ..Default::default()
    };
    let rows = store.progress(&f, Period::Match).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].period, "2025-11-08");
    // The XG copy: XG prints PR 0.39 over 90 decisions for charlot1.
    let xg = rows
        .iter()
        .map(|r| r.tally.figures(DecisionFilter::All))
        .find(|x| x.decisions == Some(90))
        .expect("the XG match of charlot1");
    assert_eq!(format!("{:.2}", xg.pr.unwrap()), "0.39");
    // Unanalysed months have PR null, not 0.
    let json =
        blunderdb::queries::progress::progress_json(&store, &Filter::default(), Period::Year)
            .unwrap();
    let rows = json["rows"].as_array().unwrap();
    assert!(rows
        .iter()
        .any(|r| r["pr"].is_null() && r["decisions"].is_null()));
    assert!(rows.iter().any(|r| r["period"] == "undated"));
}

fn sum_error(rows: &[blunderdb::queries::breakdown::Row]) -> (u64, f64, u64, u64) {
    rows.iter().fold((0, 0.0, 0, 0), |(d, e, x, b), r| {
        (
            d + r.decisions.unwrap_or(0),
            e + r.error_emg.unwrap_or(0.0),
            x + r.errors.unwrap_or(0),
            b + r.blunders.unwrap_or(0),
        )
    })
}

fn assert_breakdowns_add_up(store: &Store) {
    for f in filters(store) {
        let t = store.tally(&f).unwrap();
        let all = t.figures(f.decisions);
        if f.decisions != DecisionFilter::Checker {
            let cube = store.breakdown(&f, By::CubeAction).unwrap();
            let keys: Vec<_> = cube.iter().map(|r| r.key.as_str()).collect();
            assert_eq!(
                keys,
                ["missed_double", "wrong_double", "wrong_take", "wrong_pass"]
            );
            let (d, e, x, b) = sum_error(&cube);
            assert_eq!(d, t.cube.decisions, "{f:?}");
            assert!(close(e, t.cube.error), "{f:?}: {e} {}", t.cube.error);
            assert_eq!((x, b), (t.cube.errors, t.cube.blunders), "{f:?}");
        }
        if f.decisions != DecisionFilter::Cube {
            let phase = store.breakdown(&f, By::Phase).unwrap();
            let (d, e, x, b) = sum_error(&phase);
            assert_eq!(d, t.checker.decisions, "{f:?}");
            assert!(close(e, t.checker.error), "{f:?}");
            assert_eq!((x, b), (t.checker.errors, t.checker.blunders), "{f:?}");
        }
        for by in [By::Score, By::Length] {
            let rows = store.breakdown(&f, by).unwrap();
            let (d, e, x, b) = sum_error(&rows);
            assert_eq!(d, all.decisions.unwrap_or(0), "{f:?} {by:?}");
            assert!(close(e, all.error_emg.unwrap_or(0.0)), "{f:?} {by:?}");
            assert_eq!(x, all.errors.unwrap_or(0), "{f:?} {by:?}");
            assert_eq!(b, all.blunders.unwrap_or(0), "{f:?} {by:?}");
        }
    }
}

#[test]
fn breakdowns_add_up_and_match_xgs_double_and_take_errors() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let mut store = library(&shared, None);
    assert_breakdowns_add_up(&store);
    // fixture-references.md §1: XG's double error and take error.
    let split = |store: &Store, p: &str| {
        let rows = store
            .breakdown(
                &Filter {
                    player: Some(p.into()),
                    length: Some(7),
                    date_from: Some("2024-08-18".into()),
                    date_to: Some("2024-08-18".into()),
                    ..Default::default()
                },
                By::CubeAction,
            )
            .unwrap();
        let e = |k: &str| {
            rows.iter()
                .find(|r| r.key == k)
                .and_then(|r| r.error_emg)
                .unwrap()
        };
        (
            format!("{:.3}", e("missed_double") + e("wrong_double")),
            format!("{:.3}", e("wrong_take") + e("wrong_pass")),
        )
    };
    assert_eq!(
        split(&store, "Squire/Jørgensen"),
        ("0.037".into(), "0.045".into())
    );
    assert_eq!(
        split(&store, "Harmand/Unger"),
        ("0.011".into(), "0.000".into())
    );
    // Phases: every checker play of an analysed XG/SGF file has a position.
    let phase = store.breakdown(&Filter::default(), By::Phase).unwrap();
    assert!(phase.iter().all(|r| r.key != "unknown"));
    assert!(phase.iter().all(|r| r.decisions.unwrap_or(0) > 0));
    // New thresholds recount the stored breakdowns.
    store.set_thresholds(Thresholds::XG).unwrap();
    assert_breakdowns_add_up(&store);
    let aachen = store
        .breakdown(
            &Filter {
                player: Some("Squire/Jørgensen".into()),
                ..Default::default()
            },
            By::Phase,
        )
        .unwrap();
    let t = store
        .tally(&Filter {
            player: Some("Squire/Jørgensen".into()),
            ..Default::default()
        })
        .unwrap();
    assert_eq!(
        sum_error(&aachen).2,
        t.checker.errors,
        "checker errors at XG's marks"
    );
}

#[test]
fn a_library_from_before_the_breakdowns_is_filled_when_opened() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let before: Vec<_> = {
        let store = library(&shared, Some(&path));
        By::ALL
            .iter()
            .map(|by| store.breakdown(&Filter::default(), *by).unwrap())
            .collect()
    };
    {
        // Back to schema 4 (the cube owner, before the breakdowns), as the
        // previous version wrote it.
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "DROP TABLE match_breakdown; DROP TABLE aliases; DROP TABLE rollup; DROP TABLE rollup_month; DROP TABLE breakdown_rollup; DROP INDEX match_stats_odd_date; DROP INDEX match_stats_unanalysed;
             DELETE FROM settings WHERE key = 'breakdowns_filled';
             PRAGMA user_version = 4;",
        )
        .unwrap();
        common::back_to_decision_rows(&c);
    }
    let store = Store::open(&path).unwrap();
    assert!(dir.path().join("library.v4.bak").exists());
    for (by, old) in By::ALL.iter().zip(&before) {
        let new = store.breakdown(&Filter::default(), *by).unwrap();
        assert_eq!(new.len(), old.len(), "{by:?}");
        for (a, b) in new.iter().zip(old) {
            assert_eq!(
                (&a.key, a.decisions, a.errors, a.blunders),
                (&b.key, b.decisions, b.errors, b.blunders)
            );
            assert!(close(
                a.error_emg.unwrap_or(0.0),
                b.error_emg.unwrap_or(0.0)
            ));
        }
    }
}

fn json(db: &Path, args: &[&str]) -> serde_json::Value {
    let out = run(db, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON output")
}

#[test]
fn aliases_merge_players_in_every_view_and_refuse_cycles() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    drop(library(&shared, Some(&db)));
    let stats = |p: &str| json(&db, &["stats", "--player", p, "--format", "json"]);
    let a = stats("charlot1");
    let b = stats("charlot2");
    let players_before = json(&db, &["players", "--format", "json"]);

    // Head to head: charlot1 and charlot2 played two matches (the XG and
    // the SGF copies of one 7-pointer, both won by charlot1); those are all
    // their matches, so each side's figures are its stats.
    {
        let store = Store::open(&db).unwrap();
        let h = store.head_to_head("CHARLOT1", "charlot2").unwrap();
        assert_eq!(h.players, ["charlot1".to_string(), "charlot2".to_string()]);
        let [x, y] = h.tallies.map(|t| t.figures(DecisionFilter::All));
        assert_eq!((x.matches, x.wins, x.losses), (2, 2, 0));
        assert_eq!((y.matches, y.wins, y.losses), (2, 0, 2));
        assert_eq!(x.decisions, a["decisions"].as_u64());
        assert_eq!(y.decisions, b["decisions"].as_u64());
        let none = store.head_to_head("charlot1", "Squire/Jørgensen").unwrap();
        assert_eq!(none.tallies[0].matches, 0);
        assert_eq!(none.tallies[0].figures(DecisionFilter::All).pr, None);
    }
    let out = run(&db, &["alias", "add", "charlot2", "--as", "CHARLOT1"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Any of the names means the merged player.
    for name in ["charlot1", "charlot2", "Charlot2"] {
        let m = stats(name);
        assert_eq!(m["name"], "charlot1");
        assert_eq!(m["matches"], 4);
        assert_eq!(
            m["decisions"].as_u64().unwrap(),
            a["decisions"].as_u64().unwrap() + b["decisions"].as_u64().unwrap()
        );
        assert_eq!(m["wins"], 2);
        assert_eq!(m["losses"], 2);
        let e = a["error_emg"].as_f64().unwrap() + b["error_emg"].as_f64().unwrap();
        assert!(close(m["error_emg"].as_f64().unwrap(), e));
    }
    let players = json(&db, &["players", "--format", "json"]);
    assert_eq!(
        players.as_array().unwrap().len() + 1,
        players_before.as_array().unwrap().len()
    );
    let merged = players
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "charlot1")
        .unwrap();
    assert_eq!(merged["matches"], 4);
    assert!(players
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["name"] != "charlot2"));
    let prog = json(
        &db,
        &[
            "progress", "--player", "charlot2", "--by", "match", "--format", "json",
        ],
    );
    assert_eq!(prog["player"], "charlot1");
    // They played each other: one row per match, both seats in it.
    let rows = prog["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r["matches"] == 2));
    // Refused, exit 2, nothing changed: a cycle, a self-merge, an unknown
    // player (with a suggestion), removing a name that is no alias.
    for (args, msg) in [
        (
            vec!["alias", "add", "charlot1", "--as", "charlot2"],
            "cycle",
        ),
        (
            vec!["alias", "add", "charlot1", "--as", "charlot1"],
            "itself",
        ),
        (
            vec!["alias", "add", "charlot3", "--as", "charlot1"],
            "did you mean",
        ),
        (vec!["alias", "remove", "charlot1"], "not an alias"),
        (vec!["breakdown", "--by", "tempo"], "expected one of"),
        (vec!["progress", "--by", "week"], "expected one of"),
        (vec!["progress", "--player", "nobody at all"], "no player"),
    ] {
        let out = run(&db, &args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{args:?}: {err}");
    }
    let list = json(&db, &["alias", "list", "--format", "json"]);
    assert_eq!(
        list,
        serde_json::json!([{"alias": "charlot2", "player": "charlot1"}])
    );
    // Undo: both players are their own again.
    assert!(run(&db, &["alias", "remove", "charlot2"]).status.success());
    assert_eq!(stats("charlot2"), b);
    assert_eq!(json(&db, &["players", "--format", "json"]), players_before);
}

/// `blunderdb levels` shows and chooses the library's level scale, which
/// `progress --chart` draws unless `--levels` names another; an unknown
/// scale is a usage error (exit 2) that changes nothing.
#[test]
fn the_charts_level_bands_are_the_librarys_scale() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    drop(library(&shared, Some(&db)));
    let text = |args: &[&str]| {
        let out = run(&db, args);
        assert!(out.status.success(), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let shown = text(&["levels"]);
    assert!(shown.starts_with("xg (XG)"), "{shown}");
    assert!(shown.contains(" 2.5 – 5.0   World Class\n"), "{shown}");
    assert!(shown.contains(" 30.0 and up  Distracted\n"), "{shown}");
    let chart = dir.path().join("p.svg");
    let bands = |extra: &[&str]| {
        let mut args = vec![
            "progress",
            "--by",
            "month",
            "--chart",
            chart.to_str().unwrap(),
        ];
        args.extend_from_slice(extra);
        text(&args);
        let svg = std::fs::read_to_string(&chart).unwrap();
        ["World Champ", "Supernatural", "Super Grandmaster"]
            .into_iter()
            .filter(|b| svg.contains(&format!("\n{b}\n")))
            .collect::<Vec<_>>()
    };
    assert_eq!(bands(&[]), ["World Champ"]);
    assert_eq!(bands(&["--levels", "bmab"]), ["Super Grandmaster"]);
    assert!(text(&["levels", "gnubg"]).starts_with("gnubg (gnuBG)"));
    assert_eq!(bands(&[]), ["Supernatural"]);
    for args in [
        &["levels", "snowie"][..],
        &["progress", "--levels", "xx", "--chart", "x.svg"],
    ] {
        let out = run(&db, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("expected one of xg, gnubg, bmab"), "{err}");
    }
    assert!(text(&["levels"]).starts_with("gnubg"));
}
