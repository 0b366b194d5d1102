//! The Train tab and the marks of a decision (#28), for the window: thin
//! over `crate::queries::study`, which `blunderdb train`, `tag`,
//! `star` and `comment` run too, and `crate::render::board`. Nothing
//! here grades, schedules or keeps anything itself.

use serde::{Deserialize, Serialize};

use crate::library::store::cards::Side;
use crate::library::store::marks::Comment;
use crate::library::store::Store;
use crate::queries::drill::DecisionRow;
use crate::queries::study::{self, sets, train};
use crate::render::board::{board_svg, card_svg};

use crate::window::state::{text, Library};

/// Which cards to drill: every card, the starred decisions, a collection
/// or a saved search (by name), as `train due --starred | --collection
/// NAME | --search QUERY`.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Deck {
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub name: Option<String>,
}

/// A card as the window shows it before the answer: the board without
/// the answer, and the player's move so far drawn on it.
#[derive(Debug, Clone, Serialize)]
pub struct CardView {
    pub card: i64,
    #[serde(rename = "ref")]
    pub reference: String,
    pub side: Side,
    pub xgid: Option<String>,
    pub dice: Option<String>,
    pub player: String,
    pub svg: String,
}

/// A card answered: `train answer --format json`'s answer and the board
/// with the answer and the best move drawn on it.
#[derive(Debug, Clone, Serialize)]
pub struct AnsweredView {
    #[serde(flatten)]
    pub answered: train::Answered,
    pub svg: String,
}

/// What the player keeps on one decision.
#[derive(Debug, Clone, Serialize)]
pub struct MarksView {
    #[serde(rename = "ref")]
    pub reference: String,
    pub starred: bool,
    pub tags: Vec<String>,
    pub comments: Vec<Comment>,
}

/// The decks one can choose: the collections and the saved searches.
#[derive(Debug, Clone, Serialize)]
pub struct Decks {
    pub collections: Vec<sets::Listed>,
    pub searches: Vec<String>,
}

fn marks_of(row: &DecisionRow) -> MarksView {
    MarksView {
        reference: row.reference.clone().unwrap_or_default(),
        starred: row.starred,
        tags: row.tags.clone(),
        comments: row.comments.clone(),
    }
}

impl Library {
    fn source(&self, deck: &Deck) -> Result<train::Source, String> {
        let name = || {
            deck.name
                .clone()
                .filter(|n| !n.trim().is_empty())
                .ok_or_else(|| "a collection or a search needs its name".to_string())
        };
        Ok(match deck.kind.as_str() {
            "" | "all" => train::Source::All,
            "starred" => train::Source::Starred,
            "collection" => train::Source::Collection(name()?),
            "search" => {
                // A saved search by name: its query.
                let n = name()?;
                let store = self.store();
                let saved = store.saved_searches().map_err(text)?;
                let q = saved
                    .into_iter()
                    .find(|s| s.name == n)
                    .map(|s| s.query)
                    .ok_or_else(|| format!("no saved search named {n}"))?;
                train::Source::Search(q)
            }
            other => return Err(format!("unknown deck: {other}")),
        })
    }

    /// `train due`: the cards of the deck due now, the most overdue first.
    pub fn train_due(&self, deck: &Deck) -> Result<train::DueList, String> {
        let source = self.source(deck)?;
        let mut store = self.store();
        train::due(&mut store, &source, study::now()).map_err(|e| e.message(self.text()))
    }

    /// The decisions' row of card `id`.
    fn card_row(
        &self,
        store: &Store,
        id: i64,
    ) -> Result<(crate::library::store::cards::Card, DecisionRow), String> {
        let tx = self.text();
        let card = store
            .card(id)
            .map_err(text)?
            .ok_or_else(|| crate::t!(tx, "study-unknown-card", card = id.to_string()))?;
        let at = store
            .locate(std::slice::from_ref(&card.key))
            .map_err(text)?
            .into_iter()
            .next()
            .flatten()
            .ok_or_else(|| crate::t!(tx, "study-unknown-ref", value = card.key.to_ref()))?;
        let row = store
            .decision_at(at.0, card.key.place.game, at.1)
            .map_err(|e| e.message(tx))?
            .ok_or_else(|| crate::t!(tx, "study-unknown-ref", value = card.key.to_ref()))?;
        Ok((card, row))
    }

    /// Card `id` before its answer, with `so_far` (the player's checkers
    /// moved so far, `13/7 8/7`) drawn on its board.
    pub fn train_card(&self, id: i64, so_far: &str, flipped: bool) -> Result<CardView, String> {
        let store = self.store();
        let (card, mut row) = self.card_row(&store, id)?;
        row.played = so_far.trim().to_string();
        row.best = None;
        row.error = None;
        row.mwc_loss_pct = None;
        Ok(CardView {
            card: card.id,
            reference: card.key.to_ref(),
            side: card.side,
            xgid: card.xgid.clone(),
            dice: row.dice.clone(),
            player: row.player.clone(),
            svg: card_svg(&row, self.text(), flipped),
        })
    }

    /// `train answer CARD ANSWER`, and the board with the answer and the
    /// analysis's best drawn on it.
    pub fn train_answer(&self, id: i64, answer: &str) -> Result<AnsweredView, String> {
        self.writable()?;
        let mut store = self.store();
        let answered = train::answer(&mut store, id, answer, study::now())
            .map_err(|e| e.message(self.text()))?;
        let (_, mut row) = self.card_row(&store, id)?;
        row.played = answered.answer.clone();
        row.best = answered.best.clone();
        row.error = answered.loss;
        row.mwc_loss_pct = None;
        Ok(AnsweredView {
            svg: board_svg(&row, self.text()),
            answered,
        })
    }

    /// The collections and saved searches a deck can be made of.
    pub fn train_decks(&self) -> Result<Decks, String> {
        let store = self.store();
        Ok(Decks {
            collections: sets::list(&store).map_err(|e| e.message(self.text()))?,
            searches: store
                .saved_searches()
                .map_err(text)?
                .into_iter()
                .map(|s| s.name)
                .collect(),
        })
    }

    fn marks_at(&self, store: &Store, reference: &str) -> Result<MarksView, String> {
        let found = study::resolve(store, reference).map_err(|e| e.message(self.text()))?;
        let row = study::row(store, &found).map_err(|e| e.message(self.text()))?;
        Ok(marks_of(&row))
    }

    /// The star, tags and comments of the decision `reference` names.
    pub fn marks(&self, reference: &str) -> Result<MarksView, String> {
        let store = self.store();
        self.marks_at(&store, reference)
    }

    /// Stars or unstars a decision (`blunderdb star` / `unstar`).
    pub fn mark_star(&self, reference: &str, on: bool) -> Result<MarksView, String> {
        self.writable()?;
        let mut store = self.store();
        study::star(&mut store, reference, on).map_err(|e| e.message(self.text()))?;
        self.marks_at(&store, reference)
    }

    /// Adds or removes tags (`blunderdb tag add|remove`).
    pub fn mark_tags(
        &self,
        reference: &str,
        tags: &[String],
        add: bool,
    ) -> Result<MarksView, String> {
        self.writable()?;
        let mut store = self.store();
        study::tag(&mut store, reference, tags, add).map_err(|e| e.message(self.text()))?;
        self.marks_at(&store, reference)
    }

    /// Sets the player's comment ("" removes it: `blunderdb comment`).
    pub fn mark_comment(&self, reference: &str, comment: &str) -> Result<MarksView, String> {
        self.writable()?;
        let mut store = self.store();
        study::comment(&mut store, reference, comment).map_err(|e| e.message(self.text()))?;
        self.marks_at(&store, reference)
    }
}
