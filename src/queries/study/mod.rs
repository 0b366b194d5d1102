//! What a player keeps and drills (#28): refs typed on the command line
//! and their decisions, the marks (stars, tags, comments), collections
//! (`sets`) and training (`train`).
//!
//! Every request a player can get wrong is a usage error naming what is
//! wrong, with nothing changed: a text that is not a ref, a ref of no
//! decision of the library, an unknown collection or card, a tag with a
//! space, an illegal move, an answer of the wrong kind.

pub mod sets;
pub mod train;

use crate::library::store::marks::{tag_word, Found, Key, Lookup};
use crate::library::store::Store;
use crate::queries::drill::DecisionRow;
use crate::queries::filters::FilterError;
use crate::queries::{Error, Result};

/// A usage error (exit 2 on the command line).
pub(crate) fn usage(m: crate::i18n::Message) -> Error {
    Error::Filter(FilterError::Unsupported(m))
}

/// The decision `text` names, or a usage error saying why there is none.
pub fn resolve(store: &Store, text: &str) -> Result<Found> {
    match store.lookup_ref(text)? {
        Lookup::Found(f) => Ok(f),
        Lookup::NotARef => Err(usage(crate::msg!("study-not-a-ref", value = text.trim()))),
        Lookup::Unknown => Err(usage(crate::msg!("study-unknown-ref", value = text.trim()))),
        Lookup::Ambiguous => Err(usage(crate::msg!(
            "study-ambiguous-ref",
            value = text.trim()
        ))),
    }
}

/// Every ref of `texts` resolved, or the first one's usage error.
pub fn resolve_all(store: &Store, texts: &[String]) -> Result<Vec<Found>> {
    texts.iter().map(|t| resolve(store, t)).collect()
}

/// The decision's row, as `decisions` lists it.
pub fn row(store: &Store, f: &Found) -> Result<DecisionRow> {
    store
        .decision_at(f.match_id, f.key.place.game, f.seq)?
        .ok_or_else(|| usage(crate::msg!("study-unknown-ref", value = f.key.to_ref())))
}

/// The rows of the decisions `keys` still in the library, in order.
pub fn rows_of(store: &Store, keys: &[Key]) -> Result<Vec<DecisionRow>> {
    let mut out = Vec::with_capacity(keys.len());
    for (k, at) in keys.iter().zip(store.locate(keys)?) {
        if let Some((id, seq)) = at {
            if let Some(r) = store.decision_at(id, k.place.game, seq)? {
                out.push(r);
            }
        }
    }
    Ok(out)
}

/// The tags as stored, or a usage error naming the first that is not one.
pub fn tags_of(words: &[String]) -> Result<Vec<String>> {
    words
        .iter()
        .map(|w| tag_word(w).ok_or_else(|| usage(crate::msg!("study-bad-tag", tag = w.as_str()))))
        .collect()
}

/// `tag add|remove REF TAG...`: checks every tag before changing anything.
pub fn tag(store: &mut Store, reference: &str, words: &[String], add: bool) -> Result<Found> {
    let f = resolve(store, reference)?;
    let tags = tags_of(words)?;
    store.set_tags(&f.key, &tags, add)?;
    Ok(f)
}

/// `star REF` / `unstar REF`.
pub fn star(store: &mut Store, reference: &str, on: bool) -> Result<Found> {
    let f = resolve(store, reference)?;
    store.set_star(&f.key, on)?;
    Ok(f)
}

/// `comment REF TEXT`: the player's comment; an empty text removes it.
pub fn comment(store: &mut Store, reference: &str, text: &str) -> Result<Found> {
    let f = resolve(store, reference)?;
    store.set_comment(&f.key, text)?;
    Ok(f)
}

/// The time now, in Unix seconds.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Unix seconds as an ISO 8601 UTC time (`2025-11-08T23:05:00Z`).
pub fn iso(t: i64) -> String {
    let days = t.div_euclid(86_400);
    let secs = t.rem_euclid(86_400);
    // Civil from days (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn iso_times() {
        assert_eq!(super::iso(0), "1970-01-01T00:00:00Z");
        assert_eq!(super::iso(1_762_643_100), "2025-11-08T23:05:00Z");
        assert_eq!(super::iso(951_782_400), "2000-02-29T00:00:00Z");
    }
}
