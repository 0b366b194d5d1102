//! The Progression and "Where the errors are" cards: [`ProgressView`]
//! (`blunderdb progress` of a selection with its chart drawn by
//! `crate::render::chart`), the dot under a click on that chart
//! ([`PointHit`]), the progression by match read ahead of a visit, and
//! `blunderdb breakdown`. Both cards are asked for with the ticket of the
//! Stats redraw they belong to and skipped once it is stale.

use std::sync::atomic::Ordering;
use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;

use crate::library::store::{Filter, Store};
use crate::queries::breakdown::{self, By};
use crate::queries::progress::{self, Period};
use crate::render::chart::{self, PlacedPoint};

use crate::window::chart_source::ChartSource;
use crate::window::state::{text, Library};

/// The size the progression chart is drawn at.
pub const PROGRESS_CHART_SIZE: (u32, u32) = (960, 360);

/// How many charts' dots [`Library::progress_point_at`] keeps: the one on
/// screen and a few drawn after it (a redraw answered but not shown).
const CHARTS_KEPT: usize = 4;

/// Everything the Progression card draws for one filter.
#[derive(Debug, Clone, Serialize)]
pub struct ProgressView {
    /// `blunderdb progress --format json` of the same filter and grouping,
    /// with its latest rows only when asked (see [`Library::progress_card`]).
    pub progress: progress::Progress,
    /// How many rows the progression has (the chart draws them all).
    pub total_rows: usize,
    pub chart_svg: String,
    /// The chart's number: a click on it is matched to its dot in Rust
    /// ([`Library::progress_point_at`]).
    pub chart: u64,
    /// How many dots the chart has.
    pub dots: usize,
    /// Where each dot was drawn (chart pixels). Not sent: at 10,000 dots
    /// their columns were 180 KB of the card's 274 KB answer, moved and
    /// parsed on every redraw for the rare click; the library keeps them.
    #[serde(skip)]
    pub points: Arc<Vec<PlacedPoint>>,
    pub size: (u32, u32),
}

/// A progression chart drawn again (in another language): the fields of
/// [`ProgressView`] that change.
#[derive(Debug, Clone, Serialize)]
pub struct ChartRedrawn {
    pub chart_svg: String,
    pub chart: u64,
    pub dots: usize,
}

/// The dot a click on a progression chart hit.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PointHit {
    /// The dot's match (`None`: a month, year or event).
    pub match_id: Option<i64>,
}

impl Library {
    /// Reads the whole library's progression by match into memory, unless
    /// it is there and the library unchanged
    /// ([`crate::queries::progress::MatchTable`]): the window asks for it once
    /// idle after a launch or a change, so that a progression by match
    /// does not read 20,000 rows while the user waits. Read on a
    /// connection of its own, so the window's commands do not wait for it
    /// (a quarter of a second at 100,000 matches), and kept only if the
    /// library did not change meanwhile. Returns whether a table is kept.
    pub fn warm_progress(&self) -> Result<bool, String> {
        let (state, path) = {
            let store = self.store();
            if store.has_match_table().map_err(text)? {
                return Ok(true);
            }
            (store.library_state().map_err(text)?, self.path())
        };
        let table = Store::open(&path)
            .map_err(text)?
            .read_match_table()
            .map_err(text)?;
        let store = self.store();
        if self.path() != path {
            return Ok(false); // another library was opened meanwhile
        }
        store.keep_match_table(state, table).map_err(text)
    }

    /// The progression of a selection by `by` (match, month, year, event),
    /// with the chart (rolling PR over the last `window` decisions).
    pub fn progress(&self, filter: &Filter, by: &str, window: u64) -> Result<ProgressView, String> {
        self.progress_card(filter, by, window, None, None)
            .map(|v| v.expect("no ticket, never stale"))
    }

    /// [`Library::progress`] for the redraw `ticket` (`None` when stale, see
    /// `Library::card_store`), with the `latest` rows only (all when
    /// `None`): one row per match of a 10,000-match library is 2.1 MB of
    /// JSON, and moving and parsing it was most of the card's 0.2 s; the
    /// table lists the latest few hundred and asks for the rest when the
    /// user does. The chart has every row's point.
    pub fn progress_card(
        &self,
        filter: &Filter,
        by: &str,
        window: u64,
        ticket: Option<u64>,
        latest: Option<usize>,
    ) -> Result<Option<ProgressView>, String> {
        let by = Period::parse(by).map_err(text)?;
        let Some(store) = self.card_store(ticket) else {
            return Ok(None);
        };
        let card = progress::card(&store, filter, by, latest).map_err(text)?;
        let levels = store.level_scale().map_err(text)?;
        drop(store);
        let source = ChartSource {
            chart: 0,
            points: Arc::new(card.points),
            window: window.max(1),
            levels,
        };
        let (drawn, placed) = self.draw_chart(source);
        Ok(Some(ProgressView {
            total_rows: card.total_rows,
            progress: card.progress,
            chart_svg: drawn.chart_svg,
            chart: drawn.chart,
            dots: drawn.dots,
            points: placed,
            size: PROGRESS_CHART_SIZE,
        }))
    }

    /// Draws a progression chart in the window's language under a new
    /// number, keeping its dots (for clicks) and what it was drawn from
    /// (for a switch of language).
    fn draw_chart(&self, mut source: ChartSource) -> (ChartRedrawn, Arc<Vec<PlacedPoint>>) {
        let (svg, placed) = chart::progression_svg(
            &source.points,
            source.window,
            &source.levels,
            PROGRESS_CHART_SIZE,
            self.text(),
        );
        let placed = Arc::new(placed);
        let number = self.next_chart.fetch_add(1, Ordering::Relaxed);
        {
            let mut charts = self.charts.lock().unwrap_or_else(|e| e.into_inner());
            charts.push_back((number, Arc::clone(&placed)));
            while charts.len() > CHARTS_KEPT {
                charts.pop_front();
            }
        }
        source.chart = number;
        *self.last_chart.lock().unwrap_or_else(|e| e.into_inner()) = Some(source);
        let drawn = ChartRedrawn {
            chart_svg: svg,
            chart: number,
            dots: placed.len(),
        };
        (drawn, placed)
    }

    /// Progression chart `chart` drawn again in the window's language,
    /// from what it was drawn from (no reading of the library); `None`
    /// when it is not the latest chart drawn (the window then asks for
    /// its card again).
    pub fn redraw_chart(&self, chart: u64) -> Option<ChartRedrawn> {
        let source = self
            .last_chart
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
            .filter(|s| s.chart == chart)?;
        Some(self.draw_chart(source).0)
    }

    /// The dot of progression chart `chart` under a click at chart pixel
    /// (x, y) ([`crate::render::chart::point_at`]); `None` when none is there,
    /// or the chart is no longer kept (a newer one is on screen).
    pub fn progress_point_at(&self, chart: u64, x: f64, y: f64) -> Option<PointHit> {
        let charts = self.charts.lock().unwrap_or_else(|e| e.into_inner());
        let (_, points) = charts.iter().find(|(n, _)| *n == chart)?;
        chart::point_at(points, x, y).map(|p| PointHit {
            match_id: p.match_id,
        })
    }

    /// `blunderdb breakdown --format json` of a selection by `by`.
    pub fn breakdown(&self, filter: &Filter, by: &str) -> Result<Value, String> {
        self.breakdown_card(filter, by, None)
            .map(|v| v.expect("no ticket, never stale"))
    }

    /// [`Library::breakdown`] for the redraw `ticket`: `None` when stale.
    pub fn breakdown_card(
        &self,
        filter: &Filter,
        by: &str,
        ticket: Option<u64>,
    ) -> Result<Option<Value>, String> {
        let by = By::parse(by).map_err(text)?;
        let Some(store) = self.card_store(ticket) else {
            return Ok(None);
        };
        breakdown::breakdown_json(&store, filter, by)
            .map(Some)
            .map_err(text)
    }
}
