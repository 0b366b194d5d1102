//! Every analysis of a match, and which one counts (schema 13).
//!
//! A match may be analysed by XG, by gnuBG in the file it saved, and by
//! gnuBG at a given ply through `blunderdb analyse`. The Go blunderDB keeps
//! each one beside the others and never overwrites one; so does this
//! library. One analysis *counts*: its decisions are the match's record and
//! every figure reads it through the rows and cells kept with it (the store
//! stays as fast as with one analysis per match). The others are *held* in
//! `analyses`, each as a record of the same encoding, and change places with
//! the counted one when the library's preference says so.
//!
//! The preference is an order of engines (setting `engines`, default
//! "xg,gnubg"); within one engine the deepest analysis wins (a file's gnuBG
//! analysis, whose ply the file does not give, ranks below a known ply);
//! between equals the analysis that came first keeps counting.

use super::*;
use crate::library::record;
use crate::model::{Decision, DecisionKind, Game, GameResult, Rules};

/// The library setting that holds the preference.
pub const PREFERENCE_KEY: &str = "engines";

/// An analysing program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    Xg,
    Gnubg,
}

impl Engine {
    pub const NAMES: [&'static str; 2] = ["xg", "gnubg"];

    pub fn as_str(self) -> &'static str {
        match self {
            Engine::Xg => "xg",
            Engine::Gnubg => "gnubg",
        }
    }

    /// `xg` or `gnubg` (any case).
    pub fn parse(s: &str) -> Option<Engine> {
        match s.trim().to_ascii_lowercase().as_str() {
            "xg" => Some(Engine::Xg),
            "gnubg" => Some(Engine::Gnubg),
            _ => None,
        }
    }
}

/// An analysis as `matches.analysis` and `analyses.analysis` name it:
/// `xg`, `gnubg`, `gnubg 2-ply`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnalysisName {
    pub engine: Engine,
    /// The ply of the analysis, when known.
    pub plies: Option<u8>,
}

impl AnalysisName {
    pub fn parse(s: &str) -> Option<AnalysisName> {
        let s = s.trim();
        let (engine, rest) = match s.split_once(' ') {
            Some((e, r)) => (e, Some(r)),
            None => (s, None),
        };
        let engine = Engine::parse(engine)?;
        let plies = match rest {
            None => None,
            Some(r) => Some(r.trim().strip_suffix("-ply")?.parse::<u8>().ok()?),
        };
        Some(AnalysisName { engine, plies })
    }
}

/// The order of engines whose analysis counts, most preferred first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preference(Vec<Engine>);

impl Default for Preference {
    fn default() -> Self {
        Preference(vec![Engine::Xg, Engine::Gnubg])
    }
}

impl Preference {
    /// `xg,gnubg`, `gnubg`, … : engines named once each; engines left out
    /// rank after those named, in the default order.
    pub fn parse(s: &str) -> std::result::Result<Preference, crate::i18n::Message> {
        let mut v = Vec::new();
        for part in s.split(',').map(str::trim) {
            let Some(e) = Engine::parse(part) else {
                return Err(crate::msg!(
                    "lib-engine-unknown",
                    engine = part.to_string(),
                    engines = Engine::NAMES.join(", ")
                ));
            };
            if v.contains(&e) {
                return Err(crate::msg!("lib-engine-twice", engine = e.as_str()));
            }
            v.push(e);
        }
        for e in Preference::default().0 {
            if !v.contains(&e) {
                v.push(e);
            }
        }
        Ok(Preference(v))
    }

    pub fn engines(&self) -> &[Engine] {
        &self.0
    }

    /// Sort key of an analysis: smaller counts first. Unknown names last.
    fn rank(&self, analysis: &str) -> (usize, i32) {
        match AnalysisName::parse(analysis) {
            Some(a) => (
                self.0.iter().position(|e| *e == a.engine).unwrap_or(9),
                -a.plies.map_or(0, |p| i32::from(p) + 1),
            ),
            None => (10, 0),
        }
    }

    /// Whether `a` should count rather than `b`.
    pub fn prefers(&self, a: &str, b: &str) -> bool {
        self.rank(a) < self.rank(b)
    }
}

impl std::fmt::Display for Preference {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.0.iter().map(|e| e.as_str()).collect();
        f.write_str(&names.join(","))
    }
}

/// One analysis a match holds.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnalysisInfo {
    pub engine: Engine,
    pub plies: Option<u8>,
    pub version: Option<String>,
    /// The analysis every figure of the match uses.
    pub counted: bool,
    /// `matches.analysis` / `analyses.analysis`: `xg`, `gnubg 2-ply`.
    #[serde(skip)]
    pub name: String,
    #[serde(skip)]
    pub source: String,
    #[serde(skip)]
    pub format: String,
}

/// What became of an analysis handed to [`add_analysis`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Added {
    /// The match already holds this analysis.
    Duplicate,
    /// Held beside the counted analysis.
    Held,
    /// Preferred: it counts now, and the one that counted is held.
    Counted,
}

/// The counted analysis of match `id`: (name, version, source, format).
type Counted = (Option<String>, Option<String>, String, String);

fn counted_of(tx: &Connection, id: i64) -> Result<Option<Counted>> {
    Ok(tx
        .query_row(
            "SELECT analysis, analysis_version, source, format FROM matches WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?)
}

pub(super) fn read_preference(conn: &Connection) -> Result<Preference> {
    let v: Option<String> = conn
        .query_row(
            "SELECT value FROM settings WHERE key = ?1",
            [PREFERENCE_KEY],
            |r| r.get(0),
        )
        .optional()?;
    // A damaged setting reads as the default rather than failing every import.
    Ok(v.and_then(|s| Preference::parse(&s).ok())
        .unwrap_or_default())
}

/// The analysis `m` of stored match `id` (seats already in the match's
/// order), named `name`, read from `source`: held, made the counted one,
/// or a duplicate. `replace`: the same analysis already held or counted is
/// replaced (a re-analysis by `blunderdb analyse`) instead of kept.
#[allow(clippy::too_many_arguments)]
pub(super) fn add_analysis(
    tx: &Connection,
    id: i64,
    m: &Match,
    name: &str,
    version: Option<&str>,
    source: &str,
    replace: bool,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
) -> Result<Added> {
    let Some((counted, _, _, _)) = counted_of(tx, id)? else {
        return Err(Error::Invalid(crate::msg!("lib-match-gone", id = id)));
    };
    let held: bool = tx
        .query_row(
            "SELECT 1 FROM analyses WHERE match_id = ?1 AND analysis = ?2",
            params![id, name],
            |_| Ok(true),
        )
        .optional()?
        .unwrap_or(false);
    let is_counted = counted.as_deref() == Some(name);
    if (held || is_counted) && !replace {
        return Ok(Added::Duplicate);
    }
    if held {
        tx.execute(
            "DELETE FROM analyses WHERE match_id = ?1 AND analysis = ?2",
            params![id, name],
        )?;
    }
    let pref = read_preference(tx)?;
    let counts = is_counted
        || match counted.as_deref() {
            None => true,
            Some(c) => pref.prefers(name, c),
        };
    if !counts {
        let data = record::encode(&record::stored(m));
        tx.execute(
            "INSERT INTO analyses(match_id, analysis, version, source, format, data)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, name, version, source, m.format.as_str(), data],
        )?;
        return Ok(Added::Held);
    }
    if !is_counted {
        hold_counted(tx, id)?;
    }
    replace_counted(tx, id, m, name, version, source, thresholds, sums)?;
    Ok(Added::Counted)
}

/// Moves the counted analysis of match `id` (an analysed one) into `analyses`.
fn hold_counted(tx: &Connection, id: i64) -> Result<()> {
    let Some((Some(name), version, source, format)) = counted_of(tx, id)? else {
        return Ok(());
    };
    tx.execute(
        "INSERT OR REPLACE INTO analyses(match_id, analysis, version, source, format, data)
         SELECT ?1, ?2, ?3, ?4, ?5, data FROM match_decisions WHERE match_id = ?1",
        params![id, name, version, source, format],
    )?;
    Ok(())
}

/// Replaces the counted analysis of match `id` (its games, record and the
/// rows and cells kept with them) by `m`, named `name`.
#[allow(clippy::too_many_arguments)]
fn replace_counted(
    tx: &Connection,
    id: i64,
    m: &Match,
    name: &str,
    version: Option<&str>,
    source: &str,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
) -> Result<()> {
    for table in ["match_decisions", "decision_errors", "seat_errors"] {
        tx.execute(&format!("DELETE FROM {table} WHERE match_id = ?1"), [id])?;
    }
    tx.execute("DELETE FROM games WHERE match_id = ?1", [id])?;
    remove_rows(tx, id, sums)?;
    tx.execute("DELETE FROM transcripts WHERE match_id = ?1", [id])?;
    let points = m.points();
    tx.execute(
        "UPDATE matches SET games = ?2, winner = ?3, points0 = ?4, points1 = ?5, analysed = 1,
                crawford = ?6, jacoby = ?7, beavers = ?8, analysis = ?9, analysis_version = ?10,
                source = ?11, format = ?12
         WHERE id = ?1",
        params![
            id,
            m.games.len() as i64,
            m.winner(),
            points[0],
            points[1],
            m.rules.crawford,
            m.rules.jacoby,
            m.rules.beavers,
            name,
            version,
            source,
            m.format.as_str(),
        ],
    )?;
    write_rows(tx, id, m, thresholds, sums, None)
}

/// The match `id` as stored, with the decisions of the analysis `name`
/// (`None`: the counted one). `None` when the library has no such match or
/// analysis. What the library does not keep is left out: the candidates
/// (read from the file on demand) and the no-doubles that were neither
/// close nor errors (they enter no figure).
pub(crate) fn load_match(conn: &Connection, id: i64, name: Option<&str>) -> Result<Option<Match>> {
    type Row0 = (
        String,
        String,
        u32,
        Option<String>,
        Option<String>,
        bool,
        bool,
        bool,
        bool,
        Option<String>,
        String,
    );
    let row: Option<Row0> = conn
        .prepare_cached(
            "SELECT player0, player1, length, date, event, analysed, crawford, jacoby, beavers,
                    analysis, format FROM matches WHERE id = ?1",
        )?
        .query_row([id], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get::<_, i64>(2)?.clamp(0, i64::from(u32::MAX)) as u32,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
                r.get(9)?,
                r.get(10)?,
            ))
        })
        .optional()?;
    let Some((p0, p1, length, date, event, analysed, crawford, jacoby, beavers, counted, fmt)) =
        row
    else {
        return Ok(None);
    };
    let (rec, format, analysed) = match name {
        Some(n) if counted.as_deref() != Some(n) => {
            let held: Option<(Vec<u8>, String)> = conn
                .prepare_cached(
                    "SELECT data, format FROM analyses WHERE match_id = ?1 AND analysis = ?2",
                )?
                .query_row(params![id, n], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()?;
            let Some((data, f)) = held else {
                return Ok(None);
            };
            (record::decode(id, &data)?, f, true)
        }
        _ => (super::stored::load_record(conn, id)?, fmt, analysed),
    };
    let format = match format.as_str() {
        "xg" => Format::Xg,
        "sgf" => Format::Sgf,
        _ => Format::Mat,
    };
    let mut games: Vec<Game> = {
        let mut st = conn.prepare_cached(
            "SELECT number, score0, score1, crawford, winner, points, resigned
             FROM games WHERE match_id = ?1 ORDER BY number",
        )?;
        let rows = st.query_map([id], |r| {
            let u = |i: usize| -> rusqlite::Result<u32> {
                Ok(r.get::<_, i64>(i)?.clamp(0, i64::from(u32::MAX)) as u32)
            };
            Ok(Game {
                number: u(0)?,
                score: [u(1)?, u(2)?],
                crawford: r.get(3)?,
                result: GameResult {
                    winner: r.get::<_, Option<i64>>(4)?.map(|w| w.clamp(0, 1) as u8),
                    points: u(5)?,
                    resigned: r.get(6)?,
                },
                rolls: Vec::new(),
                decisions: Vec::new(),
            })
        })?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    for d in &rec.items {
        let Ok(i) = games.binary_search_by_key(&d.game, |g| g.number) else {
            continue;
        };
        let Some(kind) = DecisionKind::from_code(i64::from(d.kind)) else {
            continue;
        };
        let g = &mut games[i];
        // The no-doubles that were neither close nor errors are not kept
        // (`record::kept`): they stand in again, so every decision keeps
        // its place (`seq`), the key the lists and boards open it by. The
        // one who did not double is the next decision's player.
        while g.decisions.len() < d.seq as usize {
            let mut x = Decision::new(d.seat, d.move_number, DecisionKind::NoDouble, d.cube);
            x.played = "No double".into();
            x.cube_owner = d.owner;
            g.decisions.push(x);
        }
        if kind == DecisionKind::Checker {
            if let Some([a, b]) = d.dice {
                g.rolls.push([a.max(b), a.min(b)]);
            }
        }
        let mut x = Decision::new(d.seat, d.move_number, kind, d.cube);
        x.dice = d.dice;
        x.forced = d.forced;
        x.counts = d.counts;
        x.error = d.error;
        x.mwc_loss = d.mwc_loss;
        x.luck = d.luck;
        x.luck_mwc = d.luck_mwc;
        x.played = rec.played(d).to_string();
        x.best = rec.best(d).map(str::to_string);
        x.position = rec.position(d).map(str::to_string);
        x.cube_owner = d.owner;
        g.decisions.push(x);
    }
    Ok(Some(Match {
        format,
        players: [p0, p1],
        length,
        rules: Rules {
            crawford,
            jacoby,
            beavers,
        },
        date,
        event,
        analysed,
        games,
        notes: Vec::new(),
    }))
}

/// `m` with its seats in the order of the stored match named `p0`, `p1`
/// (files name the players in their own order), and the stored names.
pub(super) fn aligned(m: &Match, p0: &str, p1: &str) -> Match {
    let key = |s: &str| s.trim().to_lowercase();
    let mut m = m.clone();
    if key(&m.players[0]) == key(p1) && key(&m.players[1]) == key(p0) && key(p0) != key(p1) {
        m.swap_seats();
    }
    m.players = [p0.to_string(), p1.to_string()];
    m
}

impl Store {
    /// The analyses match `id` holds, the counted one first; empty when it
    /// has none (or no such match).
    pub fn analyses(&self, id: i64) -> Result<Vec<AnalysisInfo>> {
        analyses_of(&self.conn, id)
    }

    /// The library's order of preference between engines.
    pub fn engine_preference(&self) -> Result<Preference> {
        read_preference(&self.conn)
    }

    /// Stores a new preference and makes, in every match holding several
    /// analyses, the preferred one count (one transaction). Returns how
    /// many matches changed their counted analysis.
    pub fn set_engine_preference(&mut self, pref: &Preference) -> Result<u64> {
        let thresholds = self.thresholds()?;
        let tx = self.write_tx()?;
        tx.execute(
            "INSERT INTO settings(key, value) VALUES (?1, ?2)
             ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            params![PREFERENCE_KEY, pref.to_string()],
        )?;
        let ids: Vec<i64> = {
            let mut st = tx.prepare("SELECT DISTINCT match_id FROM analyses ORDER BY match_id")?;
            let rows = st.query_map([], |r| r.get(0))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let mut sums = LibrarySums::default();
        let mut changed = 0;
        for id in ids {
            let all = analyses_of(&tx, id)?;
            let Some(current) = all.iter().find(|a| a.counted) else {
                continue;
            };
            let mut best = current;
            for a in &all {
                if pref.prefers(&a.name, &best.name) {
                    best = a;
                }
            }
            if best.counted {
                continue;
            }
            let Some(m) = load_match(&tx, id, Some(&best.name))? else {
                continue;
            };
            let (name, version, source) =
                (best.name.clone(), best.version.clone(), best.source.clone());
            hold_counted(&tx, id)?;
            tx.execute(
                "DELETE FROM analyses WHERE match_id = ?1 AND analysis = ?2",
                params![id, name],
            )?;
            replace_counted(
                &tx,
                id,
                &m,
                &name,
                version.as_deref(),
                &source,
                &thresholds,
                &mut sums,
            )?;
            changed += 1;
        }
        sums.write(&tx)?;
        tx.commit()?;
        Ok(changed)
    }

    /// Match `id` by its analysis named `name` (`gnubg 2-ply`); `None`
    /// when the match holds no such analysis.
    pub fn load_analysis(&self, id: i64, name: &str) -> Result<Option<Match>> {
        if !self.analyses(id)?.iter().any(|a| a.name == name) {
            return Ok(None);
        }
        load_match(&self.conn, id, Some(name))
    }

    /// Match `id` with the decisions of its counted analysis, or of the
    /// analysis of `engine` (its deepest); `None` when the library has no
    /// match `id` or the match no analysis by `engine`.
    pub fn load_match(&self, id: i64, engine: Option<Engine>) -> Result<Option<Match>> {
        let name = match engine {
            None => None,
            Some(e) => match self
                .analyses(id)?
                .into_iter()
                .filter(|a| a.engine == e)
                .max_by_key(|a| (a.plies, a.counted))
            {
                Some(a) => Some(a.name),
                None => return Ok(None),
            },
        };
        load_match(&self.conn, id, name.as_deref())
    }
}

impl Store {
    /// The library as `engine` analysed it: a library in memory holding,
    /// for every match with an analysis by `engine`, that analysis (its
    /// deepest), under the match's own id, with this library's thresholds,
    /// aliases and settings. `--engine` runs a query over it: the figures
    /// of one engine's analyses over the matches that have one, by the same
    /// code as the library's own.
    pub fn engine_view(&self, engine: Engine) -> Result<Store> {
        let like = format!("{}%", engine.as_str());
        let scratch = tempfile::Builder::new()
            .prefix("blunderdb-engine-")
            .tempdir()
            .map_err(|e| Error::Invalid(e.to_string().into()))?;
        let path = scratch.path().join("view.db");
        // The schema, made by the same migrations as the library's.
        drop(Store::open(&path)?);
        // The matches whose counted analysis is by `engine` are copied as
        // they are, rows and all, in SQL; the cells are recomputed after.
        self.conn.execute_batch(
            "DROP TABLE IF EXISTS temp.view_ids;
             CREATE TEMP TABLE view_ids(id INTEGER PRIMARY KEY);",
        )?;
        self.conn.execute(
            "INSERT INTO temp.view_ids SELECT id FROM matches WHERE analysis LIKE ?1",
            [&like],
        )?;
        self.conn.execute(
            "ATTACH DATABASE ?1 AS view",
            [path.to_string_lossy().as_ref()],
        )?;
        let copied = (|| -> Result<()> {
            let tables: Vec<String> = {
                let mut st = self.conn.prepare(
                    "SELECT name FROM view.sqlite_master WHERE type = 'table'
                     AND name NOT LIKE 'sqlite_%' ORDER BY name <> 'matches', name",
                )?;
                let rows = st.query_map([], |r| r.get(0))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            self.conn.execute_batch("BEGIN")?;
            for t in &tables {
                let has_match_id: bool = self.conn.query_row(
                    "SELECT count(*) > 0 FROM pragma_table_info(?1, 'view') WHERE name = 'match_id'",
                    [t],
                    |r| r.get(0),
                )?;
                let sql = match t.as_str() {
                    "matches" => "INSERT INTO view.matches SELECT * FROM main.matches
                                  WHERE id IN (SELECT id FROM temp.view_ids)"
                        .to_string(),
                    "settings" => {
                        "INSERT OR REPLACE INTO view.settings SELECT * FROM main.settings".into()
                    }
                    "aliases" => "INSERT INTO view.aliases SELECT * FROM main.aliases".into(),
                    "analyses" => continue,
                    // A paste's keys: the view's blobs list its matches
                    // to key (the triggers), keyed at its first paste.
                    "position_keys" | "position_keys_done" | "position_keys_todo" => continue,
                    _ if has_match_id => format!(
                        "INSERT INTO view.{t} SELECT * FROM main.{t}
                         WHERE match_id IN (SELECT id FROM temp.view_ids)"
                    ),
                    // The cells: recomputed below.
                    _ => continue,
                };
                self.conn.execute(&sql, [])?;
            }
            self.conn.execute_batch("COMMIT")?;
            Ok(())
        })();
        if copied.is_err() {
            let _ = self.conn.execute_batch("ROLLBACK");
        }
        let _ = self
            .conn
            .execute_batch("DETACH DATABASE view; DROP TABLE IF EXISTS temp.view_ids;");
        copied?;
        let mut view = Store::open(&path)?;
        view.scratch = Some(scratch);
        let tx = view.write_tx()?;
        crate::library::cells::rebuild(&tx)?;
        crate::library::breakdown_cells::rebuild_rollup(&tx)?;
        // The matches that hold `engine`'s analysis beside another that
        // counts: stored in the view from that analysis.
        let held: Vec<(i64, String, String)> = {
            let mut st = self.conn.prepare(
                "SELECT a.match_id, a.analysis, a.source FROM analyses a JOIN matches m ON m.id = a.match_id
                 WHERE a.analysis LIKE ?1 AND coalesce(m.analysis, '') NOT LIKE ?1
                 ORDER BY a.match_id, a.analysis",
            )?;
            let rows = st.query_map([&like], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let thresholds = read_thresholds(&tx)?;
        let mut sums = LibrarySums::default();
        let mut done = std::collections::HashSet::new();
        for (id, name, source) in held.iter().rev() {
            // The deepest first (names sort "gnubg", "gnubg 0-ply", …).
            if !done.insert(*id) {
                continue;
            }
            let best = held
                .iter()
                .filter(|(i, _, _)| i == id)
                .max_by_key(|(_, n, _)| AnalysisName::parse(n).and_then(|a| a.plies))
                .map_or((name, source), |(_, n, s)| (n, s));
            let Some(m) = load_match(&self.conn, *id, Some(best.0))? else {
                continue;
            };
            insert_in(
                &tx,
                &m,
                best.1,
                None,
                Some(*id),
                &thresholds,
                &mut sums,
                None,
            )?;
        }
        sums.write(&tx)?;
        tx.commit()?;
        Ok(view)
    }
}

/// How many matches hold an analysis by each engine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AnalysisCounts {
    /// Matches in the library.
    pub matches: u64,
    /// Matches holding more than one analysis.
    pub several: u64,
    /// Per engine: the matches holding an analysis by it, and those whose
    /// counted analysis is by it.
    pub engines: Vec<(Engine, u64, u64)>,
}

impl Store {
    /// See [`AnalysisCounts`].
    pub fn analysis_counts(&self) -> Result<AnalysisCounts> {
        let n = |sql: &str, p: &[&dyn rusqlite::ToSql]| -> Result<u64> {
            let v: i64 = self.conn.query_row(sql, p, |r| r.get(0))?;
            Ok(v.max(0) as u64)
        };
        let matches = n("SELECT count(*) FROM matches", &[])?;
        let several = n("SELECT count(DISTINCT match_id) FROM analyses", &[])?;
        let mut engines = Vec::new();
        for e in [Engine::Xg, Engine::Gnubg] {
            let like = format!("{}%", e.as_str());
            let counted = n(
                "SELECT count(*) FROM matches WHERE analysis LIKE ?1",
                &[&like],
            )?;
            let any = n(
                "SELECT count(*) FROM (SELECT id FROM matches WHERE analysis LIKE ?1
                 UNION SELECT match_id FROM analyses WHERE analysis LIKE ?1)",
                &[&like],
            )?;
            engines.push((e, any, counted));
        }
        Ok(AnalysisCounts {
            matches,
            several,
            engines,
        })
    }
}

/// See [`Store::analyses`].
pub(crate) fn analyses_of(conn: &Connection, id: i64) -> Result<Vec<AnalysisInfo>> {
    let mut out = Vec::new();
    if let Some((Some(name), version, source, format)) = counted_of(conn, id)? {
        if let Some(a) = AnalysisName::parse(&name) {
            out.push(AnalysisInfo {
                engine: a.engine,
                plies: a.plies,
                version,
                counted: true,
                name,
                source,
                format,
            });
        }
    }
    let mut st = conn.prepare_cached(
        "SELECT analysis, version, source, format FROM analyses WHERE match_id = ?1
         ORDER BY analysis",
    )?;
    let rows = st.query_map([id], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, Option<String>>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
        ))
    })?;
    for row in rows {
        let (name, version, source, format) = row?;
        if let Some(a) = AnalysisName::parse(&name) {
            out.push(AnalysisInfo {
                engine: a.engine,
                plies: a.plies,
                version,
                counted: false,
                name,
                source,
                format,
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_preferences() {
        assert_eq!(
            AnalysisName::parse("gnubg 2-ply"),
            Some(AnalysisName {
                engine: Engine::Gnubg,
                plies: Some(2)
            })
        );
        assert_eq!(AnalysisName::parse("xg").map(|a| a.plies), Some(None));
        assert_eq!(AnalysisName::parse("snowie"), None);
        let p = Preference::default();
        assert!(p.prefers("xg", "gnubg 3-ply"));
        assert!(p.prefers("gnubg 3-ply", "gnubg 2-ply"));
        assert!(p.prefers("gnubg 0-ply", "gnubg"));
        assert!(!p.prefers("gnubg", "gnubg"));
        let g = Preference::parse("GnuBG").expect("parses");
        assert_eq!(g.to_string(), "gnubg,xg");
        assert!(g.prefers("gnubg", "xg"));
        assert!(Preference::parse("xg,snowie").is_err());
        assert!(Preference::parse("xg,xg").is_err());
    }
}
