//! The search query language: blunderDB's search filters (its manual,
//! section 4.4 "Search Filters", and the filter annex), read into a
//! [`Query`] ([`parse`]) and evaluated on one decision ([`Query::matches`]).
//!
//! A query is tokens separated by spaces, all of which must hold (blunderDB
//! juxtaposes its filters: `s nc P<70` is "no contact and at most 70
//! pips"). A leading `s`, blunderDB's search command, is read and ignored.
//! A token is a filter, negated by a leading `x` (blunderDB's `xD65`) or
//! `!`. Ranges are blunderDB's: `P>70` is *at least* 70, `P<70` *at most*
//! 70, `P60,90` from 60 to 90, bounds included; `P65` exactly 65.
//! Repeating a filter of a closed list (`ph:race ph:bearoff`, `D31 D42`)
//! widens it, as blunderDB's repeatable filters do.
//!
//! Everything is seen from the player on roll, "the player" of blunderDB
//! (lower-case filters), and the opponent (upper-case ones). The whole
//! grammar, and the decisions taken where blunderDB is unclear, are in
//! `docs/search.md`, "The query language".
//!
//! A query that cannot be read is a [`QueryError`]: the token, where it
//! starts, and what is wrong, in any language; never a panic.

use crate::i18n::{Message, Text};
use crate::library::store::marks::{tag_word, MarkTest, Marks};
use crate::model::features::{Features, Plan};
use crate::model::ids::xgid_board;
use crate::model::position::Board;
use crate::model::DecisionKind;

// ---------------------------------------------------------------------------
// The query
// ---------------------------------------------------------------------------

/// A parsed query: its text as typed, and terms that must all hold.
#[derive(Debug, Clone, PartialEq)]
pub struct Query {
    pub text: String,
    /// ANDed, as blunderDB combines its filters.
    pub terms: Vec<Term>,
    /// What the query says of the matches searched (blunderDB's `pl`,
    /// `op`, `md`, `ad`): the command's options in query form, applied by
    /// the store, never by [`Query::matches`].
    pub scope: Scope,
}

/// One filter, maybe negated (`xD65`, `!nc`).
#[derive(Debug, Clone, PartialEq)]
pub struct Term {
    pub negated: bool,
    pub filter: Filter,
}

/// Bounds of a figure, both included (`>` is "at least", `<` "at most",
/// as in blunderDB); `None` is no bound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Range {
    pub min: Option<f64>,
    pub max: Option<f64>,
}

impl Range {
    pub fn at_least(v: f64) -> Range {
        Range {
            min: Some(v),
            max: None,
        }
    }
    pub fn at_most(v: f64) -> Range {
        Range {
            min: None,
            max: Some(v),
        }
    }
    pub fn between(a: f64, b: f64) -> Range {
        Range {
            min: Some(a),
            max: Some(b),
        }
    }
    pub fn exactly(v: f64) -> Range {
        Range::between(v, v)
    }
    /// Whether `v` lies within the bounds (both included).
    pub fn contains(&self, v: f64) -> bool {
        self.min.is_none_or(|m| v >= m) && self.max.is_none_or(|m| v <= m)
    }
}

/// One filter of the language. The figures are the player on roll's
/// (`opponent: false`) or the opponent's.
#[derive(Debug, Clone, PartialEq)]
pub enum Filter {
    /// `nc`: no contact, a pure race.
    NoContact,
    /// `P`: the pip count of the player on roll.
    Pips(Range),
    /// `p`: how many pips the player on roll is behind in the race, their
    /// pip count minus the opponent's (blunderDB's "pips behind": `p>35`
    /// a back game, `p<-20` a lead of 20 pips or more).
    PipDeficit(Range),
    /// `k` / `K`: checkers back ([`Features::back`]).
    Back { opponent: bool, range: Range },
    /// `z` / `Z`: checkers in the zone ([`Features::zone`]).
    Zone { opponent: bool, range: Range },
    /// `bo` / `BO`: blots in the outfield ([`Features::outfield_blots`]).
    OutfieldBlots { opponent: bool, range: Range },
    /// `bj` / `BJ`: blots in the home board, blunderDB's jan
    /// ([`Features::home_blots`]).
    HomeBlots { opponent: bool, range: Range },
    /// `o` / `O`: checkers borne off.
    Off { opponent: bool, range: Range },
    /// `D31`, `D6`: the roll is one of these (checker plays only).
    Dice(Vec<Dice>),
    /// `d`, `dd`, `dr`, `d:take`: the decision is of one of these kinds.
    DecisionType(Vec<DecisionKind>),
    /// `E>20`: the error of the decision, in millipoints (thousandths of
    /// a point, rounded to the nearest as blunderDB does).
    Error(Range),
    /// `m"6/1*"`: the best move contains one of these patterns.
    BestMove(Vec<String>),
    /// `m'ND,DT,DP'`: the best cube action is one of these.
    BestCube(Vec<CubeAction>),
    /// An XGID or a gnuBG Position ID: each side has at least these
    /// checkers on these points.
    Structure(Structure),
    /// `cube`, `c2`, `c>4`, `c:centre`: the cube.
    Cube(CubeFilter),
    /// `score`, `score:2a4a`, `score:money`: the score.
    Score(ScoreFilter),
    /// `crawford`: the Crawford game.
    Crawford,
    /// `ml:7`, `ml5,9`: the match length in points (0: money).
    Length(Range),
    /// `ph:race`: the phase of the game.
    Phase(Vec<Phase>),
    /// `gt:holding`: the game plan of the player on roll.
    Plan(Vec<Plan>),
    /// `starred`, `#tag`, `t"word"`: what the player keeps on the decision
    /// (its star, its tags, a word of one of its comments).
    Mark(MarkTest),
}

/// A roll, or one die of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dice {
    /// Both dice, in either order (kept high die first).
    Roll([u8; 2]),
    /// A roll with this die on either side.
    Die(u8),
}

impl Dice {
    fn matches(self, dice: [u8; 2]) -> bool {
        match self {
            Dice::Roll([a, b]) => (dice == [a, b]) || (dice == [b, a]),
            Dice::Die(n) => dice.contains(&n),
        }
    }
}

/// A best cube action, as blunderDB's `m'…'` names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CubeAction {
    /// `ND`: no double is best (the doubler's decision).
    NoDouble,
    /// `DT`: take is best (the answer to a double).
    DoubleTake,
    /// `DP`: pass is best (the answer to a double).
    DoublePass,
    /// `D`: double is best (the doubler's decision, whatever the answer).
    Double,
}

/// Who owns the cube, from the side of the player who decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CubeOwner {
    Centre,
    /// The player who decides.
    Decider,
    /// The other player.
    Opponent,
}

/// What a cube filter asks.
#[derive(Debug, Clone, PartialEq)]
pub enum CubeFilter {
    /// The cube's value (1 for a cube not yet turned).
    Value(Range),
    /// Its owner is one of these.
    Owner(Vec<CubeOwner>),
    /// The cube of the query's XGID: this value and this owner.
    Exact { value: u32, owner: CubeOwner },
}

/// What a score filter asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreFilter {
    /// Money play.
    Money,
    /// A match at this away score, the decider's first; `None` is any.
    Away([Option<u32>; 2]),
}

/// The phases of `breakdown --by phase`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Opening,
    Middle,
    Race,
    Bearoff,
}

impl Phase {
    pub const ALL: [Phase; 4] = [Phase::Opening, Phase::Middle, Phase::Race, Phase::Bearoff];

    /// As [`Subject::phase`] names it.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Opening => "opening",
            Phase::Middle => "middle",
            Phase::Race => "race",
            Phase::Bearoff => "bearoff",
        }
    }

    fn parse(s: &str) -> Option<Phase> {
        match key(s).as_str() {
            "opening" => Some(Phase::Opening),
            "middle" | "middlegame" => Some(Phase::Middle),
            "race" => Some(Phase::Race),
            "bearoff" => Some(Phase::Bearoff),
            _ => None,
        }
    }
}

/// A checker structure: the least checkers each side must have on each
/// point, `[player on roll, opponent]`, each from its own side (index 0 to
/// 23 its points 1 to 24, index 24 its bar), as [`Board`] counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Structure {
    pub checkers: [[u8; 25]; 2],
}

impl Structure {
    /// Whether `board`, with `on_roll` to play, has at least these checkers.
    pub fn within(&self, board: &Board, on_roll: u8) -> bool {
        let me = usize::from(on_roll.min(1));
        [me, 1 - me].iter().enumerate().all(|(side, &seat)| {
            self.checkers[side]
                .iter()
                .zip(board.checkers[seat].iter())
                .all(|(need, have)| have >= need)
        })
    }
}

/// The matches a query searches, as the command's options choose them
/// (blunderDB's `pl"Name"`, `pl!"Name"`, `op"Name"`, `md:…`, `ad:…`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scope {
    /// `pl!"Name"`: the decisions this player took (`--player`).
    pub player: Option<String>,
    /// `pl"Name"`: the matches this player played, at either seat.
    pub involving: Option<String>,
    /// `op"Name"`: the matches against this opponent.
    pub opponent: Option<String>,
    /// `md:…`: the matches played on or after this day (`YYYY-MM-DD`).
    pub date_from: Option<String>,
    /// `md:…`: the matches played on or before this day.
    pub date_to: Option<String>,
    /// `ad:xg`, `ad:gnubg`: the figures of this engine's analyses (`--engine`).
    pub engine: Option<String>,
}

impl Scope {
    /// Whether the query says nothing of the matches searched.
    pub fn is_empty(&self) -> bool {
        *self == Scope::default()
    }
}

// ---------------------------------------------------------------------------
// One decision
// ---------------------------------------------------------------------------

/// One decision, as a query sees it.
#[derive(Debug, Clone, Copy)]
pub struct Subject<'a> {
    /// From the side of the player on roll (the doubler, for a take or pass).
    pub features: &'a Features,
    /// For structures; `None` when the file gives no position.
    pub board: Option<&'a Board>,
    /// The seat on roll in `board` (the doubler, for a take or pass).
    pub on_roll: u8,
    pub kind: DecisionKind,
    pub dice: Option<[u8; 2]>,
    /// The error in EMG; `None` when not analysed.
    pub error: Option<f64>,
    /// The move or action played (no filter reads it today).
    pub played: &'a str,
    /// The best move or action, as the importers write it (`8/5 6/5`,
    /// `Double`, `No double`, `Take`, `Pass`).
    pub best: Option<&'a str>,
    /// The cube's value in force (before a double).
    pub cube: u32,
    /// `Some(None)` centred, `Some(Some(seat))` owned, `None` unknown.
    pub cube_owner: Option<Option<u8>>,
    /// The scores before the game, the decider's first.
    pub score: [u32; 2],
    /// Match length in points; 0 = money.
    pub length: u32,
    pub crawford: bool,
    /// opening, middle, race, bearoff, unknown.
    pub phase: &'a str,
    /// What the player keeps on the decision; `None`: nothing.
    pub marks: Option<&'a Marks>,
}

impl Subject<'_> {
    /// The seat that decides: the player on roll, or the one answering a
    /// double.
    fn decider(&self) -> u8 {
        let on_roll = self.on_roll.min(1);
        if is_answer(self.kind) {
            1 - on_roll
        } else {
            on_roll
        }
    }

    fn owner(&self) -> Option<CubeOwner> {
        match self.cube_owner? {
            None => Some(CubeOwner::Centre),
            Some(seat) if seat.min(1) == self.decider() => Some(CubeOwner::Decider),
            Some(_) => Some(CubeOwner::Opponent),
        }
    }
}

fn is_answer(kind: DecisionKind) -> bool {
    matches!(kind, DecisionKind::Take | DecisionKind::Pass)
}

const ALL_KINDS: [DecisionKind; 5] = [
    DecisionKind::Checker,
    DecisionKind::NoDouble,
    DecisionKind::Double,
    DecisionKind::Take,
    DecisionKind::Pass,
];
const CUBE_KINDS: [DecisionKind; 4] = [
    DecisionKind::NoDouble,
    DecisionKind::Double,
    DecisionKind::Take,
    DecisionKind::Pass,
];
const DOUBLER_KINDS: [DecisionKind; 2] = [DecisionKind::NoDouble, DecisionKind::Double];
const ANSWER_KINDS: [DecisionKind; 2] = [DecisionKind::Take, DecisionKind::Pass];

impl Filter {
    /// Whether the decision has what this filter asks.
    pub fn matches(&self, s: &Subject) -> bool {
        let f = s.features;
        let side = |opponent: bool| usize::from(opponent);
        match self {
            Filter::NoContact => !f.contact,
            Filter::Pips(r) => r.contains(f64::from(f.pips[0])),
            Filter::PipDeficit(r) => r.contains(f64::from(f.pips[0]) - f64::from(f.pips[1])),
            Filter::Back { opponent, range } => range.contains(f64::from(f.back[side(*opponent)])),
            Filter::Zone { opponent, range } => range.contains(f64::from(f.zone[side(*opponent)])),
            Filter::OutfieldBlots { opponent, range } => {
                range.contains(f64::from(f.outfield_blots[side(*opponent)]))
            }
            Filter::HomeBlots { opponent, range } => {
                range.contains(f64::from(f.home_blots[side(*opponent)]))
            }
            Filter::Off { opponent, range } => range.contains(f64::from(f.off[side(*opponent)])),
            Filter::Dice(any) => {
                s.kind == DecisionKind::Checker
                    && s.dice.is_some_and(|d| any.iter().any(|x| x.matches(d)))
            }
            Filter::DecisionType(kinds) => kinds.contains(&s.kind),
            Filter::Error(r) => error_matches(r, s.error),
            Filter::BestMove(patterns) => {
                s.kind == DecisionKind::Checker
                    && s.best.is_some_and(|best| {
                        let best = normalise_move(best);
                        patterns.iter().any(|p| contains_move(&best, p))
                    })
            }
            Filter::BestCube(actions) => {
                s.kind != DecisionKind::Checker
                    && s.best
                        .and_then(cube_action_of)
                        .is_some_and(|a| actions.contains(&a))
            }
            Filter::Structure(st) => s.board.is_some_and(|b| st.within(b, s.on_roll)),
            Filter::Cube(c) => match c {
                CubeFilter::Value(r) => r.contains(f64::from(s.cube.max(1))),
                CubeFilter::Owner(owners) => s.owner().is_some_and(|o| owners.contains(&o)),
                CubeFilter::Exact { value, owner } => {
                    s.cube.max(1) == *value && s.owner() == Some(*owner)
                }
            },
            Filter::Score(sc) => match sc {
                ScoreFilter::Money => s.length == 0,
                ScoreFilter::Away(away) => {
                    s.length > 0
                        && away.iter().zip(s.score.iter()).all(|(want, &score)| {
                            want.is_none_or(|a| a == s.length.saturating_sub(score))
                        })
                }
            },
            Filter::Crawford => s.crawford,
            Filter::Length(r) => r.contains(f64::from(s.length)),
            Filter::Phase(phases) => phases.iter().any(|p| p.as_str() == s.phase),
            Filter::Plan(plans) => plans.contains(&f.plan),
            Filter::Mark(test) => s.marks.is_some_and(|m| mark_matches(test, m)),
        }
    }
}

/// Whether an error (EMG, `None` when not analysed) is within `r`, in
/// millipoints as blunderDB compares it.
pub fn error_matches(r: &Range, error: Option<f64>) -> bool {
    error.is_some_and(|e| r.contains(millipoints(e)))
}

/// Whether a decision's marks pass a mark test: its star, one of its
/// tags (stored in lower case), a word of one of its comments (any part
/// of a word, any case; the store's `instr(lower(text), lower(word))`).
pub fn mark_matches(test: &MarkTest, m: &Marks) -> bool {
    match test {
        MarkTest::Starred => m.starred,
        MarkTest::Tag(t) => {
            let t = t.trim_start_matches('#').to_lowercase();
            m.tags.contains(&t)
        }
        MarkTest::CommentWord(w) => {
            let w = w.to_lowercase();
            m.comments
                .iter()
                .any(|c| c.text.to_lowercase().contains(&w))
        }
    }
}

/// An error in EMG as blunderDB compares it: millipoints, rounded.
fn millipoints(error: f64) -> f64 {
    (error.abs() * 1000.0).round()
}

/// The best cube action a decision's `best` text names (`Double`,
/// `No double`, `Take`, `Pass`, as the importers write them).
fn cube_action_of(best: &str) -> Option<CubeAction> {
    let b = best.to_ascii_lowercase();
    if b.contains("pass") || b.contains("drop") {
        Some(CubeAction::DoublePass)
    } else if b.contains("take") || b.contains("beaver") {
        Some(CubeAction::DoubleTake)
    } else if b.contains("no double") || b.contains("no redouble") || b.contains("too good") {
        Some(CubeAction::NoDouble)
    } else if b.contains("double") {
        Some(CubeAction::Double)
    } else {
        None
    }
}

/// A move as patterns are compared with it: lower case, `bar` as 25 and
/// `off` as 0, so `bar/22` and `25/22` are the same move.
fn normalise_move(m: &str) -> String {
    m.to_lowercase().replace("bar", "25").replace("off", "0")
}

/// Whether `pattern` (normalised) is in `best` (normalised), not as a
/// piece of a longer number: `6/1` is in `8/6/1` and `6/1*`, not in `16/10`.
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

impl Query {
    /// Whether the decision has all the query asks.
    pub fn matches(&self, s: &Subject) -> bool {
        self.terms.iter().all(|t| t.filter.matches(s) != t.negated)
    }

    /// Whether a decision's board is needed (a structure filter is there);
    /// every other filter reads only the features and the decision.
    pub fn needs_board(&self) -> bool {
        self.terms
            .iter()
            .any(|t| matches!(t.filter, Filter::Structure(_)))
    }

    /// The kinds of decision the query can match; `None` when it can match
    /// every kind. A decision of another kind never matches.
    pub fn kinds(&self) -> Option<Vec<DecisionKind>> {
        let mut kinds = ALL_KINDS.to_vec();
        for t in &self.terms {
            let implied: Option<Vec<DecisionKind>> = match &t.filter {
                Filter::DecisionType(k) => Some(k.clone()),
                Filter::Dice(_) | Filter::BestMove(_) => Some(vec![DecisionKind::Checker]),
                Filter::BestCube(actions) => Some(
                    actions
                        .iter()
                        .flat_map(|a| match a {
                            CubeAction::NoDouble | CubeAction::Double => DOUBLER_KINDS,
                            CubeAction::DoubleTake | CubeAction::DoublePass => ANSWER_KINDS,
                        })
                        .collect(),
                ),
                _ => None,
            };
            match (t.negated, implied) {
                (false, Some(k)) => kinds.retain(|x| k.contains(x)),
                (true, _) => {
                    if let Filter::DecisionType(k) = &t.filter {
                        kinds.retain(|x| !k.contains(x));
                    }
                }
                (false, None) => {}
            }
        }
        (kinds.len() < ALL_KINDS.len()).then_some(kinds)
    }

    /// A lower bound of the error (EMG) of every decision the query
    /// matches; `Some` also means the decision must have been analysed.
    /// `None` when the query says nothing of the error.
    pub fn min_error(&self) -> Option<f64> {
        self.error_terms()
            .map(|r| match r.min {
                // round(x) ≥ m exactly when x ≥ ⌈m⌉ − ½.
                Some(m) => ((m.ceil() - 0.5) / 1000.0 - 1e-9).max(0.0),
                None => 0.0,
            })
            .reduce(f64::max)
    }

    /// An upper bound of the error (EMG) of every decision the query
    /// matches; `None` when the query sets none.
    pub fn max_error(&self) -> Option<f64> {
        self.error_terms()
            .filter_map(|r| r.max)
            // round(x) ≤ m exactly when x < ⌊m⌋ + ½.
            .map(|m| (m.floor() + 0.5) / 1000.0 + 1e-9)
            .reduce(f64::min)
    }

    fn error_terms(&self) -> impl Iterator<Item = &Range> {
        self.terms
            .iter()
            .filter_map(|t| match (&t.filter, t.negated) {
                (Filter::Error(r), false) => Some(r),
                _ => None,
            })
    }
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/// What is wrong with a query, for a program to tell the cases apart (the
/// text is [`QueryError::message`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// No filter has this name; the message lists the filters.
    UnknownFilter,
    /// A blunderDB filter on what the library does not keep (`w>60`, `co`).
    Unsupported,
    /// The filter needs a value (`P`, `ph:`).
    MissingValue,
    /// The filter takes no value (`nc5`).
    NoValue,
    /// Not a number, or not one this filter takes (`P<7x`, `k-1`).
    BadNumber,
    /// A range that ends before it starts (`P90,60`).
    EmptyRange,
    /// A quote opened and not closed (`m"6/1`).
    UnclosedQuote,
    /// Not one of a closed list's words (`ph:late`).
    BadChoice,
    /// Not a roll (`D71`).
    BadDice,
    /// Not a score (`score:3-1`).
    BadScore,
    /// Not a date (`md:2024-13`).
    BadDate,
    /// Neither an XGID nor a Position ID.
    BadPosition,
    /// `cube`, `score`, `D` read the query's XGID, and there is none (or
    /// it has no roll).
    NeedsPosition,
    /// `x` or `!` with no filter after it.
    NegationAlone,
    /// A filter of the matches searched (`pl"…"`) cannot be negated.
    CannotNegate,
    /// A filter of the matches searched given twice.
    Repeated,
    /// `m` without a list in quotes, an empty list, or one that mixes
    /// moves and cube actions.
    BadPattern,
}

/// A query that cannot be read: the token, where it starts, what is wrong.
///
/// [`QueryError::message`] writes it in a user's language; `Display` in
/// English.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub struct QueryError {
    /// The token as typed (`Q<7`).
    pub token: String,
    /// Where the token starts in the query: a 0-based character (not
    /// byte) offset. The message counts from 1.
    pub position: usize,
    pub kind: ErrorKind,
    /// What is wrong with the token, in any language.
    pub message: Message,
}

impl QueryError {
    /// The whole error in `text`'s language: the token, where, and what.
    pub fn message(&self, text: &Text) -> String {
        self.to_message().show(text)
    }

    /// The whole error as a [`Message`].
    pub fn to_message(&self) -> Message {
        crate::msg!(
            "search-query-at",
            token = self.token.clone(),
            position = self.position + 1,
            what = self.message.clone()
        )
    }
}

/// English (`in the query, "Q<7" (character 5): unknown filter "Q"; …`).
impl std::fmt::Display for QueryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

/// The filters, as an unknown one's error lists them.
pub const KNOWN_FILTERS: [&str; 34] = [
    "nc",
    "P",
    "p",
    "k",
    "K",
    "z",
    "Z",
    "bo",
    "BO",
    "bj",
    "BJ",
    "o",
    "O",
    "D",
    "d",
    "dd",
    "dr",
    "E",
    "m",
    "cube",
    "score",
    "crawford",
    "ml",
    "ph:",
    "gt:",
    "XGID=…",
    "Position ID",
    "pl",
    "op",
    "md:",
    "ad:",
    "starred",
    "#tag",
    "t\"…\"",
];

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

/// A token of the query and where it starts (in characters).
struct Token {
    text: String,
    start: usize,
}

/// Reads a query. An empty query (or `s` alone) matches every decision.
pub fn parse(s: &str) -> Result<Query, QueryError> {
    let tokens = tokenize(s)?;
    let context = tokens.iter().find_map(|t| {
        let (negated, rest) = negation(&t.text);
        if negated {
            return None;
        }
        xgid(rest).map(|(_, c)| c)
    });
    let mut terms: Vec<Term> = Vec::new();
    let mut scope = Scope::default();
    for (i, tok) in tokens.iter().enumerate() {
        if i == 0 && tok.text == "s" {
            continue; // blunderDB's search command
        }
        match read_token(tok, context.as_ref())? {
            Read::Term(t) => push_term(&mut terms, t),
            Read::Scope(name, item) => set_scope(&mut scope, name, item, tok)?,
        }
    }
    Ok(Query {
        text: s.to_string(),
        terms,
        scope,
    })
}

/// Adds a term; a closed-list filter given again widens the first one.
fn push_term(terms: &mut Vec<Term>, t: Term) {
    if !t.negated {
        for prev in terms.iter_mut().filter(|p| !p.negated) {
            let merged = match (&mut prev.filter, &t.filter) {
                (Filter::Dice(a), Filter::Dice(b)) => extend(a, b),
                (Filter::DecisionType(a), Filter::DecisionType(b)) => extend(a, b),
                (Filter::Phase(a), Filter::Phase(b)) => extend(a, b),
                (Filter::Plan(a), Filter::Plan(b)) => extend(a, b),
                _ => false,
            };
            if merged {
                return;
            }
        }
    }
    terms.push(t);
}

fn extend<T: PartialEq + Copy>(a: &mut Vec<T>, b: &[T]) -> bool {
    for x in b {
        if !a.contains(x) {
            a.push(*x);
        }
    }
    true
}

fn tokenize(s: &str) -> Result<Vec<Token>, QueryError> {
    let chars: Vec<char> = s.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            if let Some(close) = closing_quote(chars[i]) {
                match chars[i + 1..].iter().position(|c| close.contains(c)) {
                    Some(n) => i += n + 2,
                    None => {
                        let text: String = chars[start..].iter().collect();
                        return Err(error(
                            &text,
                            start,
                            ErrorKind::UnclosedQuote,
                            crate::msg!("search-query-unclosed-quote"),
                        ));
                    }
                }
            } else {
                i += 1;
            }
        }
        tokens.push(Token {
            text: chars[start..i].iter().collect(),
            start,
        });
    }
    Ok(tokens)
}

/// The quotes that close `c`, if it opens a quote.
fn closing_quote(c: char) -> Option<&'static [char]> {
    match c {
        '"' => Some(&['"']),
        '\'' => Some(&['\'']),
        '“' => Some(&['”', '"']),
        '‘' => Some(&['’', '\'']),
        _ => None,
    }
}

fn error(token: &str, position: usize, kind: ErrorKind, message: Message) -> QueryError {
    QueryError {
        token: token.to_string(),
        position,
        kind,
        message,
    }
}

/// Whether a token is negated, and the filter after the negations (each
/// `x` or `!` negates once more: `!xD65` is `D65`).
fn negation(t: &str) -> (bool, &str) {
    let mut negated = false;
    let mut rest = t;
    // A Position ID or an XGID may start with an `x`: it is not negated.
    while position_id(rest).is_none() && xgid(rest).is_none() {
        match rest.strip_prefix(['x', '!']) {
            Some(r) => {
                negated = !negated;
                rest = r;
            }
            None => break,
        }
    }
    (negated, rest)
}

/// What a token is.
enum Read {
    Term(Term),
    /// A filter of the matches searched, and its name.
    Scope(&'static str, ScopeItem),
}

enum ScopeItem {
    Player(String),
    Involving(String),
    Opponent(String),
    Dates(Option<String>, Option<String>),
    Engine(String),
}

fn set_scope(
    scope: &mut Scope,
    name: &str,
    item: ScopeItem,
    tok: &Token,
) -> Result<(), QueryError> {
    fn put(slot: &mut Option<String>, v: String) -> bool {
        let free = slot.is_none();
        *slot = Some(v);
        free
    }
    let ok = match item {
        ScopeItem::Player(v) => put(&mut scope.player, v),
        ScopeItem::Involving(v) => put(&mut scope.involving, v),
        ScopeItem::Opponent(v) => put(&mut scope.opponent, v),
        ScopeItem::Engine(v) => put(&mut scope.engine, v),
        ScopeItem::Dates(from, to) => {
            let free = scope.date_from.is_none() && scope.date_to.is_none();
            scope.date_from = from;
            scope.date_to = to;
            free
        }
    };
    if ok {
        Ok(())
    } else {
        Err(error(
            &tok.text,
            tok.start,
            ErrorKind::Repeated,
            crate::msg!("search-query-repeated", name = name),
        ))
    }
}

/// The names a filter can start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Name {
    NoContact,
    Pips,
    PipDeficit,
    Back(bool),
    Zone(bool),
    Outfield(bool),
    Home(bool),
    Off(bool),
    Dice,
    Decision,
    Doubler,
    Answer,
    Error,
    Best,
    Cube,
    Score,
    Crawford,
    Length,
    Phase,
    Plan,
    Player,
    Opponent,
    MatchDate,
    Engine,
    /// `t"word"`: a word of the decision's comments.
    Comment,
    /// A blunderDB filter on what the library does not keep.
    Unsupported,
}

const NAMES: &[(&str, Name)] = &[
    ("crawford", Name::Crawford),
    ("score", Name::Score),
    ("cube", Name::Cube),
    ("sco", Name::Score),
    ("cub", Name::Cube),
    ("nc", Name::NoContact),
    ("bo", Name::Outfield(false)),
    ("BO", Name::Outfield(true)),
    ("bj", Name::Home(false)),
    ("BJ", Name::Home(true)),
    ("dd", Name::Doubler),
    ("dr", Name::Answer),
    ("ml", Name::Length),
    ("ph", Name::Phase),
    ("gt", Name::Plan),
    ("pl", Name::Player),
    ("op", Name::Opponent),
    ("md", Name::MatchDate),
    ("ad", Name::Engine),
    ("cr", Name::Crawford),
    ("cu", Name::Cube),
    ("sc", Name::Score),
    ("P", Name::Pips),
    ("p", Name::PipDeficit),
    ("k", Name::Back(false)),
    ("K", Name::Back(true)),
    ("z", Name::Zone(false)),
    ("Z", Name::Zone(true)),
    ("o", Name::Off(false)),
    ("O", Name::Off(true)),
    ("D", Name::Dice),
    ("d", Name::Decision),
    ("E", Name::Error),
    ("m", Name::Best),
    ("c", Name::Cube),
    ("s", Name::Score),
    // blunderDB's, on what a library of matches does not keep: equities
    // and chances (e w g b W G B), the mirror (M), positions imported alone
    // (i), XG's flags (fl), comments' origins (co; a comment's words are
    // `t"…"`), blunderDB's own ids and dates (T ma tn id rd), a match's PR
    // (pr), repeated positions (n).
    ("co", Name::Unsupported),
    ("fl", Name::Unsupported),
    ("ma", Name::Unsupported),
    ("tn", Name::Unsupported),
    ("id", Name::Unsupported),
    ("rd", Name::Unsupported),
    ("pr", Name::Unsupported),
    ("e", Name::Unsupported),
    ("w", Name::Unsupported),
    ("g", Name::Unsupported),
    ("b", Name::Unsupported),
    ("W", Name::Unsupported),
    ("G", Name::Unsupported),
    ("B", Name::Unsupported),
    ("M", Name::Unsupported),
    ("i", Name::Unsupported),
    ("t", Name::Comment),
    ("T", Name::Unsupported),
    ("n", Name::Unsupported),
];

/// The filter a token names, and what follows the name: the longest name
/// the token starts with that is not followed by a letter (`bo>2` is
/// `bo`, `b>20` is `b`, `crawford` is not `c`).
fn lookup(t: &str) -> Option<(&'static str, Name, &str)> {
    NAMES
        .iter()
        .filter(|(n, _)| {
            t.strip_prefix(n)
                .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphabetic()))
        })
        .max_by_key(|(n, _)| n.len())
        .map(|&(n, name)| (n, name, &t[n.len()..]))
}

/// The position a query gives (its first XGID): what `cube`, `score`,
/// `d` and `D` read when they carry no value, as blunderDB's read its
/// search board.
struct Context {
    kinds: Vec<DecisionKind>,
    dice: Option<[u8; 2]>,
    cube: u32,
    owner: CubeOwner,
    score: ScoreFilter,
}

fn read_token(tok: &Token, context: Option<&Context>) -> Result<Read, QueryError> {
    let fail = |kind: ErrorKind, message: Message| error(&tok.text, tok.start, kind, message);
    let (negated, rest) = negation(&tok.text);
    let term =
        |filter: Filter| -> Result<Read, QueryError> { Ok(Read::Term(Term { negated, filter })) };
    if rest.is_empty() {
        return Err(fail(
            ErrorKind::NegationAlone,
            crate::msg!("search-query-negation-alone"),
        ));
    }
    if let Some(st) = position_id(rest) {
        return term(Filter::Structure(st));
    }
    if rest
        .get(..5)
        .is_some_and(|p| p.eq_ignore_ascii_case("XGID="))
    {
        return match xgid(rest) {
            Some((st, _)) => term(Filter::Structure(st)),
            None => Err(fail(
                ErrorKind::BadPosition,
                crate::msg!("search-query-bad-position", value = rest),
            )),
        };
    }
    if let Some((st, _)) = xgid(rest) {
        return term(Filter::Structure(st));
    }
    if rest.eq_ignore_ascii_case("starred") {
        return term(Filter::Mark(MarkTest::Starred));
    }
    if let Some(tag) = rest.strip_prefix('#') {
        return match tag_word(tag) {
            Some(t) => term(Filter::Mark(MarkTest::Tag(t))),
            None => Err(needs_value(&fail, "#", "#timing")),
        };
    }
    let Some((name, kind, value)) = lookup(rest) else {
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphabetic())
            .collect::<String>();
        let name = if name.is_empty() { rest } else { &name };
        return Err(fail(
            ErrorKind::UnknownFilter,
            crate::msg!(
                "search-query-unknown",
                name = name,
                filters = KNOWN_FILTERS.join(", ")
            ),
        ));
    };
    let range = |kind: Num| parse_range(name, value, kind).map_err(|(k, m)| fail(k, m));
    let no_value = |f: Filter| {
        if value.is_empty() {
            term(f)
        } else {
            Err(fail(
                ErrorKind::NoValue,
                crate::msg!("search-query-no-value", name = name),
            ))
        }
    };
    let needs_position = |example: &str| {
        fail(
            ErrorKind::NeedsPosition,
            crate::msg!(
                "search-query-needs-position",
                name = name,
                example = example
            ),
        )
    };
    let scope = |item: ScopeItem| {
        if negated {
            Err(fail(
                ErrorKind::CannotNegate,
                crate::msg!("search-query-cannot-negate", name = name),
            ))
        } else {
            Ok(Read::Scope(name, item))
        }
    };
    match kind {
        Name::NoContact => no_value(Filter::NoContact),
        Name::Crawford => no_value(Filter::Crawford),
        Name::Doubler => no_value(Filter::DecisionType(DOUBLER_KINDS.to_vec())),
        Name::Answer => no_value(Filter::DecisionType(ANSWER_KINDS.to_vec())),
        Name::Pips => term(Filter::Pips(range(Num::Count)?)),
        Name::PipDeficit => term(Filter::PipDeficit(range(Num::Signed)?)),
        Name::Back(opponent) => term(Filter::Back {
            opponent,
            range: range(Num::Count)?,
        }),
        Name::Zone(opponent) => term(Filter::Zone {
            opponent,
            range: range(Num::Count)?,
        }),
        Name::Outfield(opponent) => term(Filter::OutfieldBlots {
            opponent,
            range: range(Num::Count)?,
        }),
        Name::Home(opponent) => term(Filter::HomeBlots {
            opponent,
            range: range(Num::Count)?,
        }),
        Name::Off(opponent) => term(Filter::Off {
            opponent,
            range: range(Num::Count)?,
        }),
        Name::Error => term(Filter::Error(range(Num::Decimal)?)),
        Name::Length => term(Filter::Length(range(Num::Count)?)),
        Name::Dice => {
            if value.is_empty() {
                return match context {
                    Some(Context { dice: Some(d), .. }) => term(Filter::Dice(vec![roll(*d)])),
                    _ => Err(needs_position("D31")),
                };
            }
            let digits: Vec<u8> = value
                .chars()
                .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
                .collect();
            match digits.as_slice() {
                [a] if (1..=6).contains(a) => term(Filter::Dice(vec![Dice::Die(*a)])),
                [a, b] if (1..=6).contains(a) && (1..=6).contains(b) => {
                    term(Filter::Dice(vec![roll([*a, *b])]))
                }
                _ => Err(fail(
                    ErrorKind::BadDice,
                    crate::msg!("search-query-bad-dice", value = value),
                )),
            }
        }
        Name::Decision => {
            if value.is_empty() {
                let kinds = context.map_or(CUBE_KINDS.to_vec(), |c| c.kinds.clone());
                return term(Filter::DecisionType(kinds));
            }
            let list = choice_list(name, value, "checker, cube, double, nodouble, take, pass")
                .map_err(|(k, m)| fail(k, m))?;
            let mut kinds = Vec::new();
            for v in list {
                let add: &[DecisionKind] = match key(v).as_str() {
                    "checker" | "checkers" | "move" => &[DecisionKind::Checker],
                    "cube" => &CUBE_KINDS,
                    "double" => &[DecisionKind::Double],
                    "nodouble" | "nd" => &[DecisionKind::NoDouble],
                    "take" => &[DecisionKind::Take],
                    "pass" | "drop" => &[DecisionKind::Pass],
                    _ => {
                        return Err(fail(
                            ErrorKind::BadChoice,
                            crate::msg!(
                                "search-query-bad-choice",
                                value = v,
                                choices = "checker, cube, double, nodouble, take, pass"
                            ),
                        ))
                    }
                };
                extend(&mut kinds, add);
            }
            term(Filter::DecisionType(kinds))
        }
        Name::Phase => {
            let choices = "opening, middlegame, race, bearoff";
            let list = choice_list(name, value, choices).map_err(|(k, m)| fail(k, m))?;
            let mut phases = Vec::new();
            for v in list {
                let p = Phase::parse(v).ok_or_else(|| bad_choice(&fail, v, choices))?;
                extend(&mut phases, &[p]);
            }
            term(Filter::Phase(phases))
        }
        Name::Plan => {
            let choices = Plan::ALL.map(|p| p.as_str()).join(", ");
            let list = choice_list(name, value, &choices).map_err(|(k, m)| fail(k, m))?;
            let mut plans = Vec::new();
            for v in list {
                let p = parse_plan(v).ok_or_else(|| bad_choice(&fail, v, &choices))?;
                extend(&mut plans, &[p]);
            }
            term(Filter::Plan(plans))
        }
        Name::Best => {
            let bad = || {
                fail(
                    ErrorKind::BadPattern,
                    crate::msg!("search-query-bad-pattern", name = name),
                )
            };
            let inner = quoted(value).ok_or_else(bad)?;
            let items: Vec<&str> = inner
                .split([',', ';'])
                .map(str::trim)
                .filter(|i| !i.is_empty())
                .collect();
            if items.is_empty() {
                return Err(bad());
            }
            let cube: Vec<Option<CubeAction>> = items.iter().map(|i| cube_code(i)).collect();
            if cube.iter().all(Option::is_some) {
                term(Filter::BestCube(cube.into_iter().flatten().collect()))
            } else if cube.iter().all(Option::is_none) {
                term(Filter::BestMove(
                    items.iter().map(|i| normalise_move(i)).collect(),
                ))
            } else {
                Err(fail(
                    ErrorKind::BadPattern,
                    crate::msg!("search-query-mixed-pattern"),
                ))
            }
        }
        Name::Cube => {
            if value.is_empty() {
                return match context {
                    Some(c) => term(Filter::Cube(CubeFilter::Exact {
                        value: c.cube,
                        owner: c.owner,
                    })),
                    None => Err(needs_position("cube:2")),
                };
            }
            let v = value.strip_prefix(':').unwrap_or(value);
            if v.starts_with(|c: char| c.is_ascii_digit() || c == '<' || c == '>') {
                return term(Filter::Cube(CubeFilter::Value(range(Num::Count)?)));
            }
            let choices = "centre, mine, theirs";
            let list = choice_list(name, value, choices).map_err(|(k, m)| fail(k, m))?;
            let mut owners = Vec::new();
            for v in list {
                let o = match key(v).as_str() {
                    "centre" | "center" | "centred" | "centered" | "middle" => CubeOwner::Centre,
                    "mine" | "me" | "own" | "player" => CubeOwner::Decider,
                    "theirs" | "opp" | "opponent" => CubeOwner::Opponent,
                    _ => return Err(bad_choice(&fail, v, choices)),
                };
                extend(&mut owners, &[o]);
            }
            term(Filter::Cube(CubeFilter::Owner(owners)))
        }
        Name::Score => {
            if value.is_empty() {
                return match context {
                    Some(c) => term(Filter::Score(c.score)),
                    None => Err(needs_position("score:2a4a")),
                };
            }
            let v = value.strip_prefix(':').unwrap_or(value);
            match parse_score(v) {
                Some(s) => term(Filter::Score(s)),
                None => Err(fail(
                    ErrorKind::BadScore,
                    crate::msg!("search-query-bad-score", value = v),
                )),
            }
        }
        Name::Player => {
            let (own, v) = match value.strip_prefix('!') {
                Some(v) => (true, v),
                None => (false, value),
            };
            let who = quoted(v)
                .filter(|s| !s.trim().is_empty())
                .ok_or_else(|| needs_value(&fail, name, "pl\"Alice\""))?;
            let who = who.trim().to_string();
            scope(if own {
                ScopeItem::Player(who)
            } else {
                ScopeItem::Involving(who)
            })
        }
        Name::Opponent => {
            let who = quoted(value)
                .filter(|s| !s.trim().is_empty())
                .ok_or_else(|| needs_value(&fail, name, "op\"Bob\""))?;
            scope(ScopeItem::Opponent(who.trim().to_string()))
        }
        Name::MatchDate => {
            let (from, to) = parse_dates(value).map_err(|(k, m)| fail(k, m))?;
            scope(ScopeItem::Dates(from, to))
        }
        Name::Engine => {
            let list = choice_list(name, value, "xg, gnubg").map_err(|(k, m)| fail(k, m))?;
            match list.as_slice() {
                [v] if matches!(key(v).as_str(), "xg" | "gnubg") => {
                    scope(ScopeItem::Engine(key(v)))
                }
                [v, ..] => Err(bad_choice(&fail, v, "xg, gnubg")),
                [] => Err(needs_value(&fail, name, "ad:xg")),
            }
        }
        Name::Comment => match quoted(value).map(str::trim) {
            Some(w) if !w.is_empty() => term(Filter::Mark(MarkTest::CommentWord(w.to_string()))),
            _ => Err(needs_value(&fail, name, "t\"timing\"")),
        },
        Name::Unsupported => Err(fail(
            ErrorKind::Unsupported,
            crate::msg!("search-query-unsupported", name = name),
        )),
    }
}

fn bad_choice(
    fail: &impl Fn(ErrorKind, Message) -> QueryError,
    value: &str,
    choices: &str,
) -> QueryError {
    fail(
        ErrorKind::BadChoice,
        crate::msg!("search-query-bad-choice", value = value, choices = choices),
    )
}

fn needs_value(
    fail: &impl Fn(ErrorKind, Message) -> QueryError,
    name: &str,
    example: &str,
) -> QueryError {
    fail(
        ErrorKind::MissingValue,
        crate::msg!("search-query-missing-value", name = name, example = example),
    )
}

/// A roll, high die first.
fn roll([a, b]: [u8; 2]) -> Dice {
    Dice::Roll([a.max(b), a.min(b)])
}

/// A word as closed lists compare it: lower case, letters and digits only
/// (`Back-Game`, `back_game` and `backgame` are the same).
fn key(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .collect::<String>()
        .to_lowercase()
}

/// A game plan by our name (`prime_vs_prime`) or blunderDB's
/// (`primevprime`), in any case, with or without separators.
fn parse_plan(s: &str) -> Option<Plan> {
    let k = key(s);
    Plan::ALL
        .into_iter()
        .find(|p| key(p.as_str()) == k)
        .or(match k.as_str() {
            "primevprime" | "primeversusprime" | "pvp" => Some(Plan::PrimeVsPrime),
            "acepointgame" => Some(Plan::AcePoint),
            "holdinggame" => Some(Plan::Holding),
            "mutual" => Some(Plan::MutualHolding),
            _ => None,
        })
}

/// The words after `name:`, separated by commas (`ph:race,bearoff`).
fn choice_list<'a>(
    name: &str,
    value: &'a str,
    choices: &str,
) -> Result<Vec<&'a str>, (ErrorKind, Message)> {
    let list: Vec<&str> = value
        .strip_prefix(':')
        .unwrap_or(value)
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .collect();
    if list.is_empty() {
        let example = format!("{name}:{}", choices.split(',').next().unwrap_or(""));
        return Err((
            ErrorKind::MissingValue,
            crate::msg!("search-query-missing-value", name = name, example = example),
        ));
    }
    Ok(list)
}

/// What a quoted value holds (`"6/1*"` → `6/1*`); `None` when the value is
/// not one quoted piece.
fn quoted(v: &str) -> Option<&str> {
    let open = v.chars().next()?;
    let close = closing_quote(open)?;
    let inner = &v[open.len_utf8()..];
    let end = inner.char_indices().find(|(_, c)| close.contains(c))?;
    (end.0 + end.1.len_utf8() == inner.len()).then(|| &inner[..end.0])
}

/// A best-cube code of `m'…'`, or `None` for a move pattern.
fn cube_code(item: &str) -> Option<CubeAction> {
    match key(item).as_str() {
        "nd" | "nodouble" | "notgood" => Some(CubeAction::NoDouble),
        "dt" | "doubletake" | "take" => Some(CubeAction::DoubleTake),
        "dp" | "doublepass" | "pass" | "drop" => Some(CubeAction::DoublePass),
        "d" | "double" => Some(CubeAction::Double),
        _ => None,
    }
}

/// The numbers a range takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Num {
    /// Whole numbers of zero or more: counts of checkers and pips, cube
    /// values, match lengths.
    Count,
    /// Whole numbers, maybe negative (`p`, a difference of pip counts).
    Signed,
    /// Numbers of zero or more, maybe with decimals (`E`, millipoints).
    Decimal,
}

/// `>N`, `<N`, `N,M` (or `N..M`), `N`, after an optional `:`.
fn parse_range(name: &str, value: &str, kind: Num) -> Result<Range, (ErrorKind, Message)> {
    let v = value.strip_prefix(':').unwrap_or(value);
    let missing = || {
        (
            ErrorKind::MissingValue,
            crate::msg!(
                "search-query-missing-value",
                name = name,
                example = format!("{name}>2, {name}<5, {name}2,5")
            ),
        )
    };
    let num = |s: &str| -> Result<f64, (ErrorKind, Message)> {
        if s.is_empty() {
            return Err(missing());
        }
        number(s, kind == Num::Signed, kind == Num::Decimal).ok_or_else(|| {
            let m = match kind {
                Num::Count => crate::msg!("search-query-bad-count", value = s),
                Num::Signed => crate::msg!("search-query-bad-whole", value = s),
                Num::Decimal => crate::msg!("search-query-bad-number", value = s),
            };
            (ErrorKind::BadNumber, m)
        })
    };
    if let Some(x) = v.strip_prefix(">=").or_else(|| v.strip_prefix('>')) {
        return Ok(Range::at_least(num(x)?));
    }
    if let Some(x) = v.strip_prefix("<=").or_else(|| v.strip_prefix('<')) {
        return Ok(Range::at_most(num(x)?));
    }
    if let Some((a, b)) = v.split_once("..").or_else(|| v.split_once(',')) {
        let (lo, hi) = (num(a)?, num(b)?);
        if lo > hi {
            return Err((
                ErrorKind::EmptyRange,
                crate::msg!("search-query-empty-range", from = a, to = b),
            ));
        }
        return Ok(Range::between(lo, hi));
    }
    Ok(Range::exactly(num(v)?))
}

/// A number as typed: digits, a leading `-` when `negative`, a decimal
/// part when `decimals`.
fn number(s: &str, negative: bool, decimals: bool) -> Option<f64> {
    let body = match s.strip_prefix('-') {
        Some(b) if negative => b,
        Some(_) => return None,
        None => s,
    };
    let (int, frac) = match body.split_once('.') {
        Some((i, f)) if decimals => (i, Some(f)),
        Some(_) => return None,
        None => (body, None),
    };
    let digits = |p: &str| !p.is_empty() && p.len() <= 9 && p.bytes().all(|b| b.is_ascii_digit());
    if !digits(int) || frac.is_some_and(|f| !digits(f)) {
        return None;
    }
    s.parse().ok()
}

/// `money`, `dmp`, or away scores, the decider's first: `2a4a`, `2a-4a`,
/// `2a/4a`, `*-4a`, blunderDB's French `-2-4`.
fn parse_score(v: &str) -> Option<ScoreFilter> {
    let k = v.to_ascii_lowercase();
    match k.as_str() {
        "money" => return Some(ScoreFilter::Money),
        "dmp" => return Some(ScoreFilter::Away([Some(1), Some(1)])),
        _ => {}
    }
    // A part is `*` (any), or an away score: `2a`, or `2` in blunderDB's
    // French `-2-4`, where the minus signs say "away".
    let away = |p: &str, minus: bool| -> Option<Option<u32>> {
        if p == "*" {
            return Some(None);
        }
        let n = if minus { p } else { p.strip_suffix('a')? };
        if n.is_empty() || n.len() > 4 || !n.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        n.parse::<u32>().ok().filter(|&n| n >= 1).map(Some)
    };
    if let Some(rest) = k.strip_prefix('-') {
        let (a, b) = rest.split_once('-')?;
        return Some(ScoreFilter::Away([away(a, true)?, away(b, true)?]));
    }
    let (a, b) = match k.split_once(['-', '/', ',']) {
        Some(parts) => parts,
        // `2a4a`: the first part ends at its `a` or `*`.
        None => k.split_at(k.find(['a', '*'])? + 1),
    };
    Some(ScoreFilter::Away([away(a, false)?, away(b, false)?]))
}

/// `md:2024`, `md:2024-06`, `md:2024-06-15`, `md:A..B`, `md>A`, `md<A`:
/// each bound a year, a month or a day, covering its whole span.
fn parse_dates(value: &str) -> Result<(Option<String>, Option<String>), (ErrorKind, Message)> {
    let bad = |v: &str| {
        (
            ErrorKind::BadDate,
            crate::msg!("search-query-bad-date", value = v),
        )
    };
    let span = |v: &str| span_of(v).ok_or_else(|| bad(v));
    if let Some(v) = value.strip_prefix(">=").or_else(|| value.strip_prefix('>')) {
        return Ok((Some(span(v)?.0), None));
    }
    if let Some(v) = value.strip_prefix("<=").or_else(|| value.strip_prefix('<')) {
        return Ok((None, Some(span(v)?.1)));
    }
    let v = value.strip_prefix(':').unwrap_or(value);
    if v.is_empty() {
        return Err((
            ErrorKind::MissingValue,
            crate::msg!(
                "search-query-missing-value",
                name = "md",
                example = "md:2024-01..2024-06"
            ),
        ));
    }
    if let Some((a, b)) = v.split_once("..") {
        let (from, to) = (span(a)?.0, span(b)?.1);
        if from > to {
            return Err((
                ErrorKind::EmptyRange,
                crate::msg!("search-query-empty-range", from = a, to = b),
            ));
        }
        return Ok((Some(from), Some(to)));
    }
    let (from, to) = span(v)?;
    Ok((Some(from), Some(to)))
}

/// The first and last days (`YYYY-MM-DD`) of a year, a month or a day
/// (`-` or `/` between the parts).
fn span_of(v: &str) -> Option<(String, String)> {
    let parts: Vec<&str> = v.split(['-', '/']).collect();
    let field = |p: &str, len: usize| -> Option<u32> {
        (p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))
            .then(|| p.parse().ok())
            .flatten()
    };
    let day = |y: i32, m: u32, d: u32| chrono::NaiveDate::from_ymd_opt(y, m, d);
    let last = |y: i32, m: u32| (28..=31).rev().find_map(|d| day(y, m, d));
    let fmt = |d: chrono::NaiveDate| {
        use chrono::Datelike;
        format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
    };
    let year = field(parts.first()?, 4)? as i32;
    let (a, b) = match parts.as_slice() {
        [_] => (day(year, 1, 1)?, day(year, 12, 31)?),
        [_, m] => {
            let m = field(m, 2)?;
            (day(year, m, 1)?, last(year, m)?)
        }
        [_, m, d] => {
            let d = day(year, field(m, 2)?, field(d, 2)?)?;
            (d, d)
        }
        _ => return None,
    };
    Some((fmt(a), fmt(b)))
}

/// A gnuBG Position ID (14 characters) as a structure, the player on roll
/// first.
fn position_id(t: &str) -> Option<Structure> {
    if t.chars().count() != 14 {
        return None;
    }
    let b = Board::from_position_id(t, 0)?;
    Some(Structure {
        checkers: b.checkers,
    })
}

/// An XGID (with or without `XGID=`): its structure, the side on roll
/// first, and what `cube`, `score`, `d` and `D` read of it.
fn xgid(t: &str) -> Option<(Structure, Context)> {
    let body = match t.get(..5) {
        Some(p) if p.eq_ignore_ascii_case("XGID=") => &t[5..],
        _ => t,
    };
    let f: Vec<&str> = body.split(':').collect();
    if f.len() < 9 || f[0].len() != 26 {
        return None;
    }
    let (board, bottom_on_roll) = xgid_board(body)?;
    let num = |s: &str| s.parse::<i64>().ok();
    let cube_log = num(f[1]).filter(|c| (0..=12).contains(c))?;
    let cube_pos = num(f[2]).filter(|c| (-1..=1).contains(c))?;
    let (sb, st) = (num(f[5])?, num(f[6])?);
    num(f[7])?; // the rules: Crawford, Jacoby, beavers
    let length = num(f[8]).filter(|l| (0..=99_999).contains(l))?;
    if sb < 0 || st < 0 {
        return None;
    }
    let (kinds, dice, doubled) = match f[4] {
        "00" => (DOUBLER_KINDS.to_vec(), None, false),
        "D" | "B" | "R" => (ANSWER_KINDS.to_vec(), None, true),
        d => {
            let b = d.as_bytes();
            if b.len() != 2 || !b.iter().all(|c| (b'1'..=b'6').contains(c)) {
                return None;
            }
            (
                vec![DecisionKind::Checker],
                Some([b[0] - b'0', b[1] - b'0']),
                false,
            )
        }
    };
    let me = usize::from(!bottom_on_roll);
    let structure = Structure {
        checkers: [board.checkers[me], board.checkers[1 - me]],
    };
    let decider_bottom = bottom_on_roll != doubled;
    let owner = match cube_pos {
        0 => CubeOwner::Centre,
        1 if decider_bottom => CubeOwner::Decider,
        -1 if !decider_bottom => CubeOwner::Decider,
        _ => CubeOwner::Opponent,
    };
    let scores = if decider_bottom { [sb, st] } else { [st, sb] };
    let score = if length == 0 {
        ScoreFilter::Money
    } else {
        let away = |s: i64| Some(u32::try_from((length - s).max(0)).unwrap_or(0));
        ScoreFilter::Away([away(scores[0]), away(scores[1])])
    };
    Some((
        structure,
        Context {
            kinds,
            dice,
            cube: 1 << cube_log,
            owner,
            score,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::features::features;

    fn subject<'a>(f: &'a Features, kind: DecisionKind) -> Subject<'a> {
        Subject {
            features: f,
            board: None,
            on_roll: 0,
            kind,
            dice: Some([3, 1]),
            error: Some(0.025),
            played: "8/5 6/5",
            best: Some("8/5 6/5"),
            cube: 1,
            cube_owner: Some(None),
            score: [0, 0],
            length: 7,
            crawford: false,
            phase: "opening",
            marks: None,
        }
    }

    #[test]
    fn the_search_command_is_read_and_ignored() {
        let q = parse("s nc P<70").unwrap();
        assert_eq!(q.terms.len(), 2);
        assert_eq!(q.terms[0].filter, Filter::NoContact);
        assert_eq!(q.terms[1].filter, Filter::Pips(Range::at_most(70.0)));
        // Only as the first token: later, `s` is the score.
        assert_eq!(
            parse("nc s").unwrap_err().kind,
            ErrorKind::NeedsPosition,
            "a bare score needs a position"
        );
        assert!(parse("s").unwrap().terms.is_empty());
        assert!(parse("").unwrap().terms.is_empty());
    }

    #[test]
    fn names_are_read_longest_first() {
        assert!(matches!(lookup("bo>2"), Some(("bo", _, ">2"))));
        assert!(matches!(lookup("crawford"), Some(("crawford", _, ""))));
        assert!(matches!(lookup("cr"), Some(("cr", _, ""))));
        assert!(matches!(lookup("c2"), Some(("c", _, "2"))));
        assert!(matches!(lookup("ph:race"), Some(("ph", _, ":race"))));
        assert!(matches!(lookup("pl'Alice'"), Some(("pl", _, "'Alice'"))));
        assert!(lookup("zebra").is_none());
    }

    #[test]
    fn error_bounds_follow_the_rounding() {
        let q = parse("E>20").unwrap();
        let lo = q.min_error().unwrap();
        assert!(lo <= 0.0195 && lo > 0.0194, "{lo}");
        assert_eq!(q.max_error(), None);
        let q = parse("E<20 E>5").unwrap();
        assert!(q.max_error().unwrap() >= 0.0205);
        assert!(q.min_error().unwrap() <= 0.0045);
        assert_eq!(parse("nc").unwrap().min_error(), None);
        assert_eq!(parse("xE>20").unwrap().min_error(), None);
    }

    #[test]
    fn moves_match_at_number_boundaries() {
        assert!(contains_move("6/1* 6/4", "6/1*"));
        assert!(contains_move("8/6/1", "6/1"));
        assert!(!contains_move("16/10", "6/1"));
        assert!(contains_move("20/14 13/11", "20/"));
        assert!(contains_move(
            &normalise_move("bar/22 6/off"),
            &normalise_move("6/off")
        ));
        assert!(contains_move(
            &normalise_move("Bar/22"),
            &normalise_move("25/22")
        ));
    }

    #[test]
    fn a_position_id_can_start_with_x() {
        // Any 14-character Position ID is a structure, never a negation.
        let b = Board::initial();
        let id = b.position_id(0);
        let q = parse(&id).unwrap();
        assert!(!q.terms[0].negated);
        let q = parse(&format!("x{id}")).unwrap();
        assert!(q.terms[0].negated);
        assert!(q.needs_board());
    }

    #[test]
    fn every_message_is_in_english() {
        let en = Text::get("en");
        for bad in [
            "Q<7",
            "w>60",
            "P",
            "nc5",
            "P<7x",
            "P90,60",
            "m\"6/1",
            "ph:late",
            "D71",
            "score:3-1",
            "md:2024-13",
            "XGID=zz",
            "cube",
            "x",
            "xpl'A'",
            "pl'A' pl'B'",
            "m''",
            "m'ND,6/1'",
            "k-1",
        ] {
            let e = parse(bad).unwrap_err();
            let shown = e.message(en);
            assert!(
                !shown.contains("search-query"),
                "{bad}: a message id is missing: {shown}"
            );
            assert!(shown.contains(&e.token), "{bad}: {shown}");
        }
    }

    #[test]
    fn a_board_gives_a_structure_subject() {
        let b = Board::initial();
        let f = features(&b, 0);
        let mut s = subject(&f, DecisionKind::Checker);
        s.board = Some(&b);
        let q = parse(&b.position_id(0)).unwrap();
        assert!(q.matches(&s));
        s.board = None;
        assert!(!q.matches(&s));
    }
}
