//! A run over many matches: [`analyse_all`] feeds the matches, longest
//! first, to `jobs` workers, each with its gnuBG [`Session`], and stores
//! each result on the caller's thread as it lands; with what a run tells
//! its caller ([`Event`]) and reports ([`MatchReport`], [`Summary`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::library::store::{AnalysisTarget, Store, Transcript};
use crate::model::Match;

use super::gnubg::{Gnubg, TIMED_OUT};
use super::session::{Pending, Session};
use super::transcript::{analyse_transcript, outcome, transcript_for};
use super::Options;

/// What became of one match.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum Outcome {
    /// Analysed and stored.
    Analysed,
    /// Not analysed; the library keeps the match as it was.
    Failed { error: String },
}

/// One match's report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchReport {
    pub id: i64,
    pub label: String,
    #[serde(flatten)]
    pub outcome: Outcome,
    /// Wall time of the match's gnuBG run and storing, in seconds.
    pub seconds: f64,
}

impl MatchReport {
    pub fn is_failure(&self) -> bool {
        matches!(self.outcome, Outcome::Failed { .. })
    }
}

/// Totals of a run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub analysed: usize,
    pub failed: usize,
    /// Selected but not started because the run was cancelled.
    pub not_started: usize,
}

impl Summary {
    pub fn of(reports: &[MatchReport], selected: usize) -> Summary {
        let failed = reports.iter().filter(|r| r.is_failure()).count();
        Summary {
            analysed: reports.len() - failed,
            failed,
            not_started: selected.saturating_sub(reports.len()),
        }
    }
}

/// What [`analyse_all`] tells its caller as it goes.
#[derive(Debug)]
pub enum Event<'a> {
    /// A gnuBG process started on this match.
    Started { target: &'a AnalysisTarget },
    /// A match is done (`done` of `total`), stored or failed.
    Finished {
        done: usize,
        total: usize,
        target: &'a AnalysisTarget,
        report: &'a MatchReport,
    },
}

/// Whether a match that failed with `why` is tried once more in a gnuBG
/// process of its own: when its process had analysed other matches before
/// it (`shared`), so its verdict never depends on them; never after a
/// timeout, which a second try would only repeat. The local `analyse` and
/// a club's worker judge alike.
pub fn worth_a_second_try(shared: bool, why: &str) -> bool {
    shared && !why.starts_with(TIMED_OUT)
}

/// How much analysing a match will take, roughly, in units that add up:
/// the size of the library's compressed copy of its transcript (1 without
/// one). The runs hand out the longest matches first, and the app's time
/// left is the pace of these units.
pub fn work(t: &AnalysisTarget) -> u64 {
    t.work.max(1)
}

/// One worker's matches: each in the worker's gnuBG [`Session`], started
/// afresh after a crash, a timeout or `SESSION_MATCHES` matches. While a
/// match's analysis is read back, gnuBG already works on the next one. A
/// match that fails in a process that analysed others before it is tried
/// once more in a process of its own ([`analyse_transcript`]), so its
/// verdict never depends on the matches before it (a timeout is not tried
/// again).
struct Worker<'a> {
    gnubg: &'a Gnubg,
    plies: u8,
    timeout: Duration,
    session: Option<Session>,
}

type Queue = Mutex<mpsc::Receiver<(usize, Transcript)>>;

impl Worker<'_> {
    /// Hands a match to the session, starting one when there is none
    /// usable (no match of the old one is waiting then).
    fn begin(&mut self, t: &Transcript) -> Result<Pending, String> {
        if !self.session.as_ref().is_some_and(Session::usable) {
            self.session = None;
            self.session = Some(Session::start(self.gnubg, self.plies)?);
        }
        match self.session.as_mut() {
            Some(s) => s.begin(t),
            None => Err("cannot start gnuBG".to_string()),
        }
    }

    fn wait(&mut self, p: &Pending) -> Result<Vec<String>, String> {
        match self.session.as_mut() {
            Some(s) => s.wait(p, self.timeout),
            None => Err("gnuBG is gone".to_string()),
        }
    }

    /// Takes matches off `queue` until it closes, reporting on `tx`.
    fn run(&mut self, queue: &Queue, tx: &mpsc::Sender<Msg>, cancel: &AtomicBool) {
        // The next match, handed to gnuBG while the one before is read back.
        let mut ahead: Option<(usize, Transcript, Result<Pending, String>)> = None;
        loop {
            let (i, t, begun) = match ahead.take() {
                // gnuBG was gone by then: a fresh one takes it.
                Some((i, t, Err(_))) => {
                    let begun = self.begin(&t);
                    (i, t, begun)
                }
                Some(a) => a,
                None => {
                    let next = match queue.lock() {
                        Ok(guard) => guard.recv(),
                        Err(_) => return,
                    };
                    let Ok((i, t)) = next else { return };
                    if cancel.load(Ordering::Relaxed) {
                        let _ = tx.send(Msg::Skipped);
                        continue;
                    }
                    let begun = self.begin(&t);
                    (i, t, begun)
                }
            };
            let _ = tx.send(Msg::Started(i));
            let start = Instant::now();
            let shared = begun.as_ref().is_ok_and(Pending::shared);
            let said = begun.and_then(|p| self.wait(&p).map(|said| (p, said)));
            // gnuBG takes the next match now. The queue's lock is held by
            // a worker waiting for a match only when the queue is empty.
            if said.is_ok() && !cancel.load(Ordering::Relaxed) {
                let next = queue.try_lock().ok().and_then(|q| q.try_recv().ok());
                if let Some((j, u)) = next {
                    let b = self.begin(&u);
                    ahead = Some((j, u, b));
                }
            }
            let result = said.and_then(|(p, said)| outcome(&t, p.output(), &said));
            let result = match result {
                Err(e) if worth_a_second_try(shared, &e) => {
                    analyse_transcript(self.gnubg, self.plies, self.timeout, &t)
                }
                r => r,
            };
            let _ = tx.send(Msg::Done((i, result, start.elapsed())));
        }
    }
}

type WorkerResult = (usize, Result<Match, String>, Duration);

enum Msg {
    Started(usize),
    Done(WorkerResult),
    /// A worker took a match off the queue after the run was cancelled.
    Skipped,
}

/// Analyses `targets` with `opts.jobs` gnuBG processes at a time, storing
/// each match as it lands. When `cancel` is set no new match starts; the
/// ones under way finish and are stored. Returns one report per match that
/// was started, in the order they finished.
pub fn analyse_all(
    store: &mut Store,
    gnubg: &Gnubg,
    opts: &Options,
    targets: &[AnalysisTarget],
    cancel: &AtomicBool,
    mut on: impl FnMut(Event),
) -> Vec<MatchReport> {
    let total = targets.len();
    let jobs = opts.jobs.clamp(1, total.max(1));
    let label = opts.label();
    // Two matches per worker wait in the queue, so a worker starts its next
    // match while the writer stores the one before.
    let ahead = 2 * jobs;
    let (job_tx, job_rx) = mpsc::sync_channel::<(usize, Transcript)>(ahead);
    let job_rx = Arc::new(Mutex::new(job_rx));
    let (msg_tx, msg_rx) = mpsc::channel::<Msg>();
    let mut reports = Vec::with_capacity(total);
    // The longest matches first: at the end of a run, the matches still
    // going are short ones, so no core waits long for the last.
    let mut order: Vec<usize> = (0..total).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(work(&targets[i])));
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let rx = Arc::clone(&job_rx);
            let tx = msg_tx.clone();
            scope.spawn(move || {
                let mut worker = Worker {
                    gnubg,
                    plies: opts.plies,
                    timeout: opts.timeout,
                    session: None,
                };
                worker.run(&rx, &tx, cancel);
            });
        }
        drop(msg_tx);
        let mut next = 0usize;
        let mut queued = 0usize;
        let mut done = 0usize;
        let mut fed = Feed {
            targets,
            order: &order,
            total,
            cancel,
            queue: &job_tx,
        };
        while queued < ahead && fed.next(store, &mut next, &mut reports, &mut done, &mut on) {
            queued += 1;
        }
        while queued > 0 {
            let Ok(msg) = msg_rx.recv() else { break };
            let (i, result, took) = match msg {
                Msg::Started(i) => {
                    on(Event::Started {
                        target: &targets[i],
                    });
                    continue;
                }
                Msg::Skipped => {
                    queued -= 1;
                    continue;
                }
                Msg::Done(r) => r,
            };
            queued -= 1;
            // The next match goes into the queue before this one is stored.
            if fed.next(store, &mut next, &mut reports, &mut done, &mut on) {
                queued += 1;
            }
            let t = &targets[i];
            let stored_start = Instant::now();
            let outcome = match result.and_then(|m| {
                store
                    .store_analysis(t.id, &m, &label, &gnubg.version)
                    .map_err(|e| format!("cannot store the analysis: {e}"))
            }) {
                Ok(()) => Outcome::Analysed,
                Err(error) => Outcome::Failed { error },
            };
            done += 1;
            reports.push(MatchReport {
                id: t.id,
                label: t.label(),
                outcome,
                seconds: (took + stored_start.elapsed()).as_secs_f64(),
            });
            if let Some(r) = reports.last() {
                on(Event::Finished {
                    done,
                    total,
                    target: t,
                    report: r,
                });
            }
        }
        // Closing the queue lets the workers end.
        drop(job_tx);
    });
    reports
}

/// Hands matches to the workers, one at a time.
struct Feed<'a> {
    targets: &'a [AnalysisTarget],
    /// The order the targets go in.
    order: &'a [usize],
    total: usize,
    cancel: &'a AtomicBool,
    queue: &'a mpsc::SyncSender<(usize, Transcript)>,
}

impl Feed<'_> {
    /// Queues the next match whose file can be had (a match whose file
    /// cannot is reported failed at once); false when none is left or the
    /// run is cancelled.
    fn next(
        &mut self,
        store: &Store,
        next: &mut usize,
        reports: &mut Vec<MatchReport>,
        done: &mut usize,
        on: &mut impl FnMut(Event),
    ) -> bool {
        while *next < self.total && !self.cancel.load(Ordering::Relaxed) {
            let i = self.order[*next];
            *next += 1;
            let t = &self.targets[i];
            match transcript_for(store, t) {
                Ok(tr) => return self.queue.send((i, tr)).is_ok(),
                Err(error) => {
                    *done += 1;
                    reports.push(MatchReport {
                        id: t.id,
                        label: t.label(),
                        outcome: Outcome::Failed { error },
                        seconds: 0.0,
                    });
                    if let Some(r) = reports.last() {
                        on(Event::Finished {
                            done: *done,
                            total: self.total,
                            target: t,
                            report: r,
                        });
                    }
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_counts_the_matches_not_started() {
        let r = |outcome| MatchReport {
            id: 1,
            label: String::new(),
            outcome,
            seconds: 0.0,
        };
        let reports = vec![
            r(Outcome::Analysed),
            r(Outcome::Failed { error: "x".into() }),
        ];
        assert_eq!(
            Summary::of(&reports, 5),
            Summary {
                analysed: 1,
                failed: 1,
                not_started: 3
            }
        );
    }
}
