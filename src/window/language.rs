//! The window's language: which one ([`startup`]), the user's choice in
//! Settings ([`Library::set_language`]) and the message files the window
//! formats itself ([`Library::language`]).
//!
//! The choice is the user's, not the library's: it lives in a small file
//! of the user's config directory (`<config>/blunderdb/language`), so
//! every library opens in the same language, and a library shared with a
//! player of another language does not impose its language on them.

use serde::Serialize;

use crate::i18n::{self, Text};
use crate::queries::levels::Scale;

use crate::window::config::{choice_file, resolve_choice};
pub use crate::window::config::{config_dir, saved_choice, startup, SYSTEM};
use crate::window::progression::ChartRedrawn;
use crate::window::state::{text, Library};
use crate::window::stats::CHART_SIZE;

/// What the window needs to speak: its language, the user's choice, the
/// languages to choose from, and the messages to format.
#[derive(Debug, Clone, Serialize)]
pub struct Language {
    /// The language in use (`fr`, or `qps` for the pseudo-locale).
    pub lang: &'static str,
    /// The user's choice: a language code, or [`SYSTEM`].
    pub choice: String,
    /// The language the system's locale gives (what [`SYSTEM`] means).
    pub system: &'static str,
    /// Each language's code and own name, for the Settings list.
    pub languages: Vec<(&'static str, &'static str)>,
    /// The Fluent sources of [`i18n::WEB_DOMAINS`] in `lang`…
    pub messages: Vec<&'static str>,
    /// …and in English, where a message missing from `lang` is found.
    pub fallback: Vec<&'static str>,
    /// The note to show when the system asks for a language blunderDB
    /// does not speak (English is used instead).
    pub note: Option<String>,
    /// The level bands' names in `lang` (Rust's words, as the charts write
    /// them): the window names the PR's level and the bands with them.
    pub levels: Vec<LevelNames>,
}

/// One scale's band names in the window's language, by their English
/// names (those `stats` and `level_scales` answer with). Sent with the
/// messages, so a switch of language needs no other round trip.
#[derive(Debug, Clone, Serialize)]
pub struct LevelNames {
    pub key: &'static str,
    pub names: Vec<(&'static str, String)>,
}

/// The charts of the Stats tab drawn again in a new language, from what
/// the window shows ([`Library::redraw_charts`]).
#[derive(Debug, Clone, Serialize)]
pub struct ChartsRedrawn {
    pub histogram_svg: String,
    /// `None` when the progression chart on screen is not the latest one
    /// drawn (the window asks for its card again).
    pub progress: Option<ChartRedrawn>,
}

impl Library {
    /// The Stats tab's charts in the window's language, drawn again from
    /// what they show: the histogram from `figures` (the `stats` answer on
    /// screen: its counts and thresholds), the progression chart `chart`
    /// from what it was drawn from. Nothing is read from the library, so a
    /// switch of language at 10,000 matches costs the drawing only.
    pub fn redraw_charts(&self, figures: &serde_json::Value, chart: Option<u64>) -> ChartsRedrawn {
        let thresholds = figures
            .get("thresholds")
            .and_then(|t| serde_json::from_value(t.clone()).ok())
            .unwrap_or_else(|| {
                self.store()
                    .thresholds()
                    .unwrap_or(crate::metrics::Thresholds::BLUNDERDB)
            });
        let histogram_svg = crate::render::chart::histogram_svg(
            crate::queries::report::histogram_counts(figures),
            &thresholds,
            CHART_SIZE.0,
            CHART_SIZE.1,
            self.text(),
        );
        ChartsRedrawn {
            histogram_svg,
            progress: chart.and_then(|c| self.redraw_chart(c)),
        }
    }

    /// The window's language and its messages.
    pub fn language(&self) -> Language {
        self.language_with(saved_choice(), None)
    }

    fn language_with(&self, choice: String, note: Option<String>) -> Language {
        let lang = self.text().lang();
        // The pseudo-locale wraps English's messages (in ui/i18n.js).
        let source_lang = if lang == i18n::PSEUDO { "en" } else { lang };
        let sources = |l: &str| {
            i18n::WEB_DOMAINS
                .iter()
                .map(|d| i18n::source(l, d).unwrap_or(""))
                .collect()
        };
        let tx = self.text();
        let levels = Scale::ALL
            .iter()
            .map(|s| LevelNames {
                key: s.key,
                names: s
                    .bands
                    .iter()
                    .map(|(n, _)| (*n, s.band_text(n, tx)))
                    .collect(),
            })
            .collect();
        Language {
            levels,
            lang,
            choice,
            system: i18n::from_env().0,
            languages: i18n::NATIVE_NAMES.to_vec(),
            messages: sources(source_lang),
            fallback: sources("en"),
            note: note.or_else(|| self.lang_note.lock().ok().and_then(|n| n.clone())),
        }
    }

    /// Chooses the window's language (a code of [`i18n::LANGUAGES`], or
    /// [`SYSTEM`]), remembers it for this user, and returns what
    /// [`Library::language`] does for it.
    pub fn set_language(&self, choice: &str) -> Result<Language, String> {
        let choice = if choice == SYSTEM {
            SYSTEM.to_string()
        } else {
            let tx = self.text();
            i18n::resolve(choice)
                .filter(|l| *l != i18n::PSEUDO)
                .ok_or_else(|| crate::t!(tx, "error-no-language", lang = choice))?
                .to_string()
        };
        let tx = self.text();
        let dir = config_dir().ok_or_else(|| crate::t!(tx, "error-no-config-dir"))?;
        std::fs::create_dir_all(&dir).map_err(text)?;
        crate::library::files::write_whole(
            &choice_file(&dir),
            format!("{choice}\n").as_bytes(),
            crate::library::files::Access::Shared,
        )
        .map_err(text)?;
        let (lang, note) = resolve_choice(&choice);
        *self.lang.lock().unwrap_or_else(|e| e.into_inner()) = Text::get(lang);
        *self.lang_note.lock().unwrap_or_else(|e| e.into_inner()) = note.clone();
        Ok(self.language_with(choice, note))
    }
}
