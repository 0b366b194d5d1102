//! The window's page in a real browser (#40): Debian's Chromium, headless,
//! driven by chromedriver through fantoccini, on `blunderdb web` (the
//! user's own library) and on `blunderdb serve --web` (a club of 10,000
//! matches on a real PostgreSQL). The page's figures are the command
//! line's; a wrong token, a reader's write and another club's matches are
//! refused, by the page and by hand-made requests; at a phone's and a
//! tablet's size no tab scrolls sideways. Screenshots go to
//! `target/screenshots/browser-*.png`.
//!
//! Needs chromium and chromium-driver (`scripts/app-setup.sh` installs
//! them), PostgreSQL, and the command line built beside the app
//! (`cargo build -p blunderdb --bins`, as `scripts/app-test.sh` does).
//! Under CI a missing one fails the test.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::{json, Value};

#[path = "../../tests/server_support/mod.rs"]
mod server_support;

mod chromium;
use chromium::{chromium, js, js_async, wait_js, Killed};

fn target_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The command line built beside the app.
fn cli() -> PathBuf {
    let p = PathBuf::from(server_support::bin());
    assert!(
        p.exists(),
        "{} is missing: run `cargo build -p blunderdb --bins` first (scripts/app-test.sh does)",
        p.display()
    );
    p
}

fn cli_json(db: &Path, args: &[&str]) -> Value {
    let out = Command::new(cli())
        .arg("--db")
        .arg(db)
        .args(args)
        .env("BLUNDERDB_LANG", "en")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn fmt2(v: &Value) -> String {
    blunderdb::queries::report::num(blunderdb::i18n::Text::get("en"), v.as_f64(), 2)
}

async fn text(c: &Client, css: &str) -> String {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

async fn click(c: &Client, css: &str) {
    js(
        c,
        &format!(
            "document.querySelector({}).click(); return true",
            json!(css)
        ),
    )
    .await;
}

async fn tab(c: &Client, name: &str) {
    click(c, &format!("[data-tab={name}]")).await;
    wait_js(
        c,
        // Matches shows its open match's review, when one is open.
        &format!(
            "return !document.getElementById('{name}').hidden
               || ('{name}' === 'matches' && !document.getElementById('review').hidden)"
        ),
        20,
    )
    .await;
}

async fn screenshot(c: &Client, name: &str) {
    let png = c.screenshot().await.unwrap();
    let dir = target_dir().join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("browser-{name}.png")), png).unwrap();
}

/// Sets the page's size (the viewport of headless Chromium).
async fn resize(c: &Client, w: u32, h: u32) {
    c.set_window_size(w, h).await.unwrap();
    wait_js(
        c,
        &format!("return Math.abs(window.innerWidth - {w}) < 20"),
        10,
    )
    .await;
}

/// At a phone's and a tablet's size, each tab in turn: no sideways scroll
/// of the page, the tab bar reachable, a screenshot.
async fn small_screens(c: &Client, who: &str, tabs: &[&str]) {
    for (size, w, h) in [("phone", 390, 844), ("tablet", 820, 1180)] {
        resize(c, w, h).await;
        for &t in tabs {
            tab(c, t).await;
            tokio::time::sleep(Duration::from_millis(400)).await;
            let (sw, cw) = {
                let v = js(
                    c,
                    "const d = document.documentElement; return [d.scrollWidth, d.clientWidth]",
                )
                .await;
                (v[0].as_u64().unwrap(), v[1].as_u64().unwrap())
            };
            screenshot(c, &format!("{who}-{size}-{t}")).await;
            assert!(
                sw <= cw,
                "{who}, {size} ({w}×{h}), tab {t}: the page scrolls sideways ({sw} > {cw})"
            );
            // Every tab's button is inside the screen or its bar scrolls to it.
            let reachable = js(
                c,
                "const b = document.querySelector('[data-tab=settings]'); b.scrollIntoView({inline: 'nearest', block: 'nearest'});
                 const r = b.getBoundingClientRect(); return r.right <= window.innerWidth + 1 && r.left >= -1 && r.width > 0",
            )
            .await;
            assert_eq!(
                reachable,
                json!(true),
                "{who}, {size}: the Settings tab cannot be reached"
            );
        }
    }
    resize(c, 1280, 900).await;
}

/// `blunderdb web` started on `db`: its address with the token.
fn web(db: &Path) -> (Killed, String) {
    let mut child = Command::new(cli())
        .arg("--db")
        .arg(db)
        .args(["web", "--listen", "127.0.0.1:0"])
        .env("BLUNDERDB_LANG", "en")
        .stdout(Stdio::piped())
        .spawn()
        .expect("blunderdb web");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let url = lines
        .by_ref()
        .map_while(Result::ok)
        .find_map(|l| {
            l.trim()
                .strip_prefix("http://")
                .map(|u| format!("http://{u}"))
        })
        .expect("the address");
    std::thread::spawn(move || lines.for_each(drop));
    (Killed(child), url)
}

/// The fetch a hand-made request sends from the page: (status, body).
async fn fetch(c: &Client, path: &str, body: Value, csrf: bool) -> (u64, Value) {
    let header = if csrf {
        "const s = await (await fetch('/api/v1/session')).json(); h['X-CSRF-Token'] = s.csrf;"
    } else {
        ""
    };
    let v = js_async(
        c,
        &format!(
            "const done = arguments[arguments.length - 1];
             (async () => {{ const h = {{'Content-Type': 'application/json'}}; {header}
               const r = await fetch({}, {{method: 'POST', headers: h, body: JSON.stringify({body})}});
               let b = null; try {{ b = await r.json(); }} catch (e) {{}}
               done([r.status, b]); }})().catch(e => done([0, String(e)]));",
            json!(path)
        ),
    )
    .await;
    (v[0].as_u64().unwrap(), v[1].clone())
}

/// A player's own library in the browser: signed out, the sign-in form
/// alone and a wrong token refused; signed in by the printed address; two
/// real files imported through the file input; the CLI's figures on the
/// Stats and Players tabs; a request without the session refused; every
/// tab at phone and tablet size without sideways scrolling.
#[tokio::test]
async fn blunderdb_web_imports_through_the_page_and_shows_the_clis_figures() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let (_server, url) = web(&db);
    let base = url.split("/?token=").next().unwrap().to_string();
    let Some((c, _driver)) = chromium().await else {
        return;
    };

    // Without the token: the sign-in form alone, and the API refuses.
    c.goto(&base).await.unwrap();
    wait_js(
        &c,
        "return document.body.classList.contains('signed-out')",
        20,
    )
    .await;
    assert_eq!(
        js(&c, "return document.getElementById('signin').hidden").await,
        json!(false)
    );
    let (status, _) = fetch(&c, "/api/v1/ui/stats", json!({"filter": {}}), false).await;
    assert_eq!(status, 401, "a request without the token is refused");
    screenshot(&c, "web-signin").await;
    c.find(Locator::Id("signin-token"))
        .await
        .unwrap()
        .send_keys("not-the-token")
        .await
        .unwrap();
    click(&c, "#signin-form button[type=submit]").await;
    wait_js(
        &c,
        "return document.getElementById('signin-msg').textContent.includes('wrong token')",
        10,
    )
    .await;

    // The printed address signs in, and leaves the token out of the bar.
    c.goto(&url).await.unwrap();
    wait_js(&c, "return document.body.dataset.ready === '1'", 30).await;
    assert_eq!(c.current_url().await.unwrap().as_str(), format!("{base}/"));
    assert_eq!(
        js(&c, "return document.cookie").await,
        json!(""),
        "HttpOnly: the page cannot read its cookie"
    );

    // Two real files through the file input, as the picker gives them.
    let sgf = shared.join("fixtures/sgf/charlot1-charlot2_7p_2025-11-08-2305.sgf");
    let mut xgs: Vec<PathBuf> = std::fs::read_dir(shared.join("fixtures/xg"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "xg"))
        .collect();
    xgs.sort();
    let files = format!("{}\n{}", sgf.display(), xgs[0].display());
    c.find(Locator::Id("import-files"))
        .await
        .unwrap()
        .send_keys(&files)
        .await
        .unwrap();
    wait_js(&c, "return document.body.dataset.imports === '1'", 60).await;
    let stats = cli_json(&db, &["stats", "--format", "json"]);
    assert_eq!(stats["matches"], 2, "{stats}");
    wait_js(
        &c,
        "return Number(document.body.dataset.statsReady || 0) > 0",
        20,
    )
    .await;
    tab(&c, "stats").await;
    wait_js(
        &c,
        &format!(
            "return document.getElementById('fig-pr').textContent === {}",
            json!(fmt2(&stats["pr"]))
        ),
        20,
    )
    .await;
    assert_eq!(text(&c, "#fig-errors").await, stats["errors"].to_string());
    assert_eq!(text(&c, "#fig-snowie_er").await, fmt2(&stats["snowie_er"]));
    screenshot(&c, "web-desktop-stats").await;
    // Players: the CLI's rows, the first one's PR.
    let players = cli_json(&db, &["players", "--format", "json"]);
    tab(&c, "players").await;
    wait_js(
        &c,
        &format!(
            "return document.querySelectorAll('#players-table tbody tr').length === {}",
            players.as_array().unwrap().len()
        ),
        20,
    )
    .await;
    // The app's own buttons are not on the page; an export is a download.
    assert_eq!(
        js(
            &c,
            "return getComputedStyle(document.getElementById('open-library')).display"
        )
        .await,
        json!("none")
    );
    tab(&c, "players").await;
    click(&c, "#export-csv").await;
    let csv = chromium::downloads().join("blunderdb-players.csv");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !csv.exists() {
        assert!(Instant::now() < deadline, "no {} downloaded", csv.display());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let cli_csv = Command::new(cli())
        .arg("--db")
        .arg(&db)
        .args(["players", "--format", "csv"])
        .output()
        .unwrap()
        .stdout;
    assert_eq!(
        std::fs::read(&csv).unwrap(),
        cli_csv,
        "the downloaded CSV is the CLI's"
    );
    wait_js(&c, "return document.getElementById('export-msg').textContent.includes('blunderdb-players.csv')", 10).await;
    small_screens(
        &c,
        "web",
        &[
            "stats",
            "players",
            "matches",
            "positions",
            "train",
            "settings",
        ],
    )
    .await;
    c.close().await.unwrap();
}

/// A club of 10,000 matches on a real PostgreSQL, read by a member in the
/// browser: sign in with their token; the Stats figures equal
/// `--server URL stats`; Players, a review step, a search with its count
/// and a drill-down; a wrong token refused; a reader's write refused;
/// another club's matches invisible to the page and to hand-made requests;
/// every tab at phone and tablet size.
#[tokio::test]
async fn a_member_reads_their_club_of_10000_matches_in_chromium() {
    let _ = cli();
    let Some(pg) = server_support::Pg::start() else {
        return;
    };
    let server = server_support::Server::start(&pg, "club_web", &["--web"], &[]);
    let admin = server.club("Tuesday club");
    let (_, reader) = server.token("Tuesday club", "reader");
    pg.copy_log(
        "club_web",
        1,
        (0..10_000u64).map(|i| {
            let m = blunderdb::model::synthetic::synthetic_match(2026, i, 200);
            (format!("{i}.sgf"), blunderdb::library::club_log::pack(&m))
        }),
    );
    // Another club, with the project's real gnuBG matches.
    let other_admin = server.club("Other club");
    let fixtures: Vec<String> =
        std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
            .map(|p| p.display().to_string())
            .collect();
    assert_eq!(fixtures.len(), 20, "the project's 20 gnuBG matches");
    let mut import = vec!["import"];
    import.extend(fixtures.iter().map(String::as_str));
    server.ok(&other_admin, &import);
    let server_json = |token: &str, args: &[&str]| -> Value {
        let mut all = args.to_vec();
        all.extend(["--format", "json"]);
        serde_json::from_str(&server.ok(token, &all)).unwrap()
    };
    let stats = server_json(&reader, &["stats"]);
    assert_eq!(stats["matches"], 10_000);
    let other_players = server_json(&other_admin, &["players"]);
    let stranger = other_players[0]["name"].as_str().unwrap().to_string();

    let Some((c, _driver)) = chromium().await else {
        return;
    };
    c.goto(&server.url).await.unwrap();
    wait_js(
        &c,
        "return document.body.classList.contains('signed-out')",
        20,
    )
    .await;
    let sign_in = |token: String| {
        let c = c.clone();
        async move {
            js(&c, "document.getElementById('signin-token').value = ''; document.getElementById('signin-msg').textContent = ''; return true").await;
            c.find(Locator::Id("signin-token"))
                .await
                .unwrap()
                .send_keys(&token)
                .await
                .unwrap();
            click(&c, "#signin-form button[type=submit]").await;
        }
    };
    // A wrong token, then a worker's (it reads no figures): refused.
    sign_in("0123456789abcdef".into()).await;
    wait_js(
        &c,
        "return document.getElementById('signin-msg').textContent.includes('wrong token')",
        10,
    )
    .await;
    let (_, worker) = server.token("Tuesday club", "worker");
    sign_in(worker).await;
    wait_js(
        &c,
        "return document.getElementById('signin-msg').textContent.includes('wrong token')",
        10,
    )
    .await;
    // The reader's token: the page, as a reader's (nothing that writes).
    let t0 = Instant::now();
    sign_in(reader.clone()).await;
    wait_js(&c, "return document.body.dataset.ready === '1'", 60).await;
    eprintln!(
        "signed in to figures on 10,000 matches: {:.0?}",
        t0.elapsed()
    );
    assert_eq!(
        js(&c, "return document.body.classList.contains('reader')").await,
        json!(true)
    );
    for hidden in ["import-btn", "thresholds", "club-card", "watch-card"] {
        assert_eq!(
            js(
                &c,
                &format!("return getComputedStyle(document.getElementById('{hidden}')).display")
            )
            .await,
            json!("none"),
            "{hidden} is not on a reader's page"
        );
    }
    // Stats: the server's figures.
    wait_js(
        &c,
        &format!(
            "return document.getElementById('fig-pr').textContent === {}",
            json!(fmt2(&stats["pr"]))
        ),
        60,
    )
    .await;
    assert_eq!(
        text(&c, "#fig-errors").await,
        blunderdb::queries::report::count(
            blunderdb::i18n::Text::get("en"),
            stats["errors"].as_u64()
        )
    );
    assert_eq!(text(&c, "#fig-snowie_er").await, fmt2(&stats["snowie_er"]));
    let info = fetch(&c, "/api/v1/ui/library_info", Value::Null, true).await;
    assert_eq!(info.0, 200);
    assert_eq!(info.1["matches"], 10_000, "only the member's club");
    screenshot(&c, "club-desktop-stats").await;

    // Players.
    let players = server_json(&reader, &["players"]);
    tab(&c, "players").await;
    wait_js(
        &c,
        "return document.querySelectorAll('#players-table tbody tr[data-name]').length > 0",
        30,
    )
    .await;
    let first = js(
        &c,
        "return document.querySelector('#players-table tbody tr[data-name]').dataset.name",
    )
    .await;
    assert!(
        players
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == first),
        "{first} is one of the club's players"
    );

    // A review step: the first match, one move on.
    tab(&c, "matches").await;
    wait_js(
        &c,
        "return document.querySelectorAll('#matches-table tbody tr[data-id]').length > 0",
        30,
    )
    .await;
    click(&c, "#matches-table tbody tr[data-id] td:nth-child(2)").await;
    wait_js(&c, "return !!document.body.dataset.reviewBoard", 30).await;
    let before = js(&c, "return document.body.dataset.reviewBoard").await;
    js(&c, "document.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})); return true").await;
    wait_js(
        &c,
        &format!("return document.body.dataset.reviewBoard !== {before}"),
        20,
    )
    .await;
    screenshot(&c, "club-desktop-review").await;

    // A search and its count.
    let query = "E>80";
    let found = server_json(&reader, &["search", query, "--limit", "1"]);
    assert!(
        found["count"].as_u64().unwrap() > 0,
        "{query} finds decisions: {found}"
    );
    tab(&c, "positions").await;
    js(&c, &format!("const q = document.getElementById('pos-query'); q.value = {}; document.getElementById('pos-form').requestSubmit(); return true", json!(query))).await;
    wait_js(
        &c,
        "return document.querySelectorAll('#pos-results .pos-card').length > 0",
        60,
    )
    .await;
    assert_eq!(
        text(&c, "#pos-fig-found").await,
        blunderdb::queries::report::count(
            blunderdb::i18n::Text::get("en"),
            found["count"].as_u64()
        )
    );
    // A drill-down: the histogram's bar on Stats opens its decisions.
    tab(&c, "stats").await;
    wait_js(
        &c,
        "return !!document.querySelector(\"#chart .bar-hit[data-bucket='3']\")",
        30,
    )
    .await;
    js(&c, "document.querySelector(\"#chart .bar-hit[data-bucket='3']\").dispatchEvent(new MouseEvent('click', { bubbles: true })); return true").await;
    wait_js(&c, "const d = document.getElementById('drill'); return !!d && d.open && document.querySelectorAll('#drill-rows tr').length > 0", 60).await;
    // The member keeps their own marks: a star from the drill-down's Keep
    // panel, kept in the club under their token (tests/club_web.rs tests
    // the rest: other members, other devices, a restart).
    js(
        &c,
        "document.querySelector('#drill-rows tr[data-index]').click(); return true",
    )
    .await;
    wait_js(&c, "const m = document.getElementById('drill-marks'); return !!m && !m.hidden && !!m.dataset.ref", 30).await;
    click(&c, "#drill-marks button.star").await;
    wait_js(
        &c,
        "return document.getElementById('drill-marks').dataset.starred === 'true'",
        30,
    )
    .await;
    let starred_ref = js(
        &c,
        "return document.getElementById('drill-marks').dataset.ref",
    )
    .await;
    screenshot(&c, "club-desktop-drill").await;
    js(
        &c,
        "document.getElementById('drill-close').click(); return true",
    )
    .await;

    // A reader's writes are refused, and change nothing.
    let (status, v) = fetch(
        &c,
        "/api/v1/ui/set_thresholds",
        json!({"error": 0.02, "blunder": 0.08}),
        true,
    )
    .await;
    assert_eq!(status, 403, "{v}");
    let (status, _) = fetch(
        &c,
        "/api/v1/ui/add_alias",
        json!({"name": "x", "player": first}),
        true,
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(server_json(&reader, &["stats"]), stats, "nothing changed");
    // Another club's matches: not by the page, not by a hand-made request.
    let (status, v) = fetch(
        &c,
        "/api/v1/ui/stats",
        json!({"filter": {"player": stranger}}),
        true,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        v["figures"]["matches"], 0,
        "{stranger} plays in the other club only"
    );
    assert_eq!(
        v["figures"]["pr"],
        Value::Null,
        "no figure of another club's player"
    );
    let (_, seen) = fetch(&c, "/api/v1/ui/players", Value::Null, true).await;
    assert!(
        !seen
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["name"] == stranger.as_str()),
        "{stranger} is not among the club's players"
    );
    let (status, v) = fetch(
        &c,
        "/api/v1/ui/matches_list",
        json!({"req": {"filter": {}, "desc": false, "offset": 0, "limit": 5}}),
        true,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["total"], 10_000, "{v}");
    // Without the session's CSRF token, nothing runs.
    let (status, _) = fetch(&c, "/api/v1/ui/stats", json!({"filter": {}}), false).await;
    assert_eq!(status, 403);
    // Signed out and in again, the member's star is still theirs.
    click(&c, "#signout-btn").await;
    wait_js(
        &c,
        "return document.body.classList.contains('signed-out')",
        20,
    )
    .await;
    sign_in(reader.clone()).await;
    wait_js(&c, "return document.body.dataset.ready === '1'", 60).await;
    let (status, v) = fetch(
        &c,
        "/api/v1/ui/marks",
        json!({ "reference": starred_ref }),
        true,
    )
    .await;
    assert_eq!((status, &v["starred"]), (200, &json!(true)), "{v}");

    small_screens(
        &c,
        "club",
        &["stats", "players", "matches", "positions", "settings"],
    )
    .await;
    c.close().await.unwrap();
    drop(admin);
}
