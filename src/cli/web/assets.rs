//! The page's files: `ui/` compiled into the program (rust-embed), so the
//! command line serves the app's own page wherever it is installed. Only
//! what a browser loads is kept: no tests, no `node_modules`.

use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};

#[derive(rust_embed::Embed)]
#[folder = "ui/"]
#[include = "*.html"]
#[include = "*.js"]
#[include = "*.css"]
#[include = "*.svg"]
#[include = "*.png"]
#[include = "*.woff2"]
#[exclude = "node_modules/*"]
#[exclude = "*.test.js"]
#[exclude = "i18n-node.js"]
struct Ui;

/// The file at `path` of the page, with its type, or `None`.
pub fn file(path: &str) -> Option<Response> {
    let f = Ui::get(path)?;
    let mime = f.metadata.mimetype();
    let mut r = f.data.into_owned().into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(mime).unwrap_or(HeaderValue::from_static("application/octet-stream")),
    );
    // The page checks with the server on each load: an upgraded program
    // serves its own files, never a stale copy of the last one's.
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    Some(r)
}
