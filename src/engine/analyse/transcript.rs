//! One match on its way through gnuBG: the file handed to it (the
//! library's copy of the transcript, an SGF stripped of any old analysis),
//! a match analysed in a gnuBG process of its own, and the verdict on what
//! gnuBG said and saved, read back with blunderDB's own SGF reader. Both
//! the one-off run ([`analyse_transcript`]) and a [`Session`](super::Session)
//! judge a match here, so their verdicts agree.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::formats;
use crate::library::store::{AnalysisTarget, Store, Transcript};
use crate::model::{Format, Match};

use super::gnubg::{complaints, run_with_timeout, script, with_complaints, Gnubg, Output};

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

/// What came of one match in a [`Session`](super::Session), from what gnuBG said about it
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
