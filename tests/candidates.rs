//! The candidate moves of a board, re-read from the match's file: the
//! numbers are the file's, the best candidate's difference is 0 and the
//! played one's is minus the stored error; a file gone or changed says
//! "source file not found" and is no error.

mod common;

use std::path::Path;

use common::{run as blunderdb, text};
use serde_json::Value;

fn json(db: &Path, args: &[&str]) -> Value {
    let o = blunderdb(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).expect("JSON")
}

fn rows(db: &Path, extra: &[&str]) -> Vec<Value> {
    let mut args = vec!["decisions", "--format", "json"];
    if !extra.contains(&"--limit") {
        args.extend_from_slice(&["--limit", "10000"]);
    }
    args.extend_from_slice(extra);
    json(db, &args)["decisions"].as_array().unwrap().clone()
}

/// m007.sgf (gnuBG 2-ply), game 1, move 72: weak rolls 62 and plays
/// 20/14 20/18, the last of the eight candidates of its `A[7]…`.
#[test]
fn sgf_candidates_are_the_files_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("m007.sgf");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg/m007.sgf");
    std::fs::copy(&fixture, &file).unwrap();
    let db = dir.path().join("lib.db");
    let o = blunderdb(&db, &["import", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));

    let worst = &rows(&db, &["--kind", "checker", "--limit", "1", "--candidates"])[0];
    assert_eq!(worst["game"], 1);
    assert_eq!(worst["move"], 72);
    assert_eq!(worst["played"], "20/14 20/18");
    let c = &worst["candidates"];
    assert_eq!(c["status"], "found", "{c}");
    let list = c["candidates"].as_array().unwrap();
    // The file: A[7][qwqs E ver 3 … -0.026828 …][bhqs … -0.195488 …]…[ekeg … -1.478374 …]
    let file_says = [
        ("8/2 8/6", -0.026828),
        ("23/17 8/6", -0.195488),
        ("23/17 17/15", -0.277591),
        ("8/2 20/18", -0.946292),
        ("20/14 8/6", -0.950726),
        ("20/14 14/12", -0.993179),
        ("23/17 20/18", -1.176786),
        ("20/14 20/18", -1.478374),
    ];
    assert_eq!(list.len(), file_says.len());
    for (k, (c, (mv, eq))) in list.iter().zip(file_says).enumerate() {
        assert_eq!(c["rank"], k + 1);
        assert_eq!(c["move"], mv);
        let e = c["equity"].as_f64().unwrap();
        assert!((e - eq).abs() < 1e-6, "candidate {k}: {e} vs {eq}");
        let d = c["diff"].as_f64().unwrap();
        assert!(
            (d - (eq - -0.026828)).abs() < 1e-6,
            "candidate {k}: diff {d}"
        );
        assert_eq!(c["played"], k == 7);
    }
    assert_eq!(list[0]["diff"].as_f64(), Some(0.0));
    let error = worst["error"].as_f64().unwrap();
    assert!((error - 1.451546).abs() < 1e-6, "{error}");
    assert!((list[7]["diff"].as_f64().unwrap() + error).abs() < 1e-6);

    // Every analysed checker play of the match: the best at 0, one played
    // move, whose difference is minus the stored error; cube decisions
    // have none.
    let all = rows(&db, &["--candidates"]);
    let mut found = 0;
    for r in &all {
        let c = &r["candidates"];
        if r["kind"] != "checker" {
            assert_eq!(c["status"], "none", "{r}");
            continue;
        }
        if c["status"] != "found" {
            continue;
        }
        found += 1;
        let list = c["candidates"].as_array().unwrap();
        assert_eq!(list[0]["diff"].as_f64(), Some(0.0));
        let played: Vec<&Value> = list.iter().filter(|k| k["played"] == true).collect();
        assert_eq!(played.len(), 1, "{r}");
        let d = played[0]["diff"].as_f64().unwrap();
        assert!((d + r["error"].as_f64().unwrap()).abs() < 1e-6, "{r}");
        // (Its text may differ from the played move's: 18/16 16/13 is
        // gnuBG's 18/15 15/13; the index in `A[]` says which it is.)
    }
    assert!(found > 50, "{found}");
    // Without --candidates the JSON has none (the file is not read).
    assert!(rows(&db, &["--limit", "3"])[0].get("candidates").is_none());

    // The text lists them too, the played one marked.
    let o = blunderdb(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "1",
            "--candidates",
        ],
    );
    assert!(o.status.success());
    let t = String::from_utf8_lossy(&o.stdout);
    assert!(t.contains("8. 20/14 20/18"), "{t}");
    assert!(t.contains("← played"), "{t}");

    // The report's boards carry them too: the first five and the played one.
    let html_path = dir.path().join("r.html");
    let o = blunderdb(
        &db,
        &[
            "report",
            "--html",
            html_path.to_str().unwrap(),
            "--limit",
            "3",
        ],
    );
    assert!(o.status.success(), "{}", text(&o));
    let html = std::fs::read_to_string(&html_path).unwrap();
    assert!(html.contains(r#"<table class="cands">"#));
    assert!(html.contains(
        r#"<tr class="played"><td>8</td><td class="mv">20/14 20/18</td><td>-1.478</td><td>-1.452</td>"#
    ), "{html}");

    // The file changed (another match in its place) or gone: not an error.
    std::fs::write(&file, b"(;FF[4]GM[6]MI[length:1]PW[a]PB[b])").unwrap();
    let r = &rows(&db, &["--kind", "checker", "--limit", "1", "--candidates"])[0];
    assert_eq!(r["candidates"]["status"], "source_not_found", "{r}");
    std::fs::remove_file(&file).unwrap();
    let r = &rows(&db, &["--kind", "checker", "--limit", "1", "--candidates"])[0];
    assert_eq!(r["candidates"]["status"], "source_not_found");
    let o = blunderdb(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "1",
            "--candidates",
        ],
    );
    assert!(o.status.success(), "{}", text(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("candidates: source file not found"));
}

/// XG's own files: the best (XG's choice) at 0, one played move per list
/// (found by its resulting position), whose difference is minus the
/// stored error wherever XG charged one.
#[test]
fn xg_candidates_are_the_files_numbers() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let xg = shared.join("fixtures/xg");
    let o = blunderdb(&db, &["import", xg.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let all = rows(&db, &["--kind", "checker", "--candidates"]);
    let (mut found, mut exact) = (0, 0);
    for r in &all {
        let c = &r["candidates"];
        assert_eq!(c["status"], "found", "{r}");
        found += 1;
        let list = c["candidates"].as_array().unwrap();
        assert_eq!(list[0]["diff"].as_f64(), Some(0.0));
        let played: Vec<&Value> = list.iter().filter(|k| k["played"] == true).collect();
        assert_eq!(played.len(), 1, "{r}");
        let d = played[0]["diff"].as_f64().unwrap();
        let error = r["error"].as_f64().unwrap();
        if (d + error).abs() < 1e-6 {
            exact += 1;
        } else {
            // XG charged nothing there (its ErrMove is its own figure,
            // the list's tail may be of a lower level).
            assert_eq!(error, 0.0, "{r}");
        }
    }
    assert!(found > 1000, "{found}");
    assert!(exact * 100 >= found * 99, "{exact} of {found}");
}
