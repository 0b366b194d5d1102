//! The app state: [`Library`], the open library file shared by every
//! command, with what it keeps between commands (the running job's slot,
//! gnuBG once found, the redraw tickets, the dots of the latest charts),
//! and the methods about the library as a whole (open, reopen, what the
//! window shows of it, its change token). The methods of each tab are in
//! `stats.rs`, `progression.rs` and `settings.rs`; those of the jobs in
//! `jobs.rs`.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use serde::Serialize;

use crate::engine::analyse::Gnubg;
use crate::i18n::Text;
use crate::library::store::own::OwnRows;
use crate::library::store::Store;
use crate::metrics::Thresholds;
use crate::render::chart::PlacedPoint;

use crate::window::chart_source::ChartSource;
use crate::window::club_dirs::{ClubDirs, Viewing};
use crate::window::job::Job;
use crate::window::pick::Pick;

/// The library file the app opens on launch: `BLUNDERDB_DB` when set,
/// else the command line's default (`<data dir>/blunderdb/library.db`).
pub fn default_db_path() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("BLUNDERDB_DB").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    crate::library::files::default_library()
        .ok_or_else(|| "no data directory on this platform; set BLUNDERDB_DB".into())
}

/// What the window shows about the open library.
#[derive(Debug, Clone, Serialize)]
pub struct LibraryInfo {
    pub path: String,
    pub matches: u64,
    /// Player names, as stored, in name order.
    pub players: Vec<String>,
    /// Match lengths present (0 = money sessions), for the filter bar.
    pub lengths: Vec<u32>,
    pub date_min: Option<String>,
    pub date_max: Option<String>,
    pub thresholds: Thresholds,
    /// The club's name when the window shows a club's library (read-only,
    /// `club.rs`), else `None`.
    pub club: Option<String>,
}

/// The open library and the running import or analysis, if any.
pub struct Library {
    store: Mutex<Store>,
    path: Mutex<PathBuf>,
    /// The job running in the background and its cancel flag (`jobs.rs`).
    pub(crate) running: Mutex<Option<(Job, Arc<AtomicBool>)>>,
    /// gnuBG as found (kept once found: probing runs the program).
    pub(crate) gnubg: Mutex<Option<Gnubg>>,
    /// The number of the latest `stats` asked for (see
    /// [`StatsView::ticket`](crate::window::StatsView::ticket)).
    pub(crate) stats_ticket: AtomicU64,
    /// The number of the latest `stats` answered: a card asked for with
    /// its redraw's ticket waits for it ([`Library::figures_first`]).
    pub(crate) stats_done: Answered,
    /// Where the dots of the latest progression charts were drawn, by
    /// chart number ([`ProgressView::chart`](crate::window::ProgressView::chart)):
    /// a click is matched to its dot here ([`Library::progress_point_at`]).
    pub(crate) charts: Mutex<VecDeque<(u64, Arc<Vec<PlacedPoint>>)>>,
    /// The number of the next progression chart drawn.
    pub(crate) next_chart: AtomicU64,
    /// What the latest progression chart was drawn from, so a switch of
    /// language draws it again without reading the library
    /// ([`Library::redraw_charts`]).
    pub(crate) last_chart: Mutex<Option<ChartSource>>,
    /// The window's language: its messages and number rules, which the
    /// charts and boards drawn in Rust use too ([`Library::text`]).
    pub(crate) lang: Mutex<&'static Text>,
    /// The note to show once when the system asks for a language
    /// blunderDB does not speak (English is used).
    pub(crate) lang_note: Mutex<Option<String>>,
    /// The match the review view shows, kept while the library is
    /// unchanged: (match, analysis asked for, change token) and its moves.
    #[allow(clippy::type_complexity)]
    pub(crate) review_cache: Mutex<Option<((i64, Pick, i64), Arc<crate::queries::review::Review>)>>,
    /// The Matches tab's selection, sorted: (its request without the page,
    /// the change token) and the rows.
    #[allow(clippy::type_complexity)]
    pub(crate) matches_cache: Mutex<
        Option<(
            crate::queries::review::MatchesRequest,
            i64,
            Arc<Vec<crate::queries::review::MatchRow>>,
        )>,
    >,
    /// The club shown in place of the user's library, if any (`club.rs`).
    viewing: Mutex<Option<Viewing>>,
    /// Where the club's settings and copies are kept.
    club_dirs: Mutex<ClubDirs>,
}

/// A library error as the window shows it.
pub(crate) fn text<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

impl Library {
    /// Opens (or creates) the library at `path`.
    pub fn open(path: &Path) -> Result<Library, String> {
        let store = Store::open(path).map_err(text)?;
        let (lang, lang_note) = crate::window::config::startup();
        Ok(Library {
            store: Mutex::new(store),
            path: Mutex::new(path.to_path_buf()),
            running: Mutex::new(None),
            gnubg: Mutex::new(None),
            stats_ticket: AtomicU64::new(0),
            stats_done: Answered::default(),
            charts: Mutex::new(VecDeque::new()),
            next_chart: AtomicU64::new(1),
            last_chart: Mutex::new(None),
            lang: Mutex::new(Text::get(lang)),
            lang_note: Mutex::new(lang_note),
            review_cache: Mutex::new(None),
            matches_cache: Mutex::new(None),
            viewing: Mutex::new(None),
            club_dirs: Mutex::new(ClubDirs::user()),
        })
    }

    /// Keeps the club's settings and copies under `dirs` (the tests' own
    /// folder) rather than the user's.
    pub fn set_club_dirs(&self, dirs: ClubDirs) {
        *self.club_dirs.lock().unwrap_or_else(|e| e.into_inner()) = dirs;
    }

    pub(crate) fn club_dirs(&self) -> ClubDirs {
        self.club_dirs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    fn viewing_slot(&self) -> MutexGuard<'_, Option<Viewing>> {
        self.viewing.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The club the window shows, if it shows one.
    pub(crate) fn viewing(&self) -> Option<Viewing> {
        self.viewing_slot().clone()
    }

    /// The window's current language, for the text drawn in Rust (chart
    /// and board labels). A `&'static` copy: switching the language later
    /// does not change a drawing already under way.
    pub fn text(&self) -> &'static Text {
        *self.lang.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn store(&self) -> MutexGuard<'_, Store> {
        // A panic while holding the lock leaves the store usable.
        self.store.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps this window's marks, collections, saved searches and training
    /// apart from the library's (a club member's page: see
    /// `library::store::own`).
    pub fn keep_own_apart(&self) -> Result<(), String> {
        self.store().keep_apart().map_err(text)
    }

    /// This window's own rows, to keep elsewhere.
    pub fn own_rows(&self) -> Result<OwnRows, String> {
        self.store().own_rows().map_err(text)
    }

    /// The rows this window's connection has changed since it opened (any
    /// table): unchanged across a command, the command changed no own row.
    pub fn changes_so_far(&self) -> u64 {
        self.store().connection().total_changes()
    }

    /// Puts back own rows kept elsewhere, replacing this window's.
    pub fn replay_own_rows(&self, rows: &OwnRows) -> Result<(), String> {
        self.store().replay_own_rows(rows).map_err(text)?;
        // The review's marks were read with the match.
        *self.review_cache.lock().unwrap_or_else(|e| e.into_inner()) = None;
        Ok(())
    }

    pub fn path(&self) -> PathBuf {
        self.path.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub fn info(&self) -> Result<LibraryInfo, String> {
        let store = self.store();
        let players = store.player_names().map_err(text)?;
        let lengths = store.lengths().map_err(text)?;
        let (date_min, date_max) = store.date_range().map_err(text)?;
        Ok(LibraryInfo {
            path: self.path().display().to_string(),
            matches: store.match_count().map_err(text)?,
            players,
            lengths,
            date_min,
            date_max,
            thresholds: store.thresholds().map_err(text)?,
            club: self.viewing().map(|v| v.club),
        })
    }

    /// Opens another library file in place of this one.
    pub fn reopen(&self, path: &Path) -> Result<LibraryInfo, String> {
        self.reopen_as(path, None)
    }

    /// [`Library::reopen`], the library shown as club `viewing`'s copy
    /// (read-only, `club.rs`) or, `None`, as the user's own.
    pub(crate) fn reopen_as(
        &self,
        path: &Path,
        viewing: Option<Viewing>,
    ) -> Result<LibraryInfo, String> {
        if let Some(job) = self.running() {
            let tx = self.text();
            return Err(crate::t!(tx, "error-reopen-busy", job = job.name()));
        }
        let store = Store::open(path).map_err(text)?;
        // What was kept of the other library's matches is not this one's.
        *self.review_cache.lock().unwrap_or_else(|e| e.into_inner()) = None;
        *self.matches_cache.lock().unwrap_or_else(|e| e.into_inner()) = None;
        {
            // All under the store's lock: whoever holds it sees the path
            // of the library it holds (see `warm_progress`), and whether it
            // is a club's.
            let mut held = self.store();
            *held = store;
            *self.path.lock().unwrap_or_else(|e| e.into_inner()) = path.to_path_buf();
            *self.viewing_slot() = viewing;
        }
        self.info()
    }

    /// A number that changes when another process (or the import thread)
    /// commits to the library: the window polls it and refreshes when it
    /// differs from the last one it saw. See [`Store::change_token`].
    pub fn change_token(&self) -> Result<i64, String> {
        self.store().change_token().map_err(text)
    }

    /// The store for a card of the redraw `ticket` (`None`: any time), or
    /// `None` when a newer `stats` has been asked for since: the window
    /// would drop that card, so it is not computed. Checked once the store
    /// is ours, as a stale card may have waited for it.
    pub(crate) fn card_store(&self, ticket: Option<u64>) -> Option<MutexGuard<'_, Store>> {
        let stale = |t| self.stats_ticket.load(Ordering::SeqCst) > t;
        if ticket.is_some_and(stale) {
            return None;
        }
        let store = self.store();
        (!ticket.is_some_and(stale)).then_some(store)
    }

    /// Waits until the figures of the redraw `ticket` are answered, or a
    /// newer redraw is asked for (then the card is stale anyway), or 5 s
    /// have passed: a card asked for together with its figures must not
    /// hold them back (by match, the progression reads every match).
    ///
    /// It blocks its thread: the app and the web run commands on threads
    /// of their own (a blocking pool), never on the async runtime's.
    pub fn figures_first(&self, ticket: Option<u64>) {
        let Some(t) = ticket else { return };
        let answered = self
            .stats_done
            .latest
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        let _ = self.stats_done.changed.wait_timeout_while(
            answered,
            std::time::Duration::from_secs(5),
            |d| *d < t && self.stats_ticket.load(Ordering::SeqCst) <= t,
        );
    }
}

/// The number of the latest `stats` answered, and a signal for the cards
/// waiting on it ([`Library::figures_first`]).
#[derive(Default)]
pub(crate) struct Answered {
    latest: Mutex<u64>,
    changed: std::sync::Condvar,
}

impl Answered {
    /// Redraw `ticket` is answered (or failed).
    pub(crate) fn answer(&self, ticket: u64) {
        let mut d = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        *d = (*d).max(ticket);
        self.changed.notify_all();
    }

    /// A newer redraw was asked for: the cards waiting for an older one
    /// go (stale anyway).
    pub(crate) fn newer_asked(&self) {
        let _d = self.latest.lock().unwrap_or_else(|e| e.into_inner());
        self.changed.notify_all();
    }
}
