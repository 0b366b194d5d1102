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

/// The refs of a search's rows (every row: one page of up to 1000).
fn refs_of(db: &std::path::Path, query: &str) -> (u64, std::collections::BTreeSet<String>) {
    let o = run(
        db,
        &["search", query, "--limit", "1000", "--format", "json"],
    );
    assert!(o.status.success(), "{query}: {}", text(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = v["decisions"].as_array().unwrap();
    assert!(v["next"].is_null(), "{query}: one page");
    let refs = rows
        .iter()
        .map(|r| r["ref"].as_str().unwrap().to_string())
        .collect();
    (v["count"].as_u64().unwrap(), refs)
}

#[test]
fn search_finds_stars_tags_and_comment_words() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let file = shared.join("oracle").join("corpus").join("m001.sgf");
    let o = run(&db, &["import", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));
    let o = run(&db, &["search", "", "--limit", "1000", "--format", "json"]);
    let all: Value = serde_json::from_slice(&o.stdout).unwrap();
    let rows = all["decisions"].as_array().unwrap().clone();
    assert!(rows.len() > 20, "{}", rows.len());
    let r = |i: usize| rows[i]["ref"].as_str().unwrap().to_string();
    // Errors: worst first, so row 0 is above 20 millipoints and the last
    // rows below.
    let big = |row: &Value| {
        row["error"]
            .as_f64()
            .is_some_and(|e| (e * 1000.0).round() >= 20.0)
    };
    assert!(big(&rows[0]));
    let small = rows.len() - 1;
    assert!(!big(&rows[small]));
    let (r0, r1, r2, r3) = (r(0), r(small), r(3), r(small - 1));
    for args in [
        vec!["star", r0.as_str()],
        vec!["star", r2.as_str()],
        vec!["tag", "add", r0.as_str(), "T"],
        vec!["tag", "add", r1.as_str(), "t", "other"],
        vec!["comment", r2.as_str(), "Too BOLD here"],
        vec!["comment", r3.as_str(), "quiet"],
    ] {
        let o = run(&db, &args);
        assert!(o.status.success(), "{args:?}: {}", text(&o));
    }
    let set = |v: &[&String]| v.iter().map(|s| s.to_string()).collect();
    let every: std::collections::BTreeSet<String> = (0..rows.len()).map(r).collect();
    assert_eq!(refs_of(&db, "starred").1, set(&[&r0, &r2]));
    assert_eq!(refs_of(&db, "#t E>20").1, set(&[&r0]));
    assert_eq!(refs_of(&db, "#t").1, set(&[&r0, &r1]));
    assert_eq!(refs_of(&db, "#other").1, set(&[&r1]));
    let (n, not_t) = refs_of(&db, "!#t");
    assert_eq!(n as usize, rows.len() - 2);
    let want: std::collections::BTreeSet<String> = every
        .iter()
        .filter(|x| **x != r0 && **x != r1)
        .cloned()
        .collect();
    assert_eq!(not_t, want);
    assert_eq!(refs_of(&db, "t\"bold\"").1, set(&[&r2]));
    assert_eq!(refs_of(&db, "t'BOL'").1, set(&[&r2]));
    assert_eq!(refs_of(&db, "starred !t\"bold\"").1, set(&[&r0]));
    assert_eq!(refs_of(&db, "xstarred #t").1, set(&[&r1]));
    // The filters and the figures stay those of the rows.
    let big_refs: std::collections::BTreeSet<String> = rows
        .iter()
        .filter(|x| big(x))
        .map(|x| x["ref"].as_str().unwrap().to_string())
        .collect();
    let (_, got) = refs_of(&db, "!starred E>20");
    let want: std::collections::BTreeSet<String> = big_refs
        .iter()
        .filter(|x| **x != r0 && **x != r2)
        .cloned()
        .collect();
    assert_eq!(got, want);
    // A tag with nothing after `#`, a comment word without quotes.
    for bad in ["#", "t", "tbold"] {
        let o = run(&db, &["search", bad, "--format", "json"]);
        assert_eq!(o.status.code(), Some(2), "{bad}: {}", text(&o));
    }
}

/// Every row of `query`'s list, walked page by page through the binary:
/// each page asked for `--after` the previous page's `next`, passed as a
/// separate argument (as a user pastes it). Returns the rows and the
/// cursors used.
fn walk(db: &std::path::Path, query: &str, limit: usize) -> (Vec<Value>, Vec<String>) {
    let limit = limit.to_string();
    let (mut rows, mut cursors): (Vec<Value>, Vec<String>) = (Vec::new(), Vec::new());
    loop {
        let mut args = vec!["search", query, "--limit", &limit, "--format", "json"];
        if let Some(c) = cursors.last() {
            args.extend(["--after", c.as_str()]);
        }
        let o = run(db, &args);
        assert!(o.status.success(), "{args:?}: {}", text(&o));
        let v: Value = serde_json::from_slice(&o.stdout).unwrap();
        let page = v["decisions"].as_array().unwrap();
        assert!(page.len() <= limit.parse().unwrap());
        rows.extend(page.iter().cloned());
        match v["next"].as_str() {
            Some(c) => cursors.push(c.to_string()),
            None => return (rows, cursors),
        }
        assert!(cursors.len() < 100, "{query}: the walk never ends");
    }
}

/// Issue #41: a `next` cursor works as given. A page that ended on a
/// decision of no error gave `-0,…` and one of an unknown error `-,…`,
/// which `--after -0,…` took for an option. New cursors never begin with
/// `-`, every page after one holds the list's next rows (walking the
/// list gives each row once, in order), and the old cursors still read.
#[test]
fn search_cursors_page_on_as_given() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("l.db");
    let mut import = vec!["import".to_string()];
    for d in ["oracle/corpus", "fixtures/sgf", "fixtures/xg"] {
        import.push(shared.join(d).to_string_lossy().into_owned());
    }
    let import: Vec<&str> = import.iter().map(String::as_str).collect();
    let o = run(&db, &import);
    assert!(o.status.success(), "{}", text(&o));
    // Short races of either side: errors, zeros and a few unknown errors.
    let query = "P<40";
    let o = run(
        &db,
        &["search", query, "--limit", "1000", "--format", "json"],
    );
    assert!(o.status.success(), "{}", text(&o));
    let all: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(all["next"].is_null(), "one page holds the whole list");
    let all = all["decisions"].as_array().unwrap().clone();
    let first_zero = all.iter().position(|r| r["error"] == 0.0);
    let first_unknown = all.iter().position(|r| r["error"].is_null());
    let (Some(zero), Some(unknown)) = (first_zero, first_unknown) else {
        panic!("the fixtures' short races hold zeros and unknown errors");
    };
    // Pages ending on the first zero (and every `zero + 1` rows on), and
    // on the first unknown error.
    // The old cursor is the new one written as before: `-0,…` / `-,…`.
    for (limit, first_cursor, old_prefix) in [(zero + 1, "0,", "-0,"), (unknown + 1, "none,", "-,")]
    {
        let (rows, cursors) = walk(&db, query, limit);
        assert!(cursors[0].starts_with(first_cursor), "{cursors:?}");
        for c in &cursors {
            assert!(!c.starts_with('-'), "{c}");
        }
        assert_eq!(rows.len(), all.len(), "limit {limit}: each row once");
        assert!(
            rows == all,
            "limit {limit}: the pages are the list in order"
        );
        // The old cursor, both as a separate argument and after `=`.
        let old = cursors[0].replacen(first_cursor, old_prefix, 1);
        let page = |after: &[&str]| {
            let limit = limit.to_string();
            let mut args = vec!["search", query, "--limit", &limit, "--format", "json"];
            args.extend_from_slice(after);
            let o = run(&db, &args);
            assert!(o.status.success(), "{after:?}: {}", text(&o));
            let v: Value = serde_json::from_slice(&o.stdout).unwrap();
            v["decisions"].as_array().unwrap().clone()
        };
        let want = &all[limit..(2 * limit).min(all.len())];
        assert_eq!(page(&["--after", &old]), want, "--after {old}");
        assert_eq!(page(&[&format!("--after={old}")]), want, "--after={old}");
    }
}
