//! The background jobs: an import or a gnuBG analysis, one at a time as
//! both write ([`Job`], the library's job slot, cancel), each run through
//! a connection of its own on a thread of its own ([`spawn_import`],
//! [`spawn_analysis`]) and reporting to the window as it goes
//! ([`Progress`], [`AnalysisProgress`] with its ETA) and at the end
//! ([`ImportResult`], [`AnalysisResult`]).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, MutexGuard};
use std::time::Instant;

use serde::Serialize;

use crate::engine::analyse::{self, Gnubg, MatchReport};
use crate::library::import::{self, FileReport, Summary};
use crate::library::store::{Filter, Store};

use crate::window::host::{to_value, Host};
pub use crate::window::job::Job;
use crate::window::settings::check_plies;
use crate::window::state::{text, Library};

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

/// Starts importing on a thread of its own; progress arrives as
/// `import-progress` events and the end as one `import-done` event
/// (`import-failed` when it cannot run). Refused while a job runs.
pub fn spawn_import(host: Arc<dyn Host>, paths: Vec<PathBuf>) -> Result<(), String> {
    let cancel = host.library().begin(Job::Import)?;
    std::thread::spawn(move || {
        let lib = host.library();
        let result = lib.import(&paths, &cancel, |p| {
            host.emit("import-progress", to_value(&p));
        });
        lib.end_import();
        match result {
            Ok(r) => host.emit("import-done", to_value(&r)),
            Err(e) => host.emit("import-failed", to_value(&e)),
        }
    });
    Ok(())
}

/// Starts analysing the matches of `filter` without analysis on a thread
/// of its own; progress arrives as `analysis-progress` events and the end
/// as one `analysis-done` event (`analysis-failed` when it cannot run).
/// Refused while an import or another analysis runs, and without gnuBG.
pub fn spawn_analysis(host: Arc<dyn Host>, filter: Filter, plies: u8) -> Result<(), String> {
    let lib = host.library();
    let gnubg = lib.gnubg()?;
    let opts = analyse::Options::new(plies);
    let cancel = lib.begin(Job::Analysis)?;
    std::thread::spawn(move || {
        let lib = host.library();
        let result = lib.analyse(&gnubg, &filter, &opts, &cancel, |p| {
            host.emit("analysis-progress", to_value(&p));
        });
        lib.end();
        match result {
            Ok(r) => host.emit("analysis-done", to_value(&r)),
            Err(e) => host.emit("analysis-failed", to_value(&e)),
        }
    });
    Ok(())
}

impl Library {
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
    /// Refused too while the window shows a club's library (read-only).
    pub fn begin(&self, job: Job) -> Result<Arc<AtomicBool>, String> {
        self.writable()?;
        self.begin_own(job)
    }

    /// [`Library::begin`] for a job that writes the user's own library
    /// whatever the window shows: the watched folder's, which goes on
    /// while a club's library is shown read-only. Opening, updating or
    /// leaving the club waits for it as for any job.
    pub(crate) fn begin_own(&self, job: Job) -> Result<Arc<AtomicBool>, String> {
        let mut slot = self.slot();
        if let Some((other, _)) = &*slot {
            return Err(other.busy(self.text()));
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
        check_plies(opts.plies, self.text())?;
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
