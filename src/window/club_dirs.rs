//! Where a club's settings and copies are kept ([`ClubDirs`]) and which
//! club the window shows ([`Viewing`]): what the app state keeps of the
//! club, owned here, below the state, so the state imports it without
//! importing `club.rs` (whose methods on the state import the state).

use std::path::{Path, PathBuf};

/// The club the window shows in place of the user's library.
#[derive(Debug, Clone)]
pub(crate) struct Viewing {
    pub(crate) club: String,
    /// The user's own library, to go back to.
    pub(crate) own: PathBuf,
}

/// Where the club's settings and copies live: the user's config and cache
/// folders, or one folder of its own (the tests').
#[derive(Debug, Clone)]
pub struct ClubDirs {
    pub config: PathBuf,
    pub cache: PathBuf,
}

impl ClubDirs {
    /// The user's: the config folder the language choice is kept in
    /// (`BLUNDERDB_CONFIG_DIR` when set), and the user's cache folder
    /// (beside that config folder when it is set, as the tests set it).
    pub fn user() -> ClubDirs {
        let fallback = || std::env::temp_dir().join("blunderdb");
        let config = crate::window::config::config_dir().unwrap_or_else(fallback);
        let cache = if std::env::var_os("BLUNDERDB_CONFIG_DIR").is_some_and(|p| !p.is_empty()) {
            config.join("cache")
        } else {
            crate::library::files::cache_dir("blunderdb").unwrap_or_else(fallback)
        };
        ClubDirs { config, cache }
    }

    /// Both under `dir`.
    pub fn under(dir: &Path) -> ClubDirs {
        ClubDirs {
            config: dir.join("config"),
            cache: dir.join("cache"),
        }
    }
}
