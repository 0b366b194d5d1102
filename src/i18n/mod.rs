//! # Layer 1: the words and numbers a player reads
//!
//! Owns the languages blunderDB speaks: which one to use ([`resolve`],
//! [`from_env`]), its messages ([`Text::t`], from the Fluent files in
//! `locales/<lang>/*.ftl`, the same files the window reads), and how it
//! writes numbers and dates ([`Text::number`], [`Text::count`],
//! [`Text::date`]).
//!
//! Why Fluent: one message file per language and domain serves the Rust
//! side (`fluent-bundle`) and the window (`@fluent/bundle`), so a text is
//! translated once, and its select expressions give each language its own
//! plural forms. Why numbers and dates here rather than in Fluent:
//! `fluent-bundle` writes numbers without the locale's separators, and the
//! command line, the charts and the report must write `0,39` in French as
//! the window does (the window uses `Intl`, with the same CLDR rules).
//!
//! JSON and CSV never go through this module: their keys, values and
//! numbers are the same in every language, for scripts.
//!
//! May use: nothing else of the crate.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

mod files;
mod format;
mod message;

pub use files::{DOMAINS, WEB_DOMAINS};
pub use message::{Message, Value};

/// The languages blunderDB ships, English first (the fallback).
pub const LANGUAGES: [&str; 11] = [
    "en", "fr", "de", "it", "es", "fi", "ja", "el", "ru", "pt", "nl",
];

/// The pseudo-locale of the tests: English with every message wrapped in
/// `⟦…⟧`, so text shown outside the message files stands out.
pub const PSEUDO: &str = "qps";

/// Each language's own name, for the Settings list.
pub const NATIVE_NAMES: [(&str, &str); 11] = [
    ("en", "English"),
    ("fr", "Français"),
    ("de", "Deutsch"),
    ("it", "Italiano"),
    ("es", "Español"),
    ("fi", "Suomi"),
    ("ja", "日本語"),
    ("el", "Ελληνικά"),
    ("ru", "Русский"),
    ("pt", "Português"),
    ("nl", "Nederlands"),
];

/// The language a locale name asks for (`fr`, `fr_FR.UTF-8`, `de-AT`,
/// `pt_BR`, `qps`), or `None` when blunderDB does not speak it. `C` and
/// `POSIX` are English.
pub fn resolve(requested: &str) -> Option<&'static str> {
    let r = requested.trim();
    // `fr_FR.UTF-8@euro` → `fr_FR`.
    let r = r.split(['.', '@']).next().unwrap_or("");
    if r.eq_ignore_ascii_case("C") || r.eq_ignore_ascii_case("POSIX") {
        return Some("en");
    }
    if r.eq_ignore_ascii_case(PSEUDO) {
        return Some(PSEUDO);
    }
    let lang = r
        .split(['_', '-'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    LANGUAGES.iter().copied().find(|l| *l == lang)
}

/// The language to use when the user named none: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set (POSIX's order), else the system's
/// locale. A locale blunderDB does not speak gives English and a note
/// saying so (to print once).
pub fn from_env() -> (&'static str, Option<String>) {
    let var = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| std::env::var(k).ok())
        .find(|v| !v.trim().is_empty());
    let asked = var.or_else(sys_locale::get_locale);
    match asked {
        None => ("en", None),
        Some(a) => choose(&a),
    }
}

/// [`resolve`], falling back to English with a note for a language
/// blunderDB does not speak.
pub fn choose(asked: &str) -> (&'static str, Option<String>) {
    match resolve(asked) {
        Some(l) => (l, None),
        None => (
            "en",
            Some(format!(
                "blunderdb: no messages in the language \"{asked}\"; using English (languages: {})",
                LANGUAGES.join(", ")
            )),
        ),
    }
}

/// One language's messages and number and date rules.
pub struct Text {
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
    english: Option<&'static Text>,
}

/// A message argument: a number selects plural forms as a number and is
/// written with the language's separators; text is written as it is.
#[derive(Debug, Clone)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(s))
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(s.as_str()))
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

impl Text {
    /// The messages of `lang` (one of [`LANGUAGES`] or [`PSEUDO`]; any
    /// other is English), built once per process, and only the languages
    /// asked for: building all twelve bundles took a fifth of a 40-file
    /// import's whole process (about 18 ms of every command's start).
    pub fn get(lang: &str) -> &'static Text {
        // One cell per language, in `LANGUAGES` order, then `PSEUDO`.
        static ALL: [OnceLock<Text>; LANGUAGES.len() + 1] =
            [const { OnceLock::new() }; LANGUAGES.len() + 1];
        let key = resolve(lang).unwrap_or("en");
        let english = ALL[0].get_or_init(|| Text::build("en", None));
        let Some(i) = LANGUAGES
            .iter()
            .copied()
            .chain([PSEUDO])
            .position(|l| l == key)
            .filter(|&i| i > 0)
        else {
            return english;
        };
        let lang = if i == LANGUAGES.len() {
            PSEUDO
        } else {
            LANGUAGES[i]
        };
        ALL[i].get_or_init(|| Text::build(lang, Some(english)))
    }

    fn build(lang: &'static str, english: Option<&'static Text>) -> Text {
        let source_lang = if lang == PSEUDO { "en" } else { lang };
        let id: LanguageIdentifier = source_lang.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The command line and the SVG labels are plain text: no Unicode
        // isolation marks around arguments.
        bundle.set_use_isolating(false);
        for domain in DOMAINS {
            let src = files::source(source_lang, domain).unwrap_or("");
            // The message files are the project's own and tested to parse
            // (tests/i18n.rs); a broken entry is skipped, its message then
            // falls back to English.
            let res = match FluentResource::try_new(src.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            let _ = bundle.add_resource(res);
        }
        Text {
            lang,
            bundle,
            english,
        }
    }

    /// The language code (`fr`), as `<html lang>` wants it.
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// Message `id` without arguments.
    pub fn t(&self, id: &str) -> String {
        self.t_args(id, &[])
    }

    /// Message `id` with named arguments. A message missing from this
    /// language is English's; one missing from English is its id (a test
    /// keeps that from shipping).
    pub fn t_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let text = match self.format(id, args) {
            Some(s) => s,
            None => match self.english.and_then(|en| en.format(id, args)) {
                Some(s) => s,
                None => id.to_string(),
            },
        };
        if self.lang == PSEUDO {
            format!("⟦{text}⟧")
        } else {
            text
        }
    }

    /// Whether this language has message `id` itself (no fallback).
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    fn format(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let msg = self.bundle.get_message(id)?;
        let pattern = msg.value()?;
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Text(s) => fa.set(*k, FluentValue::from(s.to_string())),
                Arg::Number(n) => {
                    // Selectors see the number; the text shows it written
                    // the language's way (`$n` and `$n-text`).
                    fa.set(*k, FluentValue::from(*n));
                    let shown = if n.fract() == 0.0 && n.abs() < 1e15 {
                        self.count_signed(*n as i64)
                    } else {
                        self.number(*n, 2)
                    };
                    fa.set(format!("{k}-text"), FluentValue::from(shown));
                }
            }
        }
        let mut errors = Vec::new();
        let out = self.bundle.format_pattern(pattern, Some(&fa), &mut errors);
        Some(out.into_owned())
    }

    /// `v` with `decimals` decimals, in this language's way (`0,39`).
    pub fn number(&self, v: f64, decimals: usize) -> String {
        format::number(self.rules_lang(), v, decimals)
    }

    /// An optional figure: "—" when unknown.
    pub fn figure(&self, v: Option<f64>, decimals: usize) -> String {
        v.map_or_else(|| "—".to_string(), |v| self.number(v, decimals))
    }

    /// A count, grouped in this language's way (`28 508 412`).
    pub fn count(&self, n: u64) -> String {
        format::grouped(self.rules_lang(), &n.to_string())
    }

    fn count_signed(&self, n: i64) -> String {
        let body = self.count(n.unsigned_abs());
        if n < 0 {
            format!("{}{body}", format::minus(self.rules_lang()))
        } else {
            body
        }
    }

    /// A stored date (`2025-11-08`, `2025-11`, `2025`) in this language's
    /// order (`08/11/2025`); any other text (a transcript's own spelling)
    /// as it is.
    pub fn date(&self, iso: &str) -> String {
        format::date(self.rules_lang(), iso)
    }

    fn rules_lang(&self) -> &'static str {
        if self.lang == PSEUDO {
            "en"
        } else {
            self.lang
        }
    }
}

/// The message ids of one language and domain, each with the variables it
/// uses (`$name`), for the tests that check every language against
/// English.
pub fn messages(lang: &str, domain: &str) -> BTreeMap<String, Vec<String>> {
    files::source(lang, domain)
        .map(files::ids_and_variables)
        .unwrap_or_default()
}

/// The Fluent source of `lang`'s `domain` (for the window, which formats
/// with `@fluent/bundle`), and whether the language has that file.
pub fn source(lang: &str, domain: &str) -> Option<&'static str> {
    files::source(lang, domain)
}

/// `t!(text, ID)` or `t!(text, ID, name = value, …)`: message `ID` (a
/// string literal) of `text`, with its arguments.
#[macro_export]
macro_rules! t {
    ($text:expr, $id:expr) => {
        $text.t($id)
    };
    ($text:expr, $id:expr, $($k:ident = $v:expr),+ $(,)?) => {
        $text.t_args($id, &[$((stringify!($k), $crate::i18n::Arg::from($v))),+])
    };
}
