//! `blunderdb web` over HTTP, as a browser's page uses it (the page itself
//! is driven in Chromium by `src-tauri/tests/browser.rs`): the token it
//! prints is the only way in; a session's commands need its CSRF token;
//! files sent through the page are imported, and the page's figures are
//! the command line's, to the byte; bad requests get their status and
//! change nothing.

mod common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::page::{agent, Page};
use serde_json::{json, Value};

fn shared() -> PathBuf {
    let dir = std::env::var_os("BLUNDERDB_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    assert!(
        dir.join("fixtures").is_dir(),
        "the real fixtures are read from {} (set BLUNDERDB_SHARED)",
        dir.display()
    );
    dir
}

/// A running `blunderdb web` and the address it printed.
struct Web {
    child: Child,
    base: String,
    token: String,
}

impl Drop for Web {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(db: &Path, extra: &[&str]) -> Web {
    let mut child = Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .arg("--db")
        .arg(db)
        .args(["web", "--listen", "127.0.0.1:0"])
        .args(extra)
        .env_remove("BLUNDERDB_DB")
        .env("BLUNDERDB_LANG", "en")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("blunderdb web starts");
    let mut out = BufReader::new(child.stdout.take().expect("its output")).lines();
    let mut url = None;
    for line in out.by_ref() {
        let line = line.expect("a line");
        if let Some(u) = line.trim().strip_prefix("http://") {
            url = Some(format!("http://{u}"));
            break;
        }
    }
    // The rest of what it says, read as a terminal would.
    std::thread::spawn(move || out.for_each(drop));
    let url = url.expect("blunderdb web prints its address");
    let (base, token) = url
        .split_once("/?token=")
        .expect("the address holds the token");
    assert_eq!(token.len(), 64, "a token of 32 random bytes: {token}");
    Web {
        child,
        base: base.to_string(),
        token: token.to_string(),
    }
}

fn sign_in(web: &Web) -> Page {
    let agent = agent();
    let res = agent
        .get(format!("{}/?token={}", web.base, web.token))
        .call()
        .expect("the token's address answers");
    assert_eq!(res.status().as_u16(), 303, "signed in, sent to the page");
    assert_eq!(res.headers()["location"], "/");
    let set = res.headers()["set-cookie"].to_str().unwrap().to_string();
    for part in ["HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(set.contains(part), "the session cookie is {part}: {set}");
    }
    assert!(!set.contains("Secure"), "plain HTTP on loopback: {set}");
    let cookie = set.split(';').next().unwrap().to_string();
    let mut res = agent
        .get(format!("{}/api/v1/session", web.base))
        .header("Cookie", &cookie)
        .call()
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    let s: Value = res.body_mut().read_json().unwrap();
    assert_eq!(
        s["may"],
        json!({"write": true, "own": true, "local": false})
    );
    Page {
        agent,
        base: web.base.clone(),
        cookie,
        csrf: s["csrf"].as_str().unwrap().to_string(),
    }
}

impl Page {
    /// Sends `files` as the page's file picker does (multipart).
    fn upload(&self, files: &[(&str, Vec<u8>)]) -> (u16, Value) {
        let boundary = "blunderdbtestboundary7MA4YWxkTrZu0gW";
        let mut body = Vec::new();
        for (name, bytes) in files {
            body.extend_from_slice(
                format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n").as_bytes(),
            );
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let mut res = self
            .agent
            .post(format!("{}/api/v1/upload", self.base))
            .header("Cookie", &self.cookie)
            .header("X-CSRF-Token", &self.csrf)
            .header(
                "Content-Type",
                &format!("multipart/form-data; boundary={boundary}"),
            )
            .send(&body[..])
            .unwrap();
        (res.status().as_u16(), res.body_mut().read_json().unwrap())
    }

    /// Waits for the event `name` and returns its payload.
    fn event(&self, name: &str) -> Value {
        let until = Instant::now() + Duration::from_secs(60);
        while Instant::now() < until {
            let mut res = self
                .agent
                .get(format!("{}/api/v1/events?after=0", self.base))
                .header("Cookie", &self.cookie)
                .call()
                .unwrap();
            let got: Value = res.body_mut().read_json().unwrap();
            if let Some(e) = got["events"]
                .as_array()
                .unwrap()
                .iter()
                .find(|e| e["event"] == name)
            {
                return e["payload"].clone();
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        panic!("no {name} event within a minute");
    }
}

fn cli_json(db: &Path, args: &[&str]) -> Value {
    let out = common::run(db, args);
    assert!(out.status.success(), "{}", common::text(&out));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Two real files picked in the page land in the library, and the page's
/// figures are the command line's on the same library, byte for byte.
#[test]
fn files_sent_through_the_page_are_imported_and_its_figures_are_the_clis() {
    let shared = shared();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    let web = start(&db, &[]);
    let page = sign_in(&web);
    let sgf = shared.join("fixtures/sgf");
    let xg = shared.join("fixtures/xg");
    let first = |d: &Path, ext: &str| {
        let mut v: Vec<PathBuf> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        v.remove(0)
    };
    let files = [first(&sgf, "sgf"), first(&xg, "xg")];
    let sent: Vec<(&str, Vec<u8>)> = files
        .iter()
        .map(|p| {
            (
                p.file_name().unwrap().to_str().unwrap(),
                std::fs::read(p).unwrap(),
            )
        })
        .collect();
    let (status, v) = page.upload(&sent);
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["files"], 2);
    let done = page.event("import-done");
    assert_eq!(done["total"], 2, "{done}");
    assert_eq!(done["summary"]["failed"], 0, "{done}");
    assert_eq!(done["summary"]["imported"], 2, "{done}");

    let info = page.ok("library_info", Value::Null);
    assert_eq!(info["matches"], 2);
    let stats = page.ok("stats", json!({"filter": {}}));
    let cli = cli_json(&db, &["stats", "--format", "json"]);
    assert_eq!(stats["figures"], cli, "the page's figures are the CLI's");
    assert!(cli["decisions"].as_u64().unwrap() > 100, "{cli}");
    let players = page.ok("players", Value::Null);
    let cli_players = cli_json(&db, &["players", "--format", "json"]);
    assert_eq!(
        serde_json::to_string(&players).unwrap(),
        serde_json::to_string(&cli_players).unwrap(),
        "the Players tab is the CLI's players"
    );
    // One player's figures, as a click on a row asks for them.
    let name = cli_players[0]["name"].as_str().unwrap().to_string();
    let one = page.ok("stats", json!({"filter": {"player": name}}));
    assert_eq!(
        one["figures"],
        cli_json(&db, &["stats", "--player", &name, "--format", "json"])
    );
}

/// What the app writes to a file the user names comes to a browser as a
/// download: the Players tab's CSV (the command line's, byte for byte), a
/// report, a board's picture, a collection's XGIDs and its Anki package
/// (a zip holding Anki's SQLite file); a name of the wrong kind, a command
/// that is not an export and a request without the CSRF token are refused.
#[test]
fn exports_come_to_the_browser_as_downloads() {
    let shared = shared();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    let file = shared.join("fixtures/xg/charlot1-charlot2_7p_2025-11-08-2305.xg");
    common::run(&db, &["import", file.to_str().unwrap()]);
    let web = start(&db, &[]);
    let page = sign_in(&web);
    let down = |command: &str, file: &str, args: Value| {
        let d = page.download(command, file, args);
        (d.status, d.kind, d.disposition, d.answer, d.body)
    };

    let (status, kind, disposition, answer, csv) =
        down("export_players_csv", "blunderdb-players.csv", json!({}));
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&csv));
    assert_eq!(kind, "text/csv; charset=utf-8");
    assert!(
        disposition.starts_with("attachment; filename=\"blunderdb-players.csv\""),
        "{disposition}"
    );
    assert_eq!(answer, "2", "two players");
    let cli = common::run(&db, &["players", "--format", "csv"]);
    assert_eq!(csv, cli.stdout, "the page's CSV is the command line's");

    let (status, kind, _, _, html) = down(
        "export_report",
        "report.html",
        json!({"filter": {}, "limit": 5}),
    );
    assert_eq!((status, kind.as_str()), (200, "text/html; charset=utf-8"));
    let html = String::from_utf8(html).unwrap();
    assert!(
        html.contains("charlot1") && html.contains("</html>"),
        "{html}"
    );

    // A decision's picture, then a collection of three decisions.
    let v = page.ok(
        "search",
        json!({"req": {"query": "E>5", "limit": 3, "boards": false}}),
    );
    let refs: Vec<&str> = v["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["ref"].as_str().unwrap())
        .collect();
    assert_eq!(refs.len(), 3, "{v}");
    let (status, kind, _, answer, svg) = down(
        "picture_save",
        &format!("{}.svg", refs[0]),
        json!({"reference": refs[0], "analysis": true}),
    );
    assert_eq!((status, kind.as_str()), (200, "image/svg+xml"));
    assert_eq!(
        answer,
        svg.len().to_string(),
        "the answer is the bytes written"
    );
    assert!(svg.starts_with(b"<svg"));
    let (status, kind, _, _, png) = down(
        "picture_save",
        "board.png",
        json!({"reference": refs[0], "analysis": false}),
    );
    assert_eq!((status, kind.as_str()), (200, "image/png"));
    assert!(png.starts_with(b"\x89PNG"));

    page.ok("collection_new", json!({"name": "Bäckgämmon 東京"}));
    page.ok(
        "collection_change",
        json!({"name": "Bäckgämmon 東京", "refs": refs, "add": true}),
    );
    let (status, _, disposition, _, xgids) = down(
        "collection_export",
        "B%C3%A4ckg%C3%A4mmon.txt",
        json!({"name": "Bäckgämmon 東京", "xgid": true}),
    );
    assert_eq!(status, 200);
    assert!(
        disposition.contains("filename*=UTF-8''B%C3%A4ckg%C3%A4mmon.txt"),
        "{disposition}"
    );
    let xgids = String::from_utf8(xgids).unwrap();
    assert_eq!(xgids.matches("XGID=").count(), 3, "{xgids}");
    let (status, _, _, _, apkg) = down(
        "collection_anki",
        "deck.apkg",
        json!({"name": "Bäckgämmon 東京"}),
    );
    assert_eq!(status, 200);
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(apkg)).expect("a zip");
    let mut anki = Vec::new();
    std::io::copy(&mut zip.by_name("collection.anki2").unwrap(), &mut anki).unwrap();
    let f = dir.path().join("c.anki2");
    std::fs::write(&f, anki).unwrap();
    let notes: i64 = rusqlite::Connection::open(&f)
        .unwrap()
        .query_row("SELECT count(*) FROM notes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(notes, 3, "a note a decision");

    // Refused: a name of another kind, a command that is not an export,
    // a collection that is not there, no CSRF token.
    let (status, _, _, _, body) = down("export_players_csv", "players.exe", json!({}));
    assert_eq!(status, 400, "{}", String::from_utf8_lossy(&body));
    assert!(String::from_utf8_lossy(&body).contains(".csv"));
    let (status, ..) = down("open_library", "x.db", json!({}));
    assert_eq!(status, 404);
    let (status, ..) = down("collection_anki", "deck.apkg", json!({"name": "nope"}));
    assert_eq!(status, 400);
    let res = page
        .agent
        .post(format!(
            "{}/api/v1/download/export_players_csv?file=p.csv",
            page.base
        ))
        .header("Cookie", &page.cookie)
        .send_json(json!({}))
        .unwrap();
    assert_eq!(res.status().as_u16(), 403);
}

/// Without the token nothing is read; a wrong token is refused, and an
/// address that keeps trying waits; a session's commands need its CSRF
/// token; signing out ends the session.
#[test]
fn the_token_the_session_and_the_csrf_token_guard_every_route() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    common::run(
        &db,
        &["import", concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures")],
    );
    let web = start(&db, &[]);
    let a = agent();
    let status =
        |r: Result<ureq::http::Response<ureq::Body>, ureq::Error>| r.unwrap().status().as_u16();
    // No session: the API says 401, and reads nothing.
    assert_eq!(
        status(a.get(format!("{}/api/v1/session", web.base)).call()),
        401
    );
    let mut res = a
        .post(format!("{}/api/v1/ui/stats", web.base))
        .send_json(json!({"filter": {}}))
        .unwrap();
    assert_eq!(res.status().as_u16(), 401);
    let body: Value = res.body_mut().read_json().unwrap();
    assert!(
        body["error"].as_str().unwrap().contains("not signed in"),
        "{body}"
    );
    assert!(body.get("figures").is_none());
    assert_eq!(
        status(a.get(format!("{}/api/v1/events", web.base)).call()),
        401
    );
    // A cookie the server never gave is no session.
    assert_eq!(
        status(
            a.get(format!("{}/api/v1/session", web.base))
                .header("Cookie", &format!("blunderdb_session={}", "ab".repeat(32)))
                .call()
        ),
        401
    );
    // The page itself and its files are not secret (no figure in them).
    let mut page = a.get(format!("{}/", web.base)).call().unwrap();
    assert_eq!(page.status().as_u16(), 200);
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        csp.contains("script-src 'self'") && !csp.contains("unsafe-eval"),
        "{csp}"
    );
    assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
    let html = page.body_mut().read_to_string().unwrap();
    assert!(html.contains("<script type=\"module\" src=\"main.js\">"));
    assert!(!html.contains("<script>"), "no inline script");
    assert_eq!(
        status(a.get(format!("{}/main.test.js", web.base)).call()),
        404
    );
    assert_eq!(
        status(a.get(format!("{}/../Cargo.toml", web.base)).call()),
        404
    );

    // A wrong token: 401, and after ten of them, 429 even for the right one.
    let wrong = |t: &str| {
        a.post(format!("{}/api/v1/signin", web.base))
            .send_json(json!({"token": t}))
            .unwrap()
            .status()
            .as_u16()
    };
    assert_eq!(wrong("not the token"), 401);
    let bad_body = a
        .post(format!("{}/api/v1/signin", web.base))
        .header("Content-Type", "application/json")
        .send("{\"tok")
        .unwrap()
        .status()
        .as_u16();
    assert_eq!(bad_body, 400);

    let page = sign_in(&web);
    // The session without its CSRF token runs nothing.
    let res = page
        .agent
        .post(format!("{}/api/v1/ui/set_thresholds", web.base))
        .header("Cookie", &page.cookie)
        .send_json(json!({"error": 0.02, "blunder": 0.08}))
        .unwrap();
    assert_eq!(res.status().as_u16(), 403);
    let res = page
        .agent
        .post(format!("{}/api/v1/ui/set_thresholds", web.base))
        .header("Cookie", &page.cookie)
        .header("X-CSRF-Token", &"0".repeat(64))
        .send_json(json!({"error": 0.02, "blunder": 0.08}))
        .unwrap();
    assert_eq!(res.status().as_u16(), 403);
    assert_eq!(
        page.ok("library_info", Value::Null)["thresholds"],
        json!({"error": 0.05, "blunder": 0.1}),
        "the refused writes changed nothing"
    );
    // With it, the same write goes through.
    page.ok("set_thresholds", json!({"error": 0.02, "blunder": 0.08}));
    let out = common::run(&db, &["thresholds"]);
    assert!(
        common::text(&out).starts_with("error ≥ 0.020 EMG, blunder ≥ 0.080 EMG"),
        "{}",
        common::text(&out)
    );

    // Bad requests: their status, a message, nothing changed.
    let (s, v) = page.call("no_such_command", Value::Null);
    assert_eq!(
        (s, v["error"].as_str().unwrap()),
        (404, "no_such_command: no such command")
    );
    let (s, v) = page.call("set_watch_folder", json!({"folder": "/tmp"}));
    assert_eq!(s, 403, "the watched folder is the app's: {v}");
    let (s, v) = page.call("export_players_csv", json!({"path": "/tmp/x.csv"}));
    assert_eq!(
        s, 403,
        "no file of the computer is named through the page: {v}"
    );
    assert!(!Path::new("/tmp/x.csv").exists() || std::fs::metadata("/tmp/x.csv").is_ok());
    let (s, v) = page.call("board", json!({"matchNo": "one", "game": 1, "seq": 1}));
    assert_eq!(s, 400);
    assert!(v["error"].as_str().unwrap().contains("matchNo"), "{v}");
    let (s, v) = page.call("set_thresholds", json!({"error": 0.3, "blunder": 0.1}));
    assert_eq!(s, 400, "{v}");
    assert_eq!(
        page.ok("library_info", Value::Null)["thresholds"],
        json!({"error": 0.02, "blunder": 0.08})
    );
    let res = page
        .agent
        .post(format!("{}/api/v1/ui/stats", web.base))
        .header("Cookie", &page.cookie)
        .header("X-CSRF-Token", &page.csrf)
        .header("Content-Type", "application/json")
        .send("{not json")
        .unwrap();
    assert_eq!(res.status().as_u16(), 400);
    let (s, _) = page.upload(&[]);
    assert_eq!(s, 400, "an upload without a file");

    // Signing out ends the session: the same cookie reads nothing.
    let res = page
        .agent
        .post(format!("{}/api/v1/signout", web.base))
        .header("Cookie", &page.cookie)
        .header("X-CSRF-Token", &page.csrf)
        .send_empty()
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert!(res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .contains("Max-Age=0"));
    let (s, _) = page.call("library_info", Value::Null);
    assert_eq!(s, 401);

    // Ten wrong tokens from one address: it waits, even with the right one.
    for _ in 0..9 {
        assert_eq!(wrong("guess"), 401);
    }
    assert_eq!(wrong(&web.token), 429);
}

/// A file larger than `--max-upload` is refused with 413 and nothing of it
/// is imported.
#[test]
fn an_upload_over_the_limit_is_413_and_imports_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("library.db");
    let web = start(&db, &["--max-upload", "1000"]);
    let page = sign_in(&web);
    let (s, v) = page.upload(&[("big.sgf", vec![b'x'; 5000])]);
    assert_eq!(s, 413, "{v}");
    assert!(v["error"].as_str().unwrap().contains("big.sgf"), "{v}");
    assert_eq!(page.ok("library_info", Value::Null)["matches"], 0);
}

/// `web` on a file that is not a library says so, naming it, and serves
/// nothing; a bad `--listen` is named too.
#[test]
fn web_on_a_bad_library_or_address_says_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.db");
    std::fs::write(&notes, "not a library, just notes").unwrap();
    let out = common::run(&notes, &["web", "--listen", "127.0.0.1:0"]);
    assert!(!out.status.success());
    let text = common::text(&out);
    assert!(text.contains("notes.db"), "{text}");
    let out = common::run(&dir.path().join("l.db"), &["web", "--listen", "here"]);
    assert!(!out.status.success());
    assert!(
        common::text(&out).contains("--listen \"here\""),
        "{}",
        common::text(&out)
    );
}
