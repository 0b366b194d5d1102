//! The analysis queue with real workers and gnuBG: every queued match is
//! analysed once, with the figures of a local `analyse`, even when a
//! worker is killed mid-match; a late result is refused.

mod server_support;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use server_support::{bin, ok, same_json, Pg, Server};

/// gnuBG, or `None` with a note (a failure under CI).
fn gnubg() -> Option<PathBuf> {
    match blunderdb::engine::analyse::Gnubg::locate(None) {
        Ok(g) => Some(g.path),
        Err(_) if std::env::var_os("CI").is_some() => panic!("gnuBG is missing, and CI is set"),
        Err(_) => {
            eprintln!("note: gnuBG is missing; skipping a worker test");
            None
        }
    }
}

/// The project's transcripts (gnuBG self-play), shortest first.
fn transcripts(n: usize) -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut files: Vec<(u64, PathBuf)> = std::fs::read_dir(&dir)
        .expect("fixtures/gnubg")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "mat"))
        .map(|p| (std::fs::metadata(&p).map(|m| m.len()).unwrap_or(0), p))
        .collect();
    files.sort();
    files
        .into_iter()
        .take(n)
        .map(|(_, p)| p.to_string_lossy().into_owned())
        .collect()
}

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap_or_else(|e| panic!("not JSON ({e}): {s}"))
}

#[cfg_attr(
    windows,
    ignore = "needs PostgreSQL and GNU Backgammon, Linux programs here"
)]
#[test]
fn three_workers_one_killed_analyse_every_match_once_as_locally() {
    let Some(pg) = Pg::start() else { return };
    let Some(gnubg) = gnubg() else { return };
    let gnubg = gnubg.to_string_lossy().into_owned();
    let files = transcripts(6);
    let server = Server::start(&pg, "queue", &[], &[("BLUNDERDB_LEASE_SECS", "3")]);
    let admin = server.club("club");
    let mut args = vec!["import"];
    args.extend(files.iter().map(String::as_str));
    server.ok(&admin, &args);
    let queued = server.ok(&admin, &["analyse", "--plies", "0"]);
    assert!(queued.contains("queued 6 of 6"), "{queued}");

    // The same matches analysed locally.
    let dir = tempfile::tempdir().expect("a scratch folder");
    let db = dir.path().join("local.db");
    let db = db.to_str().expect("UTF-8");
    let mut local = vec!["--db", db, "import"];
    local.extend(files.iter().map(String::as_str));
    ok(&local, &[]);
    ok(
        &[
            "--db", db, "analyse", "--plies", "0", "--jobs", "2", "--gnubg", &gnubg,
        ],
        &[],
    );

    // Three workers; one is killed (SIGKILL) while it holds a match.
    let (_, w) = server.token("club", "worker");
    let spawn = || {
        Command::new(bin())
            .args([
                "--server",
                &server.url,
                "worker",
                "--jobs",
                "1",
                "--until-idle",
                "--gnubg",
                &gnubg,
            ])
            .env("BLUNDERDB_TOKEN", &w)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("a worker")
    };
    let mut victim = spawn();
    let start = Instant::now();
    while pg.sql(
        "queue",
        "SELECT count(*) FROM analysis_jobs WHERE state = 'running'",
    ) == "0"
    {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no match was claimed"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    victim.kill().expect("SIGKILL");
    let _ = victim.wait();
    // The longest match (its transcript's size, `work`) was handed out
    // first, as a local `analyse` takes it: the files were imported
    // shortest first, so the queue's order is not the import's.
    let sizes = pg.sql(
        "queue",
        "SELECT count(DISTINCT work) || ' ' || min(work) FROM analysis_jobs",
    );
    let sizes: Vec<i64> = sizes.split(' ').filter_map(|w| w.parse().ok()).collect();
    assert!(
        sizes.len() == 2 && sizes[0] > 1 && sizes[1] > 0,
        "every job has its size: {sizes:?}"
    );
    let longest = pg.sql(
        "queue",
        "SELECT match_id FROM analysis_jobs ORDER BY work DESC LIMIT 1",
    );
    let running = pg.sql(
        "queue",
        "SELECT string_agg(match_id::text, ' ') FROM analysis_jobs WHERE state = 'running'",
    );
    assert!(
        running.split(' ').any(|m| m == longest),
        "the longest match {longest} was not claimed first: {running} were"
    );
    let held = pg.sql(
        "queue",
        "SELECT match_id || ' ' || lease FROM analysis_jobs WHERE state = 'running'",
    );
    let mut others = [spawn(), spawn()];
    for o in &mut others {
        let status = o.wait().expect("a worker ends");
        assert!(status.success());
    }
    // --until-idle may stop before the dead worker's lease runs out (3 s):
    // a later worker takes what is left.
    let start = Instant::now();
    while pg.sql(
        "queue",
        "SELECT count(*) FROM analysis_jobs WHERE state <> 'done'",
    ) != "0"
    {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "matches left undone"
        );
        std::thread::sleep(Duration::from_millis(500));
        assert!(spawn().wait().expect("a worker ends").success());
    }

    // Every match analysed, each stored once.
    assert_eq!(
        pg.sql(
            "queue",
            "SELECT count(*) FROM analysis_jobs WHERE state = 'done'"
        ),
        "6"
    );
    assert_eq!(
        pg.sql(
            "queue",
            "SELECT count(*), count(DISTINCT match_id) FROM club_log WHERE kind = 'analysis'"
        ),
        "6|6"
    );
    // The killed worker's lease is refused now.
    if let Some((id, lease)) = held.lines().next().and_then(|l| l.split_once(' ')) {
        let url = format!("{}/api/v1/work/{id}/complete?lease={lease}", server.url);
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .into();
        let res = agent
            .post(&url)
            .header("Authorization", &format!("Bearer {w}"))
            .send(&b"(;FF[4])"[..])
            .expect("an answer");
        assert_eq!(res.status().as_u16(), 409);
    }
    // The figures of a local analysis.
    for q in [
        &["stats", "--format", "json"][..],
        &["players", "--format", "json"],
        &["decisions", "--format", "json", "--limit", "10000"],
    ] {
        let mut a = vec!["--db", db];
        a.extend_from_slice(q);
        let here = json(&ok(&a, &[]));
        let there = json(&server.ok(&admin, q));
        same_json(&here, &there, "").unwrap_or_else(|e| panic!("{q:?}: {e}"));
    }
    let v = json(&server.ok(&admin, &["matches", "--format", "json"]));
    for m in v.as_array().expect("matches") {
        assert_eq!(m["analysis"], "gnubg 0-ply", "{m}");
    }
}
