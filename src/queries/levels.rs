//! The level names a PR falls in, drawn as bands behind the progression
//! chart: XG's table by default, or gnuBG's.
//!
//! A scale is data (names and upper bounds on the PR scale, 500 × the
//! error per decision), chosen per library (`blunderdb levels`, or the
//! app's Settings), so the bands a player reads are the ones of the
//! program they compare with. Each bound is exclusive: a PR of exactly 2.5
//! is in the band that starts there, as gnuBG's `GetRating()` returns the
//! first band whose threshold the rate is strictly below.

use serde::Serialize;

use crate::i18n::Text;
use crate::library::store::{Store, LEVEL_SCALE_SETTING as SETTING};
use crate::queries::Result;

/// A named table of level bands.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Scale {
    /// Its name in the library's settings and on the command line.
    pub key: &'static str,
    /// What a player reads for it.
    pub label: &'static str,
    /// Where the names and bounds come from.
    pub source: &'static str,
    /// `(name, upper PR bound)` from the best band down; the last is open.
    pub bands: &'static [(&'static str, f64)],
}

/// XG's Performance Rating table, as published with XG's PR (Wikipedia's
/// "eXtreme Gammon" article, section "Performance rating").
pub const XG: Scale = Scale {
    key: "xg",
    label: "XG",
    source: "eXtreme Gammon's Performance Rating table (Wikipedia, \"eXtreme Gammon\")",
    bands: &[
        ("World Champ", 2.5),
        ("World Class", 5.0),
        ("Expert", 7.5),
        ("Advanced", 12.5),
        ("Intermediate", 17.5),
        ("Casual Player", 22.5),
        ("Beginner", 30.0),
        ("Distracted", f64::INFINITY),
    ],
};

/// gnuBG's ratings (`analysis.c: GetRating()` of 1.08.003, the latest
/// release; metrics-spec §10.1): its thresholds on the error per decision,
/// × 500.
pub const GNUBG: Scale = Scale {
    key: "gnubg",
    label: "gnuBG",
    source: "GNU Backgammon's ratings (GetRating(), release 1.08.003)",
    bands: &[
        ("Supernatural", 1.0),
        ("World class", 2.5),
        ("Expert", 4.0),
        ("Advanced", 6.0),
        ("Intermediate", 9.0),
        ("Casual player", 13.0),
        ("Beginner", 17.5),
        ("Awful!", f64::INFINITY),
    ],
};

/// gnuBG's development version's ratings, "similar to those of the BMAB"
/// (the Backgammon Masters Awards Board; metrics-spec §10.1).
pub const BMAB: Scale = Scale {
    key: "bmab",
    label: "BMAB",
    source: "GNU Backgammon's development ratings, similar to the BMAB's grades",
    bands: &[
        ("Super Grandmaster", 2.5),
        ("Grandmaster", 4.0),
        ("Master", 6.5),
        ("Advanced", 10.0),
        ("Intermediate", 16.0),
        ("Beginner", f64::INFINITY),
    ],
};

impl Scale {
    /// Every scale, the default first.
    pub const ALL: [Scale; 3] = [XG, GNUBG, BMAB];

    /// The scale named `key`; an unknown one is a usage error naming the
    /// choices.
    pub fn parse(key: &str) -> Result<Scale> {
        Ok(crate::queries::filters::choose(
            crate::msg!("query-what-level-scale"),
            key,
            &Scale::ALL,
            |s| s.key,
        )?)
    }

    /// The name of the band a PR falls in (its English name, as JSON
    /// writes it; [`Scale::level_text`] for a player to read).
    pub fn level(&self, pr: f64) -> &'static str {
        self.bands
            .iter()
            .find(|(_, hi)| pr < *hi)
            .or(self.bands.last())
            .map_or("", |(n, _)| n)
    }

    /// The name of the band a PR falls in, in `text`'s language.
    pub fn level_text(&self, pr: f64, text: &Text) -> String {
        self.band_text(self.level(pr), text)
    }

    /// Band `name` of this scale (its English name, as in [`Scale::bands`])
    /// in `text`'s language: the words XG's and gnuBG's own translations
    /// use (`locales/<lang>/report.ftl`). A name the scale does not have
    /// is shown as it is.
    pub fn band_text(&self, name: &str, text: &Text) -> String {
        match (self.key, name) {
            ("xg", "World Champ") => crate::t!(text, "level-xg-world-champ"),
            ("xg", "World Class") => crate::t!(text, "level-xg-world-class"),
            ("xg", "Expert") => crate::t!(text, "level-xg-expert"),
            ("xg", "Advanced") => crate::t!(text, "level-xg-advanced"),
            ("xg", "Intermediate") => crate::t!(text, "level-xg-intermediate"),
            ("xg", "Casual Player") => crate::t!(text, "level-xg-casual"),
            ("xg", "Beginner") => crate::t!(text, "level-xg-beginner"),
            ("xg", "Distracted") => crate::t!(text, "level-xg-distracted"),
            ("gnubg", "Supernatural") => crate::t!(text, "level-gnubg-supernatural"),
            ("gnubg", "World class") => crate::t!(text, "level-gnubg-world-class"),
            ("gnubg", "Expert") => crate::t!(text, "level-gnubg-expert"),
            ("gnubg", "Advanced") => crate::t!(text, "level-gnubg-advanced"),
            ("gnubg", "Intermediate") => crate::t!(text, "level-gnubg-intermediate"),
            ("gnubg", "Casual player") => crate::t!(text, "level-gnubg-casual"),
            ("gnubg", "Beginner") => crate::t!(text, "level-gnubg-beginner"),
            ("gnubg", "Awful!") => crate::t!(text, "level-gnubg-awful"),
            ("bmab", "Super Grandmaster") => crate::t!(text, "level-bmab-super-grandmaster"),
            ("bmab", "Grandmaster") => crate::t!(text, "level-bmab-grandmaster"),
            ("bmab", "Master") => crate::t!(text, "level-bmab-master"),
            ("bmab", "Advanced") => crate::t!(text, "level-bmab-advanced"),
            ("bmab", "Intermediate") => crate::t!(text, "level-bmab-intermediate"),
            ("bmab", "Beginner") => crate::t!(text, "level-bmab-beginner"),
            _ => name.to_string(),
        }
    }
}

impl Store {
    /// The library's level scale ([`XG`] until one is chosen; a value this
    /// version does not know, written by a newer one, reads as the default).
    pub fn level_scale(&self) -> Result<Scale> {
        Ok(self
            .setting(SETTING)?
            .and_then(|k| Scale::parse(&k).ok())
            .unwrap_or(XG))
    }

    /// Chooses the library's level scale.
    pub fn set_level_scale(&self, scale: &Scale) -> Result<()> {
        Ok(self.set_setting(SETTING, scale.key)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_scale_rises_and_ends_open() {
        for s in Scale::ALL {
            assert!(s.bands.windows(2).all(|w| w[0].1 < w[1].1), "{}", s.key);
            assert_eq!(s.bands.last().map(|b| b.1), Some(f64::INFINITY));
            assert_eq!(Scale::parse(s.key).ok(), Some(s));
        }
        assert!(Scale::parse("snowie").is_err());
    }

    #[test]
    fn a_bound_belongs_to_the_band_above_it() {
        assert_eq!(XG.level(0.0), "World Champ");
        assert_eq!(XG.level(2.49), "World Champ");
        assert_eq!(XG.level(2.5), "World Class");
        assert_eq!(XG.level(7.4), "Expert");
        assert_eq!(XG.level(12.5), "Intermediate");
        assert_eq!(XG.level(30.0), "Distracted");
        assert_eq!(GNUBG.level(2.5), "Expert");
        assert_eq!(GNUBG.level(0.99), "Supernatural");
        assert_eq!(GNUBG.level(50.0), "Awful!");
        assert_eq!(BMAB.level(6.4), "Master");
    }

    #[test]
    fn every_band_has_a_name_in_every_language() {
        for lang in crate::i18n::LANGUAGES {
            let text = Text::get(lang);
            for s in Scale::ALL {
                for (name, _) in s.bands {
                    let shown = s.band_text(name, text);
                    assert!(
                        !shown.is_empty() && !shown.starts_with("level-"),
                        "{lang} {name}"
                    );
                    if lang == "en" {
                        assert_eq!(&shown, name);
                    }
                }
            }
        }
        let de = Text::get("de");
        assert_eq!(GNUBG.level_text(0.5, de), "Überirdisch");
        assert_eq!(GNUBG.band_text("no such band", de), "no such band");
        // The JSON name stays English.
        assert_eq!(GNUBG.level(0.5), "Supernatural");
    }

    #[test]
    fn the_library_keeps_its_scale() {
        let dir = tempfile::tempdir().expect("dir");
        let store = Store::open(&dir.path().join("l.db")).expect("store");
        assert_eq!(store.level_scale().expect("scale"), XG);
        store.set_level_scale(&GNUBG).expect("set");
        assert_eq!(store.level_scale().expect("scale"), GNUBG);
        // A name a newer version wrote reads as the default.
        store.set_setting(SETTING, "future").expect("set");
        assert_eq!(store.level_scale().expect("scale"), XG);
    }
}
