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
    // A result is sent while gnuBG works on the next match (the server
    // reads and stores it meanwhile); one is in flight at most, and its
    // answer is counted before the next is sent.
    std::thread::scope(|scope| -> Result<Tally> {
        let mut sending: Option<std::thread::ScopedJoinHandle<'_, Result<bool>>> = None;
        let counted = |tally: &mut Tally, h: std::thread::ScopedJoinHandle<'_, Result<bool>>| {
            match h
                .join()
                .map_err(|_| anyhow::anyhow!("sending a result panicked"))??
            {
                true => tally.done += 1,
                false => tally.lost += 1,
            }
            anyhow::Ok(())
        };
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
                    if let Some(h) = sending.take() {
                        counted(&mut tally, h)?;
                    }
                    sending = Some(scope.spawn(move || complete(remote, gnubg, &job, &sgf, start)));
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
        if let Some(h) = sending.take() {
            counted(&mut tally, h)?;
        }
        Ok(tally)
    })
}

/// Sends gnuBG's analysis of `job`: whether the server took it (`false`:
/// the lease was lost meanwhile, and the server refused it).
fn complete(remote: &Remote, gnubg: &Gnubg, job: &Job, sgf: &[u8], start: Instant) -> Result<bool> {
    let q = [
        ("lease", job.lease.to_string()),
        ("version", gnubg.version.clone()),
    ];
    let a = remote.post(&format!("work/{}/complete", job.id), &q, sgf, false)?;
    if a.status == 409 {
        eprintln!("match {}: refused, {}", job.id, a.error());
        return Ok(false);
    }
    a.ok()?;
    eprintln!(
        "match {}: analysed in {:.1} s",
        job.id,
        start.elapsed().as_secs_f64()
    );
    Ok(true)
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
    // The lease is renewed from another thread while gnuBG works; it
    // stops as soon as gnuBG is done (the sender dropped), not at its
    // next check (a tenth of a second a match, a quarter of gnuBG's time
    // at 0-ply).
    let lost = AtomicBool::new(false);
    let said = std::thread::scope(|scope| {
        let (finished, wait) = std::sync::mpsc::channel::<()>();
        scope.spawn(|| renew_until(remote, job, wait, &lost));
        let said = s.wait(&pending, default_timeout(job.plies));
        drop(finished);
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

/// Renews the lease every third of it (every tenth of a second at most)
/// until `finished` says gnuBG is done; sets `lost` when the server says
/// the match is no longer this worker's.
fn renew_until(
    remote: &Remote,
    job: &Job,
    finished: std::sync::mpsc::Receiver<()>,
    lost: &AtomicBool,
) {
    let every = (job.lease_for / 3).max(Duration::from_millis(100));
    while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(every) {
        let q = [("lease", job.lease.to_string())];
        if let Ok(a) = remote.post(&format!("work/{}/renew", job.id), &q, b"", false) {
            if a.status == 409 {
                lost.store(true, Ordering::Relaxed);
                return;
            }
        }
    }
}
