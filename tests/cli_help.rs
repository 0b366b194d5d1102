//! The command line's help and usage errors in the user's language: every
//! command and option of the tree has its help in every language; clap's
//! own words (headings, `Print help`, `[default: …]`, its usage errors)
//! follow the language too; English stays exactly clap's output from the
//! doc comments; a usage error still exits 2.
//!
//! The tree is `src/cli/args.rs` itself (and the help code
//! `src/cli/help.rs`), compiled into this test.
//!
//! A command or option added without messages fails
//! `every_help_text_has_a_message_in_every_language`, which lists what to
//! add; `cargo run --example help_messages` prints the English entries
//! for `locales/en/help.ftl`.

mod common;

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

use std::ffi::OsString;
use std::process::{Command as Process, Output};

use blunderdb::i18n::{Text, LANGUAGES};
use clap::{Command, CommandFactory};

/// What `args.rs`'s value parsers answer in (the binary's run language).
fn text() -> &'static Text {
    Text::get("en")
}

/// Every command path of the tree, `[]` (blunderdb itself) first, and
/// clap's `help` commands.
fn paths(cmd: &Command) -> Vec<Vec<String>> {
    fn walk(cmd: &Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            // The copies under `help` are not commands of their own.
            if sub.get_name() == "help" && !path.is_empty() && path[0] == "help" {
                continue;
            }
            path.push(sub.get_name().to_string());
            walk(sub, path, out);
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(cmd, &mut Vec::new(), &mut out);
    out
}

fn find<'a>(cmd: &'a mut Command, path: &[String]) -> &'a mut Command {
    let mut c = cmd;
    for p in path {
        c = c
            .find_subcommand_mut(p)
            .unwrap_or_else(|| panic!("no command {p}"));
    }
    c
}

/// The tree as the English binary parses it, built.
fn english_tree() -> Command {
    let mut c = Cli::command().bin_name("blunderdb");
    c.build();
    c
}

use args::Cli;

/// The tree in `lang`, built, as the binary shows it.
fn tree(lang: &str) -> Command {
    help::localize(Cli::command().bin_name("blunderdb"), Text::get(lang))
}

/// `-h` and `--help` of a built command, as clap prints them: `--help`
/// is the long help when the command has one.
fn helps(c: &mut Command) -> (String, String) {
    let long_exists = c
        .get_arguments()
        .any(|a| matches!(a.get_action(), clap::ArgAction::Help) && a.get_long_help().is_some());
    let short = c.render_help().to_string();
    let long = if long_exists {
        c.render_long_help().to_string()
    } else {
        short.clone()
    };
    (short, long)
}

fn run(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Process::new(env!("CARGO_BIN_EXE_blunderdb"));
    c.args(args)
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    for (k, v) in env {
        c.env(k, v);
    }
    common::output(&mut c)
}

#[test]
fn every_help_text_has_a_message_in_every_language() {
    let entries = help::entries(&Cli::command());
    assert!(
        entries.len() > 80,
        "{} texts: the walk is broken",
        entries.len()
    );
    let mut missing = Vec::new();
    for e in &entries {
        let Some(id) = help::matching_id(&e.ids, &e.english) else {
            missing.push(format!(
                "en/help.ftl: no message says the help of `{}` ({}): {:?}",
                e.place,
                e.ids.join(" or "),
                e.english
            ));
            continue;
        };
        for lang in LANGUAGES {
            if !Text::get(lang).has(id) {
                missing.push(format!("{lang}/help.ftl: missing {id} (`{}`)", e.place));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{} help texts without their messages (run `cargo run --example help_messages` \
         for the English entries):\n{}",
        missing.len(),
        missing.join("\n")
    );
    // The options with no doc comment have no help in English either:
    // listed, not failed.
    let mut bare = Vec::new();
    fn undocumented(c: &Command, path: &str, out: &mut Vec<String>) {
        for a in c.get_arguments() {
            if a.get_help().is_none() && a.get_long_help().is_none() {
                out.push(format!("{path} {}", a.get_id()));
            }
        }
        for s in c.get_subcommands() {
            undocumented(s, &format!("{path} {}", s.get_name()), out);
        }
    }
    undocumented(&Cli::command(), "blunderdb", &mut bare);
    eprintln!(
        "{} options without a doc comment (no help in any language): {}",
        bare.len(),
        bare.join(", ")
    );
}

/// The messages' English is the doc comments' words, and the localized
/// tree in English is clap's own output, byte for byte, for every command:
/// the headings, the notes and the layout are put back as clap puts them.
#[test]
fn english_help_is_unchanged() {
    let mut plain = english_tree();
    let mut english = tree("en");
    let all = paths(&plain);
    assert!(all.len() > 25, "{} commands", all.len());
    let mut differ = Vec::new();
    for p in &all {
        let a = helps(find(&mut plain, p));
        let b = helps(find(&mut english, p));
        if a.0 != b.0 {
            differ.push(format!(
                "blunderdb {} -h:\n{}\n---\n{}",
                p.join(" "),
                a.0,
                b.0
            ));
        }
        if a.1 != b.1 {
            differ.push(format!(
                "blunderdb {} --help:\n{}\n---\n{}",
                p.join(" "),
                a.1,
                b.1
            ));
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n\n"));
}

/// Command lines clap refuses, one per kind of usage error.
const BAD: [&str; 16] = [
    "stats --foo",
    "stats --format xml",
    "stats --format jsno",
    "stat",
    "breakdown",
    "analyse --plies 9",
    "analyse --plies x",
    "analyse --jobs 0",
    "thresholds --error 1",
    "stats --player",
    "decisions --min-error -1",
    "thresholds --preset xg --error 1 --blunder 2",
    "stats --player a --player b",
    "stats foo",
    "--versio",
    "decisions --limit 0",
];

fn error_of(cmd: Command, line: &str) -> clap::Error {
    let mut argv: Vec<OsString> = vec!["blunderdb".into()];
    argv.extend(line.split(' ').map(OsString::from));
    match cmd.try_get_matches_from(argv) {
        Ok(_) => panic!("{line:?} was accepted"),
        Err(e) => e,
    }
}

/// The errors' English messages are clap's own words.
#[test]
fn english_usage_errors_are_clap_s_words() {
    // Clap writes an unbounded range with i64's limit ("1..9223372036854775807"):
    // the messages say "less than 1".
    for line in BAD.iter().filter(|l| **l != "analyse --jobs 0") {
        let e = error_of(english_tree(), line);
        let clap_text = e.render().to_string();
        let ours = help::error_text(&e, Text::get("en"), false);
        assert_eq!(ours, clap_text, "{line}");
    }
}

/// Every usage error reads in every language, with no English of clap's
/// left and every placeable filled.
#[test]
fn usage_errors_read_in_every_language() {
    // Clap's English, each with the message that replaces it (a language
    // may say the same: Spanish "error:", Dutch "tip:").
    let english = [
        ("error:", "help-err-label"),
        ("unexpected argument", "help-err-unknown-argument"),
        ("invalid value", "help-err-invalid-value"),
        ("For more information", "help-err-more"),
        ("Usage:", "help-clap-usage"),
        ("tip:", "help-err-tip"),
        ("possible values", "help-clap-possible"),
        ("required", "help-err-missing-required"),
        ("cannot be used", "help-err-used-twice"),
        ("is not in", "help-err-out-of-range"),
        ("invalid digit", "help-err-not-whole-number"),
        ("[OPTIONS]", "help-clap-options-tag"),
    ];
    for lang in LANGUAGES.iter().filter(|l| **l != "en") {
        let tx = Text::get(lang);
        for line in BAD {
            let e = error_of(tree(lang), line);
            assert_eq!(e.exit_code(), 2, "{line}");
            let s = help::error_text(&e, tx, false);
            assert!(
                !s.contains("{$") && !s.contains("help-"),
                "{lang} {line}: {s}"
            );
            for (w, id) in english {
                if tx.t(id).contains(w) {
                    continue;
                }
                assert!(!s.contains(w), "{lang} {line}: {w:?} in\n{s}");
            }
        }
    }
}

/// In every other language, no word of clap's English is left in any
/// command's help, and every text with a message shows it.
#[test]
fn no_english_of_clap_left_in_any_language() {
    // Clap's English words, each with the message that replaces it (a
    // language may use the same word: French "[OPTIONS]").
    let words = [
        ("Usage:", "help-clap-usage"),
        ("Commands:", "help-clap-commands"),
        ("Options:", "help-clap-options"),
        ("Arguments:", "help-clap-arguments"),
        ("Print help", "help-clap-print-help"),
        ("Print version", "help-clap-print-version"),
        ("Print this message", "help-clap-help-command"),
        ("[default:", "help-clap-default"),
        ("[possible values:", "help-clap-possible"),
        ("[env:", "help-clap-env"),
        ("[OPTIONS]", "help-clap-options-tag"),
        ("<COMMAND>", "help-clap-command-name"),
    ];
    let entries = help::entries(&Cli::command());
    for lang in LANGUAGES.iter().filter(|l| **l != "en") {
        let mut t = tree(lang);
        let mut all = String::new();
        for p in paths(&english_tree()) {
            let (short, long) = helps(find(&mut t, &p));
            for (w, id) in words {
                if Text::get(lang).t(id).contains(w.trim_matches(['<', '>'])) {
                    continue;
                }
                assert!(
                    !short.contains(w) && !long.contains(w),
                    "{lang} blunderdb {}: {w:?} in\n{short}\n{long}",
                    p.join(" ")
                );
            }
            all.push_str(&short);
            all.push_str(&long);
        }
        let tx = Text::get(lang);
        for e in &entries {
            if let Some(id) = help::matching_id(&e.ids, &e.english) {
                let shown = tx.t(id);
                let first = shown.lines().next().unwrap_or("");
                assert!(all.contains(first), "{lang}: {id} not shown ({})", e.place);
            }
        }
    }
}

#[test]
fn lang_de_help_is_german() {
    let o = run(&["--lang", "de", "--help"], &[]);
    assert!(o.status.success());
    let s = String::from_utf8_lossy(&o.stdout);
    let de = Text::get("de");
    assert!(s.contains(&de.t("help-cmd")), "{s}");
    assert!(s.contains(&de.t("help-cmd-stats")), "{s}");
    assert!(s.contains(&de.t("help-clap-usage")), "{s}");
    assert!(s.contains(&de.t("help-clap-options")), "{s}");
    assert!(!s.contains("Usage:") && !s.contains("Print help"), "{s}");
}

#[test]
fn locale_ja_stats_help_is_japanese() {
    let o = run(&["stats", "--help"], &[("LANG", "ja_JP.UTF-8")]);
    assert!(o.status.success());
    let s = String::from_utf8_lossy(&o.stdout);
    let ja = Text::get("ja");
    assert!(s.contains(&ja.t("help-cmd-stats")), "{s}");
    assert!(s.contains(&ja.t("help-arg-from")), "{s}");
    assert!(s.contains(&ja.t("help-clap-usage")), "{s}");
    assert!(!s.contains("Usage:") && !s.contains("Options:"), "{s}");
    // `-h` too, and `help stats`.
    let h = run(&["stats", "-h"], &[("LANG", "ja_JP.UTF-8")]);
    assert_eq!(h.stdout, o.stdout);
    let h = run(&["help", "stats"], &[("LANG", "ja_JP.UTF-8")]);
    assert_eq!(h.stdout, o.stdout);
}

#[test]
fn a_usage_error_in_french_is_french_and_exits_2() {
    let fr = Text::get("fr");
    let o = run(&["--lang", "fr", "stats", "--format", "xml"], &[]);
    assert_eq!(o.status.code(), Some(2));
    let s = String::from_utf8_lossy(&o.stderr);
    let want = blunderdb::t!(
        fr,
        "help-err-invalid-value",
        value = "xml",
        arg = "--format <FORMAT>"
    );
    assert!(s.contains(&want), "{s}");
    assert!(s.contains(&fr.t("help-err-label")), "{s}");
    assert!(
        !s.contains("invalid value") && !s.contains("possible values"),
        "{s}"
    );

    let o = run(&["--lang", "fr", "stat"], &[]);
    assert_eq!(o.status.code(), Some(2));
    let s = String::from_utf8_lossy(&o.stderr);
    assert!(
        s.contains(&blunderdb::t!(
            fr,
            "help-err-unknown-subcommand",
            subcommand = "stat"
        )),
        "{s}"
    );
    assert!(o.stdout.is_empty());
}

/// The binary in English prints clap's own help from the doc comments.
#[test]
fn english_binary_help_is_unchanged() {
    let mut plain = english_tree();
    for p in [
        vec![],
        vec!["stats".to_string()],
        vec!["breakdown".to_string()],
    ] {
        let (short, long) = helps(find(&mut plain, &p));
        let mut args: Vec<&str> = p.iter().map(String::as_str).collect();
        args.push("--help");
        let o = run(&args, &[]);
        assert_eq!(String::from_utf8_lossy(&o.stdout), long, "{args:?}");
        args.pop();
        args.push("-h");
        let o = run(&args, &[]);
        assert_eq!(String::from_utf8_lossy(&o.stdout), short, "{args:?}");
    }
}
