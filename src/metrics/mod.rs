//! # Layer 3: the figures, as pure functions
//!
//! Owns PR, the error rates, MWC loss, luck, the thresholds and the
//! histogram: sums over decisions and the figures derived from them. No
//! I/O, no SQL.
//!
//! May use: [`crate::model`] only.
//!
//! The statistics engine: a pure function of decisions.
//!
//! A [`Tally`] holds additive sums (never rates) for one player over any set
//! of decisions; tallies of different matches add up, and the figures
//! players read ([`Figures`]) are derived from the sums at the end, so a
//! library-wide PR is Σ error / Σ decisions, never an average of PRs.
//!
//! Unknown is not zero: a tally remembers whether anything it holds was
//! analysed, was priced in MWC, or had known luck, and the derived figures
//! are `None` otherwise.

use serde::{Deserialize, Serialize};

use crate::i18n::{Message, Value};
use crate::model::{Decision, DecisionKind, Match};

/// XG's PR scale: 500 × mean EMG error per decision.
pub const PR_FACTOR: f64 = 500.0;

/// Upper bounds (exclusive) of the error histogram buckets, in millipoints
/// (thousandths of EMG); the last bucket is open.
pub const HISTOGRAM_BOUNDS: [f64; 5] = [5.0, 10.0, 25.0, 50.0, 100.0];
/// Labels of the histogram buckets.
pub const HISTOGRAM_LABELS: [&str; 6] = ["0–5", "5–10", "10–25", "25–50", "50–100", "100+"];

/// Slack for comparing an error with a threshold: errors are differences of
/// printed equities, so 0.05 may arrive as 0.049999999. Inclusive thresholds
/// are compared with this much tolerance, in SQL and here alike.
pub const THRESHOLD_EPS: f64 = 1e-9;

/// The error and blunder thresholds of a library, in EMG.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Thresholds {
    pub error: f64,
    pub blunder: f64,
}

impl Thresholds {
    pub const BLUNDERDB: Thresholds = Thresholds {
        error: 0.050,
        blunder: 0.100,
    };
    pub const GNUBG: Thresholds = Thresholds {
        error: 0.030,
        blunder: 0.060,
    };
    pub const XG: Thresholds = Thresholds {
        error: 0.020,
        blunder: 0.080,
    };

    /// A preset by name (`blunderdb`, `gnubg`, `xg`).
    pub fn preset(name: &str) -> Option<Thresholds> {
        match name.to_ascii_lowercase().as_str() {
            "blunderdb" => Some(Self::BLUNDERDB),
            "gnubg" => Some(Self::GNUBG),
            "xg" => Some(Self::XG),
            _ => None,
        }
    }

    /// Checks a custom pair: both finite, non-negative, error ≤ blunder.
    pub fn new(error: f64, blunder: f64) -> Result<Thresholds, Message> {
        if !(error.is_finite() && blunder.is_finite()) || error < 0.0 || blunder < 0.0 {
            return Err(crate::msg!(
                "metrics-thresholds-negative",
                error = error,
                blunder = blunder
            ));
        }
        if error > blunder {
            return Err(crate::msg!(
                "metrics-thresholds-order",
                error = Value::decimal(error, Some(3)),
                blunder = Value::decimal(blunder, Some(3))
            ));
        }
        if blunder > 10.0 {
            return Err(crate::msg!("metrics-blunder-too-large", blunder = blunder));
        }
        Ok(Thresholds { error, blunder })
    }

    pub fn is_error(&self, e: f64) -> bool {
        e >= self.error - THRESHOLD_EPS
    }

    pub fn is_blunder(&self, e: f64) -> bool {
        e >= self.blunder - THRESHOLD_EPS
    }
}

impl Default for Thresholds {
    fn default() -> Self {
        Self::BLUNDERDB
    }
}

/// The histogram bucket of an error (EMG).
pub fn bucket(error: f64) -> usize {
    let milli = error * 1000.0;
    HISTOGRAM_BOUNDS
        .iter()
        .position(|b| milli < *b - 1e-6)
        .unwrap_or(5)
}

/// The part of a tally for one decision family (checker or cube), so the
/// figures can be filtered by decision type.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Part {
    /// Counted decisions (unforced checker plays / close or actual cube decisions).
    pub decisions: u64,
    /// Σ error (EMG) over counted decisions.
    pub error: f64,
    /// Σ MWC loss (fraction) over counted decisions priced in MWC.
    pub mwc: f64,
    pub errors: u64,
    pub blunders: u64,
    pub histogram: [u64; 6],
}

impl Part {
    fn add(&mut self, o: &Part) {
        self.decisions += o.decisions;
        self.error += o.error;
        self.mwc += o.mwc;
        self.errors += o.errors;
        self.blunders += o.blunders;
        for (a, b) in self.histogram.iter_mut().zip(o.histogram) {
            *a += b;
        }
    }
}

/// Additive sums for one player over a set of decisions.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    /// Matches (match × seat entries) summed in.
    pub matches: u64,
    pub wins: u64,
    pub losses: u64,
    /// Matches whose decisions were analysed.
    pub analysed_matches: u64,
    /// Analysed matches priced in MWC (match play, not money).
    pub mwc_matches: u64,
    /// Every checker play, forced ones and dances included.
    pub checker_total: u64,
    /// Checker plays of both players in the analysed matches: the Snowie denominator.
    pub both_checker_total: u64,
    pub doubles: u64,
    pub takes: u64,
    pub passes: u64,
    pub checker: Part,
    pub cube: Part,
    /// Σ luck (EMG) over rolls with known luck.
    pub luck: f64,
    pub luck_rolls: u64,
    /// Σ luck (MWC fraction) over known rolls priced in MWC.
    pub luck_mwc: f64,
    pub luck_mwc_rolls: u64,
}

impl Tally {
    pub fn add(&mut self, o: &Tally) {
        self.matches += o.matches;
        self.wins += o.wins;
        self.losses += o.losses;
        self.analysed_matches += o.analysed_matches;
        self.mwc_matches += o.mwc_matches;
        self.checker_total += o.checker_total;
        self.both_checker_total += o.both_checker_total;
        self.doubles += o.doubles;
        self.takes += o.takes;
        self.passes += o.passes;
        self.checker.add(&o.checker);
        self.cube.add(&o.cube);
        self.luck += o.luck;
        self.luck_rolls += o.luck_rolls;
        self.luck_mwc += o.luck_mwc;
        self.luck_mwc_rolls += o.luck_mwc_rolls;
    }

    /// Adds one decision of this player.
    pub fn add_decision(&mut self, d: &Decision, t: &Thresholds) {
        match d.kind {
            DecisionKind::Checker => {
                self.checker_total += 1;
                if let Some(l) = d.luck {
                    self.luck += l;
                    self.luck_rolls += 1;
                    if let Some(m) = d.luck_mwc {
                        self.luck_mwc += m;
                        self.luck_mwc_rolls += 1;
                    }
                }
            }
            DecisionKind::Double => self.doubles += 1,
            DecisionKind::Take => self.takes += 1,
            DecisionKind::Pass => self.passes += 1,
            DecisionKind::NoDouble => {}
        }
        if !d.counts {
            return;
        }
        let Some(e) = d.error else { return };
        let part = if d.kind.is_cube() {
            &mut self.cube
        } else {
            &mut self.checker
        };
        part.decisions += 1;
        part.error += e;
        part.mwc += d.mwc_loss.unwrap_or(0.0);
        if t.is_error(e) {
            part.errors += 1;
        }
        if t.is_blunder(e) {
            part.blunders += 1;
        }
        part.histogram[bucket(e)] += 1;
    }
}

/// The tally of one seat of one match.
pub fn match_tally(m: &Match, seat: u8, t: &Thresholds) -> Tally {
    let mut tally = Tally {
        matches: 1,
        ..Default::default()
    };
    match m.winner() {
        Some(w) if w == seat => tally.wins = 1,
        Some(_) => tally.losses = 1,
        None => {}
    }
    let mut both = 0u64;
    for g in &m.games {
        for d in &g.decisions {
            if d.kind == DecisionKind::Checker {
                both += 1;
            }
            if d.seat == seat {
                tally.add_decision(d, t);
            }
        }
    }
    if m.analysed {
        tally.analysed_matches = 1;
        tally.both_checker_total = both;
        if m.length > 0 {
            tally.mwc_matches = 1;
        }
    }
    tally
}

/// Which decisions a figure covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DecisionFilter {
    #[default]
    All,
    Checker,
    Cube,
}

/// The figures a player reads, derived from a tally. Field names are the
/// JSON names of the command line and the app.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Figures {
    pub matches: u64,
    pub wins: u64,
    pub losses: u64,
    pub checker_total: u64,
    pub checker_unforced: Option<u64>,
    pub close_cube: Option<u64>,
    pub doubles: u64,
    pub takes: u64,
    pub passes: u64,
    pub decisions: Option<u64>,
    pub checker_error_emg: Option<f64>,
    pub cube_error_emg: Option<f64>,
    pub error_emg: Option<f64>,
    pub pr: Option<f64>,
    pub pr_checker: Option<f64>,
    pub pr_cube: Option<f64>,
    pub snowie_er: Option<f64>,
    pub mwc_loss_pct: Option<f64>,
    /// MWC loss per match priced in MWC: the readable figure over many matches.
    pub mwc_loss_per_match_pct: Option<f64>,
    pub checker_mwc_loss_pct: Option<f64>,
    pub cube_mwc_loss_pct: Option<f64>,
    pub luck_emg: Option<f64>,
    pub luck_rolls: u64,
    pub luck_per_roll: Option<f64>,
    pub luck_mwc_pct: Option<f64>,
    pub errors: Option<u64>,
    pub blunders: Option<u64>,
    pub histogram: Option<[u64; 6]>,
}

fn rate(error: f64, n: u64) -> Option<f64> {
    (n > 0).then(|| PR_FACTOR * error / n as f64)
}

impl Tally {
    /// Derives the figures; `filter` restricts the error figures (PR,
    /// errors, blunders, histogram, MWC) to one decision family.
    pub fn figures(&self, filter: DecisionFilter) -> Figures {
        let analysed = self.analysed_matches > 0;
        let priced = self.mwc_matches > 0;
        let c = &self.checker;
        let q = &self.cube;
        let mut sel = Part::default();
        if filter != DecisionFilter::Cube {
            sel.add(c);
        }
        if filter != DecisionFilter::Checker {
            sel.add(q);
        }
        Figures {
            matches: self.matches,
            wins: self.wins,
            losses: self.losses,
            checker_total: self.checker_total,
            checker_unforced: analysed.then_some(c.decisions),
            close_cube: analysed.then_some(q.decisions),
            doubles: self.doubles,
            takes: self.takes,
            passes: self.passes,
            decisions: analysed.then_some(sel.decisions),
            checker_error_emg: analysed.then_some(c.error),
            cube_error_emg: analysed.then_some(q.error),
            error_emg: analysed.then_some(sel.error),
            pr: if analysed {
                rate(sel.error, sel.decisions)
            } else {
                None
            },
            pr_checker: if analysed {
                rate(c.error, c.decisions)
            } else {
                None
            },
            pr_cube: if analysed {
                rate(q.error, q.decisions)
            } else {
                None
            },
            snowie_er: if analysed {
                rate(sel.error, self.both_checker_total)
            } else {
                None
            },
            mwc_loss_pct: priced.then_some(sel.mwc * 100.0),
            mwc_loss_per_match_pct: priced.then(|| sel.mwc * 100.0 / self.mwc_matches as f64),
            checker_mwc_loss_pct: priced.then_some(c.mwc * 100.0),
            cube_mwc_loss_pct: priced.then_some(q.mwc * 100.0),
            luck_emg: (self.luck_rolls > 0).then_some(self.luck),
            luck_rolls: self.luck_rolls,
            luck_per_roll: (self.luck_rolls > 0).then(|| self.luck / self.luck_rolls as f64),
            luck_mwc_pct: (self.luck_mwc_rolls > 0).then_some(self.luck_mwc * 100.0),
            errors: analysed.then_some(sel.errors),
            blunders: analysed.then_some(sel.blunders),
            histogram: analysed.then_some(sel.histogram),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dec(kind: DecisionKind, counts: bool, error: Option<f64>) -> Decision {
        Decision {
            seat: 0,
            move_number: 1,
            kind,
            dice: None,
            cube: 1,
            forced: false,
            counts,
            error,
            mwc_loss: error.map(|e| e * 0.06),
            luck: None,
            luck_mwc: None,
            played: String::new(),
            best: None,
            position: None,
            cube_owner: None,
            candidates: None,
        }
    }

    #[test]
    fn worked_example_of_the_spec() {
        // metrics-spec §5.3: 60 unforced moves with 0.450 EMG, 8 close cube
        // decisions with 0.120, 142 moves of both players.
        let mut t = Tally {
            analysed_matches: 1,
            mwc_matches: 1,
            both_checker_total: 142,
            ..Default::default()
        };
        t.checker = Part {
            decisions: 60,
            error: 0.450,
            ..Default::default()
        };
        t.cube = Part {
            decisions: 8,
            error: 0.120,
            ..Default::default()
        };
        let f = t.figures(DecisionFilter::All);
        assert!((f.pr_checker.unwrap() - 3.75).abs() < 1e-9);
        assert!((f.pr_cube.unwrap() - 7.5).abs() < 1e-9);
        assert!((f.pr.unwrap() - 4.191).abs() < 1e-3);
        assert!((f.snowie_er.unwrap() - 2.007).abs() < 1e-3);
    }

    #[test]
    fn thresholds_are_inclusive_and_ordered() {
        let t = Thresholds::BLUNDERDB;
        assert!(t.is_error(0.05) && !t.is_error(0.0499));
        assert!(t.is_blunder(0.1) && !t.is_blunder(0.0999));
        assert!(t.is_error(0.05 - 1e-12));
        assert!(Thresholds::new(0.1, 0.05).is_err());
        assert!(Thresholds::new(0.05, 0.05).is_ok());
        assert!(Thresholds::new(-0.1, 0.05).is_err());
        assert_eq!(Thresholds::preset("XG"), Some(Thresholds::XG));
    }

    #[test]
    fn histogram_buckets_in_millipoints() {
        assert_eq!(bucket(0.0), 0);
        assert_eq!(bucket(0.0049), 0);
        assert_eq!(bucket(0.005), 1);
        assert_eq!(bucket(0.024), 2);
        assert_eq!(bucket(0.025), 3);
        assert_eq!(bucket(0.0999), 4);
        assert_eq!(bucket(0.1), 5);
        assert_eq!(bucket(2.0), 5);
    }

    #[test]
    fn uncounted_and_unanalysed_decisions_add_nothing_to_errors() {
        let th = Thresholds::BLUNDERDB;
        let mut t = Tally::default();
        t.add_decision(&dec(DecisionKind::Checker, true, Some(0.2)), &th);
        t.add_decision(&dec(DecisionKind::Checker, false, Some(0.0)), &th);
        t.add_decision(&dec(DecisionKind::Checker, false, None), &th);
        t.add_decision(&dec(DecisionKind::NoDouble, false, Some(0.3)), &th);
        t.add_decision(&dec(DecisionKind::Double, true, Some(0.06)), &th);
        assert_eq!(t.checker_total, 3);
        assert_eq!(t.checker.decisions, 1);
        assert_eq!(t.cube.decisions, 1);
        assert_eq!(t.doubles, 1);
        assert_eq!((t.checker.errors, t.checker.blunders), (1, 1));
        assert_eq!((t.cube.errors, t.cube.blunders), (1, 0));
        // Not analysed: errors are unknown, not zero.
        let f = t.figures(DecisionFilter::All);
        assert_eq!(f.pr, None);
        assert_eq!(f.errors, None);
        assert_eq!(f.luck_emg, None);
        t.analysed_matches = 1;
        let f = t.figures(DecisionFilter::Checker);
        assert_eq!(f.errors, Some(1));
        assert!((f.pr.unwrap() - 100.0).abs() < 1e-9);
        assert_eq!(f.mwc_loss_pct, None);
    }

    #[test]
    fn tallies_add_sum_over_sum() {
        let mut a = Tally {
            analysed_matches: 1,
            ..Default::default()
        };
        a.checker = Part {
            decisions: 10,
            error: 0.1,
            ..Default::default()
        };
        let mut b = Tally {
            analysed_matches: 1,
            ..Default::default()
        };
        b.checker = Part {
            decisions: 90,
            error: 0.1,
            ..Default::default()
        };
        a.add(&b);
        // (0.2 / 100) × 500 = 1.0, not the mean of 5.0 and 0.556.
        assert!((a.figures(DecisionFilter::All).pr.unwrap() - 1.0).abs() < 1e-12);
    }
}
