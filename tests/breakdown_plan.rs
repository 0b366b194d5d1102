//! `breakdown --by plan` on the real fixtures: the game plans' rows add up
//! to the checker plays `stats` counts (whole library, one player, a date
//! range) and their error to the phases'; the decisions behind a cell are
//! as many as it counts; a library written before the plans gets their
//! rows when opened, once.

mod common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::{DecisionFilter, PR_FACTOR};
use blunderdb::queries::breakdown::{plan_key, By, Row, PLAN_FILLED_KEY, PLAN_KEYS};
use common::{run, text};
use serde_json::Value;

/// A library file of every real fixture, built once for the whole file.
fn library() -> Option<PathBuf> {
    static LIB: OnceLock<Option<(tempfile::TempDir, PathBuf)>> = OnceLock::new();
    LIB.get_or_init(|| {
        let shared = blunderdb::model::shared::require()?;
        let dir = tempfile::tempdir().expect("tempdir");
        let db = dir.path().join("lib.db");
        drop(common::fixture_library(&shared, Some(&db)));
        Some((dir, db))
    })
    .as_ref()
    .map(|(_, db)| db.clone())
}

fn json(db: &Path, args: &[&str]) -> Value {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).expect("JSON")
}

/// The selections checked, as a filter and as the command's options.
fn selections() -> Vec<(&'static str, Filter, Vec<&'static str>)> {
    let player = "Squire/Jørgensen";
    let (from, to) = ("2023-01-01", "2024-12-31");
    vec![
        ("the whole library", Filter::default(), vec![]),
        (
            "one player",
            Filter {
                player: Some(player.into()),
                ..Default::default()
            },
            vec!["--player", player],
        ),
        (
            "a date range",
            Filter {
                date_from: Some(from.into()),
                date_to: Some(to.into()),
                ..Default::default()
            },
            vec!["--from", from, "--to", to],
        ),
        (
            "one player's checker plays of a date range",
            Filter {
                player: Some("charlot2".into()),
                date_from: Some("2025-01-01".into()),
                date_to: Some("2025-12-31".into()),
                decisions: DecisionFilter::Checker,
                ..Default::default()
            },
            vec![
                "--player",
                "charlot2",
                "--from",
                "2025-01-01",
                "--to",
                "2025-12-31",
                "--type",
                "checker",
            ],
        ),
    ]
}

/// Σ decisions, Σ error, Σ errors, Σ blunders of some rows.
fn sums(rows: &[Row]) -> (u64, f64, u64, u64) {
    rows.iter().fold((0, 0.0, 0, 0), |(d, e, x, b), r| {
        (
            d + r.decisions.unwrap_or(0),
            e + r.error_emg.unwrap_or(0.0),
            x + r.errors.unwrap_or(0),
            b + r.blunders.unwrap_or(0),
        )
    })
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn the_plans_add_up_to_the_checker_plays_and_the_phases() {
    let Some(db) = library() else { return };
    let store = Store::open(&db).unwrap();
    let mut checked_nonempty = 0;
    for (what, f, args) in selections() {
        let t = store.tally(&f).unwrap();
        let plan = store.breakdown(&f, By::Plan).unwrap();
        let phase = store.breakdown(&f, By::Phase).unwrap();
        // The ten plans in their order, `unknown` only when present.
        let keys: Vec<&str> = plan.iter().map(|r| r.key.as_str()).collect();
        let known = if keys.contains(&"unknown") { 11 } else { 10 };
        assert_eq!(keys, PLAN_KEYS[..known], "{what}");
        let (d, e, x, b) = sums(&plan);
        let (pd, pe, px, pb) = sums(&phase);
        eprintln!(
            "{what}: plan rows {d} decisions, error {e:.9}, {x} errors, {b} blunders; \
             stats' checker plays {} (error {:.9}); phase rows {pd} decisions, error {pe:.9}",
            t.checker.decisions, t.checker.error
        );
        assert_eq!(d, t.checker.decisions, "{what}");
        assert_eq!((x, b), (t.checker.errors, t.checker.blunders), "{what}");
        assert!(close(e, t.checker.error), "{what}: {e} {}", t.checker.error);
        assert_eq!((d, x, b), (pd, px, pb), "{what}: the phases'");
        assert!(close(e, pe), "{what}: {e} vs the phases' {pe}");
        // Each row's PR is its own Σ error / Σ decisions.
        for r in &plan {
            match (r.decisions, r.error_emg) {
                (Some(n), Some(err)) if n > 0 => {
                    assert!(close(r.pr.unwrap(), PR_FACTOR * err / n as f64), "{what}");
                }
                _ => assert_eq!(r.pr, None, "{what} {}", r.key),
            }
        }
        // The summed cells equal the match × seat rows they sum.
        let scan = store.breakdown_scan(&f, By::Plan).unwrap();
        assert_eq!(scan.len(), plan.len(), "{what}");
        for (a, s) in plan.iter().zip(&scan) {
            assert_eq!(
                (&a.key, a.decisions, a.errors, a.blunders),
                (&s.key, s.decisions, s.errors, s.blunders),
                "{what}"
            );
            assert!(close(
                a.error_emg.unwrap_or(0.0),
                s.error_emg.unwrap_or(0.0)
            ));
        }
        // The command line says the same as `stats --type checker`.
        let mut a = vec!["breakdown", "--by", "plan", "--format", "json"];
        a.extend_from_slice(&args);
        let bd = json(&db, &a);
        assert_eq!(bd["by"], "plan");
        let rows = bd["rows"].as_array().unwrap();
        let cli: u64 = rows.iter().map(|r| r["decisions"].as_u64().unwrap()).sum();
        let mut s = vec!["stats", "--format", "json"];
        s.extend(
            args.iter()
                .filter(|a| !a.starts_with("--type") && **a != "checker"),
        );
        s.extend(["--type", "checker"]);
        let stats = json(&db, &s);
        assert_eq!(cli, stats["decisions"].as_u64().unwrap(), "{what}");
        assert_eq!(cli, d, "{what}");
        if d > 0 {
            checked_nonempty += 1;
        }
    }
    assert!(checked_nonempty >= 3, "the selections hold checker plays");
    // The whole library spreads over several plans, none unknown (every
    // checker play of an analysed XG/SGF file has its position).
    let all = store.breakdown(&Filter::default(), By::Plan).unwrap();
    let filled = all.iter().filter(|r| r.decisions.unwrap_or(0) > 0).count();
    assert!(filled >= 5, "{all:?}");
    // A plan breakdown of cube decisions selects nothing: refused.
    let cube = Filter {
        decisions: DecisionFilter::Cube,
        ..Default::default()
    };
    assert!(store.breakdown(&cube, By::Plan).is_err());
}

#[test]
fn the_command_line_lists_the_plans_in_every_format() {
    let Some(db) = library() else { return };
    let en =
        String::from_utf8(run(&db, &["--lang", "en", "breakdown", "--by", "plan"]).stdout).unwrap();
    for word in [
        "Game plan",
        "Race",
        "Bear-in",
        "Crunch",
        "Back game",
        "Ace-point game",
        "Blitz",
        "Prime vs. prime",
        "Mutual holding",
        "Holding game",
        "Contact",
    ] {
        assert!(en.contains(word), "{word}:\n{en}");
    }
    // One line a row and the header; every line as wide (the columns line up).
    assert!(en.lines().count() >= 11, "{en}");
    let widths: Vec<usize> = en.lines().map(|l| l.chars().count()).collect();
    assert!(widths.windows(2).all(|w| w[0] == w[1]), "{en}");
    let de =
        String::from_utf8(run(&db, &["--lang", "de", "breakdown", "--by", "plan"]).stdout).unwrap();
    for word in [
        "Spielplan",
        "Backgame",
        "Holding-Spiel",
        "Prime gegen Prime",
    ] {
        assert!(de.contains(word), "{word}:\n{de}");
    }
    let csv = String::from_utf8(run(&db, &["breakdown", "--by", "plan", "--format", "csv"]).stdout)
        .unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("key,decisions,errors,blunders,error_emg,pr,mwc_loss_pct")
    );
    let keys: Vec<&str> = lines.map(|l| l.split(',').next().unwrap()).collect();
    assert_eq!(keys[..10], PLAN_KEYS[..10]);
    // A cube breakdown by plan, and a key no plan has: usage errors.
    let o = run(&db, &["breakdown", "--by", "plan", "--type", "cube"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(
        text(&o).contains("plan breakdown covers checker plays"),
        "{}",
        text(&o)
    );
    let o = run(&db, &["decisions", "--breakdown", "plan=endgame"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("back_game, ace_point"), "{}", text(&o));
    let o = run(&db, &["breakdown", "--by", "colour"]);
    assert!(text(&o).contains("length, plan"), "{}", text(&o));
}

/// Every decision behind a breakdown cell, page after page (`next`).
fn cell_decisions(db: &Path, extra: &[&str]) -> Vec<Value> {
    let mut all = Vec::new();
    let mut next: Option<String> = None;
    loop {
        let mut args = vec!["decisions", "--format", "json", "--limit", "10000"];
        args.extend_from_slice(extra);
        let after;
        if let Some(n) = &next {
            after = format!("--after={n}");
            args.push(&after);
        }
        let page = json(db, &args);
        all.extend(page["decisions"].as_array().expect("decisions").clone());
        match page["next"].as_str() {
            Some(n) => next = Some(n.to_string()),
            None => return all,
        }
    }
}

#[test]
fn the_decisions_behind_a_plan_are_those_it_counts() {
    let Some(db) = library() else { return };
    let mut cells = 0;
    for sel in [&[][..], &["--player", "Squire/Jørgensen"]] {
        let mut args = vec!["breakdown", "--by", "plan", "--format", "json"];
        args.extend_from_slice(sel);
        let bd = json(&db, &args);
        for r in bd["rows"].as_array().unwrap() {
            let key = r["key"].as_str().unwrap();
            let want = r["decisions"].as_u64().unwrap();
            let cell = format!("plan={key}");
            let mut extra = sel.to_vec();
            extra.extend_from_slice(&["--breakdown", &cell]);
            let list = cell_decisions(&db, &extra);
            eprintln!("{sel:?} {cell}: {} listed, {want} counted", list.len());
            assert_eq!(list.len() as u64, want, "{sel:?} {cell}");
            let sum: f64 = list.iter().map(|d| d["error"].as_f64().unwrap()).sum();
            let emg = r["error_emg"].as_f64().unwrap();
            assert!(close(sum, emg), "{sel:?} {cell}: {sum} vs {emg}");
            for d in &list {
                assert_eq!(d["kind"], "checker", "{cell}");
                let seat = d["seat"].as_u64().unwrap() as u8;
                assert_eq!(plan_key(d["position_id"].as_str(), seat), key, "{cell}");
            }
            cells += 1;
        }
    }
    assert!(cells >= 20, "cells checked: {cells}");
}

/// The plan breakdown of each selection, and the other four dimensions of
/// the whole library, as a library answers them.
fn answers(store: &Store) -> Vec<Vec<Row>> {
    let mut out: Vec<Vec<Row>> = selections()
        .iter()
        .map(|(_, f, _)| store.breakdown(f, By::Plan).unwrap())
        .collect();
    for by in [By::CubeAction, By::Phase, By::Score, By::Length] {
        out.push(store.breakdown(&Filter::default(), by).unwrap());
    }
    out
}

fn assert_same(a: &[Vec<Row>], b: &[Vec<Row>]) {
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b) {
        assert_eq!(x.len(), y.len());
        for (r, s) in x.iter().zip(y) {
            assert_eq!(
                (&r.key, r.decisions, r.errors, r.blunders),
                (&s.key, s.decisions, s.errors, s.blunders)
            );
            assert!(close(
                r.error_emg.unwrap_or(0.0),
                s.error_emg.unwrap_or(0.0)
            ));
        }
    }
}

#[test]
fn a_library_from_before_the_plans_gets_them_when_opened_once() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("library.db");
    let before = {
        let store = common::fixture_library(&shared, Some(&path));
        assert_eq!(
            store.setting(PLAN_FILLED_KEY).unwrap().as_deref(),
            Some("1")
        );
        answers(&store)
    };
    let plan_rows = |c: &rusqlite::Connection| -> i64 {
        c.query_row(
            "SELECT (SELECT count(*) FROM match_breakdown WHERE dim = 'plan')
                  + (SELECT count(*) FROM breakdown_rollup WHERE dim = 'plan')
                  + (SELECT count(*) FROM breakdown_month WHERE dim = 'plan')",
            [],
            |r| r.get(0),
        )
        .unwrap()
    };
    // What this version's predecessor left: no plan rows, no key.
    let strip = |key: bool| {
        let c = rusqlite::Connection::open(&path).unwrap();
        assert!(plan_rows(&c) > 0);
        c.execute_batch(
            "DELETE FROM match_breakdown WHERE dim = 'plan';
             DELETE FROM breakdown_rollup WHERE dim = 'plan';
             DELETE FROM breakdown_month WHERE dim = 'plan';",
        )
        .unwrap();
        if key {
            c.execute("DELETE FROM settings WHERE key = ?1", [PLAN_FILLED_KEY])
                .unwrap();
        }
        assert_eq!(plan_rows(&c), 0);
    };
    strip(true);
    {
        let store = Store::open(&path).unwrap();
        assert_eq!(
            store.setting(PLAN_FILLED_KEY).unwrap().as_deref(),
            Some("1")
        );
        assert_same(&answers(&store), &before);
        // The summed cells are those of the rows (a date range reads both).
        for (what, f, _) in selections() {
            let cells = store.breakdown(&f, By::Plan).unwrap();
            let scan = store.breakdown_scan(&f, By::Plan).unwrap();
            assert_same(&[cells], &[scan]);
            let _ = what;
        }
    }
    // Once: with the key kept, opening writes nothing again.
    strip(false);
    drop(Store::open(&path).unwrap());
    let c = rusqlite::Connection::open(&path).unwrap();
    assert_eq!(plan_rows(&c), 0, "filled once, not at every opening");
}
