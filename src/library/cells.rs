//! The rollup cells (migrations 0006 and 0008), kept up to date on every
//! write: the sums of `match_stats` per whole-library × length × month
//! cell, per player name × length × year cell and per player name × length
//! × month cell. The store adds a match's rows to its cells when it writes
//! the match, and recomputes the cells it leaves when it removes one;
//! [`crate::queries::rollup`] reads them.

use rusqlite::types::Value;
use rusqlite::{params, Connection, Transaction};

use crate::library::Result;

/// The summed columns of `match_stats`, in the order of [`STATS_COLUMNS`]
/// (whose `count(*)` is `n` here).
pub(crate) const SUMMED: [&str; 35] = [
    "win",
    "loss",
    "analysed",
    "mwc_priced",
    "checker_total",
    "both_checker_total",
    "doubles",
    "takes",
    "passes",
    "chk_decisions",
    "chk_error",
    "chk_mwc",
    "chk_errors",
    "chk_blunders",
    "chk_h0",
    "chk_h1",
    "chk_h2",
    "chk_h3",
    "chk_h4",
    "chk_h5",
    "cube_decisions",
    "cube_error",
    "cube_mwc",
    "cube_errors",
    "cube_blunders",
    "cube_h0",
    "cube_h1",
    "cube_h2",
    "cube_h3",
    "cube_h4",
    "cube_h5",
    "luck",
    "luck_rolls",
    "luck_mwc",
    "luck_mwc_rolls",
];

/// How long a cell's period is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grain {
    /// `YYYY-MM`: the whole library's cells.
    Month,
    /// `YYYY`: a player's cells.
    Year,
    /// `YYYY-MM`: a player's cells for the months at the ends of a range
    /// (migration 0008). A player's cells by month alone would be nearly as
    /// many as the rows; the players of a range with partial years read
    /// those years' months here instead of their rows (290 ms at 100,000
    /// matches).
    PlayerMonth,
}

impl Grain {
    pub(crate) fn chars(self) -> usize {
        match self {
            Grain::Month | Grain::PlayerMonth => 7,
            Grain::Year => 4,
        }
    }

    pub(crate) fn monthly(self) -> bool {
        self.chars() == 7
    }

    /// Every grain, as kept for each match.
    pub(crate) const ALL: [Grain; 3] = [Grain::Month, Grain::Year, Grain::PlayerMonth];

    /// The table of the grain's cells: a player's months have their own,
    /// keyed by period first (migration 0008).
    pub(crate) fn table(self) -> &'static str {
        match self {
            Grain::PlayerMonth => "rollup_month",
            _ => "rollup",
        }
    }

    pub(crate) fn of_scope(scope: i64) -> Grain {
        match scope {
            0 => Grain::Month,
            1 => Grain::Year,
            _ => Grain::PlayerMonth,
        }
    }

    /// The SQL period of `match_stats s`'s date: '' undated, '?' not a
    /// calendar date (SQLite's `date()` does not give it back unchanged).
    pub(crate) fn sql(self) -> String {
        self.period_of("s.date")
    }

    /// The SQL period of the date `date` (a column or a parameter), by the
    /// rule of [`Grain::sql`]: the breakdowns' month cells use it too.
    pub(crate) fn period_of(self, date: &str) -> String {
        format!(
            "CASE WHEN {date} IS NULL THEN '' WHEN date({date}) IS {date} THEN substr({date}, 1, {}) ELSE '?' END",
            self.chars()
        )
    }

    pub(crate) fn scope(self) -> i64 {
        match self {
            Grain::Month => 0,
            Grain::Year => 1,
            Grain::PlayerMonth => 2,
        }
    }
}

/// The insert of cells summed from `match_stats s` rows chosen by `cond`,
/// adding to cells that exist.
pub(crate) fn upsert_sql(grain: Grain, cond: &str) -> String {
    upsert(grain, cond, true)
}

/// [`upsert_sql`], or with `grouped` false one upsert per `match_stats`
/// row (adding a match's two rows). A `GROUP BY` under a `WHERE` with a
/// parameter has SQLite prepare the statement again for each new value
/// (a sixth of an import's time); a match's two rows need no grouping.
pub(crate) fn upsert(grain: Grain, cond: &str, grouped: bool) -> String {
    let sums: Vec<String> = SUMMED
        .iter()
        .map(|c| {
            if grouped {
                format!("sum(s.{c})")
            } else {
                format!("s.{c}")
            }
        })
        .collect();
    let (key, player, group) = match grain {
        Grain::Month => ("''", "''", "s.length, 4"),
        Grain::Year | Grain::PlayerMonth => {
            ("s.player_key", "max(s.player)", "s.player_key, s.length, 4")
        }
    };
    let (player, first, n, group) = if grouped {
        (
            player,
            "min(s.date)",
            "count(*)",
            format!(" GROUP BY {group}"),
        )
    } else {
        (
            if key == "''" { "''" } else { "s.player" },
            "s.date",
            "1",
            String::new(),
        )
    };
    let updates: Vec<String> = SUMMED
        .iter()
        .map(|c| format!("{c} = {c} + excluded.{c}"))
        .collect();
    format!(
        "INSERT INTO {table}(scope, player_key, length, period, player, first_date, n, {cols})
         SELECT {scope}, {key}, s.length, {period}, {player}, {first}, {n}, {sums}
         FROM match_stats s WHERE {cond}{group}
         ON CONFLICT(scope, player_key, length, period) DO UPDATE SET
            player = max(player, excluded.player),
            first_date = coalesce(min(first_date, excluded.first_date), first_date, excluded.first_date),
            n = n + excluded.n, {updates}",
        table = grain.table(),
        cols = SUMMED.join(", "),
        scope = grain.scope(),
        period = grain.sql(),
        sums = sums.join(", "),
        updates = updates.join(", "),
    )
}

/// Adds the `match_stats` rows of match `id` (just written) to its cells.
pub(crate) fn add_match(tx: &Connection, id: i64) -> Result<()> {
    for grain in Grain::ALL {
        let mut st = tx.prepare_cached(&upsert(grain, "s.match_id = ?1", false))?;
        st.execute([id])?;
    }
    Ok(())
}

/// A cell: its scope (0 the library, 1 a player's year, 2 a player's
/// month), player key, match length and period.
pub(crate) type Cell = (i64, String, i64, String);

/// Deletes the `match_stats` rows of match `id`: the cells they were in,
/// to [`recompute`] from the rows that remain (exactly, rather than
/// subtracting; once each when many matches go together).
pub(crate) fn take_match(tx: &Connection, id: i64) -> Result<Vec<Cell>> {
    let cells: Vec<Cell> = {
        let sql = format!(
            "SELECT 0, '', s.length, {m} FROM match_stats s WHERE s.match_id = ?1
             UNION SELECT 1, s.player_key, s.length, {y} FROM match_stats s WHERE s.match_id = ?1
             UNION SELECT 2, s.player_key, s.length, {m} FROM match_stats s WHERE s.match_id = ?1",
            m = Grain::Month.sql(),
            y = Grain::Year.sql()
        );
        let mut st = tx.prepare_cached(&sql)?;
        let rows = st.query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    tx.execute("DELETE FROM match_stats WHERE match_id = ?1", [id])?;
    Ok(cells)
}

/// Recomputes `cells` from the `match_stats` rows they hold now.
pub(crate) fn recompute(tx: &Connection, cells: impl IntoIterator<Item = Cell>) -> Result<()> {
    for (scope, key, length, period) in cells {
        let grain = Grain::of_scope(scope);
        tx.execute(
            &format!(
                "DELETE FROM {} WHERE scope = ?1 AND player_key = ?2 AND length = ?3 AND period = ?4",
                grain.table()
            ),
            params![scope, key, length, period],
        )?;
        // The cell's rows, found by an index: the player's dates, or the
        // period's. The length is left out of the index choice (`+`): by
        // `match_stats_length` the cell's rows are half the library's.
        let mut cond = format!("+s.length = ?1 AND {} = ?2", grain.sql());
        let mut args = vec![Value::Integer(length), Value::Text(period.clone())];
        if scope > 0 {
            args.push(Value::Text(key));
            cond += " AND s.player_key = ?3";
        }
        let n = args.len();
        if period.is_empty() {
            cond += " AND s.date IS NULL";
        } else if let Some(next) = next_period(&period) {
            args.push(Value::Text(period.clone()));
            args.push(Value::Text(next));
            cond += &format!(" AND s.date >= ?{} AND s.date < ?{}", n + 1, n + 2);
        }
        let sql = upsert_sql(grain, &cond);
        tx.prepare_cached(&sql)?
            .execute(rusqlite::params_from_iter(args))?;
    }
    Ok(())
}

/// Recomputes every cell (a new schema, new thresholds).
pub(crate) fn rebuild(tx: &Transaction) -> Result<()> {
    tx.execute("DELETE FROM rollup", [])?;
    tx.execute("DELETE FROM rollup_month", [])?;
    for grain in Grain::ALL {
        tx.execute(&upsert_sql(grain, "1"), [])?;
    }
    Ok(())
}

/// The period after `p` (`2024-12` → `2025-01`, `2024` → `2025`).
pub(crate) fn next_period(p: &str) -> Option<String> {
    let y: i32 = p.get(0..4)?.parse().ok()?;
    match p.len() {
        4 => Some(format!("{:04}", y + 1)),
        7 => {
            let m: u32 = p.get(5..7)?.parse().ok()?;
            Some(if m >= 12 {
                format!("{:04}-01", y + 1)
            } else {
                format!("{y:04}-{:02}", m + 1)
            })
        }
        _ => None,
    }
}

/// The period before `p`.
pub(crate) fn previous_period(p: &str) -> Option<String> {
    let y: i32 = p.get(0..4)?.parse().ok()?;
    match p.len() {
        4 => Some(format!("{:04}", y - 1)),
        7 => {
            let m: u32 = p.get(5..7)?.parse().ok()?;
            Some(if m <= 1 {
                format!("{:04}-12", y - 1)
            } else {
                format!("{y:04}-{:02}", m - 1)
            })
        }
        _ => None,
    }
}
