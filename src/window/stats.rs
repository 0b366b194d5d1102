//! The Stats and Players tabs: [`StatsView`] (the figures of a selection,
//! its error histogram, worst decisions and level), the players table and
//! its CSV, the comparison of two players, and the aliases. Every figure
//! is the library's (`crate::queries::report`), as the command line
//! prints it; this file only gathers them for the window.

use std::path::Path;
use std::sync::atomic::Ordering;

use serde::Serialize;
use serde_json::Value;

use crate::library::store::Filter;
use crate::queries::aliases::Alias;
use crate::queries::drill::WorstDecision;
use crate::queries::report;

use crate::window::state::{text, Library};

/// The size the histogram is drawn at (the window scales it to fit).
pub const CHART_SIZE: (u32, u32) = (560, 300);

/// Everything the Stats tab draws for one filter.
#[derive(Debug, Clone, Serialize)]
pub struct StatsView {
    /// `blunderdb stats --format json` of the same filter.
    pub figures: Value,
    /// The error histogram with the threshold marks.
    pub histogram_svg: String,
    /// The 10 worst decisions of the selection.
    pub worst: Vec<WorstDecision>,
    /// Matches of the selection without analysis (the "Analyse…" banner).
    pub unanalysed: u64,
    /// The level the selection's PR falls in on the library's scale
    /// (`null` without a PR), and that scale's name.
    pub level: Option<&'static str>,
    pub level_scale: &'static str,
    /// This redraw's number: the cards drawn after the figures pass it
    /// back, and are skipped once a newer `stats` has been asked for.
    pub ticket: u64,
}

impl Library {
    pub fn stats(&self, filter: &Filter) -> Result<StatsView, String> {
        self.stats_for(filter, None)
    }

    /// [`Library::stats`] numbered `ticket` by the window (`None`: the
    /// next number). The window numbers its redraws itself, so it can ask
    /// for the cards of a redraw together with its figures rather than
    /// once the figures have come back (a round trip of 10–35 ms more
    /// under load); numbers only grow (see `Library::card_store`).
    pub fn stats_for(&self, filter: &Filter, ticket: Option<u64>) -> Result<StatsView, String> {
        // Numbered before waiting for the store, so the cards of an older
        // redraw still queued behind it see that they are stale.
        let ticket = match ticket {
            Some(t) => {
                self.stats_ticket.fetch_max(t, Ordering::SeqCst);
                t
            }
            None => self.stats_ticket.fetch_add(1, Ordering::SeqCst) + 1,
        };
        self.stats_done.newer_asked();
        // Answered (or failed): the cards of this redraw may go.
        struct Done<'a>(&'a crate::window::state::Answered, u64);
        impl Drop for Done<'_> {
            fn drop(&mut self) {
                self.0.answer(self.1);
            }
        }
        let _done = Done(&self.stats_done, ticket);
        let store = self.store();
        let figures = report::stats_json(&store, filter).map_err(text)?;
        let thresholds = store.thresholds().map_err(text)?;
        let histogram_svg = crate::render::chart::histogram_svg(
            report::histogram_counts(&figures),
            &thresholds,
            CHART_SIZE.0,
            CHART_SIZE.1,
            self.text(),
        );
        let worst = store.worst_decisions(filter, 10).map_err(text)?;
        let unanalysed = store.unanalysed_count(filter).map_err(text)?;
        let scale = store.level_scale().map_err(text)?;
        let level = figures
            .get("pr")
            .and_then(Value::as_f64)
            .map(|pr| scale.level(pr));
        Ok(StatsView {
            histogram_svg,
            worst,
            unanalysed,
            level,
            level_scale: scale.label,
            figures,
            ticket,
        })
    }

    /// How many matches of a selection have no analysis.
    pub fn unanalysed_count(&self, filter: &Filter) -> Result<u64, String> {
        self.store().unanalysed_count(filter).map_err(text)
    }

    /// `blunderdb players --format json`: one object per player.
    pub fn players(&self) -> Result<Vec<Value>, String> {
        report::players_json(&self.store(), &Filter::default()).map_err(text)
    }

    /// Writes `blunderdb players --format csv` to `path`; returns the rows written.
    pub fn export_players_csv(&self, path: &Path) -> Result<usize, String> {
        let rows = self.players()?;
        std::fs::write(path, report::players_csv(&rows))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(rows.len())
    }

    /// Two players side by side ([`report::compare_json`]): each one's
    /// figures over the library, and both sides' figures in the matches
    /// they played against each other.
    pub fn compare(&self, a: &str, b: &str) -> Result<Value, String> {
        report::compare_json(&self.store(), a, b).map_err(text)
    }

    /// `blunderdb alias add NAME --as PLAYER`.
    pub fn add_alias(&self, name: &str, player: &str) -> Result<Alias, String> {
        self.writable()?;
        self.store().add_alias(name, player).map_err(text)
    }

    /// `blunderdb alias remove NAME`.
    pub fn remove_alias(&self, name: &str) -> Result<Alias, String> {
        self.writable()?;
        self.store().remove_alias(name).map_err(text)
    }

    /// `blunderdb alias list`.
    pub fn aliases(&self) -> Result<Vec<Alias>, String> {
        self.store().aliases().map_err(text)
    }
}
