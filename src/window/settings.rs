//! The Settings tab: the error and blunder thresholds, the level scale
//! ([`LevelScales`]), gnuBG as found ([`GnubgInfo`]) and the default
//! analysis level, all stored in the library. (The watched folder's
//! settings are in `watch.rs`.)

use serde::Serialize;

use crate::engine::analyse::{self, Gnubg};
use crate::i18n::Text;
use crate::metrics::Thresholds;
use crate::queries::levels::Scale;
use crate::t;

use crate::window::state::{text, Library};

/// The settings key of the default analysis level.
pub const LEVEL_KEY: &str = "analysis_plies";
/// The levels the app offers: quick (0-ply) and standard (2-ply).
pub const QUICK: u8 = 0;
pub const STANDARD: u8 = 2;

/// What gnuBG the app would analyse with, for Settings and the dialog.
#[derive(Debug, Clone, Serialize)]
pub struct GnubgInfo {
    /// `None` when gnuBG cannot be used; `error` says why and how to install it.
    pub gnubg: Option<Gnubg>,
    pub error: Option<String>,
    /// How to install gnuBG, when a program was named but cannot be used
    /// (when none is found at all, `error` says it already).
    pub hint: Option<String>,
    /// The library's default analysis level (plies).
    pub default_plies: u8,
    /// The program named in Settings, when one is (else gnuBG is looked
    /// for on `PATH` and where its installer puts it).
    pub saved_path: Option<String>,
}

/// The library's level scale and the scales to choose from.
#[derive(Debug, Clone, Serialize)]
pub struct LevelScales {
    /// The key of the library's scale.
    pub current: &'static str,
    pub all: Vec<Scale>,
}

impl Library {
    /// Checks, stores and returns new thresholds; errors and blunders of
    /// every match are recounted.
    pub fn set_thresholds(&self, error: f64, blunder: f64) -> Result<Thresholds, String> {
        self.writable()?;
        let t = Thresholds::new(error, blunder)?;
        let mut store = self.store();
        store.set_thresholds(t).map_err(text)?;
        store.thresholds().map_err(text)
    }

    /// gnuBG, found once and then kept; looked for again while missing, so
    /// installing it needs no restart.
    pub fn gnubg(&self) -> Result<Gnubg, String> {
        let mut slot = self.gnubg.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(g) = &*slot {
            return Ok(g.clone());
        }
        let saved = self.saved_gnubg_path()?;
        let g = Gnubg::locate_with(None, saved.as_deref()).map_err(text)?;
        *slot = Some(g.clone());
        Ok(g)
    }

    /// The gnuBG program the library's settings name, if any.
    fn saved_gnubg_path(&self) -> Result<Option<String>, String> {
        let saved = self.store().setting(analyse::PATH_SETTING).map_err(text)?;
        Ok(saved.filter(|p| !p.trim().is_empty()))
    }

    /// Names the gnuBG program to analyse with, or (`None`) lets it be
    /// looked for again on `PATH` and where its installer puts it. A
    /// program that is not gnuBG is refused and changes nothing.
    pub fn set_gnubg_path(&self, path: Option<&str>) -> Result<GnubgInfo, String> {
        self.writable()?;
        let value = match path.map(str::trim).filter(|p| !p.is_empty()) {
            Some(p) => {
                Gnubg::probe(std::path::Path::new(p)).map_err(|e| e.message(self.text()))?;
                p.to_string()
            }
            None => String::new(),
        };
        self.store()
            .set_setting(analyse::PATH_SETTING, &value)
            .map_err(text)?;
        *self.gnubg.lock().unwrap_or_else(|e| e.into_inner()) = None;
        self.gnubg_info()
    }

    /// gnuBG's path and version (or why it cannot be used) and the default level.
    pub fn gnubg_info(&self) -> Result<GnubgInfo, String> {
        let default_plies = self.default_plies()?;
        let saved_path = self.saved_gnubg_path()?;
        Ok(match self.gnubg() {
            Ok(g) => GnubgInfo {
                gnubg: Some(g),
                error: None,
                hint: None,
                default_plies,
                saved_path,
            },
            Err(e) => GnubgInfo {
                gnubg: None,
                hint: (e != analyse::INSTALL_HINT).then(|| install_hint(self.text())),
                error: Some(e),
                default_plies,
                saved_path,
            },
        })
    }

    /// The library's level scale (the progression chart's bands) and every
    /// scale to choose from.
    pub fn level_scales(&self) -> Result<LevelScales, String> {
        Ok(LevelScales {
            current: self.store().level_scale().map_err(text)?.key,
            all: Scale::ALL.to_vec(),
        })
    }

    /// Chooses the library's level scale by its key; an unknown key is
    /// refused and changes nothing.
    pub fn set_level_scale(&self, key: &str) -> Result<LevelScales, String> {
        self.writable()?;
        let scale = Scale::parse(key).map_err(text)?;
        self.store().set_level_scale(&scale).map_err(text)?;
        self.level_scales()
    }

    /// The library's default analysis level: standard (2-ply) unless set.
    pub fn default_plies(&self) -> Result<u8, String> {
        default_plies_of(&self.store())
    }

    /// Stores the library's default analysis level.
    pub fn set_default_plies(&self, plies: u8) -> Result<u8, String> {
        self.writable()?;
        check_plies(plies, self.text())?;
        self.store()
            .set_setting(LEVEL_KEY, &plies.to_string())
            .map_err(text)?;
        self.default_plies()
    }
}

/// How to install gnuBG, in the window's language (`analyse::INSTALL_HINT`
/// also names the command line's `--gnubg`).
fn install_hint(tx: &Text) -> String {
    t!(tx, "gnubg-install-hint")
}

/// Refuses an analysis level gnuBG does not offer (in the window's language).
pub(crate) fn check_plies(plies: u8, tx: &Text) -> Result<(), String> {
    if plies > analyse::MAX_PLIES {
        return Err(t!(
            tx,
            "error-plies",
            max = analyse::MAX_PLIES,
            plies = plies
        ));
    }
    Ok(())
}

/// `store`'s default analysis level.
pub(crate) fn default_plies_of(store: &crate::library::store::Store) -> Result<u8, String> {
    let v = store.setting(LEVEL_KEY).map_err(text)?;
    Ok(v.and_then(|s| s.trim().parse::<u8>().ok())
        .filter(|p| *p <= analyse::MAX_PLIES)
        .unwrap_or(STANDARD))
}
