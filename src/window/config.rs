//! The user's language choice as kept on disk, and the language the
//! window opens in ([`startup`]): the app state asks for it when it opens
//! a library, so it lives here, below the state, rather than in
//! `language.rs` (whose methods on the state import the state). The
//! config folder ([`config_dir`]) is where the club's settings are kept
//! too.

use std::path::{Path, PathBuf};

use crate::i18n;

/// The choice that follows the system's locale (no file, or this word in it).
pub const SYSTEM: &str = "system";

/// Where the choice is kept: `BLUNDERDB_CONFIG_DIR` when set (the tests
/// use a temporary one), else `<config dir>/blunderdb`.
pub fn config_dir() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("BLUNDERDB_CONFIG_DIR").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    crate::library::files::config_dir()
}

pub(crate) fn choice_file(dir: &Path) -> PathBuf {
    dir.join("language")
}

/// The saved choice, or [`SYSTEM`] when there is none or it is not a
/// language blunderDB speaks (a hand-edited file must not stop the app).
pub fn saved_choice() -> String {
    config_dir()
        .and_then(|d| std::fs::read_to_string(choice_file(&d)).ok())
        .and_then(|s| i18n::resolve(&s).map(str::to_string))
        .unwrap_or_else(|| SYSTEM.to_string())
}

/// The language the window opens in and the note to show, if any:
/// `BLUNDERDB_LANG` when set (the window tests start in the
/// pseudo-locale with it), else the saved choice, else the system's.
pub fn startup() -> (&'static str, Option<String>) {
    if let Some(l) = std::env::var("BLUNDERDB_LANG")
        .ok()
        .filter(|l| !l.trim().is_empty())
    {
        return i18n::choose(&l);
    }
    resolve_choice(&saved_choice())
}

/// The language a choice gives.
pub(crate) fn resolve_choice(choice: &str) -> (&'static str, Option<String>) {
    match i18n::resolve(choice) {
        Some(l) if choice != SYSTEM => (l, None),
        _ => i18n::from_env(),
    }
}
