//! `tag`, `star`, `unstar`, `comment`, `collection` and `train`: keeping
//! and drilling decisions by their refs (`queries::study`).

use std::io::Write;

use anyhow::Result;
use serde::Serialize;

use blunderdb::i18n::Text;
use blunderdb::library::store::Store;
use blunderdb::queries::drill::DecisionRow;
use blunderdb::queries::report::num;
use blunderdb::queries::study::{self, sets, train};
use blunderdb::t;

use crate::study_args::{CollectionCommand, ExportFormat, Fmt, TagCommand, TrainCommand};

fn json(out: &mut impl Write, v: &impl Serialize) -> Result<()> {
    writeln!(out, "{}", serde_json::to_string_pretty(v)?)?;
    Ok(())
}

/// `tag add|remove|list`.
pub fn tag(tx: &Text, out: &mut impl Write, store: &mut Store, a: TagCommand) -> Result<()> {
    match a {
        TagCommand::Add { reference, tags } => tagged(tx, out, store, &reference, &tags, true)?,
        TagCommand::Remove { reference, tags } => tagged(tx, out, store, &reference, &tags, false)?,
        TagCommand::List { format } => {
            #[derive(Serialize)]
            struct Tag {
                tag: String,
                count: u64,
            }
            #[derive(Serialize)]
            struct Tags {
                tags: Vec<Tag>,
            }
            let all: Vec<Tag> = store
                .tag_counts()?
                .into_iter()
                .map(|(tag, count)| Tag { tag, count })
                .collect();
            if format == Fmt::Json {
                return json(out, &Tags { tags: all });
            }
            if all.is_empty() {
                writeln!(out, "{}", t!(tx, "study-no-tags"))?;
            }
            for t in &all {
                writeln!(out, "#{}  {}", t.tag, t.count)?;
            }
        }
    }
    Ok(())
}

fn tagged(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    reference: &str,
    tags: &[String],
    add: bool,
) -> Result<()> {
    let f = study::tag(store, reference, tags, add)?;
    let words = study::tags_of(tags)?
        .iter()
        .map(|t| format!("#{t}"))
        .collect::<Vec<_>>()
        .join(" ");
    let r = f.key.to_ref();
    let line = if add {
        t!(tx, "study-tagged", reference = r.as_str(), tags = words)
    } else {
        t!(tx, "study-untagged", reference = r.as_str(), tags = words)
    };
    writeln!(out, "{line}")?;
    Ok(())
}

/// `star REF` / `unstar REF`.
pub fn star(tx: &Text, out: &mut impl Write, store: &mut Store, r: &str, on: bool) -> Result<()> {
    let f = study::star(store, r, on)?;
    let r = f.key.to_ref();
    if on {
        writeln!(out, "{}", t!(tx, "study-starred", reference = r.as_str()))?;
    } else {
        writeln!(out, "{}", t!(tx, "study-unstarred", reference = r.as_str()))?;
    }
    Ok(())
}

/// `comment REF TEXT`.
pub fn comment(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    r: &str,
    text: &str,
) -> Result<()> {
    let f = study::comment(store, r, text)?;
    let r = f.key.to_ref();
    if text.trim().is_empty() {
        writeln!(
            out,
            "{}",
            t!(tx, "study-comment-removed", reference = r.as_str())
        )?;
    } else {
        writeln!(out, "{}", t!(tx, "study-commented", reference = r.as_str()))?;
    }
    Ok(())
}

/// Rows as text: each with its ref and marks, then as `decisions` prints it.
fn print_rows(tx: &Text, out: &mut impl Write, rows: &[DecisionRow]) -> Result<()> {
    if rows.is_empty() {
        return crate::decisions::print_decisions(tx, out, rows, 0, None);
    }
    for (i, d) in rows.iter().enumerate() {
        let tags: String = d.tags.iter().map(|t| format!(" #{t}")).collect();
        writeln!(
            out,
            "       {}{}{}",
            d.reference.as_deref().unwrap_or("—"),
            if d.starred { " ★" } else { "" },
            tags
        )?;
        crate::decisions::print_decisions(tx, out, std::slice::from_ref(d), i, None)?;
        for c in &d.comments {
            writeln!(out, "         {}: {}", c.origin.as_str(), c.text)?;
        }
    }
    Ok(())
}

/// `collection …`.
pub fn collection(
    tx: &Text,
    out: &mut impl Write,
    store: &mut Store,
    a: CollectionCommand,
) -> Result<()> {
    match a {
        CollectionCommand::New { name, search } => {
            sets::create(store, &name, search.as_deref())?;
            match &search {
                Some(q) => writeln!(
                    out,
                    "{}",
                    t!(
                        tx,
                        "study-collection-made-live",
                        name = name.trim(),
                        query = q.trim()
                    )
                )?,
                None => writeln!(
                    out,
                    "{}",
                    t!(tx, "study-collection-made", name = name.trim())
                )?,
            }
        }
        CollectionCommand::Add { name, refs } => {
            let n = sets::change(store, &name, &refs, true)?;
            writeln!(
                out,
                "{}",
                t!(tx, "study-collection-added", n = n, name = name.trim())
            )?;
        }
        CollectionCommand::Remove { name, refs } => {
            let n = sets::change(store, &name, &refs, false)?;
            writeln!(
                out,
                "{}",
                t!(tx, "study-collection-removed", n = n, name = name.trim())
            )?;
        }
        CollectionCommand::Delete { name } => {
            let name = sets::delete(store, &name)?;
            writeln!(
                out,
                "{}",
                t!(tx, "study-collection-deleted", name = name.as_str())
            )?;
        }
        CollectionCommand::Show { name, format } => {
            let s = sets::show(store, &name)?;
            if format == Fmt::Json {
                return json(out, &s);
            }
            writeln!(
                out,
                "{}",
                t!(
                    tx,
                    "study-collection-header",
                    name = s.name.as_str(),
                    n = s.decisions.len()
                )
            )?;
            if let Some(q) = &s.query {
                writeln!(
                    out,
                    "{}",
                    t!(tx, "study-collection-follows", query = q.as_str())
                )?;
            }
            print_rows(tx, out, &s.decisions)?;
        }
        CollectionCommand::Export {
            name,
            format,
            file,
            html,
            xgid,
        } => {
            // clap lets exactly one of the three forms through.
            let (format, path) = match (format, file, html, xgid) {
                (Some(f), Some(p), _, _) => (f, p),
                (_, _, Some(p), _) => (ExportFormat::Html, p),
                (_, _, _, Some(p)) => (ExportFormat::Xgid, p),
                _ => return Ok(()),
            };
            let written = if format == ExportFormat::Apkg {
                blunderdb::render::anki::export_collection(store, &name, &path, tx)?.notes
            } else {
                let c = sets::find(store, &name)?;
                let rows = sets::rows(store, &c)?;
                let body = if format == ExportFormat::Html {
                    blunderdb::render::collection::collection_html(&c.name, &rows, tx)
                } else {
                    sets::xgid_lines(&rows)
                };
                blunderdb::render::collection::write_report(&path, &body).map_err(|e| {
                    crate::CliError::Usage(blunderdb::i18n::Message::raw(e.message(tx)))
                })?;
                rows.len()
            };
            writeln!(
                out,
                "{}",
                t!(
                    tx,
                    "study-exported",
                    n = written,
                    path = path.display().to_string()
                )
            )?;
        }
        CollectionCommand::List { format } => {
            let all = sets::list(store)?;
            if format == Fmt::Json {
                return json(out, &all);
            }
            if all.is_empty() {
                writeln!(out, "{}", t!(tx, "study-no-collections"))?;
            }
            for c in &all {
                match (&c.query, c.decisions) {
                    (Some(q), _) => writeln!(out, "{}  ({q})", c.name)?,
                    (None, n) => writeln!(out, "{}  {}", c.name, n.unwrap_or(0))?,
                }
            }
        }
    }
    Ok(())
}

/// `train due|answer`.
pub fn train(tx: &Text, out: &mut impl Write, store: &mut Store, a: TrainCommand) -> Result<()> {
    let now = study::now();
    match a {
        TrainCommand::Due {
            collection,
            search,
            starred,
            format,
        } => {
            let source = match (collection, search, starred) {
                (Some(c), _, _) => train::Source::Collection(c),
                (None, Some(q), _) => train::Source::Search(q),
                (None, None, true) => train::Source::Starred,
                (None, None, false) => train::Source::All,
            };
            let d = train::due(store, &source, now)?;
            if format == Fmt::Json {
                return json(out, &d);
            }
            let r = &d.retention;
            writeln!(
                out,
                "{}",
                t!(
                    tx,
                    "study-due-header",
                    due = d.due,
                    total = d.total,
                    measured = num(tx, r.measured.map(|m| m * 100.0), 1),
                    reviews = r.reviews,
                    target = tx.number(r.target * 100.0, 1)
                )
            )?;
            for c in &d.cards {
                writeln!(
                    out,
                    "{:>6}  {:<8} {:<20} {}",
                    c.card,
                    c.side.as_str(),
                    c.reference,
                    c.xgid.as_deref().unwrap_or("—")
                )?;
            }
        }
        TrainCommand::Answer {
            card,
            answer,
            format,
        } => {
            let text = answer.join(" ");
            // gnuBG, when it is there, for a play the file did not list.
            let gnubg = std::cell::OnceCell::new();
            let eval = |r: &train::EvalRequest| -> Vec<(String, f64)> {
                match gnubg.get_or_init(|| blunderdb::engine::analyse::Gnubg::locate(None).ok()) {
                    Some(g) => blunderdb::engine::grade::evaluate(
                        g,
                        r.length,
                        &r.match_id,
                        &r.position_id,
                        r.dice,
                        r.plies,
                    ),
                    None => Vec::new(),
                }
            };
            let r = train::answer_with(store, card, &text, now, Some(&eval))?;
            if format == Fmt::Json {
                return json(out, &r);
            }
            let grade = match r.grade {
                train::Grade::Best => t!(tx, "study-grade-best"),
                train::Grade::Close => t!(tx, "study-grade-close"),
                train::Grade::Error => t!(tx, "study-grade-error"),
                train::Grade::Blunder => t!(tx, "study-grade-blunder"),
                train::Grade::NotInAnalysis => t!(tx, "study-grade-not-in-analysis"),
            };
            let (yours, played) = (t!(tx, "study-your-answer"), t!(tx, "report-played-mark"));
            writeln!(
                out,
                "{}",
                t!(
                    tx,
                    "study-answer-line",
                    grade = grade,
                    answer = r.answer.as_str(),
                    best = r.best.as_deref().unwrap_or("—"),
                    loss = num(tx, r.loss, 3),
                    due = r.next_due.as_str()
                )
            )?;
            // The first five, and the answer and the played move.
            for c in r
                .candidates
                .iter()
                .filter(|c| c.rank <= 5 || c.answer || c.played)
            {
                writeln!(
                    out,
                    "  {:>2}. {:<24} {:>8} {:>8}{}{}",
                    c.rank,
                    c.play,
                    tx.number(c.equity, 3),
                    tx.number(c.diff, 3),
                    if c.answer {
                        format!("  ← {yours}")
                    } else {
                        String::new()
                    },
                    if c.played {
                        format!("  ({played})")
                    } else {
                        String::new()
                    }
                )?;
            }
        }
    }
    Ok(())
}
