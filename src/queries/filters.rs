//! Checking a [`Filter`] a user typed before it selects anything: a player
//! name that matches no player, a date that is not a day of the calendar or
//! a range that ends before it starts is an error that says what was
//! expected, never an empty report.
//!
//! Every command that takes these filters (the CLI's `stats` and `players`,
//! and any later one) calls [`validate`] (or [`Store::resolve_player`] and
//! [`parse_date`] on their own).

use crate::i18n::{Message, Text};
use crate::library::store::{Filter, Store};
use crate::queries::Result;

/// How many close names an unknown player's error suggests at most.
pub const MAX_SUGGESTIONS: usize = 3;

/// A filter that cannot select what the user meant.
///
/// [`FilterError::message`] writes it in a user's language; `Display` in
/// English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FilterError {
    /// No player of the library has this name (in any case).
    UnknownPlayer {
        name: String,
        /// Stored names close to the one asked for, closest first.
        suggestions: Vec<String>,
    },
    /// Not a `YYYY-MM-DD` day of the calendar.
    InvalidDate {
        value: String,
        /// What is wrong with a date of the right shape ("there is no month 13").
        why: Option<Message>,
    },
    /// The range ends before it starts.
    EmptyRange { from: String, to: String },
    /// A value that is not one of the choices (`breakdown --by foo`).
    UnknownChoice {
        /// What the value names ("breakdown", "level scale").
        what: Message,
        value: String,
        choices: Vec<String>,
    },
    /// A combination of options that cannot select anything.
    Unsupported(Message),
    /// An alias that cannot be made or removed (a cycle, a self-merge, a
    /// name that is no alias).
    Alias(Message),
}

impl FilterError {
    /// The error in `text`'s language.
    pub fn message(&self, text: &Text) -> String {
        match self {
            FilterError::UnknownPlayer { name, suggestions } => {
                let quoted: Vec<String> = suggestions.iter().map(|s| format!("\"{s}\"")).collect();
                match quoted.as_slice() {
                    [] => crate::t!(text, "query-unknown-player", name = name),
                    [one] => crate::t!(
                        text,
                        "query-unknown-player-suggest",
                        name = name,
                        names = one
                    ),
                    [init @ .., last] => crate::t!(
                        text,
                        "query-unknown-player-suggest",
                        name = name,
                        names =
                            crate::t!(text, "query-list-or", init = init.join(", "), last = last)
                    ),
                }
            }
            FilterError::InvalidDate { value, why: None } => {
                crate::t!(text, "query-invalid-date", value = value)
            }
            FilterError::InvalidDate {
                value,
                why: Some(why),
            } => crate::t!(
                text,
                "query-invalid-date-why",
                value = value,
                why = why.show(text)
            ),
            FilterError::EmptyRange { from, to } => {
                crate::t!(text, "query-empty-range", from = from, to = to)
            }
            FilterError::UnknownChoice {
                what,
                value,
                choices,
            } => crate::t!(
                text,
                "query-unknown-choice",
                what = what.show(text),
                value = value,
                choices = choices.join(", ")
            ),
            FilterError::Unsupported(m) | FilterError::Alias(m) => m.show(text),
        }
    }
}

/// English, for logs and tests.
impl std::fmt::Display for FilterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Text::get("en")))
    }
}

impl std::error::Error for FilterError {}

/// The one of `choices` whose `name` is `value`; an unknown one is
/// [`FilterError::UnknownChoice`], naming `what` and every choice
/// (`breakdown --by foo`, `progress --by week`, `levels snowie`).
pub fn choose<T: Copy>(
    what: Message,
    value: &str,
    choices: &[T],
    name: impl Fn(T) -> &'static str,
) -> Result<T, FilterError> {
    choices
        .iter()
        .copied()
        .find(|&c| name(c) == value)
        .ok_or_else(|| FilterError::UnknownChoice {
            what,
            value: value.into(),
            choices: choices.iter().map(|&c| name(c).to_string()).collect(),
        })
}

/// Checks a date typed by a user: exactly `YYYY-MM-DD` (four-digit year,
/// two-digit month and day) naming a real day, 29 February only in leap
/// years. Returns it as the library stores dates.
///
/// The shape is checked here because chrono's parser also takes `2024-1-5`
/// and signed or longer years; chrono then says whether the day exists.
pub fn parse_date(value: &str) -> Result<String, FilterError> {
    let invalid = |why: Option<Message>| FilterError::InvalidDate {
        value: value.to_string(),
        why,
    };
    let b = value.as_bytes();
    let shape = b.len() == 10
        && b.iter().enumerate().all(|(i, c)| {
            if i == 4 || i == 7 {
                *c == b'-'
            } else {
                c.is_ascii_digit()
            }
        });
    if !shape {
        return Err(invalid(None));
    }
    let num = |r: std::ops::Range<usize>| value.get(r).and_then(|s| s.parse::<u32>().ok());
    let (Some(y), Some(m), Some(d)) = (num(0..4), num(5..7), num(8..10)) else {
        return Err(invalid(None));
    };
    let year = i32::try_from(y).map_err(|_| invalid(None))?;
    if !(1..=12).contains(&m) {
        return Err(invalid(Some(crate::msg!("query-no-month", month = m))));
    }
    if chrono::NaiveDate::from_ymd_opt(year, m, d).is_none() {
        return Err(invalid(Some(crate::msg!(
            "query-no-day",
            month = value.get(0..7).unwrap_or(value),
            day = d
        ))));
    }
    Ok(value.to_string())
}

/// Stored names close to `name`, closest first, at most [`MAX_SUGGESTIONS`]:
/// names that contain it or that it contains (case-insensitive), then names
/// within a few typing mistakes (Damerau-Levenshtein, case-insensitive).
pub fn close_names(name: &str, names: &[String]) -> Vec<String> {
    let key = name.trim().to_lowercase();
    if key.is_empty() {
        return Vec::new();
    }
    // A typo or two per word: about one edit in three characters, at least 2.
    let budget = (key.chars().count() / 3).max(2);
    let mut scored: Vec<(u8, usize, &String)> = names
        .iter()
        .filter_map(|n| {
            let low = n.to_lowercase();
            let dist = strsim::damerau_levenshtein(&key, &low);
            if low.contains(&key) || key.contains(&low) {
                Some((0, dist, n))
            } else if dist <= budget {
                Some((1, dist, n))
            } else {
                None
            }
        })
        .collect();
    scored.sort();
    scored
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|(_, _, n)| n.clone())
        .collect()
}

impl Store {
    /// The stored spelling of a player's name, asked in any case; a name no
    /// player has is [`FilterError::UnknownPlayer`] with close names.
    pub fn resolve_player(&self, name: &str) -> Result<String> {
        if let Some(stored) = self.stored_name(name)? {
            return Ok(stored);
        }
        let names = self.player_names()?;
        Err(FilterError::UnknownPlayer {
            name: name.to_string(),
            suggestions: close_names(name, &names),
        }
        .into())
    }
}

/// Checks every part of a filter a user typed (dates first, which need no
/// library; then the player) and returns it with the player's stored name.
pub fn validate(store: &Store, mut f: Filter) -> Result<Filter> {
    check_dates(f.date_from.as_deref(), f.date_to.as_deref())?;
    if let Some(p) = &f.player {
        f.player = Some(store.resolve_player(p)?);
    }
    Ok(f)
}

/// Checks a date range without a library: each date, and that `from` is
/// not after `to`.
pub fn check_dates(from: Option<&str>, to: Option<&str>) -> Result<(), FilterError> {
    let from = from.map(parse_date).transpose()?;
    let to = to.map(parse_date).transpose()?;
    if let (Some(from), Some(to)) = (from, to) {
        // Same fixed-width shape: the text order is the calendar order.
        if from > to {
            return Err(FilterError::EmptyRange { from, to });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_strict_and_real() {
        assert_eq!(parse_date("2024-02-29").as_deref(), Ok("2024-02-29"));
        assert_eq!(parse_date("2000-02-29").as_deref(), Ok("2000-02-29"));
        for bad in [
            "2024-1-05",
            "24-01-05",
            "2024/01/05",
            "+2024-01-05",
            "2024-01-05T10:00",
            "",
            "２０２４-01-05",
        ] {
            let e = parse_date(bad).unwrap_err().to_string();
            assert_eq!(e, format!("invalid date \"{bad}\": expected YYYY-MM-DD"));
        }
        assert_eq!(
            parse_date("2024-13-45").unwrap_err().to_string(),
            "invalid date \"2024-13-45\": expected YYYY-MM-DD (there is no month 13)"
        );
        assert_eq!(
            parse_date("1900-02-29").unwrap_err().to_string(),
            "invalid date \"1900-02-29\": expected YYYY-MM-DD (1900-02 has no day 29)"
        );
        assert!(parse_date("2024-04-31").is_err());
        assert!(parse_date("2024-00-10").is_err());
        assert!(parse_date("2024-01-00").is_err());
    }

    #[test]
    fn ranges_must_not_be_empty() {
        assert!(check_dates(Some("2024-01-01"), Some("2024-01-01")).is_ok());
        assert!(check_dates(None, Some("2024-01-01")).is_ok());
        assert_eq!(
            check_dates(Some("2024-05-02"), Some("2024-05-01"))
                .unwrap_err()
                .to_string(),
            "the date range is empty: from 2024-05-02 is after to 2024-05-01"
        );
    }

    #[test]
    fn close_names_by_substring_then_edit_distance() {
        let names: Vec<String> = ["Maxence Job", "charlot1", "charlot2", "alice", "bob"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(close_names("job", &names), vec!["Maxence Job", "bob"]);
        assert_eq!(close_names("Charlot", &names), vec!["charlot1", "charlot2"]);
        assert_eq!(close_names("alcie", &names), vec!["alice"]);
        assert_eq!(close_names("Nobody", &names), Vec::<String>::new());
        assert_eq!(close_names("  ", &names), Vec::<String>::new());
    }

    #[test]
    fn unknown_player_messages() {
        let e = |s: &[&str]| {
            FilterError::UnknownPlayer {
                name: "x".into(),
                suggestions: s.iter().map(|s| s.to_string()).collect(),
            }
            .to_string()
        };
        assert_eq!(e(&["a"]), "no player named \"x\"; did you mean \"a\"?");
        assert_eq!(
            e(&["a", "b", "c"]),
            "no player named \"x\"; did you mean \"a\", \"b\" or \"c\"?"
        );
        assert_eq!(
            e(&[]),
            "no player named \"x\"; `blunderdb players` lists the players"
        );
    }

    #[test]
    fn a_store_resolves_names_and_suggests() {
        let mut store = Store::open_in_memory().unwrap();
        let m = crate::model::synthetic::synthetic_match(3, 0, 50);
        store.insert_match(&m, "synthetic").unwrap();
        let stored = m.players[0].clone();
        assert_eq!(
            store.resolve_player(&stored.to_uppercase()).unwrap(),
            stored
        );
        let typo = format!("{}x", stored);
        match store.resolve_player(&typo) {
            Err(crate::queries::Error::Filter(FilterError::UnknownPlayer {
                suggestions, ..
            })) => {
                assert!(suggestions.contains(&stored), "{suggestions:?}")
            }
            other => panic!("{other:?}"),
        }
        let f = validate(
            &store,
            Filter {
                player: Some(stored.to_lowercase()),
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!(f.player.as_deref(), Some(stored.as_str()));
    }
}
