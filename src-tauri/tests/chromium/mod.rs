//! Headless Chromium driven through chromedriver (fantoccini), for the
//! page's tests (`browser.rs`) and its first-paint benchmark
//! (`benches/paint.rs`): Debian's chromium and chromium-driver, which
//! `scripts/app-setup.sh` installs; under CI a missing one fails.

#![allow(dead_code)]

use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder};
use serde_json::{json, Value};

/// A child process killed when the test ends.
pub struct Killed(pub Child);
impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub fn ci() -> bool {
    std::env::var_os("CI").is_some()
}

/// chromedriver, and headless Chromium through it.
pub async fn chromium() -> Option<(Client, Killed)> {
    let (Ok(driver), Ok(browser)) = (which("chromedriver"), which("chromium")) else {
        assert!(
            !ci(),
            "chromium and chromedriver are missing (scripts/app-setup.sh installs them)"
        );
        eprintln!("skipping: no chromium or chromedriver");
        return None;
    };
    let port = free_port();
    let child = Killed(
        Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts"),
    );
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut caps = serde_json::Map::new();
    caps.insert("browserName".into(), json!("chrome"));
    caps.insert(
        "goog:chromeOptions".into(),
        json!({
            "binary": browser,
            "prefs": {
                "download.default_directory": downloads().display().to_string(),
                "download.prompt_for_download": false,
            },
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--lang=en-US", "--hide-scrollbars"],
        }),
    );
    let c = ClientBuilder::native()
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{port}"))
        .await
        .expect("a Chromium session");
    Some((c, child))
}

/// Where Chromium puts what a page downloads (a fresh folder per run of
/// the tests: `CARGO_TARGET_TMPDIR/browser-downloads`).
pub fn downloads() -> PathBuf {
    static DIR: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    DIR.get_or_init(|| {
        let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("browser-downloads");
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).expect("a downloads folder");
        d
    })
    .clone()
}

pub fn which(name: &str) -> Result<PathBuf, ()> {
    std::env::var_os("PATH")
        .and_then(|p| {
            std::env::split_paths(&p)
                .map(|d| d.join(name))
                .find(|p| p.is_file())
        })
        .ok_or(())
}

pub async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.unwrap()
}

/// Runs an async script (its last argument is the callback).
pub async fn js_async(c: &Client, script: &str) -> Value {
    c.execute_async(script, vec![]).await.unwrap()
}

pub async fn wait_js(c: &Client, script: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if c.execute(script, vec![]).await.unwrap() == json!(true) {
            return;
        }
        if Instant::now() >= deadline {
            let seen = js(
                c,
                "return JSON.stringify({ data: { ...document.body.dataset }, classes: document.body.className,
                   tabs: [...document.querySelectorAll('section.tab-panel')].filter(s => !s.hidden).map(s => s.id),
                   said: [...document.querySelectorAll('[role=alert],[role=status]')].map(e => e.textContent.trim()).filter(Boolean) })",
            )
            .await;
            panic!("timed out waiting for: {script}\npage: {seen}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
