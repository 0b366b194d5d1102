//! A name for every decision, and what a player keeps on it (schema 15).
//!
//! A decision's **ref** is made from its match's identity (the first
//! [`REF_HEX`] hex digits of `matches.identity`: lower-cased sorted names,
//! length and every game's rolls, the same from the match's `.xg`, `.sgf`
//! and `.mat` files), its game's number, its **turn** (the number of the
//! game's roll it is made at, for a checker play, or before, for a cube
//! decision, dances included) and its **slot**: the checker play, the
//! decision whether to double (`d`), the answer to a double (`t`).
//! `9f2c41d07ab3-2-14` is the 14th roll's play of game 2, `9f2c41d07ab3-2-14d`
//! the double (or no double) before it and `…-14t` its take or pass. No row
//! id takes part, and XG and gnuBG record the same rolls and the same
//! turns, so a ref and what is attached to it (stars, tags, comments,
//! collections, cards: all keyed by its parts) survive a re-import, a new
//! analysis, the other engine's twin arriving and a migration.
//!
//! The marks: a star (the player's, or XG's flag), tags (free words) and
//! comments, one per origin (the player, XG, gnuBG). Files' comments and
//! flags come in at import ([`import_notes`]).

use std::collections::{HashMap, HashSet};

use super::*;
use crate::model::{DecisionKind, Origin};

/// Hex digits of the match identity a ref shows.
pub const REF_HEX: usize = 12;

/// Which decision of a turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Slot {
    /// The checker play.
    Move,
    /// Whether to double (a double or a no double).
    Cube,
    /// The answer to a double (a take or a pass).
    Answer,
}

impl Slot {
    pub fn code(self) -> i64 {
        match self {
            Slot::Move => 0,
            Slot::Cube => 1,
            Slot::Answer => 2,
        }
    }

    pub fn from_code(c: i64) -> Option<Slot> {
        Some(match c {
            0 => Slot::Move,
            1 => Slot::Cube,
            2 => Slot::Answer,
            _ => return None,
        })
    }

    /// The slot of a decision kind (its stored code).
    pub fn of_kind(kind: u8) -> Slot {
        match DecisionKind::from_code(i64::from(kind)) {
            Some(DecisionKind::NoDouble | DecisionKind::Double) => Slot::Cube,
            Some(DecisionKind::Take | DecisionKind::Pass) => Slot::Answer,
            _ => Slot::Move,
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Slot::Move => "",
            Slot::Cube => "d",
            Slot::Answer => "t",
        }
    }
}

/// A decision's place in a game: its turn and slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Place {
    pub game: u32,
    pub turn: u32,
    pub slot: Slot,
}

/// Counts the turns of a game's decisions given in order: call
/// [`TurnCounter::next`] with each decision's game and kind code.
#[derive(Debug, Clone, Default)]
pub struct TurnCounter {
    game: u32,
    rolls: u32,
}

impl TurnCounter {
    pub fn new() -> TurnCounter {
        TurnCounter::default()
    }

    /// The place of the next decision (of game `game`, kind code `kind`).
    pub fn next(&mut self, game: u32, kind: u8) -> Place {
        if game != self.game {
            self.game = game;
            self.rolls = 0;
        }
        let slot = Slot::of_kind(kind);
        let turn = self.rolls + 1;
        if slot == Slot::Move {
            self.rolls += 1;
        }
        Place { game, turn, slot }
    }
}

/// A decision's full key: its match's identity and its place.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key {
    pub identity: String,
    pub place: Place,
}

impl Key {
    /// The ref as a player reads and types it.
    pub fn to_ref(&self) -> String {
        let short: String = self.identity.chars().take(REF_HEX).collect();
        format!(
            "{short}-{}-{}{}",
            self.place.game,
            self.place.turn,
            self.place.slot.suffix()
        )
    }

    /// The ref with the whole identity, not its first digits: a name no
    /// two decisions of any two libraries share, for what must stay the
    /// decision's own outside the library (an Anki note's id and guid).
    pub fn full_ref(&self) -> String {
        format!(
            "{}-{}-{}{}",
            self.identity,
            self.place.game,
            self.place.turn,
            self.place.slot.suffix()
        )
    }
}

/// A ref as typed: an identity prefix (8 to 32 hex digits) and a place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefText {
    pub prefix: String,
    pub place: Place,
}

impl RefText {
    /// `9f2c41d07ab3-2-14d`; `None` when the text is not a ref.
    pub fn parse(s: &str) -> Option<RefText> {
        let s = s.trim().to_ascii_lowercase();
        let mut parts = s.split('-');
        let prefix = parts.next()?;
        let game = parts.next()?;
        let turn = parts.next()?;
        if parts.next().is_some()
            || !(8..=32).contains(&prefix.len())
            || !prefix.bytes().all(|b| b.is_ascii_hexdigit())
        {
            return None;
        }
        let (turn, slot) = match turn.strip_suffix('d') {
            Some(t) => (t, Slot::Cube),
            None => match turn.strip_suffix('t') {
                Some(t) => (t, Slot::Answer),
                None => (turn, Slot::Move),
            },
        };
        let game: u32 = game.parse().ok().filter(|&g| g > 0)?;
        let turn: u32 = turn.parse().ok().filter(|&t| t > 0)?;
        Some(RefText {
            prefix: prefix.to_string(),
            place: Place { game, turn, slot },
        })
    }
}

/// One comment as rows show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Comment {
    pub origin: Origin,
    pub text: String,
}

/// What a player keeps on one decision.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Marks {
    pub starred: bool,
    pub tags: Vec<String>,
    pub comments: Vec<Comment>,
}

/// The marks of one match's decisions, by place.
#[derive(Debug, Clone, Default)]
pub struct MatchMarks(pub HashMap<Place, Marks>);

impl MatchMarks {
    pub fn get(&self, p: &Place) -> Option<&Marks> {
        self.0.get(p)
    }
}

fn place_of(game: i64, turn: i64, slot: i64) -> Option<Place> {
    Some(Place {
        game: u32::try_from(game).ok()?,
        turn: u32::try_from(turn).ok()?,
        slot: Slot::from_code(slot)?,
    })
}

/// The marks of every decision of the match `identity` (one query).
pub(crate) fn marks_of(conn: &Connection, identity: &str) -> Result<MatchMarks> {
    let mut st = conn.prepare_cached(
        "SELECT game, turn, slot, 0, NULL, NULL FROM decision_stars WHERE identity = ?1
         UNION ALL SELECT game, turn, slot, 1, tag, NULL FROM decision_tags WHERE identity = ?1
         UNION ALL SELECT game, turn, slot, 2, origin, text FROM decision_comments WHERE identity = ?1",
    )?;
    let mut rows = st.query([identity])?;
    let mut out = MatchMarks::default();
    while let Some(r) = rows.next()? {
        let Some(p) = place_of(r.get(0)?, r.get(1)?, r.get(2)?) else {
            continue;
        };
        let m = out.0.entry(p).or_default();
        match r.get::<_, i64>(3)? {
            0 => m.starred = true,
            1 => m.tags.push(r.get(4)?),
            _ => {
                let origin: String = r.get(4)?;
                if let Some(origin) = Origin::parse(&origin) {
                    m.comments.push(Comment {
                        origin,
                        text: r.get(5)?,
                    });
                }
            }
        }
    }
    for m in out.0.values_mut() {
        m.tags.sort();
        // The files' comments first, then the player's.
        m.comments.sort_by_key(|c| match c.origin {
            Origin::Xg => 0,
            Origin::Gnubg => 1,
            Origin::User => 2,
        });
    }
    Ok(out)
}

/// Keeps the comments and flags of `m`'s file (`m.notes`) on the
/// decisions of the match `identity`: a comment replaces that origin's
/// earlier one; a flag stars the decision the first time it is read (a
/// star the player took off stays off when the file comes again).
pub(crate) fn import_notes(tx: &Connection, identity: &str, m: &Match) -> Result<()> {
    if m.notes.is_empty() {
        return Ok(());
    }
    // The place of every decision of the file.
    let mut places: HashMap<(u32, u32), Place> = HashMap::new();
    for g in &m.games {
        let mut tc = TurnCounter::new();
        for (seq, d) in g.decisions.iter().enumerate() {
            places.insert((g.number, seq as u32), tc.next(g.number, d.kind.code()));
        }
    }
    for n in &m.notes {
        let Some(p) = places.get(&(n.game, n.seq)) else {
            continue;
        };
        let args = params![identity, p.game, p.turn, p.slot.code(), n.origin.as_str()];
        if let Some(text) = &n.text {
            tx.execute(
                "INSERT INTO decision_comments(identity, game, turn, slot, origin, text)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT DO UPDATE SET text = excluded.text",
                params![
                    identity,
                    p.game,
                    p.turn,
                    p.slot.code(),
                    n.origin.as_str(),
                    text
                ],
            )?;
        }
        if n.flagged {
            let first = tx.execute(
                "INSERT OR IGNORE INTO decision_flags_seen(identity, game, turn, slot, origin)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                args,
            )? > 0;
            if first {
                tx.execute(
                    "INSERT OR IGNORE INTO decision_stars(identity, game, turn, slot, origin)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    args,
                )?;
            }
        }
    }
    Ok(())
}

/// A decision a ref names, found in the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub key: Key,
    pub match_id: i64,
    /// Its place in the match's record (`seq`).
    pub seq: u32,
}

/// What a ref names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    Found(Found),
    /// Not a ref at all.
    NotARef,
    /// No match of the library has that identity, or no such decision.
    Unknown,
    /// The identity prefix is shared by several matches.
    Ambiguous,
}

/// The ids and identities of the matches whose identity starts with `prefix`.
fn matches_with_prefix(conn: &Connection, prefix: &str) -> Result<Vec<(i64, String)>> {
    let hi = format!("{prefix}g");
    let mut st = conn.prepare_cached(
        "SELECT id, identity FROM matches WHERE identity >= ?1 AND identity < ?2 LIMIT 2",
    )?;
    let rows = st.query_map(params![prefix, hi], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The place of the decision `(game, seq)` of a record.
pub fn place_in(rec: &crate::library::record::Record, game: u32, seq: u32) -> Option<Place> {
    let mut tc = TurnCounter::new();
    for d in rec.items.iter().filter(|d| d.game == game) {
        let p = tc.next(d.game, d.kind);
        if d.seq == seq {
            return Some(p);
        }
    }
    None
}

/// The `seq` of the decision at `place` in match `id`'s record.
pub(crate) fn seq_at(conn: &Connection, id: i64, place: Place) -> Result<Option<u32>> {
    let rec = load_record(conn, id)?;
    let mut tc = TurnCounter::new();
    for d in &rec.items {
        let p = tc.next(d.game, d.kind);
        if p == place {
            return Ok(Some(d.seq));
        }
    }
    Ok(None)
}

impl Store {
    /// Finds the decision `text` names.
    pub fn lookup_ref(&self, text: &str) -> Result<Lookup> {
        let Some(r) = RefText::parse(text) else {
            return Ok(Lookup::NotARef);
        };
        let found = matches_with_prefix(&self.conn, &r.prefix)?;
        let (id, identity) = match found.as_slice() {
            [] => return Ok(Lookup::Unknown),
            [one] => one.clone(),
            _ => return Ok(Lookup::Ambiguous),
        };
        let Some(seq) = seq_at(&self.conn, id, r.place)? else {
            return Ok(Lookup::Unknown);
        };
        Ok(Lookup::Found(Found {
            key: Key {
                identity,
                place: r.place,
            },
            match_id: id,
            seq,
        }))
    }

    /// The identity of match `id`.
    pub fn match_identity(&self, id: i64) -> Result<Option<String>> {
        Ok(self
            .conn
            .prepare_cached("SELECT identity FROM matches WHERE id = ?1")?
            .query_row([id], |r| r.get(0))
            .optional()?)
    }

    /// The marks of every decision of the match `identity`.
    pub fn match_marks(&self, identity: &str) -> Result<MatchMarks> {
        marks_of(&self.conn, identity)
    }

    /// Stars (or, `on` false, unstars) a decision.
    pub fn set_star(&mut self, key: &Key, on: bool) -> Result<()> {
        let p = key.place;
        if on {
            self.conn.execute(
                "INSERT OR IGNORE INTO decision_stars(identity, game, turn, slot, origin)
                 VALUES (?1, ?2, ?3, ?4, 'user')",
                params![key.identity, p.game, p.turn, p.slot.code()],
            )?;
        } else {
            self.conn.execute(
                "DELETE FROM decision_stars WHERE identity = ?1 AND game = ?2 AND turn = ?3
                 AND slot = ?4",
                params![key.identity, p.game, p.turn, p.slot.code()],
            )?;
        }
        Ok(())
    }

    /// Adds (or, `add` false, removes) tags, already checked ([`tag_word`]).
    pub fn set_tags(&mut self, key: &Key, tags: &[String], add: bool) -> Result<()> {
        let p = key.place;
        let tx = self.write_tx()?;
        for t in tags {
            let sql = if add {
                "INSERT OR IGNORE INTO decision_tags(identity, game, turn, slot, tag)
                 VALUES (?1, ?2, ?3, ?4, ?5)"
            } else {
                "DELETE FROM decision_tags WHERE identity = ?1 AND game = ?2 AND turn = ?3
                 AND slot = ?4 AND tag = ?5"
            };
            tx.execute(sql, params![key.identity, p.game, p.turn, p.slot.code(), t])?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Every tag in use and how many decisions carry it, by tag.
    pub fn tag_counts(&self) -> Result<Vec<(String, u64)>> {
        let mut st = self
            .conn
            .prepare_cached("SELECT tag, count(*) FROM decision_tags GROUP BY tag ORDER BY tag")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get::<_, i64>(1)?.max(0) as u64)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The player's comment on a decision; an empty text removes it.
    pub fn set_comment(&mut self, key: &Key, text: &str) -> Result<()> {
        let p = key.place;
        let text = text.trim();
        if text.is_empty() {
            self.conn.execute(
                "DELETE FROM decision_comments WHERE identity = ?1 AND game = ?2 AND turn = ?3
                 AND slot = ?4 AND origin = 'user'",
                params![key.identity, p.game, p.turn, p.slot.code()],
            )?;
        } else {
            self.conn.execute(
                "INSERT INTO decision_comments(identity, game, turn, slot, origin, text)
                 VALUES (?1, ?2, ?3, ?4, 'user', ?5)
                 ON CONFLICT DO UPDATE SET text = excluded.text",
                params![key.identity, p.game, p.turn, p.slot.code(), text],
            )?;
        }
        Ok(())
    }

    /// The keys of the starred decisions, in the order they were starred.
    pub fn starred_keys(&self) -> Result<Vec<Key>> {
        self.keys_where("SELECT identity, game, turn, slot FROM decision_stars ORDER BY at, identity, game, turn, slot", [])
    }

    pub(crate) fn keys_where<P: rusqlite::Params>(&self, sql: &str, p: P) -> Result<Vec<Key>> {
        let mut st = self.conn.prepare_cached(sql)?;
        let mut rows = st.query(p)?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            if let Some(place) = place_of(r.get(1)?, r.get(2)?, r.get(3)?) {
                out.push(Key {
                    identity: r.get(0)?,
                    place,
                });
            }
        }
        Ok(out)
    }

    /// The decisions a search's mark filter selects (`#tag`, `starred`,
    /// a word of a comment), by match: for `queries::search` to test each
    /// decision with [`Marked::holds`].
    pub fn marked(&self, test: &MarkTest) -> Result<Marked> {
        let (sql, arg) = match test {
            MarkTest::Starred => (
                "SELECT s.identity, s.game, s.turn, s.slot, m.id FROM decision_stars s
                 JOIN matches m ON m.identity = s.identity WHERE ?1 = ?1",
                String::new(),
            ),
            MarkTest::Tag(t) => (
                "SELECT s.identity, s.game, s.turn, s.slot, m.id FROM decision_tags s
                 JOIN matches m ON m.identity = s.identity WHERE s.tag = ?1",
                t.trim_start_matches('#').to_lowercase(),
            ),
            MarkTest::CommentWord(w) => (
                "SELECT s.identity, s.game, s.turn, s.slot, m.id FROM decision_comments s
                 JOIN matches m ON m.identity = s.identity WHERE instr(lower(s.text), ?1) > 0",
                w.to_lowercase(),
            ),
        };
        let mut st = self.conn.prepare_cached(sql)?;
        let mut rows = st.query([arg])?;
        let mut out = Marked::default();
        while let Some(r) = rows.next()? {
            if let Some(p) = place_of(r.get(1)?, r.get(2)?, r.get(3)?) {
                out.0.entry(r.get(4)?).or_default().insert(p);
            }
        }
        Ok(out)
    }
}

/// A search's test on marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkTest {
    Starred,
    /// A tag, with or without its `#`.
    Tag(String),
    /// A word (any part of a word, any case) of a comment of any origin.
    CommentWord(String),
}

/// The decisions a [`MarkTest`] selects: by match id, their places.
#[derive(Debug, Clone, Default)]
pub struct Marked(pub HashMap<i64, HashSet<Place>>);

impl Marked {
    /// Whether match `match_id` has any selected decision (a search can
    /// skip the others whole).
    pub fn has_match(&self, match_id: i64) -> bool {
        self.0.contains_key(&match_id)
    }

    /// Whether the decision at `place` of match `match_id` is selected.
    pub fn holds(&self, match_id: i64, place: Place) -> bool {
        self.0.get(&match_id).is_some_and(|s| s.contains(&place))
    }
}

/// A tag as stored: the word without its leading `#`, in lower case;
/// `None` when it is empty or holds a space.
pub fn tag_word(s: &str) -> Option<String> {
    let t = s.trim().trim_start_matches('#');
    if t.is_empty() || s.trim() != s || t.chars().any(char::is_whitespace) {
        return None;
    }
    Some(t.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refs_read_back() {
        let k = Key {
            identity: "9f2c41d07ab3aa00bb11cc22dd33ee44".into(),
            place: Place {
                game: 2,
                turn: 14,
                slot: Slot::Cube,
            },
        };
        assert_eq!(k.to_ref(), "9f2c41d07ab3-2-14d");
        let r = RefText::parse(&k.to_ref()).expect("a ref");
        assert_eq!(r.prefix, "9f2c41d07ab3");
        assert_eq!(r.place, k.place);
        assert_eq!(
            RefText::parse("9F2C41D07AB3-1-3").map(|r| r.place.slot),
            Some(Slot::Move)
        );
        for bad in [
            "",
            "9f2c-1-3",
            "9f2c41d07ab3-0-3",
            "9f2c41d07ab3-1-3x",
            "zz2c41d07ab3-1-3",
        ] {
            assert!(RefText::parse(bad).is_none(), "{bad}");
        }
        assert_eq!(tag_word("#Backgame").as_deref(), Some("backgame"));
        assert_eq!(tag_word("back game"), None);
        assert_eq!(tag_word("#"), None);
    }

    #[test]
    fn turns_count_rolls() {
        let mut tc = TurnCounter::new();
        // 1: checker; 2: checker; no double, checker; double, take, checker.
        let kinds = [0u8, 0, 1, 0, 2, 3, 0];
        let got: Vec<(u32, Slot)> = kinds
            .iter()
            .map(|&k| {
                let p = tc.next(1, k);
                (p.turn, p.slot)
            })
            .collect();
        assert_eq!(
            got,
            vec![
                (1, Slot::Move),
                (2, Slot::Move),
                (3, Slot::Cube),
                (3, Slot::Move),
                (4, Slot::Cube),
                (4, Slot::Answer),
                (4, Slot::Move)
            ]
        );
        assert_eq!(tc.next(2, 0).turn, 1);
    }
}
