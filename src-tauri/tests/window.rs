//! End-to-end tests of the real window: the built app under Xvfb, driven by
//! tauri-driver → WebKitWebDriver through fantoccini. They skip without a
//! DISPLAY (run them with `scripts/app-test.sh`, which uses `xvfb-run`), and
//! must run one at a time (`--test-threads=1`): the drag-and-drop test moves
//! the real pointer.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

#[cfg(target_os = "linux")]
mod screen;

#[path = "../../tests/server_support/mod.rs"]
mod server_support;

const APP: &str = env!("CARGO_BIN_EXE_blunderdb-app");

/// tauri-driver, stopped with SIGTERM so it stops WebKitWebDriver too
/// (SIGKILL would orphan it, holding its port).
struct Driver(Child);
impl Drop for Driver {
    fn drop(&mut self) {
        unsafe { libc::kill(self.0.id() as i32, libc::SIGTERM) };
        let _ = self.0.wait();
    }
}

/// A child process killed when the test ends.
struct Killed(Child);
impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn target_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// The command line built beside the app (`cargo build -p blunderdb`).
fn cli() -> PathBuf {
    let p = Path::new(APP).with_file_name("blunderdb");
    assert!(
        p.exists(),
        "{} is missing: run `cargo build -p blunderdb --bin blunderdb` first (scripts/app-test.sh does)",
        p.display()
    );
    p
}

fn cli_json(db: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&cli_text(db, args)).unwrap()
}

fn cli_text(db: &Path, args: &[&str]) -> String {
    let out = Command::new(cli())
        .arg("--db")
        .arg(db)
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Starts the app on the library `db`; returns the client once the page has
/// drawn its first figures, and the time that took from launch.
async fn start(db: &Path) -> Option<(Client, Driver, Duration)> {
    start_with(db, &[]).await
}

/// [`start`] with more environment for the app (tauri-driver passes its own on).
async fn start_with(db: &Path, env: &[(&str, &Path)]) -> Option<(Client, Driver, Duration)> {
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY (run under xvfb-run, see scripts/app-test.sh)");
        return None;
    }
    let (port, native) = (free_port(), free_port());
    // English, whatever the machine's locale, and the language choice in a
    // folder beside the library, not the user's (the caller's `env` wins).
    let config = db.with_extension("config");
    let driver = Driver(
        Command::new("tauri-driver")
            .args([
                "--port",
                &port.to_string(),
                "--native-port",
                &native.to_string(),
            ])
            .env("BLUNDERDB_DB", db)
            .env("BLUNDERDB_LANG", "en")
            .env("BLUNDERDB_CONFIG_DIR", &config)
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .spawn()
            .expect("tauri-driver on PATH (scripts/app-setup.sh installs it)"),
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "tauri-driver did not listen");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut caps = serde_json::Map::new();
    caps.insert("tauri:options".into(), json!({ "application": APP }));
    let t0 = Instant::now();
    let c = tokio::time::timeout(
        Duration::from_secs(60),
        ClientBuilder::native()
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}")),
    )
    .await
    .expect("webdriver session within 60 s")
    .expect("webdriver session");
    wait_js(&c, "return document.body.dataset.ready === '1'", 30).await;
    let launch = t0.elapsed();
    Some((c, driver, launch))
}

/// Polls a script until it returns true.
async fn wait_js(c: &Client, script: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if c.execute(script, vec![]).await.unwrap() == json!(true) {
            return;
        }
        if Instant::now() >= deadline {
            // What the page showed, to tell a slow answer from a wrong one.
            let seen = c
                .execute(
                    "const p = document.getElementById('f-player');
                     return JSON.stringify({
                       tabs: [...document.querySelectorAll('section.tab-panel')].filter(s => !s.hidden).map(s => s.id),
                       player: p && p.value, options: p && p.options.length,
                       who: document.getElementById('stats-who')?.textContent,
                       data: { ...document.body.dataset },
                       said: [...document.querySelectorAll('[role=alert],[role=status]')].map(e => e.textContent.trim()).filter(Boolean),
                     });",
                    vec![],
                )
                .await;
            panic!("timed out waiting for: {script}\npage: {seen:?}");
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.unwrap()
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
    // A list redrawn between finding the element and clicking it (a late
    // refresh) leaves a stale element: find it again.
    for attempt in 0.. {
        let found = c.find(Locator::Css(css)).await.unwrap();
        match found.click().await {
            Ok(_) => return,
            Err(fantoccini::error::CmdError::Standard(e))
                if attempt < 5
                    && e.error == fantoccini::error::ErrorStatus::StaleElementReference =>
            {
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("click {css}: {e}"),
        }
    }
}

async fn tab(c: &Client, name: &str) {
    click(c, &format!("[data-tab={name}]")).await;
    wait_js(
        c,
        &format!("return !document.getElementById('{name}').hidden && document.querySelector('[data-tab={name}]').classList.contains('active')"),
        10,
    )
    .await;
}

/// Groups the Progression card by `by` with its select, as a user does,
/// and waits for the card drawn and on screen (with `rows` rows when
/// given). Returns that redraw's times (`state.cardParts`): answer in,
/// drawn, painted, next frame begun, in ms from the change; and when it
/// was asked for.
async fn group_by(c: &Client, by: &str, rows: Option<u64>) -> (String, Instant) {
    let before = js(c, "return window.__blunderdb.cardParts.length").await;
    let asked = Instant::now();
    js(
        c,
        &format!(
            "const s = document.getElementById('p-by'); s.value = '{by}'; s.dispatchEvent(new Event('change'))"
        ),
    )
    .await;
    let rows = rows.map_or(String::new(), |n| {
        format!(" && document.body.dataset.progressRows === '{n}'")
    });
    wait_js(
        c,
        &format!("return window.__blunderdb.cardParts.length > {before}{rows}"),
        30,
    )
    .await;
    (card_parts(c).await, asked)
}

/// The times of the last card redrawn by its own controls
/// (`state.cardParts`): answer in, drawn, painted, next frame begun, in ms
/// from the change.
async fn card_parts(c: &Client) -> String {
    js(
        c,
        "const p = window.__blunderdb.cardParts.at(-1); return ['cardsIn', 'cardsDom', 'done', 'shown'].map(k => Math.round(p[k])).join('/')",
    )
    .await
    .as_str()
    .unwrap_or_default()
    .to_string()
}

/// Starts watching the X screen where the element `element_js` (a JS
/// expression) is in the window, less 16 pixels on the right, where the
/// page's scroll bar fades in and out.
#[cfg(target_os = "linux")]
async fn watch_screen(c: &Client, element_js: &str) -> screen::ScreenWatch {
    let r = js(
        c,
        &format!(
            "const r = ({element_js}).getBoundingClientRect();
             const left = Math.max(r.left, 0), top = Math.max(r.top, 0);
             const right = Math.min(r.right, innerWidth - 16), bottom = Math.min(r.bottom, innerHeight);
             return [left + screenX + outerWidth - innerWidth, top + screenY + outerHeight - innerHeight, right - left, bottom - top]"
        ),
    )
    .await;
    let v = |i: usize| r[i].as_f64().unwrap_or_default().round();
    screen::ScreenWatch::start(screen::Rect {
        x: v(0) as i32,
        y: v(1) as i32,
        width: v(2) as u32,
        height: v(3) as u32,
    })
    .expect("watching the X screen")
}

async fn screenshot(c: &Client, name: &str) {
    // The frame after a click may still be the previous one.
    tokio::time::sleep(Duration::from_millis(400)).await;
    let dir = target_dir().join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    // WebKit takes the shot after the page's next update on screen, and
    // without compositing (blunderdb_app::render, on a machine without a
    // GPU) an idle page makes none: the shot would wait forever. So one
    // pixel in the corner changes by 1/255 every frame while it is taken.
    js(
        c,
        "const dot = document.createElement('div');
         dot.style.cssText = 'position: fixed; left: 0; top: 0; width: 1px; height: 1px; pointer-events: none';
         document.body.append(dot);
         window.__shot = true;
         (function nudge(on) {
           if (!window.__shot) return dot.remove();
           dot.style.background = on ? 'rgba(0, 0, 0, 0.004)' : 'transparent';
           requestAnimationFrame(() => nudge(!on));
         })(true);",
    )
    .await;
    let png = c.screenshot().await.unwrap();
    js(c, "window.__shot = false").await;
    let path = dir.join(format!("{name}.png"));
    std::fs::write(&path, png).unwrap();
    eprintln!("screenshot: {}", path.display());
}

/// Waits for the n-th import of this session to end.
async fn wait_import(c: &Client, n: u32, secs: u64) {
    wait_js(
        c,
        &format!("return document.body.dataset.imports === '{n}'"),
        secs,
    )
    .await;
}

/// Player name → PR cell of the Players table.
async fn pr_cells(c: &Client) -> Vec<(String, String)> {
    let v = js(
        c,
        "return [...document.querySelectorAll('#players-table tbody tr')].map(tr => [tr.dataset.name, tr.querySelector('td.pr').textContent])",
    )
    .await;
    serde_json::from_value(v).unwrap()
}

fn fmt2(v: &Value) -> String {
    blunderdb::queries::report::num(blunderdb::i18n::Text::get("en"), v.as_f64(), 2)
}

#[tokio::test]
async fn import_figures_thresholds_sort_export_and_drop() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let fx = shared.join("fixtures");
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };

    // An empty library says what to do.
    assert!(c
        .find(Locator::Id("empty"))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap());
    assert!(text(&c, "#empty")
        .await
        .contains("Drop match files or folders"));
    // The figures behind it are unknown, not zero.
    assert_eq!(
        js(&c, "return document.getElementById('fig-pr').textContent").await,
        json!("—")
    );
    screenshot(&c, "empty").await;

    // The page may reach Tauri's IPC protocol (the CSP's connect-src):
    // else every command goes through the slower postMessage fallback. A
    // bare request is answered (and refused: it carries no invoke key)
    // rather than blocked.
    let probe = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch(window.__TAURI_INTERNALS__.convertFileSrc('change_token', 'ipc'), { method: 'POST', body: '{}' })
               .then(r => done('answered ' + r.status), e => done('blocked: ' + e));",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        probe.as_str().is_some_and(|p| p.starts_with("answered")),
        "IPC protocol: {probe}"
    );

    // Import two real matches through the IPC, as the Import… button does.
    let files = [
        fx.join("sgf/test.sgf"),
        fx.join("xg/charlot1-charlot2_7p_2025-11-08-2305.xg"),
    ];
    let r = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             window.__TAURI__.core.invoke('ui', { command: 'start_import', args: { paths: arguments[0] } }).then(() => done('ok'), e => done(String(e)));",
            vec![json!(files)],
        )
        .await
        .unwrap();
    assert_eq!(r, json!("ok"));
    wait_import(&c, 1, 60).await;
    assert_eq!(
        text(&c, "#import-summary").await,
        "Import finished: 2 imported, 0 duplicates, 0 failed"
    );
    assert!(!c
        .find(Locator::Id("empty"))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap());

    // The PR cells of both players of both matches equal the CLI's figures.
    let matches = cli_json(&db, &["matches", "--format", "json"]);
    let matches = matches.as_array().unwrap();
    assert_eq!(matches.len(), 2);
    tab(&c, "players").await;
    let cells = pr_cells(&c).await;
    assert_eq!(cells.len(), 4, "{cells:?}");
    for m in matches {
        for p in m["players"].as_array().unwrap() {
            let name = p["name"].as_str().unwrap();
            let cell = cells.iter().find(|(n, _)| n == name).unwrap();
            assert_eq!(cell.1, fmt2(&p["pr"]), "PR of {name}");
            eprintln!("PR {name}: window {} = CLI {}", cell.1, p["pr"]);
        }
    }
    // And XG's own figures for the charlot match.
    let pr_of = |n: &str| cells.iter().find(|(x, _)| x == n).unwrap().1.clone();
    assert_eq!(pr_of("charlot1"), "0.39");
    assert_eq!(pr_of("charlot2"), "0.42");

    // Sorting: PR ascending, then descending; unknowns (none here) last.
    click(&c, "#players-table th[data-key=pr]").await;
    let asc: Vec<f64> = pr_cells(&c)
        .await
        .iter()
        .map(|(_, p)| p.parse().unwrap())
        .collect();
    assert!(asc.windows(2).all(|w| w[0] <= w[1]), "{asc:?}");
    click(&c, "#players-table th[data-key=pr]").await;
    let desc: Vec<f64> = pr_cells(&c)
        .await
        .iter()
        .map(|(_, p)| p.parse().unwrap())
        .collect();
    assert!(desc.windows(2).all(|w| w[0] >= w[1]), "{desc:?}");
    assert_eq!(text(&c, "#players-table th.sorted.desc").await.trim(), "PR");
    screenshot(&c, "players").await;

    // CSV export writes what `blunderdb players --format csv` prints.
    let csv = tmp.path().join("players.csv");
    let n = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             window.__TAURI__.core.invoke('ui', { command: 'export_players_csv', args: { path: arguments[0] } }).then(done, e => done(String(e)));",
            vec![json!(csv)],
        )
        .await
        .unwrap();
    assert_eq!(n, json!(4));
    assert_eq!(
        std::fs::read_to_string(&csv).unwrap(),
        cli_text(&db, &["players", "--format", "csv"])
    );

    // A click on a row shows that player's stats.
    // The first cell is the compare tick box; the name opens the stats.
    click(&c, "#players-table tr[data-name=charlot1] td:nth-child(2)").await;
    wait_js(&c, "return !document.getElementById('stats').hidden && document.getElementById('stats-who').textContent === 'charlot1'", 10).await;
    assert_eq!(text(&c, "#fig-pr").await, "0.39");
    let cli_stats = cli_json(&db, &["stats", "--player", "charlot1", "--format", "json"]);
    assert_eq!(
        text(&c, "#fig-pr_checker").await,
        fmt2(&cli_stats["pr_checker"])
    );
    assert_eq!(
        text(&c, "#fig-snowie_er").await,
        fmt2(&cli_stats["snowie_er"])
    );
    assert_eq!(
        text(&c, "#fig-errors").await,
        cli_stats["errors"].to_string()
    );
    // The histogram is there with both threshold marks and the bucket counts.
    let svg = js(
        &c,
        "return document.querySelector('#chart svg').textContent",
    )
    .await;
    let svg = svg.as_str().unwrap();
    assert!(
        svg.contains("error ≥ 0.050") && svg.contains("blunder ≥ 0.100"),
        "{svg}"
    );
    for b in cli_stats["histogram"].as_array().unwrap() {
        assert!(svg.contains(&b["count"].to_string()));
    }
    let worst = js(
        &c,
        "return document.querySelectorAll('#worst tbody tr').length",
    )
    .await;
    assert_eq!(worst, json!(10));
    screenshot(&c, "stats").await;

    // Thresholds: the XG preset counts more blunders, at once, and is stored.
    click(&c, "#f-reset").await;
    wait_js(
        &c,
        "return document.getElementById('stats-who').textContent === 'all players'",
        10,
    )
    .await;
    let before = cli_json(&db, &["stats", "--format", "json"]);
    let blunders_before = text(&c, "#fig-blunders").await;
    assert_eq!(blunders_before, before["blunders"].to_string());
    tab(&c, "settings").await;
    assert_eq!(text(&c, "#lib-path").await, db.display().to_string());
    click(&c, "[data-preset=xg]").await;
    wait_js(
        &c,
        "return document.getElementById('t-msg').textContent.startsWith('Saved')",
        20,
    )
    .await;
    assert!(cli_text(&db, &["thresholds"]).contains("preset XG"));
    let after = cli_json(&db, &["stats", "--format", "json"]);
    assert!(after["blunders"].as_u64() > before["blunders"].as_u64());
    assert!(c
        .find(Locator::Css("[data-preset=xg].active"))
        .await
        .is_ok());
    screenshot(&c, "settings").await;
    tab(&c, "stats").await;
    let blunders_after = text(&c, "#fig-blunders").await;
    eprintln!("blunders: blunderDB preset {blunders_before}, XG preset {blunders_after}");
    assert_eq!(blunders_after, after["blunders"].to_string());
    assert_ne!(blunders_after, blunders_before);
    let svg = js(
        &c,
        "return document.querySelector('#chart svg').textContent",
    )
    .await;
    assert!(svg.as_str().unwrap().contains("blunder ≥ 0.080"));

    // error ≤ blunder, with a clear message.
    tab(&c, "settings").await;
    let e = c.find(Locator::Id("t-error")).await.unwrap();
    e.clear().await.unwrap();
    e.send_keys("0.200").await.unwrap();
    click(&c, "#t-apply").await;
    wait_js(
        &c,
        "return document.getElementById('t-msg').classList.contains('bad')",
        10,
    )
    .await;
    assert!(text(&c, "#t-msg")
        .await
        .contains("must not be above the blunder threshold"));
    click(&c, "[data-preset=blunderdb]").await;
    wait_js(
        &c,
        "return document.querySelector('[data-preset=blunderdb]').classList.contains('active')",
        20,
    )
    .await;

    // A real OS drag-and-drop of a folder onto the window.
    tab(&c, "stats").await;
    drag_and_drop(&fx.join("mat")).await;
    wait_import(&c, 2, 180).await;
    let summary = text(&c, "#import-summary").await;
    eprintln!("drop: {summary}");
    let items = js(
        &c,
        "return [...document.querySelectorAll('#import-list li')].map(li => li.className)",
    )
    .await;
    let items: Vec<String> = serde_json::from_value(items).unwrap();
    let files = std::fs::read_dir(fx.join("mat")).unwrap().count();
    assert_eq!(items.len(), files, "one line per file of the folder");
    assert!(
        items.iter().filter(|s| *s == "imported").count() >= 20,
        "{items:?}"
    );
    assert!(
        items.iter().any(|s| s == "duplicate"),
        "the charlot .mat is the .xg's match"
    );
    let count = cli_json(&db, &["matches", "--format", "json"])
        .as_array()
        .unwrap()
        .len();
    assert_eq!(text(&c, "#fig-matches").await, count.to_string());
    screenshot(&c, "import").await;
    tab(&c, "players").await;
    let rows = js(
        &c,
        "return document.querySelectorAll('#players-table tbody tr').length",
    )
    .await;
    let cli_players = cli_json(&db, &["players", "--format", "json"]);
    assert_eq!(rows, json!(cli_players.as_array().unwrap().len()));
    // The whole table equals the CLI, unknowns as "—" (bare transcripts have no PR).
    let cells = pr_cells(&c).await;
    for p in cli_players.as_array().unwrap() {
        let name = p["name"].as_str().unwrap();
        let cell = &cells.iter().find(|(n, _)| n == name).unwrap().1;
        assert_eq!(*cell, fmt2(&p["pr"]), "PR of {name}");
    }
    // Sorted by PR descending still: the unknowns sink to the bottom.
    let first_unknown = cells.iter().position(|(_, p)| p == "—");
    if let Some(i) = first_unknown {
        assert!(cells[i..].iter().all(|(_, p)| p == "—"), "{cells:?}");
    }
    screenshot(&c, "players-after-drop").await;
    c.close().await.unwrap();
}

/// gnuBG, or `None` (a note) without it; under CI a missing gnuBG fails.
fn gnubg() -> Option<blunderdb::engine::analyse::Gnubg> {
    match blunderdb::engine::analyse::Gnubg::locate(None) {
        Ok(g) => Some(g),
        Err(e) if std::env::var_os("CI").is_some() => panic!("CI needs gnuBG: {e}"),
        Err(e) => {
            eprintln!("note: skipping a test that needs gnuBG: {e}");
            None
        }
    }
}

/// A gnuBG that takes its time, so the dialog can be seen mid-run: the
/// first match to start waits 1 s before the real gnuBG runs, the others
/// 6 s (`mkdir` is atomic, so exactly one is first). `--version` answers
/// at once, as gnuBG's own.
fn slow_gnubg(dir: &Path, real: &Path) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("slow-gnubg");
    let first = dir.join("first-started");
    std::fs::write(
        &path,
        format!(
            "#!/bin/sh\n\
             [ \"$1\" = --version ] && exec '{real}' \"$@\"\n\
             if mkdir '{first}' 2>/dev/null; then sleep 1; else sleep 6; fi\n\
             exec '{real}' \"$@\"\n",
            real = real.display(),
            first = first.display(),
        ),
    )
    .unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[tokio::test]
async fn analyse_from_the_banner_with_progress_and_the_cli_figures() {
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY (run under xvfb-run, see scripts/app-test.sh)");
        return;
    }
    let Some(real) = gnubg() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    // Two transcripts gnuBG played, without analysis, imported by the CLI.
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let (m1, m2) = (fx.join("m001.mat"), fx.join("m002.mat"));
    cli_text(&db, &["import", m1.to_str().unwrap(), m2.to_str().unwrap()]);
    let slow = slow_gnubg(tmp.path(), &real.path);
    let Some((c, _driver, _)) = start_with(&db, &[("BLUNDERDB_GNUBG", &slow)]).await else {
        return;
    };

    // Stats: unknown figures and the banner.
    assert_eq!(text(&c, "#fig-pr").await, "—");
    wait_js(
        &c,
        "return !document.getElementById('stats-banner').hidden",
        10,
    )
    .await;
    assert_eq!(
        text(&c, "#stats-banner").await,
        "2 matches without analysis — Analyse…"
    );
    screenshot(&c, "analyse-banner").await;

    // The dialog: gnuBG's version, the library's default level (standard).
    click(&c, "#stats-banner button").await;
    wait_js(
        &c,
        "return document.getElementById('analyse-dialog').open && !document.getElementById('an-start').disabled",
        20,
    )
    .await;
    let what = text(&c, "#an-what").await;
    assert_eq!(what, "2 matches without analysis in the library.");
    let about = text(&c, "#an-gnubg").await;
    assert!(about.contains(&real.version), "{about}");
    assert_eq!(
        js(
            &c,
            "return document.querySelector('input[name=an-level]:checked').value"
        )
        .await,
        json!("2")
    );
    click(&c, "input[name=an-level][value='0'] + span").await;
    assert_eq!(
        js(
            &c,
            "return document.querySelector('input[name=an-level]:checked').value"
        )
        .await,
        json!("0")
    );
    screenshot(&c, "analyse-dialog-setup").await;
    click(&c, "#an-start").await;

    // Mid-run: one match landed, the other under way; the figures behind
    // the dialog follow.
    wait_js(
        &c,
        "return document.getElementById('analyse-dialog').dataset.done === '1'",
        60,
    )
    .await;
    assert!(c
        .find(Locator::Id("an-running"))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap());
    assert_eq!(text(&c, "#an-count").await, "1 of 2 matches done");
    let eta = text(&c, "#an-eta").await;
    assert!(eta.ends_with(" left"), "{eta}");
    // The next match starts a moment after one lands when gnuBG runs one
    // match at a time (one core).
    wait_js(
        &c,
        "return document.getElementById('an-current').textContent.startsWith('Analysing alice - bob, ')",
        5,
    )
    .await;
    assert_eq!(text(&c, "#an-level-shown").await, "Quick (0-ply)");
    assert_eq!(
        js(&c, "return document.getElementById('an-progress').value").await,
        json!(1)
    );
    wait_js(
        &c,
        "return document.getElementById('fig-pr').textContent !== '—' && document.querySelector('#stats-banner .text').textContent.startsWith('1 match without analysis')",
        5,
    )
    .await;
    screenshot(&c, "analyse-dialog-running").await;

    // Done: the summary, no banner, the CLI's figures.
    wait_js(&c, "return document.body.dataset.analyses === '1'", 120).await;
    let summary = text(&c, "#an-summary").await;
    assert!(
        summary.starts_with("Analysis finished: 2 analysed, 0 failed in "),
        "{summary}"
    );
    screenshot(&c, "analyse-dialog-done").await;
    click(&c, "#an-close").await;
    wait_js(
        &c,
        "return !document.getElementById('analyse-dialog').open && document.getElementById('stats-banner').hidden",
        10,
    )
    .await;
    let matches = cli_json(&db, &["matches", "--format", "json"]);
    for m in matches.as_array().unwrap() {
        assert_eq!(m["analysis"], "gnubg 0-ply");
    }
    let stats = cli_json(&db, &["stats", "--format", "json"]);
    assert_eq!(text(&c, "#fig-pr").await, fmt2(&stats["pr"]));
    assert_eq!(text(&c, "#fig-errors").await, stats["errors"].to_string());
    tab(&c, "players").await;
    let cells = pr_cells(&c).await;
    let players = cli_json(&db, &["players", "--format", "json"]);
    let players = players.as_array().unwrap();
    assert_eq!(cells.len(), players.len());
    for p in players {
        let name = p["name"].as_str().unwrap();
        let cell = &cells.iter().find(|(n, _)| n == name).unwrap().1;
        assert!(p["pr"].is_number(), "{p}");
        assert_eq!(*cell, fmt2(&p["pr"]), "PR of {name}");
        eprintln!("PR {name}: window {cell} = CLI {}", p["pr"]);
    }
    assert!(!c
        .find(Locator::Id("players-banner"))
        .await
        .unwrap()
        .is_displayed()
        .await
        .unwrap());

    // Settings: gnuBG's version and path, and the default level, stored in the library.
    tab(&c, "settings").await;
    wait_js(
        &c,
        "return document.getElementById('gnubg-status').textContent.startsWith('GNU Backgammon ')",
        10,
    )
    .await;
    assert_eq!(
        text(&c, "#gnubg-status").await,
        format!("GNU Backgammon {}", real.version)
    );
    assert_eq!(text(&c, "#gnubg-path").await, slow.display().to_string());
    assert_eq!(
        js(
            &c,
            "return document.querySelector('input[name=default-level]:checked').value"
        )
        .await,
        json!("2")
    );
    click(&c, "input[name=default-level][value='0'] + span").await;
    wait_js(
        &c,
        "return document.getElementById('level-msg').textContent.startsWith('Saved')",
        10,
    )
    .await;
    let store = blunderdb::library::store::Store::open(&db).unwrap();
    assert_eq!(
        store.setting(blunderdb_app::LEVEL_KEY).unwrap().as_deref(),
        Some("0")
    );
    screenshot(&c, "settings-gnubg").await;
    c.close().await.unwrap();
}

#[tokio::test]
async fn without_gnubg_the_dialog_says_why_and_cannot_start() {
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    let m1 = fx.join("m001.mat");
    cli_text(&db, &["import", m1.to_str().unwrap()]);
    let missing = tmp.path().join("no-gnubg-here");
    let Some((c, _driver, _)) = start_with(&db, &[("BLUNDERDB_GNUBG", &missing)]).await else {
        return;
    };
    wait_js(
        &c,
        "return !document.getElementById('stats-banner').hidden",
        10,
    )
    .await;
    assert_eq!(
        text(&c, "#stats-banner").await,
        "1 match without analysis — Analyse…"
    );
    click(&c, "#stats-banner button").await;
    wait_js(
        &c,
        "return document.getElementById('an-gnubg').classList.contains('bad')",
        20,
    )
    .await;
    let why = text(&c, "#an-gnubg").await;
    assert!(why.contains("no such program"), "{why}");
    assert!(why.contains("sudo apt-get install gnubg"), "{why}");
    assert_eq!(
        js(&c, "return document.getElementById('an-start').disabled").await,
        json!(true)
    );
    click(&c, "#an-close-setup").await;
    tab(&c, "settings").await;
    wait_js(
        &c,
        "return document.getElementById('gnubg-status').classList.contains('bad')",
        10,
    )
    .await;
    assert!(text(&c, "#gnubg-status").await.contains("no such program"));
    assert!(text(&c, "#gnubg-hint")
        .await
        .contains("sudo apt-get install gnubg"));
    screenshot(&c, "settings-no-gnubg").await;
    c.close().await.unwrap();
}

/// Drags `path` from a GTK drag source beside the window onto the window
/// with the real pointer (xdotool).
async fn drag_and_drop(path: &Path) {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/tools/dragsrc.py");
    let mut src = Killed(
        Command::new("/usr/bin/python3")
            .arg(script)
            .arg(path)
            .env("DRAG_X", "1300")
            .env("DRAG_Y", "50")
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3-gi for the drag source"),
    );
    let mut line = String::new();
    BufReader::new(src.0.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert_eq!(line.trim(), "ready");
    let xdo = |args: &[&str]| {
        let ok = Command::new("xdotool")
            .args(args)
            .status()
            .expect("xdotool")
            .success();
        assert!(ok, "xdotool {args:?}");
    };
    xdo(&["mousemove", "1360", "110"]);
    tokio::time::sleep(Duration::from_millis(200)).await;
    xdo(&["mousedown", "1"]);
    for x in (500..=1340).rev().step_by(40) {
        xdo(&["mousemove", &x.to_string(), "380"]);
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    xdo(&["mouseup", "1"]);
    tokio::time::sleep(Duration::from_millis(500)).await;
}

/// A library of `n` synthetic matches, built once and kept in the target folder.
fn synthetic_library(n: u64) -> PathBuf {
    let dir = target_dir().join("app-perf");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("synthetic-{n}.db"));
    if let Ok(store) = blunderdb::library::store::Store::open(&path) {
        if store.match_count().unwrap_or(0) == n {
            return path;
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let t0 = Instant::now();
    let mut store = blunderdb::library::store::Store::open(&path).unwrap();
    store
        .connection()
        .execute_batch("PRAGMA synchronous = OFF")
        .unwrap();
    // 1,000 matches to a transaction: a fixture, not an import.
    let all: Vec<u64> = (0..n).collect();
    for chunk in all.chunks(1_000) {
        let batch: Vec<_> = chunk
            .iter()
            .map(|&i| {
                (
                    blunderdb::model::synthetic::synthetic_match(2026, i, 200),
                    format!("synthetic/{i}.sgf"),
                )
            })
            .collect();
        store.insert_matches(&batch).unwrap();
    }
    eprintln!("built {n} synthetic matches in {:.1?}", t0.elapsed());
    path
}

#[tokio::test]
async fn performance_on_10000_matches() {
    // BLUNDERDB_PERF_MATCHES=100000 measures a larger library (built once,
    // kept in the target folder: minutes and 3.5 GB the first time).
    let n: u64 = std::env::var("BLUNDERDB_PERF_MATCHES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);

    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY");
        return;
    }
    let db = synthetic_library(n);
    let Some((c, _driver, launch)) = start(&db).await else {
        return;
    };
    // When the launch began, on the clock the page's timeOrigin is on.
    let launched_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs_f64()
        * 1000.0
        - launch.as_secs_f64() * 1000.0;
    // The figures are there.
    assert_eq!(text(&c, "#fig-matches").await, fmt_int(n));
    let pr = text(&c, "#fig-pr").await;
    assert!(pr.parse::<f64>().is_ok(), "PR shown: {pr}");
    assert!(js(&c, "return !!document.querySelector('#chart svg')").await == json!(true));
    let first = js(&c, "return window.__blunderdb.timings.first[0]").await;
    screenshot(&c, &format!("stats-{n}")).await;
    // The Progression and breakdown cards follow the figures.
    wait_js(
        &c,
        "return window.__blunderdb.timings.cards.length >= 1 && document.body.dataset.progressRows !== undefined && document.body.dataset.breakdownRows !== undefined",
        30,
    )
    .await;

    // Tab switches and filter changes, each timed in the page (click to
    // redrawn frame) and from here (WebDriver round trips included).
    // The tab switches are also timed on the X screen: the window's last
    // change (less its right edge, where the scroll bar fades) before the
    // next click.
    #[cfg(target_os = "linux")]
    let watch = watch_screen(&c, "document.documentElement").await;
    let mut outside = Vec::new();
    let mut clicks = Vec::new();
    for name in ["players", "stats", "settings", "stats", "players", "stats"] {
        let before = js(&c, "return window.__blunderdb.timings.tab.length")
            .await
            .as_u64()
            .unwrap();
        let t = Instant::now();
        clicks.push(t);
        tab(&c, name).await;
        // Until the page has redrawn the tab (figures or table included).
        wait_js(
            &c,
            &format!("return window.__blunderdb.timings.tab.length > {before}"),
            30,
        )
        .await;
        outside.push(t.elapsed().as_secs_f64() * 1000.0);
        // And its frame is on screen, before the next click, after a
        // pause as a user's (the pixels may come later than the page's
        // next frame: see the X screen's times).
        wait_js(
            &c,
            &format!("return window.__blunderdb.tabParts.length > {before}"),
            30,
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    #[cfg(target_os = "linux")]
    let tabs_on_screen = watch.settled(&clicks, &[], Instant::now());
    let player = js(&c, "return window.__blunderdb.info.players[3]").await;
    let filters = [
        format!("document.getElementById('f-player').value = {player}; document.getElementById('f-player').dispatchEvent(new Event('change'))"),
        "document.querySelector('input[name=decisions][value=cube]').click()".to_string(),
        "document.getElementById('f-length').value = '7'; document.getElementById('f-length').dispatchEvent(new Event('change'))".to_string(),
        "document.getElementById('f-from').value = '2020-01-01'; document.getElementById('f-from').dispatchEvent(new Event('change'))".to_string(),
        "document.getElementById('f-reset').click()".to_string(),
    ];
    let mut filter_outside = Vec::new();
    for f in &filters {
        let before = js(
            &c,
            "const t = window.__blunderdb.timings; return [t.filter.length, t.cards.length]",
        )
        .await;
        let t = Instant::now();
        js(&c, f).await;
        wait_js(
            &c,
            &format!(
                "return window.__blunderdb.timings.filter.length > {}",
                before[0]
            ),
            30,
        )
        .await;
        filter_outside.push(t.elapsed().as_secs_f64() * 1000.0);
        // Its cards too, before the next change (which would drop them).
        wait_js(
            &c,
            &format!(
                "return window.__blunderdb.timings.cards.length > {}",
                before[1]
            ),
            30,
        )
        .await;
    }
    assert!(text(&c, "#fig-pr").await.parse::<f64>().is_ok());
    // The language switched on the Stats tab, as Settings does (its
    // figures, cards and the charts Rust draws, all again), back and
    // forth: timed in the page from the choice to the frame painted.
    for lang in ["de", "en", "fr", "en", "ja", "en"] {
        let before = js(&c, "return window.__blunderdb.timings.lang.length")
            .await
            .as_u64()
            .unwrap();
        js(&c, &format!("window.__blunderdb.setLanguage('{lang}')")).await;
        wait_js(
            &c,
            &format!("return window.__blunderdb.timings.lang.length > {before} && document.body.dataset.lang === '{lang}'"),
            30,
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    assert!(text(&c, "#fig-pr").await.parse::<f64>().is_ok());
    // The progression card by month (its default), then one point per match.
    js(
        &c,
        "document.getElementById('breakdown-card').scrollIntoView()",
    )
    .await;
    screenshot(&c, &format!("stats-{n}-cards")).await;
    let mut by_match = vec![group_by(&c, "match", Some(n)).await.0];
    js(
        &c,
        "document.getElementById('progress-card').scrollIntoView()",
    )
    .await;
    screenshot(&c, &format!("stats-{n}-by-match")).await;
    // One redraw is one sample of a figure that varies by ±15 ms here:
    // back to months and to matches again, four more times, with a pause
    // between as a user's. Those four are also timed on the X screen: the
    // chart's last change after the test asked for the grouping (which
    // includes WebDriver's delivery of the click) and before it asked for
    // the next.
    #[cfg(target_os = "linux")]
    let watch = watch_screen(&c, "document.querySelector('#progress-chart svg')").await;
    // When each grouping was asked for: by month, and by match.
    let (mut months, mut matches) = (Vec::new(), Vec::new());
    for _ in 0..4 {
        months.push(group_by(&c, "month", None).await.1);
        tokio::time::sleep(Duration::from_millis(300)).await;
        let (parts, at) = group_by(&c, "match", Some(n)).await;
        by_match.push(parts);
        matches.push(at);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    #[cfg(target_os = "linux")]
    let on_screen = watch.settled(&matches, &months, Instant::now());
    // The breakdown card by each of its dimensions, timed the same ways:
    // in the page, and the card's last change on the X screen.
    js(
        &c,
        "document.getElementById('breakdown-card').scrollIntoView()",
    )
    .await;
    #[cfg(target_os = "linux")]
    let watch = watch_screen(&c, "document.getElementById('breakdown-card')").await;
    let (mut breakdowns, mut dims) = (Vec::new(), Vec::new());
    for dim in ["phase", "score", "length", "cube-action"] {
        let before = js(&c, "return window.__blunderdb.cardParts.length").await;
        dims.push(Instant::now());
        js(
            &c,
            &format!("document.querySelector('input[name=bd-by][value=\"{dim}\"]').click()"),
        )
        .await;
        wait_js(
            &c,
            &format!("return window.__blunderdb.cardParts.length > {before}"),
            30,
        )
        .await;
        breakdowns.push(card_parts(&c).await);
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    #[cfg(target_os = "linux")]
    let breakdowns_on_screen = watch.settled(&dims, &[], Instant::now());
    // By score the card has 170 rows here: it draws the 40 around its
    // box's view, and the last ones once scrolled to its end.
    js(
        &c,
        "document.querySelector('input[name=bd-by][value=\"score\"]').click()",
    )
    .await;
    let rows = "document.querySelectorAll('#breakdown-table tbody tr[data-key]').length";
    wait_js(
        &c,
        &format!("return document.body.dataset.breakdownRows > 40 && {rows} > 0"),
        30,
    )
    .await;
    assert_eq!(js(&c, &format!("return {rows}")).await, json!(40));
    js(
        &c,
        "const b = document.querySelector('#breakdown-table').closest('.scroll'); b.scrollTop = b.scrollHeight",
    )
    .await;
    wait_js(
        &c,
        &format!("return !document.querySelector('#breakdown-table tbody').lastElementChild.classList.contains('spacer') && {rows} <= 40"),
        10,
    )
    .await;
    // The card came with the table's latest 200 rows only; "List them
    // all" fetches the rest. The page holds the rows around where the
    // table is scrolled to (40), and empty rows for the others.
    assert_eq!(
        js(
            &c,
            "return [document.querySelector('#progress-table tbody').dataset.rows, document.querySelectorAll('#progress-table tbody tr[data-i]').length, document.getElementById('progress-more').hidden]"
        )
        .await,
        json!(["200", 40, false])
    );
    js(
        &c,
        "document.querySelector('#progress-more button').click()",
    )
    .await;
    wait_js(
        &c,
        &format!("return document.querySelector('#progress-table tbody').dataset.rows === '{n}'"),
        60,
    )
    .await;
    // Scrolled to its end, the table draws its last rows.
    js(
        &c,
        "const b = document.querySelector('#progress-table').closest('.scroll'); b.scrollTop = b.scrollHeight",
    )
    .await;
    wait_js(
        &c,
        &format!(
            "return !!document.querySelector('#progress-table tbody tr[data-i=\"{}\"]')",
            n - 1
        ),
        10,
    )
    .await;
    let timings = js(&c, "return window.__blunderdb.timings").await;
    let ms = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| format!("{:.0}", x.as_f64().unwrap()))
            .collect()
    };
    let fmt = |v: &[f64]| v.iter().map(|x| format!("{x:.0}")).collect::<Vec<_>>();
    eprintln!("PERF {} matches:", fmt_int(n));
    // How WebKit paints here (see blunderdb_app::render): on a machine
    // without a GPU render node the app asks for Skia's CPU rasteriser and
    // no compositing, unless the user set either variable.
    let nodes = blunderdb_app::render::render_nodes(std::path::Path::new("/dev/dri"));
    let by_app = blunderdb_app::render::to_set(cfg!(target_os = "linux"), nodes, |name| {
        std::env::var_os(name).is_some()
    });
    let settings: Vec<String> = blunderdb_app::render::WITHOUT_GPU
        .iter()
        .map(|name| match std::env::var(name) {
            Ok(v) => format!("{name}={v} (the user's)"),
            Err(_) if by_app.contains(name) => format!("{name}=1 (the app's)"),
            Err(_) => format!("{name} unset"),
        })
        .collect();
    eprintln!(
        "PERF   painting: {} (GPU render nodes: {nodes})",
        settings.join(", ")
    );
    eprintln!(
        "PERF   launch → Stats figures shown (WebDriver session + page): {} ms",
        launch.as_millis()
    );
    eprintln!(
        "PERF   page start → Stats figures drawn (in page): {:.0} ms",
        first.as_f64().unwrap()
    );
    eprintln!(
        "PERF   the language at the start (ms since navigation: asked, answered, spoken; the first redraw waited for it): {}",
        js(&c, "const l = window.__blunderdb.languageLoad; return `${Math.round(l.asked)}, ${Math.round(l.answered)}, ${Math.round(l.spoken)}; waited ${Math.round(l.waited)} ms`").await
    );
    let page = js(
        &c,
        "return [performance.timeOrigin, window.__blunderdb.startedAt]",
    )
    .await;
    eprintln!(
        "PERF   of the launch: app and WebView up to the page's navigation {:.0} ms, page and modules loaded {:.0} ms, then the figures (above)",
        page[0].as_f64().unwrap() - launched_ms,
        page[1].as_f64().unwrap()
    );
    eprintln!(
        "PERF   tab switch redraw (in page), ms: {:?}",
        ms(&timings["tab"])
    );
    let parts = js(
        &c,
        "return window.__blunderdb.tabParts.map(p => `${Math.round(p.painted)}/${Math.round(p.shown)}`)",
    )
    .await;
    eprintln!("PERF   of which (tab switch painted/next frame begun), ms: {parts}");
    #[cfg(target_os = "linux")]
    eprintln!("PERF   the same on the X screen (from the test's click), ms: {tabs_on_screen:?}");
    eprintln!(
        "PERF   tab switch incl. WebDriver round trips, ms: {:?}",
        fmt(&outside)
    );
    eprintln!(
        "PERF   filter change redraw (in page), ms: {:?}",
        ms(&timings["filter"])
    );
    eprintln!(
        "PERF   language switch on Stats, choice to the redrawn tab painted, cards and charts included (in page), ms: {:?}",
        ms(&timings["lang"])
    );
    let parts = js(
        &c,
        "return window.__blunderdb.langParts.map(p => ['answer', 'charts', 'asked', 'words', 'drawn', 'shown'].map(k => Math.round(p[k])).join('/') + (p.anew === undefined ? '' : ' (asked anew)'))",
    )
    .await;
    eprintln!("PERF   of which (language answered/charts redrawn/all asked/words written/tab drawn/next frame begun), ms: {parts}");
    eprintln!(
        "PERF   filter change incl. WebDriver round trips, ms: {:?}",
        fmt(&filter_outside)
    );
    // From the same start as each redraw above that changed the selection
    // (launch, then each filter change), until the Progression and
    // breakdown cards are drawn; the last one is the progression by match
    // (10,000 points), timed from its own change.
    eprintln!(
        "PERF   cards drawn after the figures (in page, from launch / each filter change; last: by match), ms: {:?}",
        ms(&timings["cards"])
    );
    // Where each of those redraws' time went (ms from its start): the
    // figures answered and drawn, their frame painted, the cards answered
    // and drawn, their frame painted.
    let parts = js(
        &c,
        "return window.__blunderdb.parts.map(p => ['answer', 'figures', 'painted', 'cardsIn', 'cardsDom', 'done', 'shown'].map(k => Math.round(p[k])).join('/'))",
    )
    .await;
    eprintln!(
        "PERF   of which (answer/figures/painted/cards in/cards drawn/painted/next frame begun), ms: {parts}"
    );
    eprintln!(
        "PERF   of the by-match redraws (answer in/drawn/painted/next frame begun), ms: {by_match:?}"
    );
    #[cfg(target_os = "linux")]
    eprintln!(
        "PERF   the last four of them on the X screen (from the test's click), ms: {on_screen:?}"
    );
    eprintln!(
        "PERF   breakdown by phase, score, length, cube action (answer in/drawn/painted/next frame begun), ms: {breakdowns:?}"
    );
    #[cfg(target_os = "linux")]
    eprintln!(
        "PERF   the same on the X screen (from the test's click), ms: {breakdowns_on_screen:?}"
    );
    // The Players table of a large library draws the rows around the view
    // (60 of its 200 players here), and the last ones once scrolled to
    // its end.
    tab(&c, "players").await;
    let drawn = "document.querySelectorAll('#players-table tbody tr[data-name]').length";
    let players = js(&c, "return window.__blunderdb.info.players.length")
        .await
        .as_u64()
        .unwrap();
    wait_js(&c, &format!("return {drawn} > 0"), 10).await;
    let first = js(&c, &format!("return {drawn}")).await.as_u64().unwrap();
    assert!(
        players <= 100 || first <= 60,
        "{first} of {players} rows drawn"
    );
    js(&c, "window.scrollTo(0, document.body.scrollHeight)").await;
    wait_js(
        &c,
        &format!(
            "const b = document.querySelector('#players-table tbody'); \
             return b.lastElementChild.dataset.name === window.__blunderdb.info.players.at(-1) && {drawn} <= 60"
        ),
        10,
    )
    .await;
    screenshot(&c, &format!("players-{n}-end")).await;
    // Two players ticked: their comparison, from the second tick to the
    // panel drawn (WebDriver's round trips included) and on the X screen.
    js(&c, "window.scrollTo(0, 0)").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    #[cfg(target_os = "linux")]
    let watch = watch_screen(&c, "document.documentElement").await;
    let tick = |i: usize| {
        format!("document.querySelectorAll('#players-table tbody tr[data-name] td.tick input')[{i}].click()")
    };
    js(&c, &tick(0)).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let second = Instant::now();
    js(&c, &tick(1)).await;
    wait_js(
        &c,
        "return (document.body.dataset.compared ?? '').includes('|') && !document.getElementById('compare').hidden",
        10,
    )
    .await;
    let compared = second.elapsed().as_millis();
    tokio::time::sleep(Duration::from_millis(300)).await;
    #[cfg(target_os = "linux")]
    let compared_on_screen = watch.settled(&[second], &[], Instant::now());
    eprintln!("PERF   two players compared (second tick to panel drawn, WebDriver included), ms: {compared}");
    #[cfg(target_os = "linux")]
    eprintln!(
        "PERF   the same on the X screen (from the test's click), ms: {compared_on_screen:?}"
    );
    c.close().await.unwrap();
}

/// Another process imports while the window is open: the window notices
/// (it polls the library's change token every 2 s) and redraws, no click.
#[tokio::test]
async fn another_process_import_shows_without_a_click() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    assert_eq!(
        js(&c, "return window.__blunderdb.info.matches").await,
        json!(0)
    );
    let t = Instant::now();
    let sgf = shared.join("fixtures/sgf/test.sgf");
    cli_text(&db, &["import", sgf.to_str().unwrap()]);
    let imported = t.elapsed();
    wait_js(
        &c,
        "return window.__blunderdb.info.matches === 1 \
         && document.getElementById('fig-matches').textContent === '1'",
        10,
    )
    .await;
    let shown = t.elapsed();
    eprintln!("another process's import: done in {imported:.2?}, on screen after {shown:.2?}");
    assert!(shown < imported + Duration::from_secs(4), "{shown:?}");
    c.close().await.unwrap();
}

/// The positions behind the figures: a histogram bar lists its decisions
/// (as many as the bar counts), a row opens its board, the XGID shown is
/// the command line's for that decision, the arrow keys step on, and the
/// Errors card lists as many decisions as it counts.
#[tokio::test]
async fn drill_down_from_a_bar_to_a_board_with_the_clis_xgid() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    cli_text(
        &db,
        &[
            "import",
            shared.join("fixtures/sgf").to_str().unwrap(),
            shared.join("oracle/corpus").to_str().unwrap(),
        ],
    );
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    wait_js(&c, "return Number(document.body.dataset.statsReady || 0) > 0 && !!document.querySelector('#chart .bar-hit')", 20).await;
    let stats = cli_json(&db, &["stats", "--format", "json"]);
    let bar = stats["histogram"][3]["count"].as_u64().unwrap();
    assert!(bar > 50, "bar 3 holds {bar}");

    // Click the 25–50 bar: the list opens on its first page, worst first.
    // (WebKitWebDriver will not click an SVG shape it deems invisible —
    // the click target is transparent over the bar — so the click is
    // dispatched as the pointer's would be.)
    js(
        &c,
        "document.querySelector(\"#chart .bar-hit[data-bucket='3']\").dispatchEvent(new MouseEvent('click', { bubbles: true })); return true",
    )
    .await;
    wait_js(
        &c,
        "const d = document.getElementById('drill'); return !!d && d.open && document.querySelectorAll('#drill-rows tr').length > 0 && !!document.querySelector('#drill-board svg.board')",
        20,
    )
    .await;
    assert_eq!(
        text(&c, "#drill-title").await,
        "Decisions of 25–50 millipoints"
    );
    assert_eq!(
        text(&c, "#drill-page").await,
        format!("1–50 of {}", fmt_int(bar))
    );
    let cli = cli_json(
        &db,
        &[
            "decisions",
            "--bucket",
            "3",
            "--format",
            "json",
            "--limit",
            "3",
        ],
    );
    let want = |i: usize, k: &str| cli["decisions"][i][k].as_str().unwrap().to_string();

    // The second row opens its board: the XGID shown is the CLI's.
    click(&c, "#drill-rows tr:nth-child(2) td:nth-child(3)").await;
    wait_js(
        &c,
        &format!(
            "return document.querySelector('#drill-rows tr.selected')?.dataset.index === '1' && document.getElementById('drill-board').dataset.seq === '{}'",
            cli["decisions"][1]["seq"]
        ),
        10,
    )
    .await;
    assert_eq!(text(&c, "#drill-xgid").await, want(1, "xgid"));
    assert_eq!(text(&c, "#drill-posid").await, want(1, "position_id"));
    assert_eq!(text(&c, "#drill-matchid").await, want(1, "match_id"));
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#drill-board svg.board').dataset.xgid"
        )
        .await,
        json!(want(1, "xgid"))
    );
    screenshot(&c, "drill-board").await;

    // The arrow key steps to the next decision.
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E015}")
        .await
        .unwrap();
    wait_js(
        &c,
        "return document.querySelector('#drill-rows tr.selected')?.dataset.index === '2'",
        10,
    )
    .await;
    wait_js(
        &c,
        &format!(
            "return document.getElementById('drill-xgid')?.textContent === '{}'",
            want(2, "xgid")
        ),
        10,
    )
    .await;
    click(&c, "#drill-close").await;

    // The Errors card lists as many decisions as it counts.
    let errors = stats["errors"].as_u64().unwrap();
    click(&c, "#fig-errors").await;
    wait_js(
        &c,
        "const d = document.getElementById('drill'); return d.open && document.querySelectorAll('#drill-rows tr').length > 0",
        20,
    )
    .await;
    assert!(text(&c, "#drill-page")
        .await
        .ends_with(&format!("of {}", fmt_int(errors))));
    let n = js(
        &c,
        "return document.querySelectorAll('#drill-rows tr').length",
    )
    .await;
    assert_eq!(n, json!(errors.min(50)));
    screenshot(&c, "drill-errors").await;
    c.close().await.unwrap();
}

/// 4233 → "4,233", as the window writes counts.
fn fmt_int(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The Progression card (one dot per match of the CLI's `progress --by
/// match`), a breakdown row listing its decisions (those of the CLI's
/// `decisions --breakdown`) and its button narrowing the filters, and in Players two
/// ticked rows compared, merged (the merged row equals the CLI's `stats
/// --player` after `alias add`) and the merge undone.
#[tokio::test]
async fn progression_breakdowns_compare_and_merge() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let fx = shared.join("fixtures");
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let other = tmp.path().join("cli.db");
    for d in [&db, &other] {
        cli_text(
            d,
            &[
                "import",
                fx.join("xg").to_str().unwrap(),
                fx.join("sgf").to_str().unwrap(),
            ],
        );
    }
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    let player = "Kévin UNGER Nicolas HARMAND";
    let alias = "Harmand/Unger";
    // One dot per analysed, dated match of the player, as the CLI lists them.
    let rows = cli_json(
        &db,
        &[
            "progress", "--player", alias, "--by", "match", "--format", "json",
        ],
    );
    let dots = rows["rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !r["pr"].is_null() && r["period"] != "undated")
        .count();
    assert!(dots >= 1);
    js(
        &c,
        &format!(
            "document.getElementById('p-by').value = 'match'; \
             document.getElementById('f-player').value = {}; document.getElementById('f-player').dispatchEvent(new Event('change'))",
            json!(alias)
        ),
    )
    .await;
    wait_js(
        &c,
        // Both cards of that filter (each is drawn as its answer comes).
        &format!("return document.body.dataset.progressPoints === '{dots}' && document.querySelectorAll('#progress-chart svg circle').length === {dots} && window.__blunderdb.cardsShown === window.__blunderdb.statsShown"),
        20,
    )
    .await;
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('#progress-table tbody tr').length"
        )
        .await,
        json!(rows["rows"].as_array().unwrap().len())
    );
    // The cube actions of the app are the CLI's.
    let cube = cli_json(
        &db,
        &[
            "breakdown",
            "--by",
            "cube-action",
            "--player",
            alias,
            "--format",
            "json",
        ],
    );
    let wrong_pass = cube["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "wrong_pass")
        .unwrap()["error_emg"]
        .clone();
    assert_eq!(
        js(&c, "return document.querySelector('#breakdown-table tr[data-key=wrong_pass] td:nth-child(5)').textContent").await,
        json!(blunderdb::queries::report::num(
            blunderdb::i18n::Text::get("en"),
            wrong_pass.as_f64(),
            3
        ))
    );
    // Clicking a dot shows that match's figures.
    js(
        &c,
        "const p = document.querySelector('#progress-chart svg circle'); \
         const b = p.getBoundingClientRect(); \
         p.parentNode.closest('#progress-chart').dispatchEvent(new MouseEvent('click', {clientX: b.x + b.width / 2, clientY: b.y + b.height / 2, bubbles: true}))",
    )
    .await;
    wait_js(
        &c,
        "return document.getElementById('progress-detail').textContent.includes('PR')",
        10,
    )
    .await;
    screenshot(&c, "progression").await;
    // The bands are XG's level names until the Settings choose gnuBG's;
    // the chart follows at once, and the library keeps the choice.
    let chart_has = |name: &str| {
        format!(
            "return document.querySelector('#progress-chart svg').textContent.includes({})",
            json!(name)
        )
    };
    assert_eq!(js(&c, &chart_has("World Class")).await, json!(true));
    let pr: f64 = text(&c, "#fig-pr").await.parse().unwrap();
    let level = |scale: &blunderdb::queries::levels::Scale| {
        format!("{} ({})", scale.level(pr), scale.label)
    };
    assert_eq!(
        text(&c, "#fig-level").await,
        level(&blunderdb::queries::levels::XG)
    );
    tab(&c, "settings").await;
    wait_js(
        &c,
        "return document.querySelector('#level-scales input[value=xg]')?.checked === true",
        10,
    )
    .await;
    assert!(text(&c, "#level-bands")
        .await
        .starts_with("World Champ < 2.5 · World Class < 5"));
    click(&c, "#level-scales input[value=gnubg] + span").await;
    wait_js(&c, &chart_has("Supernatural"), 10).await;
    assert_eq!(js(&c, &chart_has("World Champ")).await, json!(false));
    assert!(text(&c, "#level-bands")
        .await
        .starts_with("Supernatural < 1 · World class < 2.5"));
    assert!(text(&c, "#level-source").await.contains("GNU Backgammon"));
    screenshot(&c, "settings-levels").await;
    assert!(cli_text(&db, &["levels"]).starts_with("gnubg"));
    tab(&c, "stats").await;
    js(
        &c,
        "document.getElementById('progress-card').scrollIntoView()",
    )
    .await;
    screenshot(&c, "progression-gnubg-bands").await;
    // A length row narrows the filters to that length.
    js(
        &c,
        "document.querySelector('input[name=bd-by][value=length]').click()",
    )
    .await;
    wait_js(
        &c,
        "return !!document.querySelector('#breakdown-table tr[data-key=\"7\"]')",
        10,
    )
    .await;
    // Clicking a row lists the decisions behind it, as the CLI's
    // `decisions --breakdown length=7`, each opening its board.
    let cell = cli_json(
        &db,
        &[
            "decisions",
            "--player",
            alias,
            "--breakdown",
            "length=7",
            "--limit",
            "50",
            "--format",
            "json",
        ],
    );
    let first = &cell["decisions"][0];
    js(
        &c,
        "document.querySelector('#breakdown-table tr[data-key=\"7\"] td:nth-child(2)').click()",
    )
    .await;
    wait_js(
        &c,
        &format!(
            "const d = document.getElementById('drill'); return !!d && d.open && document.querySelectorAll('#drill-rows tr').length === {} && document.getElementById('drill-board').dataset.seq === '{}'",
            cell["decisions"].as_array().unwrap().len(),
            first["seq"]
        ),
        20,
    )
    .await;
    assert_eq!(
        text(&c, "#drill-title").await,
        "Where the errors are: 7 points"
    );
    // Its board's analysis panel: the candidates the CLI re-reads from the
    // file (rank, move, equity, diff; the played one marked), or the note.
    let with = cli_json(
        &db,
        &[
            "decisions",
            "--player",
            alias,
            "--breakdown",
            "length=7",
            "--limit",
            "1",
            "--candidates",
            "--format",
            "json",
        ],
    );
    let cands = &with["decisions"][0]["candidates"];
    if cands["status"] == "found" {
        let list = cands["candidates"].as_array().unwrap();
        wait_js(
            &c,
            &format!(
                "return document.querySelectorAll('#drill-cands tr').length === {} + 1 && document.querySelectorAll('#drill-cands tr.played').length === 1",
                list.len()
            ),
            10,
        )
        .await;
        assert_eq!(
            text(&c, "#drill-cands tr:nth-child(2) td:nth-child(2)").await,
            list[0]["move"].as_str().unwrap()
        );
    } else {
        assert_eq!(
            js(&c, "return document.getElementById('drill-cands').hidden").await,
            json!(true)
        );
    }
    assert_eq!(
        text(&c, "#drill-xgid").await,
        first["xgid"].as_str().unwrap()
    );
    let total = js(
        &c,
        "return document.querySelector('#breakdown-table tr[data-key=\"7\"]').dataset.decisions",
    )
    .await;
    assert!(text(&c, "#drill-page").await.ends_with(&format!(
        "of {}",
        fmt_int(total.as_str().unwrap().parse().unwrap())
    )));
    screenshot(&c, "breakdown-drill").await;
    click(&c, "#drill-close").await;
    // Its "filter" button narrows the filters to that length.
    js(
        &c,
        "document.querySelector('#breakdown-table tr[data-key=\"7\"] button.narrow').click()",
    )
    .await;
    wait_js(
        &c,
        "return document.getElementById('f-length').value === '7'",
        10,
    )
    .await;

    // Players: tick two, compare, merge.
    tab(&c, "players").await;
    let before = js(
        &c,
        "return document.querySelectorAll('#players-table tbody tr').length",
    )
    .await;
    for name in [player, alias] {
        js(
            &c,
            &format!(
                "[...document.querySelectorAll('#players-table tbody tr')].find(tr => tr.dataset.name === {}).querySelector('td.tick input').click()",
                json!(name)
            ),
        )
        .await;
    }
    wait_js(
        &c,
        &format!(
            "return document.body.dataset.compared === {} && !document.getElementById('compare').hidden",
            json!(format!("{player}|{alias}"))
        ),
        10,
    )
    .await;
    let marked = js(
        &c,
        "return document.querySelectorAll('#compare td.better').length",
    )
    .await;
    assert!(marked.as_u64().unwrap() >= 1, "the better rate is marked");
    screenshot(&c, "compare").await;
    click(&c, "#merge-ab").await;
    wait_js(
        &c,
        &format!(
            "return document.querySelectorAll('#players-table tbody tr').length === {} - 1 && !document.getElementById('aliases').hidden",
            before
        ),
        20,
    )
    .await;
    cli_text(&other, &["alias", "add", alias, "--as", player]);
    let merged = cli_json(&other, &["stats", "--player", alias, "--format", "json"]);
    let row = js(
        &c,
        &format!(
            "const tr = [...document.querySelectorAll('#players-table tbody tr')].find(tr => tr.dataset.name === {}); \
             return [tr.children[2].textContent, tr.querySelector('td.pr').textContent]",
            json!(player)
        ),
    )
    .await;
    assert_eq!(
        row,
        json!([merged["matches"].to_string(), fmt2(&merged["pr"])])
    );
    screenshot(&c, "merged").await;
    // Undo: the two players are back.
    click(&c, "#alias-list button").await;
    wait_js(
        &c,
        &format!("return document.querySelectorAll('#players-table tbody tr').length === {before}"),
        20,
    )
    .await;
    c.close().await.unwrap();
}

/// The words of the page no message wrote: every visible text node (and
/// each select's chosen option) whose text, less the parts in ⟦…⟧ (the
/// pseudo-locale's marks), is more than data: numbers, dates, moves,
/// punctuation, or one of `data` (player names, paths, proper names).
const UNWRAPPED: &str = r#"
const data = new Set(arguments[0]);
// A name of several words may stand beside a number ("bob 0 – 0 alice").
for (const d of arguments[0]) for (const w of d.split(/\s+/)) data.add(w);
const strip = (s) => { let prev; do { prev = s; s = s.replace(/⟦[^⟦⟧]*⟧/g, " "); } while (s !== prev); return s; };
// Data between the messages: numbers in any of the languages' ways,
// dates, moves (24/18 13/11*, bar/22, 6/off), dice, punctuation.
const piece = /^([-+−–—\d.,:;%/#*()\[\]·×<>≥≤▲▼✓‹›…'"=|?!\s\u00a0\u202f]|bar|off)*$/i;
const shown = (el) => {
  for (let e = el; e; e = e.parentElement) {
    if (e.hidden || e.classList.contains("visually-hidden")) return false;
    const cs = getComputedStyle(e);
    if (cs.display === "none" || cs.visibility === "hidden" || cs.contentVisibility === "hidden") return false;
    if (e.tagName === "DIALOG" && !e.open) return false;
  }
  return el.getClientRects().length > 0;
};
const bad = [];
const check = (text, where) => {
  const t = text.trim();
  if (!t) return;
  const rest = strip(t).trim();
  if (rest === "" || data.has(rest) || data.has(t)) return;
  const pieces = rest.split(/\s+/).filter(Boolean);
  if (pieces.every((p) => piece.test(p) || data.has(p))) return;
  bad.push(`${where}: ${JSON.stringify(t)}`);
};
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  const el = n.parentElement;
  // Data as it is: code (IDs), paths, and what is only decoration.
  if (!el || el.closest("script, style, select, code, .path, [aria-hidden=true]")) continue;
  if (!shown(el)) continue;
  check(n.textContent, el.id || el.tagName.toLowerCase());
}
for (const s of document.querySelectorAll("select")) {
  if (shown(s) && s.selectedOptions[0]) check(s.selectedOptions[0].textContent, `#${s.id}`);
}
return bad;
"#;

/// The words of the page outside the message files, as lines: none
/// expected in the pseudo-locale.
async fn unwrapped(c: &Client, data: &[String]) -> Vec<String> {
    let v = c.execute(UNWRAPPED, vec![json!(data)]).await.unwrap();
    serde_json::from_value(v).unwrap()
}

/// A small library of the repository's own fixtures (two analysed
/// matches), made by the command line.
fn fixture_library() -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/gnubg");
    cli_text(&db, &["import", fixtures.to_str().unwrap()]);
    (tmp, db)
}

/// The window in the pseudo-locale (every message in ⟦…⟧): no word on any
/// tab, dialog or list is left outside the message files.
#[tokio::test]
async fn the_pseudo_locale_wraps_every_word_of_every_tab() {
    let (_tmp, db) = fixture_library();
    // A starred decision, for a card on the Train tab.
    let worst = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "1",
            "--format",
            "json",
        ],
    );
    let starred = worst["decisions"][0]["ref"].as_str().unwrap().to_string();
    cli_text(&db, &["star", &starred]);
    // A collection holding it, for the Keep panels and the Collections.
    cli_text(&db, &["collection", "new", "Keepers"]);
    cli_text(&db, &["collection", "add", "Keepers", &starred]);
    let qps = PathBuf::from("qps");
    let Some((c, _driver, _)) = start_with(&db, &[("BLUNDERDB_LANG", &qps)]).await else {
        return;
    };
    assert_eq!(
        js(&c, "return document.documentElement.lang").await,
        json!("en")
    );
    // The data the page shows as it is: the players, the library's path,
    // the languages' own names, the app's name (tauri.conf.json).
    let mut data: Vec<String> =
        serde_json::from_value(js(&c, "return window.__blunderdb.info.players").await).unwrap();
    data.push(db.display().to_string());
    data.extend(
        blunderdb::i18n::NATIVE_NAMES
            .iter()
            .map(|(_, n)| n.to_string()),
    );
    data.push("blunderDB".into());
    data.push("EMG".into());
    data.push("Keepers".into());
    wait_js(
        &c,
        "return window.__blunderdb.timings.cards.length >= 1",
        30,
    )
    .await;
    let mut all = Vec::new();
    for name in ["stats", "players", "settings"] {
        tab(&c, name).await;
        if name == "settings" {
            wait_js(&c, "return document.getElementById('gnubg-status').textContent !== '…' && document.getElementById('level-bands').textContent !== ''", 20).await;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        all.extend(
            unwrapped(&c, &data)
                .await
                .into_iter()
                .map(|l| format!("{name}: {l}")),
        );
    }
    // Two players ticked: their comparison.
    tab(&c, "players").await;
    js(&c, "for (const b of [...document.querySelectorAll('#players-table td.tick input')].slice(0, 2)) b.click()").await;
    wait_js(&c, "return !document.getElementById('compare').hidden", 10).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("compare: {l}")),
    );
    // The decisions behind the Errors card, with a board.
    tab(&c, "stats").await;
    js(
        &c,
        "document.getElementById('fig-errors').closest('.fig').click()",
    )
    .await;
    wait_js(
        &c,
        "const d = document.getElementById('drill'); const m = document.getElementById('drill-marks'); return !!d && d.open && !!document.querySelector('#drill-board svg.board') && !!m && !!m.dataset.ref",
        20,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("drill: {l}")),
    );
    js(&c, "document.getElementById('drill').close()").await;
    // The Matches tab, and a match in review. Data there: the events, the
    // engines' names, the candidates' mark of the move played.
    data.extend(["gnubg-oracle", "gnuBG", "XG", "◀"].map(String::from));
    tab(&c, "matches").await;
    wait_js(
        &c,
        "return document.querySelectorAll('#matches-table tbody tr[data-id]').length > 0",
        20,
    )
    .await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("matches: {l}")),
    );
    click(&c, "#matches-table tbody tr[data-id] td.date").await;
    wait_js(
        &c,
        "return !document.getElementById('review').hidden && !!document.body.dataset.reviewBoard && !document.getElementById('review-cands').matches('.waiting, .stale') && !document.getElementById('review-keep').hidden",
        20,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("review: {l}")),
    );
    // The Train tab: a card, then its answer.
    tab(&c, "train").await;
    js(
        &c,
        "const s = document.getElementById('train-source'); s.value = 'starred'; document.getElementById('train-deck').requestSubmit(); return true",
    )
    .await;
    wait_js(
        &c,
        "const t = window.__train; return !!t.card && !document.getElementById('train-card').hidden && !!document.getElementById('train-marks').dataset.ref",
        20,
    )
    .await;
    data.push(starred.clone());
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("train: {l}")),
    );
    js(
        &c,
        "document.getElementById('train-move').value = window.__train.card && ''; return true",
    )
    .await;
    let played = worst["decisions"][0]["played"].as_str().unwrap();
    js(
        &c,
        &format!("document.getElementById('train-move').value = {played:?}; document.getElementById('train-form').requestSubmit(); return true"),
    )
    .await;
    wait_js(&c, "return document.body.dataset.trainAnswered === '1'", 20).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("train answered: {l}")),
    );
    screenshot(&c, "qps-train").await;
    // The Collections of the Train tab, one shown as small boards.
    click(&c, "#coll-rows tr[data-name=\"Keepers\"] .coll-open").await;
    wait_js(
        &c,
        "const s = document.getElementById('coll-shown'); return !s.hidden && s.dataset.count === '1' && !!document.querySelector('#coll-boards li')",
        20,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("collections: {l}")),
    );
    js(
        &c,
        "document.getElementById('collections').scrollIntoView()",
    )
    .await;
    screenshot(&c, "qps-collections").await;
    // The About box.
    js(&c, "document.getElementById('about-btn').click()").await;
    wait_js(&c, "const d = document.getElementById('about'); return !!d && d.open && document.getElementById('about-version').textContent !== ''", 10).await;
    all.extend(
        unwrapped(&c, &data)
            .await
            .into_iter()
            .map(|l| format!("about: {l}")),
    );
    screenshot(&c, "qps-about").await;
    assert!(
        all.is_empty(),
        "{} texts outside the messages:\n{}",
        all.len(),
        all.join("\n")
    );
    c.close().await.unwrap();
}

/// Switches the language as Settings does and waits for the frame after.
async fn switch_language(c: &Client, lang: &str) {
    let before = js(c, "return window.__blunderdb.timings.lang.length")
        .await
        .as_u64()
        .unwrap();
    js(c, &format!("window.__blunderdb.setLanguage('{lang}')")).await;
    wait_js(
        c,
        &format!("return window.__blunderdb.timings.lang.length > {before} && document.body.dataset.lang === '{lang}'"),
        30,
    )
    .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
}

/// The language switches so far, each as its time to the frame painted
/// and where it went: "total (answer/words/drawn/next frame begun)".
async fn language_parts(c: &Client) -> String {
    js(
        c,
        "const b = window.__blunderdb; return b.timings.lang.map((t, i) => { const p = b.langParts[i] ?? {}; return `${Math.round(t)} (${['answer', 'asked', 'words', 'drawn', 'shown'].map(k => Math.round(p[k])).join('/')})`; }).join(', ')",
    )
    .await
    .as_str()
    .unwrap_or("")
    .to_string()
}

/// German chosen in Settings: the whole window at once (a tab's name,
/// numbers with a decimal comma), remembered in the config folder; then
/// screenshots of every tab in German, Japanese and Greek, to look at.
#[tokio::test]
async fn choosing_german_in_settings_writes_the_window_in_german() {
    let (_tmp, db) = fixture_library();
    // Two starred decisions: cards for the Train tab's screenshots.
    let worst = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "2",
            "--format",
            "json",
        ],
    );
    for r in worst["decisions"].as_array().unwrap() {
        cli_text(&db, &["star", r["ref"].as_str().unwrap()]);
    }
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    assert_eq!(text(&c, "[data-tab=stats]").await, "Stats");
    tab(&c, "settings").await;
    js(
        &c,
        "const s = document.getElementById('lang-select'); s.value = 'de'; s.dispatchEvent(new Event('change'))",
    )
    .await;
    wait_js(&c, "return document.body.dataset.lang === 'de'", 10).await;
    let de = blunderdb::i18n::Text::get("de");
    assert_eq!(text(&c, "[data-tab=stats]").await, de.t("tab-stats"));
    assert_ne!(de.t("tab-stats"), "Stats");
    // `lang` follows once the switch's frame is painted (ui/i18n.js).
    wait_js(&c, "return document.documentElement.lang === 'de'", 10).await;
    assert_eq!(
        std::fs::read_to_string(db.with_extension("config").join("language"))
            .unwrap()
            .trim(),
        "de"
    );
    // Back and forth on Settings, timed in the page (to the frame painted).
    for lang in ["en", "de", "fr", "de", "en", "de"] {
        switch_language(&c, lang).await;
    }
    eprintln!(
        "PERF   language switch on Settings, choice to frame painted (answer/asked/words/drawn/next frame begun), ms: {}",
        language_parts(&c).await
    );
    tab(&c, "stats").await;
    wait_js(
        &c,
        "return /,/.test(document.getElementById('fig-pr').textContent)",
        10,
    )
    .await;
    // And on Stats, whose figures and charts are drawn again.
    js(
        &c,
        "window.__blunderdb.timings.lang = []; window.__blunderdb.langParts = []",
    )
    .await;
    for lang in ["en", "de", "en", "de"] {
        switch_language(&c, lang).await;
    }
    eprintln!(
        "PERF   language switch on Stats (20 matches), ms: {}",
        language_parts(&c).await
    );
    for lang in ["de", "ja", "el"] {
        js(
            &c,
            &format!("return window.__blunderdb.setLanguage('{lang}')"),
        )
        .await;
        wait_js(
            &c,
            &format!("return document.body.dataset.lang === '{lang}'"),
            10,
        )
        .await;
        for name in ["stats", "players", "settings"] {
            tab(&c, name).await;
            if name == "stats" {
                wait_js(
                    &c,
                    "return window.__blunderdb.timings.cards.length >= 1",
                    20,
                )
                .await;
            }
            screenshot(&c, &format!("lang-{lang}-{name}")).await;
        }
        // The Matches tab, a match in review, and the Positions tab with a
        // query's results: every tab of the window in the three languages
        // whose words are longest (German) or need their own fonts. The
        // Matches tab opens on the match last reviewed; a second click
        // goes back to its list.
        click(&c, "[data-tab=matches]").await;
        if js(&c, "return !document.getElementById('review').hidden").await == json!(true) {
            click(&c, "[data-tab=matches]").await;
        }
        tab(&c, "matches").await;
        wait_js(
            &c,
            "return document.querySelectorAll('#matches-table tbody tr[data-id]').length > 0",
            20,
        )
        .await;
        screenshot(&c, &format!("lang-{lang}-matches")).await;
        click(&c, "#matches-table tbody tr[data-id] td.date").await;
        wait_js(
            &c,
            "return !document.getElementById('review').hidden && !!document.body.dataset.reviewBoard && !document.getElementById('review-cands').matches('.waiting, .stale')",
            20,
        )
        .await;
        screenshot(&c, &format!("lang-{lang}-review")).await;
        tab(&c, "positions").await;
        js(
            &c,
            "const q = document.getElementById('pos-query'); q.value = 'gt:holding E>50'; document.getElementById('pos-form').requestSubmit();",
        )
        .await;
        wait_js(
            &c,
            "return document.querySelectorAll('#pos-results .pos-card').length > 0",
            20,
        )
        .await;
        screenshot(&c, &format!("lang-{lang}-positions")).await;
        // A card of the Train tab, as it waits for its answer.
        tab(&c, "train").await;
        js(
            &c,
            "const s = document.getElementById('train-source'); s.value = 'starred'; document.getElementById('train-deck').requestSubmit(); return true",
        )
        .await;
        wait_js(
            &c,
            "const t = window.__train; return (!!t.card && !t.answered && !document.getElementById('train-card').hidden && !!document.getElementById('train-marks').dataset.ref) || !document.getElementById('train-none').hidden",
            20,
        )
        .await;
        screenshot(&c, &format!("lang-{lang}-train")).await;
    }
    c.close().await.unwrap();
}

/// One move of `blunderdb match show ID --format json`, in the review's order.
struct ShownMove {
    game: u64,
    seq: u64,
    player: u64,
    mark: String,
    xgid: String,
}

/// The moves of a match as the command line shows them, in one list, and
/// the index of each game's first move: where the review's keys go.
struct ShownMatch {
    id: i64,
    moves: Vec<ShownMove>,
    starts: Vec<usize>,
}

impl ShownMatch {
    fn of(db: &Path, id: i64) -> ShownMatch {
        let v = cli_json(db, &["match", "show", &id.to_string(), "--format", "json"]);
        let (mut moves, mut starts) = (Vec::new(), Vec::new());
        for g in v["games"].as_array().unwrap() {
            let game = g["number"].as_u64().unwrap();
            let ms = g["moves"].as_array().unwrap();
            if !ms.is_empty() {
                starts.push(moves.len());
            }
            for m in ms {
                moves.push(ShownMove {
                    game,
                    seq: m["seq"].as_u64().unwrap(),
                    player: m["player"].as_u64().unwrap(),
                    mark: m["mark"].as_str().unwrap_or("").to_string(),
                    xgid: m["xgid"].as_str().unwrap().to_string(),
                });
            }
        }
        ShownMatch { id, moves, starts }
    }

    /// The next (`dir` 1) or previous (-1) error (? or ??) of `player`.
    fn error(&self, at: usize, dir: i64, player: u64) -> Option<usize> {
        let mut i = at as i64 + dir;
        while i >= 0 && (i as usize) < self.moves.len() {
            let m = &self.moves[i as usize];
            if m.player == player && (m.mark == "?" || m.mark == "??") {
                return Some(i as usize);
            }
            i += dir;
        }
        None
    }

    /// PgDn: the next game's first move; PgUp: this game's first move, or
    /// the previous game's when there already.
    fn game_start(&self, at: usize, dir: i64) -> Option<usize> {
        if dir > 0 {
            self.starts.iter().copied().find(|&s| s > at)
        } else {
            self.starts.iter().copied().rfind(|&s| s < at)
        }
    }
}

/// WebDriver's keys, as `send_keys` takes them; Alt stays down until NULL.
const KEY_LEFT: &str = "\u{E012}";
const KEY_RIGHT: &str = "\u{E014}";
const KEY_PAGE_UP: &str = "\u{E00E}";
const KEY_PAGE_DOWN: &str = "\u{E00F}";
const KEY_END: &str = "\u{E010}";
const KEY_HOME: &str = "\u{E011}";
const ALT_LEFT: &str = "\u{E00A}\u{E012}\u{E000}";
const ALT_RIGHT: &str = "\u{E00A}\u{E014}\u{E000}";

/// Presses `keys` in the review, waits for move `want` of `shown` painted
/// (its board and the step's time), and checks that the XGID shown and
/// the painted board's game and move are the command line's.
async fn review_step(c: &Client, shown: &ShownMatch, keys: &str, want: usize) {
    let before = js(c, "return window.__reviewStepTimes.length")
        .await
        .as_u64()
        .unwrap();
    c.active_element()
        .await
        .unwrap()
        .send_keys(keys)
        .await
        .unwrap();
    let m = &shown.moves[want];
    wait_js(
        c,
        &format!(
            "return document.body.dataset.reviewBoard === '{}|{}|{}' && window.__reviewStepTimes.length > {before}",
            shown.id, m.game, m.seq
        ),
        20,
    )
    .await;
    let on_screen = js(
        c,
        "const b = document.getElementById('review-board'); return [document.getElementById('review-xgid').textContent, b.dataset.game, b.dataset.seq, !!b.querySelector('svg')]",
    )
    .await;
    assert_eq!(
        on_screen,
        json!([m.xgid, m.game.to_string(), m.seq.to_string(), true]),
        "after the keys {keys:?}: move {want} (game {}, seq {})",
        m.game,
        m.seq
    );
}

/// Opens the review of the row of match `id` in the Matches tab and waits
/// for its first move painted.
async fn open_match_row(c: &Client, shown: &ShownMatch) {
    click(
        c,
        &format!("#matches-table tbody tr[data-id='{}'] td.date", shown.id),
    )
    .await;
    let first = &shown.moves[0];
    wait_js(
        c,
        &format!(
            "return !document.getElementById('review').hidden && document.body.dataset.reviewOpen === '{0}' && document.body.dataset.reviewBoard === '{0}|{1}|{2}'",
            shown.id, first.game, first.seq
        ),
        20,
    )
    .await;
    assert_eq!(
        js(
            c,
            "return document.getElementById('review-xgid').textContent"
        )
        .await,
        json!(first.xgid)
    );
}

/// The step times of the review so far: their count, median and maximum.
async fn review_step_times(c: &Client) -> (usize, f64, f64) {
    let v: Vec<f64> =
        serde_json::from_value(js(c, "return window.__reviewStepTimes").await).unwrap();
    let mut s = v.clone();
    s.sort_by(|a, b| a.total_cmp(b));
    let median = match s.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => s[n / 2],
        n => (s[n / 2 - 1] + s[n / 2]) / 2.0,
    };
    (v.len(), median, s.last().copied().unwrap_or(f64::NAN))
}

/// The Matches tab lists the library's matches (as many as the command
/// line's `matches`); the 11-point match opens in review, and every key
/// (→ over 40 moves, PgDn, PgUp, End, Home, Alt+→/Alt+← for each player
/// chosen) paints the move the command line's `match show` has at that
/// place, with its XGID; the charlot match offers both its analyses (XG's
/// counted) and lists both engines' candidates side by side.
#[tokio::test]
async fn review_steps_with_the_keys_and_shows_the_clis_xgid() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    // The 20 matches gnuBG played and analysed, and one match from XG's
    // file and gnuBG's (two analyses).
    let mut files: Vec<PathBuf> = std::fs::read_dir(shared.join("oracle/corpus"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 20);
    let charlot = "charlot1-charlot2_7p_2025-11-08-2305";
    files.push(shared.join(format!("fixtures/xg/{charlot}.xg")));
    files.push(shared.join(format!("fixtures/sgf/{charlot}.sgf")));
    let mut args = vec!["import"];
    args.extend(files.iter().map(|p| p.to_str().unwrap()));
    cli_text(&db, &args);
    let list = cli_json(&db, &["matches", "--format", "json"]);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 21, "the XG and gnuBG files are one match");
    let id_of = |file: &str| {
        list.iter()
            .find(|m| m["source"].as_str().unwrap().ends_with(file))
            .unwrap_or_else(|| panic!("{file} in {list:?}"))["id"]
            .as_i64()
            .unwrap()
    };
    let eleven = ShownMatch::of(&db, id_of("m005.sgf"));
    let two = ShownMatch::of(&db, id_of(&format!("{charlot}.xg")));
    let mut elevens: Vec<i64> = list
        .iter()
        .filter(|m| m["length"] == 11)
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    elevens.sort();

    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    // Every match of the library, on one page.
    tab(&c, "matches").await;
    wait_js(&c, "return !!document.body.dataset.matchesReady", 20).await;
    assert_eq!(
        js(
            &c,
            "return [document.body.dataset.matchesTotal, document.body.dataset.matchesRows, document.querySelectorAll('#matches-table tbody tr').length]"
        )
        .await,
        json!([list.len().to_string(), list.len().to_string(), list.len()])
    );
    screenshot(&c, "matches").await;
    // Sorted by length, the longest first: the three 11-point matches.
    click(&c, "#matches-table th[data-sort=length]").await;
    wait_js(
        &c,
        "return document.querySelector('#matches-table th[data-sort=length]').getAttribute('aria-sort') === 'descending'",
        20,
    )
    .await;
    let top: Vec<String> = serde_json::from_value(
        js(
            &c,
            "return [...document.querySelectorAll('#matches-table tbody tr')].slice(0, 3).map(tr => tr.dataset.id)",
        )
        .await,
    )
    .unwrap();
    let mut top: Vec<i64> = top.iter().map(|s| s.parse().unwrap()).collect();
    top.sort();
    assert_eq!(top, elevens);

    // The 11-point match, step by step.
    open_match_row(&c, &eleven).await;
    let mut at = 0;
    let mut steps = 0;
    for _ in 0..45 {
        at += 1;
        review_step(&c, &eleven, KEY_RIGHT, at).await;
        steps += 1;
    }
    for (key, dir) in [(KEY_PAGE_DOWN, 1), (KEY_PAGE_DOWN, 1), (KEY_PAGE_UP, -1)] {
        at = eleven.game_start(at, dir).expect("a game there");
        review_step(&c, &eleven, key, at).await;
        steps += 1;
    }
    at = eleven.moves.len() - 1;
    review_step(&c, &eleven, KEY_END, at).await;
    at = 0;
    review_step(&c, &eleven, KEY_HOME, at).await;
    steps += 2;
    // The errors of the first player (chosen at opening), then the second's.
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#review-players input:checked')?.value"
        )
        .await,
        json!("0")
    );
    for _ in 0..3 {
        at = eleven.error(at, 1, 0).expect("an error of player 0");
        review_step(&c, &eleven, ALT_RIGHT, at).await;
        steps += 1;
    }
    click(&c, "#review-players label:nth-of-type(2) input").await;
    // The keys go to the review again, not to the radio button.
    js(&c, "document.getElementById('review-list').focus()").await;
    for (key, dir) in [(ALT_RIGHT, 1), (ALT_RIGHT, 1), (ALT_LEFT, -1)] {
        at = eleven.error(at, dir, 1).expect("an error of player 1");
        review_step(&c, &eleven, key, at).await;
        steps += 1;
    }
    assert_eq!(
        js(
            &c,
            "return document.querySelector('.rl-move.current')?.dataset.i"
        )
        .await,
        json!(at.to_string())
    );
    review_step(&c, &eleven, KEY_LEFT, at - 1).await;
    steps += 1;
    wait_js(
        &c,
        "return !!document.querySelector('#review-graph svg') && !document.getElementById('review-cands').matches('.waiting, .stale')",
        20,
    )
    .await;
    screenshot(&c, "review").await;
    // Below the board: the candidates and the graph of the match.
    js(
        &c,
        "document.querySelector('.review-graph-card').scrollIntoView({ block: 'end' })",
    )
    .await;
    screenshot(&c, "review-graph").await;
    // The file's analysis gives the match winning chance after its moves:
    // the card says the graph draws it, and its legend names the player.
    assert_eq!(
        text(&c, ".review-graph-card h2").await.to_lowercase(),
        "cumulative error and match winning chance by move"
    );
    let shown = cli_json(
        &db,
        &["match", "show", &eleven.id.to_string(), "--format", "json"],
    );
    let first = shown["match"]["players"][0].as_str().unwrap().to_string();
    assert!(
        text(&c, "#review-graph svg")
            .await
            .contains(&format!("Match winning chance, {first}")),
        "the MWC legend of {first}"
    );
    js(&c, "window.scrollTo(0, 0)").await;

    let (painted, median, max) = review_step_times(&c).await;
    eprintln!(
        "PERF   review step, key to frame painted (in page), median of {painted} steps: {median:.1} ms (max {max:.1} ms)"
    );
    // Every step painted its frame: none missing, none twice.
    assert_eq!(painted, steps);

    // Esc goes back to the list; the match of two analyses: XG's counted.
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E00C}")
        .await
        .unwrap();
    wait_js(
        &c,
        "return !document.getElementById('matches').hidden && document.getElementById('review').hidden",
        10,
    )
    .await;
    let row = format!("#matches-table tbody tr[data-id='{}']", two.id);
    assert_eq!(
        js(
            &c,
            &format!("return [...document.querySelectorAll(\"{row} td.analyses span\")].map(s => [s.textContent, s.classList.contains('counted')])")
        )
        .await,
        json!([["XG ✓", true], ["gnuBG", false]])
    );
    open_match_row(&c, &two).await;
    assert_eq!(
        js(
            &c,
            "const f = document.getElementById('review-engines'); return [f.hidden, [...f.querySelectorAll('input')].map(i => [i.value, i.checked])]"
        )
        .await,
        json!([false, [["xg", true], ["gnubg", false]]])
    );
    // The candidates of the first move, by both engines, side by side.
    wait_js(
        &c,
        "const b = document.getElementById('review-cands'); return !b.matches('.waiting, .stale') && b.querySelectorAll('.cand-col').length === 2",
        20,
    )
    .await;
    let cols = js(
        &c,
        "return [...document.querySelectorAll('#review-cands .cand-col')].map(c => [c.dataset.engine, !!c.querySelector('h3 .counted'), c.querySelectorAll('table.cands tr.played').length, c.querySelectorAll('table.cands tr').length > 1])",
    )
    .await;
    assert_eq!(
        cols,
        json!([["xg", true, 1, true], ["gnubg", false, 1, true]]),
        "the candidates panel"
    );
    review_step(&c, &two, KEY_RIGHT, 1).await;
    review_step(&c, &two, KEY_RIGHT, 2).await;
    wait_js(
        &c,
        "const b = document.getElementById('review-cands'); return !b.matches('.waiting, .stale') && b.querySelectorAll('.cand-col').length === 2 && !!document.querySelector('#review-graph svg')",
        20,
    )
    .await;
    screenshot(&c, "review-two-analyses").await;
    js(
        &c,
        "document.getElementById('review-cands').scrollIntoView({ block: 'start' })",
    )
    .await;
    screenshot(&c, "review-two-analyses-candidates").await;
    c.close().await.unwrap();
}

/// A library of `n` real matches: the oracle's 20, again and again under
/// other players' names (and dates), built once and kept in the target
/// folder. Each keeps its file as its source: the candidates are read there.
fn oracle_library(shared: &Path, n: u64) -> PathBuf {
    let dir = target_dir().join("app-perf");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("oracle-{n}.db"));
    if let Ok(store) = blunderdb::library::store::Store::open(&path) {
        if store.match_count().unwrap_or(0) == n {
            return path;
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let t0 = Instant::now();
    let mut files: Vec<PathBuf> = std::fs::read_dir(shared.join("oracle/corpus"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    files.sort();
    let base: Vec<(blunderdb::model::Match, String)> = files
        .iter()
        .map(|p| {
            let m = blunderdb::formats::parse(&std::fs::read(p).unwrap()).unwrap();
            (m, p.display().to_string())
        })
        .collect();
    let mut store = blunderdb::library::store::Store::open(&path).unwrap();
    store
        .connection()
        .execute_batch("PRAGMA synchronous = OFF")
        .unwrap();
    let all: Vec<u64> = (0..n).collect();
    for chunk in all.chunks(1_000) {
        let batch: Vec<_> = chunk
            .iter()
            .map(|&i| {
                let (m, source) = &base[(i % base.len() as u64) as usize];
                let mut m = m.clone();
                m.players = [
                    format!("{} {i}", m.players[0]),
                    format!("{} {i}", m.players[1]),
                ];
                // A day of ten years, in no order of the files'.
                let day = (i * 7_919) % (10 * 12 * 28);
                m.date = Some(format!(
                    "{}-{:02}-{:02}",
                    2016 + day / (12 * 28),
                    1 + (day / 28) % 12,
                    1 + day % 28
                ));
                (m, source.clone())
            })
            .collect();
        store.insert_matches(&batch).unwrap();
    }
    eprintln!("built {n} oracle matches in {:.1?}", t0.elapsed());
    path
}

/// The Matches tab and the review of an 11-point match on a library of
/// 10,000 real matches, in English, German and Japanese: screenshots to
/// look at (overflowing labels, columns, board, graph, candidates).
#[tokio::test]
async fn matches_and_review_on_10000_matches_in_three_languages() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY");
        return;
    }
    let n = 10_000u64;
    let db = oracle_library(&shared, n);
    let elevens = {
        let store = blunderdb::library::store::Store::open(&db).unwrap();
        assert_eq!(store.match_count().unwrap(), n);
        store
            .connection()
            .query_row("SELECT COUNT(*) FROM matches WHERE length = 11", [], |r| {
                r.get::<_, i64>(0)
            })
            .unwrap()
    };
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    tab(&c, "matches").await;
    wait_js(
        &c,
        &format!("return document.body.dataset.matchesTotal === '{n}' && document.body.dataset.matchesRows === '50'"),
        30,
    )
    .await;
    screenshot(&c, &format!("matches-{n}")).await;
    // The 11-point matches only.
    js(
        &c,
        "const s = document.getElementById('m-length'); s.value = '11'; s.dispatchEvent(new Event('change'))",
    )
    .await;
    wait_js(
        &c,
        &format!("return document.body.dataset.matchesTotal === '{elevens}'"),
        30,
    )
    .await;
    for (k, lang) in ["en", "de", "ja"].into_iter().enumerate() {
        if lang != "en" {
            // Switched on the review: its board and graph too are drawn again.
            switch_language(&c, lang).await;
            let text = blunderdb::i18n::Text::get(lang);
            wait_js(
                &c,
                &format!(
                    "const has = (css, s) => !!document.querySelector(css)?.textContent.includes(s);
                     return has('#review-board svg', {}) && (has('#review-graph svg', {}) || has('#review-graph svg', {}))",
                    json!(blunderdb::t!(text, "board-length", n = 11u32)),
                    json!(blunderdb::t!(text, "rgraph-title")),
                    json!(blunderdb::t!(text, "rgraph-title-mwc")),
                ),
                20,
            )
            .await;
            tab(&c, "matches").await;
            wait_js(
                &c,
                &format!("return document.body.dataset.matchesTotal === '{elevens}' && document.body.dataset.matchesRows === '50'"),
                30,
            )
            .await;
            screenshot(&c, &format!("lang-{lang}-matches-{n}")).await;
        }
        // Another match in each language: its board and graph are drawn in it.
        let id: i64 = js(
            &c,
            &format!("return Number(document.querySelectorAll('#matches-table tbody tr')[{k}].dataset.id)"),
        )
        .await
        .as_i64()
        .unwrap();
        let shown = ShownMatch::of(&db, id);
        open_match_row(&c, &shown).await;
        let before = review_step_times(&c).await.0;
        for at in 1..=24 {
            review_step(&c, &shown, KEY_RIGHT, at).await;
        }
        let (painted, median, max) = review_step_times(&c).await;
        assert_eq!(painted, before + 24);
        eprintln!(
            "PERF   review step on {} matches ({lang}), key to frame painted (in page), median of the {painted} steps so far: {median:.1} ms (max {max:.1} ms)",
            fmt_int(n)
        );
        wait_js(
            &c,
            "return !!document.querySelector('#review-graph svg') && !document.getElementById('review-cands').matches('.waiting, .stale')",
            20,
        )
        .await;
        let name = if lang == "en" {
            format!("review-{n}")
        } else {
            format!("lang-{lang}-review-{n}")
        };
        screenshot(&c, &name).await;
        js(
            &c,
            "document.querySelector('.review-graph-card').scrollIntoView({ block: 'end' })",
        )
        .await;
        screenshot(&c, &format!("{name}-graph")).await;
        js(&c, "window.scrollTo(0, 0)").await;
    }
    c.close().await.unwrap();
}

/// The median of `v` (the mean of the middle two for an even count).
fn median_of(v: &[f64]) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n == 0 {
        return f64::NAN;
    }
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

/// Switches the language as Settings does; returns the switch's time in
/// the page (the choice to the redrawn tab's frame painted,
/// `timings.lang`), where it went ("answer/charts/asked/words/drawn/next
/// frame begun", ms) and the `<html lang>` that frame was laid out with.
async fn timed_switch(c: &Client, lang: &str) -> (f64, String, String) {
    switch_language(c, lang).await;
    let v = js(
        c,
        "const b = window.__blunderdb; const p = b.langParts.at(-1); return [b.timings.lang.at(-1), ['answer', 'charts', 'asked', 'words', 'drawn', 'shown'].map(k => p[k] === undefined ? '-' : Math.round(p[k])).join('/') + (p.anew === undefined ? '' : ' (asked anew)'), p.htmlLang ?? '']",
    )
    .await;
    (
        v[0].as_f64().unwrap(),
        v[1].as_str().unwrap_or_default().to_string(),
        v[2].as_str().unwrap_or_default().to_string(),
    )
}

/// Switches the language on the open tab `rounds` times into each of
/// Japanese, German and Greek, each from English, and prints the times;
/// returns each language's median and the first switch into Japanese.
async fn language_switches(
    c: &Client,
    tab_name: &str,
    rounds: usize,
) -> (Vec<(&'static str, f64)>, f64) {
    let mut by_lang: Vec<(&'static str, Vec<f64>)> =
        vec![("ja", vec![]), ("de", vec![]), ("el", vec![])];
    let mut lines = Vec::new();
    let mut back = Vec::new();
    for _ in 0..rounds {
        for (lang, times) in by_lang.iter_mut() {
            let (ms, parts, html) = timed_switch(c, lang).await;
            assert_eq!(html, *lang, "<html lang> in the switch's frame");
            lines.push(format!("{lang} {ms:.0} ({parts})"));
            times.push(ms);
            let (ms, parts, html) = timed_switch(c, "en").await;
            assert_eq!(html, "en", "<html lang> in the switch's frame");
            lines.push(format!("en {ms:.0} ({parts})"));
            back.push(ms);
        }
    }
    eprintln!(
        "PERF   language switch on {tab_name} (10,000 matches), choice to the tab's frame painted (answer/charts/asked/words/drawn/next frame begun), ms: {}",
        lines.join(", ")
    );
    let mut medians = Vec::new();
    for (lang, times) in &by_lang {
        eprintln!(
            "PERF   into {lang} on {tab_name}: median {:.0} ms of {} ({:?})",
            median_of(times),
            times.len(),
            times.iter().map(|x| x.round()).collect::<Vec<_>>()
        );
        medians.push((*lang, median_of(times)));
    }
    eprintln!(
        "PERF   back into en on {tab_name}: median {:.0} ms of {}",
        median_of(&back),
        back.len()
    );
    (medians, by_lang[0].1[0])
}

/// Switching the language at 10,000 matches redraws the open tab in the
/// new language (the bar: within 100 ms), timed in the page from the
/// choice to that tab's frame painted:
/// into Japanese, German and Greek (each from English, four times) on the
/// Stats tab (its figures, cards and the two charts Rust draws again),
/// then on Players and Settings (three times each); the median of each
/// language's switches is printed. `<html lang>` is the new language's in
/// that very frame. The first switch into Japanese of the session is
/// reported on its own: the fonts of its typeface are made while the
/// window is idle after launch (ui/i18n.js `warmFonts`; without that it
/// took 140–210 ms), and the test waits for them, as a user's first
/// switch comes after them (they take about a second from launch).
///
/// Another job on one of the machine's two cores doubles these times, so
/// they are printed (`PERF`) and kept in docs/performance.md, never
/// asserted: CI failed on them once while other tests were built beside it.
#[tokio::test]
async fn switching_language_at_10000_matches_paints_the_new_language() {
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY");
        return;
    }
    let db = synthetic_library(10_000);
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    wait_js(
        &c,
        "return window.__blunderdb.timings.cards.length >= 1 && document.body.dataset.progressRows !== undefined && document.body.dataset.breakdownRows !== undefined",
        30,
    )
    .await;
    let warm = Instant::now();
    wait_js(&c, "return window.__blunderdb.fontsWarm === true", 30).await;
    eprintln!(
        "PERF   fonts of the other typeface made ({}), {} ms after the first cards",
        js(&c, "const w = window.__blunderdb.fontsWarmed; return w ? `${w.styles} styles, ${Math.round(w.ms)} ms of work` : 'failed'").await,
        warm.elapsed().as_millis()
    );
    for (tab_name, rounds) in [("stats", 4), ("players", 3), ("settings", 3)] {
        tab(&c, tab_name).await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        // Measured and printed (docs/performance.md has the figures), not
        // asserted: a time depends on what else the machine runs, and a
        // test that fails on a busy machine says nothing about the code.
        // Each switch is still checked to paint the new language
        // (`language_switches`).
        let (medians, first_ja) = language_switches(&c, tab_name, rounds).await;
        if tab_name == "stats" {
            eprintln!(
                "PERF   the session's first switch into Japanese, on stats: {first_ja:.0} ms"
            );
        }
        let (lang, worst) = medians
            .iter()
            .copied()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap();
        eprintln!(
            "PERF   slowest language on {tab_name}: {lang}, median {worst:.0} ms (bar: 100 ms)"
        );
    }
    c.close().await.unwrap();
}

// ---------------------------------------------------------------------------
// The Positions tab (#27)
// ---------------------------------------------------------------------------

/// Types `query` in the Positions tab's box (replacing what is there) and
/// presses Enter; waits for that search's answer drawn (or its error).
async fn pos_search(c: &Client, query: &str) {
    let before = js(
        c,
        "return Number(document.body.dataset.positionsReady ?? 0)",
    )
    .await
    .as_f64()
    .unwrap_or(0.0);
    js(
        c,
        "const q = document.getElementById('pos-query'); q.value = ''; q.focus();",
    )
    .await;
    let q = c.find(Locator::Css("#pos-query")).await.unwrap();
    if !query.is_empty() {
        q.send_keys(query).await.unwrap();
    }
    q.send_keys("\u{E007}").await.unwrap();
    wait_js(
        c,
        &format!("return Number(document.body.dataset.positionsReady ?? 0) > {before} && !document.getElementById('positions').classList.contains('loading')"),
        120,
    )
    .await;
}

/// The latest search's times in the page, ms from Enter: answer in, drawn,
/// painted, the boards in view painted.
async fn pos_times(c: &Client) -> [f64; 4] {
    let v = js(
        c,
        "const t = window.__positionsTimes.at(-1); return [t.answer, t.drawn, t.painted, t.boards]",
    )
    .await;
    let f = |i: usize| v[i].as_f64().unwrap_or(f64::NAN);
    [f(0), f(1), f(2), f(3)]
}

/// Copies a screenshot of `target/screenshots` to /tmp/shots27 (kept for
/// the report of #27).
fn pos_keep(name: &str) {
    let dir = Path::new("/tmp/shots27");
    let _ = std::fs::create_dir_all(dir);
    let from = target_dir().join("screenshots").join(format!("{name}.png"));
    let _ = std::fs::copy(&from, dir.join(format!("{name}.png")));
}

/// The Positions tab on the gnuBG fixtures: a query typed and run shows
/// the command line's count and figures, the completion writes a filter, a
/// bad query says where, a structure drawn on the board goes into the
/// query, a search is saved and run again from its chip, a result opens
/// in the board panel with the command line's XGID, and in the review.
#[tokio::test]
async fn positions_tab_searches_as_the_command_line() {
    let (_tmp, db) = fixture_library();
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    tab(&c, "positions").await;
    wait_js(
        &c,
        "return document.getElementById('q-player').options.length > 1 && !!document.querySelector('#pos-draw svg')",
        20,
    )
    .await;
    screenshot(&c, "positions-empty").await;
    pos_keep("positions-empty");

    // The query of the issue, typed and run with Enter.
    let query = "nc P<90";
    let cli = cli_json(&db, &["search", query, "--format", "json", "--limit", "24"]);
    let count = cli["count"].as_u64().unwrap();
    assert!(count > 24, "{count}");
    pos_search(&c, query).await;
    assert_eq!(
        js(&c, "return document.body.dataset.positionsCount").await,
        json!(count.to_string())
    );
    assert_eq!(text(&c, "#pos-fig-found").await, fmt_int(count));
    let sel = &cli["selection"];
    assert_eq!(
        text(&c, "#pos-fig-decisions").await,
        fmt_int(sel["decisions"].as_u64().unwrap())
    );
    assert_eq!(
        text(&c, "#pos-fig-errors").await,
        fmt_int(sel["errors"].as_u64().unwrap())
    );
    assert_eq!(
        text(&c, "#pos-fig-blunders").await,
        fmt_int(sel["blunders"].as_u64().unwrap())
    );
    assert_eq!(text(&c, "#pos-fig-pr").await, fmt2(&sel["pr"]));
    assert_eq!(
        text(&c, "#pos-page").await,
        format!("1–24 of {}", fmt_int(count))
    );
    // The cards: the command line's rows, in its order, each with its small board.
    let shown = js(
        &c,
        "return [...document.querySelectorAll('#pos-results .pos-card')].map(li => [li.querySelector('.where').textContent, (li.querySelector('img.board-small')?.src ?? '').startsWith('data:image/svg+xml')])",
    )
    .await;
    let rows = cli["decisions"].as_array().unwrap();
    assert_eq!(shown.as_array().unwrap().len(), rows.len());
    for (s, r) in shown.as_array().unwrap().iter().zip(rows) {
        assert_eq!(
            s[0],
            json!(format!(
                "Match {} · game {} · move {}",
                r["match"], r["game"], r["move"]
            ))
        );
        assert_eq!(s[1], json!(true));
    }
    let [answer, drawn, painted, boards] = pos_times(&c).await;
    eprintln!(
        "PERF   Positions ({query}, {count} found, fixtures): Enter → answer {answer:.0} ms, drawn {drawn:.0} ms, painted {painted:.0} ms, boards in view painted {boards:.0} ms"
    );
    screenshot(&c, "positions-results").await;
    pos_keep("positions-results");
    // Next, by the answer's cursor: the command line's page after.
    let next = cli["next"].as_str().unwrap();
    let cli2 = cli_json(
        &db,
        &[
            "search", query, "--format", "json", "--limit", "24", "--after", next,
        ],
    );
    let before = js(&c, "return Number(document.body.dataset.positionsReady)").await;
    click(&c, "#pos-next").await;
    wait_js(
        &c,
        &format!("return Number(document.body.dataset.positionsReady) > {before}"),
        30,
    )
    .await;
    let r0 = &cli2["decisions"][0];
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#pos-results .pos-card .where').textContent"
        )
        .await,
        json!(format!(
            "Match {} · game {} · move {}",
            r0["match"], r0["game"], r0["move"]
        ))
    );
    assert!(text(&c, "#pos-page").await.starts_with("25–"));
    let before = js(&c, "return Number(document.body.dataset.positionsReady)").await;
    click(&c, "#pos-prev").await;
    wait_js(
        &c,
        &format!("return Number(document.body.dataset.positionsReady) > {before}"),
        30,
    )
    .await;
    assert!(text(&c, "#pos-page").await.starts_with("1–24"));

    // The completion: "gt:ba" offers back_game; Tab writes it.
    js(
        &c,
        "const q = document.getElementById('pos-query'); q.value = ''; q.focus();",
    )
    .await;
    let q = c.find(Locator::Css("#pos-query")).await.unwrap();
    q.send_keys("nc gt:ba").await.unwrap();
    wait_js(
        &c,
        "const l = document.getElementById('pos-complete'); return !l.hidden && [...l.querySelectorAll('li code')].some(x => x.textContent === 'back_game')",
        10,
    )
    .await;
    screenshot(&c, "positions-completion").await;
    pos_keep("positions-completion");
    q.send_keys("\u{E004}").await.unwrap(); // Tab
    assert_eq!(
        js(&c, "return document.getElementById('pos-query').value").await,
        json!("nc gt:back_game")
    );
    // A filter's name: "P" then ↓ ↓ Enter chooses the second choice.
    js(
        &c,
        "const q = document.getElementById('pos-query'); q.value = ''; q.focus();",
    )
    .await;
    q.send_keys("k").await.unwrap();
    q.send_keys("\u{E015}").await.unwrap(); // ↓: the first, k
    q.send_keys("\u{E015}").await.unwrap(); // ↓: the second, K
    q.send_keys("\u{E007}").await.unwrap(); // Enter chooses it
    assert_eq!(
        js(&c, "return document.getElementById('pos-query').value").await,
        json!("K")
    );

    // A bad query: its message under the box, its token marked.
    pos_search(&c, "nc Q<7 P>3").await;
    wait_js(
        &c,
        "return !document.getElementById('pos-error').hidden",
        10,
    )
    .await;
    let msg = text(&c, "#pos-error-text").await;
    assert!(
        msg.contains(r#""Q<7" (character 4)"#) && msg.contains("unknown filter"),
        "{msg}"
    );
    assert_eq!(text(&c, "#pos-error-echo mark").await, "Q<7");
    assert_eq!(
        js(&c, "return document.body.dataset.positionsErrorAt").await,
        json!("3")
    );
    assert_eq!(
        js(&c, "const q = document.getElementById('pos-query'); return [q.selectionStart, q.selectionEnd, q.getAttribute('aria-invalid')]").await,
        json!([3, 6, "true"])
    );
    screenshot(&c, "positions-error").await;
    pos_keep("positions-error");

    // A structure drawn: three of the player's checkers on his 6-point,
    // one taken off again (Shift+click), one of the opponent's on his bar.
    js(
        &c,
        "const q = document.getElementById('pos-query'); q.value = 'P<120'; q.dispatchEvent(new Event('input'));",
    )
    .await;
    for _ in 0..3 {
        click(&c, "#pos-draw [data-point='6']").await;
    }
    js(
        &c,
        "document.querySelector('#pos-draw [data-point=\"6\"]').dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }))",
    )
    .await;
    click(&c, "#pos-side label:nth-of-type(2)").await;
    click(&c, "#pos-draw [data-point='25']").await;
    let drawn_query = js(&c, "return document.getElementById('pos-query').value")
        .await
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        drawn_query,
        "P<120 XGID=a-----B-------------------:0:0:1:00:0:0:0:0:10"
    );
    assert_eq!(
        text(&c, "#pos-structure-count").await,
        "Player on roll: 2 · opponent: 1"
    );
    pos_search(&c, &drawn_query).await;
    let cli = cli_json(&db, &["search", &drawn_query, "--format", "json"]);
    assert_eq!(
        js(&c, "return document.body.dataset.positionsCount").await,
        json!(cli["count"].as_u64().unwrap().to_string())
    );
    screenshot(&c, "positions-structure").await;
    pos_keep("positions-structure");

    // Saved: under a name, a chip that runs it again.
    pos_search(&c, query).await;
    click(&c, "#pos-save").await;
    let name = c.find(Locator::Css("#pos-save-name")).await.unwrap();
    name.send_keys("short races\u{E007}").await.unwrap();
    wait_js(
        &c,
        "return document.body.dataset.positionsSaved === '1'",
        10,
    )
    .await;
    let saved = cli_json(&db, &["search", "list", "--format", "json"]);
    assert_eq!(saved[0]["name"], "short races");
    assert_eq!(saved[0]["query"], query);
    pos_search(&c, "d:take").await;
    let before = js(&c, "return Number(document.body.dataset.positionsReady)").await;
    click(&c, "#pos-saved-list .pos-chip button.run").await;
    wait_js(
        &c,
        &format!("return Number(document.body.dataset.positionsReady) > {before} && document.body.dataset.positionsCount === '{count}'"),
        30,
    )
    .await;

    // A result opens in the board panel, with the command line's XGID.
    let first =
        &cli_json(&db, &["search", query, "--format", "json", "--limit", "24"])["decisions"][0];
    click(&c, "#pos-results .pos-card:first-child .pos-card-board").await;
    wait_js(
        &c,
        "const d = document.getElementById('pos-dialog'); return !!d && d.open && !!document.querySelector('#pos-dialog-board svg.board') && !!document.getElementById('pos-dialog-xgid')",
        20,
    )
    .await;
    assert_eq!(
        js(&c, "const b = document.getElementById('pos-dialog-board').dataset; return [b.match, b.game, b.seq].join(',')").await,
        json!(format!("{},{},{}", first["match"], first["game"], first["seq"]))
    );
    let xgid = first["xgid"].as_str().unwrap();
    assert_eq!(text(&c, "#pos-dialog-xgid").await, xgid);
    assert_eq!(
        text(&c, "#pos-dialog-title").await,
        format!("Result 1 of {}", fmt_int(count))
    );
    screenshot(&c, "positions-board").await;
    pos_keep("positions-board");
    // → the next result.
    c.find(Locator::Css("#pos-dialog"))
        .await
        .unwrap()
        .send_keys("\u{E014}")
        .await
        .unwrap();
    let second =
        &cli_json(&db, &["search", query, "--format", "json", "--limit", "24"])["decisions"][1];
    wait_js(
        &c,
        &format!(
            "return document.getElementById('pos-dialog-xgid')?.textContent === {}",
            json!(second["xgid"])
        ),
        20,
    )
    .await;
    // And in the review, at that move.
    click(&c, "#pos-dialog-review").await;
    wait_js(
        &c,
        &format!(
            "return document.body.dataset.reviewOpen === '{}' && !document.getElementById('review').hidden && document.getElementById('positions').hidden && document.getElementById('review-xgid').textContent === {}",
            second["match"],
            json!(second["xgid"])
        ),
        30,
    )
    .await;
    assert_eq!(
        js(&c, "return document.getElementById('pos-dialog').open").await,
        json!(false)
    );
    screenshot(&c, "positions-review").await;
    pos_keep("positions-review");
    // Back on the tab: the results are still there.
    tab(&c, "positions").await;
    assert_eq!(text(&c, "#pos-fig-found").await, fmt_int(count));
    c.close().await.unwrap();
}

/// [`oracle_library`] of `n` matches, copied, with every decision's
/// search figures written again by this build (`match_features`, as a
/// library of schema 13 gets them when opened): a library kept from
/// before the game plans were classified has only race and contact in
/// them. Built once, kept beside the oracle library.
fn positions_library(shared: &Path, n: u64) -> PathBuf {
    let dir = target_dir().join("app-perf");
    let path = dir.join(format!("positions-{n}.db"));
    let plans = |p: &Path| -> i64 {
        let store = blunderdb::library::store::Store::open(p).unwrap();
        let q = blunderdb::queries::search::query::parse("gt:back_game").unwrap();
        blunderdb::queries::search::run::search(&store, &q, &Default::default(), 1, None)
            .unwrap()
            .count as i64
    };
    if path.exists() && plans(&path) > 0 {
        return path;
    }
    let source = oracle_library(shared, n);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let t0 = Instant::now();
    {
        let store = blunderdb::library::store::Store::open(&source).unwrap();
        store
            .connection()
            .execute("VACUUM INTO ?1", [path.to_str().unwrap()])
            .unwrap();
    }
    {
        let store = blunderdb::library::store::Store::open(&path).unwrap();
        store
            .connection()
            .execute("DELETE FROM match_features", [])
            .unwrap();
        store.set_setting("features_todo", "1").unwrap();
    }
    // Opened again: the figures are written (Store::open, fill_features).
    let back_games = plans(&path);
    eprintln!(
        "copied {n} oracle matches and wrote their search figures in {:.1?} ({back_games} back-game decisions)",
        t0.elapsed()
    );
    assert!(back_games > 0);
    path
}

/// The Positions tab on 10,000 real matches (about 3 million decisions):
/// each search's time from Enter to its results painted, the count of the
/// command line, and screenshots in English, German and Japanese.
#[tokio::test]
async fn positions_on_10000_matches_in_three_languages() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY");
        return;
    }
    let n = 10_000u64;
    let db = positions_library(&shared, n);
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    tab(&c, "positions").await;
    wait_js(
        &c,
        "return document.getElementById('q-player').options.length > 1",
        30,
    )
    .await;
    let queries = [
        "nc P<90",
        "gt:back_game",
        "gt:holding E>80",
        "ph:race,bearoff xE>20",
        "k>2 Z>10 D6",
        "",
        "d:take E>50",
        // The player's 6- and 8-points made, the opponent's ace point.
        "XGID=------B-B---------------b-:0:0:1:00:0:0:0:0:10 bj>1",
        "m\"6/1\"",
    ];
    let mut painted_all = Vec::new();
    let mut boards_all = Vec::new();
    for query in queries {
        pos_search(&c, query).await;
        assert_eq!(
            js(&c, "return document.getElementById('pos-error').hidden").await,
            json!(true),
            "{query}: {}",
            text(&c, "#pos-error").await
        );
        let [answer, drawn, painted, boards] = pos_times(&c).await;
        let found = js(&c, "return document.body.dataset.positionsCount")
            .await
            .as_str()
            .unwrap_or_default()
            .parse::<u64>()
            .unwrap_or(0);
        painted_all.push(painted);
        boards_all.push(boards);
        eprintln!(
            "PERF   Positions on {} matches, \"{query}\" ({} found): Enter → answer {answer:.0} ms, drawn {drawn:.0} ms, painted {painted:.0} ms, boards in view painted {boards:.0} ms",
            fmt_int(n),
            fmt_int(found)
        );
    }
    painted_all.sort_by(f64::total_cmp);
    boards_all.sort_by(f64::total_cmp);
    eprintln!(
        "PERF   Positions on {} matches: Enter → results painted, median {:.0} ms, max {:.0} ms; boards in view painted, median {:.0} ms, max {:.0} ms ({} queries)",
        fmt_int(n),
        painted_all[painted_all.len() / 2],
        painted_all[painted_all.len() - 1],
        boards_all[boards_all.len() / 2],
        boards_all[boards_all.len() - 1],
        painted_all.len()
    );
    // The count of the command line, for the first query.
    let t0 = Instant::now();
    let cli = cli_json(
        &db,
        &["search", "nc P<90", "--format", "json", "--limit", "1"],
    );
    eprintln!(
        "PERF   (the command line's `search 'nc P<90'` on the same library, whole, a {} build: {:.0} ms)",
        if cfg!(debug_assertions) { "debug" } else { "release" },
        t0.elapsed().as_secs_f64() * 1000.0
    );
    pos_search(&c, "nc P<90").await;
    assert_eq!(
        js(&c, "return document.body.dataset.positionsCount").await,
        json!(cli["count"].as_u64().unwrap().to_string())
    );
    // The help open, a saved search, a structure on the board: the tab full.
    js(&c, "document.getElementById('pos-help').open = false").await;
    for lang in ["en", "de", "ja"] {
        if lang != "en" {
            switch_language(&c, lang).await;
            tab(&c, "positions").await;
            pos_search(&c, "gt:back_game k>2").await;
        } else {
            pos_search(&c, "gt:back_game k>2").await;
        }
        let name = format!("lang-{lang}-positions-{n}");
        screenshot(&c, &name).await;
        pos_keep(&name);
        // The filters' help and the completion.
        js(
            &c,
            "document.getElementById('pos-help').open = true; const q = document.getElementById('pos-query'); q.value = 'gt:back_game p'; q.focus(); q.setSelectionRange(14, 14); q.dispatchEvent(new Event('input'));",
        )
        .await;
        wait_js(
            &c,
            "return !document.getElementById('pos-complete').hidden",
            10,
        )
        .await;
        let name = format!("lang-{lang}-positions-{n}-help");
        screenshot(&c, &name).await;
        pos_keep(&name);
        js(
            &c,
            "document.getElementById('pos-help').open = false; document.getElementById('pos-query').blur();",
        )
        .await;
        // A bad query's message in the language.
        pos_search(&c, "gt:back_game Q<7").await;
        let name = format!("lang-{lang}-positions-{n}-error");
        screenshot(&c, &name).await;
        pos_keep(&name);
        // A result's board.
        pos_search(&c, "gt:back_game k>2").await;
        click(&c, "#pos-results .pos-card:first-child .pos-card-board").await;
        wait_js(
            &c,
            "const d = document.getElementById('pos-dialog'); return !!d && d.open && !!document.querySelector('#pos-dialog-board svg.board')",
            20,
        )
        .await;
        let name = format!("lang-{lang}-positions-{n}-board");
        screenshot(&c, &name).await;
        pos_keep(&name);
        js(&c, "document.getElementById('pos-dialog').close()").await;
        js(&c, "window.scrollTo(0, 0)").await;
    }
    c.close().await.unwrap();
}

/// The Positions tab in the pseudo-locale: its words, the cards', the
/// completion's, a bad query's and the board panel's, all from the
/// message files (the query language itself is shown as code).
#[tokio::test]
async fn positions_tab_in_the_pseudo_locale() {
    let (_tmp, db) = fixture_library();
    let qps = PathBuf::from("qps");
    let Some((c, _driver, _)) = start_with(&db, &[("BLUNDERDB_LANG", &qps)]).await else {
        return;
    };
    let mut data: Vec<String> =
        serde_json::from_value(js(&c, "return window.__blunderdb.info.players").await).unwrap();
    data.push(db.display().to_string());
    data.push("blunderDB".into());
    tab(&c, "positions").await;
    wait_js(
        &c,
        "return document.getElementById('q-player').options.length > 1",
        20,
    )
    .await;
    let mut all = Vec::new();
    let mut look = |lines: Vec<String>, at: &str| {
        all.extend(lines.into_iter().map(|l| format!("{at}: {l}")));
    };
    look(unwrapped(&c, &data).await, "empty");
    pos_search(&c, "nc P<90").await;
    js(&c, "document.getElementById('pos-help').open = true").await;
    look(unwrapped(&c, &data).await, "results");
    js(
        &c,
        "const q = document.getElementById('pos-query'); q.value = 'gt:b'; q.focus(); q.setSelectionRange(4, 4); q.dispatchEvent(new Event('input'));",
    )
    .await;
    wait_js(
        &c,
        "return !document.getElementById('pos-complete').hidden",
        10,
    )
    .await;
    look(unwrapped(&c, &data).await, "completion");
    pos_search(&c, "nc Q<7").await;
    wait_js(
        &c,
        "return !document.getElementById('pos-error').hidden",
        10,
    )
    .await;
    look(unwrapped(&c, &data).await, "error");
    pos_search(&c, "d:take").await;
    js(
        &c,
        "document.querySelector('#pos-results .pos-card:first-child .pos-card-board').click()",
    )
    .await;
    wait_js(
        &c,
        "const d = document.getElementById('pos-dialog'); return !!d && d.open && !!document.querySelector('#pos-dialog-board svg.board')",
        20,
    )
    .await;
    look(unwrapped(&c, &data).await, "board");
    screenshot(&c, "qps-positions-board").await;
    assert!(
        all.is_empty(),
        "{} texts outside the messages:\n{}",
        all.len(),
        all.join("\n")
    );
    c.close().await.unwrap();
}

/// A move as the Train tab writes what is built on the board: `13/7 8/7`,
/// `bar/22`, `6/off`.
fn segments_text(segments: &[(u8, u8)]) -> String {
    let p = |x: u8| match x {
        25 => "bar".to_string(),
        0 => "off".to_string(),
        n => n.to_string(),
    };
    segments
        .iter()
        .map(|(f, t)| format!("{}/{}", p(*f), p(*t)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Puts a pointer down on point `from` of the card's board and up on `to`
/// (a click when they are the same), as a mouse does: WebKitWebDriver
/// will not click the transparent targets over the points.
async fn board_pointer(c: &Client, from: u8, to: u8) {
    js(
        c,
        &format!(
            "const at = (p) => document.querySelector(`#train-board rect.hit[data-point='${{p}}']`);
             at({from}).dispatchEvent(new PointerEvent('pointerdown', {{ bubbles: true }}));
             at({to}).dispatchEvent(new PointerEvent('pointerup', {{ bubbles: true }}));
             return true"
        ),
    )
    .await;
}

/// The Train tab (#28) answers three cards by moving checkers on the
/// board: the three worst checker plays of the charlot match, starred on
/// the command line, each answered with the move played in the match, a
/// checker at a time (clicks for the first two cards, drags for the
/// third). Each grade is the one the file's equities give (the error the
/// command line lists against the library's thresholds), and the card
/// then shows the best move the command line lists.
#[tokio::test]
async fn train_answers_three_cards_by_moving_checkers() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    cli_text(
        &db,
        &[
            "import",
            shared
                .join("fixtures/xg/charlot1-charlot2_7p_2025-11-08-2305.xg")
                .to_str()
                .unwrap(),
        ],
    );
    let rows = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "3",
            "--format",
            "json",
        ],
    );
    let rows = rows["decisions"].as_array().unwrap().clone();
    assert_eq!(rows.len(), 3);
    for r in &rows {
        cli_text(&db, &["star", r["ref"].as_str().unwrap()]);
    }
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    tab(&c, "train").await;
    js(
        &c,
        "const s = document.getElementById('train-source'); s.value = 'starred'; document.getElementById('train-deck').requestSubmit(); return true",
    )
    .await;
    for n in 1..=3u32 {
        wait_js(
            &c,
            "const t = window.__train; return !!t.card && !t.answered && !document.getElementById('train-card').hidden && !!document.querySelector('#train-board rect.hit')",
            20,
        )
        .await;
        if n == 1 {
            assert_eq!(text(&c, "#train-due-line").await, "3 due of 3 cards");
            screenshot(&c, "train-card").await;
        }
        let reference = js(&c, "return window.__train.card.ref").await;
        let row = rows
            .iter()
            .find(|r| r["ref"] == reference)
            .expect("the card of a starred decision");
        let played = row["played"].as_str().unwrap();
        let segments = blunderdb::render::board::move_segments(played);
        assert!(!segments.is_empty(), "{played}");
        for (from, to) in &segments {
            if n == 3 {
                board_pointer(&c, *from, *to).await;
            } else {
                board_pointer(&c, *from, *from).await;
                board_pointer(&c, *to, *to).await;
            }
        }
        // The move built on the board is in the box, and drawn.
        wait_js(
            &c,
            &format!(
                "return document.getElementById('train-move').value === {:?} && !!document.querySelector('#train-board [marker-end]')",
                segments_text(&segments)
            ),
            10,
        )
        .await;
        click(&c, "#train-form button[type=submit]").await;
        wait_js(
            &c,
            &format!("return document.body.dataset.trainAnswered === '{n}'"),
            20,
        )
        .await;
        let err = row["error"].as_f64().unwrap();
        let expect = if err >= 0.100 {
            "blunder"
        } else if err >= 0.050 {
            "error"
        } else if err > 0.0 {
            "close"
        } else {
            "best"
        };
        assert_eq!(
            js(
                &c,
                "return document.getElementById('train-grade').dataset.grade"
            )
            .await,
            json!(expect),
            "{played} ({err})"
        );
        let best = row["best"].as_str().unwrap();
        assert!(
            text(&c, "#train-best").await.contains(best),
            "best {best} shown"
        );
        if n == 1 {
            screenshot(&c, "train-answered").await;
        }
        click(&c, "#train-next").await;
    }
    // Three answers, three cards graded: none is due now (or the next
    // card is one graded Again, due again at once).
    wait_js(&c, "return window.__train.answers === 3", 10).await;

    // The review keeps marks too: the first move of the match starred
    // there is starred for the command line.
    click(&c, "[data-tab=matches]").await;
    wait_js(
        &c,
        "return document.querySelectorAll('#matches-table tbody tr[data-id]').length > 0",
        20,
    )
    .await;
    click(&c, "#matches-table tbody tr[data-id] td.date").await;
    wait_js(
        &c,
        "const k = document.getElementById('review-keep'); return !document.getElementById('review').hidden && !!k && !k.hidden && !!document.getElementById('review-marks').dataset.ref",
        20,
    )
    .await;
    let reference = js(
        &c,
        "return document.getElementById('review-marks').dataset.ref",
    )
    .await;
    let was = js(
        &c,
        "return document.getElementById('review-marks').dataset.starred",
    )
    .await;
    click(&c, "#review-marks button.star").await;
    let now = if was == json!("true") {
        "false"
    } else {
        "true"
    };
    wait_js(
        &c,
        &format!("return document.getElementById('review-marks').dataset.starred === '{now}'"),
        10,
    )
    .await;
    screenshot(&c, "review-marks").await;
    let id = js(&c, "return document.body.dataset.reviewOpen").await;
    let shown = cli_json(
        &db,
        &["match", "show", id.as_str().unwrap(), "--format", "json"],
    );
    let text = shown.to_string();
    let at = text
        .find(&format!("\"ref\":{reference}"))
        .expect("the move's ref in match show");
    let starred = text[at..]
        .find("\"starred\":")
        .map(|i| &text[at + i + 10..at + i + 14]);
    assert_eq!(starred, Some(if now == "true" { "true" } else { "fals" }));
    c.close().await.unwrap();
}

/// Keeping a decision from the drill-down panel (#28): starred there (the
/// row's ★ follows) and added to a collection, as the command line then
/// shows it; the board's picture buttons are there; the collection shown
/// in the Train tab as small boards, and a live one made from a saved
/// search. Screenshots of both, to look at.
#[tokio::test]
async fn a_decision_is_starred_and_collected_from_the_drill_down_panel() {
    let (_tmp, db) = fixture_library();
    cli_text(&db, &["collection", "new", "Keepers"]);
    cli_text(&db, &["search", "save", "big errors", "E>50"]);
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    wait_js(
        &c,
        "return window.__blunderdb.timings.cards.length >= 1",
        30,
    )
    .await;
    js(
        &c,
        "document.getElementById('fig-errors').closest('.fig').click()",
    )
    .await;
    wait_js(
        &c,
        "const d = document.getElementById('drill'); const m = document.getElementById('drill-marks'); return !!d && d.open && !!document.querySelector('#drill-board svg.board') && !!m && !!m.dataset.ref",
        20,
    )
    .await;
    let reference = js(
        &c,
        "return document.getElementById('drill-marks').dataset.ref",
    )
    .await
    .as_str()
    .unwrap()
    .to_string();
    assert_eq!(
        js(
            &c,
            "return document.getElementById('drill-marks').dataset.starred"
        )
        .await,
        json!("false")
    );
    // The picture buttons, and the collection to add to.
    for css in [
        "#drill-marks .keep-copy",
        "#drill-marks .keep-save-svg",
        "#drill-marks .keep-save-png",
        "#drill-marks .keep-with-analysis",
    ] {
        assert!(
            js(&c, &format!("return !!document.querySelector('{css}')")).await == json!(true),
            "{css}"
        );
    }
    // "Copy PNG" puts the picture on the X clipboard as an image: read back
    // by another client, it is the drawing at twice its size, with ink.
    click(&c, "#drill-marks .keep-copy-png").await;
    wait_js(
        &c,
        "return !!document.querySelector('#drill-marks .keep-msg').dataset.copied",
        10,
    )
    .await;
    let said = js(
        &c,
        "return document.querySelector('#drill-marks .keep-msg').dataset.copied",
    )
    .await;
    let image = tokio::task::spawn_blocking(|| {
        arboard::Clipboard::new()
            .and_then(|mut c| c.get_image())
            .map(|i| (i.width, i.height, i.bytes.into_owned()))
    })
    .await
    .unwrap()
    .expect("an image on the clipboard");
    assert_eq!(said, json!(format!("{}x{}", image.0, image.1)));
    let svg = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             window.__TAURI__.core.invoke('ui', { command: 'picture_svg', args: { reference: arguments[0], analysis: true } }).then(done, e => done(String(e)));",
            vec![json!(reference)],
        )
        .await
        .unwrap();
    let (w, h) = svg_size(svg.as_str().unwrap());
    assert_eq!((image.0, image.1), ((w * 2.0) as usize, (h * 2.0) as usize));
    let dark = image
        .2
        .chunks(4)
        .filter(|p| p[3] > 200 && (p[0] as u32 + p[1] as u32 + p[2] as u32) < 150)
        .count();
    assert!(dark > 500, "{dark} dark pixels");
    click(&c, "#drill-marks button.star").await;
    wait_js(
        &c,
        "return document.getElementById('drill-marks').dataset.starred === 'true' && document.querySelector('#drill-rows tr.selected td.star').textContent.trim() === '★'",
        10,
    )
    .await;
    wait_js(
        &c,
        "const s = document.querySelector('#drill-marks .keep-collection-name'); return !!s && [...s.options].some(o => o.value === 'Keepers')",
        10,
    )
    .await;
    js(
        &c,
        "document.querySelector('#drill-marks .keep-collection-name').value = 'Keepers'; document.querySelector('#drill-marks .keep-collection').requestSubmit(); return true",
    )
    .await;
    wait_js(
        &c,
        "return document.querySelector('#drill-marks .keep-collection').dataset.added === 'Keepers'",
        10,
    )
    .await;
    js(
        &c,
        "document.getElementById('drill-marks').scrollIntoView()",
    )
    .await;
    screenshot(&c, "keep-drill-panel").await;
    // At the window's width, every column of the list shows, the rows'
    // Review links included: no sideways scroll.
    let widths = js(
        &c,
        "const l = document.querySelector('#drill .drill-list'); const b = document.querySelector('#drill-rows tr .review-open').getBoundingClientRect(); return [l.scrollWidth, l.clientWidth, Math.round(b.right), Math.round(l.getBoundingClientRect().right), window.innerWidth]",
    )
    .await;
    let w: Vec<i64> = serde_json::from_value(widths.clone()).unwrap();
    assert!(
        w[0] <= w[1] && w[2] <= w[3],
        "the drill list scrolls sideways or clips its Review link: {widths}"
    );
    // The command line sees both.
    let shown = cli_json(&db, &["collection", "show", "Keepers", "--format", "json"]);
    let decisions = shown["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), 1);
    assert_eq!(decisions[0]["ref"], reference.as_str());
    assert_eq!(decisions[0]["starred"], true);
    // The Train tab: the collection as small boards, a live one made.
    js(&c, "document.getElementById('drill').close()").await;
    tab(&c, "train").await;
    wait_js(
        &c,
        "return !!document.querySelector('#coll-rows tr[data-name=\"Keepers\"] .coll-open')",
        10,
    )
    .await;
    click(&c, "#coll-rows tr[data-name=\"Keepers\"] .coll-open").await;
    wait_js(
        &c,
        "const s = document.getElementById('coll-shown'); return !s.hidden && s.dataset.name === 'Keepers' && s.dataset.count === '1' && !!document.querySelector('#coll-boards li img.board-small')",
        10,
    )
    .await;
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#coll-boards li').dataset.ref"
        )
        .await,
        json!(reference)
    );
    js(
        &c,
        "document.getElementById('coll-name').value = 'Big errors'; const f = document.getElementById('coll-from'); f.dispatchEvent(new Event('focus')); return true",
    )
    .await;
    wait_js(
        &c,
        "return [...document.getElementById('coll-from').options].some(o => o.value === 'saved:big errors')",
        10,
    )
    .await;
    js(
        &c,
        "document.getElementById('coll-from').value = 'saved:big errors'; document.getElementById('coll-new').requestSubmit(); return true",
    )
    .await;
    wait_js(
        &c,
        "const s = document.getElementById('coll-shown'); return s.dataset.name === 'Big errors' && Number(s.dataset.count) > 0",
        20,
    )
    .await;
    let live = cli_json(
        &db,
        &["collection", "show", "Big errors", "--format", "json"],
    );
    assert_eq!(live["live"], true);
    // The first 200 of them drawn, the count of them all said.
    let all = live["decisions"].as_array().unwrap().len();
    assert_eq!(
        js(
            &c,
            "const s = document.getElementById('coll-shown'); return [Number(s.dataset.count), Number(s.dataset.total), document.querySelectorAll('#coll-boards li').length]"
        )
        .await,
        json!([all.min(200), all, all.min(200)])
    );
    if all > 200 {
        assert_eq!(
            text(&c, "#coll-first").await,
            format!(
                "The first 200 of {} decisions are shown; the export holds them all.",
                fmt_int(all as u64)
            )
        );
        // (WebKitWebDriver's click at the window's bottom edge does not
        // reach the button: clicked as the pointer's would be.)
        js(&c, "document.getElementById('coll-more').click()").await;
        wait_js(
            &c,
            &format!(
                "return document.querySelectorAll('#coll-boards li').length === {}",
                all.min(400)
            ),
            20,
        )
        .await;
    }
    click(&c, "#coll-rows tr[data-name=\"Keepers\"] .coll-open").await;
    wait_js(
        &c,
        "const s = document.getElementById('coll-shown'); return s.dataset.name === 'Keepers' && !!document.querySelector('#coll-boards li img.board-small')",
        10,
    )
    .await;
    js(
        &c,
        "document.getElementById('collections').scrollIntoView()",
    )
    .await;
    screenshot(&c, "keep-collection").await;
    // Deleting the live collection is asked in the page; "Keep it" keeps
    // it, "Delete" deletes it, and its decisions stay starred and kept.
    click(&c, "#coll-rows tr[data-name=\"Big errors\"] .coll-open").await;
    wait_js(
        &c,
        "return document.getElementById('coll-shown').dataset.name === 'Big errors'",
        10,
    )
    .await;
    click(&c, "#coll-delete").await;
    assert!(text(&c, "#coll-confirm-text").await.contains("Big errors"));
    screenshot(&c, "collection-delete-ask").await;
    click(&c, "#coll-delete-no").await;
    assert_eq!(
        cli_json(&db, &["collection", "list", "--format", "json"])
            .as_array()
            .unwrap()
            .len(),
        2
    );
    click(&c, "#coll-delete").await;
    click(&c, "#coll-delete-yes").await;
    wait_js(
        &c,
        "return !document.querySelector('#coll-rows tr[data-name=\"Big errors\"]') && document.getElementById('coll-shown').hidden",
        10,
    )
    .await;
    let left = cli_json(&db, &["collection", "list", "--format", "json"]);
    let names: Vec<&str> = left
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Keepers"]);
    let starred = cli_json(&db, &["collection", "show", "Keepers", "--format", "json"]);
    assert_eq!(starred["decisions"][0]["starred"], true);
    c.close().await.unwrap();
}

/// The study panels on 10,000 real matches: 300 of the worst decisions
/// collected, 20 starred; the Train tab's deck of the collection (its
/// card, answered), the collection shown as small boards, and the Keep
/// panel of the drill-down, in English, German and Japanese. The due
/// count and the collection's size are the command line's; the times
/// printed are the window's, whole (debug build, loaded machine).
#[tokio::test]
async fn study_panels_on_10000_matches_in_three_languages() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    if std::env::var_os("DISPLAY").is_none() {
        eprintln!("skipping: no DISPLAY");
        return;
    }
    let n = 10_000u64;
    let source = positions_library(&shared, n);
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    {
        let store = blunderdb::library::store::Store::open(&source).unwrap();
        store
            .connection()
            .execute("VACUUM INTO ?1", [db.to_str().unwrap()])
            .unwrap();
    }
    let worst = cli_json(&db, &["decisions", "--limit", "300", "--format", "json"]);
    let refs: Vec<String> = worst["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["ref"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(refs.len(), 300);
    cli_text(&db, &["collection", "new", "Worst 300"]);
    let mut args = vec!["collection", "add", "Worst 300"];
    args.extend(refs.iter().map(String::as_str));
    cli_text(&db, &args);
    for r in &refs[..20] {
        cli_text(&db, &["star", r]);
    }
    cli_text(
        &db,
        &[
            "collection",
            "new",
            "Back games",
            "--search",
            "gt:back_game E>100",
        ],
    );
    let due = cli_json(
        &db,
        &[
            "train",
            "due",
            "--collection",
            "Worst 300",
            "--format",
            "json",
        ],
    );
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    for lang in ["en", "de", "ja"] {
        if lang != "en" {
            switch_language(&c, lang).await;
        }
        tab(&c, "train").await;
        wait_js(
            &c,
            "return [...document.getElementById('train-source').options].some(o => o.value === 'collection:Worst 300')",
            30,
        )
        .await;
        let t0 = Instant::now();
        js(
            &c,
            "const s = document.getElementById('train-source'); s.value = 'collection:Worst 300'; document.getElementById('train-deck').requestSubmit(); return true",
        )
        .await;
        wait_js(
            &c,
            "const t = window.__train; return !!t.card && !t.answered && !document.getElementById('train-card').hidden && !!document.querySelector('#train-board svg')",
            30,
        )
        .await;
        let card_ms = t0.elapsed().as_secs_f64() * 1000.0;
        if lang == "en" {
            assert_eq!(
                text(&c, "#train-due-line").await,
                format!(
                    "{} due of {} cards",
                    fmt_int(due["due"].as_u64().unwrap()),
                    fmt_int(due["total"].as_u64().unwrap())
                )
            );
        }
        screenshot(&c, &format!("lang-{lang}-train-{n}")).await;
        // Answered with the move played in the match (or, for a cube
        // card, the first action): graded by the file's own error.
        let reference = js(&c, "return window.__train.card.ref").await;
        let answers_before = js(
            &c,
            "return Number(document.body.dataset.trainAnswered || 0)",
        )
        .await;
        // A double or take decision is two cards (the doubler's, the
        // taker's), named by the cube action's own refs.
        let checker = js(&c, "return window.__train.card.side").await == json!("checker");
        let row = worst["decisions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["ref"] == reference);
        assert!(
            !checker || row.is_some(),
            "a checker card of the collection: {reference}"
        );
        if let (true, Some(row)) = (checker, row) {
            let played = row["played"].as_str().unwrap();
            js(
                &c,
                &format!("document.getElementById('train-move').value = {played:?}; document.getElementById('train-form').requestSubmit(); return true"),
            )
            .await;
        } else {
            js(
                &c,
                "document.querySelector('#train-cube button').click(); return true",
            )
            .await;
        }
        wait_js(
            &c,
            &format!("return Number(document.body.dataset.trainAnswered || 0) > {answers_before}"),
            20,
        )
        .await;
        if let (true, Some(row)) = (checker, row) {
            let err = row["error"].as_f64().unwrap();
            let expect = if err >= 0.100 {
                "blunder"
            } else if err >= 0.050 {
                "error"
            } else if err > 0.0 {
                "close"
            } else {
                "best"
            };
            assert_eq!(
                js(
                    &c,
                    "return document.getElementById('train-grade').dataset.grade"
                )
                .await,
                json!(expect),
                "{row}"
            );
        }
        screenshot(&c, &format!("lang-{lang}-train-{n}-answered")).await;
        // The collection as small boards.
        click(&c, "#coll-rows tr[data-name=\"Worst 300\"] .coll-open").await;
        let t0 = Instant::now();
        // The first 200 at first; once the other 100 were asked for, all
        // 300 each time it is shown again.
        let want = if lang == "en" { 200 } else { 300 };
        wait_js(
            &c,
            &format!("const s = document.getElementById('coll-shown'); return !s.hidden && s.dataset.name === 'Worst 300' && s.dataset.total === '300' && document.querySelectorAll('#coll-boards li img.board-small').length === {want}"),
            30,
        )
        .await;
        let coll_ms = t0.elapsed().as_secs_f64() * 1000.0;
        let t0 = Instant::now();
        if lang == "en" {
            js(&c, "document.getElementById('coll-more').click()").await;
        }
        wait_js(
            &c,
            "return document.querySelectorAll('#coll-boards li img.board-small').length === 300 && document.getElementById('coll-more-line').hidden",
            30,
        )
        .await;
        let more_ms = t0.elapsed().as_secs_f64() * 1000.0;
        js(
            &c,
            "document.getElementById('collections').scrollIntoView()",
        )
        .await;
        screenshot(&c, &format!("lang-{lang}-collections-{n}")).await;
        eprintln!(
            "PERF   Study on {} matches ({lang}): a deck of 300 → card shown {card_ms:.0} ms; a collection of 300 shown as boards ({want} at once) {coll_ms:.0} ms, the other 100 {more_ms:.0} ms",
            fmt_int(n)
        );
        js(&c, "window.scrollTo(0, 0)").await;
    }
    // The Keep panel of the drill-down, in Japanese, on a starred decision.
    tab(&c, "stats").await;
    wait_js(
        &c,
        "return Number(document.body.dataset.statsReady || 0) > 0",
        30,
    )
    .await;
    js(
        &c,
        "document.getElementById('fig-blunders').closest('.fig').click()",
    )
    .await;
    wait_js(
        &c,
        "const d = document.getElementById('drill'); const m = document.getElementById('drill-marks'); return !!d && d.open && !!m && m.dataset.starred === 'true'",
        30,
    )
    .await;
    js(
        &c,
        "document.getElementById('drill-marks').scrollIntoView()",
    )
    .await;
    screenshot(&c, &format!("lang-ja-keep-drill-{n}")).await;
    let widths: Vec<i64> = serde_json::from_value(
        js(
            &c,
            "const l = document.querySelector('#drill .drill-list'); return [l.scrollWidth, l.clientWidth]",
        )
        .await,
    )
    .unwrap();
    assert!(
        widths[0] <= widths[1],
        "the drill list scrolls sideways in Japanese: {widths:?}"
    );
    c.close().await.unwrap();
}

/// The width and height an SVG declares (its `viewBox`).
fn svg_size(svg: &str) -> (f64, f64) {
    let at = svg.find("viewBox=\"").expect("a viewBox") + 9;
    let end = at + svg[at..].find('"').unwrap();
    let v: Vec<f64> = svg[at..end]
        .split_whitespace()
        .map(|x| x.parse().unwrap())
        .collect();
    (v[2], v[3])
}

/// Sets an input's value as typing would.
async fn type_into(c: &Client, id: &str, value: &str) {
    js(
        c,
        &format!(
            "const i = document.getElementById('{id}'); i.value = {}; i.dispatchEvent(new Event('input'))",
            json!(value)
        ),
    )
    .await;
}

/// The club in the window (#30): Settings connects to a club of 10,000
/// matches on a real server and PostgreSQL, publishes the library's 20
/// matches, opens the club's library read-only (the banner, only the tabs
/// that read) with the server's own figures, and goes back.
#[tokio::test]
async fn a_club_of_10000_matches_published_to_and_shown_read_only() {
    assert!(
        Path::new(server_support::bin()).exists(),
        "{} is missing: run `cargo build -p blunderdb --bins` first",
        server_support::bin()
    );
    let Some(pg) = server_support::Pg::start() else {
        return;
    };
    let server = server_support::Server::start(&pg, "club_window", &[], &[]);
    let admin = server.club("Tuesday club");
    let (_, uploader) = server.token("Tuesday club", "uploader");
    let t0 = Instant::now();
    pg.copy_log(
        "club_window",
        1,
        (0..10_000u64).map(|i| {
            let m = blunderdb::model::synthetic::synthetic_match(2026, i, 200);
            (format!("{i}.sgf"), blunderdb::library::club_log::pack(&m))
        }),
    );
    eprintln!("club of 10,000 written in {:.1?}", t0.elapsed());
    let club_json = |args: &[&str]| -> Value {
        let mut all = args.to_vec();
        all.extend(["--format", "json"]);
        serde_json::from_str(&server.ok(&admin, &all)).unwrap()
    };
    assert_eq!(club_json(&["stats"])["matches"], 10_000);

    let (tmp, db) = fixture_library();
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    tab(&c, "settings").await;
    wait_js(
        &c,
        "return !document.getElementById('club-card').hidden",
        10,
    )
    .await;
    type_into(&c, "club-url", &server.url).await;
    type_into(&c, "club-token", &uploader).await;
    click(&c, "#club-connect").await;
    wait_js(
        &c,
        "return document.getElementById('club-status').textContent.includes('Tuesday club')",
        30,
    )
    .await;
    // The token is never shown back.
    assert_eq!(
        js(&c, "return document.getElementById('club-token').value").await,
        ""
    );
    let unpublished = text(&c, "#club-unpublished").await;
    assert!(unpublished.contains("20"), "{unpublished}");
    js(&c, "document.getElementById('club-card').scrollIntoView()").await;
    screenshot(&c, "club-settings").await;

    click(&c, "#club-publish-new").await;
    wait_js(
        &c,
        "return !document.getElementById('club-publish-result').hidden && !document.getElementById('club-publish-new').disabled",
        120,
    )
    .await;
    let said = text(&c, "#club-publish-result").await;
    assert!(said.contains("20"), "{said}");
    assert_eq!(club_json(&["stats"])["matches"], 10_020);
    js(
        &c,
        "document.getElementById('club-publish-details').open = true",
    )
    .await;
    screenshot(&c, "club-published").await;

    // The club's library: the copy made from its log, then shown.
    let asked = Instant::now();
    click(&c, "#club-open").await;
    // While the log is fetched, the busy button counts its entries.
    wait_js(
        &c,
        "return /\\d+ \\/ 10,0\\d\\d/.test(document.getElementById('club-open').textContent)",
        120,
    )
    .await;
    let busy = text(&c, "#club-open").await;
    assert!(busy.starts_with("Fetching the club's library…"), "{busy}");
    screenshot(&c, "club-opening-progress").await;
    wait_js(
        &c,
        "return !document.getElementById('club-banner').hidden && document.body.dataset.ready === '1'",
        300,
    )
    .await;
    let opened = asked.elapsed();
    js(&c, "window.scrollTo(0, 0)").await;
    screenshot(&c, "club-opened-settings").await;
    tab(&c, "stats").await;
    eprintln!(
        "PERF   the club's library (10,020 matches) fetched, replayed and shown: {opened:.1?}"
    );
    let banner = text(&c, "#club-banner-text").await;
    assert!(banner.contains("Tuesday club"), "{banner}");
    // Only the tabs that read: Stats, Players, Matches, Settings.
    let shown = js(
        &c,
        "return [...document.querySelectorAll('[role=tab]')].filter(b => !b.hidden && b.offsetParent).map(b => b.dataset.tab)",
    )
    .await;
    for hidden in ["positions", "train"] {
        assert!(
            !shown.to_string().contains(hidden),
            "{hidden} shown: {shown}"
        );
    }
    // The server's figures, as the window prints them.
    let figures = club_json(&["stats"]);
    assert_eq!(figures["matches"], 10_020);
    wait_js(
        &c,
        &format!(
            "return document.getElementById('fig-pr').textContent === {}",
            json!(fmt2(&figures["pr"]))
        ),
        60,
    )
    .await;
    js(&c, "window.scrollTo(0, 0)").await;
    screenshot(&c, "club-stats").await;
    tab(&c, "players").await;
    let players = club_json(&["players"]);
    let first = players[0]["player"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    wait_js(
        &c,
        &format!(
            "return document.getElementById('players-table').textContent.includes({})",
            json!(first)
        ),
        60,
    )
    .await;
    screenshot(&c, "club-players").await;
    tab(&c, "matches").await;
    wait_js(
        &c,
        "return document.querySelectorAll('#matches-table tbody tr[data-id]').length > 0",
        60,
    )
    .await;
    screenshot(&c, "club-matches").await;

    // A file dropped on the club is refused, in words.
    tab(&c, "stats").await;
    js(
        &c,
        "window.__TAURI__.core.invoke('ui', { command: 'start_import', args: { paths: ['/nonexistent.sgf'] } }).catch(e => { window.__clubRefused = String(e); })",
    )
    .await;
    wait_js(
        &c,
        "return String(window.__clubRefused || '').includes('read-only')",
        10,
    )
    .await;

    // Back to the user's library, as it was.
    click(&c, "#club-banner-back").await;
    wait_js(
        &c,
        "return document.getElementById('club-banner').hidden",
        60,
    )
    .await;
    wait_js(
        &c,
        &format!(
            "return document.getElementById('fig-pr').textContent === {}",
            json!(fmt2(&cli_json(&db, &["stats", "--format", "json"])["pr"]))
        ),
        60,
    )
    .await;
    drop(tmp);
}

/// #41: on the Train tab at 1100 px wide, the answer's card holds its
/// candidates' table and its Next card button below the table's last row,
/// in each of the 11 languages: measured by the elements' rectangles
/// (the button under the table, neither past its card's edges, no card
/// scrolling sideways), with a screenshot per language.
#[tokio::test]
async fn train_next_card_clears_the_candidates_in_every_language() {
    let Some(shared) = blunderdb::model::shared::require() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("library.db");
    cli_text(
        &db,
        &[
            "import",
            shared
                .join("fixtures/xg/charlot1-charlot2_7p_2025-11-08-2305.xg")
                .to_str()
                .unwrap(),
        ],
    );
    let rows = cli_json(
        &db,
        &[
            "decisions",
            "--kind",
            "checker",
            "--limit",
            "1",
            "--format",
            "json",
        ],
    );
    let row = &rows["decisions"][0];
    cli_text(&db, &["star", row["ref"].as_str().unwrap()]);
    let Some((c, _driver, _)) = start(&db).await else {
        return;
    };
    c.set_window_size(1100, 950).await.unwrap();
    wait_js(
        &c,
        "return window.innerWidth <= 1100 && window.innerWidth > 1000",
        10,
    )
    .await;
    tab(&c, "train").await;
    js(
        &c,
        "const s = document.getElementById('train-source'); s.value = 'starred'; document.getElementById('train-deck').requestSubmit(); return true",
    )
    .await;
    wait_js(
        &c,
        "const t = window.__train; return !!t.card && !t.answered && !document.getElementById('train-card').hidden",
        20,
    )
    .await;
    // The played move answers the card: its result lists the candidates
    // with both marks (the answer, the one played) on one row.
    let played = row["played"].as_str().unwrap();
    js(
        &c,
        &format!("document.getElementById('train-move').value = {played:?}; document.getElementById('train-form').requestSubmit(); return true"),
    )
    .await;
    wait_js(&c, "return document.body.dataset.trainAnswered === '1'", 20).await;
    for lang in [
        "en", "fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl",
    ] {
        js(
            &c,
            &format!("return window.__blunderdb.setLanguage('{lang}')"),
        )
        .await;
        wait_js(
            &c,
            &format!("return document.documentElement.lang === '{lang}' && document.querySelectorAll('#train-cands tr').length > 1"),
            10,
        )
        .await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let m = js(
            &c,
            "const r = (e) => e.getBoundingClientRect();
             const card = document.getElementById('train-result'), table = document.getElementById('train-cands'), next = document.getElementById('train-next');
             const rows = table.querySelectorAll('tr'), last = rows[rows.length - 1];
             const cards = [...document.querySelectorAll('#train-card .card')].filter((k) => !k.hidden);
             return {
               width: window.innerWidth,
               lastBottom: r(last).bottom, tableBottom: r(table).bottom, tableRight: r(table).right,
               nextTop: r(next).top, nextBottom: r(next).bottom, nextRight: r(next).right,
               cardRight: r(card).right, cardBottom: r(card).bottom,
               overflowing: cards.filter((k) => k.scrollWidth > k.clientWidth + 1).map((k) => k.className),
               label: next.textContent,
             }",
        )
        .await;
        // The button in view for the screenshot (the card is taller than
        // the window).
        js(
            &c,
            "document.getElementById('train-next').scrollIntoView({ block: 'end' }); return true",
        )
        .await;
        screenshot(&c, &format!("train-1100-{lang}")).await;
        let f = |k: &str| m[k].as_f64().unwrap_or(f64::NAN);
        assert!(f("width") <= 1100.0, "{lang}: {m}");
        assert!(
            f("nextTop") >= f("lastBottom") && f("nextTop") >= f("tableBottom"),
            "{lang}: Next card over the candidates: {m}"
        );
        assert!(
            f("tableRight") <= f("cardRight") + 0.5 && f("nextRight") <= f("cardRight") + 0.5,
            "{lang}: past its card's right edge: {m}"
        );
        assert!(
            f("nextBottom") <= f("cardBottom") + 0.5,
            "{lang}: Next card below its card: {m}"
        );
        assert_eq!(
            m["overflowing"],
            json!([]),
            "{lang}: a card scrolls sideways: {m}"
        );
    }
    c.close().await.unwrap();
}
