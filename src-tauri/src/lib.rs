//! The blunderDB desktop app: a thin Tauri shell over the `blunderdb`
//! library. Every figure the window shows comes from the same functions
//! the command line prints (`blunderdb::queries::report`), so the two never disagree.
//!
//! [`Library`] holds the logic of each command as a plain method, so the
//! commands are tested on a temporary library without a window; the
//! `#[tauri::command]` functions below only forward to it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use serde::Serialize;
use serde_json::Value;

use blunderdb::engine::analyse::{self, Gnubg, MatchReport};
use blunderdb::library::import::{self, FileReport, Summary};
use blunderdb::library::store::{Filter, Store, WorstDecision};
use blunderdb::metrics::Thresholds;
use blunderdb::queries::levels::Scale;
use blunderdb::queries::report;
use blunderdb::render::chart::PlacedPoint;

/// The size the histogram is drawn at (the window scales it to fit).
pub const CHART_SIZE: (u32, u32) = (560, 300);

/// The library file the app opens on launch: `BLUNDERDB_DB` when set,
/// else the command line's default (`<data dir>/blunderdb/library.db`).
pub fn default_db_path() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("BLUNDERDB_DB").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    dirs::data_dir()
        .map(|d| d.join("blunderdb").join("library.db"))
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
}

/// Everything the Stats tab draws for one filter.
#[derive(Debug, Clone, Serialize)]
pub struct StatsView {
    /// `blunderdb stats --format json` of the same filter.
    pub figures: Value,
    /// The error histogram with the threshold marks.
    pub histogram_svg: String,
    /// The 10 worst decisions of the selection.
    pub worst: Vec<WorstDecision>,
    /// Matches of the selection without analysis (the "Analyse…" banner).
    pub unanalysed: u64,
    /// The level the selection's PR falls in on the library's scale
    /// (`null` without a PR), and that scale's name.
    pub level: Option<&'static str>,
    pub level_scale: &'static str,
    /// This redraw's number: the cards drawn after the figures pass it
    /// back, and are skipped once a newer `stats` has been asked for.
    pub ticket: u64,
}

/// Progress of an import, sent after each file.
#[derive(Debug, Clone, Serialize)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
    /// The file just read (empty before the first one).
    pub current: String,
    /// Matches that landed so far (imported or replaced).
    pub matches: usize,
    pub summary: Summary,
}

/// The end of an import.
#[derive(Debug, Clone, Serialize)]
pub struct ImportResult {
    pub total: usize,
    pub cancelled: bool,
    pub summary: Summary,
    pub reports: Vec<FileReport>,
}

/// What gnuBG the app would analyse with, for Settings and the dialog.
#[derive(Debug, Clone, Serialize)]
pub struct GnubgInfo {
    /// `None` when gnuBG cannot be used; `error` says why and how to install it.
    pub gnubg: Option<Gnubg>,
    pub error: Option<String>,
    /// How to install gnuBG, when a program was named but cannot be used
    /// (when none is found at all, `error` says it already).
    pub hint: Option<String>,
    /// The library's default analysis level (plies).
    pub default_plies: u8,
}

/// Progress of an analysis, sent when a match starts and when one lands.
#[derive(Debug, Clone, Serialize)]
pub struct AnalysisProgress {
    pub done: usize,
    pub total: usize,
    /// The matches under way (labels, `Alice - Bob, 7 points`), oldest first.
    pub current: Vec<String>,
    /// Seconds left at the pace so far; `None` until the first match lands.
    pub eta_seconds: Option<f64>,
    pub elapsed_seconds: f64,
    /// The match that just landed (on the events that follow one).
    pub last: Option<MatchReport>,
    pub summary: analyse::Summary,
}

/// The end of an analysis.
#[derive(Debug, Clone, Serialize)]
pub struct AnalysisResult {
    pub total: usize,
    pub plies: u8,
    pub cancelled: bool,
    pub seconds: f64,
    pub summary: analyse::Summary,
    pub reports: Vec<MatchReport>,
}

/// What runs in the background: one job at a time, as both write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Job {
    Import,
    Analysis,
}

impl Job {
    fn name(self) -> &'static str {
        match self {
            Job::Import => "import",
            Job::Analysis => "analysis",
        }
    }

    fn busy(self) -> String {
        match self {
            Job::Import => "an import is running; wait for it to finish".into(),
            Job::Analysis => "an analysis is running; wait for it or cancel it".into(),
        }
    }
}

/// The settings key of the default analysis level.
pub const LEVEL_KEY: &str = "analysis_plies";
/// The levels the app offers: quick (0-ply) and standard (2-ply).
pub const QUICK: u8 = 0;
pub const STANDARD: u8 = 2;

/// Seconds left when `done` of `total` units of work took `elapsed`
/// seconds (matches run in parallel, so this is the pace, not one match's
/// time); `None` before the first match lands. The units are the matches'
/// [`analyse::work`]: the longest matches go first, so counting matches
/// would promise too long a wait at the start.
pub fn eta_seconds(elapsed: f64, done: u64, total: u64) -> Option<f64> {
    if done == 0 || !elapsed.is_finite() || elapsed < 0.0 {
        return None;
    }
    Some(elapsed / done as f64 * total.saturating_sub(done) as f64)
}

/// The open library and the running import or analysis, if any.
pub struct Library {
    store: Mutex<Store>,
    path: Mutex<PathBuf>,
    running: Mutex<Option<(Job, Arc<AtomicBool>)>>,
    /// gnuBG as found (kept once found: probing runs the program).
    gnubg: Mutex<Option<Gnubg>>,
    /// The number of the latest `stats` asked for (see [`StatsView::ticket`]).
    stats_ticket: AtomicU64,
    /// The number of the latest `stats` answered: a card asked for with
    /// its redraw's ticket waits for it ([`Library::figures_first`]).
    stats_done: tokio::sync::watch::Sender<u64>,
    /// Where the dots of the latest progression charts were drawn, by
    /// chart number ([`ProgressView::chart`]): a click is matched to its
    /// dot here ([`Library::progress_point_at`]).
    charts: Mutex<std::collections::VecDeque<(u64, Arc<Vec<PlacedPoint>>)>>,
    /// The number of the next progression chart drawn.
    next_chart: AtomicU64,
}

/// How many charts' dots [`Library::progress_point_at`] keeps: the one on
/// screen and a few drawn after it (a redraw answered but not shown).
const CHARTS_KEPT: usize = 4;

pub(crate) fn text<E: std::fmt::Display>(e: E) -> String {
    e.to_string()
}

impl Library {
    /// Opens (or creates) the library at `path`.
    pub fn open(path: &Path) -> Result<Library, String> {
        let store = Store::open(path).map_err(text)?;
        Ok(Library {
            store: Mutex::new(store),
            path: Mutex::new(path.to_path_buf()),
            running: Mutex::new(None),
            gnubg: Mutex::new(None),
            stats_ticket: AtomicU64::new(0),
            stats_done: tokio::sync::watch::Sender::new(0),
            charts: Mutex::new(Default::default()),
            next_chart: AtomicU64::new(1),
        })
    }

    pub(crate) fn store(&self) -> MutexGuard<'_, Store> {
        // A panic while holding the lock leaves the store usable.
        self.store.lock().unwrap_or_else(|e| e.into_inner())
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
        })
    }

    pub fn stats(&self, filter: &Filter) -> Result<StatsView, String> {
        self.stats_for(filter, None)
    }

    /// [`Library::stats`] numbered `ticket` by the window (`None`: the
    /// next number). The window numbers its redraws itself, so it can ask
    /// for the cards of a redraw together with its figures rather than
    /// once the figures have come back (a round trip of 10–35 ms more
    /// under load); numbers only grow (see [`Library::card_store`]).
    pub fn stats_for(&self, filter: &Filter, ticket: Option<u64>) -> Result<StatsView, String> {
        // Numbered before waiting for the store, so the cards of an older
        // redraw still queued behind it see that they are stale.
        let ticket = match ticket {
            Some(t) => {
                self.stats_ticket.fetch_max(t, Ordering::SeqCst);
                t
            }
            None => self.stats_ticket.fetch_add(1, Ordering::SeqCst) + 1,
        };
        // Answered (or failed): the cards of this redraw may go.
        struct Done<'a>(&'a tokio::sync::watch::Sender<u64>, u64);
        impl Drop for Done<'_> {
            fn drop(&mut self) {
                self.0.send_modify(|d| *d = (*d).max(self.1));
            }
        }
        let _done = Done(&self.stats_done, ticket);
        let store = self.store();
        let figures = report::stats_json(&store, filter).map_err(text)?;
        let counts = histogram_counts(&figures);
        let thresholds = store.thresholds().map_err(text)?;
        let histogram_svg = blunderdb::render::chart::histogram_svg(
            counts,
            &thresholds,
            CHART_SIZE.0,
            CHART_SIZE.1,
        );
        let worst = store.worst_decisions(filter, 10).map_err(text)?;
        let unanalysed = store.unanalysed_count(filter).map_err(text)?;
        let scale = store.level_scale().map_err(text)?;
        let level = figures
            .get("pr")
            .and_then(Value::as_f64)
            .map(|pr| scale.level(pr));
        Ok(StatsView {
            histogram_svg,
            worst,
            unanalysed,
            level,
            level_scale: scale.label,
            figures,
            ticket,
        })
    }

    /// The store for a card of the redraw `ticket` (`None`: any time), or
    /// `None` when a newer `stats` has been asked for since: the window
    /// would drop that card, so it is not computed. Checked once the store
    /// is ours, as a stale card may have waited for it.
    fn card_store(&self, ticket: Option<u64>) -> Option<MutexGuard<'_, Store>> {
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
    pub async fn figures_first(&self, ticket: Option<u64>) {
        let Some(t) = ticket else { return };
        let mut done = self.stats_done.subscribe();
        let wait = done.wait_for(|&d| d >= t || self.stats_ticket.load(Ordering::SeqCst) > t);
        let _ = tokio::time::timeout(std::time::Duration::from_secs(5), wait).await;
    }

    /// A number that changes when another process (or the import thread)
    /// commits to the library: the window polls it and refreshes when it
    /// differs from the last one it saw. See [`Store::change_token`].
    pub fn change_token(&self) -> Result<i64, String> {
        self.store().change_token().map_err(text)
    }

    /// `blunderdb players --format json`: one object per player.
    pub fn players(&self) -> Result<Vec<Value>, String> {
        report::players_json(&self.store(), &Filter::default()).map_err(text)
    }

    /// Reads the whole library's progression by match into memory, unless
    /// it is there and the library unchanged
    /// ([`blunderdb::queries::progress::MatchTable`]): the window asks for it once
    /// idle after a launch or a change, so that a progression by match
    /// does not read 20,000 rows while the user waits. Read on a
    /// connection of its own, so the window's commands do not wait for it
    /// (a quarter of a second at 100,000 matches), and kept only if the
    /// library did not change meanwhile. Returns whether a table is kept.
    pub fn warm_progress(&self) -> Result<bool, String> {
        let (state, path) = {
            let store = self.store();
            if store.has_match_table().map_err(text)? {
                return Ok(true);
            }
            (store.library_state().map_err(text)?, self.path())
        };
        let table = Store::open(&path)
            .and_then(|reader| reader.read_match_table())
            .map_err(text)?;
        let store = self.store();
        if self.path() != path {
            return Ok(false); // another library was opened meanwhile
        }
        store.keep_match_table(state, table).map_err(text)
    }

    /// Checks, stores and returns new thresholds; errors and blunders of
    /// every match are recounted.
    pub fn set_thresholds(&self, error: f64, blunder: f64) -> Result<Thresholds, String> {
        let t = Thresholds::new(error, blunder)?;
        let mut store = self.store();
        store.set_thresholds(t).map_err(text)?;
        store.thresholds().map_err(text)
    }

    /// Writes `blunderdb players --format csv` to `path`; returns the rows written.
    pub fn export_players_csv(&self, path: &Path) -> Result<usize, String> {
        let rows = self.players()?;
        std::fs::write(path, report::players_csv(&rows))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(rows.len())
    }

    /// Opens another library file in place of this one.
    pub fn reopen(&self, path: &Path) -> Result<LibraryInfo, String> {
        if let Some(job) = self.running() {
            return Err(format!(
                "wait for the {} to finish before opening another library",
                job.name()
            ));
        }
        let store = Store::open(path).map_err(text)?;
        {
            // Both under the store's lock: whoever holds it sees the path
            // of the library it holds (see `warm_progress`).
            let mut held = self.store();
            *held = store;
            *self.path.lock().unwrap_or_else(|e| e.into_inner()) = path.to_path_buf();
        }
        self.info()
    }

    fn slot(&self) -> MutexGuard<'_, Option<(Job, Arc<AtomicBool>)>> {
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The job running in the background, if any.
    pub fn running(&self) -> Option<Job> {
        self.slot().as_ref().map(|(job, _)| *job)
    }

    pub fn importing(&self) -> bool {
        self.running() == Some(Job::Import)
    }

    /// Marks the start of a job; refused (with the reason) while another runs.
    pub fn begin(&self, job: Job) -> Result<Arc<AtomicBool>, String> {
        let mut slot = self.slot();
        if let Some((other, _)) = &*slot {
            return Err(other.busy());
        }
        let flag = Arc::new(AtomicBool::new(false));
        *slot = Some((job, flag.clone()));
        Ok(flag)
    }

    /// Marks the end of the running job.
    pub fn end(&self) {
        *self.slot() = None;
    }

    /// Asks the running `job` to stop: an import after its current file,
    /// an analysis once the matches under way are done. False when no such
    /// job runs.
    pub fn cancel(&self, job: Job) -> bool {
        match &*self.slot() {
            Some((j, flag)) if *j == job => {
                flag.store(true, Ordering::Relaxed);
                true
            }
            _ => false,
        }
    }

    /// Marks the start of an import; `None` when a job is running already.
    pub fn begin_import(&self) -> Option<Arc<AtomicBool>> {
        self.begin(Job::Import).ok()
    }

    pub fn end_import(&self) {
        self.end();
    }

    /// Asks the running import to stop after its current file.
    pub fn cancel_import(&self) -> bool {
        self.cancel(Job::Import)
    }

    /// How many matches of a selection have no analysis.
    pub fn unanalysed_count(&self, filter: &Filter) -> Result<u64, String> {
        self.store().unanalysed_count(filter).map_err(text)
    }

    /// gnuBG, found once and then kept; looked for again while missing, so
    /// installing it needs no restart.
    pub fn gnubg(&self) -> Result<Gnubg, String> {
        let mut slot = self.gnubg.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = &*slot {
            return Ok(g.clone());
        }
        let g = Gnubg::locate(None).map_err(text)?;
        *slot = Some(g.clone());
        Ok(g)
    }

    /// gnuBG's path and version (or why it cannot be used) and the default level.
    pub fn gnubg_info(&self) -> Result<GnubgInfo, String> {
        let default_plies = self.default_plies()?;
        Ok(match self.gnubg() {
            Ok(g) => GnubgInfo {
                gnubg: Some(g),
                error: None,
                hint: None,
                default_plies,
            },
            Err(e) => GnubgInfo {
                gnubg: None,
                hint: (e != analyse::INSTALL_HINT).then(install_hint),
                error: Some(e),
                default_plies,
            },
        })
    }

    /// The library's level scale (the progression chart's bands) and every
    /// scale to choose from.
    pub fn level_scales(&self) -> Result<LevelScales, String> {
        Ok(LevelScales {
            current: self.store().level_scale().map_err(text)?.key,
            all: Scale::ALL.to_vec(),
        })
    }

    /// Chooses the library's level scale by its key; an unknown key is
    /// refused and changes nothing.
    pub fn set_level_scale(&self, key: &str) -> Result<LevelScales, String> {
        let scale = Scale::parse(key).map_err(text)?;
        self.store().set_level_scale(&scale).map_err(text)?;
        self.level_scales()
    }

    /// The library's default analysis level: standard (2-ply) unless set.
    pub fn default_plies(&self) -> Result<u8, String> {
        let v = self.store().setting(LEVEL_KEY).map_err(text)?;
        Ok(v.and_then(|s| s.trim().parse::<u8>().ok())
            .filter(|p| *p <= analyse::MAX_PLIES)
            .unwrap_or(STANDARD))
    }

    /// Stores the library's default analysis level.
    pub fn set_default_plies(&self, plies: u8) -> Result<u8, String> {
        check_plies(plies)?;
        self.store()
            .set_setting(LEVEL_KEY, &plies.to_string())
            .map_err(text)?;
        self.default_plies()
    }

    /// Has gnuBG analyse the matches of `filter` that have no analysis,
    /// through a connection of its own (the one writer while it runs; the
    /// window keeps reading). Calls `progress` before the first match, when
    /// each starts and when each lands; a landed match is stored already,
    /// so the window's figures may be redrawn at once. With `cancel` set no
    /// new match starts and every finished one is kept.
    pub fn analyse(
        &self,
        gnubg: &Gnubg,
        filter: &Filter,
        opts: &analyse::Options,
        cancel: &AtomicBool,
        mut progress: impl FnMut(&AnalysisProgress),
    ) -> Result<AnalysisResult, String> {
        check_plies(opts.plies)?;
        let start = Instant::now();
        let mut store = Store::open(&self.path()).map_err(text)?;
        let targets = store.analysis_targets(filter, false).map_err(text)?;
        let total = targets.len();
        let total_work: u64 = targets.iter().map(analyse::work).sum();
        let mut done_work = 0u64;
        let mut p = AnalysisProgress {
            done: 0,
            total,
            current: Vec::new(),
            eta_seconds: None,
            elapsed_seconds: 0.0,
            last: None,
            summary: analyse::Summary {
                not_started: total,
                ..Default::default()
            },
        };
        progress(&p);
        // The matches under way, by id (two matches may share a label).
        let mut under_way: Vec<(i64, String)> = Vec::new();
        let reports =
            analyse::analyse_all(&mut store, gnubg, opts, &targets, cancel, |ev| match ev {
                analyse::Event::Started { target } => {
                    under_way.push((target.id, target.label()));
                    p.current = under_way.iter().map(|(_, l)| l.clone()).collect();
                    p.summary.not_started = p.summary.not_started.saturating_sub(1);
                    p.elapsed_seconds = start.elapsed().as_secs_f64();
                    p.last = None;
                    progress(&p);
                }
                analyse::Event::Finished {
                    done,
                    target,
                    report,
                    ..
                } => {
                    if let Some(i) = under_way.iter().position(|(id, _)| *id == report.id) {
                        under_way.remove(i);
                        p.current = under_way.iter().map(|(_, l)| l.clone()).collect();
                    } else {
                        // Failed before it started (its file could not be had).
                        p.summary.not_started = p.summary.not_started.saturating_sub(1);
                    }
                    if report.is_failure() {
                        p.summary.failed += 1;
                    } else {
                        p.summary.analysed += 1;
                    }
                    p.done = done;
                    p.elapsed_seconds = start.elapsed().as_secs_f64();
                    done_work += analyse::work(target);
                    p.eta_seconds = eta_seconds(p.elapsed_seconds, done_work, total_work);
                    p.last = Some(report.clone());
                    progress(&p);
                }
            });
        Ok(AnalysisResult {
            total,
            plies: opts.plies,
            cancelled: reports.len() < total,
            seconds: start.elapsed().as_secs_f64(),
            summary: analyse::Summary::of(&reports, total),
            reports,
        })
    }

    /// Imports files and folders (recursively) through a connection of its
    /// own, so the window keeps reading the library meanwhile. Calls
    /// `progress` before the first file and after each one.
    pub fn import(
        &self,
        paths: &[PathBuf],
        cancel: &AtomicBool,
        mut progress: impl FnMut(&Progress),
    ) -> Result<ImportResult, String> {
        let files = import::collect(paths);
        let total = files.len();
        let mut summary = Summary::default();
        progress(&Progress {
            done: 0,
            total,
            current: String::new(),
            matches: 0,
            summary,
        });
        let mut store = Store::open(&self.path()).map_err(text)?;
        let reports = import::import_all(&mut store, &files, Some(cancel), |done, total, r| {
            summary.add(&r.outcome);
            progress(&Progress {
                done,
                total,
                current: r.path.clone(),
                matches: summary.imported + summary.replaced,
                summary,
            });
        });
        Ok(ImportResult {
            total,
            cancelled: reports.len() < total,
            summary: Summary::of(&reports),
            reports,
        })
    }
}

/// How to install gnuBG, for the window (`analyse::INSTALL_HINT` also
/// names the command line's `--gnubg`).
fn install_hint() -> String {
    "To install GNU Backgammon: `sudo apt-get install gnubg` (Debian, Ubuntu) or \
     https://www.gnu.org/software/gnubg/ (Windows, macOS); BLUNDERDB_GNUBG names the program"
        .into()
}

fn check_plies(plies: u8) -> Result<(), String> {
    if plies > analyse::MAX_PLIES {
        return Err(format!(
            "gnuBG analyses at 0 to {} plies, not {plies}",
            analyse::MAX_PLIES
        ));
    }
    Ok(())
}

/// The bucket counts of a `stats_json` histogram (`None` when unknown).
pub fn histogram_counts(figures: &Value) -> Option<[u64; 6]> {
    let h = figures.get("histogram")?.as_array()?;
    let mut out = [0u64; 6];
    for (i, b) in h.iter().take(6).enumerate() {
        out[i] = b.get("count")?.as_u64()?;
    }
    Some(out)
}

/// The size the progression chart is drawn at.
pub const PROGRESS_CHART_SIZE: (u32, u32) = (960, 360);

/// Everything the Progression card draws for one filter.
#[derive(Debug, Clone, Serialize)]
pub struct ProgressView {
    /// `blunderdb progress --format json` of the same filter and grouping,
    /// with its latest rows only when asked (see [`Library::progress_card`]).
    pub progress: blunderdb::queries::progress::Progress,
    /// How many rows the progression has (the chart draws them all).
    pub total_rows: usize,
    pub chart_svg: String,
    /// The chart's number: a click on it is matched to its dot in Rust
    /// ([`Library::progress_point_at`]).
    pub chart: u64,
    /// How many dots the chart has.
    pub dots: usize,
    /// Where each dot was drawn (chart pixels). Not sent: at 10,000 dots
    /// their columns were 180 KB of the card's 274 KB answer, moved and
    /// parsed on every redraw for the rare click; the library keeps them.
    #[serde(skip)]
    pub points: Arc<Vec<PlacedPoint>>,
    pub size: (u32, u32),
}

/// The library's level scale and the scales to choose from.
#[derive(Debug, Clone, Serialize)]
pub struct LevelScales {
    /// The key of the library's scale.
    pub current: &'static str,
    pub all: Vec<Scale>,
}

/// The dot a click on a progression chart hit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PointHit {
    /// The dot's match (`None`: a month, year or event).
    pub match_id: Option<i64>,
}

impl Library {
    /// The progression of a selection by `by` (match, month, year, event),
    /// with the chart (rolling PR over the last `window` decisions).
    pub fn progress(&self, filter: &Filter, by: &str, window: u64) -> Result<ProgressView, String> {
        self.progress_card(filter, by, window, None, None)
            .map(|v| v.expect("no ticket, never stale"))
    }

    /// [`Library::progress`] for the redraw `ticket` (`None` when stale, see
    /// [`Library::card_store`]), with the `latest` rows only (all when
    /// `None`): one row per match of a 10,000-match library is 2.1 MB of
    /// JSON, and moving and parsing it was most of the card's 0.2 s; the
    /// table lists the latest few hundred and asks for the rest when the
    /// user does. The chart has every row's point.
    pub fn progress_card(
        &self,
        filter: &Filter,
        by: &str,
        window: u64,
        ticket: Option<u64>,
        latest: Option<usize>,
    ) -> Result<Option<ProgressView>, String> {
        use blunderdb::queries::progress::Period;
        let by = Period::parse(by).map_err(text)?;
        let Some(store) = self.card_store(ticket) else {
            return Ok(None);
        };
        let card = blunderdb::queries::progress::card(&store, filter, by, latest).map_err(text)?;
        let levels = store.level_scale().map_err(text)?;
        drop(store);
        let (progress, points) = (card.progress, card.points);
        let (svg, placed) = blunderdb::render::chart::progression_svg(
            &points,
            window.max(1),
            &levels,
            PROGRESS_CHART_SIZE,
        );
        let placed = Arc::new(placed);
        let chart = self.next_chart.fetch_add(1, Ordering::Relaxed);
        {
            let mut charts = self.charts.lock().unwrap_or_else(|e| e.into_inner());
            charts.push_back((chart, Arc::clone(&placed)));
            while charts.len() > CHARTS_KEPT {
                charts.pop_front();
            }
        }
        Ok(Some(ProgressView {
            total_rows: card.total_rows,
            progress,
            chart_svg: svg,
            chart,
            dots: placed.len(),
            points: placed,
            size: PROGRESS_CHART_SIZE,
        }))
    }

    /// The dot of progression chart `chart` under a click at chart pixel
    /// (x, y) ([`blunderdb::render::chart::point_at`]); `None` when none is there,
    /// or the chart is no longer kept (a newer one is on screen).
    pub fn progress_point_at(&self, chart: u64, x: f64, y: f64) -> Option<PointHit> {
        let charts = self.charts.lock().unwrap_or_else(|e| e.into_inner());
        let (_, points) = charts.iter().find(|(n, _)| *n == chart)?;
        blunderdb::render::chart::point_at(points, x, y).map(|p| PointHit {
            match_id: p.match_id,
        })
    }

    /// `blunderdb breakdown --format json` of a selection by `by`.
    pub fn breakdown(&self, filter: &Filter, by: &str) -> Result<Value, String> {
        self.breakdown_card(filter, by, None)
            .map(|v| v.expect("no ticket, never stale"))
    }

    /// [`Library::breakdown`] for the redraw `ticket`: `None` when stale.
    pub fn breakdown_card(
        &self,
        filter: &Filter,
        by: &str,
        ticket: Option<u64>,
    ) -> Result<Option<Value>, String> {
        use blunderdb::queries::breakdown::{self, By};
        let by = By::parse(by).map_err(text)?;
        let Some(store) = self.card_store(ticket) else {
            return Ok(None);
        };
        breakdown::breakdown_json(&store, filter, by)
            .map(Some)
            .map_err(text)
    }

    /// `blunderdb alias add NAME --as PLAYER`.
    pub fn add_alias(
        &self,
        name: &str,
        player: &str,
    ) -> Result<blunderdb::queries::aliases::Alias, String> {
        self.store().add_alias(name, player).map_err(text)
    }

    /// `blunderdb alias remove NAME`.
    pub fn remove_alias(&self, name: &str) -> Result<blunderdb::queries::aliases::Alias, String> {
        self.store().remove_alias(name).map_err(text)
    }

    /// Two players side by side: each one's figures over the library, and
    /// both sides' figures in the matches they played against each other.
    pub fn compare(&self, a: &str, b: &str) -> Result<Value, String> {
        let store = self.store();
        let h = store.head_to_head(a, b).map_err(text)?;
        let keys = report::player_table_keys();
        let mut overall = Vec::new();
        let mut between = Vec::new();
        for (i, name) in h.players.iter().enumerate() {
            let f = Filter {
                player: Some(name.clone()),
                ..Default::default()
            };
            let t = store.tally(&f).map_err(text)?;
            overall.push(report::figures_json(
                Some(name),
                &t.figures(blunderdb::metrics::DecisionFilter::All),
                &keys,
            ));
            between.push(report::figures_json(
                Some(name),
                &h.tallies[i].figures(blunderdb::metrics::DecisionFilter::All),
                &keys,
            ));
        }
        Ok(serde_json::json!({"overall": overall, "head_to_head": between}))
    }

    /// `blunderdb alias list`.
    pub fn aliases(&self) -> Result<Vec<blunderdb::queries::aliases::Alias>, String> {
        self.store().aliases().map_err(text)
    }
}

pub mod commands;
pub mod positions;
pub mod render;
pub mod watch;

/// Starts the window.
pub fn run() {
    commands::run();
}

#[cfg(test)]
mod tests {
    use super::eta_seconds;

    #[test]
    fn eta_is_the_pace_so_far() {
        assert_eq!(eta_seconds(5.0, 0, 4), None);
        assert_eq!(eta_seconds(6.0, 2, 5), Some(9.0));
        assert_eq!(eta_seconds(6.0, 5, 5), Some(0.0));
        assert_eq!(eta_seconds(f64::NAN, 1, 5), None);
    }
}
