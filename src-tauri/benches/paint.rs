//! The first figures a club member sees in a browser (#40): the time from
//! the page's start of loading (the navigation, performance's time
//! origin) to the Stats tab's figures shown (`performance.mark
//! ("figures-shown")` in `ui/main.js`), in headless Chromium, for a club
//! of 100,000 matches on a real PostgreSQL behind `serve --web`. Target:
//! ≤ 1 s.
//!
//! The club's log is 100,000 synthetic matches (`model::synthetic`, as
//! `benches/window.rs`), copied into PostgreSQL; the member's first sign-in
//! builds the server's read model from it (printed, not measured). Then the
//! page is loaded again `BLUNDERDB_PAINT_SAMPLES` times (default 15), each a
//! full navigation with the session's cookie, as a member who comes back.
//! Prints each time and the median.
//!
//! `BLUNDERDB_PAINT_MATCHES=10000` measures another size. Needs PostgreSQL,
//! chromium and chromium-driver (`scripts/pg-setup.sh`,
//! `scripts/app-setup.sh`) and the server built in release:
//!
//! ```text
//! cargo build --release -p blunderdb --bins
//! BLUNDERDB_BIN=target/release/blunderdb cargo bench -p blunderdb-app --bench paint
//! ```
//!
//! (The program here only drives Chromium and reads the page's own clock;
//! `--profile dev` measures the same and builds in a minute.)

#[path = "../../tests/server_support/mod.rs"]
mod server_support;

#[path = "../tests/chromium/mod.rs"]
mod chromium;

use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::json;

use chromium::{chromium, js, wait_js};

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter that is not ours skips it.
    if std::env::args()
        .skip(1)
        .any(|a| !a.starts_with('-') && !"paint".contains(a.as_str()))
    {
        return;
    }
    let n = env_number("BLUNDERDB_PAINT_MATCHES", 100_000);
    let samples = env_number("BLUNDERDB_PAINT_SAMPLES", 15).max(1) as usize;
    let pg = server_support::Pg::start().expect("the paint bench needs PostgreSQL");
    let server = server_support::Server::start(&pg, "paint", &["--web"], &[]);
    let _admin = server.club("Paint club");
    let (_, member) = server.token("Paint club", "reader");
    let t = Instant::now();
    pg.copy_log(
        "paint",
        1,
        (0..n).map(|i| {
            let m = blunderdb::model::synthetic::synthetic_match(2026, i, 200);
            (format!("{i}.sgf"), blunderdb::library::club_log::pack(&m))
        }),
    );
    eprintln!(
        "paint: {n} matches in the club's log in {:.1?}",
        t.elapsed()
    );

    let rt = tokio::runtime::Runtime::new().expect("a runtime");
    rt.block_on(async {
        let (c, _driver) = chromium().await.expect("chromium and chromedriver");
        c.goto(&format!("{}/", server.url)).await.expect("the page");
        wait_js(&c, "return document.body.classList.contains('signed-out')", 30).await;
        c.find(Locator::Id("signin-token"))
            .await
            .expect("the sign-in form")
            .send_keys(&member)
            .await
            .expect("typed");
        let t = Instant::now();
        js(&c, "document.querySelector('#signin-form button[type=submit]').click(); return true").await;
        wait_js(&c, "return document.body.dataset.ready === '1'", 1800).await;
        eprintln!(
            "paint: first sign-in (the server's read model built from the log) {:.1?}",
            t.elapsed()
        );
        let mut times = Vec::with_capacity(samples);
        for i in 0..samples {
            c.goto(&format!("{}/?again={i}", server.url))
                .await
                .expect("the page again");
            wait_js(&c, "return document.body.dataset.ready === '1'", 60).await;
            let ms = js(
                &c,
                "return performance.getEntriesByName('figures-shown')[0].startTime",
            )
            .await
            .as_f64()
            .expect("the mark");
            let pr = js(&c, "return document.getElementById('fig-pr').textContent").await;
            if i == 0 {
                eprintln!("paint: the Stats tab shows PR {pr}");
            }
            times.push(ms);
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        eprintln!("paint: {}", json!(times.iter().map(|t| t.round()).collect::<Vec<_>>()));
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        println!(
            "paint_{n}: first figures shown {median:.0} ms after the page began to load (median of {samples}; min {:.0}, max {:.0})",
            times[0],
            times[times.len() - 1]
        );
        c.close().await.ok();
    });
}
