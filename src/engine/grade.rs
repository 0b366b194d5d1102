//! A checker play the file's analysis did not list, evaluated by gnuBG
//! (`train answer`, #28): gnuBG is handed the decision's position (its
//! Match ID and Position ID) and asked for every legal play of the roll
//! (`hint 999`) at the given ply, cubeful, pruned, deterministic, noise 0,
//! as `analyse` sets it. The answer's loss is then gnuBG's best equity
//! minus the answer's, on gnuBG's one scale.
//!
//! The queries layer grades (`queries::study::train`); it takes this as a
//! callback, so the front end decides whether gnuBG is there.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::engine::analyse::Gnubg;

/// How long one evaluation may take before gnuBG is stopped.
pub const TIMEOUT: Duration = Duration::from_secs(30);

/// gnuBG's commands: the position, the roll, the evaluation settings and
/// the list of every play.
pub fn script(length: u32, match_id: &str, position_id: &str, dice: [u8; 2], plies: u8) -> String {
    let mut s = String::from(
        "set display off\nset confirm new off\nset threads 1\nset player 0 human\nset player 1 human\n",
    );
    if length > 0 {
        s += &format!("new match {length}\n");
    } else {
        s += "new session\n";
    }
    s += &format!("set matchid {match_id}\nset board {position_id}\n");
    s += &format!("set dice {} {}\n", dice[0], dice[1]);
    let base = "set evaluation chequerplay evaluation";
    s += &format!("{base} plies {plies}\n{base} cubeful on\n{base} prune on\n");
    s += &format!("{base} deterministic on\n{base} noise 0\n");
    s += "set output mwc off\nhint 999\n";
    s
}

/// The plays and equities of `hint`'s output, best first:
/// `    1. Cubeful 2-ply    24/21 13/12      Eq.: +0.102`.
pub fn parse_hint(out: &str) -> Vec<(String, f64)> {
    let mut v = Vec::new();
    for line in out.lines() {
        let t = line.trim_start();
        let Some(dot) = t.find(". ") else { continue };
        if dot == 0 || !t[..dot].bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let rest = &t[dot + 2..];
        let (Some(ply), Some(eq)) = (rest.find("-ply"), rest.find("Eq.:")) else {
            continue;
        };
        if eq < ply + 4 {
            continue;
        }
        let play = rest[ply + 4..eq].trim().to_string();
        let equity = rest[eq + 4..]
            .split_whitespace()
            .next()
            .and_then(|x| x.trim_start_matches('+').parse::<f64>().ok());
        if let Some(e) = equity {
            v.push((play, e));
        }
    }
    v
}

/// Runs gnuBG on `script`; its standard output, or why there is none.
fn run(gnubg: &Gnubg, script: &str, home: &Path) -> Result<String, String> {
    let mut child = Command::new(&gnubg.path)
        .args(["-t", "-q", "-r"])
        .env("HOME", home)
        .current_dir(home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| e.to_string())?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(script.as_bytes())
            .map_err(|e| e.to_string())?;
    }
    let mut stdout = child.stdout.take().ok_or("no output")?;
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stdout.read_to_string(&mut s);
        s
    });
    let start = Instant::now();
    loop {
        match child.try_wait().map_err(|e| e.to_string())? {
            Some(_) => break,
            None if start.elapsed() > TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!(
                    "gnuBG did not finish within {} s",
                    TIMEOUT.as_secs()
                ));
            }
            None => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    reader
        .join()
        .map_err(|_| "gnuBG's output was lost".to_string())
}

/// Every legal play of the position and its cubeful equity (EMG, the
/// player on roll's view) at `plies`, best first; empty when gnuBG could
/// not say.
pub fn evaluate(
    gnubg: &Gnubg,
    length: u32,
    match_id: &str,
    position_id: &str,
    dice: [u8; 2],
    plies: u8,
) -> Vec<(String, f64)> {
    let Ok(home) = tempfile::tempdir() else {
        return Vec::new();
    };
    let s = script(length, match_id, position_id, dice, plies);
    match run(gnubg, &s, home.path()) {
        Ok(out) => parse_hint(&out),
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hint_lines_are_read() {
        let out = "    1. Cubeful 0-ply    24/21 13/12                  Eq.: +0.102\n       0.5 0.1\n        0-ply cubeful prune [expert]\n    2. Cubeful 0-ply    13/9                         Eq.: -0.018 (-0.120)\n";
        assert_eq!(
            parse_hint(out),
            vec![
                ("24/21 13/12".to_string(), 0.102),
                ("13/9".to_string(), -0.018)
            ]
        );
        assert!(parse_hint("GNU Backgammon 1.07\n 2. nothing here").is_empty());
    }
}
