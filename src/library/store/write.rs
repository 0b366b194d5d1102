//! Writing matches: one match in its own transaction, many in a
//! [`Batch`], a match removed, and the rows a match is stored as (its
//! games, its record, its error rows, its per-seat sums and the cells
//! kept with them).

use super::*;

impl Store {
    /// Stores one match in one transaction: new, duplicate, or replacing an
    /// unanalysed copy of the same match.
    pub fn insert_match(&mut self, m: &Match, source: &str) -> Result<Inserted> {
        self.insert_match_with_transcript(m, source, None)
    }

    /// [`Store::insert_match`], keeping the file's bytes when the match has
    /// no analysis, so `blunderdb analyse` can hand it to gnuBG later even
    /// if the file has moved. `transcript` is the file's bytes.
    pub fn insert_match_with_transcript(
        &mut self,
        m: &Match,
        source: &str,
        transcript: Option<&[u8]>,
    ) -> Result<Inserted> {
        let tx = self.write_tx()?;
        // Under the write lock: another process may have just changed them.
        let thresholds = read_thresholds(&tx)?;
        let mut sums = LibrarySums::default();
        let inserted = insert_in(
            &tx,
            m,
            source,
            transcript,
            None,
            &thresholds,
            &mut sums,
            None,
        )?;
        sums.write(&tx)?;
        tx.commit()?;
        Ok(inserted)
    }

    /// Removes a match and everything stored of it, in one transaction.
    /// `false` when the library has no match `id`.
    pub fn remove_match(&mut self, id: i64) -> Result<bool> {
        Ok(self.remove_matches(&[id])? > 0)
    }

    /// Removes the matches `ids` and everything stored of them, in one
    /// transaction (all or none): how many there were. Each cell they were
    /// in is recomputed once, not once a match: a run of uploads shares
    /// its players' and months' cells, each an index range of the
    /// library's rows (15,487 matches one by one took 1,110 s at 1,000,000).
    pub fn remove_matches(&mut self, ids: &[i64]) -> Result<usize> {
        let tx = self.write_tx()?;
        let mut sums = LibrarySums::default();
        let mut cells = std::collections::BTreeSet::new();
        for &id in ids {
            cells.extend(take_rows(&tx, id, &mut sums)?);
        }
        crate::library::cells::recompute(&tx, cells)?;
        sums.write(&tx)?;
        let mut n = 0;
        for &id in ids {
            n += tx.execute("DELETE FROM matches WHERE id = ?1", [id])?;
        }
        tx.commit()?;
        Ok(n)
    }

    /// Stores many matches in one transaction (all or none): for building
    /// large libraries for benchmarks and tests quickly. An import stores
    /// each file in a transaction of its own instead, so one bad file never
    /// holds back the others.
    pub fn insert_matches(&mut self, matches: &[(Match, String)]) -> Result<Vec<Inserted>> {
        let tx = self.write_tx()?;
        let thresholds = read_thresholds(&tx)?;
        let mut out = Vec::with_capacity(matches.len());
        let mut sums = LibrarySums::default();
        for (m, source) in matches {
            out.push(insert_in(
                &tx,
                m,
                source,
                None,
                None,
                &thresholds,
                &mut sums,
                None,
            )?);
        }
        sums.write(&tx)?;
        tx.commit()?;
        Ok(out)
    }
}

/// Files stored together by [`Store::batch`]: at most this many per
/// transaction,
pub const BATCH_FILES: usize = 1000;
/// and a transaction open at most this long (then committed, so other
/// processes and the app see the matches land, and wait no longer). The
/// longer the run, the more of its writes to the same pages (the error
/// index, the cells) are written once: at 20,000 matches, runs of up to
/// 1,000 files or a second wrote 60 KB per match where runs of 100 files
/// or 200 ms wrote 157 KB, and stored the matches 1.4× faster.
/// `BLUNDERDB_BATCH_MS` changes it (the crash test commits often).
pub const BATCH_TIME: Duration = Duration::from_millis(1000);

fn batch_time() -> Duration {
    static TIME: std::sync::OnceLock<Duration> = std::sync::OnceLock::new();
    *TIME.get_or_init(|| {
        std::env::var("BLUNDERDB_BATCH_MS")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(BATCH_TIME, Duration::from_millis)
    })
}

/// Imports that share transactions: each file is a savepoint of its own
/// (all of it is stored, or none of it), committed with the others of its
/// run every [`BATCH_FILES`] files or [`BATCH_TIME`]. Each commit writes
/// its pages once for all its files (the cells, the ends of the tables,
/// the error index's pages they share): the import of many files is
/// 1.5× faster than with a commit each. Dropped without
/// [`Batch::commit`], the open transaction is rolled back.
pub struct Batch<'a> {
    store: &'a mut Store,
    open: Option<(std::time::Instant, Thresholds)>,
    files: usize,
    /// The run's changes to the library's breakdown cells, written at the
    /// commit.
    sums: LibrarySums,
    /// Copies the log into the library on another thread after each
    /// commit (a library on disk only).
    checkpointer: Option<crate::library::checkpoint::Checkpointer>,
}

impl Store {
    /// A run of imports sharing transactions ([`Batch`]).
    pub fn batch(&mut self) -> Batch<'_> {
        self.batch_with(true)
    }

    /// A short run of imports, committed once ([`Batch`]), that copies the
    /// log into the library as a single import does (SQLite's own copy
    /// after a commit, in this thread) rather than on a thread of its own,
    /// which a run waits for when it ends: the club server stores each
    /// request's files so, a run a request.
    pub fn short_batch(&mut self) -> Batch<'_> {
        self.batch_with(false)
    }

    fn batch_with(&mut self, copier: bool) -> Batch<'_> {
        // The store's own copier, when it keeps one, serves every run.
        let checkpointer = if copier && self.checkpointer.is_none() {
            self.start_copier()
        } else {
            None
        };
        Batch {
            store: self,
            open: None,
            files: 0,
            sums: LibrarySums::default(),
            checkpointer,
        }
    }
}

impl Batch<'_> {
    /// Stores one match as a savepoint of the run's transaction (begun
    /// here, under the write lock, when none is open): on an error nothing
    /// of it stays, and the others of the run are kept.
    pub fn insert(
        &mut self,
        m: &Match,
        source: &str,
        transcript: Option<&[u8]>,
    ) -> Result<Inserted> {
        self.insert_precomputed(m, source, transcript, None)
    }

    /// [`Batch::insert`] with what [`precompute`] made of `m` on another
    /// thread (`None`: made here): the same rows, the serial part shorter.
    pub fn insert_precomputed(
        &mut self,
        m: &Match,
        source: &str,
        transcript: Option<&[u8]>,
        pre: Option<&Precomputed>,
    ) -> Result<Inserted> {
        let path = self.store.path.clone();
        let conn = &self.store.conn;
        if self.open.is_none() {
            conn.execute_batch("BEGIN IMMEDIATE")
                .map_err(|e| db_err(&path, e))?;
            // Under the write lock: another process may have just changed them.
            match read_thresholds(conn) {
                Ok(t) => self.open = Some((std::time::Instant::now(), t)),
                Err(e) => {
                    let _ = conn.execute_batch("ROLLBACK");
                    return Err(e);
                }
            }
        }
        let Some((_, thresholds)) = &self.open else {
            return Err(Error::Invalid(crate::msg!("lib-no-transaction")));
        };
        conn.execute_batch("SAVEPOINT file")?;
        // The match's changes to the library's breakdown cells join the
        // run's once its savepoint is released (written at the commit).
        let mut sums = LibrarySums::default();
        match insert_in(
            conn, m, source, transcript, None, thresholds, &mut sums, pre,
        ) {
            Ok(x) => {
                conn.execute_batch("RELEASE file")?;
                self.sums.merge(sums);
                self.files += 1;
                Ok(x)
            }
            Err(e) => {
                conn.execute_batch("ROLLBACK TO file; RELEASE file")?;
                Err(e)
            }
        }
    }

    /// Whether the open transaction holds enough files, or has been open
    /// long enough, to be committed.
    pub fn due(&self) -> bool {
        self.open
            .as_ref()
            .is_some_and(|(t, _)| self.files >= BATCH_FILES || t.elapsed() >= batch_time())
    }

    /// Commits the open transaction, if any.
    pub fn commit(&mut self) -> Result<()> {
        if self.open.take().is_some() {
            self.files = 0;
            let path = self.store.path.clone();
            let conn = &self.store.conn;
            let committed = self
                .sums
                .write(conn)
                .and_then(|()| conn.execute_batch("COMMIT").map_err(|e| db_err(&path, e)));
            if let Err(e) = committed {
                let _ = conn.execute_batch("ROLLBACK");
                return Err(e);
            }
            match &self.checkpointer {
                Some(c) => c.ask(),
                None => self.store.log_committed(),
            }
        }
        Ok(())
    }
}

impl Drop for Batch<'_> {
    fn drop(&mut self) {
        if self.open.take().is_some() {
            let _ = self.store.conn.execute_batch("ROLLBACK");
        }
        if self.checkpointer.take().is_some() {
            let _ = self
                .store
                .conn
                .pragma_update(None, "wal_autocheckpoint", WAL_AUTOCHECKPOINT);
        }
    }
}

/// Stores one match inside `tx`: new, duplicate, or replacing an unanalysed
/// copy of the same match. `want_id`: the id to store a new match under
/// (an engine's view keeps the library's ids), else the next free one.
/// `pre`: what [`precompute`] made of `m` on another thread, if anything.
// The library's transaction, its sums and thresholds, and the match with
// what is known of it: grouping them would only name the same things twice.
#[allow(clippy::too_many_arguments)]
pub(crate) fn insert_in(
    tx: &Connection,
    m: &Match,
    source: &str,
    transcript: Option<&[u8]>,
    want_id: Option<i64>,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
    pre: Option<&Precomputed>,
) -> Result<Inserted> {
    {
        let identity = identity(m);
        super::marks::import_notes(tx, &identity, m)?;
        type Existing = (i64, String, bool, String, String);
        let existing: Option<Existing> = tx
            .query_row(
                "SELECT id, source, analysed, player0, player1 FROM matches WHERE identity = ?1",
                [&identity],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
            )
            .optional()?;
        let mut replaced = None;
        if let Some((id, src, analysed, p0, p1)) = existing {
            if !m.analysed {
                return Ok(Inserted::Duplicate { id, source: src });
            }
            if analysed {
                // Another analysis of a stored match: kept beside the others.
                let Some(name) = file_analysis(m) else {
                    return Ok(Inserted::Duplicate { id, source: src });
                };
                let m = super::engines::aligned(m, &p0, &p1);
                use super::engines::Added;
                return Ok(
                    match super::engines::add_analysis(
                        tx, id, &m, name, None, source, false, thresholds, sums,
                    )? {
                        Added::Duplicate => Inserted::Duplicate { id, source: src },
                        Added::Held => Inserted::Added {
                            id,
                            analysis: name.to_string(),
                            counted: false,
                        },
                        Added::Counted => Inserted::Added {
                            id,
                            analysis: name.to_string(),
                            counted: true,
                        },
                    },
                );
            }
            remove_rows(tx, id, sums)?;
            tx.execute("DELETE FROM matches WHERE id = ?1", [id])?;
            replaced = Some(src);
        }
        let points = m.points();
        tx.execute(
            "INSERT INTO matches(identity, source, format, length, games, winner, points0, points1,
                                 player0, player1, date, event, analysed, crawford, jacoby, beavers,
                                 analysis, id)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
            params![
                identity,
                source,
                m.format.as_str(),
                m.length,
                m.games.len() as i64,
                m.winner(),
                points[0],
                points[1],
                m.players[0],
                m.players[1],
                m.date,
                m.event,
                m.analysed,
                m.rules.crawford,
                m.rules.jacoby,
                m.rules.beavers,
                file_analysis(m),
                want_id,
            ],
        )?;
        let id = tx.last_insert_rowid();
        if let (false, Some(bytes)) = (m.analysed, transcript) {
            if let Some(kind) = transcript_kind(m.format) {
                tx.execute(
                    "INSERT INTO transcripts(match_id, kind, data) VALUES (?1, ?2, ?3)",
                    params![id, kind, deflate(bytes)],
                )?;
            }
        }
        write_rows(tx, id, m, thresholds, sums, pre)?;
        Ok(match replaced {
            Some(previous_source) => Inserted::Replaced {
                id,
                previous_source,
            },
            None => Inserted::Imported { id },
        })
    }
}

/// What the file says analysed it (`None` for a bare transcript).
fn file_analysis(m: &Match) -> Option<&'static str> {
    match (m.analysed, m.format) {
        (false, _) | (true, Format::Mat) => None,
        (true, Format::Xg) => Some("xg"),
        (true, Format::Sgf) => Some("gnubg"),
    }
}

/// How gnuBG is handed a file of this format, when it reads it at all.
fn transcript_kind(f: Format) -> Option<&'static str> {
    match f {
        Format::Mat => Some("mat"),
        Format::Sgf => Some("sgf"),
        Format::Xg => None,
    }
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    crate::library::deflate::deflate(bytes, 6)
}

/// Moves every match's rows of `decisions` (schemas 1–9) into its record,
/// its `decision_errors` and its `seat_errors`, then drops the table.
pub(super) fn move_decisions(tx: &Connection) -> Result<()> {
    let matches: Vec<(i64, Option<String>, u32)> = {
        let mut st = tx.prepare("SELECT id, date, length FROM matches ORDER BY id")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    struct Row {
        game: u32,
        seq: u32,
        move_number: u32,
        seat: u8,
        kind: u8,
        counts: bool,
        error: Option<f64>,
        mwc_loss: Option<f64>,
        luck: Option<f64>,
        dice: Option<i64>,
        cube: u32,
        owner: Option<i64>,
        played: String,
        best: Option<String>,
        position: Option<String>,
    }
    let mut st = tx.prepare(
        "SELECT game, seq, move, seat, kind, counts, error, mwc_loss, luck, dice, cube, owner,
                played, best, position
         FROM decisions WHERE match_id = ?1 ORDER BY game, seq",
    )?;
    for (id, date, length) in matches {
        let rows: Vec<Row> = st
            .query_map([id], |r| {
                Ok(Row {
                    game: r.get::<_, i64>(0)?.clamp(0, u32::MAX.into()) as u32,
                    seq: r.get::<_, i64>(1)?.clamp(0, u32::MAX.into()) as u32,
                    move_number: r.get::<_, i64>(2)?.clamp(0, u32::MAX.into()) as u32,
                    seat: r.get::<_, i64>(3)?.clamp(0, 1) as u8,
                    kind: r.get::<_, i64>(4)?.clamp(0, 4) as u8,
                    counts: r.get(5)?,
                    error: r.get(6)?,
                    mwc_loss: r.get(7)?,
                    luck: r.get(8)?,
                    dice: r.get(9)?,
                    cube: r.get::<_, i64>(10)?.clamp(1, u32::MAX.into()) as u32,
                    owner: r.get(11)?,
                    played: r.get(12)?,
                    best: r.get(13)?,
                    position: r.get(14)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        let items: Vec<crate::library::record::Stored> = rows
            .iter()
            .map(|r| crate::library::record::Stored {
                game: r.game,
                seq: r.seq,
                move_number: r.move_number,
                seat: r.seat,
                kind: r.kind,
                counts: r.counts,
                error: r.error,
                mwc_loss: r.mwc_loss,
                luck: r.luck,
                luck_mwc: None,
                forced: false,
                dice: r
                    .dice
                    .map(|d| [(d / 10).clamp(0, 9) as u8, (d % 10).clamp(0, 9) as u8]),
                cube: r.cube,
                owner: r.owner.map(|o| o.clamp(0, 2) as u8),
                played: &r.played,
                best: r.best.as_deref(),
                position: r.position.as_deref(),
            })
            .collect();
        write_decisions(tx, id, &items, date.as_deref(), length, None)?;
    }
    tx.execute_batch("DROP TABLE decisions;")?;
    Ok(())
}

/// Writes a match's decisions under `id`: its record, its rows of
/// `decision_errors` (counted errors of at least
/// [`crate::library::record::INDEXED_FLOOR`]) and its two rows of `seat_errors`.
pub(crate) fn write_decisions(
    tx: &Connection,
    id: i64,
    items: &[crate::library::record::Stored],
    date: Option<&str>,
    length: u32,
    record: Option<&[u8]>,
) -> Result<()> {
    let mut stmt =
        tx.prepare_cached("INSERT INTO match_decisions(match_id, data) VALUES (?1, ?2)")?;
    match record {
        Some(r) => stmt.execute(params![id, r])?,
        None => stmt.execute(params![id, crate::library::record::encode(items)])?,
    };
    let mut err_stmt = tx.prepare_cached(
        "INSERT INTO decision_errors(match_id, game, seq, seat, kind, error, band)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for d in items {
        if let (true, Some(e)) = (d.counts, d.error) {
            if e >= crate::library::record::INDEXED_FLOOR {
                err_stmt.execute(params![
                    id,
                    d.game,
                    d.seq,
                    d.seat,
                    d.kind,
                    e,
                    crate::library::record::band(e)
                ])?;
            }
        }
    }
    let mut seat_stmt = tx.prepare_cached(
        "INSERT INTO seat_errors VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12,
                                         ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20)",
    )?;
    for (seat, p) in crate::library::record::seat_parts(items).iter().enumerate() {
        let (c, q) = (&p.checker, &p.cube);
        seat_stmt.execute(params![
            id,
            seat as i64,
            date,
            length,
            p.zero_kinds,
            p.small_kinds,
            c.zero,
            c.small[0],
            c.small[1],
            c.small[2],
            c.small_max[0],
            c.small_max[1],
            c.small_max[2],
            q.zero,
            q.small[0],
            q.small[1],
            q.small[2],
            q.small_max[0],
            q.small_max[1],
            q.small_max[2],
        ])?;
    }
    Ok(())
}

/// Writes a match's games, decisions and per-seat aggregates under `id`.
pub(super) fn write_rows(
    tx: &Connection,
    id: i64,
    m: &Match,
    thresholds: &Thresholds,
    sums: &mut LibrarySums,
    pre: Option<&Precomputed>,
) -> Result<()> {
    // The match's decisions as stored: its decision rows, and (unless made
    // beforehand) its record and search features, from one pass.
    let items = crate::library::record::stored(m);
    {
        let mut game_stmt = tx.prepare_cached(
                "INSERT INTO games(match_id, number, score0, score1, crawford, winner, points, resigned)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            )?;
        for g in &m.games {
            game_stmt.execute(params![
                id,
                g.number,
                g.score[0],
                g.score[1],
                g.crawford,
                g.result.winner,
                g.result.points,
                g.result.resigned
            ])?;
        }
        write_decisions(
            tx,
            id,
            &items,
            m.date.as_deref(),
            m.length,
            pre.map(|p| p.record.as_slice()),
        )?;
        let mut stat_stmt = tx.prepare_cached(
                "INSERT INTO match_stats VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                    ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30, ?31,
                    ?32, ?33, ?34, ?35, ?36, ?37, ?38, ?39, ?40, ?41)",
            )?;
        for seat in 0..2u8 {
            let t = match_tally(m, seat, thresholds);
            let name = &m.players[usize::from(seat)];
            let c = &t.checker;
            let q = &t.cube;
            let i = |x: u64| x as i64;
            stat_stmt.execute(params![
                id,
                seat,
                name,
                name.trim().to_lowercase(),
                m.length,
                m.date,
                i(t.wins),
                i(t.losses),
                i(t.analysed_matches),
                i(t.mwc_matches),
                i(t.checker_total),
                i(t.both_checker_total),
                i(t.doubles),
                i(t.takes),
                i(t.passes),
                i(c.decisions),
                c.error,
                c.mwc,
                i(c.errors),
                i(c.blunders),
                i(c.histogram[0]),
                i(c.histogram[1]),
                i(c.histogram[2]),
                i(c.histogram[3]),
                i(c.histogram[4]),
                i(c.histogram[5]),
                i(q.decisions),
                q.error,
                q.mwc,
                i(q.errors),
                i(q.blunders),
                i(q.histogram[0]),
                i(q.histogram[1]),
                i(q.histogram[2]),
                i(q.histogram[3]),
                i(q.histogram[4]),
                i(q.histogram[5]),
                t.luck,
                i(t.luck_rolls),
                t.luck_mwc,
                i(t.luck_mwc_rolls),
            ])?;
        }
    }
    crate::library::cells::add_match(tx, id)?;
    crate::library::breakdown_cells::write_match(
        tx,
        id,
        m,
        thresholds,
        sums,
        pre.map(|p| p.checkers.as_slice()),
    )?;
    match pre {
        Some(p) => crate::library::search_index::write_encoded(tx, id, &p.features)?,
        None => crate::library::search_index::write_encoded(
            tx,
            id,
            &crate::library::search_index::encode(m, &items),
        )?,
    }
    Ok(())
}

/// What storing a match computes from the match alone, its largest parts:
/// the record of its decisions (deflated), its search features, and the
/// phase and game plan of its checker plays (its breakdown cells').
/// Made on the threads that read a batch of uploads while one thread
/// stores them (the club server's `import_batch`), the serial part of a
/// store is about a quarter shorter.
pub struct Precomputed {
    record: Vec<u8>,
    features: Vec<u8>,
    /// The phase and plan of each counted checker play (the breakdowns').
    checkers: Vec<(&'static str, &'static str)>,
}

/// [`Precomputed`] for `m`: the bytes the store would write for it.
pub fn precompute(m: &Match) -> Precomputed {
    let items = crate::library::record::stored(m);
    Precomputed {
        record: crate::library::record::encode(&items),
        features: crate::library::search_index::encode(m, &items),
        checkers: crate::library::breakdown_cells::checker_keys(m),
    }
}

/// Deletes what is stored of match `id` beside its `matches` row: its
/// `match_stats` rows, recomputing the cells they were in (exactly, rather
/// than subtracting), and its breakdown rows, taken out of the library's
/// breakdown cells (`sums`, written before the commit).
pub(crate) fn remove_rows(tx: &Connection, id: i64, sums: &mut LibrarySums) -> Result<()> {
    let cells = take_rows(tx, id, sums)?;
    crate::library::cells::recompute(tx, cells)
}

/// [`remove_rows`] but for its cells, which it returns to be recomputed
/// (once each, when many matches go together: [`Store::remove_matches`]).
fn take_rows(
    tx: &Connection,
    id: i64,
    sums: &mut LibrarySums,
) -> Result<Vec<crate::library::cells::Cell>> {
    sums.subtract_match(tx, id)?;
    tx.execute("DELETE FROM match_breakdown WHERE match_id = ?1", [id])?;
    crate::library::cells::take_match(tx, id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every row of every table of `store`, by table, sorted.
    fn dump(store: &Store) -> Vec<(String, Vec<String>)> {
        let tables: Vec<String> = store
            .conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            .and_then(|mut st| {
                st.query_map([], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()
            })
            .expect("the tables");
        tables
            .into_iter()
            .map(|t| {
                // Not the times a row was written (`imported_at`…): the
                // two stores write a second apart at times.
                let cols: Vec<String> = store
                    .conn
                    .prepare(
                        "SELECT '\"' || name || '\"' FROM pragma_table_info(?1)
                         WHERE coalesce(dflt_value, '') NOT LIKE '%now%'",
                    )
                    .and_then(|mut st| {
                        st.query_map([&t], |r| r.get(0))?
                            .collect::<rusqlite::Result<_>>()
                    })
                    .expect("the columns");
                let mut st = store
                    .conn
                    .prepare(&format!("SELECT {} FROM \"{t}\"", cols.join(", ")))
                    .expect("a table");
                let n = st.column_count();
                let mut rows: Vec<String> = st
                    .query_map([], |r| {
                        (0..n)
                            .map(|i| r.get::<_, rusqlite::types::Value>(i))
                            .collect::<rusqlite::Result<Vec<_>>>()
                            .map(|v| format!("{v:?}"))
                    })
                    .and_then(|rows| rows.collect())
                    .expect("rows");
                rows.sort();
                (t, rows)
            })
            .collect()
    }

    /// The rows a match gets are the same whether what [`precompute`]
    /// makes is made beforehand (the club server's readers) or by the
    /// store itself: on the project's 20 gnuBG matches and their
    /// transcripts (the transcripts replaced by the analyses).
    #[test]
    fn precomputed_matches_get_the_same_rows() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
        let mut files = Vec::new();
        for ext in ["mat", "sgf"] {
            for i in 1..=20 {
                let name = format!("m{i:03}.{ext}");
                let bytes = std::fs::read(dir.join(&name)).expect("fixtures/gnubg");
                files.push((name, crate::formats::parse(&bytes).expect("a match"), bytes));
            }
        }
        let mut plain = Store::open_in_memory().expect("a library");
        let mut pre = Store::open_in_memory().expect("a library");
        let mut checkers = 0;
        for (store, made) in [(&mut plain, false), (&mut pre, true)] {
            let mut batch = store.batch();
            for (name, m, bytes) in &files {
                let p = made.then(|| precompute(m));
                checkers += p.as_ref().map_or(0, |p| p.checkers.len());
                batch
                    .insert_precomputed(m, name, Some(bytes), p.as_ref())
                    .expect("stored");
            }
            batch.commit().expect("committed");
        }
        assert!(
            checkers > 1_000,
            "{checkers} checker plays decoded beforehand"
        );
        let (a, b) = (dump(&plain), dump(&pre));
        assert_eq!(a.len(), b.len());
        for ((t, x), (_, y)) in a.iter().zip(&b) {
            assert_eq!(x, y, "table {t}");
        }
        let breakdown = a
            .iter()
            .find(|(t, _)| t == "match_breakdown")
            .expect("rows");
        assert!(
            breakdown.1.len() > 500,
            "{} breakdown rows",
            breakdown.1.len()
        );
    }
}
