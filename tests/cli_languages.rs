//! The command line in the user's language: `--lang`, `BLUNDERDB_LANG`
//! and the locale choose it; its text output and its error messages follow
//! it (words, decimal commas, grouped counts) with the same values as in
//! English; an unknown language is English with one line saying so; JSON
//! and CSV are byte for byte the same in every language.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use blunderdb::i18n::{self, Text};

/// `blunderdb --db DB ARGS…` with the language asked for only by `env`
/// (none: the C locale, English).
fn run_env(db: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_blunderdb"));
    c.arg("--db")
        .arg(db)
        .args(args)
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

/// `blunderdb --lang LANG ARGS…`, which must succeed; its stdout.
fn out(db: &Path, lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let o = run_env(db, &all, &[]);
    assert!(
        o.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.stderr.is_empty(), "{all:?}: {}", common::text(&o));
    String::from_utf8(o.stdout).expect("UTF-8")
}

/// A library file holding every real fixture, once per test binary run.
fn library(dir: &Path) -> Option<PathBuf> {
    let shared = blunderdb::model::shared::require()?;
    let db = dir.join("lib.db");
    drop(common::fixture_library(&shared, Some(&db)));
    Some(db)
}

/// The value after `label` on the line of the summary that starts with
/// it, up to the next run of spaces.
fn value_of(summary: &str, label: &str) -> String {
    let line = summary
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no line {label:?} in\n{summary}"));
    line.trim_start()[label.len()..]
        .trim_start()
        .split("   ")
        .next()
        .unwrap_or("")
        .to_string()
}

#[test]
fn stats_in_french_say_the_same_numbers_the_french_way() {
    let dir = tempfile::tempdir().unwrap();
    let Some(db) = library(dir.path()) else {
        return;
    };
    let en = out(&db, "en", &["stats"]);
    let fr = out(&db, "fr", &["stats"]);
    let fr_text = Text::get("fr");
    // French words, from the message files.
    assert!(
        fr.starts_with(&blunderdb::t!(fr_text, "cli-stats-title-all")),
        "{fr}"
    );
    assert!(fr.starts_with("Statistiques"), "{fr}");
    assert!(!fr.contains("Statistics"), "{fr}");
    // The PR: a decimal comma, and the value English prints.
    let (pr_en, pr_fr) = (value_of(&en, "PR"), value_of(&fr, "PR"));
    assert!(
        pr_en.contains('.') && pr_fr.contains(','),
        "{pr_en} / {pr_fr}"
    );
    assert_eq!(pr_fr, pr_en.replace('.', ","));
    let pr: f64 = pr_en.parse().expect("a number");
    assert!(pr > 0.0);
    // A large count: grouped by thousands, the same count.
    let label = |text: &Text| blunderdb::t!(text, "fig-decisions");
    let (dec_en, dec_fr) = (
        value_of(&en, &label(Text::get("en"))),
        value_of(&fr, &label(fr_text)),
    );
    let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
    assert_eq!(digits(&dec_en), digits(&dec_fr));
    assert!(digits(&dec_en).len() >= 4, "{dec_en}");
    assert!(dec_en.contains(','), "{dec_en}");
    assert!(dec_fr.contains('\u{202f}'), "{dec_fr}");
    // The same lines, each with the same numbers in it.
    assert_eq!(en.lines().count(), fr.lines().count(), "{en}\n{fr}");
}

#[test]
fn every_table_is_in_the_language_and_every_number_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let Some(db) = library(dir.path()) else {
        return;
    };
    // The numbers of a text table, with the separators taken out: `0.39`
    // and `0,39` are both 039; `1,234` and `1.234` both 1234.
    let numbers = |s: &str| -> Vec<String> {
        s.split(|c: char| !(c.is_ascii_digit() || ".,\u{202f}\u{a0}".contains(c)))
            .map(|w| w.chars().filter(char::is_ascii_digit).collect::<String>())
            .filter(|w| !w.is_empty())
            .collect()
    };
    for args in [
        &["players"][..],
        &["breakdown", "--by", "phase"],
        &["breakdown", "--by", "cube-action"],
        &["progress", "--by", "year"],
        &["thresholds"],
    ] {
        let en = out(&db, "en", args);
        for lang in ["de", "ru", "ja"] {
            let other = out(&db, lang, args);
            assert_ne!(en, other, "{lang} {args:?} is not English");
            // Every row is there; the header (its words) differs.
            assert_eq!(
                numbers(&en.lines().skip(1).collect::<Vec<_>>().join("\n")),
                numbers(&other.lines().skip(1).collect::<Vec<_>>().join("\n")),
                "{lang} {args:?}:\n{en}\n{other}"
            );
        }
    }
    let de = out(&db, "de", &["breakdown", "--by", "phase"]);
    assert!(
        de.contains(&blunderdb::t!(Text::get("de"), "phase-race")),
        "{de}"
    );
}

#[test]
fn the_pseudo_locale_wraps_every_word_of_the_summary() {
    let dir = tempfile::tempdir().unwrap();
    let Some(db) = library(dir.path()) else {
        return;
    };
    let qps = out(&db, "qps", &["stats", "--player", "charlot1"]);
    for line in qps.lines().filter(|l| !l.trim().is_empty()) {
        // The histogram's bars are numbers and blocks, no words.
        if line.starts_with("    ") && !line.contains(char::is_alphabetic) {
            continue;
        }
        assert!(
            line.contains('⟦'),
            "a word outside the message files: {line:?}"
        );
    }
}

#[test]
fn an_unknown_language_is_english_with_one_line_saying_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let en = run_env(&db, &["--lang", "en", "thresholds"], &[]);
    for (args, env) in [
        (&["--lang", "xx", "thresholds"][..], &[][..]),
        (&["thresholds", "--lang=xx_YY"], &[]),
        (&["thresholds"], &[("BLUNDERDB_LANG", "xx")]),
        (&["thresholds"], &[("LANG", "xx_YY.UTF-8")]),
    ] {
        let o = run_env(&db, args, env);
        assert!(o.status.success(), "{args:?} {env:?}: {}", common::text(&o));
        assert_eq!(o.stdout, en.stdout, "{args:?} {env:?}: English");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?} {env:?}: one line: {err}");
        assert!(
            err.contains("\"xx") && err.contains("English"),
            "{args:?} {env:?}: {err}"
        );
    }
}

#[test]
fn the_locale_chooses_the_language_and_lang_overrides_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let fr_words = blunderdb::t!(Text::get("fr"), "thresholds-text", error = "", blunder = "");
    let fr_word = fr_words.split_whitespace().next().expect("a word");
    let said = |args: &[&str], env: &[(&str, &str)]| {
        let o = run_env(&db, args, env);
        assert!(o.status.success(), "{}", common::text(&o));
        assert!(o.stderr.is_empty(), "{}", common::text(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert!(said(&["thresholds"], &[]).starts_with("error ≥"));
    for env in [
        &[("LANG", "fr_FR.UTF-8")][..],
        &[("LC_ALL", "fr_CA.UTF-8")],
        &[("LC_MESSAGES", "fr_BE"), ("LANG", "de_DE.UTF-8")],
        &[("BLUNDERDB_LANG", "fr"), ("LANG", "de_DE.UTF-8")],
    ] {
        let s = said(&["thresholds"], env);
        assert!(s.starts_with(fr_word), "{env:?}: {s}");
        assert!(s.contains("0,"), "{env:?}: {s}");
    }
    // --lang wins over every variable.
    let s = said(
        &["--lang", "en", "thresholds"],
        &[("LC_ALL", "fr_FR.UTF-8")],
    );
    assert!(s.starts_with("error ≥"), "{s}");
}

#[test]
fn a_damaged_files_error_is_in_german_and_names_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let bad = dir.path().join("kaputt.sgf");
    std::fs::write(&bad, b"(;FF[4]GM[6]MI[length:7]PW[a]PB[b];W[31").unwrap();
    let de = run_env(&db, &["--lang", "de", "import", bad.to_str().unwrap()], &[]);
    let en = run_env(&db, &["--lang", "en", "import", bad.to_str().unwrap()], &[]);
    assert_eq!(de.status.code(), Some(1));
    let de_text = String::from_utf8_lossy(&de.stdout);
    let en_text = String::from_utf8_lossy(&en.stdout);
    let failed = de_text
        .lines()
        .find(|l| l.contains("kaputt.sgf"))
        .unwrap_or_else(|| panic!("the file is named: {de_text}"));
    let de_words = Text::get("de");
    assert!(
        failed.starts_with(&blunderdb::t!(de_words, "cli-import-word-failed")),
        "{failed}"
    );
    // What is wrong, and where, in German.
    let why = blunderdb::t!(de_words, "parse-sgf-value-not-closed");
    assert!(failed.contains(&why), "{failed}");
    let at = blunderdb::t!(de_words, "parse-byte", n = 0u32);
    let byte_word = at.split_whitespace().next().unwrap_or("");
    assert!(failed.contains(byte_word), "{failed}");
    assert!(!failed.contains("truncated"), "English left in: {failed}");
    assert!(en_text.contains("the file is truncated"), "{en_text}");
    // The summary too.
    assert!(!de_text.contains("imported"), "{de_text}");

    // An error that ends the command: one line on stderr, in German.
    let o = run_env(&db, &["--lang", "de", "stats", "--from", "2024-13-01"], &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    let want = blunderdb::t!(
        de_words,
        "query-invalid-date-why",
        value = "2024-13-01",
        why = blunderdb::t!(de_words, "query-no-month", month = 13u32)
    );
    assert_eq!(err.trim_end(), format!("blunderdb: {want}"));
    assert_ne!(
        want,
        "invalid date \"2024-13-01\": expected YYYY-MM-DD (there is no month 13)"
    );
}

#[test]
fn json_and_csv_are_the_same_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let Some(db) = library(dir.path()) else {
        return;
    };
    for args in [
        &["stats", "--format", "json"][..],
        &["stats", "--player", "charlot1", "--format", "json"],
        &["players", "--format", "json"],
        &["players", "--format", "csv"],
        &["matches", "--format", "json"],
        &["progress", "--by", "month", "--format", "json"],
        &["progress", "--by", "match", "--format", "csv"],
        &["breakdown", "--by", "cube-action", "--format", "json"],
        &["breakdown", "--by", "phase", "--format", "csv"],
        &["decisions", "--limit", "20", "--format", "json"],
        &["alias", "list", "--format", "json"],
    ] {
        let en = out(&db, "en", args);
        assert!(en.len() > 2, "{args:?}: {en}");
        for lang in ["fr", "ja", "de", "ru", "qps"] {
            assert_eq!(en, out(&db, lang, args), "{lang} {args:?}");
        }
    }
}

/// The ids the code asks for with [`blunderdb::msg!`] or `t!(text|tx, …)`
/// written over several lines (rustfmt's way), which `tests/i18n.rs`'s
/// one-line scan does not see: each exists in English.
#[test]
fn every_message_the_code_builds_is_in_english() {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    let en = Text::get("en");
    let mut seen = 0;
    let mut missing = Vec::new();
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap_or_default();
        for opener in ["msg!(", "t!("] {
            let mut rest = src.as_str();
            while let Some(at) = rest.find(opener) {
                rest = &rest[at + opener.len()..];
                let mut r = rest.trim_start();
                // `t!(text, "id"` or `t!(tx, "id"`, over any whitespace.
                if opener == "t!(" {
                    match ["text", "tx"].iter().find_map(|v| r.strip_prefix(v)) {
                        Some(after) => match after.trim_start().strip_prefix(',') {
                            Some(a) => r = a.trim_start(),
                            None => continue,
                        },
                        None => continue,
                    }
                }
                let Some(lit) = r.strip_prefix('"') else {
                    continue;
                };
                let id = &lit[..lit.find('"').unwrap_or(0)];
                if id.is_empty()
                    || !id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                    || id == "id"
                {
                    continue;
                }
                seen += 1;
                if !en.has(id) {
                    let rel = f.strip_prefix(root).unwrap_or(&f);
                    missing.push(format!("{id} ({})", rel.display()));
                }
            }
        }
    }
    assert!(seen > 250, "only {seen} ids found: the scan is broken");
    assert!(missing.is_empty(), "not in locales/en: {missing:?}");
}

/// All domains are one bundle per language: an id defined in two of them
/// would shadow the later one.
#[test]
fn no_message_id_is_in_two_domains() {
    for lang in i18n::LANGUAGES {
        let mut seen = std::collections::BTreeMap::new();
        let mut twice = Vec::new();
        for domain in i18n::DOMAINS {
            for id in i18n::messages(lang, domain).into_keys() {
                if let Some(first) = seen.insert(id.clone(), domain) {
                    twice.push(format!("{lang}: {id} in {first}.ftl and {domain}.ftl"));
                }
            }
        }
        assert!(twice.is_empty(), "{twice:?}");
    }
}

/// Every message of cli.ftl formats in every language with English's
/// arguments into text with no placeable left unfilled.
#[test]
fn every_cli_message_formats_in_every_language() {
    let en = i18n::messages("en", "cli");
    assert!(en.len() > 200, "{}", en.len());
    for lang in i18n::LANGUAGES {
        let text = Text::get(lang);
        for (id, vars) in &en {
            let args: Vec<(&str, i18n::Arg)> = vars
                .iter()
                .map(|v| (v.as_str(), i18n::Arg::Number(3.0)))
                .collect();
            let s = text.t_args(id, &args);
            assert!(!s.is_empty() && !s.contains("{$"), "{lang} {id}: {s:?}");
            assert!(text.has(id) || lang == "en", "{lang} lacks {id}");
        }
    }
}
