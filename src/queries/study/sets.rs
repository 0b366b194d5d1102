//! Collections: `collection new|add|remove|show|list|export`. A live
//! collection's decisions are those its search finds now, worst first; a
//! listed one's are its refs in the order they were added, those whose
//! match has left the library skipped.

use serde::Serialize;

use crate::library::store::collections::Collection;
use crate::library::store::marks::Key;
use crate::library::store::{Filter, Store};
use crate::queries::drill::DecisionRow;
use crate::queries::search::query;
use crate::queries::search::run::{self, After};
use crate::queries::study::{resolve_all, rows_of, usage};
use crate::queries::Result;

/// Most decisions a live collection or a search deck takes.
pub const MAX_DECISIONS: usize = 10_000;

/// `collection show`'s answer.
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    pub name: String,
    pub live: bool,
    pub query: Option<String>,
    pub decisions: Vec<DecisionRow>,
}

/// One collection as `collection list` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Listed {
    pub name: String,
    pub live: bool,
    pub query: Option<String>,
    /// Decisions listed by hand; `None` for a live collection (its count
    /// is its search's).
    pub decisions: Option<u64>,
}

fn names(store: &Store) -> Result<String> {
    let all = store.collections()?;
    Ok(if all.is_empty() {
        "—".to_string()
    } else {
        all.iter()
            .map(|c| c.name.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    })
}

/// The collection `name`, or a usage error listing those there are.
pub fn find(store: &Store, name: &str) -> Result<Collection> {
    match store.collection(name)? {
        Some(c) => Ok(c),
        None => Err(usage(crate::msg!(
            "study-unknown-collection",
            name = name.trim(),
            names = names(store)?
        ))),
    }
}

/// A query as typed, checked; a query that does not parse is a usage error.
pub fn parse_query(text: &str) -> Result<query::Query> {
    query::parse(text).map_err(|e| usage(e.to_message()))
}

/// `collection new NAME [--search QUERY]`.
pub fn create(store: &mut Store, name: &str, search: Option<&str>) -> Result<()> {
    if name.trim().is_empty() {
        return Err(usage(crate::msg!("study-collection-no-name")));
    }
    if let Some(q) = search {
        parse_query(q)?;
    }
    if !store.create_collection(name, search)? {
        return Err(usage(crate::msg!(
            "study-collection-exists",
            name = name.trim()
        )));
    }
    Ok(())
}

/// `collection delete NAME`: the collection goes; its decisions, their
/// marks and their training cards stay. Returns its name as kept.
pub fn delete(store: &mut Store, name: &str) -> Result<String> {
    let c = find(store, name)?;
    store.remove_collection(c.id)?;
    Ok(c.name)
}

/// `collection add|remove NAME REF...`: every ref checked first. Returns
/// how many decisions were added (or removed).
pub fn change(store: &mut Store, name: &str, refs: &[String], add: bool) -> Result<u64> {
    let c = find(store, name)?;
    if let Some(q) = &c.query {
        return Err(usage(crate::msg!(
            "study-collection-live",
            name = c.name.as_str(),
            query = q.as_str()
        )));
    }
    let keys: Vec<Key> = resolve_all(store, refs)?
        .into_iter()
        .map(|f| f.key)
        .collect();
    Ok(if add {
        store.collection_add(c.id, &keys)?
    } else {
        store.collection_remove(c.id, &keys)?
    })
}

/// The rows of every decision `text` finds (worst first, at most
/// [`MAX_DECISIONS`]).
pub fn search_rows(store: &Store, text: &str) -> Result<Vec<DecisionRow>> {
    let q = parse_query(text)?;
    let mut out = Vec::new();
    let mut after: Option<After> = None;
    loop {
        let page = run::search(
            store,
            &q,
            &Filter::default(),
            run::MAX_LIMIT,
            after.as_ref(),
        )?;
        out.extend(page.decisions.into_iter().map(|r| r.row));
        match page.next {
            Some(n) if out.len() < MAX_DECISIONS => after = Some(After::parse(&n)?),
            _ => break,
        }
    }
    out.truncate(MAX_DECISIONS);
    Ok(out)
}

/// The keys of the rows (those with a ref).
pub fn keys_of_rows(store: &Store, rows: &[DecisionRow]) -> Result<Vec<Key>> {
    Ok(row_keys(store, rows)?.into_iter().flatten().collect())
}

/// Each row's key, in the rows' order: `None` for a row without a ref
/// (no stored match). The key holds the match's whole identity, where the
/// row's ref has its first digits only.
pub fn row_keys(store: &Store, rows: &[DecisionRow]) -> Result<Vec<Option<Key>>> {
    use crate::library::store::marks::RefText;
    let mut identities: std::collections::HashMap<i64, Option<String>> = Default::default();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let Some(place) = r
            .reference
            .as_deref()
            .and_then(RefText::parse)
            .map(|t| t.place)
        else {
            out.push(None);
            continue;
        };
        let identity = match identities.entry(r.match_no) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(store.match_identity(r.match_no)?)
            }
        };
        out.push(identity.as_ref().map(|identity| Key {
            identity: identity.clone(),
            place,
        }));
    }
    Ok(out)
}

/// The decisions of collection `c`, as rows.
pub fn rows(store: &Store, c: &Collection) -> Result<Vec<DecisionRow>> {
    match &c.query {
        Some(q) => search_rows(store, q),
        None => rows_of(store, &store.collection_keys(c.id)?),
    }
}

/// `collection show NAME`.
pub fn show(store: &Store, name: &str) -> Result<Shown> {
    let c = find(store, name)?;
    Ok(Shown {
        decisions: rows(store, &c)?,
        live: c.query.is_some(),
        name: c.name,
        query: c.query,
    })
}

/// How many decisions a live collection holds now: its search's count,
/// from one pass (no row is built), at most [`MAX_DECISIONS`] as
/// `collection show` gives.
pub fn live_count(store: &Store, text: &str) -> Result<u64> {
    let q = parse_query(text)?;
    let n = run::search(store, &q, &Filter::default(), 1, None)?.count;
    Ok(n.min(MAX_DECISIONS as u64))
}

/// The first `limit` decisions of collection `name` (at most
/// [`run::MAX_LIMIT`]), and how many it holds: what a window shows of a
/// live collection of thousands without building every row.
pub fn show_first(store: &Store, name: &str, limit: usize) -> Result<(Shown, u64)> {
    let c = find(store, name)?;
    let limit = limit.clamp(1, run::MAX_LIMIT);
    let (decisions, total) = match &c.query {
        Some(text) => {
            let q = parse_query(text)?;
            let page = run::search(store, &q, &Filter::default(), limit, None)?;
            let rows = page.decisions.into_iter().map(|r| r.row).collect();
            (rows, page.count.min(MAX_DECISIONS as u64))
        }
        None => {
            let keys = store.collection_keys(c.id)?;
            let total = keys.len() as u64;
            let first = &keys[..keys.len().min(limit)];
            (rows_of(store, first)?, total)
        }
    };
    Ok((
        Shown {
            decisions,
            live: c.query.is_some(),
            name: c.name,
            query: c.query,
        },
        total,
    ))
}

/// `collection list`.
pub fn list(store: &Store) -> Result<Vec<Listed>> {
    Ok(store
        .collections()?
        .into_iter()
        .map(|c| Listed {
            live: c.query.is_some(),
            decisions: c.query.is_none().then_some(c.listed),
            name: c.name,
            query: c.query,
        })
        .collect())
}

/// The XGIDs of rows, one a line (those without a position left out).
pub fn xgid_lines(rows: &[DecisionRow]) -> String {
    let mut s = String::new();
    for r in rows {
        if let Some(x) = &r.xgid {
            s.push_str(x);
            s.push('\n');
        }
    }
    s
}
