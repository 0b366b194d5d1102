//! The graph under the review view: each player's cumulative error (EMG)
//! after each move of the match, one line per player, the games marked;
//! and, on a right-hand 0–100 % axis, the first player's match winning
//! chance after each move where the match's file evaluates it
//! ([`crate::queries::mwc`]): the line breaks where a move has no
//! evaluation, and there is no such line (nor axis, nor legend) for a money
//! session or a match whose file is gone. Drawn as plain SVG (a few
//! hundred points), with the place of every move so a click goes to the
//! nearest one.

use std::fmt::Write;

use serde::Serialize;

use crate::i18n::Text;
use crate::queries::review::Review;
use crate::render::board::esc;
use crate::render::FONT_FAMILY;

/// Where a move was drawn, in the SVG's pixels.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct GraphPoint {
    pub x: f64,
    pub y: f64,
    pub game: u32,
    pub seq: u32,
}

/// The two players' colours (the first player's, the second's).
const COLOURS: [&str; 2] = ["#1f6fb2", "#c4511f"];

/// The match winning chance's colour: neutral, neither player's.
const MWC_COLOUR: &str = "#6e6e6e";

/// The graph of `r`, `width` × `height` pixels, and each move's point.
pub fn graph_svg(r: &Review, width: u32, height: u32, text: &Text) -> (String, Vec<GraphPoint>) {
    let (w, h) = (f64::from(width), f64::from(height));
    let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
    // The first player's MWC after each move (percent), where known.
    let mwc: Vec<Option<f64>> = r
        .games
        .iter()
        .flat_map(|g| g.moves.iter().map(|m| m.mwc_after))
        .collect();
    let has_mwc = r.has_mwc();
    // Cumulative error per player after each move.
    let mut sums = [0.0f64; 2];
    let mut series: Vec<(u32, u32, [f64; 2], u8)> = Vec::with_capacity(moves);
    for g in &r.games {
        for m in &g.moves {
            if let Some(e) = m.error.filter(|_| m.counted) {
                sums[usize::from(m.player.min(1))] += e;
            }
            series.push((g.number, m.seq, sums, m.player.min(1)));
        }
    }
    let legends = [0usize, 1].map(|seat| {
        crate::t!(
            text,
            "rgraph-legend",
            player = r.header.players[seat].as_str(),
            error = text.number(sums[seat], 3)
        )
    });
    let mwc_legend = has_mwc.then(|| {
        crate::t!(
            text,
            "rgraph-mwc-legend",
            player = r.header.players[0].as_str()
        )
    });
    let (left, right, bottom) = (48.0, if has_mwc { 46.0 } else { 12.0 }, 22.0);
    // The MWC's legend ends at the right, the second player's starts a
    // third of the way (half without it); when the two would meet, the
    // MWC's goes on a second row. Widths guessed at 12 px: 0.57 em a
    // character, a full em for CJK.
    let guess = |s: &str| -> f64 {
        s.chars()
            .map(|c| if u32::from(c) >= 0x2E80 { 12.0 } else { 6.8 })
            .sum()
    };
    let span = w - left - right;
    let row2 = mwc_legend
        .as_ref()
        .is_some_and(|l| left + span * 0.36 + guess(&legends[1]) + 16.0 > w - right - guess(l));
    let slot = if has_mwc && !row2 { 0.36 } else { 0.5 };
    let top = if row2 { 36.0 } else { 22.0 };
    let top_value = sums[0].max(sums[1]).max(0.05);
    let x_of = |i: usize| left + (w - left - right) * (i as f64 + 0.5) / moves.max(1) as f64;
    let y_of = |v: f64| top + (h - top - bottom) * (1.0 - v / top_value);
    let mut o = String::with_capacity(8_000 + moves * 40);
    let _ = write!(
        o,
        r#"<svg class="review-graph" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" font-family="{FONT_FAMILY}" role="img"><title>{}</title>"#,
        esc(&if has_mwc {
            crate::t!(text, "rgraph-title-mwc")
        } else {
            crate::t!(text, "rgraph-title")
        })
    );
    o.push_str(r##"<rect width="100%" height="100%" fill="#ffffff"/>"##);
    // Axis: zero and the top value.
    for v in [0.0, top_value / 2.0, top_value] {
        let y = y_of(v);
        let _ = write!(
            o,
            r##"<line x1="{left}" x2="{:.1}" y1="{y:.1}" y2="{y:.1}" stroke="#e3e3e3"/><text x="{:.1}" y="{:.1}" font-size="11" text-anchor="end" fill="#555">{}</text>"##,
            w - right,
            left - 4.0,
            y + 4.0,
            esc(&text.number(v, 2))
        );
    }
    // Game boundaries, each labelled where its stretch has room for the
    // words, else with its number alone.
    let step = (w - left - right) / moves.max(1) as f64;
    let mut i = 0usize;
    for g in &r.games {
        let x = x_of(i) - step / 2.0;
        let room = step * g.moves.len() as f64;
        let label = if room >= 56.0 {
            crate::t!(text, "rgraph-game", number = g.number)
        } else if room >= 12.0 {
            g.number.to_string()
        } else {
            String::new()
        };
        let _ = write!(
            o,
            r##"<line x1="{x:.1}" x2="{x:.1}" y1="{top}" y2="{:.1}" stroke="#bbbbbb" stroke-dasharray="3 3"/><text x="{:.1}" y="{:.1}" font-size="11" fill="#555">{}</text>"##,
            h - bottom,
            x + 3.0,
            h - 6.0,
            esc(&label)
        );
        i += g.moves.len();
    }
    if has_mwc {
        mwc_line(&mut o, &mwc, &x_of, (top, h - bottom), w - right, text);
    }
    let mut points = Vec::with_capacity(moves);
    for seat in 0..2usize {
        let mut d = String::new();
        for (i, s) in series.iter().enumerate() {
            let _ = write!(
                d,
                "{}{:.1} {:.1}",
                if i == 0 { "M" } else { " L" },
                x_of(i),
                y_of(s.2[seat])
            );
        }
        let _ = write!(
            o,
            r#"<path d="{d}" fill="none" stroke="{}" stroke-width="2"/>"#,
            COLOURS[seat]
        );
        let _ = write!(
            o,
            r#"<text x="{:.1}" y="14" font-size="12" fill="{}">{}</text>"#,
            left + seat as f64 * span * slot,
            COLOURS[seat],
            esc(&legends[seat])
        );
    }
    for (i, s) in series.iter().enumerate() {
        points.push(GraphPoint {
            x: x_of(i),
            y: y_of(s.2[usize::from(s.3)]),
            game: s.0,
            seq: s.1,
        });
    }
    if let Some(l) = &mwc_legend {
        let _ = write!(
            o,
            r#"<text x="{:.1}" y="{}" font-size="12" text-anchor="end" fill="{MWC_COLOUR}">{}</text>"#,
            w - right,
            if row2 { 30 } else { 14 },
            esc(l)
        );
    }
    o.push_str("</svg>");
    (o, points)
}

/// The MWC's right-hand axis (0, 50 and 100 %, the 50 % gridline dashed)
/// and its line, broken where a move has no value: a run of one move is a
/// dot. `band` is the plot's top and bottom, `edge` its right end.
fn mwc_line(
    o: &mut String,
    mwc: &[Option<f64>],
    x_of: &impl Fn(usize) -> f64,
    band: (f64, f64),
    edge: f64,
    text: &Text,
) {
    let (top, bottom) = band;
    let y_of = |pct: f64| bottom - (bottom - top) * pct.clamp(0.0, 100.0) / 100.0;
    let y = y_of(50.0);
    let _ = write!(
        o,
        r##"<line x1="{:.1}" x2="{edge:.1}" y1="{y:.1}" y2="{y:.1}" stroke="#c8c8c8" stroke-dasharray="6 3"/>"##,
        x_of(0)
    );
    for pct in [0.0, 50.0, 100.0] {
        let _ = write!(
            o,
            r#"<text x="{:.1}" y="{:.1}" font-size="11" fill="{MWC_COLOUR}">{}</text>"#,
            edge + 4.0,
            y_of(pct) + 4.0,
            esc(&crate::t!(
                text,
                "rgraph-mwc-axis",
                value = text.number(pct, 0)
            ))
        );
    }
    let mut d = String::with_capacity(mwc.len() * 14);
    let mut dots = String::new();
    for (i, v) in mwc.iter().enumerate() {
        let Some(v) = v else { continue };
        let joined = i > 0 && mwc[i - 1].is_some();
        let _ = write!(
            d,
            "{}{:.1} {:.1}",
            if joined { " L" } else { " M" },
            x_of(i),
            y_of(*v)
        );
        if !joined && mwc.get(i + 1).is_none_or(Option::is_none) {
            let _ = write!(
                dots,
                r#"<circle cx="{:.1}" cy="{:.1}" r="1.5" fill="{MWC_COLOUR}"/>"#,
                x_of(i),
                y_of(*v)
            );
        }
    }
    let _ = write!(
        o,
        r#"<path class="mwc" d="{}" fill="none" stroke="{MWC_COLOUR}" stroke-width="1.5"/>{dots}"#,
        d.trim_start()
    );
}
