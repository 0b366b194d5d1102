//! `blunderdb worker`: analyses a club's queued matches with gnuBG on this
//! machine. It holds no database credentials, only a worker token: each
//! of its `--jobs` threads claims a match, fetches its transcript, has a
//! gnuBG session of its own analyse it exactly as a local `analyse` does
//! (the same settings, the same checks on what gnuBG said and saved),
//! renews its lease while gnuBG works, and sends the SGF gnuBG saved.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use serde_json::json;

use blunderdb::engine::analyse::{self, default_timeout, Gnubg, Session};
use blunderdb::library::store::Transcript;

use super::remote::{Remote, Success};

/// How often an idle worker asks for work.
const POLL: Duration = Duration::from_secs(2);

/// One claimed match.
struct Job {
    id: i64,
    lease: i64,
    plies: u8,
    /// How long the lease runs without renewal.
    lease_for: Duration,
}

/// What a worker run did.
#[derive(Default)]
struct Tally {
    done: usize,
    failed: usize,
    lost: usize,
}

/// Runs `jobs` threads until stopped (Ctrl-C), or, with `until_idle`,
/// until the queue has nothing for them.
pub fn run(remote: Remote, gnubg: Gnubg, jobs: usize, until_idle: bool) -> Result<ExitCode> {
    let remote = Arc::new(remote);
    let gnubg = Arc::new(gnubg);
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = Arc::clone(&stop);
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::Relaxed));
    }
    let threads: Vec<_> = (0..jobs.max(1))
        .map(|_| {
            let (remote, gnubg, stop) =
                (Arc::clone(&remote), Arc::clone(&gnubg), Arc::clone(&stop));
            std::thread::spawn(move || work(&remote, &gnubg, &stop, until_idle))
        })
        .collect();
    let mut total = Tally::default();
    let mut error = None;
    for t in threads {
        match t.join() {
            Ok(Ok(t)) => {
                total.done += t.done;
                total.failed += t.failed;
                total.lost += t.lost;
            }
            Ok(Err(e)) => error = Some(e),
            Err(_) => error = Some(anyhow::anyhow!("a worker thread panicked")),
        }
    }
    eprintln!(
        "worker: {} analysed, {} failed, {} lost to another worker",
        total.done, total.failed, total.lost
    );
    if let Some(e) = error {
        return Err(e);
    }
    Ok(if total.failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn claim(remote: &Remote) -> Result<Option<Job>> {
    let v = remote
        .post(
            "work/claim",
            &[],
            json!({"jobs": 1}).to_string().as_bytes(),
            true,
        )?
        .ok()?
        .json()?;
    let lease_for = Duration::from_secs_f64(v["lease_seconds"].as_f64().unwrap_or(90.0).max(0.3));
    let Some(j) = v["jobs"].as_array().and_then(|a| a.first()) else {
        return Ok(None);
    };
    Ok(Some(Job {
        id: j["match"].as_i64().context("a claim without its match")?,
        lease: j["lease"].as_i64().context("a claim without its lease")?,
        plies: j["plies"]
            .as_u64()
            .and_then(|p| u8::try_from(p).ok())
            .context("a claim without its plies")?,
        lease_for,
    }))
}

fn work(remote: &Remote, gnubg: &Gnubg, stop: &AtomicBool, until_idle: bool) -> Result<Tally> {
    let mut tally = Tally::default();
    let mut session: Option<(u8, Session)> = None;
    while !stop.load(Ordering::Relaxed) {
        let Some(job) = claim(remote)? else {
            if until_idle {
                break;
            }
            std::thread::sleep(POLL);
            continue;
        };
        let lease = [("lease", job.lease.to_string())];
        let path = |what: &str| format!("work/{}/{what}", job.id);
        let t = remote.get(
            &path("transcript"),
            &[("lease".into(), job.lease.to_string())],
        )?;
        if t.status == 409 {
            tally.lost += 1;
            continue;
        }
        let t = t.ok()?;
        let transcript = Transcript {
            kind: t.header("x-transcript-kind").unwrap_or("mat").to_string(),
            bytes: t.body,
        };
        let start = Instant::now();
        let result = analyse_one(remote, gnubg, &mut session, &job, &transcript);
        match result {
            Ok(Some(sgf)) => {
                let q = [
                    ("lease", job.lease.to_string()),
                    ("version", gnubg.version.clone()),
                ];
                let a = remote.post(&path("complete"), &q, &sgf, false)?;
                if a.status == 409 {
                    eprintln!("match {}: refused, {}", job.id, a.error());
                    tally.lost += 1;
                } else {
                    a.ok()?;
                    eprintln!(
                        "match {}: analysed in {:.1} s",
                        job.id,
                        start.elapsed().as_secs_f64()
                    );
                    tally.done += 1;
                }
            }
            // The lease was lost while gnuBG worked: another worker has it.
            Ok(None) => tally.lost += 1,
            Err(why) => {
                eprintln!("match {}: failed, {why}", job.id);
                let _ = remote.post(&path("fail"), &lease, why.as_bytes(), false);
                tally.failed += 1;
            }
        }
    }
    Ok(tally)
}

/// Has gnuBG analyse one match, renewing the lease while it works: the
/// SGF it saved, `None` when the lease was lost, or why it failed.
fn analyse_one(
    remote: &Remote,
    gnubg: &Gnubg,
    session: &mut Option<(u8, Session)>,
    job: &Job,
    t: &Transcript,
) -> Result<Option<Vec<u8>>, String> {
    if !session
        .as_ref()
        .is_some_and(|(p, s)| *p == job.plies && s.usable())
    {
        *session = None;
        *session = Some((job.plies, Session::start(gnubg, job.plies)?));
    }
    let Some((_, s)) = session.as_mut() else {
        return Err("cannot start gnuBG".into());
    };
    let pending = s.begin(t)?;
    // The lease is renewed from another thread while gnuBG works.
    let lost = AtomicBool::new(false);
    let done = AtomicBool::new(false);
    let said = std::thread::scope(|scope| {
        scope.spawn(|| renew_until(remote, job, &done, &lost));
        let said = s.wait(&pending, default_timeout(job.plies));
        done.store(true, Ordering::Relaxed);
        said
    });
    if lost.load(Ordering::Relaxed) {
        return Ok(None);
    }
    let said = said?;
    // The same verdict as a local analysis: gnuBG's complaints, the match
    // it saved being the one handed in.
    analyse::outcome(t, pending.output(), &said)?;
    std::fs::read(pending.output())
        .map(Some)
        .map_err(|e| format!("gnuBG's analysis cannot be read: {e}"))
}

/// Renews the lease every third of it until `done`; sets `lost` when the
/// server says the match is no longer this worker's.
fn renew_until(remote: &Remote, job: &Job, done: &AtomicBool, lost: &AtomicBool) {
    let every = job.lease_for / 3;
    let mut last = Instant::now();
    while !done.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(100));
        if last.elapsed() < every {
            continue;
        }
        last = Instant::now();
        let q = [("lease", job.lease.to_string())];
        match remote.post(&format!("work/{}/renew", job.id), &q, b"", false) {
            Ok(a) if a.status == 409 => {
                lost.store(true, Ordering::Relaxed);
                return;
            }
            _ => {}
        }
    }
}
