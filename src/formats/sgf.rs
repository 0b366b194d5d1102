//! gnuBG SGF (`GM[6]`) reader.
//!
//! Every decision is judged here by gnuBG's own statistics rules
//! (`analysis.c: updateStatcontext`, as restated in `docs/gnubg-oracle.md`
//! §5): a checker play counts when its candidate list has more than one
//! entry; a no-double counts when it is "close"; doubles, takes and passes
//! always count. Cube arithmetic is done in `f32` like gnuBG, so a decision
//! that sits exactly on the 0.16 window lands on the same side.
//!
//! The tokenizer works on borrowed byte slices and reuses its buffers, so a
//! 500 KB analysed match parses without an allocation per property.

use crate::formats::ParseError;
use crate::model::met::{kazaross_xg2, CubeCtx};
use crate::model::moves::cube_candidates;
use crate::model::position::{Board, Point};
use crate::model::{
    Candidate, Decision, DecisionKind, Format, Game, GameResult, Match, Note, Origin, Rules,
    CENTRED,
};
use crate::msg;

/// One property of a node: its identifier and the range of its values in
/// the shared value buffer.
struct Prop<'a> {
    ident: &'a [u8],
    first: usize,
    count: usize,
}

/// A node being read: properties and their values, both borrowed.
#[derive(Default)]
struct Node<'a> {
    props: Vec<Prop<'a>>,
    values: Vec<&'a [u8]>,
}

impl<'a> Node<'a> {
    fn clear(&mut self) {
        self.props.clear();
        self.values.clear();
    }

    fn get(&self, ident: &[u8]) -> Option<&[&'a [u8]]> {
        self.props
            .iter()
            .find(|p| p.ident == ident)
            .map(|p| &self.values[p.first..p.first + p.count])
    }

    fn first(&self, ident: &[u8]) -> Option<&'a [u8]> {
        self.get(ident).and_then(|v| v.first().copied())
    }
}

/// A cursor over the file's bytes.
struct Lexer<'a> {
    b: &'a [u8],
    i: usize,
}

impl<'a> Lexer<'a> {
    fn skip_ws(&mut self) {
        while self.i < self.b.len() && self.b[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    /// Reads the properties of one node (the cursor is just past its `;`).
    fn node(&mut self, node: &mut Node<'a>) -> Result<(), ParseError> {
        node.clear();
        loop {
            self.skip_ws();
            match self.peek() {
                Some(c) if c.is_ascii_uppercase() => {
                    let start = self.i;
                    while self.i < self.b.len() && self.b[self.i].is_ascii_uppercase() {
                        self.i += 1;
                    }
                    let ident = &self.b[start..self.i];
                    let first = node.values.len();
                    self.skip_ws();
                    while self.peek() == Some(b'[') {
                        let vstart = self.i + 1;
                        // Jump from one `]` or `\\` to the next: analysis values
                        // are long, and this scan is the reader's hot loop.
                        let mut j = vstart;
                        loop {
                            let rest = self.b.get(j..).unwrap_or(&[]);
                            match memchr::memchr2(b']', b'\\', rest).map(|k| j + k) {
                                None => {
                                    return Err(ParseError::at_byte(
                                        start,
                                        msg!("parse-sgf-value-not-closed"),
                                    ))
                                }
                                Some(k) if self.b[k] == b'\\' => j = k + 2,
                                Some(k) => {
                                    j = k;
                                    break;
                                }
                            }
                        }
                        node.values.push(&self.b[vstart..j.min(self.b.len())]);
                        self.i = j + 1;
                        self.skip_ws();
                    }
                    let count = node.values.len() - first;
                    if count == 0 {
                        return Err(ParseError::at_byte(start, msg!("parse-sgf-no-value")));
                    }
                    node.props.push(Prop {
                        ident,
                        first,
                        count,
                    });
                }
                Some(b';') | Some(b'(') | Some(b')') | None => return Ok(()),
                Some(_) => {
                    return Err(ParseError::at_byte(
                        self.i,
                        msg!("parse-sgf-unexpected-property"),
                    ))
                }
            }
        }
    }
}

fn text(v: &[u8]) -> String {
    let s = String::from_utf8_lossy(v);
    if s.contains('\\') {
        let mut out = String::with_capacity(s.len());
        let mut esc = false;
        for c in s.chars() {
            if esc {
                out.push(c);
                esc = false;
            } else if c == '\\' {
                esc = true;
            } else {
                out.push(c);
            }
        }
        out
    } else {
        s.into_owned()
    }
}

fn parse_f32(tok: &[u8]) -> Option<f32> {
    std::str::from_utf8(tok).ok()?.trim().parse::<f32>().ok()
}

fn parse_u32(tok: &[u8]) -> Option<u32> {
    std::str::from_utf8(tok).ok()?.trim().parse::<u32>().ok()
}

/// The equity (cubeful EMG for the mover) of one `A[]` candidate, and its move letters.
fn candidate(v: &[u8]) -> Option<(f32, &[u8])> {
    let mut toks = v
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty());
    let first = toks.next()?;
    let (mv, kind) = if first == b"E" || first == b"X" || first == b"R" {
        (&b""[..], first)
    } else {
        (first, toks.next()?)
    };
    match kind {
        // E ver 3 w wg wbg lg lbg eq ...
        b"E" => {
            let mut rest = toks;
            let first = rest.next()?;
            let eq = if first == b"ver" {
                rest.nth(6)?
            } else {
                // pre-"ver" files: five probabilities then the equity
                rest.nth(4)?
            };
            Some((parse_f32(eq)?, mv))
        }
        // Rollouts: the equity is the first value after "Score".
        _ => {
            let mut it = toks.skip_while(|t| *t != b"Score");
            it.next()?;
            Some((parse_f32(it.next()?)?, mv))
        }
    }
}

/// The two cubeful values (ND, DT) of a `DA[]` analysis: MWC in match
/// play, EMG in money play.
fn cube_analysis(v: &[u8]) -> Option<(f32, f32)> {
    let mut toks = v
        .split(|c| c.is_ascii_whitespace())
        .filter(|t| !t.is_empty());
    match toks.next()? {
        b"E" => {
            // E ver 3 <plies>[C] <det> <noise> <prune> then 2 × 7 floats:
            // the cubeful values are the 7th of each.
            let skip = if toks.next()? == b"ver" { 5 } else { 3 };
            let nd = toks.nth(skip + 6)?;
            let dt = toks.nth(6)?;
            Some((parse_f32(nd)?, parse_f32(dt)?))
        }
        _ => {
            // Rollout: "... NoDouble Output (7) ... DoubleTake Output (7) ..."
            let toks: Vec<&[u8]> = toks.collect();
            let nd_at = toks.iter().position(|t| *t == b"NoDouble")?;
            let dt_at = toks.iter().position(|t| *t == b"DoubleTake")?;
            let nd = parse_f32(toks.get(nd_at + 2 + 6)?)?;
            let dt = parse_f32(toks.get(dt_at + 2 + 6)?)?;
            Some((nd, dt))
        }
    }
}

/// gnuBG's cube decision numbers in EMG for the mover: (optimal, ND, DT, DP).
fn cube_numbers(ctx: &CubeCtx, owner: Option<u8>, nd: f32, dt: f32) -> (f32, f32, f32, f32) {
    let (nd, dt, dp) = match ctx.wl() {
        Some((w, l)) => {
            let (w, l) = (w as f32, l as f32);
            let conv = |m: f32| (2.0f32 * m - (w + l)) / (w - l);
            (conv(nd), conv(dt), conv(w))
        }
        None => (nd, dt, 1.0f32),
    };
    if !ctx.can_double(owner) {
        return (nd, nd, dt, dp);
    }
    let opt = if dt >= nd && dp >= nd { dt.min(dp) } else { nd };
    (opt, nd, dt, dp)
}

/// Turns gnuBG's move letters into `13/7 8/7` text from the mover's view.
fn move_text(letters: &[u8], seat: u8) -> String {
    let point = |c: u8| -> Option<String> {
        match c {
            b'y' => Some("bar".into()),
            b'z' => Some("off".into()),
            b'a'..=b'x' => {
                let p = if seat == 0 {
                    c - b'a' + 1
                } else {
                    b'x' - c + 1
                };
                Some(p.to_string())
            }
            _ => None,
        }
    };
    let mut out = String::new();
    for pair in letters.chunks(2) {
        if let [f, t] = pair {
            if let (Some(f), Some(t)) = (point(*f), point(*t)) {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(&f);
                out.push('/');
                out.push_str(&t);
            }
        }
    }
    out
}

/// A move letter as a point from the mover's side.
fn sgf_point(c: u8, seat: u8) -> Point {
    match c {
        b'y' => Point::Bar,
        b'z' => Point::Off,
        b'a'..=b'x' => Point::At(if seat == 0 {
            c - b'a' + 1
        } else {
            b'x' - c + 1
        }),
        _ => Point::Off,
    }
}

fn luck_value(v: Option<&[u8]>) -> Option<f64> {
    let x = f64::from(parse_f32(v?)?);
    (x.is_finite() && x.abs() < 1e30).then_some(x)
}

#[derive(Default)]
struct GameRoot {
    length: Option<u32>,
    score: [u32; 2],
    crawford_rule: bool,
    crawford_game: bool,
    jacoby: bool,
    cube: u32,
    result: GameResult,
}

/// What a game's root node says: the game, and the match's players, date and event.
type RootInfo = (
    GameRoot,
    Option<[String; 2]>,
    Option<String>,
    Option<String>,
);

fn read_root(node: &Node, at: usize) -> Result<RootInfo, ParseError> {
    if let Some(gm) = node.first(b"GM") {
        if gm != b"6" {
            return Err(ParseError::at_byte(
                at,
                msg!("parse-sgf-other-game", gm = text(gm)),
            ));
        }
    } else {
        return Err(ParseError::at_byte(at, msg!("parse-sgf-no-gm")));
    }
    let mut root = GameRoot {
        cube: 1,
        ..Default::default()
    };
    for v in node.get(b"MI").unwrap_or(&[]) {
        let s = text(v);
        let (k, x) = s.split_once(':').unwrap_or((&s, ""));
        let n = x
            .trim()
            .parse::<u32>()
            .map_err(|_| ParseError::at_byte(at, msg!("parse-sgf-mi-not-number", value = &s)))?;
        match k {
            "length" => root.length = Some(n),
            "ws" => root.score[0] = n,
            "bs" => root.score[1] = n,
            _ => {}
        }
    }
    if let Some(len) = root.length {
        if len > 63 {
            return Err(ParseError::at_byte(
                at,
                msg!("parse-sgf-length-beyond", length = len),
            ));
        }
        if len > 0 && (root.score[0] >= len || root.score[1] >= len) {
            return Err(ParseError::at_byte(
                at,
                msg!(
                    "parse-sgf-score-not-below",
                    a = root.score[0],
                    b = root.score[1],
                    length = len
                ),
            ));
        }
    }
    for v in node.get(b"RU").unwrap_or(&[]) {
        for r in text(v).split(':') {
            match r {
                "Crawford" => root.crawford_rule = true,
                "CrawfordGame" => root.crawford_game = true,
                "Jacoby" => root.jacoby = true,
                _ => {}
            }
        }
    }
    if let Some(cv) = node.first(b"CV") {
        root.cube = parse_u32(cv)
            .filter(|c| c.is_power_of_two() && *c <= 1 << 15)
            .ok_or_else(|| ParseError::at_byte(at, msg!("parse-sgf-cv", value = text(cv))))?;
    }
    if let Some(re) = node.first(b"RE") {
        let s = text(re);
        let mut ch = s.chars();
        let winner = match ch.next() {
            Some('W') => Some(0),
            Some('B') => Some(1),
            _ => None,
        };
        if let Some(w) = winner {
            let rest: String = ch.collect();
            let rest = rest.trim_start_matches('+');
            let resigned = rest.ends_with('R');
            let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            let points = digits
                .parse::<u32>()
                .map_err(|_| ParseError::at_byte(at, msg!("parse-sgf-re-points", value = &s)))?;
            if points > 3 * (1 << 15) {
                return Err(ParseError::at_byte(
                    at,
                    msg!("parse-sgf-re-absurd", value = &s),
                ));
            }
            root.result = GameResult {
                winner: Some(w),
                points,
                resigned,
            };
        }
    }
    let players = match (node.first(b"PW"), node.first(b"PB")) {
        (Some(w), Some(b)) => Some([text(w).trim().to_string(), text(b).trim().to_string()]),
        _ => None,
    };
    let date = node
        .first(b"DT")
        .map(|v| text(v).trim().to_string())
        .filter(|s| !s.is_empty());
    let event = node
        .first(b"EV")
        .map(|v| text(v).trim().to_string())
        .filter(|s| !s.is_empty());
    Ok((root, players, date, event))
}

/// Per-game walking state.
struct GameState {
    length: u32,
    score: [u32; 2],
    crawford: bool,
    cube: u32,
    owner: Option<u8>,
    /// The owner gnuBG's Match IDs show (differs from `owner` after a beaver).
    shown_owner: Option<u8>,
    /// The doubler of the double now pending, if any.
    doubler: Option<u8>,
    move_number: u32,
    /// The board before the next play, to name each decision's position.
    board: Board,
    /// Whether to keep each checker play's candidates.
    want_candidates: bool,
}

impl GameState {
    fn ctx(&self, mover: u8) -> CubeCtx {
        CubeCtx {
            length: self.length,
            score: self.score,
            cube: self.cube,
            mover,
            crawford: self.crawford,
        }
    }
}

fn mwc(ctx: &CubeCtx, e: f64) -> Option<f64> {
    ctx.mwc_cost(e)
}

/// Reads a gnuBG SGF file.
pub fn parse(bytes: &[u8]) -> Result<Match, ParseError> {
    parse_as(bytes, false)
}

/// [`parse`], with each analysed checker play's candidate moves
/// ([`Decision::candidates`], from its `A[]`): for a board's analysis
/// panel, not import.
pub fn parse_with_candidates(bytes: &[u8]) -> Result<Match, ParseError> {
    parse_as(bytes, true)
}

fn parse_as(bytes: &[u8], want_candidates: bool) -> Result<Match, ParseError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut lx = Lexer { b: bytes, i: 0 };
    let mut node = Node::default();
    let mut games: Vec<Game> = Vec::new();
    let mut players: Option<[String; 2]> = None;
    let mut date = None;
    let mut event = None;
    let mut length: Option<u32> = None;
    let mut rules = Rules::default();
    // Which players' checker plays carry an analysis (`A[]`).
    let mut analysed_seat = [false; 2];
    let mut notes: Vec<Note> = Vec::new();
    // Make sure the table is built before the hot loop.
    let _ = kazaross_xg2();

    loop {
        lx.skip_ws();
        match lx.peek() {
            None => break,
            Some(b'(') => lx.i += 1,
            Some(b')') => {
                lx.i += 1;
                continue;
            }
            Some(_) if games.is_empty() => {
                return Err(ParseError::at_byte(lx.i, msg!("parse-sgf-not-sgf")));
            }
            Some(_) => {
                // Trailing bytes after the last game tree.
                return Err(ParseError::at_byte(lx.i, msg!("parse-sgf-trailing-bytes")));
            }
        }
        lx.skip_ws();
        if lx.peek() != Some(b';') {
            return Err(ParseError::at_byte(lx.i, msg!("parse-sgf-tree-no-node")));
        }
        let root_at = lx.i;
        lx.i += 1;
        lx.node(&mut node)?;
        let (root, p, d, e) = read_root(&node, root_at)?;
        if players.is_none() {
            players = p;
            date = d;
            event = e;
        }
        let len = root.length.unwrap_or(0);
        if let Some(l) = length {
            if l != len {
                return Err(ParseError::at_byte(
                    root_at,
                    msg!("parse-sgf-mixed-lengths"),
                ));
            }
        }
        length = Some(len);
        rules.crawford |= root.crawford_rule;
        rules.jacoby |= root.jacoby;
        let mut st = GameState {
            length: len,
            score: root.score,
            crawford: root.crawford_game,
            cube: root.cube,
            owner: None,
            shown_owner: None,
            doubler: None,
            move_number: 0,
            board: Board::initial(),
            want_candidates,
        };
        let mut game = Game {
            number: games.len() as u32 + 1,
            score: root.score,
            crawford: root.crawford_game,
            result: root.result,
            rolls: Vec::new(),
            decisions: Vec::new(),
        };
        // The nodes of this game.
        loop {
            lx.skip_ws();
            match lx.peek() {
                Some(b';') => {
                    let at = lx.i;
                    lx.i += 1;
                    lx.node(&mut node)?;
                    let before = game.decisions.len();
                    if let Some(seat) = game_node(&node, &mut st, &mut game, at)? {
                        analysed_seat[usize::from(seat)] = true;
                    }
                    // A comment (`C[]`) is the node's last decision's.
                    if let (Some(c), Some(seq)) =
                        (node.first(b"C"), game.decisions.len().checked_sub(1))
                    {
                        let t = text(c).trim().to_string();
                        if game.decisions.len() > before && !t.is_empty() {
                            notes.push(Note {
                                game: game.number,
                                seq: seq as u32,
                                origin: Origin::Gnubg,
                                text: Some(t),
                                flagged: false,
                            });
                        }
                    }
                }
                Some(b')') => {
                    lx.i += 1;
                    break;
                }
                Some(b'(') => return Err(ParseError::at_byte(lx.i, msg!("parse-sgf-variations"))),
                Some(_) => {
                    return Err(ParseError::at_byte(
                        lx.i,
                        msg!("parse-sgf-unexpected-character"),
                    ))
                }
                None => {
                    return Err(ParseError::at_byte(
                        bytes.len(),
                        msg!("parse-sgf-truncated"),
                    ))
                }
            }
        }
        games.push(game);
    }
    if games.is_empty() {
        return Err(ParseError::new(msg!("parse-sgf-no-game")));
    }
    let players = players.ok_or_else(|| ParseError::new(msg!("parse-sgf-no-players")))?;
    let length = length.unwrap_or(0);
    if length == 0 {
        rules.crawford = false;
    }
    // A match is analysed when both players' plays are. gnuBG also saves
    // the evaluations a computer player made for its own moves, and hints
    // asked during play; a match saved that way was never analysed, and its
    // error figures are unknown, not zero.
    let has_checker_analysis = analysed_seat[0] && analysed_seat[1];
    if !has_checker_analysis {
        for g in &mut games {
            for d in &mut g.decisions {
                d.error = None;
                d.mwc_loss = None;
                d.counts = false;
                d.best = None;
            }
        }
    }
    Ok(Match {
        format: Format::Sgf,
        players,
        length,
        rules,
        date,
        event,
        analysed: has_checker_analysis,
        games,
        notes,
    })
}

fn seat_of<'a>(node: &Node<'a>) -> Option<(u8, &'a [u8])> {
    if let Some(v) = node.first(b"W") {
        return Some((0, v));
    }
    node.first(b"B").map(|v| (1, v))
}

fn decision(seat: u8, move_number: u32, kind: DecisionKind, cube: u32) -> Decision {
    Decision::new(seat, move_number, kind, cube)
}

/// Applies one move node; returns the seat whose checker play it analysed, if any.
fn game_node(
    node: &Node,
    st: &mut GameState,
    game: &mut Game,
    at: usize,
) -> Result<Option<u8>, ParseError> {
    let Some((p, val)) = seat_of(node) else {
        // Set-up nodes, set-dice (PL/DI: rolled, then resigned) and comments
        // are not decisions.
        return Ok(None);
    };
    let da = match node.first(b"DA") {
        Some(v) => {
            Some(cube_analysis(v).ok_or_else(|| ParseError::at_byte(at, msg!("parse-sgf-da")))?)
        }
        None => None,
    };
    match val {
        b"double" => {
            if st.doubler.is_some() {
                // A beaver (or raccoon): never analysed; the cube doubles.
                // gnuBG's analysis then counts the first doubler as the
                // owner (its figures are equal only so), while its Match IDs
                // leave the cube with the beaverer: both are kept.
                st.cube = st.cube.saturating_mul(2);
                st.owner = Some(1 - p);
                st.shown_owner = Some(p);
                return Ok(None);
            }
            st.move_number += 1;
            st.doubler = Some(p);
            let mut d = decision(p, st.move_number, DecisionKind::Double, st.cube);
            d.played = "Double".into();
            d.position = Some(st.board.position_id(p));
            d.cube_owner = Some(st.shown_owner.unwrap_or(CENTRED));
            if let Some((nd, dt)) = da {
                let ctx = st.ctx(p);
                let (opt, nd, dt, dp) = cube_numbers(&ctx, st.owner, nd, dt);
                let r = dt.min(dp) - opt;
                let e = if r < 0.0 { f64::from(-r) } else { 0.0 };
                if st.want_candidates {
                    d.candidates = Some(cube_candidates(true, nd, dt, dp, "Double"));
                }
                d.counts = true;
                d.error = Some(e);
                d.mwc_loss = mwc(&ctx, e);
                d.best = Some(
                    if nd > dt.min(dp) {
                        "No double"
                    } else {
                        "Double"
                    }
                    .into(),
                );
            }
            game.decisions.push(d);
            Ok(None)
        }
        b"take" | b"drop" => {
            let take = val == b"take";
            let doubler = st.doubler.unwrap_or(1 - p);
            let kind = if take {
                DecisionKind::Take
            } else {
                DecisionKind::Pass
            };
            // gnuBG analyses the answer that ends a double, a beaver's
            // included, with the first doubler's numbers at the cube in force
            // (doubled by each beaver), as `analysis.c` does.
            let mut d = decision(p, st.move_number, kind, st.cube);
            d.played = if take { "Take" } else { "Pass" }.into();
            d.position = Some(st.board.position_id(doubler));
            // The answer to a beaver is the first doubler's: gnuBG shows it
            // as the answer to the first double, a state the decision's own
            // seat and cube cannot name, so its Match ID is left unknown.
            if doubler != p {
                d.cube_owner = Some(st.shown_owner.unwrap_or(CENTRED));
            }
            if let Some((nd, dt)) = da {
                let ctx = st.ctx(doubler);
                let (_, nd, dt, dp) = cube_numbers(&ctx, st.owner, nd, dt);
                if st.want_candidates {
                    let played = if take { "Take" } else { "Pass" };
                    d.candidates = Some(cube_candidates(false, nd, dt, dp, played));
                }
                let e = if take && dt > dp {
                    f64::from(dt - dp)
                } else if !take && dp > dt {
                    f64::from(dp - dt)
                } else {
                    0.0
                };
                d.counts = true;
                d.error = Some(e);
                d.mwc_loss = mwc(&ctx, e);
                d.best = Some(if dt > dp { "Pass" } else { "Take" }.into());
            }
            game.decisions.push(d);
            if take {
                st.cube = st.cube.saturating_mul(2);
                st.owner = Some(p);
                // The taker owns the cube; taking a beaver leaves it with
                // the beaverer.
                if doubler != p {
                    st.shown_owner = Some(p);
                }
            }
            st.doubler = None;
            Ok(None)
        }
        _ => {
            // A checker play: two dice digits, then from/to letter pairs.
            let dice = match val {
                [a @ b'1'..=b'6', b @ b'1'..=b'6', ..] => [a - b'0', b - b'0'],
                _ => {
                    return Err(ParseError::at_byte(
                        at,
                        msg!(
                            "parse-sgf-move-dice",
                            side = if p == 0 { "W" } else { "B" },
                            value = text(val)
                        ),
                    ))
                }
            };
            let letters = &val[2..];
            if letters.len() % 2 != 0
                || letters.len() > 8
                || letters.iter().any(|c| !c.is_ascii_lowercase())
            {
                return Err(ParseError::at_byte(
                    at,
                    msg!("parse-sgf-move-points", value = text(val)),
                ));
            }
            st.doubler = None;
            st.move_number += 1;
            let ctx = st.ctx(p);
            let position = st.board.position_id(p);
            if let Some((nd, dt)) = da {
                let (opt, nd, dt, _dp) = cube_numbers(&ctx, st.owner, nd, dt);
                let close = opt - dt.min(1.0) < 0.16f32;
                let e = if nd < opt { f64::from(opt - nd) } else { 0.0 };
                let mut d = decision(p, st.move_number, DecisionKind::NoDouble, st.cube);
                d.played = "No double".into();
                if st.want_candidates {
                    d.candidates = Some(cube_candidates(true, nd, dt, _dp, "No double"));
                }
                d.counts = close;
                d.error = Some(e);
                d.mwc_loss = mwc(&ctx, e);
                d.best = Some(if nd < opt { "Double" } else { "No double" }.into());
                d.position = Some(position.clone());
                d.cube_owner = Some(st.shown_owner.unwrap_or(CENTRED));
                game.decisions.push(d);
            }
            let hi = dice[0].max(dice[1]);
            let lo = dice[0].min(dice[1]);
            game.rolls.push([hi, lo]);
            let mut d = decision(p, st.move_number, DecisionKind::Checker, st.cube);
            d.dice = Some(dice);
            d.played = move_text(letters, p);
            d.position = Some(position);
            d.cube_owner = Some(st.shown_owner.unwrap_or(CENTRED));
            for pair in letters.chunks(2) {
                if let [f, t] = pair {
                    st.board.step(p, sgf_point(*f, p), sgf_point(*t, p));
                }
            }
            d.luck = luck_value(node.first(b"LU"));
            d.luck_mwc = d.luck.and_then(|l| mwc(&ctx, l));
            let mut analysed = false;
            if let Some(a) = node.get(b"A") {
                let idx = a
                    .first()
                    .and_then(|v| parse_u32(v))
                    .ok_or_else(|| ParseError::at_byte(at, msg!("parse-sgf-a-index")))?
                    as usize;
                let cands = &a[1..];
                let top = cands.first().and_then(|c| candidate(c));
                let (eq0, best) =
                    top.ok_or_else(|| ParseError::at_byte(at, msg!("parse-sgf-a-none")))?;
                let r = match cands.get(idx) {
                    Some(c) => {
                        let (eqi, _) = candidate(c).ok_or_else(|| {
                            ParseError::at_byte(at, msg!("parse-sgf-a-candidate"))
                        })?;
                        eqi - eq0
                    }
                    None => 0.0,
                };
                let e = f64::from(-r);
                if st.want_candidates {
                    // As the error: each equity less the first's, in f32.
                    let mut list = Vec::with_capacity(cands.len());
                    for (k, c) in cands.iter().enumerate() {
                        let (eq, mv) = candidate(c).ok_or_else(|| {
                            ParseError::at_byte(at, msg!("parse-sgf-a-candidate"))
                        })?;
                        list.push(Candidate {
                            rank: k as u32 + 1,
                            play: move_text(mv, p),
                            equity: f64::from(eq),
                            diff: f64::from(eq - eq0),
                            played: k == idx,
                        });
                    }
                    d.candidates = Some(list);
                }
                analysed = true;
                d.forced = cands.len() <= 1;
                d.counts = cands.len() > 1;
                d.error = Some(e);
                d.mwc_loss = mwc(&ctx, e);
                d.best = Some(move_text(best, p));
            } else if letters.is_empty() {
                d.forced = true; // a dance
            }
            game.decisions.push(d);
            Ok(analysed.then_some(p))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_letters_read_from_the_movers_view() {
        assert_eq!(move_text(b"lrqr", 1), "13/7 8/7");
        assert_eq!(move_text(b"yv", 0), "bar/22");
        assert_eq!(move_text(b"fzfz", 0), "6/off 6/off");
    }

    #[test]
    fn candidate_equity_is_the_sixth_number() {
        let (eq, mv) = candidate(
            b"mhxw E ver 3 0.500287 0.135144 0.005422 0.130120 0.004473 0.007629 2C 0 1 0.000000 1",
        )
        .unwrap();
        assert_eq!(mv, b"mhxw");
        assert!((eq - 0.007629).abs() < 1e-7);
    }

    #[test]
    fn bad_inputs_are_errors() {
        assert!(parse(b"").is_err());
        assert!(parse(b"(;FF[4]GM[1]PW[a]PB[b])")
            .unwrap_err()
            .to_string()
            .contains("another game"));
        assert!(parse(b"(;FF[4]GM[6]MI[length:7]PW[a]PB[b];W[5").is_err());
        assert!(parse(b"(;FF[4]GM[6]MI[length:7]PW[a]PB[b];W[99ab])").is_err());
        assert!(parse(b"(;FF[4]GM[6]MI[length:9999]PW[a]PB[b])").is_err());
    }
}
