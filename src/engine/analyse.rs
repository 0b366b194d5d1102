//! Analysing the matches that have no analysis, with GNU Backgammon.
//!
//! gnuBG does all the backgammon: it imports the transcript itself
//! (`import mat`, or `load match` for an unanalysed SGF), analyses it at
//! the level asked and saves its analysis as SGF. blunderDB reads that SGF
//! back with its own reader ([`crate::formats::sgf`]), which already applies
//! gnuBG's counting rules, so every figure is gnuBG's own.
//!
//! Each worker keeps one gnuBG process (a [`Session`]) and hands it one
//! match after another: the settings are said once and gnuBG's start-up
//! (about 0.3 s, as long as a short 0-ply analysis) is paid once per
//! hundred matches. Each process runs in its own scratch folder and process
//! group, so Ctrl-C in the terminal reaches blunderDB, not the analyses
//! under way. A crash or a hang (past the timeout) ends that process and
//! fails its match; the next match gets a fresh process. A match that fails
//! in a process that analysed others first is tried again in a process of
//! its own, so no verdict depends on the matches before it.
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
use crate::library::store::{AnalysisTarget, Store, Transcript};
use crate::model::{Format, Match};

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

/// How a match's failure starts when gnuBG ran past the timeout.
const TIMED_OUT: &str = "gnuBG did not finish within";

/// The failure of a match whose gnuBG ran past `timeout` and was stopped.
fn timed_out(timeout: Duration) -> String {
    format!("{TIMED_OUT} {} s and was stopped", timeout.as_secs())
}

/// What a finished process printed.
struct Output {
    stdout: String,
    stderr: String,
}

impl Output {
    /// What a [`Session`]'s gnuBG said about one match (its standard
    /// output and error share one pipe).
    fn said(lines: &[String]) -> Output {
        Output {
            stdout: lines.join("\n"),
            stderr: String::new(),
        }
    }
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
                return Err(timed_out(timeout));
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
    refusal(&out)?;
    if !job.output.exists() {
        return Err(with_complaints("gnuBG saved no analysis".to_string(), &out));
    }
    job.read_back().map_err(|e| with_complaints(e, &out))
}

/// gnuBG's warnings that it could not play the transcript's moves, as the
/// match's failure.
fn refusal(out: &Output) -> Result<(), String> {
    let refused: Vec<String> = complaints(out)
        .into_iter()
        .filter(|l| {
            l.contains("Invalid move") || l.contains("not a valid") || l.starts_with("Error")
        })
        .collect();
    if refused.is_empty() {
        return Ok(());
    }
    let n = refused.len();
    let mut why = refused.into_iter().take(3).collect::<Vec<_>>().join("; ");
    if n > 3 {
        why += &format!(" (and {} more)", n - 3);
    }
    Err(format!("gnuBG refused the transcript: {why}"))
}

/// What came of one match in a [`Session`], from what gnuBG said about it
/// (`said`, its lines before the match's marker) and what it saved at
/// `output`: the analysis when gnuBG said nothing against the transcript
/// and saved the match handed in (same players, length and rolls: after a
/// file gnuBG cannot import, `analyse match` analyses the match before
/// it); else why not.
pub fn outcome(t: &Transcript, output: &Path, said: &[String]) -> Result<Match, String> {
    let out = Output::said(said);
    refusal(&out)?;
    if !output.exists() {
        return Err(with_complaints("gnuBG saved no analysis".to_string(), &out));
    }
    let m = read_analysis(output).map_err(|e| with_complaints(e, &out))?;
    let mine =
        formats::parse(&t.bytes).map_err(|e| format!("the transcript cannot be read back: {e}"))?;
    if crate::library::store::identity(&mine) != crate::library::store::identity(&m) {
        return Err(with_complaints(
            "gnuBG could not import the transcript".to_string(),
            &out,
        ));
    }
    Ok(m)
}

/// Writes the file gnuBG opens for a match into `dir` (`match-STEM.mat`,
/// or `.sgf` stripped of any analysis) and names where gnuBG saves its
/// analysis (`analysed-STEM.sgf`).
pub fn write_input(dir: &Path, stem: &str, t: &Transcript) -> Result<(PathBuf, PathBuf), String> {
    let ext = if t.kind == "sgf" { "sgf" } else { "mat" };
    let input = dir.join(format!("match-{stem}.{ext}"));
    let output = dir.join(format!("analysed-{stem}.sgf"));
    let written = if t.kind == "sgf" {
        std::fs::write(&input, strip_analysis(&t.bytes))
    } else {
        std::fs::write(&input, &t.bytes)
    };
    written.map_err(|e| format!("cannot write scratch file: {e}"))?;
    Ok((input, output))
}

/// Reads the analysis gnuBG saved, with blunderDB's own SGF reader.
fn read_analysis(path: &Path) -> Result<Match, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("gnuBG's analysis cannot be read: {e}"))?;
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

/// One match's scratch folder: the file for gnuBG, its commands, and
/// where it saves the analysis. Removed when dropped.
struct Scratch {
    dir: tempfile::TempDir,
    /// Where gnuBG is told to save its analysis.
    output: PathBuf,
    commands: PathBuf,
}

impl Scratch {
    /// Writes the match's file (an SGF without its old analysis) and the
    /// commands that analyse it at `plies`.
    fn prepare(t: &Transcript, plies: u8) -> Result<Scratch, String> {
        let dir = tempfile::Builder::new()
            .prefix("blunderdb-gnubg")
            .tempdir()
            .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
        let (input, output) = write_input(dir.path(), "0", t)?;
        let commands = dir.path().join("commands.txt");
        std::fs::write(&commands, script(plies, &t.kind, &input, &output))
            .map_err(|e| format!("cannot write scratch file: {e}"))?;
        Ok(Scratch {
            dir,
            output,
            commands,
        })
    }

    /// Reads the analysis gnuBG saved, with blunderDB's own SGF reader.
    fn read_back(&self) -> Result<Match, String> {
        read_analysis(&self.output)
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
        target: &'a AnalysisTarget,
        report: &'a MatchReport,
    },
}

/// How many matches one gnuBG process analyses before it is replaced by a
/// fresh one. gnuBG keeps nothing from one match for the next but its
/// settings and its (deterministic) evaluation cache; the limit only bounds
/// what a long-lived process could accumulate, at the cost of one start-up
/// (about 0.3 s) per hundred matches.
const SESSION_MATCHES: usize = 100;

/// What gnuBG says when it reads the end-of-match marker: it is no command,
/// so gnuBG answers "Unknown keyword `blunderdb-done-N'." on standard error
/// once everything before it (the import, the analysis, the save) is done.
const MARKER: &str = "blunderdb-done-";

/// One gnuBG process kept for many matches, one after another: the
/// settings are said once and gnuBG's start-up (about 0.3 s, a third of a
/// 0-ply analysis) is paid once per hundred matches, not per match.
///
/// Each match's commands end with a marker; gnuBG's standard output and
/// standard error share one pipe, and gnuBG flushes each line it writes,
/// so the lines before the marker are exactly what gnuBG said about that
/// match (its "Invalid move" warnings included). A match comes back only
/// when gnuBG said nothing against it and its saved SGF is whole and is
/// the match handed in (after a file gnuBG cannot import, `analyse match`
/// would analyse the match before it). A crash or a timeout ends the
/// process; the next match gets a fresh one.
pub struct Session {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    lines: mpsc::Receiver<String>,
    /// gnuBG's `HOME` (nothing of the user's `.gnubg` is read or written).
    home: tempfile::TempDir,
    /// Matches handed to this process so far.
    served: usize,
    broken: bool,
}

impl Session {
    /// Starts gnuBG and gives it the settings for `plies`.
    pub fn start(gnubg: &Gnubg, plies: u8) -> Result<Session, String> {
        let home = tempfile::Builder::new()
            .prefix("blunderdb-gnubg")
            .tempdir()
            .map_err(|e| format!("cannot make a scratch folder: {e}"))?;
        let (reader, writer) =
            std::io::pipe().map_err(|e| format!("cannot make a pipe for gnuBG: {e}"))?;
        let child = {
            let err = writer
                .try_clone()
                .map_err(|e| format!("cannot make a pipe for gnuBG: {e}"))?;
            let mut cmd = Command::new(&gnubg.path);
            cmd.args(["-t", "-q", "-r"])
                .env("HOME", home.path())
                .current_dir(home.path())
                .stdin(Stdio::piped())
                .stdout(writer)
                .stderr(err);
            #[cfg(unix)]
            {
                // Ctrl-C in the terminal goes to blunderDB alone, which
                // lets the analyses under way finish.
                use std::os::unix::process::CommandExt;
                cmd.process_group(0);
            }
            // `cmd` (and with it the pipe's writing ends) is dropped at the
            // end of this block, so the reader sees the end of the pipe when
            // gnuBG exits.
            cmd.spawn()
                .map_err(|e| format!("cannot start gnuBG: {e}"))?
        };
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut r = std::io::BufReader::new(reader);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match std::io::BufRead::read_until(&mut r, b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim_end().to_string();
                        if tx.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        let mut s = Session {
            stdin: None,
            child,
            lines,
            home,
            served: 0,
            broken: false,
        };
        s.stdin = s.child.stdin.take();
        s.send(&settings(plies))?;
        Ok(s)
    }

    /// True while the process can take another match.
    pub fn usable(&self) -> bool {
        !self.broken && self.served < SESSION_MATCHES
    }

    fn send(&mut self, text: &str) -> Result<(), String> {
        use std::io::Write;
        let stdin = self.stdin.as_mut().ok_or("gnuBG's input is closed")?;
        if stdin
            .write_all(text.as_bytes())
            .and_then(|()| stdin.flush())
            .is_ok()
        {
            return Ok(());
        }
        // gnuBG is gone (or closed its input): say why, with what it said.
        self.broken = true;
        let why = self.exit_reason();
        let mut said = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
            said.push(line);
        }
        Err(with_complaints(why, &Output::said(&said)))
    }

    /// Hands gnuBG one match: its file, its commands and the marker after
    /// them. gnuBG starts on it as soon as it is done with the matches
    /// handed before.
    pub fn begin(&mut self, t: &Transcript) -> Result<Pending, String> {
        self.served += 1;
        let n = self.served;
        let (input, output) = write_input(self.home.path(), &n.to_string(), t)?;
        let p = Pending { n, input, output };
        self.send(&format!(
            "{}{MARKER}{n}\n",
            match_commands(&t.kind, &p.input, &p.output)
        ))?;
        Ok(p)
    }

    /// Waits until gnuBG is done with `p` (the matches handed before it
    /// must have been waited for) and returns what gnuBG said about it.
    pub fn wait(&mut self, p: &Pending, timeout: Duration) -> Result<Vec<String>, String> {
        // gnuBG's answer quotes it: "Unknown keyword `blunderdb-done-N'."
        let answer = format!("`{MARKER}{}'", p.n);
        let start = Instant::now();
        let mut said = Vec::new();
        loop {
            let left = timeout.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.contains(&answer) => return Ok(said),
                Ok(line) => said.push(line),
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    self.broken = true;
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    return Err(timed_out(timeout));
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    self.broken = true;
                    return Err(with_complaints(self.exit_reason(), &Output::said(&said)));
                }
            }
        }
    }

    /// Why gnuBG's output ended: its exit status, a signal or the end.
    fn exit_reason(&mut self) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    #[cfg(unix)]
                    {
                        use std::os::unix::process::ExitStatusExt;
                        if let Some(sig) = status.signal() {
                            return format!("gnuBG crashed (signal {sig})");
                        }
                    }
                    return format!("gnuBG exited with {status}");
                }
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(10))
                }
                _ => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    return "gnuBG closed its output and was stopped".to_string();
                }
            }
        }
    }
}

/// A match handed to a [`Session`]: the `n`th, its file and where gnuBG
/// saves its analysis (both removed when dropped).
pub struct Pending {
    n: usize,
    input: PathBuf,
    output: PathBuf,
}

impl Pending {
    /// Where gnuBG saves the match's analysis.
    pub fn output(&self) -> &Path {
        &self.output
    }

    /// True when the match shares its process with matches before it.
    pub fn shared(&self) -> bool {
        self.n > 1
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.input);
        let _ = std::fs::remove_file(&self.output);
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        // Nothing is left to save: the end of its input and a kill end it
        // at once.
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How much analysing a match will take, roughly, in units that add up:
/// the size of the library's compressed copy of its transcript (1 without
/// one). The runs hand out the longest matches first, and the app's time
/// left is the pace of these units.
pub fn work(t: &AnalysisTarget) -> u64 {
    t.work.max(1)
}

/// One worker's matches: each in the worker's gnuBG [`Session`], started
/// afresh after a crash, a timeout or [`SESSION_MATCHES`] matches. While a
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
                Err(e) if shared && !e.starts_with(TIMED_OUT) => {
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

/// gnuBG for a test that runs it: panics under CI when it is missing (CI
/// installs it), returns `None` with a note otherwise.
pub fn require_gnubg() -> Option<Gnubg> {
    match Gnubg::locate(None) {
        Ok(g) => Some(g),
        Err(e) if std::env::var_os("CI").is_some() => panic!("CI needs gnuBG: {e}"),
        Err(e) => {
            eprintln!("note: skipping a test that needs gnuBG: {e}");
            None
        }
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
        assert_eq!(
            crate::library::store::identity(&bare),
            crate::library::store::identity(&full)
        );
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
