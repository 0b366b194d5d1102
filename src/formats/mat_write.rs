//! Writes a match as a Jellyfish `.mat` transcript, laid out as gnuBG's own
//! `export match mat` lays it out, so that gnuBG and XG import it and
//! [`crate::formats::mat`] reads back the same match: the same players,
//! length, games, scores, results and rolls (hence the same identity in the
//! library).
//!
//! The layout: a tag block (`; [Event "…"]`, `; [EventDate "YYYY.MM.DD"]`,
//! the players and the rules), ` N point match` (`0 point match` for a
//! money session), then per game ` Game N`, the score line and numbered
//! turn lines, the left column for the first player, the right column
//! (from column 33) for the second. A turn is `63: 24/18 13/10`, a dance
//! the dice alone (`63:`), a cube action ` Doubles => 2`, ` Takes`,
//! ` Drops`, ` Beavers => 4`; the game ends with ` Wins N point(s)` in the
//! winner's column (` and the match` after it when that game decides the
//! match).
//!
//! Moves are written in gnuBG's notation whatever the file they came from:
//! numeric points (bar 25, off 0), one sub-move per die (`24/18 18/13`,
//! not `24/13`; `13/7 13/7`, not `13/7(2)`; `13/7* 7/1`, not `13/7*/1`)
//! and a `*` on every hit. A board is followed through each game to split
//! a consolidated move (by way of an open point) and to find the hits,
//! which the moves read from SGF files do not mark.

use crate::model::position::{Board, Point};
use crate::model::{Decision, DecisionKind, Game, Match};

/// Longest match a `.mat` transcript can hold (as the reader accepts).
const MAX_LENGTH: u32 = 64;
/// Largest cube value a transcript can hold (as the reader accepts).
const MAX_CUBE: u32 = 1 << 16;
/// Width of the left column of a numbered line (after `NNN) `), as gnuBG.
const LEFT_WIDTH: usize = 28;
/// Width of the left player's part of the score line (after one space).
const SCORE_WIDTH: usize = 31;
/// Indentation of a bare ` Wins` line in the left and the right column.
const BARE_LEFT: usize = 5;
const BARE_RIGHT: usize = 33;

/// Why a match cannot be written as a `.mat` transcript.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MatWriteError {
    #[error("the match has no game; a .mat transcript needs at least one")]
    NoGames,
    #[error("the match is {0} points long; a .mat transcript holds matches of at most 64 points")]
    TooLong(u32),
    #[error("player {} has no name; a .mat score line needs one", .seat + 1)]
    NoName { seat: u8 },
    #[error("player name {name:?} cannot be written on a .mat score line: it {why}")]
    BadName { name: String, why: &'static str },
    #[error("game {game}: the score {a}-{b} is above the match length {length}")]
    ScoreAboveLength {
        game: u32,
        a: u32,
        b: u32,
        length: u32,
    },
    #[error("game {game}, move {move_number}: seat {seat} is not one of the two players")]
    BadSeat {
        game: u32,
        move_number: u32,
        seat: u8,
    },
    #[error(
        "game {game}, move {move_number}: a checker play without two dice from 1 to 6 ({dice:?})"
    )]
    BadDice {
        game: u32,
        move_number: u32,
        dice: Option<[u8; 2]>,
    },
    #[error(
        "game {game}, move {move_number}: the move {played:?} cannot be written in Jellyfish notation"
    )]
    BadMove {
        game: u32,
        move_number: u32,
        played: String,
    },
    #[error(
        "game {game}, move {move_number}: a cube of {cube} cannot be doubled in a .mat transcript (largest cube 65536)"
    )]
    BadCube {
        game: u32,
        move_number: u32,
        cube: u32,
    },
    #[error(
        "game {game}: its {rolls} rolls are not the dice of its {plays} checker plays (first difference at roll {at}); a transcript writes the rolls with the plays"
    )]
    RollsDisagree {
        game: u32,
        rolls: usize,
        plays: usize,
        at: usize,
    },
    #[error("game {game}: the winner's seat {seat} is not one of the two players")]
    BadWinner { game: u32, seat: u8 },
}

/// The match as a Jellyfish `.mat` transcript (the format `src/formats/mat.rs` reads).
pub fn write_mat(m: &crate::model::Match) -> Result<String, MatWriteError> {
    if m.games.is_empty() {
        return Err(MatWriteError::NoGames);
    }
    if m.length > MAX_LENGTH {
        return Err(MatWriteError::TooLong(m.length));
    }
    let players = [name(&m.players[0], 0)?, name(&m.players[1], 1)?];

    let mut out = String::new();
    header(m, &players, &mut out);
    for (k, g) in m.games.iter().enumerate() {
        let number = u32::try_from(k + 1).unwrap_or(u32::MAX);
        game(m, g, number, &players, &mut out)?;
    }
    Ok(out)
}

// ---------------------------------------------------------------------------
// Header and names

fn header(m: &Match, players: &[String; 2], out: &mut String) {
    let mut tag = |key: &str, value: &str| {
        out.push_str(&format!("; [{key} \"{}\"]\n", one_line(value)));
    };
    if let Some(e) = m.event.as_deref().map(str::trim).filter(|e| !e.is_empty()) {
        tag("Event", e);
    }
    if let Some(d) = m.date.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
        tag("EventDate", &jf_date(d));
    }
    tag("Player 1", &players[0]);
    tag("Player 2", &players[1]);
    tag("Variation", "Backgammon");
    if m.length > 0 {
        tag("Crawford", if m.rules.crawford { "On" } else { "Off" });
    }
    if m.rules.jacoby {
        tag("Jacoby", "On");
    }
    if m.rules.beavers {
        tag("Beaver", "On");
    }
    out.push_str(&format!("\n {} point match\n\n", m.length));
}

/// A tag value on one line.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// `2024-03-09` → `2024.03.09` (the `EventDate` form); other dates as written.
fn jf_date(d: &str) -> String {
    let b = d.as_bytes();
    let iso = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if iso {
        d.replace('-', ".")
    } else {
        d.to_string()
    }
}

/// A player's name as the score line can hold it (trimmed).
fn name(raw: &str, seat: u8) -> Result<String, MatWriteError> {
    let n = raw.trim();
    if n.is_empty() {
        return Err(MatWriteError::NoName { seat });
    }
    let bad = |why| {
        Err(MatWriteError::BadName {
            name: raw.to_string(),
            why,
        })
    };
    if n.chars().any(char::is_control) {
        return bad("spans more than one line or holds control characters");
    }
    // `: 3` followed by a blank or the end is how the score line gives a score.
    for (c, ch) in n.char_indices() {
        if ch != ':' {
            continue;
        }
        let after = n[c + 1..].trim_start();
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        if digits > 0
            && after[digits..]
                .chars()
                .next()
                .is_none_or(char::is_whitespace)
        {
            return bad("holds a ': N' that readers take for a score");
        }
    }
    // `Name,1612.3` is GamesGrid's name and rating.
    if let Some((head, tail)) = n.rsplit_once(',') {
        let t = tail.trim();
        if !head.trim().is_empty()
            && !t.is_empty()
            && t.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        {
            return bad("ends with ',N', which readers take for a rating");
        }
    }
    Ok(n.to_string())
}

// ---------------------------------------------------------------------------
// Games

fn game(
    m: &Match,
    g: &Game,
    number: u32,
    players: &[String; 2],
    out: &mut String,
) -> Result<(), MatWriteError> {
    if m.length > 0 && (g.score[0] > m.length || g.score[1] > m.length) {
        return Err(MatWriteError::ScoreAboveLength {
            game: number,
            a: g.score[0],
            b: g.score[1],
            length: m.length,
        });
    }
    let events = events(g, number)?;

    // The score line.
    let left = format!("{} : {}", players[0], g.score[0]);
    let pad = SCORE_WIDTH.saturating_sub(left.chars().count()).max(3);
    out.push_str(&format!(" Game {number}\n"));
    out.push_str(&format!(
        " {left}{}{} : {}\n",
        " ".repeat(pad),
        players[1],
        g.score[1]
    ));

    // Turns, two columns a line.
    let mut lines: Vec<[Option<String>; 2]> = Vec::new();
    for (seat, text) in events {
        place(&mut lines, seat, text, true);
    }
    let mut bare: Option<(u8, String)> = None;
    if let Some(w) = g.result.winner {
        if w > 1 {
            return Err(MatWriteError::BadWinner {
                game: number,
                seat: w,
            });
        }
        let p = g.result.points;
        let mut text = format!(" Wins {p} point{}", if p == 1 { "" } else { "s" });
        if m.length > 0 && g.score[usize::from(w)].saturating_add(p) >= m.length {
            text.push_str(" and the match");
        }
        if !place(&mut lines, w, text.clone(), false) {
            bare = Some((w, text));
        }
    }
    for (k, [left, right]) in lines.iter().enumerate() {
        let mut line = format!("{:>3}) ", k + 1);
        let l = left.as_deref().unwrap_or("");
        line.push_str(l);
        if let Some(r) = right {
            let used = l.chars().count();
            line.push_str(&" ".repeat(LEFT_WIDTH.saturating_sub(used).max(2)));
            line.push_str(r);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some((w, text)) = bare {
        let indent = if w == 0 { BARE_LEFT } else { BARE_RIGHT };
        out.push_str(&" ".repeat(indent));
        out.push_str(&text);
        out.push('\n');
    }
    out.push('\n');
    Ok(())
}

/// Puts `text` in `seat`'s column: on the last line when that column is
/// free and nothing stands to its right, else (when `new_line`) on a new
/// line. Returns whether it was placed.
fn place(lines: &mut Vec<[Option<String>; 2]>, seat: u8, text: String, new_line: bool) -> bool {
    let s = usize::from(seat.min(1));
    if let Some(last) = lines.last_mut() {
        if last[s].is_none() && (s == 1 || last[1].is_none()) {
            last[s] = Some(text);
            return true;
        }
    }
    if !new_line {
        return false;
    }
    let mut line: [Option<String>; 2] = [None, None];
    line[s] = Some(text);
    lines.push(line);
    true
}

/// The game's turns in order, each with its seat: checker plays and the
/// cube actions (a declined chance to double is not written).
fn events(g: &Game, number: u32) -> Result<Vec<(u8, String)>, MatWriteError> {
    let mut out: Vec<(u8, String)> = Vec::new();
    let mut board = Some(Board::initial());
    // The pending double: the doubler and the cube before it.
    let mut pending: Option<(u8, u32)> = None;
    let mut plays: Vec<[u8; 2]> = Vec::new();
    for d in &g.decisions {
        if d.seat > 1 {
            return Err(MatWriteError::BadSeat {
                game: number,
                move_number: d.move_number,
                seat: d.seat,
            });
        }
        match d.kind {
            DecisionKind::NoDouble => {}
            DecisionKind::Checker => {
                if let Some((doubler, before)) = pending.take() {
                    unanswered(&mut out, doubler, before, d, number)?;
                }
                let dice = match d.dice {
                    Some([a, b]) if (1..=6).contains(&a) && (1..=6).contains(&b) => [a, b],
                    other => {
                        return Err(MatWriteError::BadDice {
                            game: number,
                            move_number: d.move_number,
                            dice: other,
                        })
                    }
                };
                let (hi, lo) = (dice[0].max(dice[1]), dice[0].min(dice[1]));
                plays.push([hi, lo]);
                let moves = checker_play(d, [hi, lo], &mut board).ok_or_else(|| {
                    MatWriteError::BadMove {
                        game: number,
                        move_number: d.move_number,
                        played: d.played.clone(),
                    }
                })?;
                let text = if moves.is_empty() {
                    format!("{hi}{lo}:")
                } else {
                    format!("{hi}{lo}: {moves}")
                };
                out.push((d.seat, text));
            }
            DecisionKind::Double => {
                if let Some((doubler, before)) = pending.take() {
                    unanswered(&mut out, doubler, before, d, number)?;
                }
                let to = doubled(d.cube, number, d)?;
                out.push((d.seat, format!(" Doubles => {to}")));
                pending = Some((d.seat, d.cube.max(1)));
            }
            DecisionKind::Take | DecisionKind::Pass => {
                let take = d.kind == DecisionKind::Take;
                let (doubler, before) = pending.take().unwrap_or((1 - d.seat, d.cube.max(1)));
                if take && d.played.eq_ignore_ascii_case("beaver") {
                    // XG: the answer was a beaver (the cube is the one before
                    // the double): the responder redoubles at once.
                    let to = doubled(doubled(before, number, d)?, number, d)?;
                    out.push((d.seat, format!(" Beavers => {to}")));
                    continue;
                }
                // gnuBG SGF: each beaver doubled the cube the answer is
                // given at; the beavers alternate, the responder first.
                let beavers = doublings(before, d.cube);
                push_beavers(&mut out, doubler, before, beavers, d, number)?;
                if beavers > 0 && take {
                    // A beaver is taken by playing on, as gnuBG writes it.
                    continue;
                }
                out.push((d.seat, if take { " Takes" } else { " Drops" }.to_string()));
            }
        }
    }
    if plays != g.rolls {
        let at = plays
            .iter()
            .zip(&g.rolls)
            .take_while(|(a, b)| a == b)
            .count()
            + 1;
        return Err(MatWriteError::RollsDisagree {
            game: number,
            rolls: g.rolls.len(),
            plays: plays.len(),
            at,
        });
    }
    Ok(out)
}

/// A double the file gives no answer to (a `.mat` transcript writes a
/// beaver without a take), settled by the cube `d` is made at: twice the
/// cube before, a take; more, beavers.
fn unanswered(
    out: &mut Vec<(u8, String)>,
    doubler: u8,
    before: u32,
    d: &Decision,
    number: u32,
) -> Result<(), MatWriteError> {
    match doublings(before, d.cube) {
        0 => {}
        1 => out.push((1 - doubler, " Takes".to_string())),
        n => push_beavers(out, doubler, before, n - 1, d, number)?,
    }
    Ok(())
}

/// How many times `before` was doubled to give `now` (0 when it was not).
fn doublings(before: u32, now: u32) -> u32 {
    if before > 0 && now > before && now.is_multiple_of(before) && (now / before).is_power_of_two()
    {
        (now / before).trailing_zeros()
    } else {
        0
    }
}

/// `count` beavers after `doubler` doubled `before`: the responder first,
/// then each side in turn, each doubling the cube again.
fn push_beavers(
    out: &mut Vec<(u8, String)>,
    doubler: u8,
    before: u32,
    count: u32,
    d: &Decision,
    number: u32,
) -> Result<(), MatWriteError> {
    let mut cube = doubled(before, number, d)?;
    for k in 0..count {
        cube = doubled(cube, number, d)?;
        let seat = if k % 2 == 0 { 1 - doubler } else { doubler };
        out.push((seat, format!(" Beavers => {cube}")));
    }
    Ok(())
}

/// Twice `cube`, when a transcript can hold it.
fn doubled(cube: u32, game: u32, d: &Decision) -> Result<u32, MatWriteError> {
    let c = cube.max(1);
    match c.checked_mul(2) {
        Some(v) if v <= MAX_CUBE => Ok(v),
        _ => Err(MatWriteError::BadCube {
            game,
            move_number: d.move_number,
            cube,
        }),
    }
}

// ---------------------------------------------------------------------------
// Moves

/// One checker's step: points from the mover's side, 25 = bar, 0 = off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step {
    from: u8,
    to: u8,
    hit: bool,
}

/// A point of a move's text: `bar`/`b`/`25`, `off`/`o`/`0`, `1`..`24`.
fn point(s: &str) -> Option<u8> {
    match s.to_ascii_lowercase().as_str() {
        "bar" | "b" => Some(25),
        "off" | "o" => Some(0),
        t if !t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit()) => {
            t.parse().ok().filter(|&v| v <= 25)
        }
        _ => None,
    }
}

/// The steps of a move written in any reader's notation: `13/7 8/7`,
/// `bar/22*`, `6/off(2)`, `13/7*/1`, `25/20 6/0`, `Cannot Move`.
fn parse_move(text: &str) -> Option<Vec<Step>> {
    let mut steps = Vec::new();
    let toks: Vec<&str> = text.split_whitespace().collect();
    if toks.len() == 2
        && toks[0].eq_ignore_ascii_case("cannot")
        && toks[1].eq_ignore_ascii_case("move")
    {
        return Some(steps);
    }
    for tok in toks {
        let (body, repeat) = match tok.strip_suffix(')') {
            Some(s) => {
                let open = s.rfind('(')?;
                let n: usize = s[open + 1..].parse().ok()?;
                if !(1..=4).contains(&n) {
                    return None;
                }
                (&s[..open], n)
            }
            None => (tok, 1),
        };
        let mut chain: Vec<(u8, bool)> = Vec::new();
        for part in body.split('/') {
            let hit = part.ends_with('*');
            chain.push((point(part.trim_end_matches('*'))?, hit));
        }
        if chain.len() < 2 {
            return None;
        }
        for _ in 0..repeat {
            for w in chain.windows(2) {
                steps.push(Step {
                    from: w[0].0,
                    to: w[1].0,
                    hit: w[1].1,
                });
            }
        }
    }
    if steps.len() > 8 {
        return None;
    }
    Some(steps)
}

/// The checker play's moves in gnuBG's notation, following `board` (set
/// to `None` once a move does not fit it: the remaining plays are then
/// written as the file gave them).
fn checker_play(d: &Decision, dice: [u8; 2], board: &mut Option<Board>) -> Option<String> {
    let steps = parse_move(&d.played)?;
    let seat = d.seat.min(1);
    let mut out: Vec<String> = Vec::new();
    for s in steps {
        let parts = match board.as_ref() {
            Some(b) => split(b, seat, s, dice),
            None => vec![s],
        };
        for mut p in parts {
            if let Some(b) = board.as_mut() {
                p.hit = (1..=24).contains(&p.to) && opponent(b, seat, p.to) == 1;
                if !b.step(seat, as_point(p.from), as_point(p.to)) {
                    *board = None;
                }
            }
            out.push(format!(
                "{}/{}{}",
                p.from,
                p.to,
                if p.hit { "*" } else { "" }
            ));
        }
    }
    Some(out.join(" "))
}

fn as_point(p: u8) -> Point {
    match p {
        25 => Point::Bar,
        0 => Point::Off,
        p => Point::At(p),
    }
}

/// The opponent's checkers on point `p` (1..=24) of the mover's side.
fn opponent(b: &Board, seat: u8, p: u8) -> u8 {
    let opp = usize::from(1 - seat.min(1));
    b.checkers[opp]
        .get(usize::from(24u8.saturating_sub(p)))
        .copied()
        .unwrap_or(0)
}

/// A step that moves one checker by more than one die (`24/13` with 6-5,
/// `24/16` with 4-4), split into one step per die by way of open points,
/// preferring a way that hits nothing on the way; the step as it is when
/// it is one die or no way is open.
fn split(b: &Board, seat: u8, s: Step, dice: [u8; 2]) -> Vec<Step> {
    if s.from <= s.to {
        return vec![s];
    }
    let dist = s.from - s.to;
    let [d1, d2] = dice;
    let orders: Vec<Vec<u8>> = if d1 == d2 {
        if dist > d1 && dist.is_multiple_of(d1) && dist / d1 <= 4 {
            vec![vec![d1; usize::from(dist / d1)]]
        } else {
            Vec::new()
        }
    } else if dist == d1 + d2 {
        vec![vec![d1, d2], vec![d2, d1]]
    } else {
        Vec::new()
    };
    let mut best: Option<(bool, Vec<Step>)> = None;
    for order in orders {
        let mut at = s.from;
        let mut steps = Vec::with_capacity(order.len());
        let mut open = true;
        let mut hits = false;
        for (k, die) in order.iter().enumerate() {
            let to = at - die;
            let last = k + 1 == order.len();
            if !last {
                match opponent(b, seat, to) {
                    0 => {}
                    1 => hits = true,
                    _ => open = false,
                }
            }
            steps.push(Step {
                from: at,
                to,
                hit: false,
            });
            at = to;
        }
        if !open {
            continue;
        }
        // A way that hits is taken only when the file marked a hit on the
        // way or no other way is open.
        let better = match &best {
            None => true,
            Some((best_hits, _)) => *best_hits && !hits,
        };
        if better {
            best = Some((hits, steps));
        }
    }
    match best {
        Some((_, steps)) => steps,
        None => vec![s],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Format, GameResult, Rules};

    fn dec(seat: u8, n: u32, kind: DecisionKind, cube: u32, played: &str) -> Decision {
        let mut d = Decision::new(seat, n, kind, cube);
        d.played = played.to_string();
        d
    }

    fn roll(seat: u8, n: u32, dice: [u8; 2], played: &str) -> Decision {
        let mut d = dec(seat, n, DecisionKind::Checker, 1, played);
        d.dice = Some(dice);
        d
    }

    fn small() -> Match {
        use DecisionKind::*;
        let g1 = Game {
            number: 1,
            score: [0, 0],
            crawford: false,
            result: GameResult {
                winner: Some(1),
                points: 2,
                resigned: false,
            },
            rolls: vec![[3, 1], [6, 4], [5, 2], [6, 2], [4, 1]],
            decisions: vec![
                roll(0, 1, [1, 3], "8/5 6/5"),
                roll(1, 2, [6, 4], "24/14"),
                dec(0, 3, NoDouble, 1, "No double"),
                roll(0, 3, [5, 2], "13/11 13/8"),
                roll(1, 4, [6, 2], "bar/23 13/7"),
                dec(0, 5, Double, 1, "Double"),
                dec(1, 5, Take, 1, "Take"),
                roll(0, 5, [4, 1], "24/23 13/9"),
                dec(1, 6, Double, 2, "Double"),
                dec(0, 6, Pass, 2, "Pass"),
            ],
        };
        let g2 = Game {
            number: 2,
            score: [0, 2],
            crawford: true,
            result: GameResult {
                winner: Some(1),
                points: 2,
                resigned: true,
            },
            rolls: vec![[6, 6], [4, 3], [2, 1]],
            decisions: vec![
                roll(1, 1, [6, 6], "24/18(2) 13/7(2)"),
                roll(0, 2, [4, 3], "13/9 24/21"),
                roll(1, 3, [2, 1], ""),
            ],
        };
        Match {
            format: Format::Sgf,
            players: ["Ann Lee".into(), "Bob".into()],
            length: 3,
            rules: Rules {
                crawford: true,
                jacoby: false,
                beavers: false,
            },
            date: Some("2024-03-09".into()),
            event: Some("Club night".into()),
            analysed: false,
            games: vec![g1, g2],
            notes: Vec::new(),
        }
    }

    #[test]
    fn small_match_exact_lines() {
        let mut m = small();
        let text = write_mat(&m).expect("write");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "; [Event \"Club night\"]");
        assert_eq!(lines[1], "; [EventDate \"2024.03.09\"]");
        assert!(text.contains("\n 3 point match\n\n Game 1\n"), "{text}");
        let game1 = [
            " Ann Lee : 0                    Bob : 0",
            // 6-4 as `24/14` is split by way of the open 18 (Ann holds
            // Bob's 20); 13/11 hits Bob's blot; the bar is 25.
            "  1) 31: 8/5 6/5                 64: 24/18 18/14",
            "  2) 52: 13/11* 13/8             62: 25/23 13/7",
            "  3)  Doubles => 2                Takes",
            "  4) 41: 24/23 13/9               Doubles => 4",
            "  5)  Drops                       Wins 2 points",
            "",
            " Game 2",
            " Ann Lee : 0                    Bob : 2",
            // The right player opens; repeats written out; a dance.
            "  1)                             66: 24/18 24/18 13/7 13/7",
            "  2) 43: 13/9 24/21              21:",
            // The match-deciding result on a bare line of the right column.
            "                                  Wins 2 points and the match",
            "",
        ];
        let at = lines.iter().position(|l| *l == " Game 1").expect("Game 1");
        assert_eq!(&lines[at + 1..], &game1[..], "{text}");

        // Read back: the same match.
        let back = crate::formats::mat::parse(text.as_bytes()).expect("read back");
        assert_eq!(back.players, m.players);
        assert_eq!((back.length, back.games.len()), (3, 2));
        assert_eq!(back.date, m.date);
        assert_eq!(back.event, m.event);
        assert_eq!(back.rules, m.rules);
        for (a, b) in back.games.iter().zip(&m.games) {
            assert_eq!(
                (a.score, &a.rolls, a.result, a.crawford),
                (b.score, &b.rolls, b.result, b.crawford)
            );
        }

        // Money: `0 point match`, no Crawford tag, no match to win.
        m.length = 0;
        m.rules.crawford = false;
        m.rules.jacoby = true;
        let text = write_mat(&m).expect("money");
        assert!(text.contains("\n 0 point match\n"));
        assert!(!text.contains("Crawford"));
        assert!(text.contains("; [Jacoby \"On\"]"));
        assert!(!text.contains("and the match"));
        let back = crate::formats::mat::parse(text.as_bytes()).expect("money back");
        assert_eq!((back.length, back.rules.jacoby), (0, true));
    }

    #[test]
    fn beavers_as_gnubg_writes_them() {
        use DecisionKind::*;
        let mut m = small();
        m.length = 0;
        m.rules = Rules {
            crawford: false,
            jacoby: false,
            beavers: true,
        };
        // SGF: Ann doubles, Bob beavers, Ann takes at 2 (the answer's cube
        // is doubled by the beaver): written as the beaver alone.
        m.games[1].decisions = vec![
            roll(1, 1, [6, 6], "24/18(2) 13/7(2)"),
            dec(0, 2, Double, 1, "Double"),
            dec(0, 2, Take, 2, "Take"),
            roll(0, 2, [4, 3], "13/9 24/21"),
            roll(1, 3, [2, 1], "13/11 6/5"),
        ];
        m.games[1].result.points = 4;
        let text = write_mat(&m).expect("write");
        let want = "  2)  Doubles => 2                Beavers => 4\n  3) 43: 13/9 24/21              21: 13/11 6/5\n                                  Wins 4 points\n";
        assert!(text.contains(want), "{text}");
        let back = crate::formats::mat::parse(text.as_bytes()).expect("back");
        assert_eq!(back.games[1].rolls, m.games[1].rolls);
        assert_eq!(back.games[1].result, m.games[1].result);
        // XG: the answer is a Take played as "Beaver", at the cube before.
        m.games[1].decisions[2] = dec(1, 2, Take, 1, "Beaver");
        assert!(write_mat(&m).expect("xg").contains(want));
    }

    #[test]
    fn what_cannot_be_written_is_an_error() {
        let mut m = small();
        m.players[1] = "  ".into();
        assert_eq!(write_mat(&m), Err(MatWriteError::NoName { seat: 1 }));
        let mut m = small();
        m.players[0] = "Team A: 3 wins".into();
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadName { .. })));
        let mut m = small();
        m.players[0] = "Kit,1800".into();
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadName { .. })));
        let mut m = small();
        m.players[0] = "Ann\nLee".into();
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadName { .. })));
        let mut m = small();
        m.games.clear();
        assert_eq!(write_mat(&m), Err(MatWriteError::NoGames));
        let mut m = small();
        m.length = 65;
        assert_eq!(write_mat(&m), Err(MatWriteError::TooLong(65)));
        let mut m = small();
        m.games[0].rolls.pop();
        let e = write_mat(&m).expect_err("rolls");
        assert_eq!(
            e.to_string(),
            "game 1: its 4 rolls are not the dice of its 5 checker plays (first difference at roll 5); a transcript writes the rolls with the plays"
        );
        let mut m = small();
        m.games[0].decisions[0].played = "8/5 6/?".into();
        let e = write_mat(&m).expect_err("move");
        assert_eq!(
            e.to_string(),
            "game 1, move 1: the move \"8/5 6/?\" cannot be written in Jellyfish notation"
        );
        let mut m = small();
        m.games[0].decisions[0].dice = Some([0, 3]);
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadDice { .. })));
        let mut m = small();
        m.games[0].decisions[5].cube = 1 << 16;
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadCube { .. })));
        let mut m = small();
        m.games[1].score = [4, 0];
        assert!(matches!(
            write_mat(&m),
            Err(MatWriteError::ScoreAboveLength { .. })
        ));
        let mut m = small();
        m.games[1].decisions[0].seat = 2;
        assert!(matches!(write_mat(&m), Err(MatWriteError::BadSeat { .. })));
        let mut m = small();
        m.games[1].result.winner = Some(3);
        assert!(matches!(
            write_mat(&m),
            Err(MatWriteError::BadWinner { .. })
        ));
    }

    #[test]
    fn notations_are_read() {
        let s = |t: &str| {
            parse_move(t).map(|v| v.iter().map(|s| (s.from, s.to, s.hit)).collect::<Vec<_>>())
        };
        assert_eq!(
            s("bar/22* 6/off(2)"),
            Some(vec![(25, 22, true), (6, 0, false), (6, 0, false)])
        );
        assert_eq!(s("13/7*/1"), Some(vec![(13, 7, true), (7, 1, false)]));
        assert_eq!(
            s("Bar/14 6/Off"),
            Some(vec![(25, 14, false), (6, 0, false)])
        );
        assert_eq!(s("Cannot Move"), Some(vec![]));
        assert_eq!(s(""), Some(vec![]));
        assert_eq!(s("13/7(9)"), None);
        assert_eq!(s("13"), None);
        assert_eq!(s("26/20"), None);
    }
}
