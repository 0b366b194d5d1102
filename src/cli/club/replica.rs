//! A club's read model: the desktop's own library file (`Store`), made by
//! applying the club's log from PostgreSQL in order with the desktop's own
//! import and analysis code. Every figure the server answers is computed
//! over it by the same queries as a local library, so the two cannot
//! disagree.
//!
//! The model is a cache: it lives in the server's cache folder
//! (`CACHE/club-ID/`), records the last log entry it applied, and is
//! brought up to the log's head before every request. Deleted, it is
//! rebuilt from the log. Applying an entry twice changes nothing (an
//! import of a stored match is a duplicate), so a crash between the
//! library's commit and the record of the entry is harmless.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};

use anyhow::{bail, Context, Result};
use postgres::GenericClient;

use blunderdb::library::club_log;
use blunderdb::library::import::{self, Candidate, FileReport};
use blunderdb::library::store::{precompute, Precomputed};

use super::pg;

/// Log entries read from PostgreSQL at a time while catching up.
const CATCH_UP_BATCH: i64 = 500;

/// How far ahead of the files stored a batch's files are read.
const AHEAD: usize = 16;

/// One club's read model: the library's [`Replay`] of the club's log.
pub use blunderdb::library::club_log::Replay as Replica;
pub use blunderdb::library::club_log::{changed, file_name};

/// Brings `replica` (club `club`'s) to the head of the club's log in
/// PostgreSQL.
pub fn sync(replica: &mut Replica, club: i64, c: &mut impl GenericClient) -> Result<()> {
    loop {
        let entries = pg::log_after(c, club, replica.applied(), CATCH_UP_BATCH)?;
        if entries.is_empty() {
            return Ok(());
        }
        replica
            .apply_all(&entries)
            .with_context(|| format!("club {club}'s log"))?;
    }
}

/// What the server does with a read model besides replaying the log.
pub trait Uploads {
    /// Imports a batch of uploaded files (see the implementation).
    fn import_batch(
        &mut self,
        uploads: &[Upload<'_>],
        ahead: Option<ReadAhead>,
        log: impl FnOnce(&[pg::NewImport]) -> Result<()>,
    ) -> Result<(Vec<FileReport>, Option<i64>)>;
}

/// A batch's uploads read before its turn to be stored ([`read_ahead`]).
pub struct ReadAhead(Vec<Prepared>);

/// Reads `uploads` as [`Uploads::import_batch`] reads them, on this
/// thread, before the batch is stored: the queue's storing thread has the
/// next batch read so while it stores one (`uploads.rs`), which keeps the
/// cores busy while a batch's entries go to PostgreSQL and commit.
pub fn read_ahead(uploads: &[Upload<'_>]) -> ReadAhead {
    // Every core but the one the storing thread needs.
    let threads =
        std::thread::available_parallelism().map_or(1, |t| t.get().saturating_sub(1).max(1));
    let per = uploads.len().div_ceil(threads).max(1);
    ReadAhead(std::thread::scope(|s| {
        let parts: Vec<_> = uploads
            .chunks(per)
            .map(|c| s.spawn(move || c.iter().map(prepare).collect::<Vec<_>>()))
            .collect();
        parts
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    }))
}

impl Uploads for Replica {
    /// Imports a batch of uploaded files in order, each as [`Replica::import`]
    /// would (the same report), in one transaction of the library: the
    /// files are read (parsed, and what the log keeps of them packed and
    /// deflated) on every core while the ones read already are stored. The
    /// entries of the files that changed the library go to `log` (the
    /// caller's PostgreSQL transaction) before the library commits; an
    /// error anywhere leaves the library as it was (the caller drops the
    /// model and rolls back PostgreSQL). Returns the reports and the last
    /// entry logged, if any. With `ahead` (the files read already, one
    /// for each upload), no file is read again.
    fn import_batch(
        &mut self,
        uploads: &[Upload<'_>],
        ahead: Option<ReadAhead>,
        log: impl FnOnce(&[pg::NewImport]) -> Result<()>,
    ) -> Result<(Vec<FileReport>, Option<i64>)> {
        let n = uploads.len();
        let files = self.files_dir();
        let canonical = blunderdb::library::files::absolute(&files);
        let head = self.applied();
        if ahead.as_ref().is_some_and(|a| a.0.len() != n) {
            bail!("a batch read ahead has not one read file an upload");
        }
        let mut ahead = ahead.map(|a| a.0.into_iter());
        let threads = match ahead {
            Some(_) => 0,
            None => std::thread::available_parallelism()
                .map_or(1, |t| t.get())
                .clamp(1, n.max(1)),
        };
        let next = AtomicUsize::new(0);
        // How many files are stored: a file is read at most `AHEAD` files
        // ahead of them, so a large batch is never all in memory, parsed.
        let stored_so_far = (Mutex::new(0usize), Condvar::new());
        let progress = |done: usize| {
            let (m, cv) = &stored_so_far;
            *m.lock().unwrap_or_else(|e| e.into_inner()) = done;
            cv.notify_all();
        };
        std::thread::scope(|s| {
            let (tx, rx) = std::sync::mpsc::channel::<(usize, Prepared)>();
            let mut workers = Vec::with_capacity(threads);
            for _ in 0..threads {
                let tx = tx.clone();
                let next = &next;
                let (m, cv) = &stored_so_far;
                workers.push(s.spawn(move || loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(u) = uploads.get(i) else { break };
                    let mut done = m.lock().unwrap_or_else(|e| e.into_inner());
                    while i >= *done + AHEAD {
                        done = cv.wait(done).unwrap_or_else(|e| e.into_inner());
                    }
                    drop(done);
                    if tx.send((i, prepare(u))).is_err() {
                        break;
                    }
                }));
            }
            drop(tx);
            let stored = (|| {
                let mut slots: Vec<Option<Prepared>> = (0..n).map(|_| None).collect();
                let mut reports = Vec::with_capacity(n);
                let mut entries = Vec::new();
                let mut transcripts = Vec::new();
                let mut batch = self.store.short_batch();
                for (i, u) in uploads.iter().enumerate() {
                    let p = loop {
                        if let Some(p) = slots[i].take().or_else(|| ahead.as_mut()?.next()) {
                            break p;
                        }
                        let (j, p) = rx
                            .recv()
                            .map_err(|_| anyhow::anyhow!("an upload could not be read"))?;
                        slots[j] = Some(p);
                    };
                    let seq = head + 1 + entries.len() as i64;
                    let name = file_name(u.name);
                    let source = canonical.join(seq.to_string()).join(&name);
                    let source = source.display().to_string();
                    let pre = p.pre.as_ref();
                    let report =
                        import::store_read(&p.candidate, p.read, &source, u.bytes, |m, s, b| {
                            batch.insert_precomputed(m, s, Some(b), pre)
                        });
                    if changed(&report.outcome) {
                        let body = p.log_body.context("a file stored but not read")?;
                        if !p.analysed {
                            transcripts.push((seq, name.clone(), u.bytes));
                        }
                        entries.push(pg::NewImport { seq, name, body });
                    }
                    reports.push(report);
                    progress(i + 1);
                }
                // The transcripts' files, where the library names them.
                // An analysed file keeps none: the log keeps its match,
                // packed (a few KB where the file is tens), so this model
                // and one rebuilt from the log hold the same (the
                // candidates are read from a file on demand: a club has
                // none for analysed uploads); a transcript is kept as it
                // is (small, and kept by the library for gnuBG).
                for (seq, name, bytes) in transcripts {
                    let folder = files.join(seq.to_string());
                    std::fs::create_dir_all(&folder)?;
                    let path = folder.join(name);
                    std::fs::write(&path, bytes)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                log(&entries)?;
                batch.commit()?;
                Ok((reports, entries.last().map(|e| e.seq)))
            })();
            // The readers still waiting go on (and stop: nothing receives).
            progress(usize::MAX / 2);
            drop(rx);
            for w in workers {
                if w.join().is_err() {
                    bail!("reading an upload panicked");
                }
            }
            stored
        })
    }
}

/// An uploaded file: its name (as the client shows it), whether the user
/// named it (rather than met it in a folder), its bytes.
pub struct Upload<'a> {
    pub name: &'a str,
    pub named: bool,
    pub bytes: &'a [u8],
}

/// The uploads `parts` of `body` are.
pub fn uploads_of<'a>(parts: &'a [club_log::batch::Part], body: &'a [u8]) -> Vec<Upload<'a>> {
    parts
        .iter()
        .map(|p| Upload {
            name: &p.name,
            named: p.named,
            bytes: body.get(p.bytes.clone()).unwrap_or_default(),
        })
        .collect()
}

/// An upload read, before it is stored: what the log keeps of it, deflated,
/// when it holds a match.
struct Prepared {
    candidate: Candidate,
    read: import::Read,
    analysed: bool,
    log_body: Option<Vec<u8>>,
    /// What the store computes from the match alone, made here, on the
    /// readers' threads, rather than on the one that stores.
    pre: Option<Precomputed>,
}

fn prepare(u: &Upload<'_>) -> Prepared {
    let candidate = Candidate {
        path: PathBuf::from(u.name),
        named: u.named,
    };
    let read = import::read_bytes(&candidate, u.bytes);
    let (analysed, log_body) = match read.matched() {
        Some(m) if m.analysed => (true, Some(pg::deflate(&club_log::pack(m)))),
        Some(_) => (false, Some(pg::deflate(u.bytes))),
        None => (false, None),
    };
    let pre = read.matched().map(precompute);
    Prepared {
        candidate,
        read,
        analysed,
        log_body,
        pre,
    }
}

/// The read models of the clubs this server has served, under one cache folder.
pub struct Replicas {
    root: PathBuf,
    clubs: Mutex<HashMap<i64, Arc<Mutex<Option<Replica>>>>>,
}

impl Replicas {
    pub fn new(root: &Path) -> Replicas {
        Replicas {
            root: root.to_path_buf(),
            clubs: Mutex::new(HashMap::new()),
        }
    }

    pub fn dir(&self, club: i64) -> PathBuf {
        self.root.join(format!("club-{club}"))
    }

    /// Runs `f` with club `club`'s model, brought up to the log's head
    /// (one request at a time per club). An error from `f` drops the model,
    /// to be rebuilt from the log: `f` answers a user's mistake with `Ok`.
    pub fn with<T, C: GenericClient>(
        &self,
        club: i64,
        c: &mut C,
        f: impl FnOnce(&mut Replica, &mut C) -> Result<T>,
    ) -> Result<T> {
        let slot = {
            let mut clubs = self
                .clubs
                .lock()
                .map_err(|_| anyhow::anyhow!("a request panicked"))?;
            Arc::clone(clubs.entry(club).or_default())
        };
        let mut guard = slot
            .lock()
            .map_err(|_| anyhow::anyhow!("a request panicked"))?;
        if guard.is_none() {
            let mut r = Replica::open(&self.dir(club))?;
            // Written a request at a time all day: the log is copied into
            // the library on a thread of its own, not in a request.
            r.store.copy_log_aside();
            *guard = Some(r);
        }
        let replica = guard.as_mut().context("the club's model")?;
        if let Err(e) = sync(replica, club, c) {
            // A model that cannot follow the log is rebuilt from it next time.
            self.drop_model(&mut guard, club);
            return Err(e);
        }
        let out = f(replica, c);
        if out.is_err() {
            // Whatever it did half-way is not trusted: rebuilt next time.
            self.drop_model(&mut guard, club);
        }
        out
    }

    fn drop_model(&self, guard: &mut Option<Replica>, club: i64) {
        *guard = None;
        let _ = std::fs::remove_dir_all(self.dir(club));
    }
}
