//! `blunderdb decisions` and `blunderdb report --html` on a library of the
//! real fixtures: the decisions behind each figure are exactly those the
//! figure counts, worst first and paged; the report holds its boards; bad
//! input is refused with exit 2 and leaves nothing behind.

mod common;

use std::path::{Path, PathBuf};

use std::sync::OnceLock;

use common::{run as blunderdb, text};
use serde_json::Value;

fn json(db: &Path, args: &[&str]) -> Value {
    let o = blunderdb(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).expect("JSON")
}

/// One library of the SGF fixtures, the oracle corpus and the XG files,
/// built once for the whole file.
fn library() -> Option<PathBuf> {
    static LIB: OnceLock<Option<(tempfile::TempDir, PathBuf)>> = OnceLock::new();
    LIB.get_or_init(|| {
        let shared = blunderdb::model::shared::require()?;
        let dir = tempfile::tempdir().expect("tempdir");
        let db = dir.path().join("lib.db");
        let o = blunderdb(
            &db,
            &[
                "import",
                shared.join("fixtures/sgf").to_str()?,
                shared.join("oracle/corpus").to_str()?,
                shared.join("fixtures/xg").to_str()?,
            ],
        );
        assert!(o.status.success(), "{}", text(&o));
        Some((dir, db))
    })
    .as_ref()
    .map(|(_, db)| db.clone())
}

fn decisions(db: &Path, extra: &[&str]) -> Vec<Value> {
    let mut args = vec!["decisions", "--format", "json", "--limit", "10000"];
    args.extend_from_slice(extra);
    json(db, &args)["decisions"]
        .as_array()
        .expect("decisions")
        .clone()
}

const SELECTIONS: &[&[&str]] = &[
    &[],
    &["--player", "alice"],
    &["--type", "checker"],
    &["--type", "cube"],
    &["--length", "7"],
    &["--player", "BOB", "--type", "cube"],
];

#[test]
fn each_histogram_bar_lists_what_it_counts() {
    let Some(db) = library() else { return };
    let mut total = 0;
    for sel in SELECTIONS {
        let mut args = vec!["stats", "--format", "json"];
        args.extend_from_slice(sel);
        let stats = json(&db, &args);
        let hist = stats["histogram"].as_array().expect("histogram");
        for (k, bar) in hist.iter().enumerate() {
            let want = bar["count"].as_u64().expect("an analysed selection");
            let b = k.to_string();
            let mut extra = sel.to_vec();
            extra.extend_from_slice(&["--bucket", &b]);
            let rows = decisions(&db, &extra);
            assert_eq!(rows.len() as u64, want, "{sel:?} bar {k}");
            let lo = if k == 0 {
                0.0
            } else {
                bar["from"].as_f64().unwrap()
            };
            for r in &rows {
                let e = r["error"].as_f64().expect("error") * 1000.0;
                assert!(e >= lo - 1e-6, "{sel:?} bar {k}: {e}");
                if let Some(hi) = bar["to"].as_f64() {
                    assert!(e < hi, "{sel:?} bar {k}: {e}");
                }
            }
            total += want;
        }
        // The cards: errors and blunders at the library's thresholds.
        let th = &stats["thresholds"];
        for (key, t) in [("errors", &th["error"]), ("blunders", &th["blunder"])] {
            let t = t.as_f64().unwrap().to_string();
            let mut extra = sel.to_vec();
            extra.extend_from_slice(&["--min-error", &t]);
            let rows = decisions(&db, &extra);
            assert_eq!(
                rows.len() as u64,
                stats[key].as_u64().unwrap(),
                "{sel:?} {key} card"
            );
        }
    }
    assert!(total > 10_000, "decisions checked: {total}");
}

#[test]
fn worst_first_and_paged() {
    let Some(db) = library() else { return };
    let all = decisions(&db, &[]);
    assert!(all.len() > 5_000, "{}", all.len());
    let errs: Vec<f64> = all.iter().map(|r| r["error"].as_f64().unwrap()).collect();
    assert!(errs.windows(2).all(|w| w[0] >= w[1]), "worst first");
    // Pages of 37 put together are the whole list, in order.
    let mut paged = Vec::new();
    let mut offset = 0;
    loop {
        let o = offset.to_string();
        let page = json(
            &db,
            &[
                "decisions",
                "--format",
                "json",
                "--limit",
                "37",
                "--offset",
                &o,
            ],
        )["decisions"]
            .as_array()
            .unwrap()
            .clone();
        if page.is_empty() {
            break;
        }
        offset += page.len();
        paged.extend(page);
        if offset > 400 {
            break;
        }
    }
    assert_eq!(&paged[..], &all[..paged.len()]);
    // Every row has the issue's keys; the worst one its three IDs.
    for k in [
        "match",
        "game",
        "move",
        "player",
        "kind",
        "dice",
        "cube",
        "played",
        "best",
        "error",
        "mwc_loss_pct",
        "position_id",
        "match_id",
        "xgid",
    ] {
        assert!(all[0].get(k).is_some(), "missing {k}");
    }
    assert!(all[0]["xgid"].as_str().unwrap().starts_with("XGID="));
    assert_eq!(all[0]["position_id"].as_str().unwrap().len(), 14);
    assert_eq!(all[0]["match_id"].as_str().unwrap().len(), 12);
    // Kinds narrow the list to exactly their decisions.
    let by_kind = |k: &str| decisions(&db, &["--kind", k]);
    let (checker, cube) = (by_kind("checker"), by_kind("cube"));
    assert_eq!(checker.len() + cube.len(), all.len());
    assert!(checker.iter().all(|r| r["kind"] == "checker"));
    let (double, take, pass) = (by_kind("double"), by_kind("take"), by_kind("pass"));
    assert_eq!(double.len() + take.len() + pass.len(), cube.len());
    assert!(take.iter().all(|r| r["kind"] == "take"));
    assert!(pass.iter().all(|r| r["kind"] == "pass"));
    assert!(double
        .iter()
        .all(|r| r["kind"] == "double" || r["kind"] == "no double"));
    assert!(!take.is_empty() && !pass.is_empty() && !double.is_empty());
    // Each is the whole list's decisions of its kinds, in the same order
    // (one kind's stretch of the error index, or several merged).
    let of = |kinds: &[&str]| -> Vec<Value> {
        all.iter()
            .filter(|r| kinds.iter().any(|k| r["kind"] == *k))
            .cloned()
            .collect()
    };
    assert!(checker == of(&["checker"]), "checker plays in order");
    assert!(
        cube == of(&["double", "no double", "take", "pass"]),
        "cube in order"
    );
    assert!(double == of(&["double", "no double"]), "doubles in order");
    assert!(take == of(&["take"]) && pass == of(&["pass"]));
    // Text output: one entry per decision with its XGID.
    let o = blunderdb(&db, &["decisions", "--limit", "5"]);
    assert!(o.status.success());
    let t = String::from_utf8_lossy(&o.stdout);
    assert_eq!(t.matches("XGID=").count(), 5, "{t}");
    assert!(t.starts_with("    1. "), "{t}");
}

/// Keyset paging: walking the whole list page by page after the last row
/// (and back, before the first row) gives exactly the pages of `--offset`,
/// across the three parts of the error scale (large errors, small ones,
/// zeros) and within a histogram bar; the CLI's `--after` takes the
/// `next` cursor its JSON gives.
#[test]
fn cursor_pages_are_the_offset_pages() {
    use blunderdb::queries::drill::{Cursor, Query};
    let Some(db) = library() else { return };
    let store = blunderdb::library::store::Store::open(&db).unwrap();
    use blunderdb::queries::drill::KindFilter;
    // The cube decisions are four kinds, each read from its own stretch of
    // the error indexes and merged: forwards and backwards.
    for (bucket, player, limit, kind) in [
        (None, None, 997, None),
        (Some(0), None, 211, None),
        (Some(3), Some("alice"), 7, None),
        (None, None, 13, Some(KindFilter::Cube)),
        // One player's list starts from the player's match × seats.
        (None, Some("alice"), 5, Some(KindFilter::Cube)),
        (None, Some("alice"), 97, Some(KindFilter::Checker)),
    ] {
        let base = Query {
            filter: blunderdb::library::store::Filter {
                player: player.map(str::to_string),
                ..Default::default()
            },
            bucket,
            limit,
            kind,
            ..Default::default()
        };
        let all = store
            .decisions(&Query {
                limit: 10_000,
                ..base.clone()
            })
            .unwrap();
        assert!(all.len() > 3 * limit, "{bucket:?}: {}", all.len());
        let mut pages = vec![store.decisions(&base).unwrap()];
        loop {
            let last = pages.last().unwrap();
            let Some(c) = last.last().and_then(Cursor::of) else {
                break;
            };
            let next = store
                .decisions(&Query {
                    after: Some(c),
                    ..base.clone()
                })
                .unwrap();
            if next.is_empty() {
                break;
            }
            pages.push(next);
        }
        let walked: Vec<_> = pages.iter().flatten().cloned().collect();
        assert_eq!(walked.len(), all.len(), "{bucket:?}");
        assert!(walked == all, "{bucket:?}: the cursor pages are the list");
        for (k, p) in pages.iter().enumerate() {
            let by_offset = store
                .decisions(&Query {
                    offset: k * limit,
                    ..base.clone()
                })
                .unwrap();
            assert!(&by_offset == p, "{bucket:?} page {k}");
            // Back: the page before the next page's first row is this one.
            if let Some(c) = pages
                .get(k + 1)
                .and_then(|n| n.first())
                .and_then(Cursor::of)
            {
                let back = store
                    .decisions(&Query {
                        before: Some(c),
                        ..base.clone()
                    })
                    .unwrap();
                assert!(&back == p, "{bucket:?} page {k} from the next one");
            }
        }
        // The list spans errors of zero and the small and large ones.
        if bucket.is_none() {
            let errs: Vec<f64> = all.iter().map(|d| d.error.unwrap()).collect();
            assert!(errs.iter().any(|&e| e >= 0.02));
            assert!(errs.iter().any(|&e| e > 0.0 && e < 0.02));
            assert!(errs.iter().filter(|&&e| e == 0.0).count() > limit);
        }
    }
    // The CLI: the JSON's `next` continues where `--offset` would.
    let first = json(&db, &["decisions", "--format", "json", "--limit", "40"]);
    let next = first["next"].as_str().expect("a next cursor").to_string();
    let after = json(
        &db,
        &[
            "decisions",
            "--format",
            "json",
            "--limit",
            "40",
            "--after",
            &next,
        ],
    );
    let offset = json(
        &db,
        &[
            "decisions",
            "--format",
            "json",
            "--limit",
            "40",
            "--offset",
            "40",
        ],
    );
    assert_eq!(after["decisions"], offset["decisions"]);
    for bad in ["1,2,3", "x,1,1,1", "-1,1,1,1", "0.1,1,1,1,1"] {
        let o = blunderdb(&db, &["decisions", &format!("--after={bad}")]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", text(&o));
        assert!(text(&o).contains("--after"), "{}", text(&o));
    }
    let o = blunderdb(&db, &["decisions", "--after", &next, "--offset", "3"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
}

/// Issue #41: a `next` cursor works as given. A page that ended on a
/// decision of no error gave `-0,…`, which `--after -0,…` took for an
/// option. Walking the whole list through the binary with each page's
/// `next` as a separate argument gives every row once, in order, no
/// cursor begins with `-`, and the old `-0,…` still reads.
#[test]
fn decisions_cursors_page_on_as_given() {
    let Some(db) = library() else { return };
    let all = decisions(&db, &[]);
    let zero = all
        .iter()
        .position(|r| r["error"] == 0.0)
        .expect("the fixtures hold decisions of no error");
    // Pages ending on the first zero, and every `zero + 1` rows on.
    let limit = (zero + 1).to_string();
    let page = |after: &[&str]| {
        let mut args = vec!["decisions", "--format", "json", "--limit", &limit];
        args.extend_from_slice(after);
        json(&db, &args)
    };
    let (mut rows, mut cursors): (Vec<Value>, Vec<String>) = (Vec::new(), Vec::new());
    loop {
        let v = match cursors.last() {
            Some(c) => page(&["--after", c]),
            None => page(&[]),
        };
        rows.extend(
            v["decisions"]
                .as_array()
                .expect("decisions")
                .iter()
                .cloned(),
        );
        match v["next"].as_str() {
            Some(c) => cursors.push(c.to_string()),
            None => break,
        }
        assert!(cursors.len() < 100, "the walk never ends");
    }
    assert!(cursors[0].starts_with("0,"), "{cursors:?}");
    for c in &cursors {
        assert!(!c.starts_with('-'), "{c}");
    }
    assert_eq!(rows.len(), all.len(), "each row once");
    assert!(rows == all, "the pages are the list in order");
    // The cursor as written before, as a separate argument and after `=`.
    let old = cursors[0].replacen("0,", "-0,", 1);
    let want = &all[zero + 1..(2 * zero + 2).min(all.len())];
    for after in [vec!["--after", &old], vec![&*format!("--after={old}")]] {
        let v = page(&after);
        assert_eq!(
            v["decisions"].as_array().expect("decisions")[..],
            *want,
            "{after:?}"
        );
    }
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

/// `decisions --breakdown DIM=KEY` lists exactly the decisions a row of
/// `breakdown` counts: for every dimension and every key, over the whole
/// library and for one player's checker plays, as many decisions as the
/// row's `decisions`, whose errors add up to its `error_emg` (1e-9), worst
/// first; and each decision is of its cell (its kind, length or score).
#[test]
fn each_breakdown_cell_lists_what_it_counts() {
    let Some(db) = library() else { return };
    let mut cells = 0;
    for sel in [&[][..], &["--player", "alice"], &["--type", "checker"]] {
        for dim in ["cube-action", "phase", "score", "length"] {
            if dim == "cube-action" && sel.contains(&"checker") {
                continue;
            }
            let mut args = vec!["breakdown", "--by", dim, "--format", "json"];
            args.extend_from_slice(sel);
            let bd = json(&db, &args);
            let rows = bd["rows"].as_array().expect("rows");
            assert!(!rows.is_empty(), "{dim}");
            for r in rows {
                let key = r["key"].as_str().unwrap();
                let want = r["decisions"].as_u64().expect("analysed");
                let cell = format!("{dim}={key}");
                let mut extra = sel.to_vec();
                extra.extend_from_slice(&["--breakdown", &cell]);
                let list = cell_decisions(&db, &extra);
                assert_eq!(list.len() as u64, want, "{sel:?} {cell}");
                let errs: Vec<f64> = list.iter().map(|d| d["error"].as_f64().unwrap()).collect();
                let sum: f64 = errs.iter().sum();
                let emg = r["error_emg"].as_f64().unwrap();
                assert!((sum - emg).abs() < 1e-9, "{sel:?} {cell}: {sum} vs {emg}");
                assert!(errs.windows(2).all(|w| w[0] >= w[1]), "{cell}: worst first");
                for d in &list {
                    match dim {
                        "cube-action" => {
                            let kind = match key {
                                "missed_double" => "no double",
                                "wrong_double" => "double",
                                "wrong_take" => "take",
                                _ => "pass",
                            };
                            assert_eq!(d["kind"], kind, "{cell}");
                        }
                        "phase" => assert_eq!(d["kind"], "checker", "{cell}"),
                        "length" => {
                            let l = d["length"].as_u64().unwrap();
                            let k = if l == 0 {
                                "money".into()
                            } else {
                                l.to_string()
                            };
                            assert_eq!(k, key, "{cell}");
                        }
                        _ => {
                            let (l, s) = (d["length"].as_u64().unwrap(), &d["score"]);
                            let away = |i: usize| l.saturating_sub(s[i].as_u64().unwrap()).max(1);
                            let k = if l == 0 {
                                "money".into()
                            } else {
                                format!("{}a-{}a", away(0), away(1))
                            };
                            assert_eq!(k, key, "{cell}");
                        }
                    }
                }
                cells += 1;
            }
        }
    }
    assert!(cells > 40, "cells checked: {cells}");
    // A page of a cell: the first rows of the whole cell, and its next page.
    let all = cell_decisions(&db, &["--breakdown", "phase=middle"]);
    let middle = |more: &[&str]| {
        let mut args = vec![
            "decisions",
            "--format",
            "json",
            "--breakdown",
            "phase=middle",
            "--limit",
            "25",
        ];
        args.extend_from_slice(more);
        json(&db, &args)
    };
    let page = middle(&[]);
    assert_eq!(page["decisions"].as_array().unwrap()[..], all[..25]);
    let next = format!("--after={}", page["next"].as_str().unwrap());
    let second = middle(&[&next]);
    assert_eq!(second["decisions"].as_array().unwrap()[..], all[25..50]);
    let third = middle(&["--offset", "50"]);
    assert_eq!(third["decisions"].as_array().unwrap()[..], all[50..75]);
    // Bad dimensions and keys: usage errors naming the choices.
    for (bad, says) in [
        ("phase", "DIM=KEY"),
        ("colour=red", "cube-action, phase, score, length"),
        ("phase=endgame", "opening, middle, race, bearoff"),
        ("cube-action=take", "wrong_take"),
        ("score=3-5", "3a-5a"),
        ("score=0a-5a", "money"),
        ("length=0", "money"),
        ("length=seven", "match length"),
    ] {
        let o = blunderdb(&db, &["decisions", "--breakdown", bad]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", text(&o));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(says), "{bad}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn bad_input_is_refused() {
    let Some(db) = library() else { return };
    for args in [
        &["decisions", "--kind", "chequer"][..],
        &["decisions", "--limit", "-1"],
        &["decisions", "--limit", "0"],
        &["decisions", "--bucket", "6"],
        &["decisions", "--min-error", "-0.1"],
        &["decisions", "--min-error", "NaN"],
        &["decisions", "--player", "nobody-at-all"],
        &["decisions", "--from", "2024-13-01"],
        &["report", "--html", "x.html", "--limit", "-3"],
    ] {
        let o = blunderdb(&db, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!err.contains("panicked"), "{err}");
        assert!(!err.trim().is_empty());
    }
}

#[test]
fn the_report_holds_its_boards_and_nothing_from_elsewhere() {
    let Some(db) = library() else { return };
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("report.html");
    let o = blunderdb(
        &db,
        &[
            "report",
            "--html",
            out.to_str().unwrap(),
            "--player",
            "alice",
        ],
    );
    assert!(o.status.success(), "{}", text(&o));
    let html = std::fs::read_to_string(&out).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    // 20 boards by default, each with its XGID, those of the worst list.
    let worst = json(
        &db,
        &[
            "decisions",
            "--format",
            "json",
            "--player",
            "alice",
            "--limit",
            "20",
        ],
    )["decisions"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(worst.len(), 20);
    assert_eq!(html.matches(r#"<svg class="board""#).count(), 20);
    for d in &worst {
        let x = d["xgid"].as_str().unwrap();
        assert!(html.contains(&format!(r#"data-xgid="{x}""#)), "{x}");
    }
    // The selection, the figures and the histogram.
    let stats = json(&db, &["stats", "--format", "json", "--player", "alice"]);
    assert!(html.contains("alice"));
    assert!(html.contains(&format!("{:.2}", stats["pr"].as_f64().unwrap())));
    assert!(html.contains("Error histogram"));
    // Self-contained: no script, nothing loaded.
    let lower = html.to_lowercase();
    for bad in [
        "<script",
        "src=",
        "<link",
        "@import",
        "url(http",
        "href=\"http",
    ] {
        assert!(!lower.contains(bad), "{bad}");
    }
    // --limit sets the number of boards.
    let o = blunderdb(
        &db,
        &["report", "--html", out.to_str().unwrap(), "--limit", "3"],
    );
    assert!(o.status.success(), "{}", text(&o));
    let html = std::fs::read_to_string(&out).unwrap();
    assert_eq!(html.matches(r#"<svg class="board""#).count(), 3);
}

#[test]
fn a_report_that_cannot_be_written_leaves_nothing() {
    let Some(db) = library() else { return };
    let dir = tempfile::tempdir().unwrap();
    // A folder that does not exist; a folder in place of the file.
    let missing = dir.path().join("no/such/folder/r.html");
    let o = blunderdb(&db, &["report", "--html", missing.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write the report"));
    let o = blunderdb(&db, &["report", "--html", dir.path().to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    // A read-only folder (unless running as root, which writes anyway).
    let ro = dir.path().join("ro");
    std::fs::create_dir(&ro).unwrap();
    let target = ro.join("r.html");
    std::fs::write(&target, "old").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
        let probe = ro.join(".probe");
        let root = std::fs::write(&probe, "x").is_ok();
        let _ = std::fs::remove_file(&probe);
        if !root {
            let o = blunderdb(&db, &["report", "--html", target.to_str().unwrap()]);
            assert_eq!(o.status.code(), Some(2), "{}", text(&o));
            assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
        }
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // Nothing but what was there: no temporary files left behind.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    assert_eq!(left, vec!["ro".to_string()], "{left:?}");
    let left: Vec<_> = std::fs::read_dir(&ro).unwrap().collect();
    assert_eq!(left.len(), 1);
}

/// A library written before the cube owner was stored: its decisions keep
/// their Position IDs; those at a cube of 1 (never owned) still get a Match
/// ID and an XGID; the others' are unknown (null), not guessed.
#[test]
fn older_rows_without_the_owner() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let bytes = std::fs::read(shared.join("oracle/corpus/m005.sgf")).unwrap();
    let m = blunderdb::formats::sgf::parse(&bytes).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lib.db");
    let mut store = blunderdb::library::store::Store::open(&path).unwrap();
    store.insert_match(&m, "m005.sgf").unwrap();
    let q = blunderdb::queries::drill::Query {
        limit: 10_000,
        ..Default::default()
    };
    let before = store.decisions(&q).unwrap();
    assert!(before.iter().all(|d| d.xgid.is_some()));
    // As schema 3 left it: a row per decision, no owner; opened now, the
    // rows move into the match's record.
    common::back_to_decision_rows(store.connection());
    store
        .connection()
        .execute_batch("UPDATE decisions SET owner = NULL; PRAGMA user_version = 9;")
        .unwrap();
    drop(store);
    let store = blunderdb::library::store::Store::open(&path).unwrap();
    let after = store.decisions(&q).unwrap();
    assert_eq!(before.len(), after.len());
    let mut cubed = 0;
    for (b, a) in before.iter().zip(&after) {
        assert_eq!(a.position_id, b.position_id);
        if a.cube == 1 {
            assert_eq!(a.xgid, b.xgid);
            assert_eq!(a.match_id, b.match_id);
        } else {
            assert_eq!(a.xgid, None);
            assert_eq!(a.match_id, None);
            assert_eq!(a.cube_owner, None);
            cubed += 1;
        }
    }
    assert!(cubed > 0, "m005 has doubled games");
    // The board of such a decision is still drawn, from the position,
    // with the cube's value and a question mark for its owner.
    let d = after.iter().find(|d| d.cube > 1).unwrap();
    let svg = blunderdb::render::board::board_svg(d, blunderdb::i18n::Text::get("en"));
    assert!(!svg.contains("No board"));
    assert!(svg.contains(&format!(">{}?</text>", d.cube)), "{svg}");
    assert!(!svg.contains("data-xgid"));
}
