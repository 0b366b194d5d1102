//! Running a query over the library: every stored decision of the
//! selection (player, dates, length, as `stats` takes them) is tested from
//! its search entry (`library::search_index`): boards replayed from the
//! kept steps for structures and the figures the entries do not keep,
//! best moves read from them for patterns; records are opened only for
//! the page's rows.
//!
//! The answer counts every decision the query selects, gives the
//! selection's figures (decisions, errors, blunders, PR) and one page of
//! rows, worst first (errors unknown last), with a cursor to the next.

use std::collections::{BinaryHeap, HashMap};

use rusqlite::OptionalExtension;

use serde::Serialize;

use crate::library::search_index::{
    decode, kind_of, on_roll, with_board, Blob, Entry, Scan, ERR_F32, ERR_ZERO, NO_POSITION,
};
use crate::library::store::marks::TurnCounter;
use crate::library::store::{Filter, Store};
use crate::metrics::THRESHOLD_EPS;
use crate::model::DecisionKind;
use crate::queries::drill::{unsigned_zero, DecisionRow};
use crate::queries::filters::FilterError;
use crate::queries::search::compiled::{is_late, subject, Compiled};
use crate::queries::search::query::{Filter as QFilter, Query};
use crate::queries::{Error, Result};

/// One row: a decision as `decisions` lists it, with its position's figures.
#[derive(Debug, Clone, Serialize)]
pub struct SearchRow {
    #[serde(flatten)]
    pub row: DecisionRow,
    /// The pip counts, the player on roll's first; `None` without a position.
    pub pips: Option<[u16; 2]>,
    pub contact: Option<bool>,
    pub phase: &'static str,
    pub plan: Option<&'static str>,
}

/// The figures of the selected decisions (the analysed ones that count).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Selection {
    pub decisions: u64,
    pub error_emg: f64,
    pub errors: u64,
    pub blunders: u64,
    /// 500 × the mean error; `None` without a counted analysed decision.
    pub pr: Option<f64>,
}

/// `search`'s answer.
#[derive(Debug, Clone, Serialize)]
pub struct SearchPage {
    pub query: String,
    /// Every decision the query selects.
    pub count: u64,
    pub selection: Selection,
    pub decisions: Vec<SearchRow>,
    /// The cursor of the next page (`--after`), `None` after the last.
    pub next: Option<String>,
}

/// Where a page starts: after this decision, in the list's order.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct After {
    /// The decision's error; `None`: among those without an error.
    pub error: Option<f64>,
    pub match_no: i64,
    pub game: u32,
    pub seq: u32,
}

impl After {
    /// `ERROR,MATCH,GAME,SEQ`, the error `none` when unknown. Also reads
    /// what cursors were before they were kept from beginning with `-`
    /// (an unknown error `-`, a zero `-0`), should one be kept anywhere.
    pub fn parse(s: &str) -> Result<After> {
        let bad = || Error::invalid(crate::msg!("query-drill-bad-cursor", value = s));
        let parts: Vec<&str> = s.split(',').map(str::trim).collect();
        let [e, m, g, q] = parts[..] else {
            return Err(bad());
        };
        let error = match e {
            "none" | "-" => None,
            e => {
                let v: f64 = e.parse().map_err(|_| bad())?;
                if !v.is_finite() || v < 0.0 {
                    return Err(bad());
                }
                Some(v)
            }
        };
        Ok(After {
            error,
            match_no: m.parse().map_err(|_| bad())?,
            game: g.parse().map_err(|_| bad())?,
            seq: q.parse().map_err(|_| bad())?,
        })
    }
}

/// Never begins with `-`: a command line takes `--after -0,…` or
/// `--after -,…` for an option, so a zero error is written `0` (never
/// −0) and an unknown one `none`.
impl std::fmt::Display for After {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (m, g, q) = (self.match_no, self.game, self.seq);
        match self.error {
            Some(e) => write!(f, "{},{m},{g},{q}", unsigned_zero(e)),
            None => write!(f, "none,{m},{g},{q}"),
        }
    }
}

/// The error's place in the list's order (`Key::neg_error`). Both zeros
/// give +0: `total_cmp` sorts −0 apart from 0, and a decision's error
/// (0 for "no error", or a stored −0) must sort where its cursor, now
/// always written `0`, does, or the page after it would skip or repeat
/// the decisions of no error.
fn neg_error(error: Option<f64>) -> f32 {
    error.map_or(f32::INFINITY, |x| 0.0 - x as f32)
}

/// The list's order of a decision: worst first, unknown errors last, then
/// by match and place. Smaller sorts first.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Key {
    /// −error (f32, as stored), or +∞ for an unknown error.
    neg_error: f32,
    match_no: i64,
    index: usize,
}

/// Most rows one page may hold.
pub const MAX_LIMIT: usize = 1000;

/// Runs `query` over the decisions of `filter`'s selection (its player's
/// decisions when it names one).
pub fn search(
    store: &Store,
    query: &Query,
    filter: &Filter,
    limit: usize,
    after: Option<&After>,
) -> Result<SearchPage> {
    if limit == 0 || limit > MAX_LIMIT {
        return Err(Error::Filter(FilterError::Unsupported(crate::msg!(
            "query-search-limit",
            max = MAX_LIMIT
        ))));
    }
    // The query's own scope (blunderDB's `pl!`, `md:`) joins the options.
    let mut filter = filter.clone();
    let sc = &query.scope;
    let merge = |a: &mut Option<String>, b: &Option<String>, what: &str| -> Result<()> {
        match (a.as_deref(), b.as_deref()) {
            (_, None) => Ok(()),
            (None, Some(v)) => {
                *a = Some(v.to_string());
                Ok(())
            }
            (Some(x), Some(y)) if x.eq_ignore_ascii_case(y) => Ok(()),
            (Some(x), Some(y)) => Err(Error::Filter(FilterError::Unsupported(crate::msg!(
                "query-search-scope-twice",
                what = what.to_string(),
                option = x.to_string(),
                query = y.to_string()
            )))),
        }
    };
    merge(&mut filter.player, &sc.player, "player")?;
    merge(&mut filter.date_from, &sc.date_from, "from")?;
    merge(&mut filter.date_to, &sc.date_to, "to")?;
    let filter = crate::queries::filters::validate(store, filter)?;
    let conn = store.connection();
    // `pl"Name"` (the matches a player played) and `op"Name"` (the
    // decisions against that opponent): their match × seats.
    let named = |name: &str| -> Result<HashMap<i64, u8>> {
        let f = crate::queries::filters::validate(
            store,
            Filter {
                player: Some(name.to_string()),
                ..Default::default()
            },
        )?;
        let (w, args) = Store::where_clause(&f);
        let mut st = conn.prepare(&format!("SELECT s.match_id, s.seat FROM match_stats s{w}"))?;
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        let mut out = HashMap::new();
        while let Some(r) = rows.next()? {
            let seat: i64 = r.get(1)?;
            *out.entry(r.get(0)?).or_insert(0u8) |= 1 << seat.clamp(0, 1);
        }
        Ok(out)
    };
    let involving = match &sc.involving {
        Some(n) => Some(named(n)?),
        None => None,
    };
    let opponent = match &sc.opponent {
        Some(n) => Some(named(n)?),
        None => None,
    };
    let t = store.thresholds()?;
    // The selection's match × seats: the seats whose decisions count.
    let (w, args) = Store::where_clause(&filter);
    let mut seats: HashMap<i64, (u8, u32)> = HashMap::new();
    {
        let mut st = conn.prepare_cached(&format!(
            "SELECT s.match_id, s.seat, s.length FROM match_stats s{w}"
        ))?;
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let seat: i64 = r.get(1)?;
            let length: i64 = r.get(2)?;
            let e = seats
                .entry(id)
                .or_insert((0, length.clamp(0, i64::from(u32::MAX)) as u32));
            e.0 |= 1 << seat.clamp(0, 1);
        }
    }
    if involving.is_some() || opponent.is_some() {
        seats.retain(|id, (mask, _)| {
            if let Some(inv) = &involving {
                if !inv.contains_key(id) {
                    return false;
                }
            }
            if let Some(op) = &opponent {
                match op.get(id) {
                    // The decisions of the seat facing the opponent.
                    Some(o) => *mask &= !o & 3,
                    None => return false,
                }
            }
            *mask != 0
        });
    }
    let cursor = match after {
        None => None,
        Some(a) => Some(key_of(store, a)?),
    };
    // The figures the entries do not keep are read from the boards.
    let figures = query.terms.iter().any(|t| {
        matches!(
            t.filter,
            QFilter::Back { .. }
                | QFilter::Zone { .. }
                | QFilter::OutfieldBlots { .. }
                | QFilter::HomeBlots { .. }
                | QFilter::Off { .. }
        )
    });
    let boards = query.needs_board() || figures;
    let patterns = crate::queries::search::patterns::compile(query);
    let moves = patterns.iter().any(|p| !p.is_empty());
    // The matches and games none of whose decisions the patterns and
    // structures can select are passed over.
    let needs = crate::queries::search::patterns::Needs::new(query);
    let position_filter = needs_position(query);
    let compiled = Compiled::new(query, |m| Ok(store.marked(m)?))?;
    let late: Vec<(usize, &QFilter, bool)> = query
        .terms
        .iter()
        .enumerate()
        .filter(|(_, t)| is_late(&t.filter))
        .map(|(i, t)| (i, &t.filter, t.negated))
        .collect();
    let damaged = |id: i64| -> Error {
        crate::library::Error::Invalid(crate::msg!("lib-features-damaged", id = id)).into()
    };
    let mut count = 0u64;
    let mut sel = Selection::default();
    let mut text = String::new();
    // The page: the `limit` smallest keys after the cursor.
    let mut page: BinaryHeap<Key> = BinaryHeap::with_capacity(limit + 2);
    let mut st =
        conn.prepare_cached("SELECT match_id, data FROM match_features ORDER BY match_id")?;
    let mut rows = st.query([])?;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        let Some(&(mask, length)) = seats.get(&id) else {
            continue;
        };
        // A match none of whose decisions has a mark asked for.
        if compiled
            .marks
            .iter()
            .any(|(m, negated)| !negated && !m.has_match(id))
        {
            continue;
        }
        let data = r.get_ref(1)?.as_blob().map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(1, rusqlite::types::Type::Blob, Box::new(e))
        })?;
        let blob = Blob::read(id, data)?;
        if !needs.in_match(&blob) {
            continue;
        }
        // Boards and best moves are read in order, for the entries that
        // pass all else (the games before jumped over); the other figures
        // straight from the entries' words.
        let mut scan = (boards || moves).then(|| Scan::new(&blob, boards, moves));
        let mut index = 0usize;
        for (gi, g) in blob.games.iter().enumerate() {
            let first = index;
            index += g.entries;
            if !needs.in_game(&blob, gi) {
                continue;
            }
            let game_ok = [compiled.game(g, 0, length), compiled.game(g, 1, length)];
            let mut tc = TurnCounter::new();
            let mut err_k = blob.start(gi).error;
            for i in first..index {
                let (w, h) = blob.words(i);
                let class = w >> 26 & 3;
                let k = err_k;
                err_k += usize::from(class == ERR_F32);
                // Every entry counts its turn, whatever it is.
                let place =
                    (!compiled.marks.is_empty()).then(|| tc.next(gi as u32 + 1, kind_of(h).code()));
                let seat = usize::from((h >> 6 & 1) as u8);
                if mask & (1 << seat) == 0 || !compiled.word(h) || !game_ok[seat] {
                    continue;
                }
                if position_filter && w >> 19 & 63 == NO_POSITION {
                    // Without a position only the decision's own filters
                    // could match: a position filter never does.
                    continue;
                }
                if !compiled.figures(w) {
                    continue;
                }
                let error = match class {
                    ERR_ZERO => Some(0.0),
                    ERR_F32 => Some(f64::from(blob.error_at(k).ok_or_else(|| damaged(id))?)),
                    _ => None,
                };
                if compiled.has_errors() && !compiled.error(error) {
                    continue;
                }
                if let Some(p) = place {
                    if !compiled
                        .marks
                        .iter()
                        .all(|(m, negated)| m.holds(id, p) != *negated)
                    {
                        continue;
                    }
                }
                if !late.is_empty() {
                    let kind = kind_of(h);
                    let on_roll = on_roll(kind, seat as u8);
                    let mut best = None;
                    let mut best_cube = 0;
                    if let Some(s) = scan.as_mut() {
                        s.goto(i).map_err(|_| damaged(id))?;
                        if kind == DecisionKind::Checker {
                            best = s.best_move().map_err(|_| damaged(id))?;
                        } else {
                            best_cube = (h >> 13 & 7) as u8;
                        }
                    }
                    let board = scan.as_ref().and_then(|s| s.board());
                    let ok = late.iter().all(|&(ti, f, negated)| {
                        let hit = match f {
                            QFilter::BestMove(_) => {
                                kind == DecisionKind::Checker
                                    && best.is_some_and(|m| {
                                        crate::queries::search::patterns::any(
                                            &m,
                                            &patterns[ti],
                                            &mut text,
                                        )
                                    })
                            }
                            QFilter::Structure(st) => board.is_some_and(|b| st.within(b, on_roll)),
                            f => {
                                // The figures a board gives (back checkers …).
                                let mut e: Entry = decode(w, h, None);
                                e.error = error;
                                if let (true, Some(fs), Some(b)) =
                                    (figures, e.features.as_mut(), board)
                                {
                                    with_board(fs, b, on_roll);
                                }
                                f.matches(&subject(&e, best_cube, board, g, length))
                            }
                        };
                        hit != negated
                    });
                    if !ok {
                        continue;
                    }
                }
                add(&mut count, &mut sel, w >> 25 & 1 == 1, error, &t);
                let key = Key {
                    neg_error: neg_error(error),
                    match_no: id,
                    index: i,
                };
                push(&mut page, limit, cursor, key);
            }
        }
    }
    sel.pr = (sel.decisions > 0).then(|| 500.0 * sel.error_emg / sel.decisions as f64);
    let mut page = page.into_sorted_vec();
    let more = page.len() > limit;
    page.truncate(limit);
    let mut out = Vec::with_capacity(page.len());
    type Read = (
        crate::library::store::StoredMatch,
        crate::library::record::Record,
        Vec<u8>,
    );
    let mut read: HashMap<i64, Option<Read>> = HashMap::new();
    for k in &page {
        if let std::collections::hash_map::Entry::Vacant(v) = read.entry(k.match_no) {
            let m = crate::library::store::stored_match(conn, k.match_no)?;
            let rec = crate::library::store::load_record(conn, k.match_no)?;
            let blob: Option<Vec<u8>> = conn
                .prepare_cached("SELECT data FROM match_features WHERE match_id = ?1")?
                .query_row([k.match_no], |r| r.get(0))
                .optional()?;
            v.insert(m.map(|m| (m, rec, blob.unwrap_or_default())));
        }
        let Some(Some((m, rec, blob))) = read.get(&k.match_no) else {
            continue;
        };
        let Some(d) = rec.items.get(k.index) else {
            continue;
        };
        let row = crate::queries::drill::row_of(m, rec, d);
        let entry = Blob::read(k.match_no, blob)
            .ok()
            .filter(|b| k.index < b.len())
            .map(|b| b.entry(k.index));
        out.push(SearchRow {
            pips: entry.and_then(|e| e.features).map(|f| f.pips),
            contact: entry.and_then(|e| e.features).map(|f| f.contact),
            phase: entry.map_or("unknown", |e| e.phase),
            plan: entry.and_then(|e| e.features).map(|f| f.plan.as_str()),
            row,
        });
    }
    let next = if more {
        out.last().map(|r| {
            After {
                error: r.row.error,
                match_no: r.row.match_no,
                game: r.row.game,
                seq: r.row.seq,
            }
            .to_string()
        })
    } else {
        None
    };
    Ok(SearchPage {
        query: query.text.clone(),
        count,
        selection: sel,
        decisions: out,
        next,
    })
}

/// Counts a selected decision in the selection's figures.
fn add(
    count: &mut u64,
    sel: &mut Selection,
    counts: bool,
    error: Option<f64>,
    t: &crate::metrics::Thresholds,
) {
    *count += 1;
    if let (true, Some(err)) = (counts, error) {
        sel.decisions += 1;
        sel.error_emg += err;
        sel.errors += u64::from(err >= t.error - THRESHOLD_EPS);
        sel.blunders += u64::from(err >= t.blunder - THRESHOLD_EPS);
    }
}

impl Eq for Key {}

impl Ord for Key {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        self.neg_error
            .total_cmp(&o.neg_error)
            .then(self.match_no.cmp(&o.match_no))
            .then(self.index.cmp(&o.index))
    }
}

impl PartialOrd for Key {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

/// Keeps `k` among the `limit + 1` smallest keys after the cursor (a
/// max-heap: its top is the first to go).
fn push(page: &mut BinaryHeap<Key>, limit: usize, cursor: Option<Key>, k: Key) {
    if cursor.is_some_and(|c| k <= c) {
        return;
    }
    if page.len() > limit {
        if page.peek().is_some_and(|w| k >= *w) {
            return;
        }
        page.pop();
    }
    page.push(k);
}

/// The key of the decision a cursor names.
fn key_of(store: &Store, a: &After) -> Result<Key> {
    let rec = crate::library::store::load_record(store.connection(), a.match_no)?;
    let index = rec
        .items
        .iter()
        .position(|d| d.game == a.game && d.seq == a.seq)
        .ok_or_else(|| {
            Error::invalid(crate::msg!("query-drill-bad-cursor", value = a.to_string()))
        })?;
    Ok(Key {
        neg_error: neg_error(a.error),
        match_no: a.match_no,
        index,
    })
}

/// Whether a filter reads the position: a decision whose file gives none
/// matches neither it nor its negation (unknown is not "not").
pub fn needs_position(q: &Query) -> bool {
    q.terms.iter().any(|t| {
        matches!(
            t.filter,
            QFilter::NoContact
                | QFilter::Pips(_)
                | QFilter::PipDeficit(_)
                | QFilter::Back { .. }
                | QFilter::Zone { .. }
                | QFilter::OutfieldBlots { .. }
                | QFilter::HomeBlots { .. }
                | QFilter::Off { .. }
                | QFilter::Structure(_)
                | QFilter::Phase(_)
                | QFilter::Plan(_)
        )
    })
}
