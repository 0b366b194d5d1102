//! The message files, built into the program: `locales/<lang>/<domain>.ftl`.
//! Each domain is one part of the program: `common` the figures' names
//! and terms every part shows, `app` the window, `cli` the command line,
//! `report` the charts, boards and the HTML report, `review` one match
//! move by move and the analyses a match holds (the command line's words),
//! `search` the search query language and its errors, `study` keeping and
//! drilling decisions (refs, tags, collections, training), `help` the
//! command line's `--help` and its usage errors.

use std::collections::BTreeMap;

/// Every domain, in the order their messages are added.
pub const DOMAINS: [&str; 8] = [
    "common", "app", "cli", "report", "review", "search", "study", "help",
];

/// The domains the window formats itself (the charts and boards it shows
/// are drawn in Rust, with `report`'s words).
pub const WEB_DOMAINS: [&str; 2] = ["common", "app"];

/// The Fluent source of `lang`'s `domain`.
pub fn source(lang: &str, domain: &str) -> Option<&'static str> {
    match (lang, domain) {
        ("en", "common") => Some(include_str!("../../locales/en/common.ftl")),
        ("en", "app") => Some(include_str!("../../locales/en/app.ftl")),
        ("en", "cli") => Some(include_str!("../../locales/en/cli.ftl")),
        ("en", "report") => Some(include_str!("../../locales/en/report.ftl")),
        ("en", "review") => Some(include_str!("../../locales/en/review.ftl")),
        ("en", "search") => Some(include_str!("../../locales/en/search.ftl")),
        ("en", "study") => Some(include_str!("../../locales/en/study.ftl")),
        ("en", "help") => Some(include_str!("../../locales/en/help.ftl")),
        ("fr", "common") => Some(include_str!("../../locales/fr/common.ftl")),
        ("fr", "app") => Some(include_str!("../../locales/fr/app.ftl")),
        ("fr", "cli") => Some(include_str!("../../locales/fr/cli.ftl")),
        ("fr", "report") => Some(include_str!("../../locales/fr/report.ftl")),
        ("fr", "review") => Some(include_str!("../../locales/fr/review.ftl")),
        ("fr", "search") => Some(include_str!("../../locales/fr/search.ftl")),
        ("fr", "study") => Some(include_str!("../../locales/fr/study.ftl")),
        ("fr", "help") => Some(include_str!("../../locales/fr/help.ftl")),
        ("de", "common") => Some(include_str!("../../locales/de/common.ftl")),
        ("de", "app") => Some(include_str!("../../locales/de/app.ftl")),
        ("de", "cli") => Some(include_str!("../../locales/de/cli.ftl")),
        ("de", "report") => Some(include_str!("../../locales/de/report.ftl")),
        ("de", "review") => Some(include_str!("../../locales/de/review.ftl")),
        ("de", "search") => Some(include_str!("../../locales/de/search.ftl")),
        ("de", "study") => Some(include_str!("../../locales/de/study.ftl")),
        ("de", "help") => Some(include_str!("../../locales/de/help.ftl")),
        ("it", "common") => Some(include_str!("../../locales/it/common.ftl")),
        ("it", "app") => Some(include_str!("../../locales/it/app.ftl")),
        ("it", "cli") => Some(include_str!("../../locales/it/cli.ftl")),
        ("it", "report") => Some(include_str!("../../locales/it/report.ftl")),
        ("it", "review") => Some(include_str!("../../locales/it/review.ftl")),
        ("it", "search") => Some(include_str!("../../locales/it/search.ftl")),
        ("it", "study") => Some(include_str!("../../locales/it/study.ftl")),
        ("it", "help") => Some(include_str!("../../locales/it/help.ftl")),
        ("es", "common") => Some(include_str!("../../locales/es/common.ftl")),
        ("es", "app") => Some(include_str!("../../locales/es/app.ftl")),
        ("es", "cli") => Some(include_str!("../../locales/es/cli.ftl")),
        ("es", "report") => Some(include_str!("../../locales/es/report.ftl")),
        ("es", "review") => Some(include_str!("../../locales/es/review.ftl")),
        ("es", "search") => Some(include_str!("../../locales/es/search.ftl")),
        ("es", "study") => Some(include_str!("../../locales/es/study.ftl")),
        ("es", "help") => Some(include_str!("../../locales/es/help.ftl")),
        ("fi", "common") => Some(include_str!("../../locales/fi/common.ftl")),
        ("fi", "app") => Some(include_str!("../../locales/fi/app.ftl")),
        ("fi", "cli") => Some(include_str!("../../locales/fi/cli.ftl")),
        ("fi", "report") => Some(include_str!("../../locales/fi/report.ftl")),
        ("fi", "review") => Some(include_str!("../../locales/fi/review.ftl")),
        ("fi", "search") => Some(include_str!("../../locales/fi/search.ftl")),
        ("fi", "study") => Some(include_str!("../../locales/fi/study.ftl")),
        ("fi", "help") => Some(include_str!("../../locales/fi/help.ftl")),
        ("ja", "common") => Some(include_str!("../../locales/ja/common.ftl")),
        ("ja", "app") => Some(include_str!("../../locales/ja/app.ftl")),
        ("ja", "cli") => Some(include_str!("../../locales/ja/cli.ftl")),
        ("ja", "report") => Some(include_str!("../../locales/ja/report.ftl")),
        ("ja", "review") => Some(include_str!("../../locales/ja/review.ftl")),
        ("ja", "search") => Some(include_str!("../../locales/ja/search.ftl")),
        ("ja", "study") => Some(include_str!("../../locales/ja/study.ftl")),
        ("ja", "help") => Some(include_str!("../../locales/ja/help.ftl")),
        ("el", "common") => Some(include_str!("../../locales/el/common.ftl")),
        ("el", "app") => Some(include_str!("../../locales/el/app.ftl")),
        ("el", "cli") => Some(include_str!("../../locales/el/cli.ftl")),
        ("el", "report") => Some(include_str!("../../locales/el/report.ftl")),
        ("el", "review") => Some(include_str!("../../locales/el/review.ftl")),
        ("el", "search") => Some(include_str!("../../locales/el/search.ftl")),
        ("el", "study") => Some(include_str!("../../locales/el/study.ftl")),
        ("el", "help") => Some(include_str!("../../locales/el/help.ftl")),
        ("ru", "common") => Some(include_str!("../../locales/ru/common.ftl")),
        ("ru", "app") => Some(include_str!("../../locales/ru/app.ftl")),
        ("ru", "cli") => Some(include_str!("../../locales/ru/cli.ftl")),
        ("ru", "report") => Some(include_str!("../../locales/ru/report.ftl")),
        ("ru", "review") => Some(include_str!("../../locales/ru/review.ftl")),
        ("ru", "search") => Some(include_str!("../../locales/ru/search.ftl")),
        ("ru", "study") => Some(include_str!("../../locales/ru/study.ftl")),
        ("ru", "help") => Some(include_str!("../../locales/ru/help.ftl")),
        ("pt", "common") => Some(include_str!("../../locales/pt/common.ftl")),
        ("pt", "app") => Some(include_str!("../../locales/pt/app.ftl")),
        ("pt", "cli") => Some(include_str!("../../locales/pt/cli.ftl")),
        ("pt", "report") => Some(include_str!("../../locales/pt/report.ftl")),
        ("pt", "review") => Some(include_str!("../../locales/pt/review.ftl")),
        ("pt", "search") => Some(include_str!("../../locales/pt/search.ftl")),
        ("pt", "study") => Some(include_str!("../../locales/pt/study.ftl")),
        ("pt", "help") => Some(include_str!("../../locales/pt/help.ftl")),
        ("nl", "common") => Some(include_str!("../../locales/nl/common.ftl")),
        ("nl", "app") => Some(include_str!("../../locales/nl/app.ftl")),
        ("nl", "cli") => Some(include_str!("../../locales/nl/cli.ftl")),
        ("nl", "report") => Some(include_str!("../../locales/nl/report.ftl")),
        ("nl", "review") => Some(include_str!("../../locales/nl/review.ftl")),
        ("nl", "search") => Some(include_str!("../../locales/nl/search.ftl")),
        ("nl", "study") => Some(include_str!("../../locales/nl/study.ftl")),
        ("nl", "help") => Some(include_str!("../../locales/nl/help.ftl")),
        _ => None,
    }
}

/// The message ids of a Fluent source and the variables each uses, in
/// order of first use. Terms (`-term`) are listed too, without variables.
pub fn ids_and_variables(src: &str) -> BTreeMap<String, Vec<String>> {
    use fluent_syntax::ast;
    let res = match fluent_syntax::parser::parse(src) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = BTreeMap::new();
    for entry in res.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = Vec::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
            }
            ast::Entry::Term(t) => {
                out.insert(format!("-{}", t.id.name), Vec::new());
            }
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::PatternElement;
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &fluent_syntax::ast::Expression<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::Expression;
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &fluent_syntax::ast::InlineExpression<&str>, vars: &mut Vec<String>) {
    use fluent_syntax::ast::InlineExpression;
    match i {
        InlineExpression::VariableReference { id } => {
            let name = id.name.trim_end_matches("-text").to_string();
            if !vars.contains(&name) {
                vars.push(name);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        _ => {}
    }
}
