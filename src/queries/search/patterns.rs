//! Move patterns (`m"6/1*"`) tested on the best moves' steps a search
//! blob keeps, without a record: a pattern's segments and numbers must be
//! in the move as written before the text is written and compared
//! (`docs/search.md`, "Move patterns").

use crate::library::search_index::moves::{pattern_numbers, written, Steps};
use crate::library::search_index::{hit_filter, hit_points, hit_segments, segments, Blob};
use crate::queries::search::query::{Filter, Query};

/// One pattern, ready to test.
#[derive(Debug, Clone)]
pub struct Pattern {
    /// Normalised, as the query holds it.
    text: String,
    segments: Vec<(u8, u8)>,
    /// Its numbers as bits; `None` when one is no point (never matches).
    numbers: Option<u32>,
    /// The points it writes hit, as bits.
    hits: u32,
}

/// The patterns of each `m"…"` term of `q`, by term (empty for the other
/// terms).
pub fn compile(q: &Query) -> Vec<Vec<Pattern>> {
    q.terms
        .iter()
        .map(|t| match &t.filter {
            Filter::BestMove(ps) => ps
                .iter()
                .map(|p| Pattern {
                    text: p.clone(),
                    segments: segments(p),
                    numbers: pattern_numbers(p),
                    hits: hit_points(p),
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// Whether the best move `steps` has one of `patterns`; `text` is a
/// buffer for the move's text.
pub fn any(steps: &Steps, patterns: &[Pattern], text: &mut String) -> bool {
    // The text writes only the steps' ends and counts (2)–(4): a pattern
    // with another number is not in it, whatever the paths.
    let (mut ends, mut hits) = (0b11100u32, 0u32);
    for st in steps.as_slice() {
        ends |= 1 << st.from.min(31) | 1 << st.to.min(31);
        hits |= u32::from(st.hit) << st.to.min(31);
    }
    if patterns
        .iter()
        .all(|p| p.numbers.is_none_or(|want| want & !ends != 0) || p.hits & !hits != 0)
    {
        return false;
    }
    let w = written(steps);
    let numbers = w.numbers();
    let mut done = false;
    patterns.iter().any(|p| {
        let Some(want) = p.numbers else {
            return false;
        };
        if want & !numbers != 0 || !w.has_segments(&p.segments) {
            return false;
        }
        if !done {
            w.text(text);
            done = true;
        }
        contains_move(text, &p.text)
    })
}

/// Whether `pattern` is in `best` (both normalised), not as a piece of a
/// longer number: `query`'s comparison of a best move's text.
fn contains_move(best: &str, pattern: &str) -> bool {
    if pattern.is_empty() {
        return false;
    }
    let first_digit = pattern.starts_with(|c: char| c.is_ascii_digit());
    let last_digit = pattern.ends_with(|c: char| c.is_ascii_digit());
    best.match_indices(pattern).any(|(at, _)| {
        let before = best[..at].chars().next_back();
        let after = best[at + pattern.len()..].chars().next();
        let glued_before = first_digit && before.is_some_and(|c| c.is_ascii_digit());
        let glued_after = last_digit && after.is_some_and(|c| c.is_ascii_digit());
        !glued_before && !glued_after
    })
}

/// A pattern's segments, those of them that end with a hit, and its
/// bits of a game's hit filter.
type Alternative = (Vec<(u8, u8)>, Vec<(u8, u8)>, u64);

/// What a match or a game must have for the query to select one of its
/// decisions: for each pattern term (not negated), one alternative whose
/// segments (hit ones included) the match's best moves have and whose
/// hits are in a game's filter; for each structure (not negated),
/// a seat that had those checkers on some board of the match.
pub struct Needs {
    /// By term, its alternatives.
    patterns: Vec<Vec<Alternative>>,
    structures: Vec<[[u8; 25]; 2]>,
}

impl Needs {
    pub fn new(q: &Query) -> Needs {
        let terms = || q.terms.iter().filter(|t| !t.negated);
        Needs {
            patterns: terms()
                .filter_map(|t| match &t.filter {
                    Filter::BestMove(ps) => Some(
                        ps.iter()
                            .map(|p| (segments(p), hit_segments(p), hit_filter(p)))
                            .collect(),
                    ),
                    _ => None,
                })
                .collect(),
            structures: terms()
                .filter_map(|t| match &t.filter {
                    Filter::Structure(st) => Some(st.checkers),
                    _ => None,
                })
                .collect(),
        }
    }

    /// Whether some decision of the match may be selected.
    pub fn in_match(&self, blob: &Blob) -> bool {
        self.patterns
            .iter()
            .all(|alts| alts.iter().any(|(s, h, _)| blob.may_have(s, h)))
            && self.structures.iter().all(|need| blob.may_hold(need))
    }

    /// Whether some decision of game `g` may be selected.
    pub fn in_game(&self, blob: &Blob, g: usize) -> bool {
        let hits = blob.start(g).hits;
        self.patterns
            .iter()
            .all(|alts| alts.iter().any(|(_, _, want)| want & !hits == 0))
    }
}
