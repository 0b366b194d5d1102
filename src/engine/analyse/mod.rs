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
//!
//! The parts:
//! - `gnubg`: locating and probing gnuBG ([`Gnubg`]), the commands it is
//!   given ([`script`], [`settings`], [`match_commands`]), running it with
//!   a timeout and telling its complaints from its chatter;
//! - `transcript`: one match on its way through gnuBG: the file it opens
//!   ([`transcript_for`], [`write_input`], [`strip_analysis`]), a match
//!   analysed in a process of its own ([`analyse_transcript`]) and the
//!   verdict on what gnuBG saved ([`outcome`]);
//! - `session`: the long-lived gnuBG process ([`Session`]) that takes one
//!   match after another;
//! - `run`: the workers and the writer of [`analyse_all`], and what a run
//!   reports ([`MatchReport`], [`Summary`], [`Event`]).
//!
//! This file holds how to analyse ([`Options`]).

mod gnubg;
mod run;
mod session;
mod transcript;

use std::time::Duration;

pub use self::gnubg::{
    installed_places, match_commands, require_gnubg, script, settings, Gnubg, GnubgError,
    FALLBACK_PATH, INSTALL_HINT, MAX_PLIES, PATH_SETTING, PROGRAM,
};
pub use self::run::{analyse_all, work, worth_a_second_try, Event, MatchReport, Outcome, Summary};
pub use self::session::{Pending, Session};
pub use self::transcript::{
    analyse_transcript, outcome, strip_analysis, transcript_for, write_input,
};

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
