//! Copies the library's write-ahead log into the library on a thread of its
//! own while an import runs.
//!
//! SQLite copies the log (the WAL) into the file after a commit once the
//! log holds [`crate::library::store`]'s `wal_autocheckpoint` pages, in the thread
//! that committed: a third of an import's time at 20,000 matches went to
//! these copies and their fsyncs, while the import waited. A second
//! connection can copy the log while the first goes on writing (a
//! "passive" checkpoint never blocks the writer, nor is blocked by it), so
//! during an import the copying runs here, on another core, after each
//! commit of a run ([`crate::library::store::Batch`]).

use std::path::Path;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::thread::JoinHandle;

/// The log's size, in pages, past which the importing connection copies it
/// itself after a commit while a [`Checkpointer`] runs: only when this
/// thread falls far behind (a reader holding an old snapshot keeps the
/// copy from finishing), so the log never grows without bound.
pub(crate) const FALLBACK_PAGES: i64 = 50_000;

/// A thread copying the log of one library into it when asked.
pub(crate) struct Checkpointer {
    ask: Option<SyncSender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Checkpointer {
    /// Starts the thread with a connection of its own to the library at
    /// `path`; `None` if it cannot be opened (the importing connection
    /// then copies the log itself, as without this thread).
    pub(crate) fn start(path: &Path) -> Option<Checkpointer> {
        let conn = rusqlite::Connection::open(path).ok()?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).ok()?;
        // One pending request is enough: asked again while copying, it
        // copies once more afterwards, with whatever was committed since.
        let (ask, asked) = sync_channel(1);
        let thread = std::thread::Builder::new()
            .name("blunderdb-checkpoint".into())
            .spawn(move || run(conn, asked))
            .ok()?;
        Some(Checkpointer {
            ask: Some(ask),
            thread: Some(thread),
        })
    }

    /// Asks for a copy of what has been committed (returns at once).
    pub(crate) fn ask(&self) {
        if let Some(ask) = &self.ask {
            // Full: a request is already pending, and covers this one.
            let _ = ask.try_send(());
        }
    }
}

fn run(conn: rusqlite::Connection, asked: Receiver<()>) {
    while asked.recv().is_ok() {
        // Best effort: a copy that cannot run now (another one under way)
        // runs at the next request, or SQLite's own after a commit.
        let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
    }
}

impl Drop for Checkpointer {
    /// Waits for a copy under way: the import's process may end next.
    fn drop(&mut self) {
        self.ask = None;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
