//! A match as the club's log keeps it: every field the library's import
//! reads (`model::Match` but the candidates, which the reader never
//! fills), in a compact binary form, so that the log holds an analysed
//! match in a few KB where its file (an analysed `.sgf` ~80 KB deflated,
//! an `.xg` ~110 KB) would not meet issue 30's 20 KB a match.
//!
//! The form is exact: `unpack(pack(m)) == m` for every match the readers
//! give (the floats are kept bit for bit), so a read model rebuilt from
//! the log stores the same rows and gives the same figures as one that
//! read the file (`tests/server.rs`). The encoder destructures every
//! struct, so a field added to the model fails to compile here until it
//! is kept.
//!
//! Layout: the magic `BDBM`, a version byte, then the match (varints,
//! length-prefixed UTF-8, `f64` little-endian), in two streams to help the
//! deflate that follows in the log: the structure and texts, then the
//! floats.

use crate::model::{Decision, DecisionKind, Format, Game, GameResult, Match, Note, Origin, Rules};

/// Why a packed match cannot be read back (a damaged or newer log entry).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{0}")]
pub struct PackError(String);

impl PackError {
    /// Unpacking panicked (a bug, not the entry): said, not propagated.
    pub(crate) fn panicked() -> PackError {
        PackError("unpacking the match panicked".into())
    }
}

type Result<T> = std::result::Result<T, PackError>;

/// Gives up with a [`PackError`] made as `format!` makes a string.
macro_rules! bail {
    ($($arg:tt)*) => {
        return Err(PackError(format!($($arg)*)))
    };
}

/// `anyhow::Context` for the reader's checks, with a [`PackError`].
trait Context<T> {
    fn context(self, m: &str) -> Result<T>;
    fn with_context(self, m: impl FnOnce() -> String) -> Result<T>;
}

impl<T> Context<T> for Option<T> {
    fn context(self, m: &str) -> Result<T> {
        self.ok_or_else(|| PackError(m.to_string()))
    }
    fn with_context(self, m: impl FnOnce() -> String) -> Result<T> {
        self.ok_or_else(|| PackError(m()))
    }
}

impl<T, E> Context<T> for std::result::Result<T, E> {
    fn context(self, m: &str) -> Result<T> {
        self.map_err(|_| PackError(m.to_string()))
    }
    fn with_context(self, m: impl FnOnce() -> String) -> Result<T> {
        self.map_err(|_| PackError(m()))
    }
}

/// What a packed match starts with (a file never does: SGF opens with
/// `(`, XG with `RG`, a transcript with text).
pub const MAGIC: &[u8; 4] = b"BDBM";
const VERSION: u8 = 1;

/// Whether `body` (a log entry, inflated) is a packed match.
pub fn is_packed(body: &[u8]) -> bool {
    body.starts_with(MAGIC)
}

#[derive(Default)]
struct Out {
    main: Vec<u8>,
    floats: Vec<u8>,
}

impl Out {
    fn u(&mut self, mut x: u64) {
        while x >= 0x80 {
            self.main.push((x as u8) | 0x80);
            x >>= 7;
        }
        self.main.push(x as u8);
    }
    fn b(&mut self, x: bool) {
        self.main.push(u8::from(x));
    }
    fn s(&mut self, s: &str) {
        self.u(s.len() as u64);
        self.main.extend_from_slice(s.as_bytes());
    }
    fn os(&mut self, s: &Option<String>) {
        match s {
            None => self.main.push(0),
            Some(s) => {
                self.main.push(1);
                self.s(s);
            }
        }
    }
    fn of(&mut self, f: Option<f64>) {
        match f {
            None => self.main.push(0),
            Some(f) => {
                self.main.push(1);
                self.floats.extend_from_slice(&f.to_le_bytes());
            }
        }
    }
    /// `None` as 0, else the byte + 1.
    fn ob(&mut self, x: Option<u8>) {
        self.main.push(x.map_or(0, |x| x.saturating_add(1)));
    }
}

fn format_code(f: Format) -> u8 {
    match f {
        Format::Sgf => 0,
        Format::Mat => 1,
        Format::Xg => 2,
    }
}

/// `m` packed (the candidates left out: the readers never fill them).
pub fn pack(m: &Match) -> Vec<u8> {
    let Match {
        format,
        players,
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
        notes,
    } = m;
    let mut o = Out::default();
    o.main.push(format_code(*format));
    o.s(&players[0]);
    o.s(&players[1]);
    o.u(u64::from(*length));
    o.b(*crawford);
    o.b(*jacoby);
    o.b(*beavers);
    o.os(date);
    o.os(event);
    o.b(*analysed);
    o.u(games.len() as u64);
    for g in games {
        let Game {
            number,
            score,
            crawford,
            result:
                GameResult {
                    winner,
                    points,
                    resigned,
                },
            rolls,
            decisions,
        } = g;
        o.u(u64::from(*number));
        o.u(u64::from(score[0]));
        o.u(u64::from(score[1]));
        o.b(*crawford);
        o.ob(*winner);
        o.u(u64::from(*points));
        o.b(*resigned);
        o.u(rolls.len() as u64);
        for r in rolls {
            o.main.push(r[0]);
            o.main.push(r[1]);
        }
        o.u(decisions.len() as u64);
        for d in decisions {
            let Decision {
                seat,
                move_number,
                kind,
                dice,
                cube,
                forced,
                counts,
                error,
                mwc_loss,
                luck,
                luck_mwc,
                played,
                best,
                position,
                cube_owner,
                candidates: _,
            } = d;
            o.main.push(*seat);
            o.u(u64::from(*move_number));
            o.main.push(kind.code());
            match dice {
                None => o.main.push(0),
                Some([a, b]) => {
                    o.main.push(1);
                    o.main.push(*a);
                    o.main.push(*b);
                }
            }
            o.u(u64::from(*cube));
            o.b(*forced);
            o.b(*counts);
            o.of(*error);
            o.of(*mwc_loss);
            o.of(*luck);
            o.of(*luck_mwc);
            o.s(played);
            o.os(best);
            o.os(position);
            o.ob(*cube_owner);
        }
    }
    o.u(notes.len() as u64);
    for n in notes {
        let Note {
            game,
            seq,
            origin,
            text,
            flagged,
        } = n;
        o.u(u64::from(*game));
        o.u(u64::from(*seq));
        o.s(origin.as_str());
        o.os(text);
        o.b(*flagged);
    }
    let mut out = Vec::with_capacity(8 + o.main.len() + o.floats.len());
    out.extend_from_slice(MAGIC);
    out.push(VERSION);
    out.extend_from_slice(&(o.main.len() as u64).to_le_bytes());
    out.extend_from_slice(&o.main);
    out.extend_from_slice(&o.floats);
    out
}

struct In<'a> {
    main: &'a [u8],
    floats: &'a [u8],
}

impl In<'_> {
    fn byte(&mut self) -> Result<u8> {
        let (&b, rest) = self
            .main
            .split_first()
            .context("a packed match ends early")?;
        self.main = rest;
        Ok(b)
    }
    fn u(&mut self) -> Result<u64> {
        let mut x = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            x |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(x);
            }
        }
        bail!("a packed match has a damaged number")
    }
    fn u32(&mut self) -> Result<u32> {
        u32::try_from(self.u()?).context("a packed match has a number out of range")
    }
    fn len(&mut self) -> Result<usize> {
        let n = usize::try_from(self.u()?).context("a packed match has a damaged length")?;
        if n > self.main.len().saturating_mul(8) + 64 {
            bail!("a packed match has a damaged length");
        }
        Ok(n)
    }
    fn b(&mut self) -> Result<bool> {
        match self.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => bail!("a packed match has a damaged flag"),
        }
    }
    fn s(&mut self) -> Result<String> {
        let n = usize::try_from(self.u()?).context("a packed match has a damaged text")?;
        if n > self.main.len() {
            bail!("a packed match ends early");
        }
        let (s, rest) = self.main.split_at(n);
        self.main = rest;
        String::from_utf8(s.to_vec()).context("a packed match has a damaged text")
    }
    fn os(&mut self) -> Result<Option<String>> {
        Ok(if self.b()? { Some(self.s()?) } else { None })
    }
    fn of(&mut self) -> Result<Option<f64>> {
        if !self.b()? {
            return Ok(None);
        }
        if self.floats.len() < 8 {
            bail!("a packed match ends early");
        }
        let (f, rest) = self.floats.split_at(8);
        self.floats = rest;
        let mut a = [0u8; 8];
        a.copy_from_slice(f);
        Ok(Some(f64::from_le_bytes(a)))
    }
    fn ob(&mut self) -> Result<Option<u8>> {
        Ok(match self.byte()? {
            0 => None,
            x => Some(x - 1),
        })
    }
}

/// The match `body` holds (made by [`pack`]).
pub fn unpack(body: &[u8]) -> Result<Match> {
    let rest = body
        .strip_prefix(MAGIC.as_slice())
        .context("not a packed match")?;
    let (&version, rest) = rest.split_first().context("a packed match ends early")?;
    if version != VERSION {
        bail!("a packed match of version {version}, newer than this build's {VERSION}");
    }
    if rest.len() < 8 {
        bail!("a packed match ends early");
    }
    let (n, rest) = rest.split_at(8);
    let mut a = [0u8; 8];
    a.copy_from_slice(n);
    let n = usize::try_from(u64::from_le_bytes(a)).context("a damaged packed match")?;
    if n > rest.len() {
        bail!("a packed match ends early");
    }
    let (main, floats) = rest.split_at(n);
    let mut i = In { main, floats };
    let format = match i.byte()? {
        0 => Format::Sgf,
        1 => Format::Mat,
        2 => Format::Xg,
        x => bail!("a packed match of unknown format {x}"),
    };
    let players = [i.s()?, i.s()?];
    let length = i.u32()?;
    let rules = Rules {
        crawford: i.b()?,
        jacoby: i.b()?,
        beavers: i.b()?,
    };
    let date = i.os()?;
    let event = i.os()?;
    let analysed = i.b()?;
    let n = i.len()?;
    let mut games = Vec::with_capacity(n);
    for _ in 0..n {
        let number = i.u32()?;
        let score = [i.u32()?, i.u32()?];
        let crawford = i.b()?;
        let result = GameResult {
            winner: i.ob()?,
            points: i.u32()?,
            resigned: i.b()?,
        };
        let nr = i.len()?;
        let mut rolls = Vec::with_capacity(nr);
        for _ in 0..nr {
            rolls.push([i.byte()?, i.byte()?]);
        }
        let nd = i.len()?;
        let mut decisions = Vec::with_capacity(nd);
        for _ in 0..nd {
            let seat = i.byte()?;
            let move_number = i.u32()?;
            let code = i.byte()?;
            let kind = DecisionKind::from_code(i64::from(code))
                .with_context(|| format!("a packed match has an unknown decision kind {code}"))?;
            let dice = if i.b()? {
                Some([i.byte()?, i.byte()?])
            } else {
                None
            };
            let cube = i.u32()?;
            let mut d = Decision::new(seat, move_number, kind, cube);
            d.dice = dice;
            d.forced = i.b()?;
            d.counts = i.b()?;
            d.error = i.of()?;
            d.mwc_loss = i.of()?;
            d.luck = i.of()?;
            d.luck_mwc = i.of()?;
            d.played = i.s()?;
            d.best = i.os()?;
            d.position = i.os()?;
            d.cube_owner = i.ob()?;
            d.candidates = None;
            decisions.push(d);
        }
        games.push(Game {
            number,
            score,
            crawford,
            result,
            rolls,
            decisions,
        });
    }
    let n = i.len()?;
    let mut notes = Vec::with_capacity(n);
    for _ in 0..n {
        let game = i.u32()?;
        let seq = i.u32()?;
        let o = i.s()?;
        let origin = Origin::parse(&o)
            .with_context(|| format!("a packed match has an unknown note origin {o:?}"))?;
        notes.push(Note {
            game,
            seq,
            origin,
            text: i.os()?,
            flagged: i.b()?,
        });
    }
    if !i.main.is_empty() || !i.floats.is_empty() {
        bail!("a packed match has bytes left over");
    }
    Ok(Match {
        format,
        players,
        length,
        rules,
        date,
        event,
        analysed,
        games,
        notes,
    })
}

#[cfg(test)]
mod tests {
    use super::{is_packed, pack, unpack};

    /// Every fixture's match comes back equal, and an analysed one is small.
    #[test]
    fn every_fixture_packs_and_unpacks_to_the_same_match() {
        let Some(shared) = crate::model::shared::require() else {
            assert!(std::env::var_os("CI").is_none(), "../shared is missing");
            return;
        };
        let mut seen = 0;
        for sub in ["mat", "txt", "sgf", "xg"] {
            let Ok(dir) = std::fs::read_dir(shared.join("fixtures").join(sub)) else {
                continue;
            };
            for f in dir.filter_map(|e| e.ok()) {
                let Ok(bytes) = std::fs::read(f.path()) else {
                    continue;
                };
                let Ok(m) = crate::formats::parse(&bytes) else {
                    continue;
                };
                let packed = pack(&m);
                assert!(is_packed(&packed));
                let back = unpack(&packed).expect("unpacks");
                assert_eq!(back, m, "{}", f.path().display());
                seen += 1;
            }
        }
        assert!(seen > 0 || std::env::var_os("CI").is_none());
        assert!(unpack(b"BDBM\x01").is_err());
        assert!(unpack(b"(;FF[4]").is_err());
    }
}
