//! `blunderdb search` on the command line: its JSON, the saved searches,
//! and its usage errors.

mod common;

use common::{run, text};
use serde_json::Value;

#[test]
fn search_prints_counts_rows_and_keeps_saved_searches() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let corpus = shared.join("oracle").join("corpus");
    let o = run(&db, &["import", corpus.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(
        &db,
        &["search", "nc P<90", "--limit", "5", "--format", "json"],
    );
    assert!(o.status.success(), "{}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["query"], "nc P<90");
    let count = v["count"].as_u64().unwrap();
    assert!(count > 5, "{count}");
    let rows = v["decisions"].as_array().unwrap();
    assert_eq!(rows.len(), 5);
    for r in rows {
        assert_eq!(r["contact"], false, "{r}");
        let pips = r["pips"][0].as_u64().unwrap();
        assert!(pips <= 90, "{r}");
        assert!(r["phase"] == "race" || r["phase"] == "bearoff", "{r}");
        assert_eq!(r["plan"], "race", "{r}");
        assert!(r["xgid"].as_str().is_some_and(|x| x.starts_with("XGID=")));
    }
    assert!(v["next"].as_str().is_some());
    // The next page starts where this one ended.
    let next = v["next"].as_str().unwrap().to_string();
    let o = run(
        &db,
        &[
            "search", "nc P<90", "--limit", "5", "--after", &next, "--format", "json",
        ],
    );
    let w: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(w["count"], v["count"]);
    assert_ne!(w["decisions"][0], v["decisions"][0]);
    // Saved searches.
    let o = run(&db, &["search", "save", "Short races", "nc P<90"]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(&db, &["search", "list", "--format", "json"]);
    let l: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(l[0]["name"], "Short races");
    assert_eq!(l[0]["query"], "nc P<90");
    let o = run(
        &db,
        &[
            "search",
            "run",
            "short races",
            "--limit",
            "5",
            "--format",
            "json",
        ],
    );
    let r: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(r["count"], v["count"]);
    let o = run(&db, &["search", "remove", "Short races"]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(&db, &["search", "list"]);
    assert!(text(&o).contains("No saved searches"), "{}", text(&o));
    // Bad input: usage errors naming what is wrong.
    for (args, says) in [
        (&["search", "P<70 foo"][..], "\"foo\" (character 6)"),
        (&["search", "P90,60"][..], "P90,60"),
        (&["search", "save", "bad", "m\"6/1"][..], "m\"6/1"),
        (
            &["search", "run", "nothing"][..],
            "no saved search named \"nothing\"",
        ),
        (
            &["search", "remove", "nothing"][..],
            "no saved search named \"nothing\"",
        ),
        (&["search"][..], "give a query"),
        (&["search", "nc", "--limit", "0"][..], "a page holds 1 to"),
    ] {
        let o = run(&db, args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(says), "{args:?}: {}", text(&o));
    }
}
