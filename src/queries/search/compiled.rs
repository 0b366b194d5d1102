//! A query compiled for the scan (`run`): the terms that read only an
//! entry's words become tables over their bits, built once per search by
//! asking [`Filter::matches`] itself on a made-up decision of those bits
//! (so the tables answer exactly as the filters do); the terms of a game
//! (score, Crawford, length) are asked once a game; the error is compared
//! only for an entry that passed the tables; the boards' figures,
//! structures and move patterns last. A decision is never built unless it
//! reaches those.

use crate::library::search_index::{cube_action_name, decode, on_roll, Entry, GameInfo};
use crate::library::store::marks::{MarkTest, Marked};
use crate::model::features::Features;
use crate::model::DecisionKind;
use crate::queries::search::query::{error_matches, Filter, Query, Range, Subject};

/// Where a term is tested.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// The decision word (kind, dice, seat, cube, best action).
    Word,
    /// The figures' word (pips, contact, plan, phase).
    Figures,
    /// Once a game (score, Crawford, length).
    Game,
    Error,
    Mark,
    /// The board (back checkers … structures) or the best move.
    Late,
}

fn stage(f: &Filter) -> Stage {
    match f {
        Filter::Dice(_) | Filter::DecisionType(_) | Filter::BestCube(_) | Filter::Cube(_) => {
            Stage::Word
        }
        Filter::NoContact
        | Filter::Pips(_)
        | Filter::PipDeficit(_)
        | Filter::Phase(_)
        | Filter::Plan(_) => Stage::Figures,
        Filter::Score(_) | Filter::Crawford | Filter::Length(_) => Stage::Game,
        Filter::Error(_) => Stage::Error,
        Filter::Mark(_) => Stage::Mark,
        _ => Stage::Late,
    }
}

/// The figures of a made-up decision (the tables' terms never read them
/// beyond what the made-up word gives).
const UNKNOWN: Features = Features {
    pips: [0, 0],
    contact: true,
    back: [0, 0],
    zone: [0, 0],
    outfield_blots: [0, 0],
    home_blots: [0, 0],
    off: [0, 0],
    plan: crate::model::features::Plan::Contact,
};

/// A decision as the filters see it, from its entry.
pub fn subject<'a>(
    e: &'a Entry,
    best_cube: u8,
    board: Option<&'a crate::model::position::Board>,
    game: &GameInfo,
    length: u32,
) -> Subject<'a> {
    let s = usize::from(e.seat.min(1));
    Subject {
        features: e.features.as_ref().unwrap_or(&UNKNOWN),
        board,
        on_roll: on_roll(e.kind, e.seat),
        kind: e.kind,
        dice: e.dice,
        error: e.error,
        played: "",
        best: match e.kind {
            DecisionKind::Checker => None,
            _ => cube_action_name(best_cube),
        },
        cube: e.cube,
        cube_owner: e.owner,
        score: [game.score[s], game.score[1 - s]],
        length,
        crawford: game.crawford,
        phase: e.phase,
        marks: None,
    }
}

/// A compiled query.
pub struct Compiled {
    /// Bit `h`: the decision word `h` passes the word terms and the
    /// query's kinds.
    word_ok: Vec<u64>,
    /// By the pips of the player on roll (0–511).
    pips_ok: Vec<bool>,
    /// By the pips' difference + 511.
    deficit_ok: Vec<bool>,
    contact_ok: [bool; 2],
    /// By plan × 5 + phase (0–62).
    pp_ok: [bool; 64],
    /// The fewest pips of the player on roll and of the other a structure
    /// leaves (its checkers' pips: a board that holds it has as many).
    min_pips: [usize; 2],
    /// Whether a figures' term is there (else the tables pass all).
    any_figures: bool,
    /// The game terms, with their negation.
    game: Vec<(Filter, bool)>,
    /// The error terms: the range, the bounds of `|error| × 1000` it
    /// comes to (rounding included), negation.
    errors: Vec<(Range, f64, f64, bool)>,
    /// The mark terms' decisions, with their negation.
    pub marks: Vec<(Marked, bool)>,
    /// Whether any term needs the late stage.
    pub late: bool,
}

impl Compiled {
    /// Compiles `q`; `marked` gives the decisions of a mark test.
    pub fn new(
        q: &Query,
        mut marked: impl FnMut(&MarkTest) -> crate::queries::Result<Marked>,
    ) -> crate::queries::Result<Compiled> {
        let kinds = q.kinds();
        let terms_of = |st: Stage| q.terms.iter().filter(move |t| stage(&t.filter) == st);
        let game0 = GameInfo {
            score: [0, 0],
            crawford: false,
            entries: 0,
        };
        // The word terms: memoised by the bits each reads.
        let word: Vec<_> = terms_of(Stage::Word).collect();
        let mut word_ok = vec![0u64; 1024];
        if word.is_empty() && kinds.is_none() {
            word_ok.fill(u64::MAX);
        } else {
            let masks: Vec<u16> = word
                .iter()
                .map(|t| match t.filter {
                    Filter::Cube(_) => 0x1fff,
                    Filter::BestCube(_) => 0xe03f,
                    _ => 0x003f,
                })
                .collect();
            let mut memo: Vec<Vec<u8>> = word.iter().map(|_| vec![0u8; 65536]).collect();
            for h in 0..=u16::MAX {
                let e = decode(0, h, None);
                if kinds.as_ref().is_some_and(|k| !k.contains(&e.kind)) {
                    continue;
                }
                let ok = word
                    .iter()
                    .zip(&masks)
                    .zip(memo.iter_mut())
                    .all(|((t, m), memo)| {
                        let slot = &mut memo[usize::from(h & m)];
                        if *slot == 0 {
                            let s = subject(&e, (h >> 13 & 7) as u8, None, &game0, 0);
                            *slot = 1 + u8::from(t.filter.matches(&s) != t.negated);
                        }
                        *slot == 2
                    });
                if ok {
                    word_ok[usize::from(h) / 64] |= 1 << (h % 64);
                }
            }
        }
        // The figures' terms, by the bits each reads.
        let mut c = Compiled {
            word_ok,
            pips_ok: vec![true; 512],
            deficit_ok: vec![true; 1023],
            contact_ok: [true; 2],
            pp_ok: [true; 64],
            min_pips: [0, 0],
            any_figures: terms_of(Stage::Figures).next().is_some(),
            game: terms_of(Stage::Game)
                .map(|t| (t.filter.clone(), t.negated))
                .collect(),
            errors: terms_of(Stage::Error)
                .filter_map(|t| match t.filter {
                    Filter::Error(r) => {
                        // round(x) ≥ m exactly when x ≥ ⌈m⌉ − ½, round(x)
                        // ≤ m when x < ⌊m⌋ + ½ (x ≥ 0, halves away from 0).
                        let lo = r.min.map_or(f64::NEG_INFINITY, |m| m.ceil() - 0.5);
                        let hi = r.max.map_or(f64::INFINITY, |m| m.floor() + 0.5);
                        Some((r, lo, hi, t.negated))
                    }
                    _ => None,
                })
                .collect(),
            marks: Vec::new(),
            late: q.terms.iter().any(|t| stage(&t.filter) == Stage::Late),
        };
        let test = |t: &crate::queries::search::query::Term, w: u64| {
            let e = decode(w, 0, None);
            t.filter.matches(&subject(&e, 0, None, &game0, 0)) != t.negated
        };
        for t in terms_of(Stage::Figures) {
            // A made-up position: plan "race" × 5 + phase "unknown" when
            // the term does not read them.
            let base: u64 = 0;
            match t.filter {
                Filter::NoContact => {
                    for (b, ok) in c.contact_ok.iter_mut().enumerate() {
                        *ok &= test(t, base | (b as u64) << 18);
                    }
                }
                Filter::Pips(_) => {
                    for (p, ok) in c.pips_ok.iter_mut().enumerate() {
                        *ok &= test(t, base | p as u64);
                    }
                }
                Filter::PipDeficit(_) => {
                    for (k, ok) in c.deficit_ok.iter_mut().enumerate() {
                        let d = k as i64 - 511;
                        let (a, b) = (d.max(0) as u64, (-d).max(0) as u64);
                        *ok &= test(t, base | a | b << 9);
                    }
                }
                _ => {
                    for (pp, ok) in c.pp_ok.iter_mut().enumerate().take(63) {
                        *ok &= test(t, base | (pp as u64) << 19);
                    }
                }
            }
        }
        for t in q.terms.iter().filter(|t| !t.negated) {
            if let Filter::Structure(st) = &t.filter {
                for (side, min) in c.min_pips.iter_mut().enumerate() {
                    let pips: usize = (st.checkers[side].iter().enumerate())
                        .map(|(p, &n)| (p + 1) * usize::from(n))
                        .sum();
                    *min = (*min).max(pips);
                }
            }
        }
        c.any_figures |= c.min_pips != [0, 0];
        for t in terms_of(Stage::Mark) {
            if let Filter::Mark(m) = &t.filter {
                c.marks.push((marked(m)?, t.negated));
            }
        }
        Ok(c)
    }

    /// Whether the decision word `h` passes.
    #[inline]
    pub fn word(&self, h: u16) -> bool {
        self.word_ok[usize::from(h) / 64] >> (h % 64) & 1 == 1
    }

    /// Whether the figures' word `w` of an entry with a position passes.
    #[inline]
    pub fn figures(&self, w: u64) -> bool {
        if !self.any_figures {
            return true;
        }
        let (a, b) = ((w & 511) as usize, (w >> 9 & 511) as usize);
        self.pips_ok[a]
            && a >= self.min_pips[0]
            && b >= self.min_pips[1]
            && self.deficit_ok[a + 511 - b]
            && self.contact_ok[(w >> 18 & 1) as usize]
            && self.pp_ok[(w >> 19 & 63) as usize]
    }

    /// Whether a game passes for the decisions of `seat`.
    pub fn game(&self, g: &GameInfo, seat: u8, length: u32) -> bool {
        if self.game.is_empty() {
            return true;
        }
        let e = decode(0, u16::from(seat.min(1)) << 6, None);
        let s = subject(&e, 0, None, g, length);
        self.game.iter().all(|(f, neg)| f.matches(&s) != *neg)
    }

    /// Whether there are error terms.
    #[inline]
    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// Whether an error passes the error terms.
    pub fn error(&self, e: Option<f64>) -> bool {
        let x = e.map(|e| e.abs() * 1000.0);
        self.errors.iter().all(|(r, lo, hi, neg)| {
            let hit = match x {
                None => false,
                Some(x) if x.is_finite() => x >= *lo && x < *hi,
                Some(_) => not_finite(r, e),
            };
            hit != *neg
        })
    }
}

/// [`error_matches`] for an error that is not finite: out of line, so that
/// the rounding it does is not done for every error.
#[cold]
#[inline(never)]
fn not_finite(r: &Range, e: Option<f64>) -> bool {
    error_matches(r, e)
}

/// Whether a filter is tested last, on the board or the best move.
pub fn is_late(f: &Filter) -> bool {
    stage(f) == Stage::Late
}
