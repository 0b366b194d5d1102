//! The [`Store`] methods that read a page of a query's list and count it:
//! the list read part after part of the error scale ([`parts`]), the
//! indexed part through `decision_errors`' index, the parts below it from
//! the records of the match × seats in the order of their largest error,
//! the errors of zero in the order of the matches; and the decoded
//! records a list reads once ([`Records`]).

use rusqlite::types::Value;
use rusqlite::OptionalExtension;

use crate::library::record::{self, Part, Record, INDEXED_FLOOR};
use crate::library::store::{Store, StoredMatch};
use crate::model::DecisionKind;
use crate::queries::breakdown::{By, CellKey};
use crate::queries::{Error, Result};

use super::plan::{
    conditions, from_sql, join_kind, kind_sql, kinds, part_floor, parts, Arm, Key, List, Plan,
    PLANNER_PAIR, PLAYER_FIRST,
};
use super::row::{row_of, DecisionRow};
use super::{Cursor, Query, MAX_LIMIT};

/// Decoded records and their matches, read once per list.
#[derive(Default)]
struct Records {
    cache: std::collections::HashMap<i64, std::rc::Rc<(StoredMatch, Record)>>,
}

impl Records {
    fn get(
        &mut self,
        conn: &rusqlite::Connection,
        id: i64,
    ) -> Result<Option<std::rc::Rc<(StoredMatch, Record)>>> {
        if let Some(x) = self.cache.get(&id) {
            return Ok(Some(x.clone()));
        }
        let Some(m) = crate::library::store::stored_match(conn, id)? else {
            return Ok(None);
        };
        let rec = crate::library::store::load_record(conn, id)?;
        let x = std::rc::Rc::new((m, rec));
        self.cache.insert(id, x.clone());
        Ok(Some(x))
    }

    /// The rows of decisions by their keys (match, game, seq), in that
    /// order; a key no longer stored is left out.
    fn rows(
        &mut self,
        conn: &rusqlite::Connection,
        keys: &[(i64, u32, u32)],
    ) -> Result<Vec<DecisionRow>> {
        let mut rows = Vec::with_capacity(keys.len());
        for &(mid, game, seq) in keys {
            if let Some(x) = self.get(conn, mid)? {
                if let Some(d) = x.1.find(game, seq) {
                    rows.push(row_of(&x.0, &x.1, d));
                }
            }
        }
        Ok(rows)
    }
}

impl Store {
    /// A page of the decisions of a query, worst first (ties in the order
    /// of the matches and their games).
    pub fn decisions(&self, q: &Query) -> Result<Vec<DecisionRow>> {
        if q.limit > MAX_LIMIT {
            return Err(Error::invalid(crate::msg!(
                "query-drill-limit",
                limit = q.limit,
                max = MAX_LIMIT
            )));
        }
        if q.limit == 0 || !self.cell_may_hold(q)? {
            return Ok(Vec::new());
        }
        let cursor = match (q.after, q.before) {
            (Some(_), Some(_)) => {
                return Err(Error::invalid(crate::msg!("query-drill-after-and-before")))
            }
            (Some(c), None) | (None, Some(c)) if q.offset > 0 => {
                return Err(Error::invalid(crate::msg!(
                    "query-drill-offset-and-cursor",
                    offset = q.offset,
                    cursor = c.to_string()
                )))
            }
            (Some(c), None) => Some((self.cursor_error(c)?, false)),
            (None, Some(c)) => Some((self.cursor_error(c)?, true)),
            (None, None) => None,
        };
        let mut records = Records::default();
        let Some((plan, hi)) = self.list_plan(q)? else {
            return Ok(Vec::new());
        };
        let need = q.offset.saturating_add(q.limit);
        let reverse = cursor.is_some_and(|(_, before)| before);
        let mut parts = parts(q, plan.lo, hi);
        if reverse {
            parts.reverse();
        }
        let mut keys: Vec<Key> = Vec::new();
        for part in parts {
            if keys.len() >= need {
                break;
            }
            let want = need - keys.len();
            let mut found = self.part_keys(&plan, part, cursor, want, &mut records)?;
            if reverse {
                // The part's last rows before the cursor, nearest first.
                found.reverse();
            }
            keys.extend(found);
        }
        if reverse {
            keys.reverse();
        }
        let keys: Vec<Key> = if reverse {
            let n = keys.len();
            keys.into_iter().skip(n.saturating_sub(q.limit)).collect()
        } else {
            keys.into_iter().skip(q.offset).take(q.limit).collect()
        };
        let keys: Vec<(i64, u32, u32)> = keys.iter().map(|k| (k.mid, k.game, k.seq)).collect();
        records.rows(self.connection(), &keys)
    }

    /// The query's plan and the exclusive upper bound of its errors (a
    /// bar's); `None` when its kinds exclude each other.
    fn list_plan<'a>(&self, q: &'a Query) -> Result<Option<(Plan<'a>, Option<f64>)>> {
        let mut scratch = Vec::new();
        let (_, lo, hi) = conditions(q, &mut scratch)?;
        let kinds = kinds(q);
        if kinds.is_empty() {
            return Ok(None);
        }
        let (mut w, mut args) = Store::where_clause(&q.filter);
        if let Some(l) = q.breakdown.as_ref().and_then(CellKey::length) {
            args.push(Value::Integer(i64::from(l)));
            w += &format!(" AND s.length = ?{}", args.len());
        }
        Ok(Some((
            Plan {
                q,
                kinds,
                lo,
                w,
                args,
            },
            hi,
        )))
    }

    /// The keys of one part of a list on the cursor's side, at most
    /// `want`: after the cursor (or from the start) the first ones, before
    /// it the last ones; in the list's order.
    fn part_keys(
        &self,
        plan: &Plan,
        part: Part,
        cursor: Option<(Cursor, bool)>,
        want: usize,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        match part {
            Part::Indexed => self.indexed_keys(plan.q, cursor, Some(want), records),
            Part::Small(r) => self.small_keys(plan, r, cursor, Some(want), records),
            Part::Zero => self.zero_keys(plan, cursor, Some(want), records),
        }
    }

    /// The errors of `decision_errors` of a list, read in order through
    /// the index; `want` = `None` reads them all (a count).
    fn indexed_keys(
        &self,
        q: &Query,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        let reverse = cursor.is_some_and(|(_, before)| before);
        let at = cursor.map(|(c, _)| {
            args.push(Value::Real(c.error));
            args.push(Value::Integer(c.match_no));
            args.push(Value::Integer(i64::from(c.game)));
            args.push(Value::Integer(i64::from(c.seq)));
            let n = args.len();
            (n - 3, n - 2, n - 1, n)
        });
        let seek = cursor.zip(at).map(|((c, before), at)| (c, before, at));
        let Some(bounds) = Arm::bounds(lo, hi, seek, &mut args) else {
            return Ok(Vec::new());
        };
        let wh = format!("{w}{bounds}{cond}");
        let list = List {
            kinds: &kinds,
            reverse,
            join: join_kind(&q.filter, q.breakdown.as_ref()),
        };
        let from = from_sql(list.join);
        let cell = q.breakdown.as_ref().filter(|c| c.per_decision());
        let mut sql = Arm::select(
            "SELECT d.match_id AS mid, d.game AS gno, d.seq AS sq, d.error AS err",
            &from,
            &wh,
            &list,
        );
        if let (Some(n), None) = (want, cell) {
            args.push(Value::Integer(n.min(i64::MAX as usize) as i64));
            sql += &format!(" LIMIT ?{}", args.len());
        }
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let key = Key {
                mid: r.get(0)?,
                game: r.get::<_, i64>(1)?.clamp(0, i64::from(u32::MAX)) as u32,
                seq: r.get::<_, i64>(2)?.clamp(0, i64::from(u32::MAX)) as u32,
                error: r.get(3)?,
            };
            if let Some(cell) = cell {
                let Some(x) = records.get(self.connection(), key.mid)? else {
                    continue;
                };
                let (m, rec) = (&x.0, &x.1);
                let Some(d) = rec.find(key.game, key.seq) else {
                    continue;
                };
                let Some(k) = DecisionKind::from_code(i64::from(d.kind)) else {
                    continue;
                };
                if !cell.holds(k, d.seat, rec.position(d), m.length, m.score(d.game)) {
                    continue;
                }
            }
            out.push(key);
            if want.is_some_and(|n| out.len() >= n) {
                break;
            }
        }
        if reverse {
            out.reverse();
        }
        Ok(out)
    }

    /// The errors of part `r` below the floor ([`Part::Small`]), read from
    /// the records of the selection's match × seats in the order of their
    /// largest error there: once the page is full and the next match ×
    /// seat's largest is below its last row, no later one can enter.
    /// Before a cursor, every match × seat that can hold a row before it
    /// is read. `want` = `None` reads them all (a count).
    fn small_keys(
        &self,
        plan: &Plan,
        r: usize,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let (_, max) = plan.small_columns(r);
        let (from, w) = plan.seats_from();
        let mut args = plan.args.clone();
        // Rows before the cursor have an error at least its.
        let floor = match cursor {
            Some((c, true)) => plan.lo.max(c.error),
            _ => plan.lo,
        };
        args.push(Value::Real(floor));
        let mask: i64 = plan.kinds.iter().map(|k| 1i64 << k).sum();
        let base = format!(
            "SELECT x.match_id, x.seat, {max} AS mx FROM {from} {w}
             AND (x.small_kinds & {mask}) != 0 AND mx > 0 AND mx >= ?{}",
            args.len()
        );
        let before = cursor.is_some_and(|(_, b)| b);
        // A page after the cursor takes the match × seats a chunk at a
        // time, by SQLite's bounded sort (at 100,000 matches reading all
        // 200,000 and sorting them took 0.2 s); a count or a page before
        // the cursor reads them all.
        let chunk = want.filter(|_| !before).map(|n| (2 * n).max(64));
        let at = cursor.map(|(c, _)| Key::of(&c));
        let on_side = |k: &Key| match (at, before) {
            (None, _) => true,
            (Some(c), false) => k.cmp(&c) == std::cmp::Ordering::Greater,
            (Some(c), true) => k.cmp(&c) == std::cmp::Ordering::Less,
        };
        let mut found: Vec<Key> = Vec::new();
        let mut last: Option<(f64, i64, u8)> = None;
        'chunks: loop {
            let mut args = args.clone();
            let mut sql = base.clone();
            if let Some((mx, mid, seat)) = last {
                args.push(Value::Real(mx));
                let a = args.len();
                args.push(Value::Integer(mid));
                args.push(Value::Integer(i64::from(seat)));
                sql += &format!(
                    " AND (mx < ?{a} OR (mx = ?{a} AND (x.match_id, x.seat) > (?{}, ?{})))",
                    a + 1,
                    a + 2
                );
            }
            if let Some(k) = chunk {
                args.push(Value::Integer(k as i64));
                sql += &format!(
                    " ORDER BY mx DESC, x.match_id, x.seat LIMIT ?{}",
                    args.len()
                );
            }
            let mut seats: Vec<(f64, i64, u8)> = {
                let mut stmt = self.connection().prepare_cached(&sql)?;
                let rows = stmt.query_map(rusqlite::params_from_iter(args), |r| {
                    Ok((r.get(2)?, r.get(0)?, r.get::<_, i64>(1)?.clamp(0, 1) as u8))
                })?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            if chunk.is_none() {
                seats.sort_unstable_by(|a, b| {
                    b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2))
                });
            }
            let read = seats.len();
            for (mx, mid, seat) in seats {
                if let (Some(n), false) = (want, before) {
                    if found.len() >= n {
                        found.sort_by(Key::cmp);
                        found.truncate(n);
                        if mx < found[n - 1].error {
                            break 'chunks;
                        }
                    }
                }
                last = Some((mx, mid, seat));
                let Some(x) = records.get(self.connection(), mid)? else {
                    continue;
                };
                let (m, rec) = (&x.0, &x.1);
                for d in rec.items.iter().filter(|d| d.seat == seat) {
                    let Some(e) = d.error else { continue };
                    if record::Part::of(e) != Part::Small(r) || !plan.holds(m, rec, d) {
                        continue;
                    }
                    let k = Key {
                        error: e,
                        mid,
                        game: d.game,
                        seq: d.seq,
                    };
                    if on_side(&k) {
                        found.push(k);
                    }
                }
            }
            if chunk.is_none_or(|k| read < k) {
                break;
            }
        }
        found.sort_by(Key::cmp);
        if let Some(n) = want {
            if before {
                let len = found.len();
                found.drain(..len.saturating_sub(n));
            } else {
                found.truncate(n);
            }
        }
        Ok(found)
    }

    /// The errors of zero, in the order of the matches (they all tie):
    /// the selection's match × seats that have some of the list's kinds
    /// (`seat_errors.zero_kinds`), from the cursor's match on.
    fn zero_keys(
        &self,
        plan: &Plan,
        cursor: Option<(Cursor, bool)>,
        want: Option<usize>,
        records: &mut Records,
    ) -> Result<Vec<Key>> {
        let before = cursor.is_some_and(|(_, b)| b);
        let at = cursor.map(|(c, _)| Key::of(&c));
        // A cursor above zero: every zero is after it (and none before).
        let at = match (at, before) {
            (Some(c), false) if c.error > 0.0 => None,
            (Some(c), true) if c.error > 0.0 => return Ok(Vec::new()),
            (a, _) => a,
        };
        let mask: i64 = plan.kinds.iter().map(|k| 1i64 << k).sum();
        let (from, w) = plan.seats_from();
        let mut args = plan.args.clone();
        args.push(Value::Integer(mask));
        let mut sql = format!(
            "SELECT x.match_id, x.seat FROM {from} {w} AND (x.zero_kinds & ?{}) != 0",
            args.len()
        );
        if let Some(c) = at {
            args.push(Value::Integer(c.mid));
            sql += &format!(
                " AND x.match_id {} ?{}",
                if before { "<=" } else { ">=" },
                args.len()
            );
        }
        sql += if before {
            " ORDER BY x.match_id DESC, x.seat"
        } else {
            " ORDER BY x.match_id, x.seat"
        };
        let mut stmt = self.connection().prepare_cached(&sql)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(args))?;
        let mut found: Vec<Key> = Vec::new();
        // The selected seats of one match, read together: their decisions
        // interleave in the list's order.
        let mut current: Option<(i64, [bool; 2])> = None;
        let mut flush = |cur: (i64, [bool; 2]), found: &mut Vec<Key>| -> Result<()> {
            let (mid, seats) = cur;
            let Some(x) = records.get(self.connection(), mid)? else {
                return Ok(());
            };
            let (m, rec) = (&x.0, &x.1);
            let mut here: Vec<Key> = rec
                .items
                .iter()
                .filter(|d| seats[usize::from(d.seat.min(1))])
                .filter(|d| d.error.is_some_and(|e| e <= 0.0) && plan.holds(m, rec, d))
                .map(|d| Key {
                    error: 0.0,
                    mid,
                    game: d.game,
                    seq: d.seq,
                })
                .filter(|k| match at {
                    None => true,
                    Some(c) if before => (k.mid, k.game, k.seq) < (c.mid, c.game, c.seq),
                    Some(c) => (k.mid, k.game, k.seq) > (c.mid, c.game, c.seq),
                })
                .collect();
            if before {
                here.reverse();
            }
            found.extend(here);
            Ok(())
        };
        while let Some(r) = rows.next()? {
            let mid: i64 = r.get(0)?;
            let seat = r.get::<_, i64>(1)?.clamp(0, 1) as usize;
            match &mut current {
                Some((m, seats)) if *m == mid => seats[seat] = true,
                _ => {
                    if let Some(cur) = current.take() {
                        flush(cur, &mut found)?;
                        if want.is_some_and(|n| found.len() >= n) {
                            break;
                        }
                    }
                    let mut seats = [false; 2];
                    seats[seat] = true;
                    current = Some((mid, seats));
                }
            }
        }
        if let Some(cur) = current.filter(|_| want.is_none_or(|n| found.len() < n)) {
            flush(cur, &mut found)?;
        }
        if let Some(n) = want {
            found.truncate(n);
        }
        if before {
            // Read backwards: the nearest first; the list's order is the reverse.
            found.reverse();
        }
        Ok(found)
    }

    /// The cursor with the error stored for its key, when the decision is
    /// still in the library (else as given).
    fn cursor_error(&self, c: Cursor) -> Result<Cursor> {
        let rec = crate::library::store::load_record(self.connection(), c.match_no)?;
        let stored = rec.find(c.game, c.seq).and_then(|d| d.error);
        Ok(Cursor {
            error: stored.unwrap_or(c.error),
            ..c
        })
    }

    /// Whether any match × seat has decisions in the query's breakdown
    /// cell (the library's summed cells): an empty cell is known at once,
    /// where reading the list would look at every decision.
    fn cell_may_hold(&self, q: &Query) -> Result<bool> {
        let Some(cell) = q.breakdown.as_ref().filter(|c| c.by != By::Length) else {
            return Ok(true);
        };
        let found: Option<i64> = self
            .connection()
            .prepare_cached(
                "SELECT 1 FROM breakdown_rollup WHERE dim = ?1 AND key = ?2 AND decisions > 0 LIMIT 1",
            )?
            .query_row(rusqlite::params![cell.by.as_str(), cell.key], |r| r.get(0))
            .optional()?;
        Ok(found.is_some())
    }

    /// How many decisions a query's pages hold in all. The parts below the
    /// floor are summed from `seat_errors` when the query takes them whole
    /// (a bar, the whole list, a family); otherwise their records are read.
    pub fn decision_count(&self, q: &Query) -> Result<u64> {
        if !self.cell_may_hold(q)? {
            return Ok(0);
        }
        let Some((plan, hi)) = self.list_plan(q)? else {
            return Ok(0);
        };
        if let Some(n) = self.count_of_cells(&plan)? {
            return Ok(n);
        }
        let mut records = Records::default();
        let mut n = 0u64;
        for part in parts(q, plan.lo, hi) {
            let whole = plan.whole_families() && plan.lo <= part_floor(part);
            n += match part {
                Part::Indexed => self.indexed_count(q, &mut records)?,
                Part::Small(r) if whole => self.sum_seats(&plan, &plan.small_columns(r).0)?,
                Part::Zero if whole => {
                    let chk = plan.kinds.contains(&0);
                    let cube = plan.kinds.iter().any(|&k| k > 0);
                    let col = match (chk, cube) {
                        (true, false) => "x.chk_z",
                        (false, true) => "x.cube_z",
                        _ => "x.chk_z + x.cube_z",
                    };
                    self.sum_seats(&plan, col)?
                }
                Part::Small(r) => self.small_keys(&plan, r, None, None, &mut records)?.len() as u64,
                Part::Zero => self.zero_keys(&plan, None, None, &mut records)?.len() as u64,
            };
        }
        Ok(n)
    }

    /// The count of a list that is a selection's whole families, or one
    /// bar of their histogram: the counted decisions the Stats tab shows
    /// for that selection (`decision_errors` and the records hold the
    /// counted decisions only, and a bar is `metrics::bucket`'s), read
    /// from the cells in a few rows. Summed from the decisions' own rows,
    /// the whole list of 100,000 matches took 0.57 s, and the page asks
    /// for it with its first page. `None` for any other list.
    fn count_of_cells(&self, plan: &Plan) -> Result<Option<u64>> {
        let q = plan.q;
        if q.min_error.is_some() || q.breakdown.is_some() || !plan.whole_families() {
            return Ok(None);
        }
        let t = self.rollup_tally(&q.filter)?;
        let of = |p: &crate::metrics::Part| match q.bucket {
            Some(b) => p.histogram.get(b).copied().unwrap_or(0),
            None => p.decisions,
        };
        let chk = plan.kinds.contains(&0);
        let cube = plan.kinds.iter().any(|&k| k > 0);
        Ok(Some(
            if chk { of(&t.checker) } else { 0 } + if cube { of(&t.cube) } else { 0 },
        ))
    }

    /// Σ `col` of `seat_errors x` over the selection.
    fn sum_seats(&self, plan: &Plan, col: &str) -> Result<u64> {
        let (from, w) = plan.seats_from();
        let sql = format!("SELECT coalesce(sum({col}), 0) FROM {from} {w}");
        let n: i64 = self.connection().query_row(
            &sql,
            rusqlite::params_from_iter(plan.args.clone()),
            |r| r.get(0),
        )?;
        Ok(n.max(0) as u64)
    }

    /// How many rows of `decision_errors` a query holds.
    fn indexed_count(&self, q: &Query, records: &mut Records) -> Result<u64> {
        if q.breakdown.as_ref().is_some_and(|c| c.per_decision()) {
            return Ok(self.indexed_keys(q, None, None, records)?.len() as u64);
        }
        let (w, mut args) = Store::where_clause(&q.filter);
        let (cond, lo, hi) = conditions(q, &mut args)?;
        let kinds = kinds(q);
        let mut range = String::new();
        args.push(Value::Real(lo.max(INDEXED_FLOOR)));
        range += &format!(" AND d.error >= ?{}", args.len());
        if let Some(h) = hi {
            args.push(Value::Real(h));
            range += &format!(" AND d.error < ?{}", args.len());
        }
        // One player's count starts from the player's match × seats, as
        // their pages do ([`join_kind`]); the planner is left the rest.
        let pair = if q.filter.player.is_some() {
            PLAYER_FIRST
        } else {
            PLANNER_PAIR
        };
        let sql = format!(
            "SELECT count(*) FROM {pair} ON s.match_id = d.match_id AND s.seat = d.seat
             {w}{cond}{}{range}",
            kind_sql(&kinds, pair)
        );
        let n: i64 = self
            .connection()
            .query_row(&sql, rusqlite::params_from_iter(args), |r| r.get(0))?;
        Ok(n.max(0) as u64)
    }
}
