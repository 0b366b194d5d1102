//! Board diagrams of stored decisions, as SVG.
//!
//! Written by hand rather than with plotters (which draws the histogram in
//! `chart`): a board is a fixed drawing of triangles, discs and labels, not
//! a chart with axes, and writing the elements directly keeps a diagram
//! well under a millisecond, lets the root carry `class="board"
//! data-xgid="…"`, and gives clean, selectable text in the report.
//!
//! The board is seen from the player who makes the decision (the player on
//! roll, or the player answering a double): their home board is at the
//! bottom right, their checkers are the light ones, the points are
//! numbered from their side, as in gnuBG's and XG's own diagrams.

use std::fmt::Write;

use crate::i18n::Text;
use crate::model::DecisionKind;
use crate::queries::drill::DecisionRow;
use crate::render::FONT_FAMILY;

mod footer;
use footer::{footer, pips};

// Geometry (SVG user units).
const PW: f64 = 40.0; // point width
const R: f64 = 18.0; // checker radius
const BAR: f64 = 44.0;
const TRAY: f64 = 50.0;
const LEFT: f64 = 12.0; // the drawing's left margin (header and footer text)
const CUBE_COL: f64 = 52.0; // the cube's column, left of the board
const X0: f64 = LEFT + CUBE_COL; // board's left edge
const Y0: f64 = 64.0; // board's top edge (the header is above)
const PH: f64 = 5.0 * 2.0 * R; // point height: five checkers
const GAP: f64 = 44.0; // between the two rows of points
const BH: f64 = 2.0 * PH + GAP + 12.0; // board height (6 units of frame above and below)
const BW: f64 = 12.0 * PW + BAR; // playing area width
const WIDTH: f64 = X0 + BW + 12.0 + TRAY + LEFT;

/// The attributes that squeeze a header line into the drawing's width
/// when it would not fit (long names, a long question in some languages):
/// `textLength` makes the renderer fit it exactly, where it would otherwise
/// be cut at the edge (in a PNG, an Anki card, a copied picture). Empty
/// when the line fits. The width is estimated from the characters (a wide
/// one, CJK, counts as one em; others as 0.6 em, a generous average for
/// the sans-serif fonts the drawing names), and only a line estimated at
/// over nine tenths of the width is fitted, so a short one is never
/// stretched.
fn fit_width(line: &str, font_size: f64) -> String {
    let room = WIDTH - 2.0 * LEFT;
    let ems: f64 = line
        .chars()
        .map(|c| if (c as u32) >= 0x2E80 { 1.0 } else { 0.6 })
        .sum();
    if ems * font_size > 0.9 * room {
        format!(r#" textLength="{room:.0}" lengthAdjust="spacingAndGlyphs""#)
    } else {
        String::new()
    }
}

const LIGHT: &str = "#f7f3e8";
const DARK: &str = "#2f3b45";
const PLAYED: &str = "#d9480f";
const BEST: &str = "#2b8a3e";

/// XML text escaping.
pub fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            _ => o.push(c),
        }
    }
    o
}

/// Centre x of point `p` (1..=24, from the decider's side).
fn point_x(p: u8) -> f64 {
    let p = f64::from(p);
    if p <= 6.0 {
        X0 + BW - (p - 0.5) * PW
    } else if p <= 12.0 {
        X0 + (12.0 - p + 0.5) * PW
    } else if p <= 18.0 {
        X0 + (p - 12.5) * PW
    } else {
        X0 + BAR + (p - 12.5) * PW
    }
}

/// Which way round the board is drawn: XG's and gnuBG's "flip" puts the
/// home board on the left. Everything inside the frame is mirrored; the
/// tray and the cube column stay where they are.
#[derive(Debug, Clone, Copy, Default)]
struct Layout {
    mirror: bool,
}

impl Layout {
    fn x(self, x: f64) -> f64 {
        if self.mirror {
            2.0 * X0 + BW - x
        } else {
            x
        }
    }
}

fn is_top(p: u8) -> bool {
    p >= 13
}

/// Centre of the `i`-th checker (0 = at the edge) on point `p`.
fn checker_xy(p: u8, i: usize) -> (f64, f64) {
    let i = i.min(4) as f64;
    let x = point_x(p);
    if is_top(p) {
        (x, Y0 + 6.0 + R + i * 2.0 * R)
    } else {
        (x, Y0 + BH - 6.0 - R - i * 2.0 * R)
    }
}

fn bar_x() -> f64 {
    X0 + 6.0 * PW + BAR / 2.0
}

fn disc(o: &mut String, x: f64, y: f64, fill: &str, label: Option<u32>) {
    let (stroke, ink) = if fill == LIGHT {
        ("#6b5e4a", DARK)
    } else {
        ("#0d1419", LIGHT)
    };
    let _ = write!(
        o,
        r#"<circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#,
        R - 1.0
    );
    if let Some(n) = label {
        let _ = write!(
            o,
            r#"<text x="{x:.1}" y="{:.1}" font-size="16" font-weight="700" text-anchor="middle" fill="{ink}">{n}</text>"#,
            y + 5.5
        );
    }
}

/// The points a move text names, as segments (from, to) on the decider's
/// side: 25 = the bar, 0 = off. `13/7 8/7`, `bar/22`, `24/23*/20`,
/// `6/4(2)`, `6/off` all read; anything else is left out.
pub fn move_segments(text: &str) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for tok in text.split_whitespace() {
        let (tok, times) = match tok.split_once('(') {
            Some((t, rest)) => (
                t,
                rest.trim_end_matches(')')
                    .parse::<usize>()
                    .unwrap_or(1)
                    .min(4),
            ),
            None => (tok, 1),
        };
        let pts: Vec<u8> = tok
            .split('/')
            .filter_map(|p| {
                let p = p.trim_end_matches('*').to_ascii_lowercase();
                match p.as_str() {
                    "bar" | "b" => Some(25),
                    "off" | "o" => Some(0),
                    _ => p.parse::<u8>().ok().filter(|n| (1..=24).contains(n)),
                }
            })
            .collect();
        for _ in 0..times {
            for w in pts.windows(2) {
                out.push((w[0], w[1]));
            }
        }
    }
    out
}

/// Where an arrow of a move starts or ends on point `p` (25 = bar, 0 = off).
fn anchor(p: u8, board_count: u8, me_bottom: bool, lay: Layout) -> (f64, f64) {
    match p {
        25 => (
            bar_x(),
            Y0 + BH / 2.0 + if me_bottom { 30.0 } else { -30.0 },
        ),
        0 => (X0 + BW + 12.0 + TRAY / 2.0, Y0 + BH - 40.0),
        p => {
            let i = usize::from(board_count.clamp(1, 5)) - 1;
            let (x, y) = checker_xy(p, i);
            (lay.x(x), y)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn arrows(
    o: &mut String,
    text: &str,
    board: &[u8; 25],
    color: &str,
    id: &str,
    dash: bool,
    lay: Layout,
) {
    let segs = move_segments(text);
    if segs.is_empty() {
        return;
    }
    let _ = write!(
        o,
        r#"<g class="{id}" stroke="{color}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.9"{}>"#,
        if dash {
            r#" stroke-dasharray="9 6""#
        } else {
            ""
        }
    );
    for (f, t) in segs {
        let from_n = if f == 25 {
            board[24]
        } else if f >= 1 {
            board[usize::from(f) - 1]
        } else {
            0
        };
        let (x1, y1) = anchor(f, from_n, true, lay);
        let to_n = if (1..=24).contains(&t) {
            board[usize::from(t) - 1] + 1
        } else {
            1
        };
        let (x2, y2) = anchor(t, to_n, true, lay);
        // A little short of the landing checker's centre, so the head shows.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ex, ey) = (x2 - dx / len * 8.0, y2 - dy / len * 8.0);
        let _ = write!(
            o,
            r#"<path d="M{x1:.1} {y1:.1} L{ex:.1} {ey:.1}" marker-end="url(#{id}-head)"/>"#
        );
    }
    o.push_str("</g>");
}

fn die(o: &mut String, x: f64, y: f64, n: u8) {
    let s = 34.0;
    let _ = write!(
        o,
        r##"<rect x="{x:.1}" y="{y:.1}" width="{s}" height="{s}" rx="6" fill="#ffffff" stroke="#333" stroke-width="1.5"/>"##
    );
    let c = |i: f64, j: f64| (x + s * i, y + s * j);
    let pips: &[(f64, f64)] = match n {
        1 => &[(0.5, 0.5)],
        2 => &[(0.27, 0.27), (0.73, 0.73)],
        3 => &[(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
        4 => &[(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
        5 => &[
            (0.27, 0.27),
            (0.73, 0.27),
            (0.5, 0.5),
            (0.27, 0.73),
            (0.73, 0.73),
        ],
        _ => &[
            (0.27, 0.25),
            (0.73, 0.25),
            (0.27, 0.5),
            (0.73, 0.5),
            (0.27, 0.75),
            (0.73, 0.75),
        ],
    };
    for &(i, j) in pips {
        let (px, py) = c(i, j);
        let _ = write!(
            o,
            r##"<circle cx="{px:.1}" cy="{py:.1}" r="3.4" fill="#222"/>"##
        );
    }
}

/// The name of a decision's kind in `text`'s language (the stored English
/// name when the kind is unknown).
pub fn kind_text(d: &DecisionRow, text: &Text) -> String {
    match d.decision_kind {
        Some(DecisionKind::Checker) => crate::t!(text, "kind-checker"),
        Some(DecisionKind::NoDouble) => crate::t!(text, "kind-no_double"),
        Some(DecisionKind::Double) => crate::t!(text, "kind-double"),
        Some(DecisionKind::Take) => crate::t!(text, "kind-take"),
        Some(DecisionKind::Pass) => crate::t!(text, "kind-pass"),
        None => d.kind.clone(),
    }
}

/// A played or best move as the files write it, with a cube action (stored
/// in the files' English: "Take", "No double") in `text`'s language; a
/// checker move (`13/7 8/7`) as it is.
pub fn action_text(s: &str, text: &Text) -> String {
    match s.trim().to_ascii_lowercase().as_str() {
        "double" => crate::t!(text, "kind-double"),
        "no double" | "no_double" => crate::t!(text, "kind-no_double"),
        "take" => crate::t!(text, "kind-take"),
        "pass" | "drop" => crate::t!(text, "kind-pass"),
        _ => s.to_string(),
    }
}

/// Who is to decide what, in `text`'s language: "alice to play 4-2",
/// "bob doubles to 2: alice to take or pass?", "alice on roll: double or
/// not?". The board's header line and the Anki card's question.
pub fn situation(d: &DecisionRow, text: &Text) -> String {
    match d.decision_kind {
        Some(DecisionKind::Checker) => crate::t!(
            text,
            "board-to-play",
            player = d.player.as_str(),
            dice = d
                .dice
                .as_deref()
                .map(|s| s.chars().map(String::from).collect::<Vec<_>>().join("-"))
                .unwrap_or_default()
        ),
        Some(DecisionKind::Take) | Some(DecisionKind::Pass) => crate::t!(
            text,
            "board-take-or-pass",
            opponent = d.opponent.as_str(),
            cube = d.cube.saturating_mul(2).to_string(),
            player = d.player.as_str()
        ),
        _ => crate::t!(text, "board-double-or-not", player = d.player.as_str()),
    }
}

/// The board diagram of a decision, as a standalone `<svg class="board">`,
/// its words and numbers in `text`'s language. A decision without a known
/// position gets a frame saying so.
pub fn board_svg(d: &DecisionRow, text: &Text) -> String {
    board_svg_flipped(d, text, false)
}

/// [`board_svg`], with the home board on the left when `flipped` (the
/// review view's F key, as XG's and gnuBG's "flip board").
pub fn board_svg_flipped(d: &DecisionRow, text: &Text, flipped: bool) -> String {
    draw(d, text, Layout { mirror: flipped }, Mode::Full)
}

/// The position alone, to keep as a picture (#28): [`board_svg_flipped`]
/// without the analysis, that is without the played and best arrows and
/// without the footer's move and error (the pips stay).
pub fn plain_svg(d: &DecisionRow, text: &Text, flipped: bool) -> String {
    draw(d, text, Layout { mirror: flipped }, Mode::Plain)
}

/// What a drawing shows besides the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The analysis: the arrows and the footer with the error.
    Full,
    /// A training card: the answer so far, the pips, the click targets.
    Card,
    /// The position and the pips only.
    Plain,
}

/// A training card's board (#28): the position without its answer (no
/// best move, no error; the footer gives the pips only), the player's
/// answer so far (`d.played`) drawn as the played move, and a transparent
/// target over every point for the window to read clicks and drags from:
/// `data-point` 1–24 from the side of the player on roll, 25 the bar, 0
/// the tray (bearing off).
pub fn card_svg(d: &DecisionRow, text: &Text, flipped: bool) -> String {
    draw(d, text, Layout { mirror: flipped }, Mode::Card)
}

/// The targets of [`card_svg`].
fn targets(o: &mut String, lay: Layout) {
    for p in 1..=24u8 {
        let (y, h) = if is_top(p) {
            (Y0, BH / 2.0)
        } else {
            (Y0 + BH / 2.0, BH / 2.0)
        };
        let x = lay.x(point_x(p)) - PW / 2.0;
        let _ = write!(
            o,
            r#"<rect class="hit" data-point="{p}" x="{x:.1}" y="{y:.1}" width="{PW}" height="{h:.1}" fill="transparent"/>"#
        );
    }
    let _ = write!(
        o,
        r#"<rect class="hit" data-point="25" x="{:.1}" y="{Y0}" width="{BAR}" height="{BH}" fill="transparent"/>"#,
        lay.x(bar_x()) - BAR / 2.0
    );
    let _ = write!(
        o,
        r#"<rect class="hit" data-point="0" x="{:.1}" y="{Y0}" width="{TRAY}" height="{BH}" fill="transparent"/>"#,
        X0 + BW + 12.0
    );
}

fn draw(d: &DecisionRow, text: &Text, lay: Layout, mode: Mode) -> String {
    let card = mode == Mode::Card;
    let footer_lines = if mode == Mode::Plain { 1.0 } else { 3.0 };
    let height = Y0 + BH + 30.0 + footer_lines * 22.0 + 8.0;
    let mut o = String::with_capacity(12_000);
    let xgid_attr = d
        .xgid
        .as_deref()
        .map(|x| format!(r#" data-xgid="{}""#, esc(x)))
        .unwrap_or_default();
    let _ = write!(
        o,
        r#"<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH:.0} {height:.0}" width="{WIDTH:.0}" height="{height:.0}" font-family="{FONT_FAMILY}"{xgid_attr} role="img">"#
    );
    let _ = write!(
        o,
        "<title>{}</title>",
        esc(&crate::t!(
            text,
            "board-title",
            player = d.player.as_str(),
            match_no = d.match_no.to_string(),
            game = d.game.to_string(),
            move_no = d.move_number.to_string(),
            kind = kind_text(d, text),
        ))
    );
    o.push_str(r#"<defs>"#);
    for (id, color) in [("played", PLAYED), ("best", BEST)] {
        let _ = write!(
            o,
            r#"<marker id="{id}-head" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="{color}"/></marker>"#
        );
    }
    o.push_str("</defs>");
    o.push_str(r##"<rect x="0" y="0" width="100%" height="100%" fill="#ffffff"/>"##);

    // Header: who, the score and the match.
    let match_text = if d.length == 0 {
        crate::t!(text, "board-money")
    } else if d.crawford {
        crate::t!(text, "board-length-crawford", n = d.length)
    } else {
        crate::t!(text, "board-length", n = d.length)
    };
    let title = format!(
        "{} {} – {} {} · {}",
        d.player, d.score[0], d.score[1], d.opponent, match_text
    );
    let _ = write!(
        o,
        r##"<text x="{LEFT}" y="22" font-size="17" font-weight="700" fill="#111"{}>{} {} – {} {} <tspan font-weight="400" fill="#555">· {}</tspan></text>"##,
        fit_width(&title, 17.0),
        esc(&d.player),
        d.score[0],
        d.score[1],
        esc(&d.opponent),
        esc(&match_text)
    );
    let what = situation(d, text);
    let where_text = crate::t!(
        text,
        "board-where",
        match_no = d.match_no.to_string(),
        game = d.game.to_string(),
        move_no = d.move_number.to_string(),
        what = what
    );
    let _ = write!(
        o,
        r##"<text x="{LEFT}" y="46" font-size="15" fill="#333"{}>{}</text>"##,
        fit_width(&where_text, 15.0),
        esc(&where_text)
    );

    let Some(board) = d.board.as_ref() else {
        let _ = write!(
            o,
            r##"<rect x="{X0}" y="{Y0}" width="{:.0}" height="{BH:.0}" fill="#f1f3f5" stroke="#adb5bd"/><text x="{:.0}" y="{:.0}" font-size="16" text-anchor="middle" fill="#495057">{}</text>"##,
            BW + TRAY + X0,
            X0 + (BW + TRAY) / 2.0,
            Y0 + BH / 2.0,
            esc(&crate::t!(text, "board-no-position"))
        );
        if mode == Mode::Full {
            footer(&mut o, d, None, text);
        }
        o.push_str("</svg>");
        return o;
    };
    let me = usize::from(d.seat.min(1));
    let them = 1 - me;
    let mine = &board.checkers[me];
    let theirs = &board.checkers[them];

    // Frame, halves, bar, tray.
    let _ = write!(
        o,
        r##"<rect x="{X0}" y="{Y0}" width="{BW}" height="{BH}" fill="#c9a66b" stroke="#5c3d1e" stroke-width="3"/>"##
    );
    for half in [X0, X0 + 6.0 * PW + BAR] {
        let _ = write!(
            o,
            r##"<rect x="{half}" y="{:.1}" width="{:.1}" height="{:.1}" fill="#e9d8a6"/>"##,
            Y0 + 6.0,
            6.0 * PW,
            BH - 12.0
        );
    }
    let _ = write!(
        o,
        r##"<rect x="{:.1}" y="{Y0}" width="{BAR}" height="{BH}" fill="#8b5e34"/>"##,
        X0 + 6.0 * PW
    );
    let tx = X0 + BW + 12.0;
    let _ = write!(
        o,
        r##"<rect x="{tx}" y="{Y0}" width="{TRAY}" height="{BH}" fill="#8b5e34" stroke="#5c3d1e" stroke-width="2"/>"##
    );
    // Points and their numbers.
    for p in 1..=24u8 {
        let x = lay.x(point_x(p));
        let fill = if p % 2 == 0 { "#a23b2a" } else { "#3d5a80" };
        let (yb, ytip) = if is_top(p) {
            (Y0 + 6.0, Y0 + 6.0 + PH)
        } else {
            (Y0 + BH - 6.0, Y0 + BH - 6.0 - PH)
        };
        let _ = write!(
            o,
            r#"<path d="M{:.1} {yb:.1} L{:.1} {yb:.1} L{x:.1} {ytip:.1} z" fill="{fill}" opacity="0.85"/>"#,
            x - PW / 2.0 + 1.0,
            x + PW / 2.0 - 1.0
        );
        let ny = if is_top(p) { Y0 - 4.0 } else { Y0 + BH + 16.0 };
        let _ = write!(
            o,
            r##"<text x="{x:.1}" y="{ny:.1}" font-size="12" text-anchor="middle" fill="#555">{p}</text>"##
        );
    }
    // Checkers: the decider's (light) and the opponent's (dark), each on
    // the decider's numbering (the opponent's point q is 25 − q).
    for p in 1..=24u8 {
        let (n, fill) = if mine[usize::from(p) - 1] > 0 {
            (mine[usize::from(p) - 1], LIGHT)
        } else {
            (theirs[usize::from(24 - p)], DARK)
        };
        for i in 0..usize::from(n.min(5)) {
            let (x, y) = checker_xy(p, i);
            let x = lay.x(x);
            let label = (i == 4 && n > 5).then_some(u32::from(n));
            disc(&mut o, x, y, fill, label);
        }
    }
    // The bar: the decider's checkers below the middle, the opponent's
    // above; more than one carries the count.
    for (n, fill, dir) in [(mine[24], LIGHT, 1.0), (theirs[24], DARK, -1.0)] {
        let shown = usize::from(n.min(3));
        for i in 0..shown {
            let y = Y0 + BH / 2.0 + dir * (R + 8.0 + i as f64 * 2.0 * R);
            let label = (i + 1 == shown && n > 1).then_some(u32::from(n));
            disc(&mut o, bar_x(), y, fill, label);
        }
    }
    // Borne off: slivers in the tray, the decider's at the bottom.
    for (n, fill, bottom) in [
        (board.borne_off(d.seat), LIGHT, true),
        (board.borne_off(1 - d.seat), DARK, false),
    ] {
        for i in 0..n {
            let y = if bottom {
                Y0 + BH - 8.0 - (f64::from(i) + 1.0) * 9.0
            } else {
                Y0 + 8.0 + f64::from(i) * 9.0
            };
            let _ = write!(
                o,
                r##"<rect x="{:.1}" y="{y:.1}" width="{:.1}" height="7.5" rx="2" fill="{fill}" stroke="#222" stroke-width="0.8"/>"##,
                tx + 6.0,
                TRAY - 12.0
            );
        }
        if n > 0 {
            let y = if bottom {
                Y0 + BH - 8.0 - f64::from(n) * 9.0 - 6.0
            } else {
                Y0 + 8.0 + f64::from(n) * 9.0 + 16.0
            };
            let _ = write!(
                o,
                r##"<text x="{:.1}" y="{y:.1}" font-size="13" font-weight="700" text-anchor="middle" fill="#fff">{n}</text>"##,
                tx + TRAY / 2.0
            );
        }
    }
    cube(&mut o, d, lay);
    // Dice of a checker play, on the decider's (right) half.
    let dice: Option<Vec<u8>> = d
        .dice
        .as_deref()
        .map(|x| x.bytes().map(|c| c.wrapping_sub(b'0')).collect());
    if let (Some(DecisionKind::Checker), Some(&[a, b])) = (d.decision_kind, dice.as_deref()) {
        let cx = lay.x(X0 + 6.0 * PW + BAR + 3.0 * PW);
        let y = Y0 + BH / 2.0 - 17.0;
        die(&mut o, cx - 40.0, y, a);
        die(&mut o, cx + 6.0, y, b);
    }
    // The played move and the best one.
    if d.decision_kind == Some(DecisionKind::Checker) && mode != Mode::Plain {
        if let Some(best) = d.best.as_deref().filter(|b| !card && *b != d.played) {
            arrows(&mut o, best, mine, BEST, "best", true, lay);
        }
        arrows(&mut o, &d.played, mine, PLAYED, "played", false, lay);
    }
    match mode {
        Mode::Full => footer(&mut o, d, Some(board), text),
        Mode::Card | Mode::Plain => pips(&mut o, d, board, text),
    }
    if card {
        targets(&mut o, lay);
    }
    o.push_str("</svg>");
    o
}

fn cube(o: &mut String, d: &DecisionRow, lay: Layout) {
    let size = 38.0;
    let decider = d.seat;
    let offered = matches!(
        d.decision_kind,
        Some(DecisionKind::Take | DecisionKind::Pass)
    );
    // Without a known owner (older libraries) the cube sits in the middle
    // with its value and a question mark.
    let (owner, known) = match d.state.as_ref() {
        Some(st) => (st.owner, true),
        None => (None, d.cube == 1),
    };
    // Left of the board: at the owner's edge, or in the middle when centred.
    let x = LEFT + (CUBE_COL - 8.0 - size) / 2.0;
    let y = match owner {
        None => Y0 + BH / 2.0 - size / 2.0,
        Some(s) if s == decider => Y0 + BH - 6.0 - size,
        Some(_) => Y0 + 6.0,
    };
    let value = if !known {
        format!("{}?", d.cube)
    } else if owner.is_none() && d.cube == 1 {
        "64".to_string()
    } else {
        d.cube.to_string()
    };
    let _ = write!(
        o,
        r##"<g class="cube"><rect x="{x:.1}" y="{y:.1}" width="{size}" height="{size}" rx="5" fill="#fdfdfd" stroke="#222" stroke-width="2"/><text x="{:.1}" y="{:.1}" font-size="17" font-weight="700" text-anchor="middle" fill="#111">{value}</text></g>"##,
        x + size / 2.0,
        y + size / 2.0 + 6.0
    );
    if offered {
        // The double on offer, in the middle of the decider's half.
        let cx = lay.x(X0 + 6.0 * PW + BAR + 3.0 * PW);
        let _ = write!(
            o,
            r##"<g class="offered"><rect x="{:.1}" y="{:.1}" width="{size}" height="{size}" rx="5" fill="#fff3bf" stroke="#e67700" stroke-width="2.5"/><text x="{cx:.1}" y="{:.1}" font-size="17" font-weight="700" text-anchor="middle" fill="#111">{}</text></g>"##,
            cx - size / 2.0,
            Y0 + BH / 2.0 - size / 2.0,
            Y0 + BH / 2.0 + 6.0,
            d.cube.saturating_mul(2)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header line that would run past the drawing's edge is fitted to
    /// its width (it was cut: "…to take or p" on an Anki card); a short one
    /// is left as it is.
    #[test]
    fn long_header_lines_are_fitted_to_the_width() {
        let room = format!("textLength=\"{:.0}\"", WIDTH - 2.0 * LEFT);
        let take =
            "Match 2 · game 2 · move 16 — Susanne LAHME doubles to 2: Kévin UNGER to take or pass?";
        assert!(
            fit_width(take, 15.0).contains(&room),
            "{}",
            fit_width(take, 15.0)
        );
        assert_eq!(
            fit_width("Match 2 · game 6 · move 41 — Kévin UNGER to play 5-5", 15.0),
            ""
        );
        assert_eq!(
            fit_width("Kévin UNGER 5 – 3 Susanne LAHME · 7-point match", 17.0),
            ""
        );
        // Japanese counts its wide characters as such.
        let ja = "第2マッチ・第2ゲーム・第16手 — Susanne LAHME が 2 にダブル：Kévin UNGER はテイクかパスか？";
        assert!(fit_width(ja, 15.0).contains("lengthAdjust"));
    }

    #[test]
    fn moves_read_as_segments() {
        assert_eq!(move_segments("13/7 8/7"), vec![(13, 7), (8, 7)]);
        assert_eq!(
            move_segments("bar/22 24/23*/20"),
            vec![(25, 22), (24, 23), (23, 20)]
        );
        assert_eq!(move_segments("6/4(2)"), vec![(6, 4), (6, 4)]);
        assert_eq!(move_segments("6/off 5/off"), vec![(6, 0), (5, 0)]);
        assert!(move_segments("Double").is_empty());
        assert!(move_segments("").is_empty());
    }

    #[test]
    fn points_are_laid_out_from_the_deciders_side() {
        // 1..6 bottom right, right to left; 7..12 bottom left; 13..24 on top.
        assert!(point_x(1) > point_x(6));
        assert!(point_x(6) > point_x(7));
        assert!(point_x(12) < point_x(7));
        assert!((point_x(12) - point_x(13)).abs() < 1e-9);
        assert!((point_x(1) - point_x(24)).abs() < 1e-9);
        assert!(!is_top(12) && is_top(13));
    }

    #[test]
    fn a_flipped_board_has_its_home_board_on_the_left() {
        let lay = Layout { mirror: true };
        // Point 1 at the far left, 12 at the far right, the bar unmoved.
        assert!(lay.x(point_x(1)) < lay.x(point_x(12)));
        assert!((lay.x(point_x(1)) - (X0 + PW / 2.0)).abs() < 1e-9);
        assert!((lay.x(bar_x()) - bar_x()).abs() < 1e-9);
        assert!((Layout::default().x(point_x(1)) - point_x(1)).abs() < 1e-9);
    }

    #[test]
    fn escaping() {
        assert_eq!(esc("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
    }
}
