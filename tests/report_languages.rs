//! The report, its boards and its histogram in other languages: the words
//! change, the numbers do not. Each report of the fixture library is read
//! back number by number (each language's separators undone) and compared
//! with the English one's; `<html lang>` names the language.

mod common;

use std::path::PathBuf;
use std::sync::OnceLock;

use blunderdb::i18n::Text;
use blunderdb::library::store::{Filter, Store};
use blunderdb::queries::drill::Query;
use blunderdb::render::html_report::report_html;

/// The library of every real fixture, built once for the file (each test
/// opens its own connection).
fn library() -> Option<Store> {
    static LIB: OnceLock<Option<(tempfile::TempDir, PathBuf)>> = OnceLock::new();
    let (_, path) = LIB
        .get_or_init(|| {
            let shared = blunderdb::model::shared::require()?;
            let dir = tempfile::tempdir().expect("tempdir");
            let path = dir.path().join("lib.db");
            drop(common::fixture_library(&shared, Some(&path)));
            Some((dir, path))
        })
        .as_ref()?;
    Some(Store::open(path).expect("library"))
}

/// A language's way of writing numbers: decimal separator, grouping
/// separator.
fn separators(lang: &str) -> (char, char) {
    match lang {
        "fr" => (',', '\u{202f}'),
        "de" => (',', '.'),
        _ => ('.', ','),
    }
}

/// Every number written in `s` the way of `lang`, as a value: `1.234,5`
/// in German is 1234.5, `0,39` in French is 0.39. A grouping separator
/// counts only between digits and before exactly three; a decimal one only
/// before a digit.
fn numbers(s: &str, lang: &str) -> Vec<f64> {
    let (dec, grp) = separators(lang);
    let c: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if !c[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let negative =
            i > 0 && matches!(c[i - 1], '-' | '\u{2212}') && (i < 2 || !c[i - 2].is_alphanumeric());
        let mut int = String::new();
        while i < c.len() && c[i].is_ascii_digit() {
            int.push(c[i]);
            i += 1;
        }
        // Groups of three after a grouping separator.
        while c.get(i) == Some(&grp)
            && c.get(i + 1..i + 4)
                .is_some_and(|d| d.iter().all(|x| x.is_ascii_digit()))
            && !c.get(i + 4).is_some_and(|x| x.is_ascii_digit())
        {
            int.extend(&c[i + 1..i + 4]);
            i += 4;
        }
        let mut frac = String::new();
        if c.get(i) == Some(&dec) && c.get(i + 1).is_some_and(|x| x.is_ascii_digit()) {
            i += 1;
            while i < c.len() && c[i].is_ascii_digit() {
                frac.push(c[i]);
                i += 1;
            }
        }
        let v: f64 = format!("{int}.{frac}0").parse().expect("a number");
        out.push(if negative { -v } else { v });
    }
    out
}

/// The text nodes of a report that hold its figures: everything between
/// tags, without the style sheet, the IDs and file names (not figures;
/// a file name's `2024.10` is not a number) and the footer's version.
fn text_nodes(html: &str) -> Vec<String> {
    let mut h = html.to_string();
    for (open, close) in [
        ("<style>", "</style>"),
        ("<dl class=\"ids\">", "</dl>"),
        ("<footer>", "</footer>"),
    ] {
        while let Some(a) = h.find(open) {
            let b = h[a..].find(close).expect("closed") + a + close.len();
            h.replace_range(a..b, "");
        }
    }
    h.split('<')
        .filter_map(|part| part.split_once('>').map(|(_, t)| t.trim()))
        .map(|t| {
            t.replace("&#39;", "'")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        })
        .filter(|t| !t.is_empty())
        .collect()
}

/// Every text node's numbers, each node's sorted (a language may put the
/// numbers of one sentence in another order).
fn figures(html: &str, lang: &str) -> Vec<Vec<f64>> {
    text_nodes(html)
        .iter()
        .map(|t| {
            let mut n = numbers(t, lang);
            n.sort_by(f64::total_cmp);
            n
        })
        .collect()
}

#[test]
fn numbers_read_back_in_each_language_s_way() {
    assert_eq!(numbers("1.234,50 und 0,39", "de"), vec![1234.5, 0.39]);
    assert_eq!(
        numbers("28\u{202f}508\u{202f}412 matchs", "fr"),
        vec![28_508_412.0]
    );
    assert_eq!(
        numbers("1,234.5 (won 3, lost 2)", "en"),
        vec![1234.5, 3.0, 2.0]
    );
    assert_eq!(
        numbers("-0,050 Zug 14. Match 3", "de"),
        vec![-0.05, 14.0, 3.0]
    );
    assert_eq!(numbers("4-3", "en"), vec![4.0, 3.0]);
    // Read the English way, a German figure is another number.
    assert_ne!(numbers("1.234,5", "en"), numbers("1.234,5", "de"));
}

/// The report of `f` in each language, English first.
fn reports(store: &Store, f: &Filter, langs: &[&'static str]) -> Vec<(&'static str, String)> {
    langs
        .iter()
        .map(|&l| (l, report_html(store, f, 12, Text::get(l)).expect("report")))
        .collect()
}

#[test]
fn the_report_s_numbers_are_the_same_in_every_language() {
    let Some(store) = library() else { return };
    let store = &store;
    let first = store
        .decisions(&Query {
            limit: 1,
            ..Default::default()
        })
        .expect("decisions");
    let player = first.first().map(|d| d.player.clone()).expect("a decision");
    let selections = [
        Filter::default(),
        Filter {
            player: Some(player),
            ..Default::default()
        },
    ];
    for f in &selections {
        let all = reports(store, f, &["en", "fr", "de", "ja"]);
        let (_, en) = &all[0];
        let want = figures(en, "en");
        let count: usize = want.iter().map(Vec::len).sum();
        assert!(count > 300, "only {count} numbers in the English report");
        for (lang, html) in &all[1..] {
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{lang}: {}",
                &html[..200]
            );
            let got = figures(html, lang);
            assert_eq!(got.len(), want.len(), "{lang}: the same text nodes");
            for (i, (g, w)) in got.iter().zip(&want).enumerate() {
                assert_eq!(
                    g,
                    w,
                    "{lang}: node {i} {:?} against English {:?}",
                    text_nodes(html)[i],
                    text_nodes(en)[i]
                );
            }
            // And the figures are written the language's way: read the
            // English way, a French or German report's numbers differ.
            if separators(lang) != separators("en") {
                assert!(
                    figures(html, "en") != want,
                    "{lang} writes numbers as English does"
                );
            }
        }
        // Every report keeps its boards, each with its XGID.
        for (lang, html) in &all {
            assert_eq!(
                html.matches(r#"<svg class="board""#).count(),
                en.matches(r#"<svg class="board""#).count(),
                "{lang}"
            );
            assert_eq!(
                html.matches(" data-xgid=\"").count(),
                en.matches(" data-xgid=\"").count()
            );
        }
    }
}

#[test]
fn the_report_speaks_the_language() {
    let Some(store) = library() else { return };
    let store = &store;
    let f = Filter::default();
    let en = report_html(store, &f, 3, Text::get("en")).expect("report");
    assert!(en.contains("<html lang=\"en\">") && en.contains("<h2>Error histogram</h2>"));
    let de = report_html(store, &f, 3, Text::get("de")).expect("report");
    assert!(de.contains("<html lang=\"de\">"));
    for want in [
        "<h1>blunderDB-Bericht</h1>",
        "<h2>Kennzahlen</h2>",
        "<h2>Fehlerhistogramm</h2>",
        "<h2>Die 3 schlechtesten Entscheidungen</h2>",
        "Alle Spieler · Alle Entscheidungen",
        ">\nEntscheidungen\n</text>",
        ">Gespielt</tspan>",
        "Pips: ",
    ] {
        assert!(de.contains(want), "{want}");
    }
    for english in [
        "Error histogram",
        "worst decisions",
        ">Played</tspan>",
        "to play",
        "against",
    ] {
        assert!(!de.contains(english), "{english} in the German report");
    }
    let ja = report_html(store, &f, 3, Text::get("ja")).expect("report");
    assert!(ja.contains("<html lang=\"ja\">"));
    for want in [
        "<h2>エラーのヒストグラム</h2>",
        "最悪の決定 3 件",
        ">実際の手</tspan>",
        "手目",
    ] {
        assert!(ja.contains(want), "{want}");
    }
    // The fonts of the report, its boards and its chart have Japanese.
    assert!(ja.contains("\"Noto Sans CJK JP\""));
    assert!(ja.contains("font-family=\"DejaVu Sans, Noto Sans, Noto Sans CJK JP"));
    let el = report_html(store, &f, 1, Text::get("el")).expect("report");
    assert!(el.contains("<html lang=\"el\">") && el.contains("Ιστόγραμμα λαθών"));
    let ru = report_html(store, &f, 1, Text::get("ru")).expect("report");
    assert!(ru.contains("<html lang=\"ru\">") && ru.contains("Гистограмма ошибок"));
}

#[test]
fn a_board_speaks_the_language() {
    let Some(store) = library() else { return };
    let store = &store;
    let rows = store
        .decisions(&Query {
            limit: 200,
            ..Default::default()
        })
        .expect("decisions");
    let checker = rows
        .iter()
        .find(|d| {
            d.decision_kind == Some(blunderdb::model::DecisionKind::Checker) && d.board.is_some()
        })
        .expect("a checker play");
    let en = blunderdb::render::board::board_svg(checker, Text::get("en"));
    let de = blunderdb::render::board::board_svg(checker, Text::get("de"));
    let ja = blunderdb::render::board::board_svg(checker, Text::get("ja"));
    for svg in [&en, &de, &ja] {
        assert!(svg.starts_with(r#"<svg class="board""#));
        if let Some(x) = &checker.xgid {
            assert!(svg.contains(&format!(r#"data-xgid="{x}""#)));
        }
    }
    assert!(en.contains(&format!("{} to play", checker.player)));
    assert!(de.contains(&format!("{} zieht", checker.player)) && de.contains("Partie"));
    assert!(ja.contains("の手番") && ja.contains("手目"));
    // The pip counts, the same in every language.
    let pips = |svg: &str, lang: &str| {
        let line = &svg[svg.find("Pips").or(svg.find("ピップ")).expect("pips")..];
        numbers(&line[..line.find("</text>").expect("end")], lang)
    };
    assert_eq!(pips(&en, "en"), pips(&de, "de"));
    assert_eq!(pips(&en, "en"), pips(&ja, "ja"));
}

#[test]
fn in_the_pseudo_locale_every_word_of_a_board_comes_from_the_messages() {
    let Some(store) = library() else { return };
    let rows = store
        .decisions(&Query {
            limit: 300,
            ..Default::default()
        })
        .expect("decisions");
    let qps = Text::get(blunderdb::i18n::PSEUDO);
    let mut kinds = std::collections::BTreeSet::new();
    for d in &rows {
        kinds.insert(format!("{:?}", d.decision_kind));
        let svg = blunderdb::render::board::board_svg(d, qps);
        // The data (names, moves) is not a message: taken out first.
        let mut rest = svg.clone();
        for data in [&d.player, &d.opponent, &d.played]
            .into_iter()
            .chain(d.best.as_ref())
            .filter(|s| !s.is_empty())
        {
            rest = rest.replace(&blunderdb::render::board::esc(data), "");
        }
        for node in text_nodes(&rest) {
            if node.chars().any(char::is_alphabetic) {
                assert!(node.contains('⟦'), "{node:?} in {svg}");
            }
        }
    }
    // Checker plays and cube decisions both seen.
    assert!(kinds.len() >= 2, "{kinds:?}");
}
