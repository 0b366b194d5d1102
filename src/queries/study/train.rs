//! Training: cards from a collection, a search or the starred decisions,
//! answered as at the table and scheduled by FSRS (the `fsrs` crate, the
//! algorithm Anki uses).
//!
//! A card is graded by the analysis that counts: the answer's equity loss
//! against the file's best choice, read from the counted analysis's file
//! (its candidate moves, or its cube equities) and kept with the card until
//! that analysis changes. The loss is the best one's equity minus the
//! answer's, as the readers take errors, so answering the played move gives
//! exactly the stored error. Grades: `best` (no loss), `close` (below the
//! library's error threshold), `error`, `blunder` (at the thresholds, as the
//! figures count them); a legal move the file did not analyse is
//! `not_in_analysis`, never a guess, and leaves the schedule as it was.
//!
//! FSRS's rating: best → Good, close → Hard, error and blunder → Again.
//! Easy is not given: a correct answer is the expected one, and Easy would
//! stretch the intervals past what the measured retention supports.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use crate::library::store::cards::{Card, ReviewEntry, Side};
use crate::library::store::marks::{Key, Place, Slot};
use crate::library::store::Store;
use crate::model::moves::{check, Illegal};
use crate::model::position::Point;
use crate::model::replay::play_on;
use crate::model::{Candidate, DecisionKind};
use crate::queries::drill::DecisionRow;
use crate::queries::study::{iso, sets, usage};
use crate::queries::{Error, Result};

/// The library setting holding the retention aimed at (default 0.9).
pub const RETENTION_KEY: &str = "train_retention";
pub const DEFAULT_RETENTION: f64 = 0.9;

/// Where a deck's cards come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// Every card made so far.
    All,
    Collection(String),
    Search(String),
    Starred,
}

/// One card of the due list.
#[derive(Debug, Clone, Serialize)]
pub struct DueCard {
    pub card: i64,
    #[serde(rename = "ref")]
    pub reference: String,
    pub side: Side,
    /// The position, dice, score and cube, without the answer.
    pub xgid: Option<String>,
    pub due: String,
}

/// The retention aimed at and the one measured by the log: the share of
/// graded answers to cards seen before that were recalled (not Again).
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Retention {
    pub target: f64,
    pub measured: Option<f64>,
    pub reviews: u64,
}

/// `train due`'s answer.
#[derive(Debug, Clone, Serialize)]
pub struct DueList {
    /// The cards due now, the most overdue first.
    pub cards: Vec<DueCard>,
    /// How many are due, and how many the deck holds.
    pub due: usize,
    pub total: usize,
    pub retention: Retention,
}

/// A grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Grade {
    Best,
    Close,
    Error,
    Blunder,
    NotInAnalysis,
}

impl Grade {
    /// FSRS's rating: 1 Again, 2 Hard, 3 Good, 4 Easy; `None` ungraded.
    pub fn rating(self) -> Option<u8> {
        match self {
            Grade::Best => Some(3),
            Grade::Close => Some(2),
            Grade::Error | Grade::Blunder => Some(1),
            Grade::NotInAnalysis => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Close => "close",
            Grade::Error => "error",
            Grade::Blunder => "blunder",
            Grade::NotInAnalysis => "not_in_analysis",
        }
    }
}

/// One choice of the analysis, as the card shows it after the answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub rank: u32,
    #[serde(rename = "move")]
    pub play: String,
    pub equity: f64,
    /// Equity minus the first choice's (≤ 0 but for an unsorted XG tail).
    pub diff: f64,
    /// The move or action played in the match.
    pub played: bool,
    /// The player's answer.
    #[serde(default)]
    pub answer: bool,
}

impl From<&Candidate> for Choice {
    fn from(c: &Candidate) -> Choice {
        Choice {
            rank: c.rank,
            play: c.play.clone(),
            equity: c.equity,
            diff: c.diff,
            played: c.played,
            answer: false,
        }
    }
}

/// `train answer`'s answer.
#[derive(Debug, Clone, Serialize)]
pub struct Answered {
    pub card: i64,
    #[serde(rename = "ref")]
    pub reference: String,
    pub side: Side,
    pub grade: Grade,
    pub answer: String,
    /// The analysis's best move or action.
    pub best: Option<String>,
    /// EMG lost against the best; `None` when not in the analysis.
    pub loss: Option<f64>,
    pub next_due: String,
    /// The analysis's choices, the answer and the best marked.
    pub candidates: Vec<Choice>,
    /// `gnubg 2-ply` when the file did not list the answer and gnuBG
    /// evaluated it (its loss is then gnuBG's best equity minus the
    /// answer's); `None` when graded by the file.
    pub evaluated_by: Option<String>,
}

/// What gnuBG is asked when the file's list lacks a legal answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalRequest {
    pub length: u32,
    pub match_id: String,
    pub position_id: String,
    pub dice: [u8; 2],
    pub plies: u8,
}

/// Evaluates every legal play of a position: (play, equity), best first
/// (`engine::grade::evaluate`, handed in by the front end).
pub type Evaluator<'a> = &'a dyn Fn(&EvalRequest) -> Vec<(String, f64)>;

/// The retention aimed at (a library setting).
pub fn target_retention(store: &Store) -> Result<f64> {
    Ok(store
        .setting(RETENTION_KEY)?
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|r| (0.7..=0.99).contains(r))
        .unwrap_or(DEFAULT_RETENTION))
}

fn retention(store: &Store) -> Result<Retention> {
    let c = store.review_counts()?;
    Ok(Retention {
        target: target_retention(store)?,
        measured: (c.reviews > 0).then(|| c.recalled as f64 / c.reviews as f64),
        reviews: c.reviews,
    })
}

/// The decisions a source names (before the cards are made).
fn source_keys(store: &Store, source: &Source) -> Result<Vec<Key>> {
    Ok(match source {
        Source::All => store.cards()?.into_iter().map(|c| c.key).collect(),
        Source::Starred => store.starred_keys()?,
        Source::Search(q) => sets::keys_of_rows(store, &sets::search_rows(store, q)?)?,
        Source::Collection(name) => {
            let c = sets::find(store, name)?;
            match &c.query {
                Some(q) => sets::keys_of_rows(store, &sets::search_rows(store, q)?)?,
                None => store.collection_keys(c.id)?,
            }
        }
    })
}

fn sibling(k: &Key, slot: Slot) -> Key {
    Key {
        identity: k.identity.clone(),
        place: Place { slot, ..k.place },
    }
}

/// `train due`: the deck's cards due at `now`, making the cards of the
/// decisions that have none yet (a double and its answer, two cards).
pub fn due(store: &mut Store, source: &Source, now: i64) -> Result<DueList> {
    let keys = source_keys(store, source)?;
    let mut cards = store.cards_by_key()?;
    let mut seen: HashSet<Key> = HashSet::with_capacity(keys.len());
    let mut deck: Vec<Key> = Vec::with_capacity(keys.len());
    let mut push = |k: Key, deck: &mut Vec<Key>| {
        if seen.insert(k.clone()) {
            deck.push(k);
        }
    };
    for k in keys {
        match k.place.slot {
            Slot::Move => push(k, &mut deck),
            Slot::Cube | Slot::Answer => {
                let (d, t) = (sibling(&k, Slot::Cube), sibling(&k, Slot::Answer));
                let has_t = k.place.slot == Slot::Answer || cards.contains_key(&t);
                push(d, &mut deck);
                if has_t {
                    push(t, &mut deck);
                }
            }
        }
    }
    let missing: Vec<Key> = deck
        .iter()
        .filter(|k| !cards.contains_key(*k))
        .cloned()
        .collect();
    if !missing.is_empty() {
        let made = new_cards(store, &missing)?;
        for (k, _, _) in &made {
            if !seen.contains(k) {
                seen.insert(k.clone());
                deck.push(k.clone());
            }
        }
        store.create_cards(&made, now)?;
        cards = store.cards_by_key()?;
    }
    let mut in_deck: Vec<&Card> = deck.iter().filter_map(|k| cards.get(k)).collect();
    let total = in_deck.len();
    in_deck.retain(|c| c.due <= now);
    in_deck.sort_by_key(|c| (c.due, c.id));
    Ok(DueList {
        due: in_deck.len(),
        total,
        cards: in_deck
            .into_iter()
            .map(|c| DueCard {
                card: c.id,
                reference: c.key.to_ref(),
                side: c.side,
                xgid: c.xgid.clone(),
                due: iso(c.due),
            })
            .collect(),
        retention: retention(store)?,
    })
}

/// The cards of decisions that have none: each decision still in the
/// library and analysed, with its XGID; a double brings its answer's card.
fn new_cards(store: &Store, keys: &[Key]) -> Result<Vec<(Key, Side, Option<String>)>> {
    let mut out = Vec::new();
    let at = store.locate(keys)?;
    for (k, at) in keys.iter().zip(at) {
        let Some((id, seq)) = at else { continue };
        let Some(row) = store.decision_at(id, k.place.game, seq)? else {
            continue;
        };
        if row.error.is_none() {
            continue;
        }
        out.push((k.clone(), Side::of_slot(k.place.slot), row.xgid.clone()));
        if row.decision_kind == Some(DecisionKind::Double) {
            let t = sibling(k, Slot::Answer);
            if let Some(Some((id, seq))) = store.locate(std::slice::from_ref(&t))?.pop() {
                if let Some(r) = store.decision_at(id, t.place.game, seq)? {
                    out.push((t, Side::Taker, r.xgid));
                }
            }
        }
    }
    Ok(out)
}

/// The analysis's choices for a card's decision: kept with the card while
/// the counted analysis is the one they were read from, else read from
/// that analysis's file. `None` when the file is gone or changed.
fn choices(store: &mut Store, card: &Card, row: &DecisionRow) -> Result<Option<Vec<Choice>>> {
    let analyses = store.analyses(row.match_no)?;
    let Some(counted) = analyses.iter().find(|a| a.counted) else {
        return Ok(None);
    };
    if card.analysis.as_deref() == Some(counted.name.as_str()) {
        if let Some(v) = card
            .candidates
            .as_deref()
            .and_then(|j| serde_json::from_str::<Vec<Choice>>(j).ok())
        {
            return Ok(Some(v));
        }
    }
    let Some(m) = std::fs::read(&counted.source)
        .ok()
        .and_then(|b| crate::formats::parse_with_candidates(&b).ok())
    else {
        return Ok(None);
    };
    let found = m
        .games
        .iter()
        .find(|g| g.number == row.game)
        .and_then(|g| g.decisions.get(row.seq as usize));
    let Some(d) = found else { return Ok(None) };
    if Some(d.kind) != row.decision_kind || d.played != row.played {
        return Ok(None);
    }
    let Some(list) = d.candidates.as_ref().filter(|l| !l.is_empty()) else {
        return Ok(None);
    };
    let v: Vec<Choice> = list.iter().map(Choice::from).collect();
    if let Ok(json) = serde_json::to_string(&v) {
        store.keep_card_candidates(card.id, &counted.name, &json)?;
    }
    Ok(Some(v))
}

/// The ply of the counted analysis when it names one (`gnubg 3-ply`), else 2
/// (`analyse`'s default).
fn counted_plies(store: &Store, match_id: i64) -> Result<u8> {
    Ok(store
        .analyses(match_id)?
        .into_iter()
        .find(|a| a.counted)
        .and_then(|a| a.plies)
        .unwrap_or(2))
}

fn dice_of(row: &DecisionRow) -> Option<[u8; 2]> {
    let d = row.dice.as_deref()?.as_bytes();
    match d {
        [a @ b'1'..=b'6', b @ b'1'..=b'6'] => Some([a - b'0', b - b'0']),
        _ => None,
    }
}

fn point_text(p: Point) -> String {
    match p {
        Point::Bar => "bar".into(),
        Point::Off => "off".into(),
        Point::At(n) => n.to_string(),
    }
}

/// What a cube answer names: `Double`, `No double`, `Take`, `Pass`.
fn cube_word(answer: &str) -> Option<&'static str> {
    match answer
        .trim()
        .to_ascii_lowercase()
        .replace(['-', ' '], "_")
        .as_str()
    {
        "double" | "d" => Some("Double"),
        "no_double" | "nodouble" | "nd" => Some("No double"),
        "take" | "t" | "beaver" => Some("Take"),
        "pass" | "p" | "drop" => Some("Pass"),
        _ => None,
    }
}

/// `train answer CARD ANSWER` at `now`, graded by the file alone.
pub fn answer(store: &mut Store, card_id: i64, text: &str, now: i64) -> Result<Answered> {
    answer_with(store, card_id, text, now, None)
}

/// [`answer`], a legal play the file did not list evaluated by `eval`
/// (gnuBG) at the counted analysis's ply (2 when it names none).
pub fn answer_with(
    store: &mut Store,
    card_id: i64,
    text: &str,
    now: i64,
    eval: Option<Evaluator>,
) -> Result<Answered> {
    let Some(card) = store.card(card_id)? else {
        return Err(usage(crate::msg!("study-unknown-card", card = card_id)));
    };
    let r = card.key.to_ref();
    let Some(Some((id, seq))) = store.locate(std::slice::from_ref(&card.key))?.pop() else {
        return Err(usage(crate::msg!("study-unknown-ref", value = r.as_str())));
    };
    let Some(row) = store.decision_at(id, card.key.place.game, seq)? else {
        return Err(usage(crate::msg!("study-unknown-ref", value = r.as_str())));
    };
    let list = choices(store, &card, &row)?;
    // What the answer is, checked against the card's side and the rules.
    let word = cube_word(text);
    let mut chosen: Option<usize>;
    let mut evaluated_by = None;
    let mut shown: Vec<Choice> = list.clone().unwrap_or_default();
    let answer_text;
    match card.side {
        Side::Checker => {
            if word.is_some() {
                return Err(usage(crate::msg!(
                    "study-cube-answer-to-checker",
                    card = card_id,
                    answer = text.trim()
                )));
            }
            let (Some(board), Some(dice)) = (row.board, dice_of(&row)) else {
                return Err(usage(crate::msg!("study-no-position", card = card_id)));
            };
            let seat = row.seat;
            let example = shown
                .first()
                .map(|c| c.play.clone())
                .or_else(|| row.best.clone())
                .unwrap_or_default();
            let after = check(&board, seat, dice, text, || example.clone())
                .map_err(|why| illegal(text, dice, why))?;
            let same = |play: &str| play_on(&board, seat, play).ok() == Some(after);
            chosen = shown.iter().position(|c| same(&c.play));
            answer_text = text.trim().to_string();
            if list.is_none() {
                shown = fallback(&row, |p| same(p));
            }
            if chosen.is_none() && !shown.iter().any(|c| c.answer) {
                if let (Some(eval), Some(m), Some(p)) = (eval, &row.match_id, &row.position_id) {
                    let plies = counted_plies(store, row.match_no)?;
                    let req = EvalRequest {
                        length: row.length,
                        match_id: m.clone(),
                        position_id: p.clone(),
                        dice,
                        plies,
                    };
                    let all = eval(&req);
                    let best = all.first().map(|x| x.1);
                    let mine = all.iter().find(|(play, _)| same(play)).map(|x| x.1);
                    if let (Some(b), Some(e)) = (best, mine) {
                        let loss = (b - e).max(0.0);
                        let top = shown.first().map_or(e, |c| c.equity);
                        shown.push(Choice {
                            rank: shown.len() as u32 + 1,
                            play: answer_text.clone(),
                            equity: top - loss,
                            diff: -loss,
                            played: false,
                            answer: false,
                        });
                        chosen = Some(shown.len() - 1);
                        evaluated_by = Some(format!("gnubg {plies}-ply"));
                    }
                }
            }
        }
        Side::Doubler | Side::Taker => {
            let allowed: &[&str] = if card.side == Side::Doubler {
                &["Double", "No double"]
            } else {
                &["Take", "Pass"]
            };
            let Some(w) = word.filter(|w| allowed.contains(w)) else {
                return Err(usage(crate::msg!(
                    "study-wrong-cube-answer",
                    card = card_id,
                    side = card.side.as_str(),
                    answer = text.trim(),
                    choices = if card.side == Side::Doubler {
                        "double, no_double"
                    } else {
                        "take, pass"
                    }
                )));
            };
            let same = |p: &str| p.eq_ignore_ascii_case(w) || (w == "Take" && p == "Beaver");
            chosen = shown.iter().position(|c| same(&c.play));
            answer_text = w.to_string();
            if list.is_none() {
                shown = fallback(&row, same);
            }
        }
    }
    let chosen = chosen.or_else(|| shown.iter().position(|c| c.answer));
    let best = shown.first().map(|c| c.play.clone());
    let t = store.thresholds()?;
    let eps = crate::metrics::THRESHOLD_EPS;
    let (grade, loss) = match chosen {
        Some(i) => {
            let loss = (-shown[i].diff).max(0.0) + 0.0;
            let g = if loss <= 0.0 {
                Grade::Best
            } else if loss < t.error - eps {
                Grade::Close
            } else if loss < t.blunder - eps {
                Grade::Error
            } else {
                Grade::Blunder
            };
            shown[i].answer = true;
            (g, Some(loss))
        }
        None => (Grade::NotInAnalysis, None),
    };
    let entry = schedule(store, &card, grade, loss, &answer_text, now)?;
    store.record_review(card.id, &entry)?;
    Ok(Answered {
        card: card.id,
        reference: r,
        side: card.side,
        grade,
        answer: answer_text,
        best,
        loss,
        next_due: iso(entry.next_due),
        candidates: shown,
        evaluated_by,
    })
}

/// The choices known without the file (it is gone or changed): the best
/// (no loss) and the played one (its stored error), the answer marked when
/// it is one of them.
fn fallback(row: &DecisionRow, same: impl Fn(&str) -> bool) -> Vec<Choice> {
    let mut out = Vec::new();
    if let Some(b) = &row.best {
        out.push(Choice {
            rank: 1,
            play: b.clone(),
            equity: 0.0,
            diff: 0.0,
            played: *b == row.played,
            answer: same(b),
        });
    }
    if let (Some(e), false) = (row.error, row.best.as_deref() == Some(row.played.as_str())) {
        out.push(Choice {
            rank: 2,
            play: row.played.clone(),
            equity: -e,
            diff: -e,
            played: true,
            answer: same(&row.played) && !out.iter().any(|c| c.answer),
        });
    }
    out
}

fn illegal(text: &str, dice: [u8; 2], why: Illegal) -> Error {
    let why = match why {
        Illegal::Unreadable(t) => crate::msg!("study-why-unreadable", token = t),
        Illegal::NoChecker(p) => crate::msg!("study-why-no-checker", point = point_text(p)),
        Illegal::Blocked(p) => crate::msg!("study-why-blocked", point = point_text(p)),
        Illegal::BarFirst => crate::msg!("study-why-bar-first"),
        Illegal::NotHome => crate::msg!("study-why-not-home"),
        Illegal::Dice { example } => crate::msg!(
            "study-why-dice",
            example = if example.is_empty() {
                "—".to_string()
            } else {
                example
            }
        ),
    };
    usage(crate::msg!(
        "study-illegal-move",
        answer = text.trim(),
        dice = format!("{}{}", dice[0], dice[1]),
        why = why
    ))
}

/// The review's log entry with the card's next schedule by FSRS.
fn schedule(
    store: &Store,
    card: &Card,
    grade: Grade,
    loss: Option<f64>,
    answer: &str,
    now: i64,
) -> Result<ReviewEntry> {
    let elapsed = card.last_review.map(|l| (now - l).max(0) as f64 / 86_400.0);
    let memory = match (card.stability, card.difficulty) {
        (Some(s), Some(d)) => Some(fsrs::MemoryState {
            stability: s as f32,
            difficulty: d as f32,
        }),
        _ => None,
    };
    let retrievability = match (memory, elapsed) {
        (Some(m), Some(e)) => Some(f64::from(fsrs::current_retrievability(
            m,
            e as f32,
            fsrs::DEFAULT_PARAMETERS[20],
        ))),
        _ => None,
    };
    let mut e = ReviewEntry {
        at: now,
        answer: answer.to_string(),
        grade: grade.as_str().to_string(),
        rating: grade.rating(),
        loss,
        elapsed_days: elapsed,
        retrievability,
        stability: card.stability,
        difficulty: card.difficulty,
        next_due: card.due,
    };
    let Some(rating) = grade.rating() else {
        return Ok(e);
    };
    let next = next_state(memory, target_retention(store)?, elapsed, rating)?;
    e.stability = Some(f64::from(next.memory.stability));
    e.difficulty = Some(f64::from(next.memory.difficulty));
    e.next_due = now + (f64::from(next.interval) * 86_400.0).round().max(60.0) as i64;
    Ok(e)
}

/// FSRS's next memory state and interval (days) after `rating` (1..=4),
/// with its default parameters.
pub fn next_state(
    memory: Option<fsrs::MemoryState>,
    retention: f64,
    elapsed_days: Option<f64>,
    rating: u8,
) -> Result<fsrs::ItemState> {
    let bad = |e: fsrs::FSRSError| Error::invalid(crate::i18n::Message::raw(e.to_string()));
    let f = fsrs::FSRS::new(&[]).map_err(bad)?;
    let days = elapsed_days.map_or(0, |d| d.floor().max(0.0) as u32);
    let n = f.next_states(memory, retention as f32, days).map_err(bad)?;
    Ok(match rating {
        1 => n.again,
        2 => n.hard,
        3 => n.good,
        _ => n.easy,
    })
}
