//! The error histogram as an SVG string, drawn by `plotters` without fonts
//! or a window, so the desktop app and the command line draw the same chart.
//!
//! The six buckets are the millipoint ranges of
//! [`HISTOGRAM_LABELS`](crate::metrics::HISTOGRAM_LABELS); the error and
//! blunder thresholds are marked where they fall on that scale (inside a
//! bucket, in proportion to its range).

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::i18n::Text as Words;
use crate::metrics::{Thresholds, HISTOGRAM_BOUNDS, HISTOGRAM_LABELS};

mod dots;

/// The charts' fonts (a CSS list, written as the SVG's `font-family`).
pub use crate::render::FONT_FAMILY;

/// About how wide `s` is at `px` pixels: full-width (Japanese) characters
/// about a square, others a little over half one. Used to keep labels
/// clear of each other, never to cut them.
pub fn text_width(s: &str, px: u32) -> i32 {
    let wide = |c: char| {
        matches!(u32::from(c),
            0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF
            | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6)
    };
    let units: f64 = s.chars().map(|c| if wide(c) { 1.0 } else { 0.56 }).sum();
    (units * f64::from(px)).ceil() as i32
}

const BAR: RGBColor = RGBColor(0x2f, 0x6f, 0x4f);
const AXIS: RGBColor = RGBColor(0x55, 0x5b, 0x61);
const ERROR_MARK: RGBColor = RGBColor(0xd9, 0x8a, 0x00);
const BLUNDER_MARK: RGBColor = RGBColor(0xc0, 0x2b, 0x2b);

/// Where an error of `emg` falls on the bucket axis (bucket `i` spans
/// `[i, i + 1)`); the open last bucket is drawn as if it ended at 200
/// millipoints.
pub fn threshold_position(emg: f64) -> f64 {
    let milli = emg * 1000.0;
    let mut lo = 0.0;
    for (i, hi) in HISTOGRAM_BOUNDS
        .iter()
        .copied()
        .chain(std::iter::once(200.0))
        .enumerate()
    {
        if milli < hi || i == HISTOGRAM_BOUNDS.len() {
            return (i as f64 + ((milli - lo) / (hi - lo)).clamp(0.0, 1.0)).min(6.0);
        }
        lo = hi;
    }
    6.0
}

/// A count for the vertical axis: whole numbers only (no "1, 1, 1" on a
/// short axis), large ones shortened so they fit the label area, in the
/// language's way ("1,5 M" in French).
fn axis_count(v: f64, text: &Words) -> String {
    if (v - v.round()).abs() > 1e-9 {
        return String::new();
    }
    let n = v.round();
    if n >= 1e6 {
        crate::t!(text, "chart-millions", value = trim(n / 1e6, text))
    } else if n >= 1e4 {
        crate::t!(text, "chart-thousands", value = trim(n / 1e3, text))
    } else {
        text.count(n as u64)
    }
}

/// A tick of the PR axis: whole, or with the one decimal it has.
fn tick(v: f64, text: &Words) -> String {
    if (v - v.round()).abs() < 1e-9 {
        text.number(v, 0)
    } else {
        text.number(v, 1)
    }
}

/// One decimal, none when it is zero.
fn trim(x: f64, text: &Words) -> String {
    if (x * 10.0).round() % 10.0 == 0.0 {
        text.number(x, 0)
    } else {
        text.number(x, 1)
    }
}

/// The histogram of errors (counts per bucket; `None` when nothing of the
/// selection is analysed) with the thresholds marked, as a standalone SVG
/// document of `width` × `height` pixels, its words and numbers in
/// `text`'s language.
pub fn histogram_svg(
    counts: Option<[u64; 6]>,
    thresholds: &Thresholds,
    width: u32,
    height: u32,
    text: &Words,
) -> String {
    let mut svg = String::new();
    match draw(&mut svg, counts, thresholds, (width, height), text) {
        Err(e) => {
            // Drawing into a string cannot fail in practice; never show a broken chart.
            return format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\"><text x=\"10\" y=\"20\">{}</text></svg>",
                crate::render::board::esc(&e.to_string())
            );
        }
        Ok(hits) => add_bar_hits(&mut svg, &hits, text),
    }
    svg
}

/// One transparent rectangle per bar, the bar's full column, marked
/// `class="bar-hit" data-bucket="K"`: what a click on a bar lands on (the
/// app lists the decisions of that bar). Added last, so it is on top.
fn add_bar_hits(svg: &mut String, hits: &[(usize, i32, i32, i32, i32)], text: &Words) {
    use std::fmt::Write;
    let Some(end) = svg.rfind("</svg>").filter(|_| !hits.is_empty()) else {
        return;
    };
    let mut g = String::from(r#"<g class="bar-hits">"#);
    for &(k, x0, y0, x1, y1) in hits {
        let _ = write!(
            g,
            r#"<rect class="bar-hit" data-bucket="{k}" x="{x0}" y="{y0}" width="{}" height="{}" fill="transparent"><title>{}</title></rect>"#,
            (x1 - x0).max(1),
            (y1 - y0).max(1),
            crate::render::board::esc(&crate::t!(
                text,
                "chart-bar-hit",
                range = HISTOGRAM_LABELS[k.min(5)]
            ))
        );
    }
    g.push_str("</g>");
    svg.insert_str(end, &g);
}

/// Draws the chart; returns each bar's clickable column (bucket, x0, y0, x1, y1).
#[allow(clippy::type_complexity)]
fn draw(
    out: &mut String,
    counts: Option<[u64; 6]>,
    t: &Thresholds,
    size: (u32, u32),
    text: &Words,
) -> Result<Vec<(usize, i32, i32, i32, i32)>, Box<dyn std::error::Error>> {
    let mut hits = Vec::with_capacity(6);
    let root = SVGBackend::with_string(out, size).into_drawing_area();
    root.fill(&WHITE)?;
    let max = counts.map_or(0, |c| c.iter().copied().max().unwrap_or(0));
    // Head-room above the tallest bar for its count.
    let top = ((max as f64) * 1.18).max(1.0);
    let font = |px: u32| (FONT_FAMILY, px).into_font();
    // Wide enough for the longest count label ("80 Tsd.", "1,5 млн")
    // beside the axis's title; plotters writes a 20-pixel font 16 pixels high.
    // (The ticks are round numbers up to the tallest bar: as long as it,
    // shortened as the axis shortens it.)
    let step = match max {
        0..=9_999 => 1.0,
        10_000..=999_999 => 1e3,
        _ => 1e5,
    };
    let widest = text_width(&axis_count((max as f64 / step).round() * step, text), 16);
    let y_label_area = (widest + 34).max(60) as u32;
    let y_desc = crate::t!(text, "chart-decisions");
    let x_desc = crate::t!(text, "chart-error-axis");

    let mut chart = ChartBuilder::on(&root)
        .margin_top(40)
        .margin_right(16)
        .margin_left(8)
        .margin_bottom(6)
        .x_label_area_size(48)
        .y_label_area_size(y_label_area)
        .build_cartesian_2d(0f64..6f64, 0f64..top)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .max_light_lines(0)
        .bold_line_style(RGBColor(0xe6, 0xe8, 0xea))
        .axis_style(AXIS)
        .y_labels(if max == 0 { 1 } else { 5 })
        .y_label_formatter(&|v| axis_count(*v, text))
        .y_desc(y_desc)
        .x_desc(x_desc)
        .x_labels(0)
        .label_style(font(20).color(&AXIS))
        .axis_desc_style(font(20).color(&AXIS))
        .draw()?;

    let plot = chart.plotting_area();
    // Bars, counts above them, bucket labels below.
    for (i, label) in HISTOGRAM_LABELS.iter().enumerate() {
        let x0 = i as f64 + 0.12;
        let x1 = i as f64 + 0.88;
        let n = counts.map(|c| c[i]);
        if let Some(n) = n {
            plot.draw(&Rectangle::new([(x0, 0.0), (x1, n as f64)], BAR.filled()))?;
            plot.draw(&Text::new(
                text.count(n),
                (i as f64 + 0.5, n as f64 + top * 0.015),
                font(20)
                    .color(&BLACK)
                    .pos(Pos::new(HPos::Center, VPos::Bottom)),
            ))?;
        }
        if counts.is_some() {
            let (hx0, hy0) = plot.map_coordinate(&(x0, top));
            let (hx1, hy1) = plot.map_coordinate(&(x1, 0.0));
            // Down over the bucket's label too.
            hits.push((i, hx0, hy0, hx1, hy1 + 32));
        }
        let (px, py) = plot.map_coordinate(&(i as f64 + 0.5, 0.0));
        root.draw(&Text::new(
            label.to_string(),
            (px, py + 8),
            font(20).color(&AXIS).pos(Pos::new(HPos::Center, VPos::Top)),
        ))?;
    }
    if counts.is_none() {
        let (px, py) = plot.map_coordinate(&(3.0, top / 2.0));
        root.draw(&Text::new(
            crate::t!(text, "chart-no-decisions"),
            (px, py),
            font(20)
                .color(&AXIS)
                .pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
    }
    // Threshold marks: a vertical line and a caption above the plot.
    let marks = [
        (
            crate::t!(text, "chart-error-mark", value = text.number(t.error, 3)),
            t.error,
            ERROR_MARK,
            0,
        ),
        (
            crate::t!(
                text,
                "chart-blunder-mark",
                value = text.number(t.blunder, 3)
            ),
            t.blunder,
            BLUNDER_MARK,
            1,
        ),
    ];
    for (caption, emg, color, row) in marks {
        let x = threshold_position(emg);
        plot.draw(&PathElement::new(
            vec![(x, 0.0), (x, top)],
            color.stroke_width(2),
        ))?;
        let (px, py) = plot.map_coordinate(&(x, top));
        // One row of the top margin per caption, so close marks never overlap.
        let (anchor, dx) = if x > 4.5 {
            (HPos::Right, -4)
        } else {
            (HPos::Left, 4)
        };
        root.draw(&Text::new(
            caption,
            (px + dx, py - 2 - 18 * (1 - row)),
            font(19).color(&color).pos(Pos::new(anchor, VPos::Bottom)),
        ))?;
    }
    root.present()?;
    Ok(hits)
}

/// Colours of the progression chart.
const WIN: RGBColor = RGBColor(0x2f, 0x8f, 0x4f);
const LOSS: RGBColor = RGBColor(0xc0, 0x2b, 0x2b);
const OTHER: RGBColor = RGBColor(0x80, 0x86, 0x8c);
const ROLLING: RGBColor = RGBColor(0x1f, 0x4e, 0x9a);
const TREND: RGBColor = RGBColor(0xd9, 0x8a, 0x00);
const BANDS: [RGBColor; 2] = [RGBColor(0xf4, 0xf6, 0xf8), RGBColor(0xe9, 0xed, 0xf1)];

/// Where the progression chart put its points, so a window can tell which
/// point a click fell on: pixel centre and radius of each point, in the
/// order of the points given.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PlacedPoint {
    pub x: i32,
    pub y: i32,
    pub r: u32,
    pub match_id: Option<i64>,
}

/// The progression chart as an SVG document: one dot per point (x = date,
/// y = PR, area by decisions, green won / red lost / grey neither), the
/// rolling PR over the last `window` decisions, the least-squares trend,
/// and the level bands of `levels` behind them; its words, numbers and
/// dates in `text`'s language.
pub fn progression_svg(
    points: &[crate::queries::progress::Point],
    window: u64,
    levels: &crate::queries::levels::Scale,
    (width, height): (u32, u32),
    text: &Words,
) -> (String, Vec<PlacedPoint>) {
    let mut svg = String::new();
    let mut placed = Vec::new();
    if let Err(e) = draw_progression(
        &mut svg,
        &mut placed,
        points,
        window,
        levels,
        (width, height),
        text,
    ) {
        return (
            format!(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\"><text x=\"10\" y=\"20\">{}</text></svg>",
                crate::render::board::esc(&e.to_string())
            ),
            Vec::new(),
        );
    }
    (svg, placed)
}

/// A date on the axis, in the language's order: month and year, or the
/// day itself over a short span.
fn date_label(day: f64, short_span: bool, text: &Words) -> String {
    let epoch = chrono::NaiveDate::from_ymd_opt(1970, 1, 1);
    epoch
        .and_then(|e| e.checked_add_signed(chrono::Duration::days(day.round() as i64)))
        .map(|d| {
            use chrono::Datelike;
            if short_span {
                text.date(&format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day()))
            } else {
                text.date(&format!("{:04}-{:02}", d.year(), d.month()))
            }
        })
        .unwrap_or_default()
}

fn draw_progression(
    out: &mut String,
    placed: &mut Vec<PlacedPoint>,
    points: &[crate::queries::progress::Point],
    window: u64,
    levels: &crate::queries::levels::Scale,
    size: (u32, u32),
    text: &Words,
) -> Result<(), Box<dyn std::error::Error>> {
    use crate::queries::progress::{rolling_pr, trend};
    let root = SVGBackend::with_string(out, size).into_drawing_area();
    root.fill(&WHITE)?;
    let font = |px: u32| (FONT_FAMILY, px).into_font();
    let (lo, hi) = match (
        points.iter().map(|p| p.day).min(),
        points.iter().map(|p| p.day).max(),
    ) {
        (Some(a), Some(b)) => (a as f64, b as f64),
        _ => (0.0, 1.0),
    };
    let pad = ((hi - lo) * 0.04).max(5.0);
    let (x0, x1) = (lo - pad, hi + pad);
    let top_pr = points.iter().map(|p| p.pr).fold(0.0f64, f64::max);
    // At least up to PR 9, so several bands show and read as a scale.
    let top = (top_pr * 1.08).clamp(9.0, 40.0);
    // The band names sit in the right margin, clear of the points: as
    // wide as the longest, in the language's words.
    let names: Vec<String> = levels
        .bands
        .iter()
        .map(|(n, _)| levels.band_text(n, text))
        .collect();
    let longest = names.iter().map(|n| text_width(n, 15)).max().unwrap_or(0);
    let margin = longest.max(0) as u32 + 14;
    let mut chart = ChartBuilder::on(&root)
        .margin(12)
        .margin_right(margin.max(112))
        .x_label_area_size(44)
        .y_label_area_size(52)
        .build_cartesian_2d(x0..x1, 0f64..top)?;
    // Bands first, behind everything.
    let mut from = 0.0;
    for (i, ((_, bound), name)) in levels.bands.iter().zip(&names).enumerate() {
        if from >= top {
            break;
        }
        let to = bound.min(top);
        chart.draw_series(std::iter::once(Rectangle::new(
            [(x0, from), (x1, to)],
            BANDS[i % 2].filled(),
        )))?;
        let (px, py) = chart
            .plotting_area()
            .map_coordinate(&(x1, (from + to) / 2.0));
        root.draw(&Text::new(
            name.as_str(),
            (px + 6, py),
            font(15)
                .color(&AXIS)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        from = to;
    }
    chart
        .configure_mesh()
        .disable_x_mesh()
        .disable_y_mesh()
        .axis_style(AXIS)
        .x_labels(6)
        .x_label_formatter(&|d| date_label(*d, x1 - x0 < 120.0, text))
        .y_label_formatter(&|v| tick(*v, text))
        .y_desc(crate::t!(text, "chart-pr"))
        .label_style(font(16).color(&AXIS))
        .axis_desc_style(font(16).color(&AXIS))
        .draw()?;
    if points.is_empty() {
        let (px, py) = chart
            .plotting_area()
            .map_coordinate(&((x0 + x1) / 2.0, top / 2.0));
        root.draw(&Text::new(
            crate::t!(text, "chart-no-dated-match"),
            (px, py),
            font(20)
                .color(&AXIS)
                .pos(Pos::new(HPos::Center, VPos::Center)),
        ))?;
        root.present()?;
        return Ok(());
    }
    let most = points.iter().map(|p| p.decisions).max().unwrap_or(1).max(1) as f64;
    let compact = points.len() > DOT_LIMIT;
    // The dots first, under the lines. Past DOT_LIMIT, the ones that show
    // (see `dots`), as one path per colour, added once the chart is drawn
    // (before its first line).
    let mut dots = Vec::new();
    for p in points {
        let r = (3.0 + 7.0 * (p.decisions as f64 / most).sqrt()).round() as u32;
        let k = match p.result {
            1 => 0,
            -1 => 1,
            _ => 2,
        };
        let at = (p.day as f64, p.pr.min(top));
        let (x, y) = chart.plotting_area().map_coordinate(&at);
        if compact {
            dots.push(dots::Dot { colour: k, r, x, y });
        } else {
            chart.draw_series(std::iter::once(Circle::new(
                at,
                r,
                DOT_COLORS[k].mix(0.75).filled(),
            )))?;
        }
        placed.push(PlacedPoint {
            x,
            y,
            r,
            match_id: p.match_id,
        });
    }
    // The rolling PR, then the trend, over the dots: 10,000 grey dots hid them.
    let rolling = rolling_pr(points, window);
    let line: Vec<(f64, f64)> = points
        .iter()
        .zip(&rolling)
        .map(|(p, r)| (p.day as f64, r.min(top)))
        .collect();
    let line = if points.len() > DOT_LIMIT {
        let area = chart.plotting_area();
        per_pixel_column(&line, |at| area.map_coordinate(at).0)
    } else {
        line
    };
    chart.draw_series(std::iter::once(PathElement::new(
        line,
        ROLLING.stroke_width(2),
    )))?;
    // The trend last, over the rolling line (which at 10,000 matches is a
    // band of a few vertices per pixel column).
    if let Some((a, b)) = trend(points) {
        chart.draw_series(std::iter::once(PathElement::new(
            vec![
                (lo, (a + b * lo).clamp(0.0, top)),
                (hi, (a + b * hi).clamp(0.0, top)),
            ],
            TREND.stroke_width(2),
        )))?;
    }
    // Legend, top left.
    let legend = [
        (crate::t!(text, "chart-won"), WIN),
        (crate::t!(text, "chart-lost"), LOSS),
        (crate::t!(text, "chart-rolling-pr"), ROLLING),
        (crate::t!(text, "chart-trend"), TREND),
    ];
    let (lx, ly) = chart.plotting_area().map_coordinate(&(x0, top));
    // Each entry as wide as its words (at least the 110 pixels of the
    // English legend's columns).
    let mut x = lx + 10;
    for (name, color) in &legend {
        root.draw(&Rectangle::new(
            [(x, ly + 8), (x + 12, ly + 20)],
            color.filled(),
        ))?;
        root.draw(&Text::new(
            name.as_str(),
            (x + 16, ly + 14),
            font(15)
                .color(&BLACK)
                .pos(Pos::new(HPos::Left, VPos::Center)),
        ))?;
        x += (16 + text_width(name, 15) + 18).max(110);
    }
    root.present()?;
    drop(chart);
    drop(root);
    if compact {
        insert_dots(out, &dots::group(&dots::visible(dots, size), &DOT_COLORS));
    }
    Ok(())
}

/// Past this many points the progression chart draws only the dots that
/// show, as one path per colour (see `dots`), and its rolling line with at
/// most four vertices per pixel column: 10,000 `<circle>` elements made a
/// 0.9 MB chart the window took seconds to draw. The dots are filled
/// circles rather than round-capped strokes of no length: at 10,000
/// matches the window's next frame began 190–273 ms after the change
/// (median 224) against 257–337 ms (median 334), 3 alternated runs each.
pub const DOT_LIMIT: usize = 1_000;

/// The colours of the dots: won, lost, neither.
const DOT_COLORS: [RGBColor; 3] = [WIN, LOSS, OTHER];

/// Inserts the `group` of a compact progression chart's dots before its
/// trend and rolling lines (so under them).
fn insert_dots(svg: &mut String, group: &str) {
    // Right before the trend or the rolling line, whichever comes first
    // (the lines drawn after the dots, so above them; the legend after
    // them is squares and text).
    let first_line = [TREND, ROLLING]
        .iter()
        .filter_map(|c| svg.find(&format!("stroke=\"#{:02X}{:02X}{:02X}\"", c.0, c.1, c.2)))
        .min()
        .and_then(|i| svg[..i].rfind('<'));
    let at = first_line
        .or_else(|| svg.rfind("</svg>"))
        .unwrap_or(svg.len());
    svg.insert_str(at, group);
}

/// How far outside a dot a click still hits it, in chart pixels.
pub const CLICK_SLACK: f64 = 4.0;

/// The dot under a click at chart pixel (`x`, `y`): of the dots within
/// their radius plus [`CLICK_SLACK`], the nearest (the first drawn of
/// equally near ones); `None` when none is.
pub fn point_at(points: &[PlacedPoint], x: f64, y: f64) -> Option<&PlacedPoint> {
    let mut best: Option<(&PlacedPoint, f64)> = None;
    for p in points {
        let d = (f64::from(p.x) - x).hypot(f64::from(p.y) - y);
        if d <= f64::from(p.r) + CLICK_SLACK && best.is_none_or(|(_, b)| d < b) {
            best = Some((p, d));
        }
    }
    best.map(|(p, _)| p)
}

/// The vertices of a line kept for drawing it at pixel scale: per run of
/// vertices on the same pixel column (`column` of each), the first, the
/// lowest, the highest and the last, in their order. The line drawn looks
/// the same; a line through 10,000 points keeps a few per column.
pub fn per_pixel_column(
    line: &[(f64, f64)],
    column: impl Fn(&(f64, f64)) -> i32,
) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < line.len() {
        let c = column(&line[i]);
        let mut j = i;
        while j + 1 < line.len() && column(&line[j + 1]) == c {
            j += 1;
        }
        let run = &line[i..=j];
        let lo = (0..run.len())
            .min_by(|&a, &b| run[a].1.total_cmp(&run[b].1))
            .unwrap_or(0);
        let hi = (0..run.len())
            .max_by(|&a, &b| run[a].1.total_cmp(&run[b].1))
            .unwrap_or(0);
        let mut keep = vec![0, lo, hi, run.len() - 1];
        keep.sort_unstable();
        keep.dedup();
        out.extend(keep.into_iter().map(|k| run[k]));
        i = j + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en() -> &'static Words {
        Words::get("en")
    }

    #[test]
    fn a_click_hits_the_nearest_dot_within_its_radius_and_slack() {
        let dot = |x, y, r, id| PlacedPoint {
            x,
            y,
            r,
            match_id: Some(id),
        };
        let dots = [dot(10, 10, 5, 1), dot(20, 10, 5, 2)];
        assert_eq!(
            point_at(&dots, 11.0, 10.0).and_then(|p| p.match_id),
            Some(1)
        );
        assert_eq!(
            point_at(&dots, 16.0, 10.0).and_then(|p| p.match_id),
            Some(2)
        );
        // 5 + 4 pixels from the first dot's centre still hits it; 10 not.
        assert_eq!(
            point_at(&dots, 10.0, 19.0).and_then(|p| p.match_id),
            Some(1)
        );
        assert_eq!(point_at(&dots, 10.0, 20.0), None);
        assert_eq!(point_at(&dots, 40.0, 40.0), None);
        assert_eq!(point_at(&[], 0.0, 0.0), None);
        // Equally near: the first drawn.
        assert_eq!(
            point_at(&dots, 15.0, 10.0).and_then(|p| p.match_id),
            Some(1)
        );
    }

    /// The text of every `<text>` element, trimmed.
    fn texts(svg: &str) -> Vec<String> {
        svg.split("<text")
            .skip(1)
            .filter_map(|t| {
                let body = &t[t.find('>')? + 1..];
                Some(body[..body.find("</text>")?].trim().to_string())
            })
            .collect()
    }

    #[test]
    fn svg_has_labels_counts_and_both_marks() {
        let svg = histogram_svg(
            Some([812, 97, 64, 23, 9, 3]),
            &Thresholds::BLUNDERDB,
            640,
            300,
            en(),
        );
        assert!(svg.starts_with("<svg"), "{svg}");
        let t = texts(&svg);
        for label in HISTOGRAM_LABELS {
            assert!(t.iter().any(|x| x == label), "label {label} in {t:?}");
        }
        for n in [812, 97, 64, 23, 9, 3] {
            assert!(t.contains(&n.to_string()), "count {n} in {t:?}");
        }
        assert!(t.iter().any(|x| x == "error ≥ 0.050"), "{t:?}");
        assert!(t.iter().any(|x| x == "blunder ≥ 0.100"), "{t:?}");
        assert!(svg.contains("<rect"));
    }

    #[test]
    fn marks_follow_the_thresholds() {
        let svg = histogram_svg(Some([1, 2, 3, 4, 5, 6]), &Thresholds::XG, 640, 300, en());
        assert!(svg.contains("error ≥ 0.020") && svg.contains("blunder ≥ 0.080"));
        assert!(!svg.contains("0.050"));
    }

    #[test]
    fn unknown_counts_draw_no_bars_but_say_so() {
        let svg = histogram_svg(None, &Thresholds::GNUBG, 640, 300, en());
        assert!(svg.contains("no analysed decisions"));
        assert!(svg.contains("error ≥ 0.030") && svg.contains("blunder ≥ 0.060"));
        let t = texts(&svg);
        for label in HISTOGRAM_LABELS {
            assert!(t.iter().any(|x| x == label), "label {label} in {t:?}");
        }
    }

    #[test]
    fn axis_counts_are_whole_and_short() {
        assert_eq!(axis_count(0.5, en()), "");
        assert_eq!(axis_count(40.0, en()), "40");
        assert_eq!(axis_count(5000.0, en()), "5,000");
        assert_eq!(axis_count(1_500_000.0, Words::get("fr")), "1,5\u{a0}M");
        assert_eq!(axis_count(500_000.0, en()), "500k");
        assert_eq!(axis_count(1_500_000.0, en()), "1.5M");
        assert_eq!(axis_count(2_000_000.0, en()), "2M");
    }

    #[test]
    fn threshold_positions_on_the_bucket_scale() {
        assert!((threshold_position(0.0) - 0.0).abs() < 1e-9);
        assert!((threshold_position(0.005) - 1.0).abs() < 1e-9);
        assert!((threshold_position(0.020) - (2.0 + 10.0 / 15.0)).abs() < 1e-9);
        assert!((threshold_position(0.050) - 4.0).abs() < 1e-9);
        assert!((threshold_position(0.100) - 5.0).abs() < 1e-9);
        assert!((threshold_position(0.150) - 5.5).abs() < 1e-9);
        assert!((threshold_position(5.0) - 6.0).abs() < 1e-9);
    }

    #[test]
    fn each_bar_has_a_click_target_left_to_right() {
        let svg = histogram_svg(
            Some([812, 97, 0, 23, 9, 3]),
            &Thresholds::BLUNDERDB,
            560,
            300,
            en(),
        );
        let xs: Vec<i32> = (0..6)
            .map(|k| {
                let at = svg
                    .find(&format!(r#"data-bucket="{k}""#))
                    .unwrap_or_else(|| panic!("bar {k} in {svg}"));
                let rest = &svg[at..];
                let x = &rest[rest.find(" x=\"").unwrap() + 4..];
                x[..x.find('"').unwrap()].parse().unwrap()
            })
            .collect();
        assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
        assert!(xs[0] > 0 && xs[5] < 560, "{xs:?}");
        // The targets come last, over everything else.
        assert!(svg.rfind("bar-hit").unwrap() > svg.rfind("<text").unwrap());
        // Nothing to click without analysed decisions.
        assert!(!histogram_svg(None, &Thresholds::BLUNDERDB, 560, 300, en()).contains("bar-hit"));
    }

    #[test]
    fn progression_has_one_dot_per_point_bands_and_lines() {
        use crate::queries::progress::Point;
        let pts: Vec<Point> = (0..5)
            .map(|i| Point {
                day: 19_000 + 30 * i,
                pr: 3.0 + i as f64,
                decisions: 100 + 10 * i as u64,
                error: (3.0 + i as f64) * (100 + 10 * i) as f64 / 500.0,
                result: if i % 2 == 0 { 1 } else { -1 },
                match_id: Some(i),
            })
            .collect();
        let (svg, placed) =
            progression_svg(&pts, 200, &crate::queries::levels::XG, (800, 360), en());
        assert_eq!(svg.matches("<circle").count(), 5, "{svg}");
        assert_eq!(placed.len(), 5);
        // Later points (higher PR) are drawn higher up: smaller y.
        assert!(placed
            .windows(2)
            .all(|w| w[1].x > w[0].x && w[1].y < w[0].y));
        // XG's bands up to the top of the chart (PR 7 × 1.08), in order
        // from the bottom up (a smaller y further up), and no other scale's.
        let t = texts(&svg);
        let at = |name: &str| {
            let i = svg
                .find(&format!(">\n{name}\n<"))
                .unwrap_or_else(|| panic!("{name} in {t:?}"));
            let e = &svg[svg[..i].rfind("<text").expect("text")..i];
            let y = &e[e.find(" y=\"").expect("y") + 4..];
            y[..y.find('"').expect("quote")].parse::<f64>().expect("y")
        };
        let ys: Vec<f64> = ["World Champ", "World Class", "Expert", "Advanced"]
            .into_iter()
            .map(at)
            .collect();
        assert!(ys.windows(2).all(|w| w[1] < w[0]), "{ys:?}");
        assert!(!t.iter().any(|x| x == "Intermediate" || x == "Supernatural"));
        assert!(t.iter().any(|x| x == "rolling PR"));
        // gnuBG's, when asked for.
        let (svg, _) = progression_svg(&pts, 200, &crate::queries::levels::GNUBG, (800, 360), en());
        let t = texts(&svg);
        for band in [
            "Supernatural",
            "World class",
            "Expert",
            "Advanced",
            "Intermediate",
        ] {
            assert!(t.iter().any(|x| x == band), "{band} in {t:?}");
        }
        assert!(!t.iter().any(|x| x == "World Champ"));
        let (empty, none) =
            progression_svg(&[], 200, &crate::queries::levels::XG, (800, 360), en());
        assert!(empty.contains("no analysed match with a date") && none.is_empty());
    }

    /// Points spread over a few years, `n` of them.
    fn many(n: i64) -> Vec<crate::queries::progress::Point> {
        (0..n)
            .map(|i| crate::queries::progress::Point {
                day: 17_000 + i * 3_000 / n.max(1),
                pr: 2.0 + ((i * 37) % 100) as f64 / 10.0,
                decisions: 100 + (i % 50) as u64,
                error: 0.5,
                result: [1, -1, 0][(i % 3) as usize],
                match_id: Some(i),
            })
            .collect()
    }

    #[test]
    fn many_points_draw_as_a_few_paths_and_every_point_is_placed() {
        let pts = many(10_000);
        let (svg, placed) =
            progression_svg(&pts, 500, &crate::queries::levels::XG, (960, 360), en());
        assert_eq!(placed.len(), 10_000);
        assert_eq!(svg.matches("<circle").count(), 0);
        let g = &svg[svg.find(r#"<g class="dots""#).expect(&svg)..];
        // One path per colour.
        let paths = g[..g.find("</g>").unwrap()].matches("<path").count();
        assert_eq!(paths, 3);
        // A fifth of the 0.9 MB of 10,000 `<circle>` elements: the dots
        // that show only, and one element per colour, not per dot.
        assert!(svg.len() < 180_000, "{} bytes", svg.len());
        // Under the trend and rolling lines (drawn after them), under the
        // legend, above the axes.
        let dots = svg.find("class=\"dots\"").unwrap();
        let line =
            |c: RGBColor| svg.find(&format!("stroke=\"#{:02X}{:02X}{:02X}\"", c.0, c.1, c.2));
        assert!(line(ROLLING).unwrap() > dots && line(TREND).unwrap() > dots);
        assert!(svg[..dots].contains("<polyline"), "axes before the dots");
        assert!(svg.find("rolling PR").unwrap() > dots);
        // Up to the limit, one circle per point, as before.
        let (svg, placed) = progression_svg(
            &pts[..DOT_LIMIT],
            500,
            &crate::queries::levels::XG,
            (960, 360),
            en(),
        );
        assert_eq!(svg.matches("<circle").count(), DOT_LIMIT);
        assert_eq!(placed.len(), DOT_LIMIT);
        // The lines after (above) the last circle.
        let rolling = format!(
            "stroke=\"#{:02X}{:02X}{:02X}\"",
            ROLLING.0, ROLLING.1, ROLLING.2
        );
        assert!(svg.find(&rolling).unwrap() > svg.rfind("<circle").unwrap());
        assert!(!svg.contains("class=\"dots\""));
    }

    #[test]
    fn every_placed_point_is_a_drawn_dot_or_under_the_dots_drawn_after_it() {
        let pts = many(10_000);
        let (svg, placed) =
            progression_svg(&pts, 500, &crate::queries::levels::XG, (960, 360), en());
        let g = &svg[svg.find(r#"<g class="dots""#).expect("dots")..];
        let g = &g[..g.find("</g>").expect("end")];
        // The value of attribute `name` in an element's text.
        fn attr<'a>(e: &'a str, name: &str) -> &'a str {
            let v = &e[e.find(&format!(" {name}=\"")).expect(name) + name.len() + 3..];
            &v[..v.find('"').expect("quote")]
        }
        // (colour, x, y, r) of every dot drawn.
        let mut drawn = Vec::new();
        for path in g.split("<path").skip(1) {
            let fill = attr(path, "fill");
            let colour = DOT_COLORS
                .iter()
                .position(|c| fill == format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2))
                .expect(fill);
            let d = attr(path, "d");
            assert!(d.starts_with('M') && d.matches('M').count() == 1, "{d}");
            // Each dot: a move to its left end, then two half circles
            // "a{r} {r} 0 1 0 {2r} 0a{r} {r} 0 1 0-{2r} 0" back to it.
            let (mut x, mut y) = (0, 0);
            for (i, seg) in d.split(['M', 'm']).filter(|s| !s.is_empty()).enumerate() {
                let (at, arcs) = seg.split_once('a').expect("arcs");
                let (a, b) = at.split_once(' ').expect("x y");
                let (a, b): (i32, i32) = (a.parse().expect("x"), b.parse().expect("y"));
                (x, y) = if i == 0 { (a, b) } else { (x + a, y + b) };
                let r: i32 = arcs.split(' ').next().expect("r").parse().expect("r");
                assert_eq!(
                    format!("a{arcs}"),
                    format!("a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0-{} 0", 2 * r, 2 * r)
                );
                drawn.push((colour, x + r, y, r));
            }
        }
        // The colours in drawing order (won, lost, neither), and far fewer
        // dots than points.
        assert!(drawn.windows(2).all(|w| w[0].0 <= w[1].0));
        assert!(drawn.len() < 5_000, "{} drawn", drawn.len());
        let inside = |&(_, x, y, r): &(usize, i32, i32, i32), px: f64, py: f64| {
            (px - x as f64).powi(2) + (py - y as f64).powi(2) < (r as f64).powi(2)
        };
        let mut hidden = 0;
        for (p, at) in pts.iter().zip(&placed) {
            let colour = [1, 2, 0][(p.result + 1) as usize];
            let dot = (colour, at.x, at.y, at.r as i32);
            if drawn.contains(&dot) {
                continue;
            }
            hidden += 1;
            // Every point of its disc (sampled) is inside a dot drawn
            // after it: of its colour, or of a colour drawn later.
            let r = at.r as f64;
            for i in 0..=8 {
                for j in 0..=8 {
                    let px = at.x as f64 - r + r * i as f64 / 4.0;
                    let py = at.y as f64 - r + r * j as f64 / 4.0;
                    if inside(&dot, px, py) {
                        assert!(
                            drawn.iter().any(|k| k.0 >= colour && inside(k, px, py)),
                            "point {:?} shows at ({px}, {py})",
                            p.match_id
                        );
                    }
                }
            }
        }
        assert!(hidden > 5_000, "{hidden} hidden");
    }

    #[test]
    fn a_line_keeps_first_lowest_highest_last_per_column() {
        let line: Vec<(f64, f64)> = vec![
            (0.0, 5.0),
            (0.2, 1.0),
            (0.4, 9.0),
            (0.6, 4.0),
            (0.8, 3.0),
            (1.0, 7.0),
            (2.0, 2.0),
        ];
        let kept = per_pixel_column(&line, |p| p.0.floor() as i32);
        assert_eq!(
            kept,
            vec![
                (0.0, 5.0),
                (0.2, 1.0),
                (0.4, 9.0),
                (0.8, 3.0),
                (1.0, 7.0),
                (2.0, 2.0)
            ]
        );
        assert!(per_pixel_column(&[], |_| 0).is_empty());
    }

    #[test]
    fn a_german_histogram_has_german_words_and_numbers() {
        let de = Words::get("de");
        let svg = histogram_svg(
            Some([81_200, 1_234, 64, 23, 9, 3]),
            &Thresholds::BLUNDERDB,
            640,
            300,
            de,
        );
        let t = texts(&svg);
        for want in [
            "Entscheidungen",
            "Fehler (Millipunkte)",
            "Fehler ≥ 0,050",
            "Blunder ≥ 0,100",
            "81.200",
            "1.234",
            "80 Tsd.",
        ] {
            assert!(t.iter().any(|x| x == want), "{want} in {t:?}");
        }
        // No English left, and the bars' tooltips speak German too.
        for english in ["decisions", "error", "blunder ≥", "millipoints"] {
            assert!(!t.iter().any(|x| x.contains(english)), "{english} in {t:?}");
        }
        assert!(svg.contains("<title>10–25 Millipunkte: diese Entscheidungen auflisten</title>"));
        // The count labels fit left of the axis: no label starts left of
        // the drawing.
        for e in svg.split("<text").skip(1) {
            let x: i32 = e[e.find(" x=\"").expect("x") + 4..]
                .split('"')
                .next()
                .and_then(|v| v.parse().ok())
                .expect("x");
            let body = e[e.find('>').expect(">") + 1..e.find("</text>").expect("end")].trim();
            if e.contains("text-anchor=\"end\"") {
                assert!(x - text_width(body, 16) >= 0, "{body} at {x}");
            }
        }
        let none = histogram_svg(None, &Thresholds::BLUNDERDB, 640, 300, de);
        assert!(none.contains("keine analysierten Entscheidungen"));
    }

    #[test]
    fn charts_name_fonts_with_greek_cyrillic_and_japanese() {
        let (ja, _) = progression_svg(
            &many(20),
            10,
            &crate::queries::levels::XG,
            (800, 360),
            Words::get("ja"),
        );
        let hist = histogram_svg(
            Some([1, 2, 3, 4, 5, 6]),
            &Thresholds::XG,
            640,
            300,
            Words::get("ru"),
        );
        for svg in [&ja, &hist] {
            let texts = svg.matches("<text").count();
            assert!(texts > 5);
            assert_eq!(
                svg.matches(&format!("font-family=\"{FONT_FAMILY}\""))
                    .count(),
                texts,
                "every text names the fonts"
            );
        }
        assert!(FONT_FAMILY.starts_with("DejaVu Sans,") && FONT_FAMILY.ends_with("sans-serif"));
        assert!(FONT_FAMILY.contains("Noto Sans CJK JP"));
    }

    #[test]
    fn a_japanese_progression_has_japanese_words_and_dates() {
        let ja = Words::get("ja");
        let pts = many(40);
        let (svg, placed) = progression_svg(&pts, 10, &crate::queries::levels::XG, (960, 360), ja);
        assert_eq!(placed.len(), 40);
        let t = texts(&svg);
        let japanese = |s: &str| {
            s.chars()
                .any(|c| matches!(u32::from(c), 0x3040..=0x30FF | 0x4E00..=0x9FFF))
        };
        for want in [
            "勝ち",
            "負け",
            "移動 PR",
            "トレンド",
            "ワールドクラス",
            "エキスパート",
        ] {
            assert!(t.iter().any(|x| x == want), "{want} in {t:?}");
        }
        assert!(t.iter().filter(|x| japanese(x)).count() >= 6, "{t:?}");
        // Dates in Japanese order (year first, slashes), none in ISO form.
        assert!(
            t.iter().any(|x| x.starts_with("201") && x.contains('/')),
            "{t:?}"
        );
        assert!(
            !t.iter().any(|x| x.len() == 7 && x.as_bytes()[4] == b'-'),
            "{t:?}"
        );
        assert!(!t.iter().any(|x| x == "won" || x == "rolling PR"));
        // gnuBG's own Japanese names for its scale.
        let (svg, _) = progression_svg(&pts, 10, &crate::queries::levels::GNUBG, (960, 360), ja);
        assert!(texts(&svg).iter().any(|x| x == "神の領域"));
        let (empty, _) = progression_svg(&[], 10, &crate::queries::levels::XG, (960, 360), ja);
        assert!(texts(&empty)
            .iter()
            .any(|x| x == "日付のある分析済みマッチはありません"));
    }

    #[test]
    fn long_band_names_and_legends_stay_inside_the_chart() {
        let pts = many(40);
        for lang in crate::i18n::LANGUAGES {
            for scale in crate::queries::levels::Scale::ALL {
                let (svg, _) = progression_svg(&pts, 10, &scale, (960, 360), Words::get(lang));
                let mut legend_ends = Vec::new();
                for e in svg.split("<text").skip(1) {
                    let num = |name: &str| -> i32 {
                        e[e.find(&format!(" {name}=\"")).expect(name) + name.len() + 3..]
                            .split('"')
                            .next()
                            .and_then(|v| v.parse().ok())
                            .expect(name)
                    };
                    let body =
                        e[e.find('>').expect(">") + 1..e.find("</text>").expect("end")].trim();
                    // Plotters writes a 15-pixel font about 12 pixels high.
                    let right = num("x") + text_width(body, 12);
                    assert!(right <= 960, "{lang} {}: {body} ends at {right}", scale.key);
                    if e.contains("fill=\"#000000\"") {
                        legend_ends.push((num("x"), right));
                    }
                }
                // The legend's entries do not overlap.
                assert_eq!(legend_ends.len(), 4, "{lang}: {legend_ends:?}");
                assert!(
                    legend_ends.windows(2).all(|w| w[0].1 < w[1].0),
                    "{lang}: {legend_ends:?}"
                );
            }
        }
    }

    #[test]
    fn in_the_pseudo_locale_every_word_comes_from_the_messages() {
        let qps = Words::get(crate::i18n::PSEUDO);
        let hist = histogram_svg(
            Some([10, 2_000_000, 3, 4, 5, 6]),
            &Thresholds::XG,
            640,
            300,
            qps,
        );
        let none = histogram_svg(None, &Thresholds::XG, 640, 300, qps);
        let mut all = vec![hist, none];
        for scale in crate::queries::levels::Scale::ALL {
            all.push(progression_svg(&many(30), 10, &scale, (960, 360), qps).0);
        }
        all.push(progression_svg(&[], 10, &crate::queries::levels::XG, (960, 360), qps).0);
        for svg in &all {
            let mut words = texts(svg);
            words.extend(
                svg.split("<title>")
                    .skip(1)
                    .map(|t| t[..t.find("</title>").expect("end")].to_string()),
            );
            for t in words {
                if t.chars().any(char::is_alphabetic) {
                    assert!(t.contains('⟦'), "{t:?} is not from the messages");
                }
            }
        }
    }
}
