//! The long-lived gnuBG process: a [`Session`] takes one match after
//! another on its standard input, each ended by a marker whose echo says
//! gnuBG is done with it, so gnuBG's start-up and the settings are paid
//! once per hundred matches instead of once per match.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::library::store::Transcript;

use super::gnubg::{match_commands, settings, timed_out, with_complaints, Gnubg, Output};
use super::transcript::write_input;

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
