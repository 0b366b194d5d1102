//! Jellyfish-style `.mat` / `.txt` match transcripts (gnuBG, XG, Backgammon
//! Studio, Galaxy, Gammon Empire and older archive writers).
//!
//! The format carries no analysis: the reader produces players, match
//! length, rules, per-game scores and results, the rolls every turn was
//! played with, and one [`Decision`] per checker play and cube action, all
//! unanalysed (`error: None`, `counts: false`).
//!
//! The reader works on tokens rather than fixed columns: every writer pads
//! its columns differently, and long doubles can leave a single space
//! between the two columns. A numbered line holds at most two actions
//! (left player, then right player); when the left column is empty the line
//! starts with a wide gap and its only action belongs to the right player.
//! A bare action line (`Wins 1 point`) belongs to the left player when it is
//! indented a little, to the right player when indented a lot.
//!
//! A game's `resigned` flag needs to know whether the winner had borne off
//! all fifteen checkers, so the reader counts the checkers each side bears
//! off (sub-moves ending on `off`/`0`, with `(n)` repeats).

use crate::formats::ParseError;
use crate::i18n::Message;
use crate::model::{Decision, DecisionKind, Format, Game, GameResult, Match, Rules};
use crate::msg;

/// Longest match the reader accepts.
const MAX_LENGTH: i64 = 64;
/// Largest cube value the reader accepts.
const MAX_CUBE: u32 = 1 << 16;
/// Indentation (in characters) from which a bare action line, or the first
/// action after `N)`, belongs to the right column.
const BARE_RIGHT_INDENT: usize = 16;
const NUMBERED_RIGHT_GAP: usize = 8;

/// Reads the first match of a Jellyfish `.mat`/`.txt` transcript.
pub fn parse(bytes: &[u8]) -> Result<Match, ParseError> {
    let text = decode(bytes);
    if text.trim().is_empty() {
        return Err(ParseError::at_line(1, msg!("parse-empty")));
    }
    let lines = split_lines(&text);

    // Header: tags, then the match line.
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut length: Option<u32> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim();
        i += 1;
        if t.is_empty() {
            continue;
        }
        if let Some(rest) = comment_body(t) {
            if let Some(tag) = parse_tag(rest) {
                tags.push(tag);
            }
            continue;
        }
        if let Some(n) = match_line(t) {
            let n = n.map_err(|m| ParseError::at_line(i, m))?;
            length = Some(n);
            break;
        }
        if game_line(t).is_some() || numbered(line).is_some() {
            return Err(ParseError::at_line(
                i,
                msg!("parse-mat-game-before-match-line"),
            ));
        }
        // Any other text before the match line is tolerated.
    }
    let Some(length) = length else {
        return Err(ParseError::at_line(
            lines.len().max(1),
            msg!("parse-mat-no-match-line"),
        ));
    };

    let tag = |key: &str| -> Option<&str> {
        tags.iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    };
    let is_on = |v: Option<&str>| v.is_some_and(|v| v.trim().eq_ignore_ascii_case("on"));
    let rules = Rules {
        crawford: length > 0
            && !tag("Crawford").is_some_and(|v| v.trim().eq_ignore_ascii_case("off")),
        jacoby: is_on(tag("Jacoby")),
        beavers: is_on(tag("Beaver")) || is_on(tag("Beavers")),
    };
    let date = tag("EventDate").and_then(iso_date);
    let event = tag("Event")
        .map(|v| v.trim().to_string())
        .filter(|v| !v.is_empty());

    // Games.
    let mut players: Option<[String; 2]> = None;
    let mut games: Vec<Game> = Vec::new();
    let mut cur: Option<GameState> = None;
    while i < lines.len() {
        let line = lines[i];
        let lno = i + 1;
        i += 1;
        let t = line.trim();
        if t.is_empty() || comment_body(t).is_some() {
            continue;
        }
        if match_line(t).is_some() {
            // A second match in the same file: only the first is read.
            break;
        }
        if let Some(n) = game_line(t) {
            if n == 1 && cur.is_some() {
                // `Game 1` again without a match line: another match.
                break;
            }
            if let Some(g) = cur.take() {
                games.push(g.finish());
            }
            // The score line: the next non-empty line.
            while i < lines.len() && lines[i].trim().is_empty() {
                i += 1;
            }
            let Some(score_line) = lines.get(i) else {
                return Err(ParseError::at_line(lno, msg!("parse-mat-no-score-line")));
            };
            let Some((names, score)) = parse_score_line(score_line) else {
                return Err(ParseError::at_line(
                    i + 1,
                    msg!("parse-mat-expected-score-line"),
                ));
            };
            if length > 0 && (score[0] > length || score[1] > length) {
                return Err(ParseError::at_line(
                    i + 1,
                    msg!(
                        "parse-mat-score-above-length",
                        a = score[0],
                        b = score[1],
                        length = length
                    ),
                ));
            }
            if players.is_none() {
                players = Some(names);
            }
            i += 1;
            let number = u32::try_from(games.len() + 1).unwrap_or(u32::MAX);
            cur = Some(GameState::new(number, score));
            continue;
        }
        let Some(g) = cur.as_mut() else {
            return Err(ParseError::at_line(
                lno,
                msg!("parse-mat-expected-game-1", found = clip(t)),
            ));
        };
        if let Some((rest, gap)) = numbered(line) {
            g.line = g.line.saturating_add(1);
            let actions = parse_actions(rest).map_err(|m| ParseError::at_line(lno, m))?;
            let first = if gap >= NUMBERED_RIGHT_GAP { 1 } else { 0 };
            if first + actions.len() > 2 {
                return Err(ParseError::at_line(
                    lno,
                    msg!("parse-mat-too-many-actions-numbered"),
                ));
            }
            for (k, a) in actions.into_iter().enumerate() {
                let seat = (first + k) as u8;
                let move_number = g.line.saturating_mul(2) - 1 + u32::from(seat);
                g.apply(seat, move_number, a)
                    .map_err(|m| ParseError::at_line(lno, m))?;
            }
        } else {
            let indent = line.len() - line.trim_start().len();
            let actions = parse_actions(t).map_err(|m| ParseError::at_line(lno, m))?;
            if actions.is_empty() {
                return Err(ParseError::at_line(lno, msg!("parse-mat-expected-turn")));
            }
            let first = if indent >= BARE_RIGHT_INDENT { 1 } else { 0 };
            if first + actions.len() > 2 {
                return Err(ParseError::at_line(lno, msg!("parse-mat-too-many-actions")));
            }
            for (k, a) in actions.into_iter().enumerate() {
                let seat = (first + k) as u8;
                // A bare line comes after the last numbered line's turns.
                let move_number = g.line.saturating_mul(2).saturating_add(1 + u32::from(seat));
                g.apply(seat, move_number, a)
                    .map_err(|m| ParseError::at_line(lno, m))?;
            }
        }
    }
    if let Some(g) = cur.take() {
        games.push(g.finish());
    }
    let Some(players) = players else {
        return Err(ParseError::at_line(
            lines.len().max(1),
            msg!("parse-mat-no-game"),
        ));
    };

    if rules.crawford {
        for g in games.iter_mut() {
            let at = [g.score[0] + 1 == length, g.score[1] + 1 == length];
            if at[0] != at[1] {
                g.crawford = true;
                break;
            }
        }
    }

    Ok(Match {
        format: Format::Mat,
        players,
        length,
        rules,
        date,
        event,
        analysed: false,
        games,
        notes: Vec::new(),
    })
}

// ---------------------------------------------------------------------------
// Text and lines

/// UTF-8 when the bytes are UTF-8, else Windows-1252 (a superset of Latin-1
/// for printable text); a leading BOM is dropped. UTF-16 with a BOM is
/// decoded too (lossily).
fn decode(bytes: &[u8]) -> String {
    let utf16 = |le: bool| {
        let units = bytes[2..].chunks_exact(2).map(|c| {
            if le {
                u16::from_le_bytes([c[0], c[1]])
            } else {
                u16::from_be_bytes([c[0], c[1]])
            }
        });
        char::decode_utf16(units)
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect()
    };
    if bytes.starts_with(b"\xFF\xFE") {
        return utf16(true);
    }
    if bytes.starts_with(b"\xFE\xFF") {
        return utf16(false);
    }
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_string(),
        Err(_) => bytes.iter().map(|&b| cp1252(b)).collect(),
    }
}

fn cp1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '\u{20AC}', '\u{FFFD}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}',
        '\u{2021}', '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{FFFD}',
        '\u{017D}', '\u{FFFD}', '\u{FFFD}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}',
        '\u{2022}', '\u{2013}', '\u{2014}', '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}',
        '\u{0153}', '\u{FFFD}', '\u{017E}', '\u{0178}',
    ];
    match b {
        0x80..=0x9F => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

/// Lines without their terminators (LF, CRLF, or lone CR for old Mac files).
fn split_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = if text.contains('\n') {
        text.split('\n')
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
            .collect()
    } else {
        text.split('\r').collect()
    };
    // A final line terminator does not start another line.
    if lines.len() > 1 && lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(40).collect();
    if s.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// The text after `;` or `#` on a comment line.
fn comment_body(t: &str) -> Option<&str> {
    t.strip_prefix(';').or_else(|| t.strip_prefix('#'))
}

/// `[Key "Value"]` → (Key, Value).
fn parse_tag(body: &str) -> Option<(String, String)> {
    let b = body.trim();
    let b = b.strip_prefix('[')?;
    let b = b.trim_end().strip_suffix(']')?;
    let q = b.find('"')?;
    let key = b[..q].trim();
    let rest = &b[q + 1..];
    let end = rest.rfind('"')?;
    if key.is_empty() {
        return None;
    }
    Some((key.to_string(), rest[..end].to_string()))
}

/// `2023.01.18` → `2023-01-18`; other non-empty dates as written.
fn iso_date(v: &str) -> Option<String> {
    let v = v.trim();
    if v.is_empty() {
        return None;
    }
    let parts: Vec<&str> = v.split(['.', '-', '/']).map(str::trim).collect();
    if parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    {
        let y: u32 = parts[0].parse().ok()?;
        let m: u32 = parts[1].parse().ok()?;
        let d: u32 = parts[2].parse().ok()?;
        if parts[0].len() == 4 && (1..=12).contains(&m) && (1..=31).contains(&d) {
            return Some(format!("{y:04}-{m:02}-{d:02}"));
        }
    }
    Some(v.to_string())
}

/// `N point match` / `N points match` / `Match of N points`; `Some(Err)` for
/// a match line with an impossible length.
fn match_line(t: &str) -> Option<Result<u32, Message>> {
    if !t
        .as_bytes()
        .windows(5)
        .any(|w| w.eq_ignore_ascii_case(b"match"))
    {
        return None;
    }
    let toks: Vec<String> = t.split_whitespace().map(str::to_ascii_lowercase).collect();
    let num = if toks.len() >= 3
        && (toks[1] == "point" || toks[1] == "points")
        && toks[2].starts_with("match")
    {
        toks[0].as_str()
    } else if toks.len() >= 4
        && toks[0] == "match"
        && toks[1] == "of"
        && toks[3].starts_with("point")
    {
        toks[2].as_str()
    } else {
        return None;
    };
    let n: i64 = match num.parse() {
        Ok(n) => n,
        Err(_) => {
            return if num.bytes().all(|b| b.is_ascii_digit() || b == b'-') && !num.is_empty() {
                Some(Err(msg!("parse-mat-absurd-length", value = num)))
            } else {
                None
            }
        }
    };
    if n < 0 {
        return Some(Err(msg!("parse-mat-negative-length", n = n)));
    }
    if n > MAX_LENGTH {
        return Some(Err(msg!("parse-mat-length-above", n = n, max = MAX_LENGTH)));
    }
    Some(Ok(n as u32))
}

/// `Game N` → N.
fn game_line(t: &str) -> Option<u32> {
    let mut it = t.split_whitespace();
    let w = it.next()?;
    if !w.eq_ignore_ascii_case("game") {
        return None;
    }
    let n = it.next()?;
    let n: u32 = n.parse().ok()?;
    it.next().is_none().then_some(n)
}

/// `  12) rest` → (rest, width of the whitespace after `)`).
fn numbered(line: &str) -> Option<(&str, usize)> {
    let t = line.trim_start();
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let rest = t[digits..].strip_prefix(')')?;
    let gap = rest.chars().take_while(|c| c.is_whitespace()).count();
    Some((rest, gap))
}

/// `Name : 3     Other Name : 5` → names and scores.
fn parse_score_line(line: &str) -> Option<([String; 2], [u32; 2])> {
    // Positions of `:` followed by optional blanks and a number that ends
    // the line or is followed by a blank.
    let mut found: Vec<(usize, usize, u32)> = Vec::new(); // (colon, end of number, value)
    for (c, ch) in line.char_indices() {
        if ch != ':' {
            continue;
        }
        let after = &line[c + 1..];
        let skip = after.len() - after.trim_start().len();
        let num = &after[skip..];
        let nd = num.bytes().take_while(u8::is_ascii_digit).count();
        if nd == 0 || nd > 9 {
            continue;
        }
        if num[nd..].chars().next().is_some_and(|c| !c.is_whitespace()) {
            continue;
        }
        let v: u32 = num[..nd].parse().ok()?;
        found.push((c, c + 1 + skip + nd, v));
    }
    if found.len() != 2 {
        return None;
    }
    let left = clean_name(&line[..found[0].0]);
    let right = clean_name(&line[found[0].1..found[1].0]);
    if left.is_empty() || right.is_empty() || !line[found[1].1..].trim().is_empty() {
        return None;
    }
    Some(([left, right], [found[0].2, found[1].2]))
}

/// Trims a name and drops GamesGrid's `,rating` suffix.
fn clean_name(s: &str) -> String {
    let s = s.trim();
    if let Some((name, rating)) = s.rsplit_once(',') {
        let r = rating.trim();
        if !r.is_empty()
            && r.bytes().all(|b| b.is_ascii_digit() || b == b'.')
            && !name.trim().is_empty()
        {
            return name.trim().to_string();
        }
    }
    s.to_string()
}

// ---------------------------------------------------------------------------
// Actions

#[derive(Debug, Clone, PartialEq)]
enum Action {
    /// A roll: `moves` empty for a dance; `unplayed` for `???` (rolled, then
    /// the game ended before the roll was played).
    Roll {
        dice: [u8; 2],
        moves: Vec<SubMove>,
        unplayed: bool,
    },
    Double(Option<u32>),
    Beaver(Option<u32>),
    Take,
    Pass,
    Wins(u32),
    Loses(u32),
    Resigns,
}

#[derive(Debug, Clone, PartialEq)]
struct SubMove {
    /// Normalised text (`bar/22*`, `6/off(2)`).
    text: String,
    /// Checkers this sub-move bears off.
    off: u32,
}

/// Two dice digits 1–6, with or without a trailing `:`.
fn dice_token(tok: &str) -> Option<Result<[u8; 2], Message>> {
    let core = tok.strip_suffix(':').unwrap_or(tok);
    let b = core.as_bytes();
    if b.len() != 2 || !b.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let d = [b[0] - b'0', b[1] - b'0'];
    if d.iter().any(|&x| !(1..=6).contains(&x)) {
        return Some(Err(msg!("parse-mat-dice-range", dice = core)));
    }
    Some(Ok(d))
}

const KEYWORDS: &[&str] = &[
    "doubles",
    "double",
    "redoubles",
    "beavers",
    "beaver",
    "raccoons",
    "raccoon",
    "takes",
    "take",
    "accepts",
    "drops",
    "drop",
    "passes",
    "pass",
    "rejects",
    "declines",
    "wins",
    "win",
    "loses",
    "losses",
    "resigns",
    "resigned",
    "forfeits",
    "lost",
];

fn starts_action(tok: &str) -> bool {
    dice_token(tok).is_some() || KEYWORDS.iter().any(|k| tok.eq_ignore_ascii_case(k))
}

/// Splits a turn text into tokens, separating a dice prefix glued to a move
/// (`52:13/8`) and an arrow glued to a number (`=>2`).
fn tokens(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for t in s.split_whitespace() {
        let b = t.as_bytes();
        if b.len() > 3 && b[0].is_ascii_digit() && b[1].is_ascii_digit() && b[2] == b':' {
            out.push(&t[..3]);
            out.push(&t[3..]);
        } else if t.len() > 2 && t.starts_with("=>") {
            out.push(&t[..2]);
            out.push(&t[2..]);
        } else {
            out.push(t);
        }
    }
    out
}

fn parse_actions(s: &str) -> Result<Vec<Action>, Message> {
    let toks = tokens(s);
    let mut out = Vec::new();
    let mut k = 0;
    while k < toks.len() {
        let t = toks[k];
        k += 1;
        if let Some(d) = dice_token(t) {
            let dice = d?;
            let mut moves = Vec::new();
            let mut unplayed = false;
            while k < toks.len() && !starts_action(toks[k]) {
                let m = toks[k];
                k += 1;
                if m.eq_ignore_ascii_case("cannot") {
                    if toks.get(k).is_some_and(|n| n.eq_ignore_ascii_case("move")) {
                        k += 1;
                    }
                } else if m.eq_ignore_ascii_case("move") {
                    // `Cannot  Move` split oddly; nothing to do.
                } else if !m.is_empty() && m.bytes().all(|b| b == b'?') {
                    unplayed = true;
                } else {
                    moves.push(parse_submove(m)?);
                }
            }
            out.push(Action::Roll {
                dice,
                moves,
                unplayed,
            });
            continue;
        }
        let w = t.to_ascii_lowercase();
        match w.as_str() {
            "doubles" | "double" | "redoubles" => {
                out.push(Action::Double(arrow_value(&toks, &mut k)?))
            }
            "beavers" | "beaver" | "raccoons" | "raccoon" => {
                out.push(Action::Beaver(arrow_value(&toks, &mut k)?))
            }
            "takes" | "take" | "accepts" => out.push(Action::Take),
            "drops" | "drop" | "passes" | "pass" | "rejects" | "declines" => out.push(Action::Pass),
            "wins" | "win" | "loses" | "losses" => {
                let Some(n) = toks.get(k) else {
                    return Err(msg!("parse-mat-no-points", word = t));
                };
                let n: u32 = n
                    .parse()
                    .map_err(|_| msg!("parse-mat-bad-points", word = t, value = *n))?;
                k += 1;
                skip_words(&toks, &mut k, RESULT_WORDS);
                out.push(if w.starts_with('w') {
                    Action::Wins(n)
                } else {
                    Action::Loses(n)
                });
            }
            "resigns" | "resigned" | "forfeits" | "lost" => {
                skip_words(&toks, &mut k, RESULT_WORDS);
                out.push(Action::Resigns);
            }
            _ => return Err(msg!("parse-mat-unexpected-turn", found = clip(t))),
        }
    }
    Ok(out)
}

const RESULT_WORDS: &[&str] = &[
    "point",
    "points",
    "with",
    "a",
    "gammon",
    "backgammon",
    "and",
    "the",
    "match",
    "game",
    "on",
    "time",
    "single",
    "(resigned)",
];

fn skip_words(toks: &[&str], k: &mut usize, words: &[&str]) {
    while let Some(t) = toks.get(*k) {
        let t = t.trim_end_matches(['.', ',']);
        if words.iter().any(|w| t.eq_ignore_ascii_case(w)) {
            *k += 1;
        } else {
            break;
        }
    }
}

/// The optional `=> N` after `Doubles`/`Beavers`.
fn arrow_value(toks: &[&str], k: &mut usize) -> Result<Option<u32>, Message> {
    if toks.get(*k) != Some(&"=>") {
        return Ok(None);
    }
    *k += 1;
    let Some(n) = toks.get(*k) else {
        return Err(msg!("parse-mat-arrow-no-cube"));
    };
    let v: u32 = n
        .parse()
        .map_err(|_| msg!("parse-mat-arrow-bad-cube", value = *n))?;
    if !(2..=MAX_CUBE).contains(&v) {
        return Err(msg!("parse-mat-absurd-cube", value = v));
    }
    *k += 1;
    Ok(Some(v))
}

/// One sub-move: `13/7`, `bar/22*`, `13/7*/1`, `6/off(2)`, `25/0`.
fn parse_submove(tok: &str) -> Result<SubMove, Message> {
    let bad = || msg!("parse-mat-unexpected-move", found = clip(tok));
    let (body, repeat) = match tok.strip_suffix(')') {
        Some(s) => {
            let open = s.rfind('(').ok_or_else(bad)?;
            let n: u32 = s[open + 1..].parse().map_err(|_| bad())?;
            if !(1..=4).contains(&n) {
                return Err(bad());
            }
            (&s[..open], n)
        }
        None => (tok, 1),
    };
    let parts: Vec<&str> = body.split('/').collect();
    if parts.len() < 2 {
        return Err(bad());
    }
    let mut text = String::new();
    let mut last = None;
    for (j, p) in parts.iter().enumerate() {
        let hit = p.ends_with('*');
        let p = p.trim_end_matches('*');
        let pt: Option<u8> = match p.to_ascii_lowercase().as_str() {
            "bar" | "b" => Some(25),
            "off" | "o" => Some(0),
            "-" => None,
            s if !s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()) => {
                let v: u8 = s.parse().map_err(|_| bad())?;
                if v > 25 {
                    return Err(bad());
                }
                Some(v)
            }
            _ => return Err(bad()),
        };
        if j > 0 {
            text.push('/');
        }
        match pt {
            Some(25) => text.push_str("bar"),
            Some(0) => text.push_str("off"),
            Some(v) => text.push_str(&v.to_string()),
            None => text.push('-'),
        }
        if hit {
            text.push('*');
        }
        last = pt;
    }
    if repeat > 1 {
        text.push_str(&format!("({repeat})"));
    }
    Ok(SubMove {
        text,
        off: if last == Some(0) { repeat } else { 0 },
    })
}

// ---------------------------------------------------------------------------
// Game state

struct GameState {
    number: u32,
    score: [u32; 2],
    rolls: Vec<[u8; 2]>,
    decisions: Vec<Decision>,
    /// Numbered lines seen so far.
    line: u32,
    cube: u32,
    /// Value offered by a pending double, and who offered it.
    offered: Option<(u8, u32)>,
    /// Checkers borne off per seat.
    off: [u32; 2],
    /// The doubler, when the other side dropped.
    drop_winner: Option<u8>,
    result: Option<GameResult>,
    loses: Option<(u8, u32)>,
    resigned_by: Option<u8>,
}

impl GameState {
    fn new(number: u32, score: [u32; 2]) -> Self {
        GameState {
            number,
            score,
            rolls: Vec::new(),
            decisions: Vec::new(),
            line: 0,
            cube: 1,
            offered: None,
            off: [0, 0],
            drop_winner: None,
            result: None,
            loses: None,
            resigned_by: None,
        }
    }

    fn decision(&self, seat: u8, move_number: u32, kind: DecisionKind) -> Decision {
        Decision::new(seat, move_number, kind, self.cube)
    }

    fn apply(&mut self, seat: u8, move_number: u32, a: Action) -> Result<(), Message> {
        if self.result.is_some() {
            // Anything after the result (a trailing empty turn, an unplayed
            // roll) is not part of the game.
            return Ok(());
        }
        match a {
            Action::Roll {
                dice,
                moves,
                unplayed,
            } => {
                if unplayed {
                    return Ok(());
                }
                let mut d = self.decision(seat, move_number, DecisionKind::Checker);
                d.dice = Some(dice);
                d.played = moves
                    .iter()
                    .map(|m| m.text.as_str())
                    .collect::<Vec<_>>()
                    .join(" ");
                let side = &mut self.off[usize::from(seat)];
                *side = side.saturating_add(moves.iter().map(|m| m.off).sum());
                self.rolls
                    .push([dice[0].max(dice[1]), dice[0].min(dice[1])]);
                self.decisions.push(d);
            }
            Action::Double(n) => {
                let mut d = self.decision(seat, move_number, DecisionKind::Double);
                d.played = "Double".into();
                self.decisions.push(d);
                let v = n.unwrap_or(self.cube.saturating_mul(2)).min(MAX_CUBE);
                self.offered = Some((seat, v));
            }
            Action::Take => {
                let mut d = self.decision(seat, move_number, DecisionKind::Take);
                d.cube = self.pre_double_cube();
                d.played = "Take".into();
                self.decisions.push(d);
                self.cube = match self.offered.take() {
                    Some((_, v)) => v,
                    None => self.cube.saturating_mul(2).min(MAX_CUBE),
                };
            }
            Action::Pass => {
                let mut d = self.decision(seat, move_number, DecisionKind::Pass);
                d.cube = self.pre_double_cube();
                d.played = "Pass".into();
                self.decisions.push(d);
                self.drop_winner = Some(1 - seat.min(1));
            }
            Action::Beaver(n) => {
                let base = match self.offered.take() {
                    Some((_, v)) => v,
                    None => self.cube,
                };
                self.cube = n.unwrap_or(base.saturating_mul(2)).min(MAX_CUBE);
            }
            Action::Wins(points) => self.set_result(seat, points),
            Action::Loses(points) => self.loses = Some((seat, points)),
            Action::Resigns => self.resigned_by = Some(seat),
        }
        Ok(())
    }

    /// The cube before a pending double (the value in force).
    fn pre_double_cube(&self) -> u32 {
        self.cube
    }

    fn set_result(&mut self, winner: u8, points: u32) {
        let w = usize::from(winner.min(1));
        // A writer bug (`Wins 4016 point`): no game is worth more than
        // three times the highest cube seen; infer the value instead.
        let top = self.offered.map_or(self.cube, |(_, v)| v.max(self.cube));
        let points = if points > top.saturating_mul(3) {
            self.inferred_points(winner)
        } else {
            points
        };
        self.result = Some(GameResult {
            winner: Some(winner),
            points,
            resigned: self.drop_winner.is_none() && self.off[w] < 15,
        });
    }

    /// Points of a game whose value the file does not say: the cube, doubled
    /// for a gammon when the loser has borne nothing off after a finished
    /// bear-off (a backgammon cannot be told without the board).
    fn inferred_points(&self, winner: u8) -> u32 {
        let w = usize::from(winner.min(1));
        if self.drop_winner.is_none() && self.off[w] >= 15 && self.off[1 - w] == 0 {
            self.cube.saturating_mul(2)
        } else {
            self.cube
        }
    }

    fn finish(mut self) -> Game {
        if self.result.is_none() {
            if let Some(w) = self.drop_winner {
                // A drop with no `Wins` line: the doubler wins the cube.
                self.result = Some(GameResult {
                    winner: Some(w),
                    points: self.cube,
                    resigned: false,
                });
            } else if let Some((loser, points)) = self.loses {
                self.set_result(1 - loser.min(1), points);
            } else if let Some(w) = (0..2u8).find(|&s| self.off[usize::from(s)] >= 15) {
                let points = self.inferred_points(w);
                self.result = Some(GameResult {
                    winner: Some(w),
                    points,
                    resigned: false,
                });
            } else if let Some(loser) = self.resigned_by {
                self.result = Some(GameResult {
                    winner: Some(1 - loser.min(1)),
                    points: self.cube,
                    resigned: true,
                });
            }
        }
        Game {
            number: self.number,
            score: self.score,
            crawford: false,
            result: self.result.unwrap_or_default(),
            rolls: self.rolls,
            decisions: self.decisions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    fn fixtures(shared: &Path) -> Vec<PathBuf> {
        let mut v: Vec<PathBuf> = std::fs::read_dir(shared.join("fixtures/mat"))
            .expect("fixtures/mat")
            .map(|e| e.expect("dir entry").path())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn oracle_corpus_matches_gnubg_truth() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let dir = shared.join("oracle/corpus");
        let mut checked = 0;
        for n in 1..=20 {
            let id = format!("m{n:03}");
            let bytes = std::fs::read(dir.join(format!("{id}.mat"))).expect("corpus .mat");
            let json =
                std::fs::read_to_string(dir.join(format!("{id}.stats.json"))).expect("stats");
            let truth: serde_json::Value = serde_json::from_str(&json).expect("json");
            let t = &truth["match"];
            let m = parse(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(m.format, Format::Mat);
            assert!(!m.analysed);
            let players: Vec<&str> = t["players"]
                .as_array()
                .expect("players")
                .iter()
                .map(|p| p.as_str().expect("name"))
                .collect();
            assert_eq!(m.players[0], players[0], "{id} player 0");
            assert_eq!(m.players[1], players[1], "{id} player 1");
            assert_eq!(
                u64::from(m.length),
                t["length"].as_u64().expect("length"),
                "{id}"
            );
            let money = t["type"].as_str() == Some("money_session");
            assert_eq!(money, m.length == 0, "{id} type");
            assert_eq!(m.rules.crawford, !money, "{id} crawford rule");
            assert_eq!(m.date.as_deref(), Some("2024-01-01"), "{id} date");
            let games = t["games"].as_array().expect("games");
            assert_eq!(m.games.len(), games.len(), "{id} game count");
            for (g, tg) in m.games.iter().zip(games) {
                let sb: Vec<u32> = tg["score_before"]
                    .as_array()
                    .expect("score_before")
                    .iter()
                    .map(|v| v.as_u64().expect("score") as u32)
                    .collect();
                assert_eq!(g.score.to_vec(), sb, "{id} game {} score", g.number);
                let w = tg["winner"].as_u64().expect("winner") as u8;
                assert_eq!(g.result.winner, Some(w), "{id} game {} winner", g.number);
                assert_eq!(
                    u64::from(g.result.points),
                    tg["points_won"].as_u64().expect("points"),
                    "{id} game {} points",
                    g.number
                );
                assert_eq!(
                    g.result.resigned,
                    tg["resigned"].as_bool().expect("resigned"),
                    "{id} game {} resigned",
                    g.number
                );
                if let Some(c) = tg["crawford_game"].as_bool() {
                    assert_eq!(g.crawford, c, "{id} game {} crawford", g.number);
                }
                checked += 1;
            }
            let pw: Vec<u32> = t["points_won_total"]
                .as_array()
                .expect("points_won_total")
                .iter()
                .map(|v| v.as_u64().expect("points") as u32)
                .collect();
            let mut won = vec![0u32; 2];
            for g in &m.games {
                if let Some(w) = g.result.winner {
                    won[usize::from(w)] += g.result.points;
                }
            }
            assert_eq!(won, pw, "{id} points won");
            if m.length > 0 {
                // The match score is capped at the length, as the programs print it.
                let capped: Vec<u32> = pw.iter().map(|p| (*p).min(m.length)).collect();
                assert_eq!(m.points().to_vec(), capped, "{id} match score");
            }
        }
        assert_eq!(checked, 68);
    }

    /// Per game, the dice of every move node of a gnuBG SGF file, larger
    /// die first (a move node is `;B[` or `;W[` followed by two digits).
    fn sgf_rolls(sgf: &str) -> Vec<Vec<[u8; 2]>> {
        let mut games = Vec::new();
        for tree in sgf.split("(;FF[").skip(1) {
            let mut rolls = Vec::new();
            let b = tree.as_bytes();
            for k in 0..b.len().saturating_sub(4) {
                if b[k] == b';'
                    && (b[k + 1] == b'B' || b[k + 1] == b'W')
                    && b[k + 2] == b'['
                    && b[k + 3].is_ascii_digit()
                    && b[k + 4].is_ascii_digit()
                {
                    let (x, y) = (b[k + 3] - b'0', b[k + 4] - b'0');
                    rolls.push([x.max(y), x.min(y)]);
                }
            }
            games.push(rolls);
        }
        games
    }

    #[test]
    fn oracle_corpus_rolls_equal_the_sgf_rolls() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let dir = shared.join("oracle/corpus");
        let mut total = 0;
        for n in 1..=20 {
            let id = format!("m{n:03}");
            let bytes = std::fs::read(dir.join(format!("{id}.mat"))).expect("corpus .mat");
            let sgf = std::fs::read_to_string(dir.join(format!("{id}.sgf"))).expect("sgf");
            let m = parse(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
            let want = sgf_rolls(&sgf);
            assert_eq!(m.games.len(), want.len(), "{id} games");
            for (g, w) in m.games.iter().zip(&want) {
                assert_eq!(&g.rolls, w, "{id} game {} rolls", g.number);
                let checker = g
                    .decisions
                    .iter()
                    .filter(|d| d.kind == DecisionKind::Checker);
                assert_eq!(
                    checker.count(),
                    w.len(),
                    "{id} game {} checker plays",
                    g.number
                );
                total += w.len();
            }
        }
        println!("{total} rolls");
    }

    /// Per game, gnuBG's `RE[W+2R]`: (winner seat, points, resigned).
    fn sgf_results(sgf: &str) -> Vec<(u8, u32, bool)> {
        let mut out = Vec::new();
        for tree in sgf.split("(;FF[").skip(1) {
            let Some(at) = tree.find("RE[") else { continue };
            let v = &tree[at + 3..];
            let v = &v[..v.find(']').expect("RE end")];
            let seat = u8::from(v.starts_with('B'));
            let digits: String = v[2..].chars().take_while(char::is_ascii_digit).collect();
            out.push((seat, digits.parse().expect("RE points"), v.ends_with('R')));
        }
        out
    }

    #[test]
    fn fixture_rolls_equal_the_same_match_in_sgf() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let pairs = [
            ("test.mat", "test.sgf"),
            ("test.txt", "test.sgf"),
            (
                "charlot1-charlot2_7p_2025-11-08-2305.mat",
                "charlot1-charlot2_7p_2025-11-08-2305.sgf",
            ),
            ("match1484923.txt", "match1484923_analyzed.sgf"),
            ("match1486073.txt", "match1486073_analyzed.sgf"),
            ("test-match01.mat", "test-match01.sgf"),
            ("test-match01.txt", "test-match01.sgf"),
        ];
        for (mat, sgf) in pairs {
            let bytes = std::fs::read(shared.join("fixtures/mat").join(mat)).expect("mat");
            let sgf_text =
                std::fs::read_to_string(shared.join("fixtures/sgf").join(sgf)).expect("sgf");
            let m = parse(&bytes).unwrap_or_else(|e| panic!("{mat}: {e}"));
            let want = sgf_rolls(&sgf_text);
            assert_eq!(m.games.len(), want.len(), "{mat} games");
            for (g, w) in m.games.iter().zip(&want) {
                assert_eq!(&g.rolls, w, "{mat} game {} rolls", g.number);
            }
            let results: Vec<(u8, u32, bool)> = m
                .games
                .iter()
                .map(|g| {
                    (
                        g.result.winner.expect("winner"),
                        g.result.points,
                        g.result.resigned,
                    )
                })
                .collect();
            assert_eq!(results, sgf_results(&sgf_text), "{mat} results");
        }
    }

    /// The match length as the file's match line states it, read
    /// independently of the parser.
    fn stated_length(text: &str) -> u32 {
        for l in text.lines() {
            let t = l.trim().trim_start_matches('\u{feff}').to_ascii_lowercase();
            if t.contains("point match") {
                return t
                    .split_whitespace()
                    .next()
                    .expect("n")
                    .parse()
                    .expect("length");
            }
        }
        panic!("no match line")
    }

    #[test]
    fn every_fixture_parses_with_consistent_scores() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let files = fixtures(&shared);
        assert_eq!(files.len(), 37);
        let (mut games, mut rolls) = (0, 0);
        let mut inconsistent = Vec::new();
        for p in &files {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            let bytes = std::fs::read(p).expect("read");
            let m = parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                !m.players[0].is_empty() && !m.players[1].is_empty(),
                "{name}"
            );
            assert_ne!(m.players[0], m.players[1], "{name}");
            let text = String::from_utf8_lossy(&bytes);
            assert_eq!(m.length, stated_length(&text), "{name} length");
            assert!(!m.games.is_empty(), "{name} has no game");
            for (k, g) in m.games.iter().enumerate() {
                assert_eq!(g.number as usize, k + 1, "{name}");
                assert!(
                    g.result.winner.is_some(),
                    "{name} game {} has no winner",
                    g.number
                );
                assert!(g.result.points > 0, "{name} game {}", g.number);
                assert!(g
                    .rolls
                    .iter()
                    .all(|r| r[0] >= r[1] && r[1] >= 1 && r[0] <= 6));
                let mut last = 0;
                for d in &g.decisions {
                    assert!(d.move_number >= last, "{name} game {} order", g.number);
                    last = d.move_number;
                    assert!(!d.counts && d.error.is_none() && d.best.is_none());
                    assert_eq!(d.dice.is_some(), d.kind == DecisionKind::Checker);
                }
                let checker = g
                    .decisions
                    .iter()
                    .filter(|d| d.kind == DecisionKind::Checker)
                    .count();
                assert_eq!(checker, g.rolls.len(), "{name} game {}", g.number);
                if k > 0 {
                    let prev = &m.games[k - 1];
                    let mut want = prev.score;
                    if let Some(w) = prev.result.winner {
                        want[usize::from(w)] += prev.result.points;
                    }
                    if want != g.score {
                        inconsistent.push(format!("{name} game {}", g.number));
                    }
                }
                rolls += g.rolls.len();
            }
            games += m.games.len();
            if m.length > 0 {
                let crawford = m.games.iter().filter(|g| g.crawford).count();
                assert!(crawford <= 1, "{name}");
            }
        }
        // Every fixture is consistent game to game.
        assert_eq!(inconsistent, Vec::<String>::new());
        assert_eq!(games, 292);
        println!("{} files, {games} games, {rolls} rolls", files.len());
    }

    fn fixture(shared: &Path, name: &str) -> Match {
        let bytes = std::fs::read(shared.join("fixtures/mat").join(name)).expect("fixture");
        parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"))
    }

    #[test]
    fn hand_checked_xg_export_test_mat() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = fixture(&shared, "test.mat");
        assert_eq!(
            m.players,
            ["Kévin Unger".to_string(), "Maxence Job".to_string()]
        );
        assert_eq!(m.length, 7);
        assert_eq!(m.event.as_deref(), Some("HSBT Paris 2023"));
        assert_eq!(m.date.as_deref(), Some("2023-11-26"));
        assert_eq!(
            m.rules,
            Rules {
                crawford: true,
                jacoby: false,
                beavers: false
            }
        );
        assert_eq!(m.games.len(), 7);
        let scores: Vec<[u32; 2]> = m.games.iter().map(|g| g.score).collect();
        assert_eq!(
            scores,
            [[0, 0], [1, 0], [3, 0], [3, 1], [3, 2], [3, 4], [5, 4]]
        );
        assert_eq!(m.final_score(), [7, 4]);
        assert_eq!(m.winner(), Some(0));
        assert!(m.games.iter().all(|g| !g.crawford));
        let resigned: Vec<bool> = m.games.iter().map(|g| g.result.resigned).collect();
        assert_eq!(resigned, [false, true, false, false, true, false, true]);

        let g1 = &m.games[0];
        assert_eq!(g1.rolls.len(), 30);
        assert_eq!(&g1.rolls[..3], &[[5, 1], [6, 1], [4, 3]]);
        assert_eq!(g1.decisions.len(), 32);
        let d0 = &g1.decisions[0];
        assert_eq!(
            (d0.seat, d0.move_number, d0.kind),
            (0, 1, DecisionKind::Checker)
        );
        assert_eq!(
            (d0.dice, d0.cube, d0.played.as_str()),
            (Some([5, 1]), 1, "13/8 24/23")
        );
        // 11) 54: 20/15 15/11   64: (dance)
        let dance = &g1.decisions[21];
        assert_eq!(
            (dance.seat, dance.move_number, dance.played.as_str()),
            (1, 22, "")
        );
        assert_eq!(dance.dice, Some([6, 4]));
        // 13) 42: 6/2 2/0   21: 25/24 8/6
        assert_eq!(g1.decisions[24].played, "6/2 2/off");
        assert_eq!(g1.decisions[25].played, "bar/24 8/6");
        // 16)  Doubles => 2   Drops
        let dbl = &g1.decisions[30];
        assert_eq!(
            (dbl.seat, dbl.move_number, dbl.kind, dbl.cube),
            (0, 31, DecisionKind::Double, 1)
        );
        let drop = &g1.decisions[31];
        assert_eq!(
            (drop.seat, drop.move_number, drop.kind, drop.cube),
            (1, 32, DecisionKind::Pass, 1)
        );
        assert_eq!(
            g1.result,
            GameResult {
                winner: Some(0),
                points: 1,
                resigned: false
            }
        );

        // Game 2: the right player opens; a take raises the cube.
        let g2 = &m.games[1];
        assert_eq!((g2.decisions[0].seat, g2.decisions[0].move_number), (1, 2));
        let take = g2
            .decisions
            .iter()
            .find(|d| d.kind == DecisionKind::Take)
            .expect("take");
        assert_eq!((take.seat, take.move_number, take.cube), (1, 14, 1));
        let after = g2
            .decisions
            .iter()
            .find(|d| d.move_number == 15)
            .expect("move 15");
        assert_eq!(after.cube, 2);

        // The XG text export of the same match: same games, rolls and results.
        let t = fixture(&shared, "test.txt");
        assert_eq!(t.players, m.players);
        assert_eq!(t.games.len(), m.games.len());
        for (a, b) in t.games.iter().zip(&m.games) {
            assert_eq!(
                (a.score, a.result, &a.rolls, a.crawford),
                (b.score, b.result, &b.rolls, b.crawford)
            );
            assert_eq!(a.decisions.len(), b.decisions.len());
        }
        // Consolidated text: `6/Off`, `Bar/24`, `18/16(2)`, `Cannot Move`.
        let t1 = &t.games[0];
        assert_eq!(t1.decisions[24].played, "6/off");
        assert_eq!(t1.decisions[13].played, "18/16(2) 6/4(2)");
        assert_eq!(t1.decisions[21].played, "");
    }

    #[test]
    fn hand_checked_gnubg_export_charlot() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = fixture(&shared, "charlot1-charlot2_7p_2025-11-08-2305.mat");
        assert_eq!(m.players, ["charlot1".to_string(), "charlot2".to_string()]);
        assert_eq!((m.length, m.games.len()), (7, 4));
        assert_eq!(m.date.as_deref(), Some("2025-11-08"));
        assert_eq!(m.event, None);
        let scores: Vec<[u32; 2]> = m.games.iter().map(|g| g.score).collect();
        assert_eq!(scores, [[0, 0], [0, 2], [2, 2], [6, 2]]);
        // The file (and gnuBG's SGF of it, RE[W+3R]) give the match to charlot1.
        assert_eq!(m.final_score(), [9, 2]);
        assert_eq!(m.winner(), Some(0));
        let crawford: Vec<bool> = m.games.iter().map(|g| g.crawford).collect();
        assert_eq!(crawford, [false, false, false, true]);
        assert_eq!(m.games[0].rolls.len(), 45);
        assert_eq!(
            m.games[0].result,
            GameResult {
                winner: Some(1),
                points: 2,
                resigned: true
            }
        );
        assert_eq!(
            m.games[3].result,
            GameResult {
                winner: Some(0),
                points: 3,
                resigned: true
            }
        );
    }

    #[test]
    fn hand_checked_backgammon_studio() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = fixture(
            &shared,
            "JuliaH_-_Llabba_13pt_Backgammon_Studio_2023_01_18_18_32_47.txt",
        );
        assert_eq!(m.players, ["JuliaH".to_string(), "Llabba".to_string()]);
        assert_eq!((m.length, m.games.len()), (13, 15));
        assert_eq!(m.event.as_deref(), Some("Online match"));
        assert_eq!(m.final_score(), [11, 13]);
        assert_eq!(m.winner(), Some(1));
        assert_eq!(m.games[14].score, [11, 12]);
        assert!(m.games[14].crawford);
        assert_eq!(m.games.iter().filter(|g| g.crawford).count(), 1);
        let g1 = &m.games[0];
        assert_eq!(g1.rolls.len(), 54);
        // `  30)  Wins 2 point` on its own numbered line, after a drop.
        assert_eq!(
            g1.result,
            GameResult {
                winner: Some(0),
                points: 2,
                resigned: false
            }
        );
        // `  4) 33: Cannot Move   Doubles => 2` then `  5)  Takes  53: ...`
        let d = &g1.decisions;
        assert_eq!(
            (d[6].move_number, d[6].played.as_str(), d[6].dice),
            (7, "", Some([3, 3]))
        );
        assert_eq!(
            (d[7].kind, d[7].seat, d[7].move_number),
            (DecisionKind::Double, 1, 8)
        );
        assert_eq!(
            (d[8].kind, d[8].seat, d[8].move_number),
            (DecisionKind::Take, 0, 9)
        );
        assert_eq!(
            (d[9].seat, d[9].cube, d[9].played.as_str()),
            (1, 2, "24/21 13/8")
        );
        assert_eq!(d[1].played, "8/7(2) 6/5(2)");

        // `24) 32: ????   Wins 4016 point`: an unplayed roll and a writer bug.
        let p = fixture(
            &shared,
            "MrPurple_-_Lasse_3pt_Backgammon_Studio_2024_05_11_20_10_33.txt",
        );
        assert_eq!(p.games.len(), 2);
        assert_eq!(p.games[0].rolls.len(), 21);
        let g2 = &p.games[1];
        assert_eq!(
            g2.result,
            GameResult {
                winner: Some(1),
                points: 4,
                resigned: true
            }
        );
        assert_eq!(g2.rolls.len(), 41);
        assert_eq!(g2.rolls.last(), Some(&[4, 1]));
        assert_eq!(p.final_score(), [0, 5]);
        assert_eq!(p.winner(), Some(1));
    }

    #[test]
    fn hand_checked_money_session_and_galaxy() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let m = fixture(&shared, "sample.xg.txt");
        assert_eq!(m.length, 0);
        assert_eq!(
            m.rules,
            Rules {
                crawford: false,
                jacoby: true,
                beavers: false
            }
        );
        assert_eq!(m.games.len(), 2);
        assert_eq!(m.games[1].score, [4, 0]);
        assert_eq!(m.winner(), Some(0));
        assert_eq!(m.games[0].rolls.len(), 88);
        // GamesGrid `name,rating : score`.
        let g = fixture(
            &shared,
            "goldbach7808-fairytails-2013Nov231937_1385205480.txt",
        );
        assert_eq!(
            g.players,
            ["goldbach7808".to_string(), "fairytails".to_string()]
        );
        assert_eq!((g.games.len(), g.final_score()), (10, [5, 11]));
        // Galaxy: `29)  Losses 1 point    Wins 1 point and the match`.
        let k = fixture(&shared, "match1484923.txt");
        assert_eq!(
            (k.games.len(), k.final_score(), k.winner()),
            (4, [2, 5], Some(1))
        );
        assert_eq!(
            k.games[3].result,
            GameResult {
                winner: Some(1),
                points: 1,
                resigned: true
            }
        );
        assert_eq!(k.date, None);
    }

    fn line_of(e: &ParseError) -> usize {
        match e.at {
            Some(crate::formats::Location::Line(n)) => n,
            other => panic!("expected a line number, got {other:?} ({e})"),
        }
    }

    const SMALL: &str = "; [Event \"Club night\"]\n; [EventDate \"2024.3.9\"]\n\n 3 point match\n\n Game 1\n Ann : 0                        Bob : 0\n  1) 31: 8/5 6/5                 64: 24/18 18/14\n  2)  Doubles => 2                Takes\n  3) 66: 24/18(2) 13/7(2)        21: Cannot Move\n  4) 55: 6/1 6/1 6/1 6/1         43: ???\n      Wins 2 points\n";

    #[test]
    fn small_match_turns_and_decisions() {
        let m = parse(SMALL.as_bytes()).expect("parse");
        assert_eq!(m.players, ["Ann".to_string(), "Bob".to_string()]);
        assert_eq!(m.date.as_deref(), Some("2024-03-09"));
        assert_eq!(m.event.as_deref(), Some("Club night"));
        let g = &m.games[0];
        assert_eq!(g.rolls, [[3, 1], [6, 4], [6, 6], [2, 1], [5, 5]]);
        let kinds: Vec<(u8, u32, DecisionKind, u32)> = g
            .decisions
            .iter()
            .map(|d| (d.seat, d.move_number, d.kind, d.cube))
            .collect();
        use DecisionKind::*;
        assert_eq!(
            kinds,
            [
                (0, 1, Checker, 1),
                (1, 2, Checker, 1),
                (0, 3, Double, 1),
                (1, 4, Take, 1),
                (0, 5, Checker, 2),
                (1, 6, Checker, 2),
                (0, 7, Checker, 2)
            ]
        );
        assert_eq!(g.decisions[4].played, "24/18(2) 13/7(2)");
        assert_eq!(g.decisions[5].played, "");
        assert_eq!(g.decisions[2].played, "Double");
        assert_eq!(g.decisions[3].played, "Take");
        // Ann has borne nothing off: the game ended by resignation.
        assert_eq!(
            g.result,
            GameResult {
                winner: Some(0),
                points: 2,
                resigned: true
            }
        );
    }

    #[test]
    fn encodings_and_layouts() {
        // BOM, CRLF, Latin-1 name, `Match of N points`, low-first dice, no
        // space before the colon, glued dice and `=>`.
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend_from_slice(
            b"Match of 5 points\r\n\r\nGame 1\r\nK\xE9vin: 0   Zo\xEB: 0\r\n 1) 12:8/7 6/4    65: 24/13\r\n 2) Doubles =>2   Drops\r\n      Wins 1 point\r\n",
        );
        // Not UTF-8 (Latin-1 bytes after the BOM): decoded byte by byte.
        let m = parse(&bytes).expect("parse");
        assert_eq!(m.length, 5);
        assert_eq!(m.players[1], "Zo\u{eb}");
        assert!(m.players[0].ends_with("vin"));
        let g = &m.games[0];
        assert_eq!(g.rolls, [[2, 1], [6, 5]]);
        assert_eq!(g.decisions[0].played, "8/7 6/4");
        assert_eq!(g.decisions[0].dice, Some([1, 2]));
        assert_eq!(
            g.result,
            GameResult {
                winner: Some(0),
                points: 1,
                resigned: false
            }
        );

        let latin1 = b"7 point match\n\nGame 1\nJos\xE9 : 0     Ren\xE9e : 0\n  1) 31: 8/5 6/5\n";
        let m = parse(latin1).expect("latin-1");
        assert_eq!(
            m.players,
            ["Jos\u{e9}".to_string(), "Ren\u{e9}e".to_string()]
        );
        assert_eq!(m.games[0].result.winner, None);

        // Lone CR line ends, numeric bar/off, chains.
        let cr = "1 point match\r\rGame 1\rA : 0     B : 0\r  1) 52: 25/20 13/7*/5\r";
        let m = parse(cr.as_bytes()).expect("cr");
        assert_eq!(m.games[0].decisions[0].played, "bar/20 13/7*/5");
    }

    #[test]
    fn utf16_with_bom() {
        let mut bytes = vec![0xFF, 0xFE];
        for u in "3 point match\r\nGame 1\r\nL\u{e9}a : 0    Bo : 0\r\n  1) 31: 8/5 6/5\r\n"
            .encode_utf16()
        {
            bytes.extend_from_slice(&u.to_le_bytes());
        }
        let m = parse(&bytes).expect("utf-16");
        assert_eq!(m.players[0], "L\u{e9}a");
        assert_eq!(m.games[0].rolls, [[3, 1]]);
    }

    #[test]
    fn multiple_matches_read_the_first() {
        let two =
            format!("{SMALL}\n 5 point match\n\n Game 1\n Cy : 0    Di : 0\n  1) 31: 8/5 6/5\n");
        let m = parse(two.as_bytes()).expect("parse");
        assert_eq!(m.length, 3);
        assert_eq!(m.players[0], "Ann");
        assert_eq!(m.games.len(), 1);
        // A second `Game 1` without a match line also starts another match.
        let again = format!("{SMALL}\n Game 1\n Cy : 0    Di : 0\n  1) 31: 8/5 6/5\n");
        let m = parse(again.as_bytes()).expect("parse");
        assert_eq!((m.games.len(), m.players[0].as_str()), (1, "Ann"));
    }

    #[test]
    fn beavers_and_crawford_rules() {
        let money = "; [Jacoby \"On\"]\n; [Beaver \"On\"]\n0 point match\nGame 1\nA : 0    B : 0\n  1) 31: 8/5 6/5       Doubles => 2\n  2)  Beavers => 4      Beavers => 8\n  3)  Beavers => 16     62: 24/18 13/11\n  4)  Doubles => 32      Drops\n      Wins 16 points\n";
        let m = parse(money.as_bytes()).expect("money");
        assert_eq!(
            (m.length, m.rules.crawford, m.rules.jacoby, m.rules.beavers),
            (0, false, true, true)
        );
        let g = &m.games[0];
        let kinds: Vec<(DecisionKind, u32)> =
            g.decisions.iter().map(|d| (d.kind, d.cube)).collect();
        use DecisionKind::*;
        assert_eq!(
            kinds,
            [
                (Checker, 1),
                (Double, 1),
                (Checker, 16),
                (Double, 16),
                (Pass, 16)
            ]
        );
        assert_eq!(
            g.result,
            GameResult {
                winner: Some(0),
                points: 16,
                resigned: false
            }
        );

        let off = "; [Crawford \"Off\"]\n3 point match\nGame 1\nA : 0    B : 0\n  1)  Wins 2 points\nGame 2\nA : 2    B : 0\n  1)  Wins 1 point\n";
        let m = parse(off.as_bytes()).expect("crawford off");
        assert!(!m.rules.crawford);
        assert!(m.games.iter().all(|g| !g.crawford));
        let on = off.replace("; [Crawford \"Off\"]\n", "");
        let m = parse(on.as_bytes()).expect("crawford on");
        assert_eq!(
            m.games.iter().map(|g| g.crawford).collect::<Vec<_>>(),
            [false, true]
        );
    }

    #[test]
    fn bear_off_is_not_a_resignation() {
        let mut text = String::from("1 point match\nGame 1\nA : 0     B : 0\n");
        // Fifteen checkers off for A, five turns of three, one for B.
        for k in 1..=5 {
            text.push_str(&format!("  {k}) 33: 3/off(3)         21: 6/off\n"));
        }
        text.push_str("      Wins 1 point\n");
        let m = parse(text.as_bytes()).expect("parse");
        assert_eq!(
            m.games[0].result,
            GameResult {
                winner: Some(0),
                points: 1,
                resigned: false
            }
        );
        // Fourteen off: still in progress, so a resignation.
        let fewer = text.replacen("3/off(3)", "3/off(2)", 1);
        let m = parse(fewer.as_bytes()).expect("parse");
        assert!(m.games[0].result.resigned);
    }

    #[test]
    fn errors_name_the_line() {
        let cases: &[(&[u8], usize, &str)] = &[
            (b"", 1, "empty"),
            (b" \n\r\n  ", 1, "empty"),
            (b"; [Event \"x\"]\nhello\n", 2, "no match line"),
            (
                b"3 point match\n\nGame 1\n\n  1) 31: 8/5 6/5\n",
                5,
                "score line",
            ),
            (b"3 point match\nGame 1", 2, "score line"),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 31: 8/5 6/5   hello world\n",
                4,
                "unexpected",
            ),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 31: 8/5 6/5\nrubbish here\n",
                5,
                "unexpected",
            ),
            (b"65 point match\n", 1, "above 64"),
            (b"-3 point match\n", 1, "negative"),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 71: 8/5 6/5\n",
                4,
                "dice",
            ),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 30: 8/5 6/5\n",
                4,
                "dice",
            ),
            (
                b"3 point match\nGame 1\nA : 4   B : 0\n",
                3,
                "above the match length",
            ),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 31: 8/5 6/55\n",
                4,
                "move",
            ),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1)  Doubles => 3000000\n",
                4,
                "cube",
            ),
            (
                b"3 point match\nGame 1\nA : 0   B : 0\n  1) 31: 8/5 6/5  31: 8/5 6/5  31: 8/5\n",
                4,
                "two",
            ),
            (b"3 point match\n  1) 31: 8/5 6/5\n", 2, "Game 1"),
            (b"3 point match\n\n", 2, "no game"),
            (b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 3, "no match line"),
        ];
        for (bytes, line, msg) in cases {
            let e = parse(bytes).expect_err(&String::from_utf8_lossy(bytes));
            assert_eq!(line_of(&e), *line, "{e}");
            assert!(e.to_string().contains(msg), "{e} should mention {msg}");
        }
    }

    use crate::model::synthetic::Rng;

    #[test]
    fn bad_input_never_panics() {
        let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15);
        for len in [1, 7, 64, 1000, 20_000] {
            for _ in 0..20 {
                let bytes: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
                let _ = parse(&bytes);
                // Random bytes under a valid header.
                let mut framed = b"5 point match\nGame 1\nA : 0   B : 0\n  1) ".to_vec();
                framed.extend_from_slice(&bytes);
                let _ = parse(&framed);
            }
        }
        // Random tokens of the format's own vocabulary.
        let vocab = [
            " ",
            "  ",
            "\n",
            "\r\n",
            "1)",
            " 12)",
            "Game",
            "1",
            "0",
            "65:",
            "66:",
            "13/7",
            "bar/22*",
            "6/off(2)",
            "25/0",
            "Doubles",
            "=>",
            "2",
            "Takes",
            "Drops",
            "Beavers",
            "Wins",
            "point",
            "points",
            "and the match",
            "????",
            "Cannot Move",
            ":",
            "A : 0",
            "B : 3",
            "point match",
            "(3)",
            "/",
            "*",
            "Losses",
            "Resigns",
            "4294967296",
            "99999999999",
            "7/",
            "/7",
        ];
        for _ in 0..3000 {
            let mut text = String::from("3 point match\nGame 1\nA : 0   B : 0\n");
            for _ in 0..rng.index(60) {
                text.push_str(vocab[rng.index(vocab.len())]);
            }
            let _ = parse(text.as_bytes());
        }
    }

    #[test]
    fn truncated_and_shuffled_fixtures_never_panic() {
        let Some(shared) = crate::model::shared::require() else {
            return;
        };
        let mut rng = Rng::new(42);
        let (mut ok, mut err) = (0, 0);
        for p in fixtures(&shared) {
            let bytes = std::fs::read(&p).expect("read");
            // Prefixes at many lengths, including ones that cut a UTF-8
            // character or a CRLF in two.
            let step = (bytes.len() / 41).max(1);
            for cut in (0..bytes.len()).step_by(step).chain(1..40.min(bytes.len())) {
                match parse(&bytes[..cut]) {
                    Ok(_) => ok += 1,
                    Err(_) => err += 1,
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let lines: Vec<&str> = text.lines().collect();
            for _ in 0..10 {
                let mut shuffled = lines.clone();
                for k in (1..shuffled.len()).rev() {
                    shuffled.swap(k, rng.index(k + 1));
                }
                match parse(shuffled.join("\n").as_bytes()) {
                    Ok(_) => ok += 1,
                    Err(_) => err += 1,
                }
                // Swap two neighbouring lines only: mostly still readable.
                let mut near = lines.clone();
                let k = rng.index(near.len().max(2) - 1);
                if k + 1 < near.len() {
                    near.swap(k, k + 1);
                }
                let _ = parse(near.join("\n").as_bytes());
                // Drop a line.
                let mut less = lines.clone();
                if !less.is_empty() {
                    less.remove(rng.index(less.len()));
                }
                let _ = parse(less.join("\n").as_bytes());
            }
        }
        assert!(ok > 0 && err > 0, "ok {ok} err {err}");
    }
}
