//! Pictures and collections in the window (#28): thin over
//! `crate::render::picture` (a board as SVG or PNG, with or without
//! its analysis), `crate::queries::study::sets` (what `blunderdb
//! collection` runs) and `crate::render::collection` and
//! `crate::render::anki` (its exports).
//! Nothing here draws, counts or keeps anything itself.

use std::path::Path;

use serde::Serialize;

use crate::queries::drill::DecisionRow;
use crate::queries::study::{self, sets};
use crate::render::anki;
use crate::render::picture::{self, Format};

use crate::window::search::small_board;
use crate::window::state::{text, Library};

/// A collection as the Collections list shows it: `collection list`'s
/// line and its number of decisions now (a live one's search run).
#[derive(Debug, Clone, Serialize)]
pub struct CollectionItem {
    pub name: String,
    pub live: bool,
    pub query: Option<String>,
    pub count: usize,
}

/// The decisions of a collection the window shows at first (then more
/// at a click): a live collection may hold thousands.
pub const COLLECTION_PAGE: usize = 200;

/// `collection show NAME --format json`, and each decision's small board.
#[derive(Debug, Clone, Serialize)]
pub struct CollectionView {
    #[serde(flatten)]
    pub shown: sets::Shown,
    pub boards: Vec<String>,
    /// How many decisions the collection holds (those shown are the first).
    pub total: u64,
}

impl Library {
    fn row_of(&self, reference: &str) -> Result<DecisionRow, String> {
        let store = self.store();
        let found = study::resolve(&store, reference).map_err(|e| e.message(self.text()))?;
        study::row(&store, &found).map_err(|e| e.message(self.text()))
    }

    /// The board of decision `reference` as SVG: with its analysis (the
    /// arrows and the error), or the position alone.
    pub fn picture_svg(
        &self,
        reference: &str,
        analysis: bool,
        flipped: bool,
    ) -> Result<String, String> {
        let row = self.row_of(reference)?;
        Ok(picture::board(&row, self.text(), analysis, flipped))
    }

    /// Writes the picture to `path` (PNG for `.png`, SVG otherwise), whole
    /// or not at all; returns the bytes written.
    pub fn picture_save(
        &self,
        reference: &str,
        analysis: bool,
        flipped: bool,
        path: &Path,
    ) -> Result<usize, String> {
        let row = self.row_of(reference)?;
        let bytes = picture::bytes(&row, self.text(), analysis, flipped, Format::of_path(path))
            .map_err(text)?;
        crate::render::html_report::write_file(path, &bytes).map_err(text)?;
        Ok(bytes.len())
    }

    /// The picture as the clipboard takes it (what "Save PNG…" writes,
    /// unencoded).
    pub fn picture_rgba(
        &self,
        reference: &str,
        analysis: bool,
        flipped: bool,
    ) -> Result<picture::Rgba, String> {
        let row = self.row_of(reference)?;
        picture::rgba(&row, self.text(), analysis, flipped).map_err(text)
    }

    /// The collections (`collection list`), with their counts.
    pub fn collections(&self) -> Result<Vec<CollectionItem>, String> {
        let store = self.store();
        let tx = self.text();
        let listed = sets::list(&store).map_err(|e| e.message(tx))?;
        listed
            .into_iter()
            .map(|c| {
                let count = match (c.decisions, &c.query) {
                    (Some(n), _) => usize::try_from(n).unwrap_or(usize::MAX),
                    (None, Some(q)) => {
                        let n = sets::live_count(&store, q).map_err(|e| e.message(tx))?;
                        usize::try_from(n).unwrap_or(usize::MAX)
                    }
                    (None, None) => 0,
                };
                Ok(CollectionItem {
                    name: c.name,
                    live: c.live,
                    query: c.query,
                    count,
                })
            })
            .collect()
    }

    /// `collection show NAME`, its first `limit` decisions, with a small
    /// board per decision.
    pub fn collection_show(&self, name: &str, limit: usize) -> Result<CollectionView, String> {
        let store = self.store();
        let tx = self.text();
        let (shown, total) = sets::show_first(&store, name, limit).map_err(|e| e.message(tx))?;
        let boards = shown
            .decisions
            .iter()
            .map(|r| small_board(&crate::render::board::board_svg(r, tx)))
            .collect();
        Ok(CollectionView {
            shown,
            boards,
            total,
        })
    }

    /// `collection new NAME [--search QUERY]`; `saved` names a saved
    /// search whose query the live collection follows.
    pub fn collection_new(
        &self,
        name: &str,
        query: Option<&str>,
        saved: Option<&str>,
    ) -> Result<Vec<CollectionItem>, String> {
        self.writable()?;
        let query = match (saved.filter(|s| !s.trim().is_empty()), query) {
            (Some(n), _) => {
                let all = self.store().saved_searches().map_err(text)?;
                let found = all.iter().find(|s| s.name == n).map(|s| s.query.clone());
                let names = || {
                    all.iter()
                        .map(|s| s.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                Some(found.ok_or_else(|| {
                    crate::msg!("cli-search-unknown", name = n.trim(), names = names())
                        .show(self.text())
                })?)
            }
            (None, q) => q.map(str::trim).filter(|q| !q.is_empty()).map(String::from),
        };
        {
            let mut store = self.store();
            sets::create(&mut store, name, query.as_deref()).map_err(|e| e.message(self.text()))?;
        }
        self.collections()
    }

    /// `collection add|remove NAME REF...`; returns how many changed.
    pub fn collection_change(&self, name: &str, refs: &[String], add: bool) -> Result<u64, String> {
        self.writable()?;
        let mut store = self.store();
        sets::change(&mut store, name, refs, add).map_err(|e| e.message(self.text()))
    }

    /// `collection delete NAME`; returns the collections left.
    pub fn collection_delete(&self, name: &str) -> Result<Vec<CollectionItem>, String> {
        self.writable()?;
        {
            let mut store = self.store();
            sets::delete(&mut store, name).map_err(|e| e.message(self.text()))?;
        }
        self.collections()
    }

    /// `collection export NAME --html FILE | --xgid FILE`; returns the
    /// bytes written.
    pub fn collection_export(&self, name: &str, path: &Path, xgid: bool) -> Result<usize, String> {
        let tx = self.text();
        let body = {
            let store = self.store();
            let c = sets::find(&store, name).map_err(|e| e.message(tx))?;
            let rows = sets::rows(&store, &c).map_err(|e| e.message(tx))?;
            if xgid {
                sets::xgid_lines(&rows)
            } else {
                crate::render::collection::collection_html(&c.name, &rows, tx)
            }
        };
        crate::render::collection::write_report(path, &body).map_err(text)?;
        Ok(body.len())
    }

    /// `collection export NAME --format apkg FILE`: the Anki package;
    /// returns its size in bytes. The library is held while the
    /// decisions are read, not while their boards are drawn.
    pub fn collection_anki(&self, name: &str, path: &Path) -> Result<u64, String> {
        let tx = self.text();
        let pending = {
            let store = self.store();
            anki::begin(&store, name, path, tx).map_err(|e| e.message(tx))?
        };
        Ok(pending.finish(tx).map_err(|e| e.message(tx))?.bytes)
    }
}
