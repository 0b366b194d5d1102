//! The Positions tab: decisions found by blunderDB's search filters
//! (`blunderdb search QUERY`, docs/search.md), a page at a time with a
//! small board per row, and the library's saved searches. Every answer
//! comes from `crate::queries::search` (what the command line prints)
//! and every board from `crate::render::board`.

use serde::{Deserialize, Serialize};

use crate::library::store::engines::Engine;
use crate::library::store::searches::SavedSearch;
use crate::library::store::Filter;
use crate::model::paste;
use crate::queries::search::position::{self, PositionPage};
use crate::queries::search::query::{self, Query, QueryError};
use crate::queries::search::run::{self, After, SearchPage, MAX_LIMIT};

use crate::window::state::{text, Library};

/// Rows of a page when the window does not say.
pub const DEFAULT_LIMIT: usize = 24;

/// What the window asks for: the query as typed, the Stats filters
/// (player, dates, length), the page's size and where it starts.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct SearchRequest {
    #[serde(default)]
    pub query: String,
    #[serde(default)]
    pub filter: Filter,
    #[serde(default)]
    pub limit: Option<usize>,
    /// The cursor of the page before's `next` (`blunderdb search --after`).
    #[serde(default)]
    pub after: Option<String>,
    /// Whether to draw each row's small board (the list shows them).
    #[serde(default)]
    pub boards: bool,
}

/// A page of the search: `blunderdb search --format json`'s answer, and
/// each row's small board when asked for.
#[derive(Debug, Clone, Serialize)]
pub struct SearchView {
    #[serde(flatten)]
    pub page: SearchPage,
    /// One `<svg class="board small">` per row, in the rows' order.
    pub boards: Vec<String>,
}

/// Why a search gave no page: the message in the window's language, and
/// for a query that does not parse, the token and where it starts (a
/// 0-based count of characters) and how many characters it has, for the
/// window to mark it under the query box.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SearchError {
    pub message: String,
    pub position: Option<usize>,
    pub token: Option<String>,
    pub length: Option<usize>,
}

impl SearchError {
    fn plain(message: String) -> SearchError {
        SearchError {
            message,
            position: None,
            token: None,
            length: None,
        }
    }

    fn of_query(e: &QueryError, tx: &crate::i18n::Text) -> SearchError {
        SearchError {
            message: e.message(tx),
            position: Some(e.position),
            length: Some(e.token.chars().count()),
            token: Some(e.token.clone()),
        }
    }
}

impl std::fmt::Display for SearchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// Where the small board is cut from the drawing (`render::board`: the
/// board's frame from y 64, 416 high, under a header, above a footer).
const CUT_TOP: f64 = 60.0;
const CUT_HEIGHT: f64 = 426.0;

/// The board of `row` cut down to its playing area, with only its large
/// words: the list's small boards. A drawing of another shape is kept
/// whole. The texts cut off (header, footer) and the small ones (the
/// points' numbers, unreadable at a third of the size) are left out: they
/// were most of the time the window took to paint a page of boards. The
/// cube's value and the counts on the checkers stay.
pub fn small_board(svg: &str) -> String {
    strip_texts(&cut(svg))
}

/// `svg` without its `<title>` and the `<text>` elements that are small
/// (under 16 units) or out of the cut.
fn strip_texts(svg: &str) -> String {
    let attr = |tag: &str, name: &str| -> Option<f64> {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[at..].split('"').next()?.parse().ok()
    };
    let mut out = String::with_capacity(svg.len());
    let mut rest = svg;
    loop {
        let next = ["<text", "<title>"]
            .iter()
            .filter_map(|tag| rest.find(tag).map(|at| (at, *tag)))
            .min();
        let Some((at, tag)) = next else {
            out.push_str(rest);
            return out;
        };
        let close = if tag == "<text" {
            "</text>"
        } else {
            "</title>"
        };
        let Some(end) = rest[at..].find(close) else {
            out.push_str(rest);
            return out;
        };
        let element = &rest[at..at + end + close.len()];
        let open = &element[..element.find('>').unwrap_or(element.len())];
        let keep = tag == "<text"
            && attr(open, "font-size").is_some_and(|f| f >= 16.0)
            && attr(open, "y").is_some_and(|y| (CUT_TOP..=CUT_TOP + CUT_HEIGHT).contains(&y));
        out.push_str(&rest[..at]);
        if keep {
            out.push_str(element);
        }
        rest = &rest[at + end + close.len()..];
    }
}

/// The board drawing cut down to its playing area (see [`small_board`]).
fn cut(svg: &str) -> String {
    let whole = || svg.to_string();
    let Some(start) = svg.find("viewBox=\"") else {
        return whole();
    };
    let rest = &svg[start + 9..];
    let Some(end) = rest.find('"') else {
        return whole();
    };
    let nums: Vec<f64> = rest[..end]
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    let [0.0, 0.0, width, height] = nums[..] else {
        return whole();
    };
    let head = format!(r#"viewBox="0 0 {width} {height}" width="{width}" height="{height}""#);
    if height < CUT_TOP + CUT_HEIGHT || !svg.contains(&head) {
        return whole();
    }
    svg.replacen(
        &head,
        &format!(r#"viewBox="0 {CUT_TOP} {width} {CUT_HEIGHT}""#),
        1,
    )
    .replacen(r#"<svg class="board""#, r#"<svg class="board small""#, 1)
}

impl Library {
    /// A query read, or its error in the window's language.
    fn parse_query(&self, text: &str) -> Result<Query, SearchError> {
        query::parse(text).map_err(|e| SearchError::of_query(&e, self.text()))
    }

    /// A page of the decisions `req.query` selects among the Stats
    /// filters' (its `ad:` reads that engine's analyses, as the command
    /// line's `--engine`): the same count, figures and rows as `blunderdb
    /// search QUERY --format json`.
    pub fn search(&self, req: &SearchRequest) -> Result<SearchView, SearchError> {
        let tx = self.text();
        let q = self.parse_query(&req.query)?;
        let limit = req.limit.unwrap_or(DEFAULT_LIMIT);
        if limit == 0 || limit > MAX_LIMIT {
            return Err(SearchError::plain(format!(
                "a page holds 1 to {MAX_LIMIT} decisions"
            )));
        }
        let after = match req.after.as_deref().filter(|a| !a.trim().is_empty()) {
            None => None,
            Some(a) => Some(After::parse(a).map_err(|e| SearchError::plain(e.message(tx)))?),
        };
        let store = self.store();
        let view = match q.scope.engine.as_deref() {
            None => None,
            Some(e) => {
                let engine = Engine::parse(e).ok_or_else(|| {
                    SearchError::plain(crate::t!(
                        tx,
                        "lib-engine-unknown",
                        engine = e,
                        engines = Engine::NAMES.join(", ")
                    ))
                })?;
                Some(
                    store
                        .engine_view(engine)
                        .map_err(|e| SearchError::plain(text(e)))?,
                )
            }
        };
        let target = view.as_ref().unwrap_or(&store);
        let page = run::search(target, &q, &req.filter, limit, after.as_ref())
            .map_err(|e| SearchError::plain(e.message(tx)))?;
        let boards = if req.boards {
            page.decisions
                .iter()
                .map(|r| small_board(&crate::render::board::board_svg(&r.row, tx)))
                .collect()
        } else {
            Vec::new()
        };
        Ok(SearchView { page, boards })
    }

    /// The library's saved searches, by name.
    pub fn saved_searches(&self) -> Result<Vec<SavedSearch>, String> {
        self.store().saved_searches().map_err(text)
    }

    /// Saves `query` under `name` (replacing a search of that name, any
    /// case) once it parses; the saved searches after.
    pub fn save_search(&self, name: &str, query: &str) -> Result<Vec<SavedSearch>, SearchError> {
        self.writable().map_err(SearchError::plain)?;
        self.parse_query(query)?;
        let mut store = self.store();
        store
            .save_search(name, query)
            .map_err(|e| SearchError::plain(e.message(self.text())))?;
        store
            .saved_searches()
            .map_err(|e| SearchError::plain(text(e)))
    }

    /// Removes the saved search `name` (any case); the saved searches after.
    pub fn remove_search(&self, name: &str) -> Result<Vec<SavedSearch>, String> {
        self.writable()?;
        let mut store = self.store();
        let all = store.saved_searches().map_err(text)?;
        if !store.remove_search(name).map_err(text)? {
            let names = if all.is_empty() {
                "—".to_string()
            } else {
                all.iter()
                    .map(|s| s.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(crate::t!(
                self.text(),
                "cli-search-unknown",
                name = name.trim(),
                names = names
            ));
        }
        store.saved_searches().map_err(text)
    }
}

/// A pasted position's decisions (`blunderdb search --position ID
/// --format json`'s answer), and each row's small board when asked for.
#[derive(Debug, Clone, Serialize)]
pub struct PasteView {
    #[serde(flatten)]
    pub page: PositionPage,
    /// One small board per row of `exact`, then of `same_checkers`.
    pub exact_boards: Vec<String>,
    pub same_boards: Vec<String>,
}

impl Library {
    /// The decisions of a pasted position (an XGID, a gnuBG Position ID
    /// with or without its Match ID): all is read and found by
    /// `crate::model::paste` and `queries::search::position`, as the
    /// command line's `search --position`; a malformed ID's message names
    /// its wrong part.
    pub fn paste_position(
        &self,
        id: &str,
        limit: Option<usize>,
        boards: bool,
    ) -> Result<PasteView, SearchError> {
        let tx = self.text();
        let pasted = paste::parse(id).map_err(|m| SearchError::plain(m.show(tx)))?;
        let store = self.store();
        let page = position::find(&store, &pasted, limit.unwrap_or(DEFAULT_LIMIT))
            .map_err(|e| SearchError::plain(e.message(tx)))?;
        let draw = |rows: &[crate::queries::search::run::SearchRow]| -> Vec<String> {
            if !boards {
                return Vec::new();
            }
            rows.iter()
                .map(|r| small_board(&crate::render::board::board_svg(&r.row, tx)))
                .collect()
        };
        Ok(PasteView {
            exact_boards: draw(&page.exact.decisions),
            same_boards: draw(&page.same_checkers.decisions),
            page,
        })
    }
}
