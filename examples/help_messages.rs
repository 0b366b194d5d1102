//! Prints the English entries of `locales/en/help.ftl` for the command
//! line's help texts that no message says yet (`cargo run --example
//! help_messages`), for `tests/cli_help.rs`'s
//! `every_help_text_has_a_message_in_every_language` to pass once they
//! are translated.

#[allow(dead_code)]
#[path = "../src/cli/args.rs"]
mod args;
#[allow(dead_code)]
#[path = "../src/cli/help.rs"]
mod help;
// The modules `args.rs` names for the options of some commands.
#[allow(dead_code)]
#[path = "../src/cli/study_args.rs"]
mod study_args;

use std::collections::BTreeMap;

use args::Cli;
use blunderdb::i18n::Text;
use clap::CommandFactory;

/// What `args.rs`'s value parsers answer in.
fn text() -> &'static Text {
    Text::get("en")
}

/// The English entries of `locales/en/help.ftl` for the texts no message
/// says yet (all of them on an empty file): an option whose words are
/// the same in every command gets one `help-arg-ID`, others one per
/// command.
fn main() {
    let entries = help::entries(&Cli::command());
    // The most common words of each option id serve as its generic message.
    let mut by_generic: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for e in &entries {
        if let Some(g) = e.ids.last().filter(|g| g.starts_with("help-arg-")) {
            *by_generic
                .entry(g.clone())
                .or_default()
                .entry(e.english.clone())
                .or_default() += 1;
        }
    }
    let mut written = BTreeMap::new();
    for e in &entries {
        if help::matching_id(&e.ids, &e.english).is_some() {
            continue;
        }
        let generic = e.ids.last().cloned().unwrap_or_default();
        let common = by_generic.get(&generic).and_then(|m| {
            m.iter()
                .max_by_key(|(text, n)| (**n, std::cmp::Reverse((*text).clone())))
                .map(|(t, _)| t.clone())
        });
        let generic_taken = Text::get("en").has(&generic);
        let id = if !generic_taken && common.as_deref() == Some(e.english.as_str()) {
            generic
        } else {
            e.ids[0].clone()
        };
        if written.insert(id.clone(), ()).is_some() {
            continue;
        }
        println!("{}", ftl_entry(&id, &e.english));
    }
}

/// A Fluent entry whose value is `text` exactly.
fn ftl_entry(id: &str, text: &str) -> String {
    let mut escaped = String::new();
    for c in text.chars() {
        match c {
            '{' => escaped.push_str("{\"{\"}"),
            '}' => escaped.push_str("{\"}\"}"),
            c => escaped.push(c),
        }
    }
    if escaped.contains('\n') {
        let body = escaped
            .lines()
            .map(|l| {
                if l.is_empty() {
                    String::new()
                } else {
                    format!("    {l}")
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        format!("{id} =\n{body}")
    } else {
        format!("{id} = {escaped}")
    }
}
