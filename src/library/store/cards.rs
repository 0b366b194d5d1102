//! Training cards and their review log (schema 15).
//!
//! A card is one decision to answer from one side: the checker play, the
//! doubler's decision, the taker's answer (a double and its answer are two
//! cards). It is keyed by its decision's ref parts ([`Key`]), so it keeps
//! its schedule across re-imports and re-analyses. Its FSRS memory state
//! (stability, difficulty) and due time are computed by `queries::study`;
//! the store keeps them and logs every answer.

use std::collections::HashMap;

use super::marks::{Key, Place, Slot};
use super::*;

/// Which side of a decision a card asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Checker,
    Doubler,
    Taker,
}

impl Side {
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Checker => "checker",
            Side::Doubler => "doubler",
            Side::Taker => "taker",
        }
    }

    pub fn parse(s: &str) -> Option<Side> {
        Some(match s {
            "checker" => Side::Checker,
            "doubler" => Side::Doubler,
            "taker" => Side::Taker,
            _ => return None,
        })
    }

    /// The side that answers the decision in `slot`.
    pub fn of_slot(slot: Slot) -> Side {
        match slot {
            Slot::Move => Side::Checker,
            Slot::Cube => Side::Doubler,
            Slot::Answer => Side::Taker,
        }
    }
}

/// One card.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    pub id: i64,
    pub key: Key,
    pub side: Side,
    pub xgid: Option<String>,
    /// Unix seconds.
    pub due: i64,
    /// FSRS memory state; `None` before the first graded answer.
    pub stability: Option<f64>,
    pub difficulty: Option<f64>,
    pub reps: u32,
    pub lapses: u32,
    pub last_review: Option<i64>,
    /// The analysis (`matches.analysis`) `candidates` were read from.
    pub analysis: Option<String>,
    pub candidates: Option<String>,
}

const CARD_COLUMNS: &str = "id, identity, game, turn, slot, side, xgid, due, stability, difficulty,
    reps, lapses, last_review, analysis, candidates";

fn card_row(r: &Row) -> rusqlite::Result<Option<Card>> {
    let place = (|| {
        Some(Place {
            game: u32::try_from(r.get::<_, i64>(2).ok()?).ok()?,
            turn: u32::try_from(r.get::<_, i64>(3).ok()?).ok()?,
            slot: Slot::from_code(r.get(4).ok()?)?,
        })
    })();
    let side: String = r.get(5)?;
    let (Some(place), Some(side)) = (place, Side::parse(&side)) else {
        return Ok(None);
    };
    Ok(Some(Card {
        id: r.get(0)?,
        key: Key {
            identity: r.get(1)?,
            place,
        },
        side,
        xgid: r.get(6)?,
        due: r.get(7)?,
        stability: r.get(8)?,
        difficulty: r.get(9)?,
        reps: r.get::<_, i64>(10)?.clamp(0, i64::from(u32::MAX)) as u32,
        lapses: r.get::<_, i64>(11)?.clamp(0, i64::from(u32::MAX)) as u32,
        last_review: r.get(12)?,
        analysis: r.get(13)?,
        candidates: r.get(14)?,
    }))
}

/// One answer, as the log keeps it, with the card's new schedule.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewEntry {
    pub at: i64,
    pub answer: String,
    pub grade: String,
    /// FSRS's rating, 1 (Again) to 4 (Easy); `None`: not graded, the
    /// schedule unchanged.
    pub rating: Option<u8>,
    pub loss: Option<f64>,
    pub elapsed_days: Option<f64>,
    pub retrievability: Option<f64>,
    pub stability: Option<f64>,
    pub difficulty: Option<f64>,
    pub next_due: i64,
}

/// The log's figures: graded reviews of cards seen before, and how many of
/// them were recalled (rated above Again).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReviewCounts {
    pub reviews: u64,
    pub recalled: u64,
}

impl Store {
    /// Every card, by id.
    pub fn cards(&self) -> Result<Vec<Card>> {
        let mut st = self
            .conn
            .prepare_cached(&format!("SELECT {CARD_COLUMNS} FROM cards ORDER BY id"))?;
        let rows = st.query_map([], card_row)?;
        let mut out = Vec::new();
        for c in rows {
            if let Some(c) = c? {
                out.push(c);
            }
        }
        Ok(out)
    }

    /// Card `id`.
    pub fn card(&self, id: i64) -> Result<Option<Card>> {
        Ok(self
            .conn
            .prepare_cached(&format!("SELECT {CARD_COLUMNS} FROM cards WHERE id = ?1"))?
            .query_row([id], card_row)
            .optional()?
            .flatten())
    }

    /// Every card, by its decision's key.
    pub fn cards_by_key(&self) -> Result<HashMap<Key, Card>> {
        Ok(self
            .cards()?
            .into_iter()
            .map(|c| (c.key.clone(), c))
            .collect())
    }

    /// Makes the cards `new` (key, side, XGID), due at `now`; a decision
    /// that has its card keeps it.
    pub fn create_cards(&mut self, new: &[(Key, Side, Option<String>)], now: i64) -> Result<()> {
        if new.is_empty() {
            return Ok(());
        }
        let tx = self.write_tx()?;
        {
            let mut st = tx.prepare_cached(
                "INSERT OR IGNORE INTO cards(identity, game, turn, slot, side, xgid, due, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)",
            )?;
            for (k, side, xgid) in new {
                let p = k.place;
                st.execute(params![
                    k.identity,
                    p.game,
                    p.turn,
                    p.slot.code(),
                    side.as_str(),
                    xgid,
                    now
                ])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Keeps the choices a card was graded by, read from `analysis`.
    pub fn keep_card_candidates(&mut self, id: i64, analysis: &str, json: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE cards SET analysis = ?2, candidates = ?3 WHERE id = ?1",
            params![id, analysis, json],
        )?;
        Ok(())
    }

    /// Logs an answer to card `id` and, when it was graded, gives the card
    /// its new memory state and due time (one transaction).
    pub fn record_review(&mut self, id: i64, e: &ReviewEntry) -> Result<()> {
        let tx = self.write_tx()?;
        tx.execute(
            "INSERT INTO card_reviews(card_id, at, answer, grade, rating, loss, elapsed_days,
                                      retrievability, stability, difficulty, next_due)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            params![
                id,
                e.at,
                e.answer,
                e.grade,
                e.rating,
                e.loss,
                e.elapsed_days,
                e.retrievability,
                e.stability,
                e.difficulty,
                e.next_due
            ],
        )?;
        if let Some(rating) = e.rating {
            tx.execute(
                "UPDATE cards SET due = ?2, stability = ?3, difficulty = ?4, reps = reps + 1,
                        lapses = lapses + ?5, last_review = ?6 WHERE id = ?1",
                params![
                    id,
                    e.next_due,
                    e.stability,
                    e.difficulty,
                    i64::from(rating == 1),
                    e.at
                ],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// See [`ReviewCounts`].
    pub fn review_counts(&self) -> Result<ReviewCounts> {
        let (n, ok): (i64, i64) = self.conn.query_row(
            "SELECT count(*), coalesce(sum(rating > 1), 0) FROM card_reviews
             WHERE rating IS NOT NULL AND elapsed_days IS NOT NULL",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(ReviewCounts {
            reviews: n.max(0) as u64,
            recalled: ok.max(0) as u64,
        })
    }
}
