//! The checks the fuzz targets (`fuzz/`, cargo-fuzz on nightly) run on
//! each input, kept in the library so `cargo test` on stable replays the
//! saved corpus through exactly the same code (`tests/fuzz_corpus.rs`).
//!
//! A check passes when the reader returns, a match or an error, without
//! panicking (a panic is what the fuzzer reports), and when the memory it
//! allocated stays under [`MAX_BYTES_PER_INPUT_BYTE`] per input byte plus
//! [`MAX_BASE_BYTES`], as measured by [`CountingAlloc`]: a small damaged
//! file must not make the reader allocate gigabytes (a length field read
//! as a count, a zlib bomb).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::formats;
use crate::library::store::Store;

/// Which reader a fuzz target drives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Sgf,
    Mat,
    Xg,
    /// Detect → read → store into a scratch (in-memory) library.
    Import,
}

impl Target {
    pub const ALL: [Target; 4] = [Target::Sgf, Target::Mat, Target::Xg, Target::Import];

    /// The fuzz target's name (`cargo fuzz run <name>`) and corpus folder.
    pub fn name(self) -> &'static str {
        match self {
            Target::Sgf => "sgf",
            Target::Mat => "mat",
            Target::Xg => "xg",
            Target::Import => "import",
        }
    }
}

/// Allocation allowed per input byte. The `.xg` reader inflates members
/// of up to 1,100 times their compressed size (its `MAX_ZLIB_RATIO`), and
/// a parsed match is a few dozen bytes per decision.
pub const MAX_BYTES_PER_INPUT_BYTE: usize = 2048;
/// Allocation allowed whatever the input's size: SQLite's page cache and
/// schema for the import target, buffers of the readers.
pub const MAX_BASE_BYTES: usize = 48 << 20;

/// Runs one input through `target`. Returns what went wrong when a bound
/// was broken; a panic inside the reader propagates (the fuzzer's finding).
pub fn run(target: Target, data: &[u8], alloc: Option<&CountingAlloc>) -> Result<(), String> {
    if let Some(a) = alloc {
        a.reset_peak();
    }
    match target {
        Target::Sgf => drop(formats::sgf::parse(data)),
        Target::Mat => drop(formats::mat::parse(data)),
        Target::Xg => drop(formats::xg::parse(data)),
        Target::Import => import(data)?,
    }
    if let Some(a) = alloc {
        let peak = a.peak_since_reset();
        let bound = MAX_BASE_BYTES + MAX_BYTES_PER_INPUT_BYTE * data.len();
        if peak > bound {
            return Err(format!(
                "{} allocated {peak} bytes for {} input bytes (bound {bound})",
                target.name(),
                data.len()
            ));
        }
    }
    Ok(())
}

/// Detect, read and store into a new in-memory library; a match that reads
/// must store, and the library must stay whole either way.
fn import(data: &[u8]) -> Result<(), String> {
    let Ok(m) = formats::parse(data) else {
        return Ok(());
    };
    let mut store = Store::open_in_memory().map_err(|e| e.to_string())?;
    store
        .insert_match(&m, "fuzz")
        .map_err(|e| format!("a match that reads did not store: {e}"))?;
    let ok: String = store
        .connection()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(|e| e.to_string())?;
    if ok != "ok" {
        return Err(format!("integrity_check: {ok}"));
    }
    Ok(())
}

/// The system allocator, counting the bytes live and the peak since the
/// last [`CountingAlloc::reset_peak`]. Install it with
/// `#[global_allocator] static A: CountingAlloc = CountingAlloc::new();`.
pub struct CountingAlloc {
    live: AtomicUsize,
    peak: AtomicUsize,
    base: AtomicUsize,
}

impl CountingAlloc {
    pub const fn new() -> CountingAlloc {
        CountingAlloc {
            live: AtomicUsize::new(0),
            peak: AtomicUsize::new(0),
            base: AtomicUsize::new(0),
        }
    }

    /// Starts a new measurement from what is live now.
    pub fn reset_peak(&self) {
        let live = self.live.load(Ordering::Relaxed);
        self.base.store(live, Ordering::Relaxed);
        self.peak.store(live, Ordering::Relaxed);
    }

    /// The most bytes allocated at once since [`CountingAlloc::reset_peak`],
    /// beyond what was live then.
    pub fn peak_since_reset(&self) -> usize {
        self.peak
            .load(Ordering::Relaxed)
            .saturating_sub(self.base.load(Ordering::Relaxed))
    }
}

impl Default for CountingAlloc {
    fn default() -> Self {
        CountingAlloc::new()
    }
}

// SAFETY: every call is passed on to the system allocator unchanged; the
// counters are only bookkeeping.
unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let live = self.live.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            self.peak.fetch_max(live, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        self.live.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            if new_size >= layout.size() {
                let grow = new_size - layout.size();
                let live = self.live.fetch_add(grow, Ordering::Relaxed) + grow;
                self.peak.fetch_max(live, Ordering::Relaxed);
            } else {
                self.live
                    .fetch_sub(layout.size() - new_size, Ordering::Relaxed);
            }
        }
        p
    }
}
