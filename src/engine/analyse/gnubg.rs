//! GNU Backgammon itself: where it is and whether it is one ([`Gnubg`]),
//! the commands that set it up and analyse a file ([`script`]), running it
//! in its own process group with a timeout ([`run_with_timeout`]), and
//! reading its output for what it complained about ([`complaints`]). The
//! rest of the analysis drives gnuBG through these.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::i18n::{Message, Text};

/// What to say when gnuBG cannot be found (in English; `engine-gnubg-not-found`
/// in the message files).
pub const INSTALL_HINT: &str = "GNU Backgammon (gnubg) was not found: install it with \
`sudo apt-get install gnubg` (Debian, Ubuntu) or from https://www.gnu.org/software/gnubg/ \
(Windows, macOS), or name the program with --gnubg PATH or BLUNDERDB_GNUBG";

/// Where gnuBG lives when it is not on `PATH` (Debian puts games there).
pub const FALLBACK_PATH: &str = "/usr/games/gnubg";

/// The program blunderDB runs: on Windows the console one (`gnubg.exe`
/// there is the windowed program, which reads no commands from a pipe).
pub const PROGRAM: &str = if cfg!(windows) {
    "gnubg-cli.exe"
} else {
    "gnubg"
};

/// The library setting that names gnuBG's program (Settings in the app).
pub const PATH_SETTING: &str = "gnubg_path";

/// Where gnuBG's own installers put it, to look in when it is not on
/// `PATH`: on Windows `gnubg-cli.exe` under `Program Files (x86)\gnubg`
/// (its installer is 32-bit) or `Program Files\gnubg`; elsewhere Debian's
/// [`FALLBACK_PATH`].
pub fn installed_places() -> Vec<PathBuf> {
    if cfg!(windows) {
        ["ProgramFiles(x86)", "ProgramW6432", "ProgramFiles"]
            .iter()
            .filter_map(std::env::var_os)
            .filter(|d| !d.is_empty())
            .map(|d| PathBuf::from(d).join("gnubg").join(PROGRAM))
            .fold(Vec::new(), |mut v, p| {
                if !v.contains(&p) {
                    v.push(p);
                }
                v
            })
    } else {
        vec![PathBuf::from(FALLBACK_PATH)]
    }
}

/// The analysis levels gnuBG offers (plies).
pub const MAX_PLIES: u8 = 3;

/// gnuBG cannot be used. [`GnubgError::message`] writes it in a user's
/// language; `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GnubgError {
    NotFound,
    /// The program is missing or is not gnuBG; `why` says which.
    Unusable {
        path: PathBuf,
        why: Message,
    },
}

impl GnubgError {
    /// The error in `text`'s language.
    pub fn message(&self, text: &Text) -> String {
        match self {
            GnubgError::NotFound => crate::t!(text, "engine-gnubg-not-found"),
            GnubgError::Unusable { path, why } => crate::t!(
                text,
                "engine-gnubg-unusable",
                path = path.display().to_string(),
                why = why.show(text)
            ),
        }
    }
}

/// English, for logs and tests (`NotFound` is [`INSTALL_HINT`]).
impl std::fmt::Display for GnubgError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

impl std::error::Error for GnubgError {}

/// A located gnuBG program and its version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Gnubg {
    pub path: PathBuf,
    /// As `gnubg --version` prints it, e.g. `1.07.001`.
    pub version: String,
}

impl Gnubg {
    /// Finds gnuBG: `explicit` (the `--gnubg` option), then the
    /// `BLUNDERDB_GNUBG` environment variable, then gnuBG on `PATH`, then
    /// where its own installer puts it ([`installed_places`]). A program
    /// named explicitly must work; it is never silently replaced by another
    /// one.
    pub fn locate(explicit: Option<&Path>) -> Result<Gnubg, GnubgError> {
        Gnubg::locate_with(explicit, None)
    }

    /// [`Gnubg::locate`], with the program the library's Settings name
    /// ([`PATH_SETTING`]) after the environment variable: a saved program
    /// is named too, and must work.
    pub fn locate_with(explicit: Option<&Path>, saved: Option<&str>) -> Result<Gnubg, GnubgError> {
        if let Some(p) = explicit {
            return Gnubg::probe(p);
        }
        if let Some(p) = std::env::var_os("BLUNDERDB_GNUBG").filter(|p| !p.is_empty()) {
            return Gnubg::probe(Path::new(&p));
        }
        if let Some(p) = saved.map(str::trim).filter(|p| !p.is_empty()) {
            return Gnubg::probe(Path::new(p));
        }
        let on_path = std::env::var_os("PATH")
            .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
            .unwrap_or_default()
            .into_iter()
            .map(|d| d.join(PROGRAM));
        for p in on_path.chain(installed_places()) {
            if p.is_file() {
                return Gnubg::probe(&p);
            }
        }
        Err(GnubgError::NotFound)
    }

    /// Asks a program for its version; it must say it is GNU Backgammon.
    pub fn probe(path: &Path) -> Result<Gnubg, GnubgError> {
        let unusable = |why: Message| GnubgError::Unusable {
            path: path.to_path_buf(),
            why,
        };
        if !path.is_file() {
            return Err(unusable(crate::msg!("engine-gnubg-no-such-program")));
        }
        let dir = tempfile::tempdir().map_err(|e| unusable(Message::raw(e.to_string())))?;
        let out = run_with_timeout(
            Command::new(path).arg("--version").env("HOME", dir.path()),
            None,
            dir.path(),
            Duration::from_secs(30),
        )
        .map_err(|e| unusable(Message::raw(e)))?;
        let version = out
            .stdout
            .lines()
            .find_map(|l| l.trim().strip_prefix("GNU Backgammon "))
            .and_then(|rest| rest.split_whitespace().next())
            .map(str::to_string)
            .ok_or_else(|| unusable(crate::msg!("engine-gnubg-not-gnubg")))?;
        Ok(Gnubg {
            path: path.to_path_buf(),
            version,
        })
    }
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
pub(super) const TIMED_OUT: &str = "gnuBG did not finish within";

/// The failure of a match whose gnuBG ran past `timeout` and was stopped.
pub(super) fn timed_out(timeout: Duration) -> String {
    format!("{TIMED_OUT} {} s and was stopped", timeout.as_secs())
}

/// What a finished process printed.
pub(super) struct Output {
    stdout: String,
    stderr: String,
}

impl Output {
    /// What a [`Session`](super::Session)'s gnuBG said about one match
    /// (its standard output and error share one pipe).
    pub(super) fn said(lines: &[String]) -> Output {
        Output {
            stdout: lines.join("\n"),
            stderr: String::new(),
        }
    }
}

/// Runs a command with stdin from `stdin` (or nothing), stdout and stderr
/// into files of `dir` (a pipe left unread could block it), in its own
/// process group, and kills it past `timeout`.
pub(super) fn run_with_timeout(
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
pub(super) fn complaints(out: &Output) -> Vec<String> {
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

pub(super) fn with_complaints(what: String, out: &Output) -> String {
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
    fn not_found_says_the_install_hint() {
        assert_eq!(GnubgError::NotFound.to_string(), INSTALL_HINT);
        let e = GnubgError::Unusable {
            path: PathBuf::from("/x/gnubg"),
            why: crate::msg!("engine-gnubg-no-such-program"),
        };
        assert_eq!(
            e.to_string(),
            "/x/gnubg: not a usable GNU Backgammon: no such program"
        );
    }

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
        // A program that runs and says nothing of gnuBG: /bin/true, or on
        // Windows this test program itself (libtest refuses `--version`).
        let other = if cfg!(windows) {
            std::env::current_exe().unwrap()
        } else {
            PathBuf::from("/bin/true")
        };
        let e = Gnubg::probe(&other).unwrap_err();
        // The test program exits 101 at `--version`, /bin/true exits 0 and
        // says nothing: refused either way, for its own reason.
        let why = if cfg!(windows) {
            "exited with"
        } else {
            "does not name GNU Backgammon"
        };
        assert!(e.to_string().contains("not a usable GNU Backgammon"), "{e}");
        assert!(e.to_string().contains(why), "{e}");
        let e = Gnubg::probe(Path::new("/nonexistent/gnubg")).unwrap_err();
        assert!(e.to_string().contains("no such program"), "{e}");
    }
}
