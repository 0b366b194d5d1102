//! What `blunderdb analyse` reads and writes: the matches without
//! analysis ([`AnalysisTarget`]), their transcripts, and gnuBG's analysis
//! stored in place of a transcript.

use super::*;

/// A match that `blunderdb analyse` may hand to gnuBG.
#[derive(Debug, Clone, Serialize)]
pub struct AnalysisTarget {
    pub id: i64,
    pub players: [String; 2],
    pub length: u32,
    pub date: Option<String>,
    /// The format the match was imported from (`mat`, `sgf`, `xg`).
    pub format: String,
    /// The file it was imported from.
    pub source: String,
    /// What analysed it so far (`None`: nothing).
    pub analysis: Option<String>,
    /// The size of the library's compressed copy of its transcript, in
    /// bytes (0 without one): how long gnuBG will take, roughly, so the
    /// longest matches can go first.
    pub work: u64,
}

impl AnalysisTarget {
    /// `Alice - Bob, 7 points` (or `money`), for progress lines.
    pub fn label(&self) -> String {
        let what = match self.length {
            0 => "money".to_string(),
            1 => "1 point".to_string(),
            n => format!("{n} points"),
        };
        format!("{} - {}, {what}", self.players[0], self.players[1])
    }
}

/// The file gnuBG is given to analyse a match: its bytes and how gnuBG
/// reads them (`mat`: `import mat`; `sgf`: `load match`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transcript {
    pub kind: String,
    pub bytes: Vec<u8>,
}

impl Store {
    /// The matches of a selection that have no analysis (with `redo`, every
    /// match gnuBG can read: transcripts and gnuBG files; XG's own analyses
    /// are never replaced by a weaker engine's), in library order.
    pub fn analysis_targets(&self, f: &Filter, redo: bool) -> Result<Vec<AnalysisTarget>> {
        let (w, args) = Self::where_clause(f);
        let which = if redo {
            " AND m.format <> 'xg'"
        } else {
            " AND m.analysed = 0"
        };
        let sql = format!(
            "SELECT m.id, m.player0, m.player1, m.length, m.date, m.format, m.source, m.analysis,
                    coalesce(length(t.data), 0)
             FROM matches m LEFT JOIN transcripts t ON t.match_id = m.id
             WHERE m.id IN (SELECT s.match_id FROM match_stats s{w}){which}
             ORDER BY m.id"
        );
        let mut st = self.conn.prepare(&sql)?;
        let rows = st.query_map(rusqlite::params_from_iter(args), |r| {
            Ok(AnalysisTarget {
                id: r.get(0)?,
                players: [r.get(1)?, r.get(2)?],
                length: r.get(3)?,
                date: r.get(4)?,
                format: r.get(5)?,
                source: r.get(6)?,
                analysis: r.get(7)?,
                work: r.get::<_, i64>(8)?.max(0) as u64,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// How many matches of a selection have no analysis (the app's
    /// "N matches without analysis — Analyse…").
    pub fn unanalysed_count(&self, f: &Filter) -> Result<u64> {
        let (w, args) = Self::where_clause(f);
        // Read from the partial index of such rows (migration 0009), in
        // match order, so the matches are counted as they stream by.
        let sql = format!(
            "SELECT count(*) FROM (SELECT s.match_id FROM match_stats s{w} AND s.analysed = 0
             GROUP BY s.match_id)"
        );
        let mut st = self.conn.prepare_cached(&sql)?;
        let n: i64 = st.query_row(rusqlite::params_from_iter(args), |r| r.get(0))?;
        Ok(n.max(0) as u64)
    }

    /// The file a match was imported from, as kept in the library (matches
    /// imported without analysis since schema 3); `None` when not kept.
    pub fn transcript(&self, id: i64) -> Result<Option<Transcript>> {
        let row: Option<(String, Vec<u8>)> = self
            .conn
            .query_row(
                "SELECT kind, data FROM transcripts WHERE match_id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        match row {
            None => Ok(None),
            Some((kind, data)) => {
                let bytes = crate::library::deflate::inflate(&data, MAX_FILE_BYTES as usize)
                    .map_err(|e| {
                        Error::Invalid(crate::msg!(
                            "lib-transcript-damaged",
                            id = id,
                            error = e.to_string()
                        ))
                    })?;
                Ok(Some(Transcript { kind, bytes }))
            }
        }
    }

    /// Replaces a stored match's games and decisions with an analysis of the
    /// same match (gnuBG's, read back from the SGF it saved), in one
    /// transaction. The match keeps its id, source file, players' names,
    /// date, event and identity; `analysis` (`gnubg 2-ply`) and `version`
    /// say what analysed it.
    pub fn store_analysis(
        &mut self,
        id: i64,
        analysed: &Match,
        analysis: &str,
        version: &str,
    ) -> Result<()> {
        let thresholds = self.thresholds()?;
        let tx = self.write_tx()?;
        // What the library knows of the match and keeps: names, length,
        // date and event.
        type Kept = (
            String,
            String,
            u32,
            Option<String>,
            Option<String>,
            bool,
            String,
        );
        let stored: Option<Kept> = tx
            .query_row(
                "SELECT player0, player1, length, date, event, analysed, source FROM matches WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                    ))
                },
            )
            .optional()?;
        let Some((p0, p1, length, date, event, already, source)) = stored else {
            return Err(Error::Invalid(crate::msg!("lib-match-gone", id = id)));
        };
        if analysed.length != length {
            return Err(Error::Invalid(crate::msg!(
                "lib-analysis-length",
                read = analysed.length,
                length = length
            )));
        }
        let key = |s: &str| s.trim().to_lowercase();
        let mut m = analysed.clone();
        // gnuBG keeps the transcript's seat order; should it ever name the
        // players the other way round, the analysis follows the names.
        if key(&m.players[0]) == key(&p1) && key(&m.players[1]) == key(&p0) && key(&p0) != key(&p1)
        {
            m.swap_seats();
        }
        m.players = [p0, p1];
        m.date = date;
        m.event = event;
        if already {
            // The match holds an analysis already (a file's, an earlier
            // run's): this one is kept beside it, and counts if preferred;
            // the same analysis again replaces the earlier run.
            let mut sums = LibrarySums::default();
            super::engines::add_analysis(
                &tx,
                id,
                &m,
                analysis,
                Some(version),
                &source,
                true,
                &thresholds,
                &mut sums,
            )?;
            sums.write(&tx)?;
            tx.commit()?;
            return Ok(());
        }
        for table in ["match_decisions", "decision_errors", "seat_errors"] {
            tx.execute(&format!("DELETE FROM {table} WHERE match_id = ?1"), [id])?;
        }
        tx.execute("DELETE FROM games WHERE match_id = ?1", [id])?;
        let mut sums = LibrarySums::default();
        super::write::remove_rows(&tx, id, &mut sums)?;
        let points = m.points();
        tx.execute(
            "UPDATE matches SET games = ?2, winner = ?3, points0 = ?4, points1 = ?5, analysed = ?6,
                    crawford = ?7, jacoby = ?8, beavers = ?9, analysis = ?10, analysis_version = ?11
             WHERE id = ?1",
            params![
                id,
                m.games.len() as i64,
                m.winner(),
                points[0],
                points[1],
                m.analysed,
                m.rules.crawford,
                m.rules.jacoby,
                m.rules.beavers,
                analysis,
                version,
            ],
        )?;
        write_rows(&tx, id, &m, &thresholds, &mut sums, None)?;
        sums.write(&tx)?;
        tx.commit()?;
        Ok(())
    }
}
