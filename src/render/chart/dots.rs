//! The dots of a progression chart of many points, drawn as few of them as
//! show.
//!
//! At 10,000 matches the dots overlap many times over: about 9,000 of them
//! land on distinct pixels, but some 3,500 of those cover the others
//! entirely. The window spent 35–100 ms of its frame painting dots nobody
//! can see, and parsed 350 KB of path text to do so. So the dots are drawn
//! opaque within a group that is faded as a whole (`opacity`), which makes
//! the picture depend only on which dot lies on top, and a dot that the
//! dots drawn after it cover completely is left out: the picture is the
//! same, pixel for pixel.

use plotters::style::RGBColor;

/// One dot: its colour (an index into the chart's colours, drawn in that
/// order), its radius and its centre, in chart pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) struct Dot {
    pub colour: usize,
    pub r: u32,
    pub x: i32,
    pub y: i32,
}

/// The squared distance from a dot's centre to the nearest and to the
/// farthest point of the pixel square at offset (`dx`, `dy`): the square
/// [x+dx, x+dx+1] × [y+dy, y+dy+1] of a dot centred at (x, y).
fn reach(dx: i32, dy: i32) -> (i64, i64) {
    let near = |d: i32| i64::from(if d >= 0 { d } else { -d - 1 });
    let far = |d: i32| i64::from(if d >= 0 { d + 1 } else { -d });
    (
        near(dx).pow(2) + near(dy).pow(2),
        far(dx).pow(2) + far(dy).pow(2),
    )
}

/// A row of pixel squares of a dot, as offsets from its centre: row `dy`,
/// columns `from..to`.
type Span = (i32, i32, i32);

/// The pixel squares of a dot of radius `r`, row by row: those its disc
/// reaches into, and those wholly inside it.
struct Stamp {
    reached: Vec<Span>,
    inside: Vec<Span>,
}

impl Stamp {
    fn new(r: u32) -> Stamp {
        let r = r as i32;
        let r2 = i64::from(r).pow(2);
        let (mut reached, mut inside) = (Vec::new(), Vec::new());
        for dy in -r..r {
            // Each is a run of columns, widest in the middle.
            let run = |keep: &dyn Fn(i32) -> bool| {
                let mut cols = (-r..r).filter(|&dx| keep(dx));
                let from = cols.next()?;
                Some((dy, from, cols.last().unwrap_or(from) + 1))
            };
            reached.extend(run(&|dx| reach(dx, dy).0 < r2));
            inside.extend(run(&|dx| reach(dx, dy).1 <= r2));
        }
        Stamp { reached, inside }
    }
}

/// Pixels of a chart covered by the dots kept so far, with a margin as
/// wide as the largest dot around it (a dot at the chart's edge reaches
/// past it).
struct Cover {
    width: i32,
    margin: i32,
    rows: i32,
    covered: Vec<bool>,
}

impl Cover {
    fn new((width, height): (u32, u32), margin: u32) -> Cover {
        let margin = margin as i32 + 1;
        let (width, rows) = (width as i32 + 2 * margin, height as i32 + 2 * margin);
        Cover {
            width,
            margin,
            rows,
            covered: vec![false; (width * rows).max(0) as usize],
        }
    }

    /// The cells of span `(dy, from, to)` of a dot at (`x`, `y`), or
    /// `None` where it leaves the cover.
    fn cells(&self, (x, y): (i32, i32), (dy, from, to): Span) -> Option<std::ops::Range<usize>> {
        let (row, a, b) = (
            y + dy + self.margin,
            x + from + self.margin,
            x + to + self.margin,
        );
        if row < 0 || row >= self.rows || a < 0 || b > self.width {
            return None;
        }
        Some((row * self.width + a) as usize..(row * self.width + b) as usize)
    }

    /// Whether every pixel of the spans is covered (a pixel off the cover
    /// is not).
    fn covers(&self, at: (i32, i32), spans: &[Span]) -> bool {
        spans.iter().all(|&s| {
            self.cells(at, s)
                .is_some_and(|c| self.covered[c].iter().all(|&p| p))
        })
    }

    fn cover(&mut self, at: (i32, i32), spans: &[Span]) {
        for &s in spans {
            if let Some(c) = self.cells(at, s) {
                self.covered[c].fill(true);
            }
        }
    }
}

/// The dots that show, in drawing order: by colour, then as given.
///
/// Taken from the top down (the last colour first, the largest dots of a
/// colour first, as the order within a colour does not change the
/// picture): a dot is left out when every pixel square its disc reaches
/// into lies wholly inside dots kept before it (so under them). Only the
/// kept dots' pixels count as covered, so a left-out dot never hides
/// another.
pub(super) fn visible(mut dots: Vec<Dot>, size: (u32, u32)) -> Vec<Dot> {
    dots.sort_by(|a, b| (b.colour, b.r, a.x, a.y).cmp(&(a.colour, a.r, b.x, b.y)));
    dots.dedup();
    let largest = dots.iter().map(|d| d.r).max().unwrap_or(0);
    let mut stamps: std::collections::HashMap<u32, Stamp> = Default::default();
    let mut cover = Cover::new(size, largest);
    let mut kept = Vec::new();
    for d in dots {
        let stamp = stamps.entry(d.r).or_insert_with(|| Stamp::new(d.r));
        if cover.covers((d.x, d.y), &stamp.reached) {
            continue;
        }
        cover.cover((d.x, d.y), &stamp.inside);
        kept.push(d);
    }
    kept.sort_by_key(|d| (d.colour, d.x, d.y));
    kept
}

/// The dots as a group faded as a whole: one path per colour, each dot a
/// move to its left end and two half circles ("m3 -12a5 5 0 1 0 10 0…"),
/// every move after the first relative to the dot before.
pub(super) fn group(dots: &[Dot], colours: &[RGBColor]) -> String {
    use std::fmt::Write;
    let mut g = String::from(r#"<g class="dots" stroke="none" opacity="0.75">"#);
    for (colour, c) in colours.iter().enumerate() {
        let mut d = String::new();
        let mut last: Option<(i32, i32)> = None;
        for dot in dots.iter().filter(|d| d.colour == colour) {
            let (x, y, r) = (dot.x - dot.r as i32, dot.y, dot.r);
            let _ = match last.replace((x, y)) {
                Some((lx, ly)) => write!(d, "m{} {}", x - lx, y - ly),
                None => write!(d, "M{x} {y}"),
            };
            let _ = write!(d, "a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0-{} 0", 2 * r, 2 * r);
        }
        if !d.is_empty() {
            let _ = write!(
                g,
                r##"<path fill="#{:02x}{:02x}{:02x}" d="{d}"/>"##,
                c.0, c.1, c.2
            );
        }
    }
    g.push_str("</g>");
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dot(colour: usize, r: u32, x: i32, y: i32) -> Dot {
        Dot { colour, r, x, y }
    }

    /// Whether the point (`px`, `py`) lies inside dot `d`.
    fn inside(d: &Dot, px: f64, py: f64) -> bool {
        (px - d.x as f64).powi(2) + (py - d.y as f64).powi(2) < (d.r as f64).powi(2)
    }

    #[test]
    fn a_dot_under_a_larger_one_of_its_colour_or_a_later_colour_is_left_out() {
        let size = (100, 100);
        // A small dot inside a larger one of the same colour.
        assert_eq!(
            visible(vec![dot(0, 3, 50, 50), dot(0, 8, 51, 50)], size),
            vec![dot(0, 8, 51, 50)]
        );
        // Under a later colour: gone. Over an earlier one: kept.
        assert_eq!(
            visible(vec![dot(0, 3, 50, 50), dot(2, 8, 50, 50)], size),
            vec![dot(2, 8, 50, 50)]
        );
        assert_eq!(
            visible(vec![dot(2, 3, 50, 50), dot(0, 8, 50, 50)], size).len(),
            2
        );
        // Two dots of one size one pixel apart: each shows an edge.
        assert_eq!(
            visible(vec![dot(0, 5, 50, 50), dot(0, 5, 51, 50)], size).len(),
            2
        );
        // The same dot twice: once.
        assert_eq!(
            visible(vec![dot(1, 5, 50, 50), dot(1, 5, 50, 50)], size).len(),
            1
        );
        // At the chart's edge, under a larger one: the cover reaches past
        // the edge as far as the largest dot.
        assert_eq!(
            visible(vec![dot(0, 3, 1, 50), dot(0, 8, 1, 50)], size),
            vec![dot(0, 8, 1, 50)]
        );
        // Past that (no chart places a dot there), a dot is kept.
        assert_eq!(
            visible(vec![dot(0, 3, -40, 50), dot(0, 8, -40, 50)], size).len(),
            2
        );
    }

    #[test]
    fn every_dot_left_out_lies_under_the_dots_kept_after_it() {
        // A crowd: 4,000 dots of three colours and radii 3 to 10 on a
        // 300 × 120 chart, placed by a simple generator.
        let mut seed = 7u64;
        let mut next = |n: u64| {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            (seed >> 33) % n
        };
        let dots: Vec<Dot> = (0..4_000)
            .map(|_| {
                dot(
                    next(3) as usize,
                    3 + next(8) as u32,
                    10 + next(280) as i32,
                    10 + next(100) as i32,
                )
            })
            .collect();
        let kept = visible(dots.clone(), (300, 120));
        assert!(kept.len() < dots.len() / 2, "{} kept", kept.len());
        for d in &dots {
            if kept.contains(d) {
                continue;
            }
            // Sampled on a fine grid over its disc (and its rim), every
            // point is inside a kept dot of its colour or a later one.
            let r = d.r as f64;
            let steps = 24;
            for i in 0..=steps {
                for j in 0..=steps {
                    let px = d.x as f64 - r + 2.0 * r * i as f64 / steps as f64;
                    let py = d.y as f64 - r + 2.0 * r * j as f64 / steps as f64;
                    if !inside(d, px, py) {
                        continue;
                    }
                    assert!(
                        kept.iter()
                            .any(|k| k.colour >= d.colour && inside(k, px, py)),
                        "{d:?} shows at ({px}, {py})"
                    );
                }
            }
        }
        // In drawing order: by colour.
        assert!(kept.windows(2).all(|w| w[0].colour <= w[1].colour));
    }

    #[test]
    fn the_group_has_a_path_per_colour_of_moves_and_half_circles() {
        let g = group(
            &[dot(0, 5, 20, 30), dot(0, 3, 40, 10), dot(2, 4, 10, 10)],
            &[RGBColor(1, 2, 3), RGBColor(4, 5, 6), RGBColor(7, 8, 9)],
        );
        assert_eq!(
            g,
            concat!(
                r#"<g class="dots" stroke="none" opacity="0.75">"#,
                r##"<path fill="#010203" d="M15 30a5 5 0 1 0 10 0a5 5 0 1 0-10 0m22 -20a3 3 0 1 0 6 0a3 3 0 1 0-6 0"/>"##,
                r##"<path fill="#070809" d="M6 10a4 4 0 1 0 8 0a4 4 0 1 0-8 0"/>"##,
                "</g>"
            )
        );
    }
}
