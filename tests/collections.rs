//! Collections (#28): a named, ordered list of decisions by ref, or a live
//! one following a saved query; shown as `decisions` rows, exported as the
//! HTML report's boards and as XGIDs.

mod common;

use std::path::{Path, PathBuf};

use common::{run, text};
use serde_json::Value;

fn fixtures() -> Option<PathBuf> {
    blunderdb::model::shared::require().map(|s| s.join("fixtures"))
}

fn json(db: &Path, args: &[&str]) -> Value {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {}", text(&o)))
}

fn ok(db: &Path, args: &[&str]) -> String {
    let o = run(db, args);
    assert!(o.status.success(), "{args:?}: {}", text(&o));
    text(&o)
}

fn refs(v: &Value) -> Vec<String> {
    v["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["ref"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn a_listed_collection_keeps_its_order_and_exports() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(&db, &["import", fx.join("xg").to_str().unwrap()]);
    let worst = json(&db, &["decisions", "--limit", "6", "--format", "json"]);
    let r = refs(&worst);
    assert_eq!(r.len(), 6);
    ok(&db, &["collection", "new", "Drill"]);
    // Added in another order, one twice: kept once, in the order added.
    let said = ok(
        &db,
        &[
            "collection",
            "add",
            "drill",
            &r[3],
            &r[0],
            &r[5],
            &r[0],
            &r[1],
        ],
    );
    assert!(said.contains("4 decisions added"), "{said}");
    ok(&db, &["collection", "add", "DRILL", &r[2]]);
    let said = ok(&db, &["collection", "remove", "drill", &r[5]]);
    assert!(said.contains("1 decision taken out"), "{said}");
    let shown = json(&db, &["collection", "show", "drill", "--format", "json"]);
    assert_eq!(shown["name"], "Drill");
    assert_eq!(shown["live"], false);
    let want = vec![r[3].clone(), r[0].clone(), r[1].clone(), r[2].clone()];
    assert_eq!(refs(&shown), want);
    // The rows are those of `decisions`, fields and all.
    let row0 = &worst["decisions"][3];
    assert_eq!(shown["decisions"][0], *row0);
    let list = json(&db, &["collection", "list", "--format", "json"]);
    assert_eq!(
        list,
        serde_json::json!([{"name": "Drill", "live": false, "query": null, "decisions": 4}])
    );
    // XGIDs, one a line, in order.
    let x = dir.path().join("drill.txt");
    ok(
        &db,
        &[
            "collection",
            "export",
            "drill",
            "--xgid",
            x.to_str().unwrap(),
        ],
    );
    let lines: Vec<String> = std::fs::read_to_string(&x)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    let xgids: Vec<String> = shown["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["xgid"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(lines, xgids);
    // The HTML: a board per decision, each with its XGID and ref.
    let h = dir.path().join("drill.html");
    ok(
        &db,
        &[
            "collection",
            "export",
            "drill",
            "--html",
            h.to_str().unwrap(),
        ],
    );
    let html = std::fs::read_to_string(&h).unwrap();
    assert_eq!(html.matches("<svg class=\"board\"").count(), 4);
    for (x, r) in xgids.iter().zip(&want) {
        assert!(html.contains(&format!("data-xgid=\"{x}\"")), "{x}");
        assert!(html.contains(r.as_str()), "{r}");
    }
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(!html.contains("<script"));
    // Deleted: the collection goes, its decisions and their marks stay.
    ok(&db, &["star", &r[0]]);
    let said = ok(&db, &["collection", "delete", "drill"]);
    assert!(said.contains("\"Drill\" deleted"), "{said}");
    assert_eq!(
        json(&db, &["collection", "list", "--format", "json"]),
        serde_json::json!([])
    );
    let o = run(&db, &["collection", "delete", "drill"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let o = run(&db, &["collection", "show", "drill"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let after = json(&db, &["decisions", "--limit", "6", "--format", "json"]);
    assert_eq!(refs(&after), r);
    assert_eq!(after["decisions"][0]["starred"], true);
}

#[test]
fn a_live_collection_follows_its_search() {
    let Some(fx) = fixtures() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    ok(&db, &["import", fx.join("sgf").to_str().unwrap()]);
    let q = "E>80";
    ok(&db, &["collection", "new", "big", "--search", q]);
    let before = json(&db, &["search", q, "--limit", "1000", "--format", "json"]);
    let shown = json(&db, &["collection", "show", "big", "--format", "json"]);
    assert_eq!(shown["live"], true);
    assert_eq!(shown["query"], q);
    assert_eq!(refs(&shown), refs(&before));
    assert_eq!(
        shown["decisions"].as_array().unwrap().len() as u64,
        before["count"].as_u64().unwrap()
    );
    // The library grows: the collection follows.
    ok(&db, &["import", fx.join("xg").to_str().unwrap()]);
    let after = json(&db, &["search", q, "--limit", "1000", "--format", "json"]);
    assert!(after["count"].as_u64() > before["count"].as_u64());
    let shown = json(&db, &["collection", "show", "big", "--format", "json"]);
    assert_eq!(refs(&shown), refs(&after));
    // A live collection is not a list to change; a bad query is refused.
    let r = refs(&after)[0].clone();
    let o = run(&db, &["collection", "add", "big", &r]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("live collection"), "{}", text(&o));
    let o = run(&db, &["collection", "new", "bad", "--search", "P<<"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let list = json(&db, &["collection", "list", "--format", "json"]);
    assert_eq!(list.as_array().unwrap().len(), 1);
    // Its cards: a deck from the collection.
    let due = json(
        &db,
        &["train", "due", "--collection", "big", "--format", "json"],
    );
    assert!(due["total"].as_u64().unwrap() >= after["count"].as_u64().unwrap());
}
