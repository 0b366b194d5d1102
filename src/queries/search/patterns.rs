//! Move patterns (`m"6/1*"`) tested on the best moves' steps a search
//! blob keeps, without a record: a pattern's segments and numbers must be
//! in the move as written before the text is written and compared
//! (`docs/search.md`, "Move patterns").

use crate::library::search_index::moves::{pattern_numbers, written, Steps};
use crate::library::search_index::segments;
use crate::queries::search::query::{Filter, Query};

/// One pattern, ready to test.
#[derive(Debug, Clone)]
pub struct Pattern {
    /// Normalised, as the query holds it.
    text: String,
    segments: Vec<(u8, u8)>,
    /// Its numbers as bits; `None` when one is no point (never matches).
    numbers: Option<u32>,
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
    let mut ends = 0b11100u32;
    for st in steps.as_slice() {
        ends |= 1 << st.from.min(31) | 1 << st.to.min(31);
    }
    if patterns
        .iter()
        .all(|p| p.numbers.is_none_or(|want| want & !ends != 0))
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
