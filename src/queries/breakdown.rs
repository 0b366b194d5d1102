//! Where the errors are: the counted decisions of a selection broken down
//! by cube action, game phase, away-away score, match length or game plan.
//!
//! What the breakdowns need is stored at import, next to `match_stats`, in
//! the `match_breakdown` table (one row per match × seat × dimension × key ×
//! decision family), so a breakdown of a whole library sums a small table
//! and never re-reads the decisions. The length breakdown needs nothing
//! more than `match_stats` itself.
//!
//! # Definitions
//!
//! **Cube action** (cube decisions, by the kind stored for the decision,
//! i.e. what the player did; its error is the cost of not doing the best
//! action instead):
//! - `missed_double`: the player could double and did not (no double);
//! - `wrong_double`: the player doubled;
//! - `wrong_take`: the player took;
//! - `wrong_pass`: the player passed.
//!
//! Each counted cube decision has exactly one kind, so the four rows' error
//! adds up to the cube error; `missed_double` + `wrong_double` is XG's
//! "double error" and `wrong_take` + `wrong_pass` its "take error".
//!
//! **Phase** (checker plays, from the position before the play, decoded
//! from the stored gnuBG Position ID; the player on roll is "the mover"):
//! - `bearoff`: no contact, and all the mover's checkers are in the home
//!   board (points 1–6) or borne off;
//! - `race`: no contact, the mover still has checkers outside the home board;
//! - `opening`: contact, and both pip counts are at least
//!   [`OPENING_PIPS`] (the start is 167: about the first two or three
//!   rolls of each side, longer while checkers are hit back);
//! - `middle`: any other position with contact;
//! - `unknown`: the file gave no position (a `.mat` transcript).
//!
//! **Plan** (checker plays, from the position before the play as for the
//! phase): the game plan of the mover, [`crate::model::features::plan`]
//! (the rules are in `docs/search.md`, "Game plans", the same as search's
//! `gt:`), keyed by [`crate::model::features::Plan::as_str`]: `race`,
//! `bear_in`, `crunch`, `back_game`, `ace_point`, `blitz`,
//! `prime_vs_prime`, `mutual_holding`, `holding`, `contact`; `unknown`: the
//! file gave no position. Each checker play has exactly one, so their
//! error adds up to the checker error, as the phases' does.
//!
//! **Score** (every counted decision, at the score of its game, from the
//! player's view): `"<player's away>a-<opponent's away>a"`, e.g. `"2a-5a"`;
//! money sessions are `"money"`.
//!
//! **Length**: `"1"`, `"3"`, … by match length in points; `"money"`.

use std::collections::BTreeMap;

use rusqlite::types::Value;
use serde::Serialize;

use crate::i18n::Text;
use crate::library::breakdown_cells::Cell;
pub use crate::library::breakdown_cells::{
    cells_of, cube_key, length_key, phase, plan_key, score_key, By, CUBE_KEYS, FILLED_KEY,
    OPENING_PIPS, PHASE_KEYS, PLAN_FILLED_KEY, PLAN_KEYS,
};
use crate::library::store::{Filter, Store};
use crate::metrics::{DecisionFilter, PR_FACTOR};
use crate::model::DecisionKind;
use crate::queries::{Error, Result};
use crate::t;

impl By {
    /// A dimension by name; an unknown one is a usage error naming the choices.
    pub fn parse(s: &str) -> Result<By> {
        Ok(crate::queries::filters::choose(
            crate::msg!("query-what-breakdown"),
            s,
            &By::ALL,
            By::as_str,
        )?)
    }
}

/// One cell of a breakdown (a dimension and one of its keys): the
/// decisions behind its row (`blunderdb decisions --breakdown DIM=KEY`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CellKey {
    pub by: By,
    pub key: String,
}

impl CellKey {
    /// `DIM=KEY`, e.g. `cube-action=wrong_take`, `phase=race`,
    /// `score=3a-5a`, `length=7`, `plan=back_game`; an unknown dimension
    /// or a key the dimension never has is a usage error naming the
    /// choices.
    pub fn parse(s: &str) -> Result<CellKey> {
        let Some((dim, key)) = s.split_once('=') else {
            return Err(usage(crate::msg!("query-breakdown-cell", value = s)));
        };
        CellKey::new(By::parse(dim.trim())?, key.trim())
    }

    /// A cell by dimension and key, checked as [`CellKey::parse`].
    pub fn new(by: By, key: &str) -> Result<CellKey> {
        let unknown = |choices: Vec<String>| {
            Error::Filter(crate::queries::filters::FilterError::UnknownChoice {
                what: crate::msg!("query-what-key", by = by.as_str()),
                value: key.to_string(),
                choices,
            })
        };
        let list = |keys: &[&str]| keys.iter().map(|k| k.to_string()).collect::<Vec<_>>();
        let ok = match by {
            By::CubeAction => CUBE_KEYS.contains(&key),
            By::Phase => PHASE_KEYS.contains(&key),
            By::Plan => PLAN_KEYS.contains(&key),
            // The key the rules write for some score: "money", or both
            // aways (at least 1) as `score_key` spells them.
            By::Score => {
                key == "money"
                    || score_parts(key)
                        .is_some_and(|(a, b)| a >= 1 && b >= 1 && format!("{a}a-{b}a") == key)
            }
            By::Length => {
                key == "money"
                    || key
                        .parse::<u32>()
                        .is_ok_and(|n| n >= 1 && length_key(n) == key)
            }
        };
        if !ok {
            return Err(unknown(match by {
                By::CubeAction => list(&CUBE_KEYS),
                By::Phase => list(&PHASE_KEYS),
                By::Plan => list(&PLAN_KEYS),
                By::Score => vec!["money".into(), "Na-Ma (aways, e.g. 3a-5a)".into()],
                By::Length => vec!["money".into(), "a match length in points (e.g. 7)".into()],
            }));
        }
        Ok(CellKey {
            by,
            key: key.to_string(),
        })
    }

    /// The cube decision's stored kind code of a cube-action cell.
    pub fn kind_code(&self) -> Option<u8> {
        (self.by == By::CubeAction).then(|| {
            [
                DecisionKind::NoDouble,
                DecisionKind::Double,
                DecisionKind::Take,
                DecisionKind::Pass,
            ]
            .into_iter()
            .find(|k| cube_key(*k) == Some(self.key.as_str()))
            .map(DecisionKind::code)
        })?
    }

    /// The match length of a length cell (0 = money).
    pub fn length(&self) -> Option<u32> {
        match (self.by, self.key.as_str()) {
            (By::Length, "money") => Some(0),
            (By::Length, k) => k.parse().ok(),
            _ => None,
        }
    }

    /// Whether the cell needs each decision's own look (its phase or game
    /// plan from its Position ID, its score): SQL can only narrow the list
    /// down to it.
    pub fn per_decision(&self) -> bool {
        matches!(self.by, By::Phase | By::Score | By::Plan)
    }

    /// Whether a counted decision falls in this cell, by [`cells_of`] (or
    /// [`length_key`]).
    pub fn holds(
        &self,
        kind: DecisionKind,
        seat: u8,
        position: Option<&str>,
        length: u32,
        score: [u32; 2],
    ) -> bool {
        if self.by == By::Length {
            return length_key(length) == self.key;
        }
        cells_of(kind, seat, position, length, score)
            .any(|(by, key)| by == self.by && key == self.key)
    }
}

/// The two aways of a score key `"3a-5a"`.
fn score_parts(k: &str) -> Option<(u32, u32)> {
    let (a, b) = k.split_once('-')?;
    Some((
        a.strip_suffix('a')?.parse().ok()?,
        b.strip_suffix('a')?.parse().ok()?,
    ))
}

/// One row of a breakdown. Counts and error are `None` when nothing of the
/// selection is analysed; `pr` also when the row has no decision.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Row {
    pub key: String,
    pub decisions: Option<u64>,
    pub errors: Option<u64>,
    pub blunders: Option<u64>,
    pub error_emg: Option<f64>,
    pub pr: Option<f64>,
    /// MWC loss in percent (match play only).
    pub mwc_loss_pct: Option<f64>,
}

impl Store {
    /// The breakdown of the selection `f` by `by`, rows in a fixed order
    /// (cube actions, phases and game plans as listed in the module docs;
    /// scores by the player's away then the opponent's, money last; lengths
    /// ascending, money last).
    pub fn breakdown(&self, f: &Filter, by: By) -> Result<Vec<Row>> {
        self.breakdown_from(f, by, true)
    }

    /// [`Store::breakdown`] read from every breakdown row of the selection,
    /// never from `breakdown_rollup`: the reference the cells are checked
    /// against (`tests/rollup.rs`).
    pub fn breakdown_scan(&self, f: &Filter, by: By) -> Result<Vec<Row>> {
        self.breakdown_from(f, by, false)
    }

    fn breakdown_from(&self, f: &Filter, by: By, cells: bool) -> Result<Vec<Row>> {
        match (by, f.decisions) {
            (By::CubeAction, DecisionFilter::Checker) => {
                return Err(usage(crate::msg!("query-breakdown-cube-checker")));
            }
            (By::Phase, DecisionFilter::Cube) => {
                return Err(usage(crate::msg!("query-breakdown-phase-cube")));
            }
            (By::Plan, DecisionFilter::Cube) => {
                return Err(usage(crate::msg!("query-breakdown-plan-cube")));
            }
            _ => {}
        }
        if by == By::Length {
            return self.length_breakdown(f);
        }
        let (w, args) = Store::filter_sql(f);
        // Whether anything of the selection is analysed (priced in MWC):
        // else every figure is unknown, not zero.
        let t = self.tally(f)?;
        let (analysed, priced) = (t.analysed_matches > 0, t.mwc_matches > 0);
        let family = match f.decisions {
            DecisionFilter::All => "",
            DecisionFilter::Checker => " AND b.cube = 0",
            DecisionFilter::Cube => " AND b.cube = 1",
        };
        let dim = by.as_str();
        let sums = "sum(b.decisions), sum(b.error), sum(b.mwc), sum(b.errors), sum(b.blunders)";
        let dated = f.date_from.is_some() || f.date_to.is_some();
        // The whole library, or one length of it: the summed cells. A date
        // range: its whole months from the month cells, the rest (the days
        // at its ends, dates that are not calendar dates) from the rows, as
        // the figures' plan has them. A player: the player's `match_stats`
        // rows (`s`, by their indexes) and each match × seat's rows of the
        // dimension, by their key.
        let rows_sql = |index: &str, w: &str| {
            format!(
                "SELECT b.key, {sums}
                 FROM match_stats s{index} JOIN match_breakdown b ON b.match_id = s.match_id
                      AND b.seat = s.seat AND b.dim = '{dim}'{family}{w} GROUP BY b.key"
            )
        };
        let queries: Vec<(String, Vec<Value>)> = if !cells || f.player.is_some() {
            vec![(rows_sql("", &w), args)]
        } else if !dated {
            vec![(
                format!(
                    "SELECT b.key, {sums} FROM breakdown_rollup b{} AND b.dim = '{dim}'{family}
                     GROUP BY b.key",
                    w.replace("s.length", "b.length")
                ),
                args,
            )]
        } else {
            let plan = self.plan(f, crate::library::cells::Grain::Month, false)?;
            let mut q = Vec::new();
            if let Some((first, last)) = plan.span {
                let mut a = vec![Value::Text(first), Value::Text(last)];
                let mut sql = format!(
                    "SELECT b.key, {sums} FROM breakdown_month b
                     WHERE b.dim = '{dim}' AND b.period BETWEEN ?1 AND ?2{family}"
                );
                if let Some(l) = f.length {
                    a.push(Value::Integer(i64::from(l)));
                    sql += " AND b.length = ?3";
                }
                q.push((sql + " GROUP BY b.key", a));
            }
            for (w, a, index) in plan.rows {
                q.push((rows_sql(index, &w), a));
            }
            q
        };
        let mut found: BTreeMap<String, Cell> = BTreeMap::new();
        for (sql, args) in queries {
            let mut st = self.connection().prepare_cached(&sql)?;
            let mut rows = st.query(rusqlite::params_from_iter(args))?;
            while let Some(r) = rows.next()? {
                let c = found.entry(r.get::<_, String>(0)?).or_default();
                c.decisions += r.get::<_, i64>(1)?.max(0) as u64;
                c.error += r.get::<_, f64>(2)?;
                c.mwc += r.get::<_, f64>(3)?;
                c.errors += r.get::<_, i64>(4)?.max(0) as u64;
                c.blunders += r.get::<_, i64>(5)?.max(0) as u64;
            }
        }
        let mut keys: Vec<String> = match by {
            By::CubeAction => CUBE_KEYS.iter().map(|k| k.to_string()).collect(),
            By::Phase | By::Plan => {
                let listed: &[&str] = if by == By::Phase {
                    &PHASE_KEYS
                } else {
                    &PLAN_KEYS
                };
                listed
                    .iter()
                    .filter(|k| **k != "unknown" || found.contains_key(**k))
                    .map(|k| k.to_string())
                    .collect()
            }
            _ => found.keys().cloned().collect(),
        };
        if by == By::Score {
            keys.sort_by_key(|k| score_order(k));
        }
        Ok(keys
            .into_iter()
            .map(|key| {
                let c = found.get(&key).copied().unwrap_or_default();
                Row {
                    decisions: analysed.then_some(c.decisions),
                    errors: analysed.then_some(c.errors),
                    blunders: analysed.then_some(c.blunders),
                    error_emg: analysed.then_some(c.error),
                    pr: (analysed && c.decisions > 0)
                        .then(|| PR_FACTOR * c.error / c.decisions as f64),
                    mwc_loss_pct: (priced && key != "money").then_some(c.mwc * 100.0),
                    key,
                }
            })
            .collect())
    }

    fn length_breakdown(&self, f: &Filter) -> Result<Vec<Row>> {
        let mut rows = Vec::new();
        for length in self.lengths()? {
            if f.length.is_some_and(|l| l != length) {
                continue;
            }
            let one = Filter {
                length: Some(length),
                ..f.clone()
            };
            let t = self.tally(&one)?;
            if t.matches == 0 {
                continue;
            }
            let x = t.figures(f.decisions);
            rows.push(Row {
                key: length_key(length),
                decisions: x.decisions,
                errors: x.errors,
                blunders: x.blunders,
                error_emg: x.error_emg,
                pr: x.pr,
                mwc_loss_pct: x.mwc_loss_pct,
            });
        }
        // Money sessions (length 0) come last.
        rows.sort_by_key(|r| r.key.parse::<u32>().unwrap_or(u32::MAX));
        Ok(rows)
    }
}

/// Sort order of score keys: player's away, then opponent's; money last.
fn score_order(k: &str) -> (u32, u32) {
    let mut it = k
        .split('-')
        .map(|p| p.trim_end_matches('a').parse::<u32>().unwrap_or(u32::MAX));
    (it.next().unwrap_or(u32::MAX), it.next().unwrap_or(u32::MAX))
}

fn usage(msg: crate::i18n::Message) -> Error {
    Error::Filter(crate::queries::filters::FilterError::Unsupported(msg))
}

/// A breakdown as JSON: `{"by", "rows": [{"key", "decisions", "errors",
/// "blunders", "error_emg", "pr", "mwc_loss_pct"}]}`.
pub fn breakdown_json(store: &Store, f: &Filter, by: By) -> Result<serde_json::Value> {
    let rows = store.breakdown(f, by)?;
    Ok(serde_json::json!({ "by": by.as_str(), "rows": rows }))
}

/// A breakdown as CSV (empty cell = unknown).
pub fn breakdown_csv(rows: &[Row]) -> String {
    let mut s = String::from("key,decisions,errors,blunders,error_emg,pr,mwc_loss_pct\n");
    let n = |v: Option<u64>| v.map(|x| x.to_string()).unwrap_or_default();
    let x = |v: Option<f64>| v.map(|x| format!("{x}")).unwrap_or_default();
    for r in rows {
        s += &format!(
            "{},{},{},{},{},{},{}\n",
            r.key,
            n(r.decisions),
            n(r.errors),
            n(r.blunders),
            x(r.error_emg),
            x(r.pr),
            x(r.mwc_loss_pct)
        );
    }
    s
}

/// A breakdown as a text table ("—" = unknown).
pub fn breakdown_text(text: &Text, by: By, rows: &[Row]) -> String {
    use crate::queries::report::{count, num};
    let dimension = match by {
        By::CubeAction => t!(text, "by-cube-action"),
        By::Phase => t!(text, "by-phase"),
        By::Score => t!(text, "by-score"),
        By::Length => t!(text, "by-length"),
        By::Plan => t!(text, "by-plan"),
    };
    let labels: Vec<String> = rows.iter().map(|r| key_text(text, by, &r.key)).collect();
    // The first column as wide as its longest word (a game plan's name is
    // longer than a phase's in some languages), at least 14.
    let w = labels
        .iter()
        .chain([&dimension])
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(14);
    let mut s = format!(
        "{:<w$} {:>9} {:>7} {:>8} {:>10} {:>7} {:>8}\n",
        dimension,
        t!(text, "cli-col-decisions"),
        t!(text, "cli-col-errors"),
        t!(text, "cli-col-blunders"),
        t!(text, "cli-col-error-emg"),
        t!(text, "fig-pr"),
        t!(text, "cli-col-mwc-pct")
    );
    for (r, label) in rows.iter().zip(labels) {
        s += &format!(
            "{:<w$} {:>9} {:>7} {:>8} {:>10} {:>7} {:>8}\n",
            label,
            count(text, r.decisions),
            count(text, r.errors),
            count(text, r.blunders),
            num(text, r.error_emg, 3),
            num(text, r.pr, 2),
            num(text, r.mwc_loss_pct, 2)
        );
    }
    s
}

/// A breakdown row's key for a player to read: the cube actions, phases,
/// game plans and "money" in `text`'s language; scores (`2a-5a`) and lengths as they
/// are.
pub fn key_text(text: &Text, by: By, key: &str) -> String {
    match (by, key) {
        (By::CubeAction, "missed_double") => t!(text, "cube-missed_double"),
        (By::CubeAction, "wrong_double") => t!(text, "cube-wrong_double"),
        (By::CubeAction, "wrong_take") => t!(text, "cube-wrong_take"),
        (By::CubeAction, "wrong_pass") => t!(text, "cube-wrong_pass"),
        (By::Phase, "opening") => t!(text, "phase-opening"),
        (By::Phase, "middle") => t!(text, "phase-middle"),
        (By::Phase, "race") => t!(text, "phase-race"),
        (By::Phase, "bearoff") => t!(text, "phase-bearoff"),
        (By::Phase, "unknown") => t!(text, "phase-unknown"),
        (By::Plan, "race") => t!(text, "plan-race"),
        (By::Plan, "bear_in") => t!(text, "plan-bear_in"),
        (By::Plan, "crunch") => t!(text, "plan-crunch"),
        (By::Plan, "back_game") => t!(text, "plan-back_game"),
        (By::Plan, "ace_point") => t!(text, "plan-ace_point"),
        (By::Plan, "blitz") => t!(text, "plan-blitz"),
        (By::Plan, "prime_vs_prime") => t!(text, "plan-prime_vs_prime"),
        (By::Plan, "mutual_holding") => t!(text, "plan-mutual_holding"),
        (By::Plan, "holding") => t!(text, "plan-holding"),
        (By::Plan, "contact") => t!(text, "plan-contact"),
        (By::Plan, "unknown") => t!(text, "plan-unknown"),
        (By::Score | By::Length, "money") => t!(text, "length-money"),
        _ => key.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::position::Board;

    #[test]
    fn phases_from_positions() {
        let start = Board::initial();
        assert_eq!(phase(Some(&start.position_id(0)), 0), "opening");
        assert_eq!(phase(None, 0), "unknown");
        assert_eq!(phase(Some("not an id"), 1), "unknown");
        // A race: seat 0 on points 1-12, seat 1 likewise (no contact).
        let mut race = Board {
            checkers: [[0; 25]; 2],
        };
        race.checkers[0][10] = 5;
        race.checkers[0][3] = 10;
        race.checkers[1][8] = 15;
        assert!(!race.contact());
        assert_eq!(phase(Some(&race.position_id(0)), 0), "race");
        // Seat 1 has everything home (point 9 is outside, so move it in).
        race.checkers[1][8] = 0;
        race.checkers[1][4] = 12;
        assert_eq!(phase(Some(&race.position_id(1)), 1), "bearoff");
        // Contact with low pip counts: middle game.
        let mut mid = Board {
            checkers: [[0; 25]; 2],
        };
        mid.checkers[0][23] = 1;
        mid.checkers[0][5] = 14;
        mid.checkers[1][5] = 15;
        assert!(mid.contact());
        assert_eq!(phase(Some(&mid.position_id(0)), 0), "middle");
    }

    #[test]
    fn score_keys_from_the_players_view() {
        assert_eq!(score_key(7, [0, 0], 0), "7a-7a");
        assert_eq!(score_key(7, [5, 2], 0), "2a-5a");
        assert_eq!(score_key(7, [5, 2], 1), "5a-2a");
        assert_eq!(score_key(0, [3, 1], 1), "money");
        assert!(score_order("2a-5a") < score_order("3a-1a"));
        assert!(score_order("13a-13a") < score_order("money"));
    }
}
