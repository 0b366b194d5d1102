//! Analysing the matches that have no analysis, with GNU Backgammon.
//!
//! gnuBG does all the backgammon: it imports the transcript itself
//! (`import mat`, or `load match` for an unanalysed SGF), analyses it at
//! the level asked and saves its analysis as SGF. blunderDB reads that SGF
//! back with its own reader ([`crate::formats::sgf`]), which already applies
//! gnuBG's counting rules, so every figure is gnuBG's own.
//!
//! One gnuBG process runs per match, each in its own scratch folder and
//! process group: a process that crashes, hangs (past the timeout) or
//! refuses the file fails that match alone, and Ctrl-C in the terminal
//! reaches blunderDB, not the analyses under way. A process per match costs
//! gnuBG's start-up (about 0.2 s of CPU, measured in `benches/gnubg.rs`)
//! and buys that isolation; a long-lived process would have to be watched
//! for state left over from a failed match.
//!
//! [`analyse_all`] runs `jobs` workers; the caller's thread is the one
//! writer and stores each result in its own transaction as it lands, so the
//! library is consistent at every moment and a cancelled run keeps every
//! finished match.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::formats;
use crate::model::{Format, Match};
use crate::store::{AnalysisTarget, Store, Transcript};

/// What to say when gnuBG cannot be found.
pub const INSTALL_HINT: &str = "GNU Backgammon (gnubg) was not found: install it with \
`sudo apt-get install gnubg` (Debian, Ubuntu) or from https://www.gnu.org/software/gnubg/ \
(Windows, macOS), or name the program with --gnubg PATH or BLUNDERDB_GNUBG";

/// Where gnuBG lives when it is not on `PATH` (Debian puts games there).
pub const FALLBACK_PATH: &str = "/usr/games/gnubg";

/// The analysis levels gnuBG offers (plies).
pub const MAX_PLIES: u8 = 3;

/// gnuBG cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GnubgError {
    #[error("{INSTALL_HINT}")]
    NotFound,
    #[error("{path}: not a usable GNU Backgammon: {why}")]
    Unusable { path: PathBuf, why: String },
}

/// A located gnuBG program and its version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Gnubg {
    pub path: PathBuf,
    /// As `gnubg --version` prints it, e.g. `1.07.001`.
    pub version: String,
}

impl Gnubg {
    /// Finds gnuBG: `explicit` (the `--gnubg` option), then the
    /// `BLUNDERDB_GNUBG` environment variable, then `gnubg` on `PATH`, then
    /// [`FALLBACK_PATH`]. A program named explicitly must work; it is never
    /// silently replaced by another one.
    pub fn locate(explicit: Option<&Path>) -> Result<Gnubg, GnubgError> {
        if let Some(p) = explicit {
            return Gnubg::probe(p);
        }
        if let Some(p) = std::env::var_os("BLUNDERDB_GNUBG").filter(|p| !p.is_empty()) {
            return Gnubg::probe(Path::new(&p));
        }
        let exe = if cfg!(windows) { "gnubg.exe" } else { "gnubg" };
        let on_path = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
            .unwrap_or_default()
            .into_iter()
            .map(|d| d.join(exe));
        for p in on_path.chain(std::iter::once(PathBuf::from(FALLBACK_PATH))) {
            if p.is_file() {
                return Gnubg::probe(&p);
            }
        }
        Err(GnubgError::NotFound)
    }

    /// Asks a program for its version; it must say it is GNU Backgammon.
    pub fn probe(path: &Path) -> Result<Gnubg, GnubgError> {
        let unusable = |why: String| GnubgError::Unusable {
            path: path.to_path_buf(),
            why,
        };
        if !path.is_file() {
            return Err(unusable("no such program".into()));
        }
        let dir = tempfile::tempdir().map_err(|e| unusable(e.to_string()))?;
        let out = run_with_timeout(
            Command::new(path).arg("--version").env("HOME", dir.path()),
            None,
            dir.path(),
            Duration::from_secs(30),
        )
        .map_err(unusable)?;
        let version = out
            .stdout
            .lines()
            .find_map(|l| l.trim().strip_prefix("GNU Backgammon "))
            .and_then(|rest| rest.split_whitespace().next())
            .map(str::to_string)
            .ok_or_else(|| unusable("`--version` does not name GNU Backgammon".into()))?;
        Ok(Gnubg {
            path: path.to_path_buf(),
            version,
        })
    }
}

/// How to analyse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// gnuBG's evaluation depth for chequer play and cube decisions alike.
    pub plies: u8,
    /// gnuBG processes at once.
    pub jobs: usize,
    /// How long one match may take before its gnuBG is stopped.
    pub timeout: Duration,
}

impl Options {
    /// The level at the given plies, with every core and the default timeout.
    pub fn new(plies: u8) -> Options {
        Options {
            plies,
            jobs: default_jobs(),
            timeout: default_timeout(plies),
        }
    }

    /// What the library records as the match's analysis: `gnubg 2-ply`.
    pub fn label(&self) -> String {
        format!("gnubg {}-ply", self.plies)
    }
}

/// One job per core.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A generous bound on one match: the longest transcripts in the fixtures
/// (25 points, 20+ games) take about 8 s at 0-ply and a few minutes at
/// 2-ply on one core; each ply costs roughly ten times the one below.
pub fn default_timeout(plies: u8) -> Duration {
    Duration::from_secs(match plies {
        0 => 300,
        1 => 900,
        2 => 3600,
        _ => 6 * 3600,
    })
}

/// The commands gnuBG reads on its standard input to analyse one file.
///
/// Every setting the figures depend on is set explicitly, for chequer play
/// and cube decisions alike; `-r` on the command line keeps the user's
/// `.gnubgrc` out, so gnuBG's defaults (its default match equity table,
/// Kazaross-XG2, and its 0-ply luck analysis) hold for the rest.
pub fn script(plies: u8, kind: &str, input: &Path, output: &Path) -> String {
    settings(plies) + &match_commands(kind, input, output)
}

/// The settings part of [`script`]: said once per gnuBG process.
pub fn settings(plies: u8) -> String {
    let mut s =
        String::from("set display off\nset confirm new off\nset confirm save off\nset threads 1\n");
    for what in ["chequerplay", "cubedecision"] {
        let base = format!("set analysis {what} evaluation");
        s += &format!("{base} plies {plies}\n{base} cubeful on\n{base} prune on\n");
        s += &format!("{base} deterministic on\n{base} noise 0\n");
    }
    s += "set analysis moves on\nset analysis cube on\nset analysis luck on\n";
    s
}

/// The per-match part of [`script`]: open the file, analyse it, save it.
pub fn match_commands(kind: &str, input: &Path, output: &Path) -> String {
    let open = if kind == "sgf" {
        "load match"
    } else {
        "import mat"
    };
    format!(
        "{open} \"{}\"\nanalyse match\nsave match \"{}\"\n",
        input.display(),
        output.display()
    )
}

/// What a finished process printed.
struct Output {
    stdout: String,
    stderr: String,
}

/// Runs a command with stdin from `stdin` (or nothing), stdout and stderr
/// into files of `dir` (a pipe left unread could block it), in its own
/// process group, and kills it past `timeout`.
fn run_with_timeout(
    cmd: &mut Command,
    stdin: Option<&Path>,
    dir: &Path,
    timeout: Duration,
) -> Result<Output, String> {
    let file = |name: &str| {
        std::fs::File::create(dir.join(name)).map_err(|e| format!("cannot write scratch file: {e}"))
    };
    cmd.stdout(file("stdout.txt")?).stderr(file("stderr.txt")?);
    match stdin {
        Some(p) => {
            cmd.stdin(std::fs::File::open(p).map_err(|e| format!("cannot read scratch file: {e}"))?)
        }
        None => cmd.stdin(Stdio::null()),
    };
    #[cfg(unix)]
    {
        // Ctrl-C in the terminal goes to blunderDB alone, which lets the
        // analyses under way finish.
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot start gnuBG: {e}"))?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() >= timeout => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "gnuBG did not finish within {} s and was stopped",
                    timeout.as_secs()
                ));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(10)),
            Err(e) => return Err(format!("cannot wait for gnuBG: {e}")),
        }
    };
    let read = |name: &str| {
        let mut s = Vec::new();
        if let Ok(mut f) = std::fs::File::open(dir.join(name)) {
            let _ = f.read_to_end(&mut s);
        }
        String::from_utf8_lossy(&s).into_owned()
    };
    let out = Output {
        stdout: read("stdout.txt"),
        stderr: read("stderr.txt"),
    };
    if !status.success() {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            if let Some(sig) = status.signal() {
                return Err(with_complaints(
                    format!("gnuBG crashed (signal {sig})"),
                    &out,
                ));
            }
        }
        return Err(with_complaints(format!("gnuBG exited with {status}"), &out));
    }
    Ok(out)
}

/// The lines of gnuBG's output that are not its usual chatter (banner,
/// settings echoed back, board diagrams): what it complained about.
fn complaints(out: &Output) -> Vec<String> {
    const CHATTER: &[&str] = &[
        "GNU Backgammon",
        "Copyright",
        "This program comes",
        "This is free software",
        "Will not",
        "Will ask",
        "Analysis ",
        "(Note that",
        "Chequer play will",
        "Cube action will",
        "Dice rolls will",
        "Match ID",
        "Position ID",
        "The number of threads",
    ];
    out.stdout
        .lines()
        .chain(out.stderr.lines())
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        // Board diagrams: indented or framed lines.
        .filter(|l| !l.starts_with([' ', '|', '+', 'v', '^']))
        .filter(|l| !CHATTER.iter().any(|c| l.trim_start().starts_with(c)))
        .map(|l| l.trim().to_string())
        .collect()
}

fn with_complaints(what: String, out: &Output) -> String {
    let c = complaints(out);
    if c.is_empty() {
        what
    } else {
        format!(
            "{what}: {}",
            c.into_iter().take(3).collect::<Vec<_>>().join("; ")
        )
    }
}

/// Has gnuBG analyse one file and reads its analysis back.
///
/// gnuBG does not stop at an illegal move in a transcript: it warns and
/// goes on from a position that is no longer the match's. Such a
/// transcript is refused with gnuBG's own words, never stored.
pub fn analyse_transcript(
    gnubg: &Gnubg,
    plies: u8,
    timeout: Duration,
    t: &Transcript,
) -> Result<Match, String> {
    let job = Scratch::prepare(t, plies)?;
    let out = run_with_timeout(
        Command::new(&gnubg.path)
            .args(["-t", "-q", "-r"])
            // gnuBG keeps its own files under $HOME/.gnubg: not the user's.
            .env("HOME", job.dir.path())
            .current_dir(job.dir.path()),
        Some(&job.commands),
        job.dir.path(),
        timeout,
    )?;
    let refused: Vec<String> = complaints(&out)
        .into_iter()
        .filter(|l| {
            l.contains("Invalid move") || l.contains("not a valid") || l.starts_with("Error")
        })
        .collect();
    if !refused.is_empty() {
        let n = refused.len();
        let mut why = refused.into_iter().take(3).collect::<Vec<_>>().join("; ");
        if n > 3 {
            why += &format!(" (and {} more)", n - 3);
        }
        return Err(format!("gnuBG refused the transcript: {why}"));
    }
    if !job.output.exists() {
        return Err(with_complaints("gnuBG saved no analysis".to_string(), &out));
    }
    job.read_back().map_err(|e| with_complaints(e, &out))
}

/// One match's scratch folder: the file for gnuBG, its commands, and
/// where it saves the analysis. Removed when dropped.
pub struct Scratch {
    dir: tempfile::TempDir,
    /// The file gnuBG opens, and how (`mat` or `sgf`).
    input: PathBuf,
    kind: String,
    /// Where gnuBG is told to save its analysis.
    pub output: PathBuf,
    commands: PathBuf,
}

impl Scratch {
    /// Writes the match's file (an SGF without its old analysis) and the
    /// commands that analyse it at `plies`.
    pub fn prepare(t: &Transcript, plies: u8) -> Result<Scratch, String> {
        let dir = tempfile::Builder::new()
            .prefix("blunderdb-gnubg")
            .tempdir()
            .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
        let ext = if t.kind == "sgf" { "sgf" } else { "mat" };
        let input = dir.path().join(format!("match.{ext}"));
        let output = dir.path().join("analysed.sgf");
        let commands = dir.path().join("commands.txt");
        let written = if t.kind == "sgf" {
            std::fs::write(&input, strip_analysis(&t.bytes))
        } else {
            std::fs::write(&input, &t.bytes)
        };
        written.map_err(|e| format!("cannot write scratch file: {e}"))?;
        std::fs::write(&commands, script(plies, &t.kind, &input, &output))
            .map_err(|e| format!("cannot write scratch file: {e}"))?;
        Ok(Scratch {
            dir,
            input,
            kind: t.kind.clone(),
            output,
            commands,
        })
    }

    /// Reads the analysis gnuBG saved, with blunderDB's own SGF reader.
    pub fn read_back(&self) -> Result<Match, String> {
        let bytes = std::fs::read(&self.output)
            .map_err(|e| format!("gnuBG's analysis cannot be read: {e}"))?;
        let m = formats::sgf::parse(&bytes)
            .map_err(|e| format!("the SGF gnuBG saved cannot be read: {e}"))?;
        if m.games.is_empty() {
            return Err("gnuBG found no game in the transcript".to_string());
        }
        if !m.analysed {
            return Err("gnuBG saved the match without an analysis".to_string());
        }
        Ok(m)
    }
}

/// The SGF properties that carry an analysis (gnuBG's `sgf.c`): move and
/// cube evaluations, luck, marks and the per-game statistics.
const ANALYSIS_PROPERTIES: &[&[u8]] = &[
    b"A", b"DA", b"LU", b"GB", b"GW", b"BM", b"DO", b"BC", b"DC", b"MR", b"CR", b"GS",
];

/// An SGF without its analysis. gnuBG's `analyse match` keeps an
/// evaluation already in the file when it is deeper than the one asked
/// for (`cmp_evalsetup`), so a redo at a lower level would otherwise keep
/// the old figures under the new label.
pub fn strip_analysis(sgf: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(sgf.len() / 4);
    let mut i = 0;
    while i < sgf.len() {
        let c = sgf[i];
        if c.is_ascii_uppercase() {
            let start = i;
            while i < sgf.len() && sgf[i].is_ascii_uppercase() {
                i += 1;
            }
            let drop = ANALYSIS_PROPERTIES.contains(&&sgf[start..i]);
            if !drop {
                out.extend_from_slice(&sgf[start..i]);
            }
            // The property's values: `[...]` blocks, `\` escapes inside.
            loop {
                let mut j = i;
                while j < sgf.len() && sgf[j].is_ascii_whitespace() {
                    j += 1;
                }
                if j >= sgf.len() || sgf[j] != b'[' {
                    break;
                }
                let v = j;
                j += 1;
                while j < sgf.len() && sgf[j] != b']' {
                    j += if sgf[j] == b'\\' { 2 } else { 1 };
                }
                j = (j + 1).min(sgf.len());
                if !drop {
                    out.extend_from_slice(&sgf[i.min(v)..j]);
                }
                i = j;
            }
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

/// The file to hand gnuBG for a stored match: the copy the library keeps,
/// else the file it was imported from (libraries imported before schema 3).
pub fn transcript_for(store: &Store, t: &AnalysisTarget) -> Result<Transcript, String> {
    if let Some(tr) = store.transcript(t.id).map_err(|e| e.to_string())? {
        return Ok(tr);
    }
    let bytes = std::fs::read(&t.source).map_err(|e| {
        format!(
            "the library keeps no copy of this match and its file {} cannot be read ({e})",
            t.source
        )
    })?;
    match formats::detect(&bytes) {
        Some(Format::Mat) => Ok(Transcript {
            kind: "mat".into(),
            bytes,
        }),
        Some(Format::Sgf) => Ok(Transcript {
            kind: "sgf".into(),
            bytes,
        }),
        Some(Format::Xg) | None => Err(format!(
            "gnuBG cannot read {} (it reads .mat transcripts and .sgf files)",
            t.source
        )),
    }
}

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
        report: &'a MatchReport,
    },
}

/// How many matches one gnuBG process takes at a level. gnuBG's start-up
/// (about 0.3 s) is a third of a 0-ply analysis and half a short 1-ply one
/// (`benches/gnubg.rs`), but little beside a 2-ply one, so short analyses share a process and long ones get their
/// own, which also keeps progress fine-grained where a match takes long.
pub fn batch_cap(plies: u8) -> usize {
    match plies {
        0 | 1 => 8,
        _ => 1,
    }
}

/// Runs gnuBG once over several matches (import, analyse, save each, as
/// [`script`] writes them). A match comes back from the shared run only
/// when its saved SGF is whole and is the same match as the file handed in
/// (same players, length and rolls: after a file gnuBG cannot import,
/// `analyse match` would analyse the match before it). Anything else — a
/// complaint, a crash, a timeout, another match — sends the matches it may
/// touch to a process of their own, which gives each its own verdict.
fn analyse_batch(
    gnubg: &Gnubg,
    plies: u8,
    timeout: Duration,
    batch: &[(usize, Transcript)],
    mut started: impl FnMut(usize),
) -> Vec<(usize, Result<Match, String>, Duration)> {
    let alone = |i: usize, t: &Transcript| {
        let start = Instant::now();
        let r = analyse_transcript(gnubg, plies, timeout, t);
        (i, r, start.elapsed())
    };
    if batch.len() == 1 {
        started(batch[0].0);
        return vec![alone(batch[0].0, &batch[0].1)];
    }
    let mut results = Vec::with_capacity(batch.len());
    let mut retry: Vec<usize> = Vec::new();
    let start = Instant::now();
    let shared = (|| -> Result<Vec<Scratch>, String> {
        let jobs: Vec<Scratch> = batch
            .iter()
            .map(|(_, t)| Scratch::prepare(t, plies))
            .collect::<Result<_, _>>()?;
        // The settings once, then each match's import, analyse, save.
        let mut commands = settings(plies);
        for job in &jobs {
            commands += &match_commands(&job.kind, &job.input, &job.output);
        }
        let dir = &jobs[0].dir;
        let all = dir.path().join("batch-commands.txt");
        std::fs::write(&all, commands).map_err(|e| format!("cannot write scratch file: {e}"))?;
        for (i, _) in batch {
            started(*i);
        }
        let out = run_with_timeout(
            Command::new(&gnubg.path)
                .args(["-t", "-q", "-r"])
                .env("HOME", dir.path())
                .current_dir(dir.path()),
            Some(&all),
            dir.path(),
            timeout.saturating_mul(batch.len() as u32),
        )?;
        if !complaints(&out).is_empty() {
            return Err("gnuBG complained".into());
        }
        Ok(jobs)
    })();
    match shared {
        Err(_) => retry.extend(0..batch.len()),
        Ok(jobs) => {
            let each = start.elapsed() / batch.len() as u32;
            for (k, (job, (i, t))) in jobs.iter().zip(batch).enumerate() {
                let same = job.read_back().ok().filter(|m| {
                    formats::parse(&t.bytes).is_ok_and(|mine| {
                        crate::store::identity(&mine) == crate::store::identity(m)
                    })
                });
                match same {
                    Some(m) => results.push((*i, Ok(m), each)),
                    None => retry.push(k),
                }
            }
        }
    }
    for k in retry {
        let (i, t) = &batch[k];
        results.push(alone(*i, t));
    }
    results
}

type WorkerResult = (usize, Result<Match, String>, Duration);

enum Msg {
    Started(usize),
    Done(WorkerResult),
    /// A worker finished its batch and can take another.
    Idle,
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
    let (job_tx, job_rx) = mpsc::sync_channel::<Vec<(usize, Transcript)>>(jobs);
    let job_rx = Arc::new(Mutex::new(job_rx));
    let (msg_tx, msg_rx) = mpsc::channel::<Msg>();
    let mut reports = Vec::with_capacity(total);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let rx = Arc::clone(&job_rx);
            let tx = msg_tx.clone();
            scope.spawn(move || loop {
                let next = match rx.lock() {
                    Ok(guard) => guard.recv(),
                    Err(_) => return,
                };
                let Ok(batch) = next else { return };
                let results = analyse_batch(gnubg, opts.plies, opts.timeout, &batch, |i| {
                    let _ = tx.send(Msg::Started(i));
                });
                for r in results {
                    let _ = tx.send(Msg::Done(r));
                }
                let _ = tx.send(Msg::Idle);
            });
        }
        drop(msg_tx);
        let mut next = 0usize;
        let mut busy = 0usize;
        let mut done = 0usize;
        let mut fed = Feed {
            targets,
            total,
            cancel,
            jobs,
            cap: batch_cap(opts.plies),
            queue: &job_tx,
        };
        for _ in 0..jobs {
            if fed.next(store, &mut next, &mut reports, &mut done, &mut on) {
                busy += 1;
            }
        }
        while busy > 0 {
            let Ok(msg) = msg_rx.recv() else { break };
            let (i, result, took) = match msg {
                Msg::Started(i) => {
                    on(Event::Started {
                        target: &targets[i],
                    });
                    continue;
                }
                Msg::Idle => {
                    busy -= 1;
                    if fed.next(store, &mut next, &mut reports, &mut done, &mut on) {
                        busy += 1;
                    }
                    continue;
                }
                Msg::Done(r) => r,
            };
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
                    report: r,
                });
            }
        }
        // Closing the queue lets the workers end.
        drop(job_tx);
    });
    reports
}

/// Hands matches to the workers, a batch at a time.
struct Feed<'a> {
    targets: &'a [AnalysisTarget],
    total: usize,
    cancel: &'a AtomicBool,
    jobs: usize,
    /// The most matches one gnuBG process takes ([`batch_cap`]).
    cap: usize,
    queue: &'a mpsc::SyncSender<Vec<(usize, Transcript)>>,
}

impl Feed<'_> {
    /// Queues the next batch of matches whose files can be had (a match
    /// whose file cannot is reported failed at once); false when none is
    /// left or the run is cancelled. Batches shrink towards the end so the
    /// last matches spread over every worker.
    fn next(
        &mut self,
        store: &Store,
        next: &mut usize,
        reports: &mut Vec<MatchReport>,
        done: &mut usize,
        on: &mut impl FnMut(Event),
    ) -> bool {
        let left = self.total - *next;
        let size = (left / (2 * self.jobs)).clamp(1, self.cap);
        let mut batch = Vec::with_capacity(size);
        while *next < self.total && batch.len() < size && !self.cancel.load(Ordering::Relaxed) {
            let i = *next;
            *next += 1;
            let t = &self.targets[i];
            match transcript_for(store, t) {
                Ok(tr) => batch.push((i, tr)),
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
                            report: r,
                        });
                    }
                }
            }
        }
        !batch.is_empty() && self.queue.send(batch).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_sets_every_level_explicitly() {
        let s = script(2, "mat", Path::new("/tmp/a.mat"), Path::new("/tmp/b.sgf"));
        for what in ["chequerplay", "cubedecision"] {
            for set in [
                "plies 2",
                "cubeful on",
                "prune on",
                "deterministic on",
                "noise 0",
            ] {
                assert!(
                    s.contains(&format!("set analysis {what} evaluation {set}\n")),
                    "{what} {set}"
                );
            }
        }
        assert!(s.contains("set analysis moves on\nset analysis cube on\nset analysis luck on\n"));
        assert!(s.contains("import mat \"/tmp/a.mat\"\nanalyse match\nsave match \"/tmp/b.sgf\"\n"));
        let s = script(0, "sgf", Path::new("/x/in.sgf"), Path::new("/x/out.sgf"));
        assert!(s.contains("load match \"/x/in.sgf\"\n"));
        assert!(s.contains("evaluation plies 0\n"));
    }

    #[test]
    fn stripping_an_sgf_leaves_the_match_without_its_analysis() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg/m010.sgf");
        let bytes = std::fs::read(path).unwrap();
        let full = formats::sgf::parse(&bytes).unwrap();
        assert!(full.analysed);
        let stripped = strip_analysis(&bytes);
        assert!(
            stripped.len() * 5 < bytes.len(),
            "{} of {}",
            stripped.len(),
            bytes.len()
        );
        let bare = formats::sgf::parse(&stripped).unwrap();
        assert!(!bare.analysed);
        assert_eq!(crate::store::identity(&bare), crate::store::identity(&full));
        assert_eq!(bare.players, full.players);
        assert_eq!(bare.points(), full.points());
        let text = String::from_utf8_lossy(&stripped);
        for gone in ["LU[", "DA[", "GS[", "A[0]"] {
            assert!(!text.contains(gone), "{gone}");
        }
        // Escaped brackets in a kept value survive.
        let s = strip_analysis(b"(;GC[a \\] b]LU[0.1]PW[x];W[31]A[0][x])");
        assert_eq!(s, b"(;GC[a \\] b]PW[x];W[31])".to_vec());
    }

    #[test]
    fn complaints_leave_out_the_chatter() {
        let out = Output {
            stdout: "GNU Backgammon 1.07.001 20230103\n\nCopyright (C) 1999-2004 Gary Wong.\n\
                     Analysis chequerplay will use 0 ply evaluation.\n\
                     No game in progress.\n WARNING: x\n\
                     WARNING: Invalid move: \" 13/2 24/23\" encountered\n \
                     GNU Backgammon  Position ID: d3cAAMDzDGMACA\n \
                     +13-14-15-16-17-18------19-20-21-22-23-24-+     O: K\n"
                .into(),
            stderr: "Unrecognised move \"Losses 1 point\" in .mat file.\n".into(),
        };
        assert_eq!(
            complaints(&out),
            vec![
                "No game in progress.",
                "WARNING: Invalid move: \" 13/2 24/23\" encountered",
                "Unrecognised move \"Losses 1 point\" in .mat file."
            ]
        );
    }

    #[test]
    fn a_program_that_is_not_gnubg_is_refused() {
        let e = Gnubg::probe(Path::new("/bin/true")).unwrap_err();
        assert!(
            e.to_string().contains("does not name GNU Backgammon"),
            "{e}"
        );
        let e = Gnubg::probe(Path::new("/nonexistent/gnubg")).unwrap_err();
        assert!(e.to_string().contains("no such program"), "{e}");
    }

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
