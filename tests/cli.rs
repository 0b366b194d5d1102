//! The `blunderdb` command line, run as a user runs it, on real files.

mod common;

use std::path::{Path, PathBuf};

use common::run;
use serde_json::Value;

fn json(db: &Path, args: &[&str]) -> Value {
    let out = run(db, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON output")
}

fn fixture(shared: &Path, sub: &str, name: &str) -> String {
    shared
        .join("fixtures")
        .join(sub)
        .join(name)
        .display()
        .to_string()
}

fn r2(v: &Value) -> String {
    format!("{:.2}", v.as_f64().expect("a number"))
}
fn r3(v: &Value) -> String {
    format!("{:.3}", v.as_f64().expect("a number"))
}

#[test]
fn xg_figures_equal_what_xg_prints() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let out = run(
        &db,
        &[
            "import",
            &fixture(&shared, "xg", "charlot1-charlot2_7p_2025-11-08-2305.xg"),
            &fixture(&shared, "xg", "test.xg"),
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let ms = json(&db, &["matches", "--format", "json"]);
    let ms = ms.as_array().unwrap();
    assert_eq!(ms.len(), 2);
    let charlot = &ms[0];
    assert_eq!(charlot["format"], "xg");
    assert_eq!(charlot["length"], 7);
    assert_eq!(charlot["winner"], 1);
    assert_eq!(charlot["points"], serde_json::json!([7, 2]));
    let [p1, p2] = [&charlot["players"][0], &charlot["players"][1]];
    assert_eq!(
        (p1["name"].as_str(), p2["name"].as_str()),
        (Some("charlot1"), Some("charlot2"))
    );
    // XG's own statistics window (fixture-references.md §1).
    assert_eq!(
        (r2(&p1["pr"]), r2(&p2["pr"])),
        ("0.39".into(), "0.42".into())
    );
    assert_eq!(
        (p1["decisions"].as_u64(), p2["decisions"].as_u64()),
        (Some(90), Some(79))
    );
    assert_eq!(
        (
            p1["checker_unforced"].as_u64(),
            p2["checker_unforced"].as_u64()
        ),
        (Some(85), Some(64))
    );
    // XG's "double decisions" + "take decisions": 3 + 2 and 13 + 2.
    assert_eq!(
        (p1["close_cube"].as_u64(), p2["close_cube"].as_u64()),
        (Some(5), Some(15))
    );
    assert_eq!(
        (r3(&p1["error_emg"]), r3(&p2["error_emg"])),
        ("0.070".into(), "0.066".into())
    );
    assert_eq!(
        (r3(&p1["checker_error_emg"]), r3(&p2["checker_error_emg"])),
        ("0.070".into(), "0.058".into())
    );
    assert_eq!(
        (r3(&p1["cube_error_emg"]), r3(&p2["cube_error_emg"])),
        ("0.000".into(), "0.008".into())
    );
    assert_eq!(
        (r2(&p1["mwc_loss_pct"]), r2(&p2["mwc_loss_pct"])),
        ("0.76".into(), "0.91".into())
    );
    assert_eq!(
        (
            r2(&p1["checker_mwc_loss_pct"]),
            r2(&p2["checker_mwc_loss_pct"])
        ),
        ("0.76".into(), "0.85".into())
    );
    assert_eq!(
        (r2(&p1["cube_mwc_loss_pct"]), r2(&p2["cube_mwc_loss_pct"])),
        ("0.00".into(), "0.05".into())
    );
    // test.xg: total MWC loss as XG prints it.
    let t = &ms[1];
    assert_eq!(t["players"][0]["name"], "Kévin Unger");
    assert_eq!(
        (
            r2(&t["players"][0]["mwc_loss_pct"]),
            r2(&t["players"][1]["mwc_loss_pct"])
        ),
        ("30.03".into(), "51.20".into())
    );
}

#[test]
fn json_names_are_exact_and_unknown_is_null() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let out = run(
        &db,
        &[
            "import",
            &fixture(
                &shared,
                "mat",
                "JuliaH_-_Llabba_13pt_Backgammon_Studio_2023_01_18_18_32_47.txt",
            ),
        ],
    );
    assert!(out.status.success());
    let ms = json(&db, &["matches", "--format", "json"]);
    let m = &ms[0];
    let keys: Vec<&str> = m.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    for k in [
        "id", "source", "format", "length", "games", "winner", "points", "players",
    ] {
        assert!(keys.contains(&k), "missing {k}");
    }
    assert_eq!(m["format"], "mat");
    assert!(m["source"].as_str().unwrap().ends_with(".txt"));
    let p = m["players"][0].as_object().unwrap();
    let want = blunderdb::queries::report::PLAYER_KEYS;
    assert_eq!(p.keys().len(), want.len());
    for k in want {
        assert!(p.contains_key(*k), "missing {k}");
    }
    // A transcript carries no analysis: unknown, never zero.
    for k in [
        "pr",
        "pr_checker",
        "pr_cube",
        "snowie_er",
        "error_emg",
        "mwc_loss_pct",
        "luck_emg",
        "errors",
        "blunders",
        "checker_unforced",
        "decisions",
    ] {
        assert!(p[k].is_null(), "{k} should be null, is {}", p[k]);
    }
    assert!(p["checker_total"].as_u64().unwrap() > 100);
    assert_eq!(p["luck_rolls"], 0);
    assert_eq!(m["winner"], 2, "Llabba won 13-11");
    assert_eq!(m["points"], serde_json::json!([11, 13]));

    let s = json(&db, &["stats", "--player", "llabba", "--format", "json"]);
    assert_eq!(s["name"], "Llabba");
    assert_eq!(
        (
            s["matches"].as_u64(),
            s["wins"].as_u64(),
            s["losses"].as_u64()
        ),
        (Some(1), Some(1), Some(0))
    );
    assert!(s["pr"].is_null());
    assert_eq!(s["histogram"].as_array().unwrap().len(), 6);
    assert!(s["histogram"][0]["count"].is_null());
}

#[test]
fn stats_players_and_thresholds_from_the_command_line() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let sgf = fixture(&shared, "sgf", "test.sgf");
    assert!(run(&db, &["import", &sgf]).status.success());
    let s = json(
        &db,
        &["stats", "--player", "Maxence Job", "--format", "json"],
    );
    assert_eq!(s["thresholds"]["error"], 0.05);
    let hist: u64 = s["histogram"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["count"].as_u64().unwrap())
        .sum();
    assert_eq!(
        Some(hist),
        s["decisions"].as_u64(),
        "the histogram covers every counted decision"
    );
    let blunders_default = s["blunders"].as_u64().unwrap();

    let out = run(&db, &["thresholds", "--preset", "xg"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("0.020"));
    let s = json(
        &db,
        &["stats", "--player", "Maxence Job", "--format", "json"],
    );
    // XG's blunder mark (0.080) is lower than blunderDB's (0.100): more blunders, the
    // exact count the library computes from the decisions.
    let m = blunderdb::formats::parse(&std::fs::read(&sgf).unwrap()).unwrap();
    let want = blunderdb::metrics::match_tally(&m, 1, &blunderdb::metrics::Thresholds::XG)
        .figures(blunderdb::metrics::DecisionFilter::All);
    assert_eq!(s["blunders"].as_u64(), want.blunders);
    assert_eq!(s["errors"].as_u64(), want.errors);
    assert!(s["blunders"].as_u64().unwrap() > blunders_default);
    let out = run(&db, &["thresholds", "--error", "0.1", "--blunder", "0.05"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("must not be above"));

    let csv = run(&db, &["players", "--format", "csv"]);
    let text = String::from_utf8(csv.stdout).unwrap();
    let mut lines = text.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("name,matches,wins,losses,mwc_loss_per_match_pct,checker_total"));
    assert_eq!(lines.count(), 2);
    // Over all players a match counts once; per player, once each.
    let all = json(&db, &["stats", "--format", "json"]);
    assert_eq!(all["matches"], 1);
    let players = json(&db, &["players", "--format", "json"]);
    assert!(players
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["matches"] == 1));
    // One match: the MWC loss per match is the match's MWC loss.
    let job = json(
        &db,
        &["stats", "--player", "Maxence Job", "--format", "json"],
    );
    assert_eq!(job["mwc_loss_per_match_pct"], job["mwc_loss_pct"]);
    assert_eq!(players.as_array().unwrap().len(), 2);
}

#[test]
fn exit_codes_say_what_happened() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let bad: PathBuf = dir.path().join("broken.sgf");
    std::fs::write(&bad, b"(;FF[4]GM[6]MI[length:7]PW[a]PB[b];W[3").unwrap();
    let good = fixture(&shared, "sgf", "match1486073_analyzed.sgf");
    let out = run(&db, &["import", bad.to_str().unwrap(), &good]);
    assert_eq!(out.status.code(), Some(1), "a failed file: exit 1");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("failed") && text.contains("broken.sgf"),
        "{text}"
    );
    assert!(text.contains("1 imported"), "the good file is kept: {text}");
    let out = run(&db, &["import", &good]);
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("duplicate"));
    assert_eq!(
        run(&db, &["frobnicate"]).status.code(),
        Some(2),
        "usage error: exit 2"
    );
    assert_eq!(
        run(&db, &["thresholds", "--error", "0.1"]).status.code(),
        Some(2)
    );
}

/// A read on a path that holds no library says so, names the path and
/// makes nothing there (a mistyped `--db` once made an empty library and
/// printed its dashes as figures).
#[test]
fn a_read_on_a_missing_library_names_it_and_makes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("no-such.db");
    for args in [
        &["stats"][..],
        &["players"],
        &["matches"],
        &["decisions"],
        &["search", "nc"],
        &["star", "9f2c41d07ab3-2-14d"],
    ] {
        let out = run(&db, args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("no library at") && err.contains("no-such.db"),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(!db.exists(), "{args:?} made a library");
    }
    // Settings and imports make one, as before.
    assert_eq!(
        run(&db, &["thresholds", "--preset", "xg"]).status.code(),
        Some(0)
    );
    assert!(db.exists());
    let out = run(&db, &["stats", "--format", "json"]);
    assert_eq!(out.status.code(), Some(0));
}
