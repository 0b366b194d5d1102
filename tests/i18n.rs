//! The message files: every language has every English message, with the
//! same variables; every file parses; every id the code asks for exists;
//! numbers and dates follow the language; an unknown language is English.

use std::collections::BTreeSet;
use std::path::Path;

use blunderdb::i18n::{self, Text, DOMAINS, LANGUAGES};

/// Every message or term missing from a language, or whose variables
/// differ from English's, as lines to print.
fn differences(lang: &str) -> Vec<String> {
    let mut out = Vec::new();
    for domain in DOMAINS {
        let en = i18n::messages("en", domain);
        let other = i18n::messages(lang, domain);
        for (id, vars) in &en {
            match other.get(id) {
                None => out.push(format!("{lang}/{domain}.ftl: missing {id}")),
                Some(v) => {
                    let a: BTreeSet<&String> = vars.iter().collect();
                    let b: BTreeSet<&String> = v.iter().collect();
                    if a != b {
                        out.push(format!(
                            "{lang}/{domain}.ftl: {id} uses {b:?}, English uses {a:?}"
                        ));
                    }
                }
            }
        }
        for id in other.keys() {
            if !en.contains_key(id) {
                out.push(format!("{lang}/{domain}.ftl: {id} is not in English"));
            }
        }
    }
    out
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let all: Vec<String> = LANGUAGES.iter().flat_map(|l| differences(l)).collect();
    assert!(
        all.is_empty(),
        "{} differences:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn a_missing_message_is_listed() {
    // The check itself: a language lacking a message English has is named.
    let en = i18n::messages("en", "common");
    assert!(en.contains_key("fig-pr"), "English names PR");
    assert!(en["count-matches"].contains(&"n".to_string()));
}

#[test]
fn every_file_parses() {
    for lang in LANGUAGES {
        for domain in DOMAINS {
            let src = i18n::source(lang, domain).expect("every file is built in");
            if let Err((_, errors)) = fluent_syntax::parser::parse(src) {
                panic!("locales/{lang}/{domain}.ftl does not parse: {errors:?}");
            }
        }
    }
}

/// The message ids the code asks for: `t!(x, "id"…)`, `.t("id")`,
/// `.t_args("id"…)` in Rust; `t("id"…)`, `data-l10n-id="id"` in the window.
fn ids_in_code() -> BTreeSet<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                if p.file_name().is_some_and(|n| n == "node_modules") {
                    continue;
                }
                walk(&p, out);
            } else if p
                .extension()
                .is_some_and(|x| x == "rs" || x == "js" || x == "html")
            {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for d in ["src", "src-tauri/src", "ui"] {
        walk(&root.join(d), &mut files);
    }
    let openers = [
        "t!(text, \"",
        "t!(tx, \"",
        ".t(\"",
        ".t_args(\"",
        " t(\"",
        "(t(\"",
        "data-l10n-id=\"",
    ];
    let mut ids = BTreeSet::new();
    for f in files {
        if f.file_name()
            .is_some_and(|n| n.to_string_lossy().ends_with(".test.js"))
        {
            continue;
        }
        let Ok(src) = std::fs::read_to_string(&f) else {
            continue;
        };
        for o in openers {
            let mut rest = src.as_str();
            while let Some(at) = rest.find(o) {
                rest = &rest[at + o.len()..];
                let end = rest.find('"').unwrap_or(0);
                let id = &rest[..end];
                if !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    let rel = f.strip_prefix(root).unwrap_or(&f);
                    ids.insert((id.to_string(), rel.display().to_string()));
                }
            }
        }
    }
    ids
}

#[test]
fn every_id_the_code_asks_for_is_in_english() {
    let text = Text::get("en");
    let missing: Vec<String> = ids_in_code()
        .into_iter()
        .filter(|(id, _)| !text.has(id))
        .map(|(id, file)| format!("{id} (asked in {file})"))
        .collect();
    assert!(
        missing.is_empty(),
        "message ids not in locales/en: {missing:?}"
    );
}

#[test]
fn messages_follow_the_language_and_fall_back_to_english() {
    let en = Text::get("en");
    assert_eq!(en.t("fig-pr"), "PR");
    assert_eq!(
        blunderdb::t!(en, "count-matches", n = 28_508_412u64),
        "28,508,412 matches"
    );
    assert_eq!(blunderdb::t!(en, "count-matches", n = 1u64), "1 match");
    let fr = Text::get("fr_FR.UTF-8");
    assert_eq!(fr.lang(), "fr");
    assert_eq!(fr.number(0.39, 2), "0,39");
    assert_eq!(fr.count(28_508_412), "28\u{202f}508\u{202f}412");
    assert_eq!(fr.date("2025-11-08"), "08/11/2025");
    let de = Text::get("de");
    assert_eq!(de.number(1234.5, 2), "1.234,50");
    assert_eq!(de.figure(None, 2), "—");
    // A message no language has is its id (and a test fails on it).
    assert_eq!(en.t("no-such-message"), "no-such-message");
    // The pseudo-locale wraps every message.
    assert_eq!(Text::get("qps").t("fig-pr"), "⟦PR⟧");
}

#[test]
fn an_unknown_language_is_english_with_a_note() {
    let (lang, note) = i18n::choose("xx_YY.UTF-8");
    assert_eq!(lang, "en");
    let note = note.expect("a note");
    assert!(
        note.contains("\"xx_YY.UTF-8\"") && note.contains("English"),
        "{note}"
    );
    assert_eq!(i18n::choose("de_AT.UTF-8"), ("de", None));
    assert_eq!(i18n::choose("C"), ("en", None));
    assert_eq!(i18n::choose("pt_BR"), ("pt", None));
    assert_eq!(Text::get("xx").lang(), "en");
}
