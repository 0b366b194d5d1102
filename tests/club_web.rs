//! A club's members keep their own marks in the club (#40): on `serve
//! --web`, each member's stars, tags, comments, saved searches,
//! collections and training are kept in PostgreSQL under their token and
//! put back into every page they sign in to, on any device and after the
//! server restarts; another member of the same club, and the club's
//! library itself, see none of them. (The page itself is driven in
//! Chromium by `src-tauri/tests/browser.rs`.)

mod common;
mod server_support;

use std::path::Path;

use common::page::{agent, Page};
use serde_json::{json, Value};
use server_support::{Pg, Server};

fn sign_in(base: &str, token: &str) -> Page {
    let agent = agent();
    let mut res = agent
        .post(format!("{base}/api/v1/signin"))
        .send_json(json!({ "token": token }))
        .unwrap();
    assert_eq!(res.status().as_u16(), 200, "signed in");
    let cookie = res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let v: Value = res.body_mut().read_json().unwrap();
    let page = Page {
        agent,
        base: base.to_string(),
        cookie,
        csrf: v["csrf"].as_str().unwrap().to_string(),
    };
    let mut res = page
        .agent
        .get(format!("{base}/api/v1/session"))
        .header("Cookie", &page.cookie)
        .call()
        .unwrap();
    let s: Value = res.body_mut().read_json().unwrap();
    assert_eq!(
        s["may"],
        json!({"write": false, "own": true, "local": false}),
        "a member reads the club and keeps their own marks"
    );
    page
}

impl Page {
    /// What the member keeps, as their page shows it: the marks of each
    /// of `refs`, the saved searches, the collections and the cards.
    fn own(&self, refs: &[String]) -> Value {
        let marks: Vec<Value> = refs
            .iter()
            .map(|r| self.ok("marks", json!({ "reference": r })))
            .collect();
        let collections = self.ok("collections", Value::Null);
        let due = self.ok("train_due", json!({"deck": {"kind": "all"}}));
        json!({
            "marks": marks,
            "saved": self.ok("saved_searches", Value::Null),
            "collections": collections,
            "cards": due["total"],
        })
    }
}

#[test]
#[cfg_attr(windows, ignore = "needs PostgreSQL, a Linux server here")]
fn a_members_own_marks_are_theirs_on_every_page_and_nobody_elses() {
    let Some(pg) = Pg::start() else { return };
    let mut server = Server::start(&pg, "club_own", &["--web"], &[]);
    let admin = server.club("Tuesday club");
    let (ann_id, ann) = server.token("Tuesday club", "reader");
    let (bob_id, bob) = server.token("Tuesday club", "reader");
    let other = server.club("Other club");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut files: Vec<String> = std::fs::read_dir(&fixtures)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .filter(|p| p.ends_with(".sgf"))
        .collect();
    files.sort();
    let mut import = vec!["import"];
    import.extend(files.iter().take(3).map(String::as_str));
    server.ok(&admin, &import);
    server.ok(&other, &import);

    // Ann's page: three decisions of the club's worst.
    let a = sign_in(&server.url, &ann);
    let found = a.ok(
        "search",
        json!({"req": {"query": "E>40", "limit": 3, "boards": false}}),
    );
    let refs: Vec<String> = found["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ref"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(refs.len(), 3, "{found}");
    let nothing = a.own(&refs);

    // Ann stars, tags, comments, saves a search, makes a collection and
    // trains on it.
    let starred = a.ok("mark_star", json!({"reference": refs[0], "on": true}));
    assert_eq!(starred["starred"], true, "{starred}");
    a.ok(
        "mark_tags",
        json!({"reference": refs[1], "tags": ["prime", "timing"], "add": true}),
    );
    a.ok(
        "mark_comment",
        json!({"reference": refs[1], "comment": "count the shots first"}),
    );
    a.ok("save_search", json!({"name": "big ones", "query": "E>40"}));
    a.ok(
        "collection_new",
        json!({"name": "tuesday", "query": null, "saved": null}),
    );
    a.ok(
        "collection_change",
        json!({"name": "tuesday", "refs": [refs[0], refs[2]], "add": true}),
    );
    let due = a.ok(
        "train_due",
        json!({"deck": {"kind": "collection", "name": "tuesday"}}),
    );
    // The first is a cube decision: a card for the doubler, one for the taker.
    assert_eq!(due["total"], 3, "{due}");
    let doubler = due["cards"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["side"] == "doubler")
        .unwrap_or_else(|| panic!("{due}"));
    let answered = a.ok(
        "train_answer",
        json!({"card": doubler["card"], "answer": "double"}),
    );
    assert_eq!(answered["grade"], "close", "{}", answered["grade"]);
    let ann_sees = a.own(&refs);
    assert_ne!(ann_sees, nothing);
    assert_eq!(ann_sees["marks"][0]["starred"], true);
    assert_eq!(ann_sees["marks"][1]["tags"], json!(["prime", "timing"]));
    assert_eq!(
        ann_sees["marks"][1]["comments"][0]["text"],
        "count the shots first"
    );
    assert_eq!(ann_sees["saved"][0]["query"], "E>40");
    assert_eq!(ann_sees["collections"][0]["count"], 2);
    assert_eq!(ann_sees["cards"], 3);

    // Bob, of the same club, sees none of it; his own are his.
    let b = sign_in(&server.url, &bob);
    assert_eq!(b.own(&refs), nothing, "Bob sees none of Ann's marks");
    b.ok("mark_star", json!({"reference": refs[2], "on": true}));
    assert_eq!(a.own(&refs), ann_sees, "Bob's star is not Ann's");

    // Ann on another device: the same; and what she changes there is on
    // her first page's next command.
    let a2 = sign_in(&server.url, &ann);
    assert_eq!(a2.own(&refs), ann_sees);
    a2.ok("mark_star", json!({"reference": refs[0], "on": false}));
    a2.ok("remove_search", json!({"name": "big ones"}));
    let now = a.own(&refs);
    assert_eq!(now["marks"][0]["starred"], false, "{now}");
    assert_eq!(now["saved"], json!([]));
    assert_eq!(now["marks"][1], ann_sees["marks"][1]);
    assert_eq!(now["cards"], 3);

    // The club's libraries (the server's read models) hold none of it.
    let mut libraries = Vec::new();
    let mut dirs = vec![server.cache.path().to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.file_name().is_some_and(|n| n == "library.db") {
                libraries.push(p);
            }
        }
    }
    assert_eq!(libraries.len(), 2, "{libraries:?}");
    for l in &libraries {
        let s = blunderdb::library::store::Store::open(l).unwrap();
        assert!(s.starred_keys().unwrap().is_empty(), "{}", l.display());
        assert!(s.tag_counts().unwrap().is_empty());
        assert!(s.saved_searches().unwrap().is_empty());
        assert!(s.collections().unwrap().is_empty());
        assert!(s.cards().unwrap().is_empty());
    }
    // A server started again: the marks are in PostgreSQL.
    let pg_url = server.pg_url.clone();
    drop(server);
    server = Server::on(&pg_url, &["--web"], &[]);
    let a3 = sign_in(&server.url, &ann);
    assert_eq!(a3.own(&refs), now, "Ann's marks after a restart");
    let b2 = sign_in(&server.url, &bob);
    let bob_sees = b2.own(&refs);
    assert_eq!(bob_sees["marks"][2]["starred"], true);
    assert_eq!(bob_sees["marks"][0]["starred"], false);
    assert_eq!(bob_sees["saved"], json!([]));
    assert_eq!(bob_sees["cards"], 0);

    // Stored under Ann's token, Bob's, and nobody else's.
    let owners = pg.sql(
        "club_own",
        "SELECT string_agg(DISTINCT token_id::text, ',') FROM member_own_tables",
    );
    let mut want = [ann_id, bob_id];
    want.sort();
    assert_eq!(owners, format!("{},{}", want[0], want[1]));
    // Ann changed her rows in ten commands (star, tags, comment, save,
    // new collection, its decisions, the cards made, the answer, unstar,
    // remove) and Bob in one: the many that only read stored nothing.
    let versions = pg.sql(
        "club_own",
        &format!("SELECT version FROM member_own WHERE token_id IN ({ann_id}, {bob_id}) ORDER BY token_id = {bob_id}"),
    );
    assert_eq!(versions, "10\n1");

    // Ann's collection comes to her browser as a download (its XGIDs);
    // Bob has no collection of that name.
    let d = a3.download(
        "collection_export",
        "tuesday.txt",
        json!({"name": "tuesday", "xgid": true}),
    );
    assert_eq!(d.status, 200, "{}", String::from_utf8_lossy(&d.body));
    assert_eq!(String::from_utf8_lossy(&d.body).matches("XGID=").count(), 2);
    let d = b2.download(
        "collection_export",
        "tuesday.txt",
        json!({"name": "tuesday", "xgid": true}),
    );
    assert_eq!(d.status, 400, "Bob has no collection named tuesday");

    // A mark on a decision that is not in the club: refused, nothing kept.
    let (status, v) = a3.call(
        "mark_star",
        json!({"reference": "no-such-match-1-1", "on": true}),
    );
    assert_eq!(status, 400, "{v}");
    assert_eq!(a3.own(&refs), now);
    // A page of another club does not see Ann's, even on the same matches.
    let (_, carol) = server.token("Other club", "reader");
    let c = sign_in(&server.url, &carol);
    let theirs = c.ok(
        "search",
        json!({"req": {"query": "E>40", "limit": 3, "boards": false}}),
    );
    let other_refs: Vec<String> = theirs["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ref"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(other_refs, refs, "the same matches, the same refs");
    assert_eq!(c.own(&refs), nothing);
}
