//! The graph under the review view: each player's cumulative error (EMG)
//! after each move of the match, one line per player, the games marked.
//! Drawn as plain SVG (a few hundred points), with the place of every
//! move so a click goes to the nearest one.
//!
//! The match winning chance after each move is not drawn: the library
//! keeps each decision's error, not the position's evaluation.

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

/// The graph of `r`, `width` × `height` pixels, and each move's point.
pub fn graph_svg(r: &Review, width: u32, height: u32, text: &Text) -> (String, Vec<GraphPoint>) {
    let (w, h) = (f64::from(width), f64::from(height));
    let (left, right, top, bottom) = (48.0, 12.0, 22.0, 22.0);
    let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
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
    let top_value = sums[0].max(sums[1]).max(0.05);
    let x_of = |i: usize| left + (w - left - right) * (i as f64 + 0.5) / moves.max(1) as f64;
    let y_of = |v: f64| top + (h - top - bottom) * (1.0 - v / top_value);
    let mut o = String::with_capacity(8_000 + moves * 40);
    let _ = write!(
        o,
        r#"<svg class="review-graph" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w:.0} {h:.0}" width="{w:.0}" height="{h:.0}" font-family="{FONT_FAMILY}" role="img"><title>{}</title>"#,
        esc(&crate::t!(text, "rgraph-title"))
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
            left + seat as f64 * (w - left - right) / 2.0,
            COLOURS[seat],
            esc(&crate::t!(
                text,
                "rgraph-legend",
                player = r.header.players[seat].as_str(),
                error = text.number(sums[seat], 3)
            ))
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
    o.push_str("</svg>");
    (o, points)
}
