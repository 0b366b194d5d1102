//! Reading the library: the SQL of a [`Filter`], the list of matches, the
//! players' names, the lengths and dates a filter can choose from, and the
//! library's size.

use super::*;

impl Store {
    /// [`Store::where_clause`] for the other modules of the crate.
    pub(crate) fn filter_sql(f: &Filter) -> (String, Vec<rusqlite::types::Value>) {
        Self::where_clause(f)
    }

    /// Builds the WHERE clause of a filter over `match_stats` aliased `s`.
    pub(crate) fn where_clause(f: &Filter) -> (String, Vec<rusqlite::types::Value>) {
        Self::where_clause_by(f, false)
    }

    /// [`Store::where_clause`] for rows within a short range of dates (the
    /// days of a range outside its whole months): without a player, the
    /// length is written `+s.length`, so that SQLite reads the range by the
    /// date index. Given both, it took the length index, every row of that
    /// length (half of a library of 7-point matches: 510 ms at 1,000,000
    /// matches for `stats --from --to --length 7`).
    pub(crate) fn where_clause_dated(f: &Filter) -> (String, Vec<rusqlite::types::Value>) {
        Self::where_clause_by(f, true)
    }

    fn where_clause_by(f: &Filter, dated: bool) -> (String, Vec<rusqlite::types::Value>) {
        use rusqlite::types::Value;
        let mut sql = String::from(" WHERE 1");
        let mut args: Vec<Value> = Vec::new();
        // With a player, the dates and length are written `+s.…`, which
        // SQLite cannot look up in an index: the player's rows are then
        // read by the player index. SQLite cannot tell how few names the
        // player's `IN (…)` holds and took a length's every row instead
        // (30,000 at 100,000 matches: 36 ms to count a player's matches
        // without analysis in 7-point matches, 2 ms by the player).
        let plus = if f.player.is_some() { "+" } else { "" };
        if let Some(p) = &f.player {
            args.push(Value::Text(p.trim().to_lowercase()));
            sql += &format!(" AND {}", crate::library::store::player_sql(args.len()));
        }
        if let Some(d) = &f.date_from {
            args.push(Value::Text(d.clone()));
            sql += &format!(" AND {plus}s.date >= ?{}", args.len());
        }
        if let Some(d) = &f.date_to {
            args.push(Value::Text(d.clone()));
            sql += &format!(" AND {plus}s.date <= ?{}", args.len());
        }
        if let Some(l) = f.length {
            args.push(Value::Integer(i64::from(l)));
            let plus = if dated && (f.date_from.is_some() || f.date_to.is_some()) {
                "+"
            } else {
                plus
            };
            sql += &format!(" AND {plus}s.length = ?{}", args.len());
        }
        (sql, args)
    }

    /// Every stored match with both players' figures, newest import last.
    pub fn matches(&self, decisions: DecisionFilter) -> Result<Vec<MatchInfo>> {
        let sql = format!(
            "SELECT m.id, m.source, m.format, m.length, m.games, m.winner, m.points0, m.points1, m.date,
                    m.event, m.analysed, s.seat, s.player, m.analysis, m.analysis_version, {STATS_COLUMNS}
             FROM matches m JOIN match_stats s ON s.match_id = m.id
             GROUP BY m.id, s.seat ORDER BY m.id, s.seat"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut rows = stmt.query([])?;
        let mut out: Vec<MatchInfo> = Vec::new();
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let seat: i64 = r.get(11)?;
            let player = PlayerFigures {
                name: r.get(12)?,
                figures: tally_from_row(r, 15)?.figures(decisions),
            };
            if seat == 1 {
                if let Some(last) = out.last_mut() {
                    if last.id == id {
                        last.players[1] = player;
                        continue;
                    }
                }
            }
            out.push(MatchInfo {
                id,
                source: r.get(1)?,
                format: r.get(2)?,
                length: r.get(3)?,
                games: r.get(4)?,
                winner: r.get(5)?,
                points: [r.get(6)?, r.get(7)?],
                date: r.get(8)?,
                event: r.get(9)?,
                analysed: r.get(10)?,
                analysis: r.get(13)?,
                analysis_version: r.get(14)?,
                analyses: Vec::new(),
                players: [player.clone(), player],
            });
        }
        self.fill_analyses(&mut out)?;
        Ok(out)
    }

    /// The matches of a selection (a match is in it when either seat's row
    /// is), as the Matches tab lists them: no more than a list needs, so a
    /// library of 100,000 matches is read in one pass.
    pub fn match_list(&self, f: &Filter) -> Result<Vec<MatchListed>> {
        let (w, args) = Self::where_clause(f);
        let selection = if w.trim() == "WHERE 1" {
            String::new()
        } else {
            format!(" WHERE m.id IN (SELECT s.match_id FROM match_stats s{w})")
        };
        let sql = format!(
            "SELECT m.id, m.date, m.event, m.player0, m.player1, m.length, m.points0, m.points1,
                    m.winner, m.analysis, m.analysis_version, m.source, m.format,
                    a.analysed, a.chk_decisions, a.chk_error, a.cube_decisions, a.cube_error,
                    b.analysed, b.chk_decisions, b.chk_error, b.cube_decisions, b.cube_error
             FROM matches m
             JOIN match_stats a ON a.match_id = m.id AND a.seat = 0
             JOIN match_stats b ON b.match_id = m.id AND b.seat = 1{selection}
             ORDER BY m.id"
        );
        let mut st = self.conn.prepare_cached(&sql)?;
        let mut rows = st.query(rusqlite::params_from_iter(args))?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let tally = |at: usize| -> rusqlite::Result<Tally> {
                let u =
                    |i: usize| -> rusqlite::Result<u64> { Ok(r.get::<_, i64>(i)?.max(0) as u64) };
                let mut t = Tally {
                    matches: 1,
                    analysed_matches: u(at)?,
                    ..Default::default()
                };
                t.checker.decisions = u(at + 1)?;
                t.checker.error = r.get(at + 2)?;
                t.cube.decisions = u(at + 3)?;
                t.cube.error = r.get(at + 4)?;
                Ok(t)
            };
            let pr = |t: Tally| t.figures(f.decisions).pr;
            let name: Option<String> = r.get(9)?;
            let version: Option<String> = r.get(10)?;
            let source: String = r.get(11)?;
            let format: String = r.get(12)?;
            let counted = name.as_deref().and_then(|n| {
                super::engines::AnalysisName::parse(n).map(|a| super::engines::AnalysisInfo {
                    engine: a.engine,
                    plies: a.plies,
                    version: version.clone(),
                    counted: true,
                    name: n.to_string(),
                    source: source.clone(),
                    format: format.clone(),
                })
            });
            out.push(MatchListed {
                id: r.get(0)?,
                date: r.get(1)?,
                event: r.get(2)?,
                players: [r.get(3)?, r.get(4)?],
                length: r.get(5)?,
                points: [r.get(6)?, r.get(7)?],
                winner: r.get(8)?,
                pr: [pr(tally(13)?), pr(tally(18)?)],
                analyses: counted.into_iter().collect(),
            });
        }
        let mut held = self.held_analyses()?;
        for m in &mut out {
            if let Some(h) = held.remove(&m.id) {
                m.analyses.extend(h);
            }
        }
        Ok(out)
    }

    /// The analyses held beside the counted ones, by match.
    fn held_analyses(
        &self,
    ) -> Result<std::collections::HashMap<i64, Vec<super::engines::AnalysisInfo>>> {
        use super::engines::{AnalysisInfo, AnalysisName};
        let mut held: std::collections::HashMap<i64, Vec<AnalysisInfo>> = Default::default();
        let mut st = self.conn.prepare_cached(
            "SELECT match_id, analysis, version, source, format FROM analyses ORDER BY match_id, analysis",
        )?;
        let mut rows = st.query([])?;
        while let Some(r) = rows.next()? {
            let name: String = r.get(1)?;
            if let Some(a) = AnalysisName::parse(&name) {
                held.entry(r.get(0)?).or_default().push(AnalysisInfo {
                    engine: a.engine,
                    plies: a.plies,
                    version: r.get(2)?,
                    counted: false,
                    name,
                    source: r.get(3)?,
                    format: r.get(4)?,
                });
            }
        }
        Ok(held)
    }

    /// The file match `id` was stored from; `None` when there is no such match.
    pub fn match_source(&self, id: i64) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row("SELECT source FROM matches WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Sets each listed match's `analyses`: the counted one (from its
    /// row), then those held (one read of the table: few matches hold more
    /// than one).
    fn fill_analyses(&self, ms: &mut [MatchInfo]) -> Result<()> {
        use super::engines::{AnalysisInfo, AnalysisName};
        let mut held = self.held_analyses()?;
        for m in ms {
            let counted = m.analysis.as_deref().and_then(|n| {
                AnalysisName::parse(n).map(|a| AnalysisInfo {
                    engine: a.engine,
                    plies: a.plies,
                    version: m.analysis_version.clone(),
                    counted: true,
                    name: n.to_string(),
                    source: m.source.clone(),
                    format: m.format.clone(),
                })
            });
            m.analyses = counted.into_iter().collect();
            if let Some(h) = held.remove(&m.id) {
                m.analyses.extend(h);
            }
        }
        Ok(())
    }

    /// Every player's name (as stored; one spelling per case-insensitive
    /// name; names merged by an alias count as their player), sorted: the
    /// player filter's choices.
    pub fn player_names(&self) -> Result<Vec<String>> {
        // The distinct keys one seek each (a skip scan of the player
        // index), each key's greatest spelling one more (migration 0009),
        // then the aliases over those few: a GROUP BY over every match ×
        // seat took 0.3 s at 100,000 matches.
        let mut st = self.conn.prepare_cached(
            "WITH RECURSIVE k(key) AS (
                 SELECT min(player_key) FROM match_stats
                 UNION ALL
                 SELECT (SELECT min(player_key) FROM match_stats WHERE player_key > k.key)
                 FROM k WHERE k.key IS NOT NULL),
             n(key, name) AS (
                 SELECT key, (SELECT max(player) FROM match_stats WHERE player_key = k.key)
                 FROM k WHERE key IS NOT NULL)
             SELECT coalesce(max(a.player), max(n.name))
             FROM n LEFT JOIN aliases a ON a.alias_key = n.key
             GROUP BY coalesce(a.player_key, n.key) ORDER BY coalesce(a.player_key, n.key)",
        )?;
        let rows = st.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// A player's name as stored, whatever case it is asked in; for a name
    /// merged into another player (an alias), that player's name.
    pub fn stored_name(&self, name: &str) -> Result<Option<String>> {
        let mut st = self.conn.prepare_cached(
            "SELECT coalesce(
                    (SELECT player FROM aliases WHERE alias_key = ?1 OR player_key = ?1 LIMIT 1),
                    (SELECT max(player) FROM match_stats WHERE player_key = ?1))",
        )?;
        Ok(st.query_row([name.trim().to_lowercase()], |r| {
            r.get::<_, Option<String>>(0)
        })?)
    }

    /// The match lengths in the library (0 = money sessions), ascending.
    pub fn lengths(&self) -> Result<Vec<u32>> {
        let mut st = self
            .conn
            // One seek of the length index per length (a skip scan),
            // where DISTINCT read all its entries (7 ms at 100,000 matches).
            .prepare_cached(
                "WITH RECURSIVE l(len) AS (
                     SELECT min(length) FROM match_stats
                     UNION ALL
                     SELECT (SELECT min(length) FROM match_stats WHERE length > l.len)
                     FROM l WHERE l.len IS NOT NULL)
                 SELECT len FROM l WHERE len IS NOT NULL",
            )?;
        let rows = st.query_map([], |r| r.get::<_, u32>(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// The first and last match dates, when any match has a date.
    pub fn date_range(&self) -> Result<(Option<String>, Option<String>)> {
        Ok(self.conn.query_row(
            "SELECT (SELECT min(date) FROM match_stats), (SELECT max(date) FROM match_stats)",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?)
    }

    /// Number of stored matches.
    pub fn match_count(&self) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM matches", [], |r| r.get::<_, i64>(0))?
            as u64)
    }

    /// The files the stored matches were read from.
    pub fn sources(&self) -> Result<std::collections::HashSet<String>> {
        let mut stmt = self.conn.prepare("SELECT source FROM matches")?;
        let rows = stmt.query_map([], |r| r.get::<_, String>(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// How many matches were stored after match `after` (by id).
    pub fn matches_after(&self, after: i64) -> Result<u64> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM matches WHERE id > ?1", [after], |r| {
                r.get::<_, i64>(0)
            })? as u64)
    }

    /// The files of the matches stored after match `after` (by id), each
    /// once, in the order their first match was stored, and the last
    /// match's id (`after` when there is none): what a publish of "the new
    /// matches" sends.
    pub fn sources_after(&self, after: i64) -> Result<(Vec<String>, i64)> {
        let mut stmt = self.conn.prepare(
            "SELECT source, max(id) FROM matches WHERE id > ?1 GROUP BY source ORDER BY min(id)",
        )?;
        let rows = stmt.query_map([after], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
        })?;
        let mut files = Vec::new();
        let mut last = after;
        for row in rows {
            let (source, max) = row?;
            last = last.max(max);
            files.push(source);
        }
        Ok((files, last))
    }

    /// How many decisions the library stores (every record read: for tests
    /// and the benchmarks' report, not for figures).
    pub fn stored_decisions(&self) -> Result<u64> {
        let mut n = 0u64;
        for_each_record(&self.conn, |_, rec| {
            n += rec.items.len() as u64;
            Ok(())
        })?;
        Ok(n)
    }

    /// Size of the library file in bytes (main file and WAL), after a checkpoint.
    pub fn file_bytes(&self) -> Result<u64> {
        let Some(p) = &self.path else { return Ok(0) };
        self.conn
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")?;
        Ok(std::fs::metadata(p).map(|m| m.len()).unwrap_or(0))
    }

    /// Direct access for tests and the benchmark generator.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}
