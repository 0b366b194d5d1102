//! Pictures to keep (#28): a board as SVG, with its analysis (the played
//! and best arrows, the footer with the error) or without, and as PNG,
//! rasterised here with resvg so the window and any other caller get the
//! same pixels. The board's text is drawn with the system's fonts (the
//! families of [`crate::render::FONT_FAMILY`], found by fontdb).

use std::sync::{Arc, OnceLock};

use resvg::{tiny_skia, usvg};

use crate::i18n::Text;
use crate::queries::drill::DecisionRow;
use crate::render::board::{board_svg_flipped, plain_svg};

/// How many pixels a PNG has per SVG unit: twice, for a sharp picture on
/// today's screens and in documents.
pub const PNG_SCALE: f32 = 2.0;

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("cannot read the drawing: {0}")]
    Svg(#[from] usvg::Error),
    #[error("the drawing has no size")]
    Empty,
    #[error("cannot write the PNG: {0}")]
    Png(String),
}

/// The picture's file format, by a file name's extension: PNG for
/// `.png`, SVG otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
}

impl Format {
    /// The format a path asks for (`.png`, any case, is PNG).
    pub fn of_path(path: &std::path::Path) -> Format {
        match path.extension().and_then(|e| e.to_str()) {
            Some(e) if e.eq_ignore_ascii_case("png") => Format::Png,
            _ => Format::Svg,
        }
    }
}

/// Decision `d`'s board as SVG, with its analysis or the position alone.
pub fn board(d: &DecisionRow, text: &Text, analysis: bool, flipped: bool) -> String {
    if analysis {
        board_svg_flipped(d, text, flipped)
    } else {
        plain_svg(d, text, flipped)
    }
}

/// The system's fonts, loaded once (a few tens of milliseconds).
fn fonts() -> Arc<usvg::fontdb::Database> {
    static FONTS: OnceLock<Arc<usvg::fontdb::Database>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            use usvg::fontdb::{Database, Source};
            let mut system = Database::new();
            system.load_system_fonts();
            let path = |s: &Source| match s {
                Source::File(p) | Source::SharedFile(p, _) => Some(p.clone()),
                Source::Binary(_) => None,
            };
            // The files of [`FIRST`]'s families, in its order, each
            // family's regular weight first (the fallback takes the first
            // face with the character, whatever the text's weight), then
            // the rest.
            let mut files: Vec<std::path::PathBuf> = Vec::new();
            for family in FIRST {
                let mut faces: Vec<_> = system
                    .faces()
                    .filter(|f| f.families.iter().any(|(name, _)| name == family))
                    .collect();
                faces.sort_by_key(|f| (f.weight.0 != 400, f.style != usvg::fontdb::Style::Normal));
                files.extend(faces.iter().filter_map(|f| path(&f.source)));
            }
            files.extend(system.faces().filter_map(|f| path(&f.source)));
            let mut seen = std::collections::HashSet::new();
            let mut db = Database::new();
            for file in files {
                if seen.insert(file.clone()) {
                    // A file that cannot be read now is left out.
                    let _ = db.load_font_file(&file);
                }
            }
            db.set_sans_serif_family("DejaVu Sans");
            Arc::new(db)
        })
        .clone()
}

/// The families whose fonts come first in the database, in
/// [`crate::render::FONT_FAMILY`]'s order: for a character its font lacks
/// (Japanese in DejaVu Sans), resvg takes the first font of the database
/// that has it, which in the system's order is a serif one as often as
/// not (Noto Serif CJK), where the window takes a sans-serif one.
const FIRST: [&str; 7] = [
    "DejaVu Sans",
    "Noto Sans",
    "Noto Sans CJK JP",
    "Hiragino Sans",
    "Yu Gothic",
    "Meiryo",
    "Arial",
];

/// `svg` rasterised at [`PNG_SCALE`], as PNG bytes.
pub fn png(svg: &str) -> Result<Vec<u8>, PictureError> {
    raster(svg)?
        .encode_png()
        .map_err(|e| PictureError::Png(e.to_string()))
}

/// An image as the system clipboard takes it: straight (not
/// premultiplied) RGBA, a row after another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rgba {
    pub width: u32,
    pub height: u32,
    pub pixels: Vec<u8>,
}

/// Decision `d`'s picture rasterised as [`png`] does, as [`Rgba`].
pub fn rgba(
    d: &DecisionRow,
    text: &Text,
    analysis: bool,
    flipped: bool,
) -> Result<Rgba, PictureError> {
    let pixmap = raster(&board(d, text, analysis, flipped))?;
    let pixels = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok(Rgba {
        width: pixmap.width(),
        height: pixmap.height(),
        pixels,
    })
}

/// `svg` rasterised at [`PNG_SCALE`].
fn raster(svg: &str) -> Result<tiny_skia::Pixmap, PictureError> {
    let opt = usvg::Options {
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &opt)?;
    let size = tree
        .size()
        .to_int_size()
        .scale_by(PNG_SCALE)
        .ok_or(PictureError::Empty)?;
    let mut pixmap =
        tiny_skia::Pixmap::new(size.width(), size.height()).ok_or(PictureError::Empty)?;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(PNG_SCALE, PNG_SCALE),
        &mut pixmap.as_mut(),
    );
    Ok(pixmap)
}

/// The bytes of decision `d`'s picture in `format`.
pub fn bytes(
    d: &DecisionRow,
    text: &Text,
    analysis: bool,
    flipped: bool,
    format: Format,
) -> Result<Vec<u8>, PictureError> {
    let svg = board(d, text, analysis, flipped);
    match format {
        Format::Svg => Ok(svg.into_bytes()),
        Format::Png => png(&svg),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_follows_the_extension() {
        use std::path::Path;
        assert_eq!(Format::of_path(Path::new("a/b.PNG")), Format::Png);
        assert_eq!(Format::of_path(Path::new("b.svg")), Format::Svg);
        assert_eq!(Format::of_path(Path::new("b")), Format::Svg);
    }

    #[test]
    fn a_drawing_becomes_a_png_of_twice_its_size() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20"><rect width="40" height="20" fill="#ff0000"/><text x="2" y="15" font-family="DejaVu Sans" font-size="12">Ab</text></svg>"##;
        let bytes = png(svg).expect("png");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        let pix = tiny_skia::Pixmap::decode_png(&bytes).expect("decodes");
        assert_eq!((pix.width(), pix.height()), (80, 40));
        assert!(png("<svg").is_err());
    }
}
