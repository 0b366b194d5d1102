//! `blunderdb worker`: analyses a club's queued matches with gnuBG on this
//! machine. It holds no database credentials, only a worker token: each
//! of its `--jobs` threads claims a match, fetches its transcript, has a
//! gnuBG session of its own analyse it exactly as a local `analyse` does
//! (the same settings, the same checks on what gnuBG said and saved, the
//! same second try), renews its lease while gnuBG works, and sends the SGF
//! gnuBG saved. Like a local `analyse`, it keeps gnuBG busy: the next match
//! is claimed while gnuBG works and handed to it as soon as it is done.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use serde_json::json;

use blunderdb::engine::analyse::{self, default_timeout, Gnubg, Pending, Session};
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

/// A claimed match with its transcript, ready for gnuBG.
struct Fetched {
    job: Job,
    transcript: Transcript,
}

/// Claims the next match and fetches its transcript, holding its lease
/// from the claim on; `None` when the queue has nothing. A match whose
/// lease was lost before its transcript came is counted lost.
fn fetch(remote: &Remote, held: &Held, tally: &mut Tally) -> Result<Option<Fetched>> {
    loop {
        let Some(job) = claim(remote)? else {
            return Ok(None);
        };
        held.hold(&job);
        let t = remote.get(
            &format!("work/{}/transcript", job.id),
            &[("lease".into(), job.lease.to_string())],
        )?;
        if t.status == 409 {
            held.release(job.id);
            tally.lost += 1;
            continue;
        }
        let t = t.ok()?;
        let transcript = Transcript {
            kind: t.header("x-transcript-kind").unwrap_or("mat").to_string(),
            bytes: t.body,
        };
        return Ok(Some(Fetched { job, transcript }));
    }
}

/// The leases one worker thread holds: the match gnuBG works on and the
/// one claimed ahead of it. [`renew_held`] renews them all.
#[derive(Default)]
struct Held {
    leases: std::sync::Mutex<Vec<Holding>>,
}

struct Holding {
    id: i64,
    lease: i64,
    lease_for: Duration,
    lost: bool,
}

impl Held {
    fn hold(&self, job: &Job) {
        if let Ok(mut l) = self.leases.lock() {
            l.push(Holding {
                id: job.id,
                lease: job.lease,
                lease_for: job.lease_for,
                lost: false,
            });
        }
    }

    /// Lets go of match `id`: whether its lease was lost meanwhile.
    fn release(&self, id: i64) -> bool {
        let Ok(mut l) = self.leases.lock() else {
            return false;
        };
        let lost = l.iter().any(|h| h.id == id && h.lost);
        l.retain(|h| h.id != id);
        lost
    }

    /// Every third of the shortest lease held (a tenth of a second at
    /// least, and while none is held, so a new one is renewed in time).
    fn every(&self) -> Duration {
        let shortest = self
            .leases
            .lock()
            .ok()
            .and_then(|l| l.iter().map(|h| h.lease_for).min());
        shortest.map_or(Duration::from_millis(100), |d| {
            (d / 3).max(Duration::from_millis(100))
        })
    }

    fn to_renew(&self) -> Vec<(i64, i64)> {
        self.leases.lock().map_or_else(
            |_| Vec::new(),
            |l| {
                l.iter()
                    .filter(|h| !h.lost)
                    .map(|h| (h.id, h.lease))
                    .collect()
            },
        )
    }

    fn lost(&self, id: i64) {
        if let Ok(mut l) = self.leases.lock() {
            l.iter_mut()
                .filter(|h| h.id == id)
                .for_each(|h| h.lost = true);
        }
    }
}

/// Renews every lease `held` holds, every third of a lease, until
/// `finished` says the worker thread is done; marks a lease lost when the
/// server says its match is no longer this worker's.
fn renew_held(remote: &Remote, held: &Held, finished: std::sync::mpsc::Receiver<()>) {
    while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = finished.recv_timeout(held.every())
    {
        for (id, lease) in held.to_renew() {
            let q = [("lease", lease.to_string())];
            if let Ok(a) = remote.post(&format!("work/{id}/renew"), &q, b"", false) {
                if a.status == 409 {
                    held.lost(id);
                }
            }
        }
    }
}

fn work(remote: &Remote, gnubg: &Gnubg, stop: &AtomicBool, until_idle: bool) -> Result<Tally> {
    let held = Held::default();
    std::thread::scope(|scope| {
        let (finished, wait) = std::sync::mpsc::channel::<()>();
        scope.spawn(|| renew_held(remote, &held, wait));
        let tally = Worker {
            remote,
            gnubg,
            held: &held,
            session: None,
        }
        .run(scope, stop, until_idle);
        drop(finished);
        tally
    })
}

/// One worker thread: its gnuBG session and the leases it holds.
struct Worker<'a> {
    remote: &'a Remote,
    gnubg: &'a Gnubg,
    held: &'a Held,
    /// gnuBG, with the plies it was set to.
    session: Option<(u8, Session)>,
}

impl<'a> Worker<'a> {
    /// Hands `f` to the session, starting one for its plies when there is
    /// none usable (no match of the old one is waiting then).
    fn begin(&mut self, f: &Fetched) -> Result<Pending, String> {
        if !self.takes(f) {
            let plies = f.job.plies;
            self.session = None;
            self.session = Some((plies, Session::start(self.gnubg, plies)?));
        }
        match self.session.as_mut() {
            Some((_, s)) => s.begin(&f.transcript),
            None => Err("cannot start gnuBG".into()),
        }
    }

    /// Whether `f` can go to the session now, behind the match it works
    /// on: the same plies, and room for one more match.
    fn takes(&self, f: &Fetched) -> bool {
        self.session
            .as_ref()
            .is_some_and(|(p, s)| *p == f.job.plies && s.usable())
    }

    fn wait(&mut self, p: &Pending, plies: u8) -> Result<Vec<String>, String> {
        match self.session.as_mut() {
            Some((_, s)) => s.wait(p, default_timeout(plies)),
            None => Err("gnuBG is gone".into()),
        }
    }

    /// Claims matches until stopped or, with `until_idle`, until the queue
    /// has nothing, as a local `analyse` works: the next match is claimed
    /// while gnuBG works on this one and handed to gnuBG as soon as it is
    /// done, before its analysis is judged; a result is sent while gnuBG
    /// works on the next match (the server reads and stores it meanwhile),
    /// one in flight at most, its answer counted before the next is sent.
    fn run<'s>(
        mut self,
        scope: &'s std::thread::Scope<'s, 'a>,
        stop: &AtomicBool,
        until_idle: bool,
    ) -> Result<Tally> {
        let remote = self.remote;
        let gnubg = self.gnubg;
        let mut tally = Tally::default();
        let mut sending: Option<std::thread::ScopedJoinHandle<'s, Result<bool>>> = None;
        let counted = |tally: &mut Tally, h: std::thread::ScopedJoinHandle<'s, Result<bool>>| {
            match h
                .join()
                .map_err(|_| anyhow::anyhow!("sending a result panicked"))??
            {
                true => tally.done += 1,
                false => tally.lost += 1,
            }
            anyhow::Ok(())
        };
        // The next match, claimed and (when it could) handed to gnuBG.
        let mut ahead: Option<(Fetched, Result<Pending, String>)> = None;
        // A match under way when stopped (Ctrl-C) is finished and sent.
        while ahead.is_some() || !stop.load(Ordering::Relaxed) {
            let (cur, begun) = match ahead.take() {
                // gnuBG could not take it then: a fresh one takes it.
                Some((f, Err(_))) => {
                    let b = self.begin(&f);
                    (f, b)
                }
                Some(a) => a,
                None => match fetch(remote, self.held, &mut tally)? {
                    Some(f) => {
                        let b = self.begin(&f);
                        (f, b)
                    }
                    None if until_idle => break,
                    None => {
                        std::thread::sleep(POLL);
                        continue;
                    }
                },
            };
            let start = Instant::now();
            let plies = cur.job.plies;
            // A claim that fails here (the server gone a moment) leaves
            // the match under way to finish; the next claim says why.
            let next = if stop.load(Ordering::Relaxed) {
                None
            } else {
                fetch(remote, self.held, &mut tally).unwrap_or_else(|e| {
                    eprintln!("worker: the next match could not be claimed: {e:#}");
                    None
                })
            };
            let shared = begun.as_ref().is_ok_and(Pending::shared);
            let said = begun.and_then(|p| self.wait(&p, plies).map(|said| (p, said)));
            if let Some(n) = next {
                let b = if said.is_ok() && self.takes(&n) {
                    self.begin(&n)
                } else {
                    Err("gnuBG was busy".into())
                };
                ahead = Some((n, b));
            }
            // The same verdict as a local analysis: gnuBG's complaints,
            // the match it saved being the one handed in; a failure in a
            // shared process is tried once more in one of its own.
            let result = said.and_then(|(p, said)| judged(&cur.transcript, &p, &said));
            let result = match result {
                Err(e) if analyse::worth_a_second_try(shared, &e) => alone(gnubg, &cur),
                r => r,
            };
            if self.held.release(cur.job.id) {
                // The lease was lost while gnuBG worked: another worker has it.
                tally.lost += 1;
                continue;
            }
            let job = cur.job;
            match result {
                Ok(sgf) => {
                    if let Some(h) = sending.take() {
                        counted(&mut tally, h)?;
                    }
                    sending = Some(scope.spawn(move || complete(remote, gnubg, &job, &sgf, start)));
                }
                Err(why) => {
                    eprintln!("match {}: failed, {why}", job.id);
                    let lease = [("lease", job.lease.to_string())];
                    let _ = remote.post(
                        &format!("work/{}/fail", job.id),
                        &lease,
                        why.as_bytes(),
                        false,
                    );
                    tally.failed += 1;
                }
            }
        }
        if let Some(h) = sending.take() {
            counted(&mut tally, h)?;
        }
        Ok(tally)
    }
}

/// What gnuBG saved for `p`, when the verdict on it is good.
fn judged(t: &Transcript, p: &Pending, said: &[String]) -> Result<Vec<u8>, String> {
    analyse::outcome(t, p.output(), said)?;
    std::fs::read(p.output()).map_err(|e| format!("gnuBG's analysis cannot be read: {e}"))
}

/// `f` analysed in a gnuBG process of its own.
fn alone(gnubg: &Gnubg, f: &Fetched) -> Result<Vec<u8>, String> {
    let mut s = Session::start(gnubg, f.job.plies)?;
    let p = s.begin(&f.transcript)?;
    let said = s.wait(&p, default_timeout(f.job.plies))?;
    judged(&f.transcript, &p, &said)
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
