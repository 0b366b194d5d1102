//! Queued uploads, the state behind `POST /api/v1/import/queue` (a batch
//! of files answered with a receipt as soon as it is received and
//! checked) and `GET /api/v1/import/queue/{receipt}` (the reports
//! `POST import/batch` gives, once it is stored); the routes are in
//! `serve.rs`.
//!
//! Why: with `import/batch` the client waits for a batch's reports before
//! it sends the next, so the server stores nothing while the next batch
//! crosses the network and the client sends nothing while a batch is
//! stored — a sixth of each batch's time at 100,000 matches
//! (`docs/performance.md`). Queued, the next batch arrives while the last
//! is stored, and one thread a club stores them back to back while
//! another reads the next one ahead of its turn: the store is the one
//! part that cannot be spread over cores, so it gets a core to itself.
//!
//! The order is the client's: it queues a batch only once the one before
//! has its receipt, and a club's batches are stored in the order of their
//! receipts, each as `import/batch` stores it (under the club's write
//! lock). A club holds at most [`WAITING`] batches not yet begun (a
//! sender waits for room), so the queue holds a few size limits' worth of
//! memory whatever the clients do.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Mutex, MutexGuard};

use axum::http::{HeaderMap, StatusCode};
use serde_json::Value;

use super::body::Body;
use super::error::{ApiError, ApiResult};
use super::replica::{self, ReadAhead};
use blunderdb::library::club_log::batch as upload;

/// Batches a club holds queued and not yet begun; a sender waits for room.
const WAITING: usize = 2;

/// Answers kept for receipts not yet asked for (the oldest go first).
const KEPT: usize = 64;

/// A batch received and checked: the request's headers (its token and
/// language, which the store asks again), its files, its body.
pub struct Batch {
    pub headers: HeaderMap,
    pub parts: Vec<upload::Part>,
    pub body: Body,
}

/// Stores a batch (its files read already, or not): the answer
/// `import/batch` gives.
pub type Store = dyn Fn(&Batch, Option<ReadAhead>) -> ApiResult<Value> + Send + Sync;

/// The clubs' queues.
#[derive(Default)]
pub struct UploadQueues {
    clubs: Mutex<HashMap<i64, Arc<ClubQueue>>>,
}

impl UploadQueues {
    fn club(&self, club: i64) -> Arc<ClubQueue> {
        let mut clubs = self.clubs.lock().unwrap_or_else(|e| e.into_inner());
        clubs.entry(club).or_default().clone()
    }

    /// Queues `batch` of club `club` from token `token`, once the club has
    /// room for it: its receipt. The club's storing thread, when none
    /// runs, is started with `store`.
    pub async fn queue(&self, club: i64, token: i64, batch: Batch, store: Arc<Store>) -> u64 {
        let q = self.club(club);
        let mut batch = Some(batch);
        loop {
            let changed = q.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            {
                let mut s = q.lock();
                if s.waiting.len() < WAITING {
                    let receipt = s.next;
                    s.next += 1;
                    s.pending.insert(receipt, token);
                    if let Some(b) = batch.take() {
                        s.waiting.push_back((receipt, b));
                    }
                    if !s.storing {
                        s.storing = true;
                        let q = q.clone();
                        tokio::task::spawn_blocking(move || run(&q, &*store));
                    }
                    return receipt;
                }
            }
            changed.await;
        }
    }

    /// The answer to `receipt` of club `club`, once its batch is stored;
    /// `None` when no such receipt waits for `token` (unknown, another
    /// token's, or answered already).
    pub async fn answer(&self, club: i64, token: i64, receipt: u64) -> Option<ApiResult<Value>> {
        let q = self.club(club);
        loop {
            let changed = q.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            {
                let mut s = q.lock();
                match s.done.get(&receipt) {
                    Some((t, _)) if *t == token => return s.done.remove(&receipt).map(|(_, a)| a),
                    Some(_) => return None,
                    None if s.pending.get(&receipt) != Some(&token) => return None,
                    None => {}
                }
            }
            changed.await;
        }
    }
}

/// One club's queue: its state, and a signal each time it changes.
#[derive(Default)]
struct ClubQueue {
    state: Mutex<Queue>,
    changed: tokio::sync::Notify,
}

impl ClubQueue {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[derive(Default)]
struct Queue {
    /// The next receipt.
    next: u64,
    waiting: VecDeque<(u64, Batch)>,
    /// Whether a thread is storing this club's batches.
    storing: bool,
    /// The receipts not yet answered, with the token that queued each.
    pending: HashMap<u64, i64>,
    /// The answers not yet asked for: the token, the answer.
    done: BTreeMap<u64, (i64, ApiResult<Value>)>,
}

/// The next batch queued, if any (`last`: then this thread stops storing).
fn next(q: &ClubQueue, last: bool) -> Option<(u64, Batch)> {
    let b = {
        let mut s = q.lock();
        let b = s.waiting.pop_front();
        if b.is_none() && last {
            s.storing = false;
        }
        b
    };
    // Room for one more batch.
    q.changed.notify_waiters();
    b
}

/// Stores a club's queued batches in order until none is left, each
/// while the next is read ([`replica::read_ahead`]).
fn run(q: &ClubQueue, store: &Store) {
    let mut current: Option<(u64, Batch, Option<ReadAhead>)> = None;
    loop {
        let Some((receipt, b, ahead)) = current
            .take()
            .or_else(|| next(q, true).map(|(r, b)| (r, b, None)))
        else {
            return;
        };
        let following = next(q, false);
        let following_receipt = following.as_ref().map(|(r, _)| *r);
        let answer = std::thread::scope(|s| {
            let reader = following.map(|(r, f)| {
                s.spawn(move || {
                    let ahead = std::panic::catch_unwind(|| {
                        replica::read_ahead(&replica::uploads_of(&f.parts, &f.body))
                    });
                    (r, f, ahead.ok())
                })
            });
            let answer = std::panic::catch_unwind(AssertUnwindSafe(|| store(&b, ahead)))
                .unwrap_or_else(|_| {
                    Err(ApiError::new(
                        StatusCode::INTERNAL_SERVER_ERROR,
                        "storing the batch failed",
                    ))
                });
            current = reader.and_then(|r| r.join().ok());
            answer
        });
        answered(q, receipt, answer);
        if let (None, Some(lost)) = (&current, following_receipt) {
            // The reading thread failed outside its own catch: the batch
            // is gone, and its receipt says so rather than wait forever.
            let e = ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                "reading the batch failed",
            );
            answered(q, lost, Err(e));
        }
    }
}

/// Keeps `answer` for `receipt` until its sender asks for it.
fn answered(q: &ClubQueue, receipt: u64, answer: ApiResult<Value>) {
    {
        let mut s = q.lock();
        if let Some(token) = s.pending.remove(&receipt) {
            s.done.insert(receipt, (token, answer));
        }
        while s.done.len() > KEPT {
            s.done.pop_first();
        }
    }
    q.changed.notify_waiters();
}
