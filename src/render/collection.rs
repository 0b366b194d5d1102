//! `collection export --html`: a collection's decisions as the HTML
//! report draws its worst decisions (a board each, the candidates re-read
//! from the match's file, the three IDs), one self-contained file; and
//! `--xgid`, its XGIDs one a line. Both written whole or not at all
//! ([`write_report`]).

use std::fmt::Write as _;

use crate::i18n::Text;
use crate::queries::drill::DecisionRow;
use crate::render::board::esc;
use crate::render::html_report::{decision_article, CSS};
use crate::t;

pub use crate::render::html_report::write_report;

/// The collection `name`'s page: its decisions in order, with their
/// boards, refs, tags, stars and comments.
pub fn collection_html(name: &str, rows: &[DecisionRow], text: &Text) -> String {
    let mut h = String::with_capacity(8_000 + rows.len() * 16_000);
    let title = t!(text, "study-collection-title", name = name);
    let _ = write!(
        h,
        r#"<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><style>{CSS}
p.marks {{ font-size: 13px; margin: 6px 0 0; }}
blockquote.comment {{ margin: 4px 0 0 0; padding: 2px 8px; border-left: 3px solid #dee2e6; font-size: 13px; white-space: pre-wrap; }}</style></head><body>
<header><h1>{title}</h1><p class="selection">{count}</p></header><section class="worst">"#,
        lang = esc(text.lang()),
        title = esc(&title),
        count = esc(&t!(text, "study-collection-count", n = rows.len())),
    );
    let mut reader = crate::queries::candidates::Reader::new();
    for (i, d) in rows.iter().enumerate() {
        let article = decision_article(i + 1, d, &reader.of(d), text);
        // The ref, the star, the tags and the comments, before the IDs.
        let mut marks = String::new();
        let _ = write!(
            marks,
            r#"<p class="marks"><code>{}</code>{}{}</p>"#,
            esc(d.reference.as_deref().unwrap_or("—")),
            if d.starred { " ★" } else { "" },
            d.tags
                .iter()
                .map(|t| format!(" #{}", esc(t)))
                .collect::<String>()
        );
        for c in &d.comments {
            let _ = write!(
                marks,
                r#"<blockquote class="comment">{}: {}</blockquote>"#,
                esc(c.origin.as_str()),
                esc(&c.text)
            );
        }
        match article.find(r#"<dl class="ids">"#) {
            Some(at) => {
                h.push_str(&article[..at]);
                h.push_str(&marks);
                h.push_str(&article[at..]);
            }
            None => h.push_str(&article),
        }
    }
    let _ = writeln!(
        h,
        r#"</section><footer>{}</footer></body></html>"#,
        esc(&t!(
            text,
            "report-footer",
            version = env!("CARGO_PKG_VERSION")
        ))
    );
    h
}
