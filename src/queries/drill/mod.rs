//! The decisions behind a figure: `blunderdb decisions`, the app's
//! drill-down lists and the report's worst decisions.
//!
//! A query takes the same selection as `stats` ([`Filter`]) and narrows it
//! to the decisions a figure counts: a histogram bar (`bucket`, the same
//! [`metrics::bucket`](crate::metrics::bucket) the histogram uses), the Errors or Blunders card
//! (`min_error`, compared as the thresholds are), a kind of decision. The
//! list is worst first and paged; each row carries its three IDs.
//!
//! This file holds what a caller asks with: the [`Query`], its
//! [`KindFilter`] and the [`Cursor`] a page is asked for after or before.
//! The rest is in its parts:
//! - `row`: one decision as a list shows it ([`DecisionRow`]), built from
//!   its match and its stored record;
//! - `plan`: how a query becomes SQL and a test of each decision read from
//!   a record (its conditions, the parts of the error scale a list is read
//!   in, the order of a list);
//! - `list`: the [`Store`](crate::library::store::Store) methods that
//!   read a page, and count a list, part after part;
//! - `worst`: a selection's worst decisions ([`WorstDecision`]), the first
//!   page of its list.

mod list;
mod plan;
mod row;
mod worst;

use serde::{Deserialize, Serialize};

use crate::library::store::Filter;
use crate::queries::breakdown::CellKey;
use crate::queries::{Error, Result};

pub(crate) use self::row::row_of;
pub use self::row::{kind_name, DecisionRow};
pub use self::worst::WorstDecision;

/// Which decisions a list holds, by what the player decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum KindFilter {
    /// Checker plays.
    Checker,
    /// Every cube decision (double, no double, take, pass).
    Cube,
    /// Whether to double: the doubles and the no-doubles.
    Double,
    Take,
    Pass,
}

impl KindFilter {
    pub const NAMES: [&'static str; 5] = ["checker", "cube", "double", "take", "pass"];

    pub fn parse(s: &str) -> Option<KindFilter> {
        Some(match s.trim().to_ascii_lowercase().as_str() {
            "checker" => KindFilter::Checker,
            "cube" => KindFilter::Cube,
            "double" => KindFilter::Double,
            "take" => KindFilter::Take,
            "pass" => KindFilter::Pass,
            _ => return None,
        })
    }

    /// Whether a stored kind code is of this filter.
    fn holds(self, code: u8) -> bool {
        match self {
            KindFilter::Checker => code == 0,
            KindFilter::Cube => code > 0,
            KindFilter::Double => code == 1 || code == 2,
            KindFilter::Take => code == 3,
            KindFilter::Pass => code == 4,
        }
    }
}

/// A page of the decisions behind a figure.
#[derive(Debug, Clone, Default)]
pub struct Query {
    /// The selection, as for `stats` (its decision family included).
    pub filter: Filter,
    /// Only errors of at least this many EMG (inclusive, as the thresholds).
    pub min_error: Option<f64>,
    pub kind: Option<KindFilter>,
    /// Only the decisions of this histogram bar (0..=5).
    pub bucket: Option<usize>,
    /// Only the decisions of this cell of a breakdown (`phase=race`…),
    /// exactly those its row counts.
    pub breakdown: Option<CellKey>,
    pub limit: usize,
    /// Rows to skip (the page's start). Reads and drops every skipped
    /// row: a deep page is asked for [`Query::after`] its predecessor.
    pub offset: usize,
    /// The page after this row of the list (keyset paging: reads only
    /// the rows shown, however deep). Not with `offset` or `before`.
    pub after: Option<Cursor>,
    /// The page before this row of the list (the previous page).
    pub before: Option<Cursor>,
}

/// A row's place in the list (worst first, ties by match, game, seq):
/// the key a page is asked for after or before.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Cursor {
    /// The row's error (EMG). The error stored for the key is used when
    /// the decision is still there, so a value rounded on its way
    /// through JSON still finds its place.
    pub error: f64,
    #[serde(rename = "match")]
    pub match_no: i64,
    pub game: u32,
    pub seq: u32,
}

impl Cursor {
    /// The cursor of a listed row (every listed row has an error).
    pub fn of(d: &DecisionRow) -> Option<Cursor> {
        Some(Cursor {
            error: d.error?,
            match_no: d.match_no,
            game: d.game,
            seq: d.seq,
        })
    }

    /// `ERROR,MATCH,GAME,SEQ` (as `--after` takes it). Reads `-0` too,
    /// which cursors written before they were kept from beginning with
    /// `-` could hold.
    pub fn parse(s: &str) -> Result<Cursor> {
        let bad = || Error::invalid(crate::msg!("query-drill-bad-cursor", value = s));
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        let [e, m, g, q] = parts[..] else {
            return Err(bad());
        };
        let error: f64 = e.parse().map_err(|_| bad())?;
        if !error.is_finite() || error < 0.0 {
            return Err(bad());
        }
        Ok(Cursor {
            error,
            match_no: m.parse().map_err(|_| bad())?,
            game: g.parse().map_err(|_| bad())?,
            seq: q.parse().map_err(|_| bad())?,
        })
    }
}

/// Writes `ERROR,MATCH,GAME,SEQ`, never beginning with `-`: a stored
/// error of −0 (an equity difference of nothing) would print `-0`, which
/// a command line takes for an option where the cursor is passed back
/// as `--after -0,…`. The list reads the cursor's stored error anyway
/// ([`Cursor::error`]), so writing 0 for it changes no page.
impl std::fmt::Display for Cursor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{},{},{},{}",
            unsigned_zero(self.error),
            self.match_no,
            self.game,
            self.seq
        )
    }
}

/// `x`, with −0 made 0 (they are equal, but print and sort apart).
pub fn unsigned_zero(x: f64) -> f64 {
    if x == 0.0 {
        0.0
    } else {
        x
    }
}

/// Most rows one page may hold.
pub const MAX_LIMIT: usize = 10_000;
