//! The layering of `src/`, kept by a test: a module imports only from its
//! own layer or a lower one, and no modules import each other in a circle.
//!
//! The layers, lowest first (see `src/lib.rs`):
//! `model` and `i18n` (1), `formats` (2), `metrics` (3), `library` (4),
//! `queries` (5), `engine` (6), `render` (7), `window` (8: the window's
//! commands, which the app and the web page share), `cli` (9: the command
//! line, its club server and web page; the Tauri app in `src-tauri/` is a
//! front end of the same rank, in a crate of its own).
//!
//! The test reads every `.rs` file of `src/`, drops comments and string
//! literals, and collects each path that names the crate's modules: a
//! `crate::…` path inside the library, a `blunderdb::…` path in the command
//! line. A path is resolved to the file of the deepest module it names.
//! In-file test modules count too: a lower layer's tests that need a higher
//! layer belong in `tests/`.
//!
//! The window's modules (`src/window/`) import each other in no circle:
//! the window's state (`state.rs`) keeps values owned by modules below it
//! (`job.rs`, `pick.rs`, `club_dirs.rs`, …), and the modules whose methods
//! on the state import it are above it. The app crate's modules
//! (`src-tauri/src/`, a crate of its own) have no layers, but no circle
//! either. Both are read as source files only, so the root `cargo test`
//! needs no GTK to check them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layer of a module path (`queries::drill` → 5), by its first part.
fn layer(module: &str) -> Option<u8> {
    let top = module.split("::").next()?;
    Some(match top {
        "model" | "i18n" => 1,
        "formats" => 2,
        "metrics" => 3,
        "library" => 4,
        "queries" => 5,
        "engine" => 6,
        "render" => 7,
        "window" => 8,
        "cli" => 9,
        _ => return None,
    })
}

/// The module path of a file under `src/` (`src/queries/drill.rs` →
/// `queries::drill`, `src/library/mod.rs` → `library`, `src/cli/main.rs`
/// → `cli`, `src/lib.rs` → ``).
fn module_of(rel: &Path) -> String {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts.join("::")
}

/// The source without comments, string and char literals (so a doc link
/// or a message that names a module is not an import).
fn code_only(src: &str) -> String {
    let b = src.as_bytes();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if c == b'r'
            && matches!(b.get(i + 1), Some(b'"') | Some(b'#'))
            && !ident_before(b, i)
        {
            // A raw string r"…" or r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push(c as char);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == b'"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&b'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == b'\'' && is_char_literal(b, i) {
            // 'x' or '\n' (not a lifetime).
            i += 1;
            while i < b.len() && b[i] != b'\'' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            // Copy one whole UTF-8 character.
            let len = utf8_len(c);
            out.push_str(std::str::from_utf8(&b[i..(i + len).min(b.len())]).unwrap_or(" "));
            i += len;
        }
    }
    out
}

fn utf8_len(c: u8) -> usize {
    match c {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

fn ident_before(b: &[u8], i: usize) -> bool {
    i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')
}

fn is_char_literal(b: &[u8], i: usize) -> bool {
    match (b.get(i + 1), b.get(i + 2), b.get(i + 3)) {
        (Some(b'\\'), _, _) => true,
        (Some(_), Some(b'\''), _) => true,
        // A multi-byte character: 'é'.
        (Some(c), _, _) if *c >= 0x80 => {
            let n = utf8_len(*c);
            b.get(i + 1 + n) == Some(&b'\'')
        }
        _ => false,
    }
}

/// Every module path the code names from `root` (`crate` or
/// `blunderdb`), brace groups expanded one level: `use crate::{a, b::c}`.
fn named_paths(code: &str, root: &str) -> Vec<String> {
    let mut out = Vec::new();
    let pat = format!("{root}::");
    let mut from = 0;
    while let Some(at) = code[from..].find(&pat) {
        let start = from + at;
        from = start + pat.len();
        if ident_before(code.as_bytes(), start) {
            continue;
        }
        let rest = &code[from..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let p = path_prefix(item.trim());
                if !p.is_empty() {
                    out.push(p);
                }
            }
        } else {
            let p = path_prefix(rest);
            if !p.is_empty() {
                out.push(p);
            }
        }
    }
    out
}

/// The `a::b::c` at the start of `s`.
fn path_prefix(s: &str) -> String {
    let mut parts = Vec::new();
    let mut rest = s;
    loop {
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        parts.push(&rest[..end]);
        match rest[end..].strip_prefix("::") {
            Some(r) if r.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') => rest = r,
            _ => break,
        }
    }
    parts.join("::")
}

/// The deepest known module that `path` names (`queries::drill::Query` →
/// `queries::drill`).
fn resolve(path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let parts: Vec<&str> = path.split("::").collect();
    (1..=parts.len())
        .rev()
        .map(|n| parts[..n].join("::"))
        .find(|m| modules.contains(m))
}

/// One import that breaks the rule.
#[derive(Debug, PartialEq)]
struct Violation {
    module: String,
    imports: String,
    from: u8,
    to: u8,
}

/// The modules that `code` (the file of `module`) imports.
fn imports_of(module: &str, code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let root = if module == "cli" || module.starts_with("cli::") {
        "blunderdb"
    } else {
        "crate"
    };
    let mut out: BTreeSet<String> = named_paths(&code_only(code), root)
        .iter()
        .filter_map(|p| resolve(p, modules))
        .collect();
    if root == "blunderdb" {
        // The command line's own modules, named from its root.
        out.extend(
            named_paths(&code_only(code), "crate")
                .iter()
                .filter_map(|p| resolve(&format!("cli::{p}"), modules)),
        );
    }
    // `super::…` paths, resolved from this module.
    let here: Vec<&str> = module.split("::").filter(|s| !s.is_empty()).collect();
    for p in named_paths(&code_only(code), "super") {
        let mut base = here.clone();
        base.pop();
        let mut rest: Vec<&str> = p.split("::").collect();
        while rest.first() == Some(&"super") {
            rest.remove(0);
            base.pop();
        }
        base.extend(rest);
        if let Some(m) = resolve(&base.join("::"), modules) {
            out.insert(m);
        }
    }
    out.remove(module);
    out
}

/// Whether `a` is `b`'s ancestor module or `b` is `a`'s: the parts of one
/// module folder (its `mod.rs` re-exporting a child's items, a child using
/// its parent's), which are one module to the rest of the crate.
fn kin(a: &str, b: &str) -> bool {
    let under = |x: &str, y: &str| y.is_empty() || x.starts_with(&format!("{y}::"));
    under(a, b) || under(b, a)
}

/// The upward imports of one file.
fn check(module: &str, code: &str, modules: &BTreeSet<String>) -> Vec<Violation> {
    let Some(from) = layer(module) else {
        return Vec::new();
    };
    imports_of(module, code, modules)
        .into_iter()
        .filter_map(|m| {
            let to = layer(&m)?;
            (to > from).then(|| Violation {
                module: module.to_string(),
                imports: m,
                from,
                to,
            })
        })
        .collect()
}

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every module of `src/` and its code.
fn sources() -> BTreeMap<String, String> {
    sources_of(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// Every module of the app crate (`src-tauri/src/`) and its code. Its
/// `main.rs` is a crate root of its own, like `lib.rs` the module ``.
fn app_sources() -> BTreeMap<String, String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src-tauri/src");
    let sources = sources_of(&src);
    assert!(
        sources.contains_key("commands"),
        "the app's modules are read from {}",
        src.display()
    );
    sources
}

/// Every module under the source folder `src` and its code.
fn sources_of(src: &Path) -> BTreeMap<String, String> {
    let mut files = Vec::new();
    rs_files(src, &mut files);
    files
        .into_iter()
        .map(|f| {
            let rel = f.strip_prefix(src).expect("under the source folder");
            let code = std::fs::read_to_string(&f).expect("a readable source file");
            (module_of(rel), code)
        })
        .collect()
}

#[test]
fn every_module_has_a_layer() {
    let sources = sources();
    let unplaced: Vec<&String> = sources
        .keys()
        .filter(|m| !m.is_empty() && layer(m).is_none())
        .collect();
    assert!(
        unplaced.is_empty(),
        "modules outside every layer: {unplaced:?}"
    );
    // Each layer's folder says what it owns and what it may use.
    for top in [
        "model", "formats", "metrics", "library", "queries", "engine", "render",
    ] {
        let doc = &sources[top];
        assert!(
            doc.starts_with("//! # Layer") && doc.contains("May use"),
            "src/{top}/mod.rs must open with its layer's doc (\"//! # Layer …\", \"May use …\")"
        );
    }
}

#[test]
fn no_module_imports_from_a_higher_layer() {
    let sources = sources();
    let modules: BTreeSet<String> = sources.keys().cloned().collect();
    let violations: Vec<Violation> = sources
        .iter()
        .flat_map(|(m, code)| check(m, code, &modules))
        .collect();
    assert!(
        violations.is_empty(),
        "imports from a higher layer:\n{}",
        violations
            .iter()
            .map(|v| format!(
                "  {} (layer {}) imports {} (layer {})",
                v.module, v.from, v.imports, v.to
            ))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn a_wrong_import_is_caught() {
    let sources = sources();
    let modules: BTreeSet<String> = sources.keys().cloned().collect();
    // The store calling up into a query: the circle #25 removed.
    let wrong = "use crate::queries::drill::Query;\nfn f() {}";
    assert_eq!(
        check("library::store", wrong, &modules),
        vec![Violation {
            module: "library::store".into(),
            imports: "queries::drill".into(),
            from: 4,
            to: 5,
        }]
    );
    // In a brace group, as a full path in an expression, or from the CLI.
    let grouped = "use crate::{model::Match, render::chart};";
    assert_eq!(check("formats::sgf", grouped, &modules).len(), 1);
    let inline = "let x = crate::engine::analyse::default_jobs();";
    assert_eq!(
        check("metrics", inline, &modules)[0].imports,
        "engine::analyse"
    );
    // A relative path that climbs out of its folder.
    let climbing = "use super::super::super::render::chart;";
    assert_eq!(
        check("library::store::write", climbing, &modules)[0].imports,
        "render::chart"
    );
    // Comments and strings name modules without importing them.
    let quiet = "//! see [`crate::queries`]\nconst S: &str = \"crate::render::chart\";";
    assert!(check("library::store", quiet, &modules).is_empty());
    // Downward and sideways imports are fine.
    let fine = "use crate::library::store::Store;\nuse crate::queries::filters;";
    assert!(check("queries::drill", fine, &modules).is_empty());
}

/// The import graph's strongly connected components of more than one
/// module (Tarjan's algorithm): each is a circle.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        next: usize,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a str) {
            self.index.insert(v, self.next);
            self.low.insert(v, self.next);
            self.next += 1;
            self.stack.push(v);
            self.on_stack.insert(v);
            if let Some(edges) = self.graph.get(v) {
                for w in edges {
                    let w = w.as_str();
                    if !self.index.contains_key(w) {
                        self.visit(w);
                        let l = self.low[w].min(self.low[v]);
                        self.low.insert(v, l);
                    } else if self.on_stack.contains(w) {
                        let l = self.index[w].min(self.low[v]);
                        self.low.insert(v, l);
                    }
                }
            }
            if self.low[v] == self.index[v] {
                let mut comp = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    comp.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort();
                    self.found.push(comp);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.found
}

/// The import graph between files. A module folder's parts (its `mod.rs`
/// and its children, [`kin`]) use each other as one module does; the
/// circles that matter are between modules, not inside one.
fn graph(sources: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeSet<String> = sources.keys().cloned().collect();
    sources
        .iter()
        .map(|(m, code)| {
            let edges = imports_of(m, code, &modules)
                .into_iter()
                .filter(|to| !kin(m, to))
                .collect();
            (m.clone(), edges)
        })
        .collect()
}

#[test]
fn no_module_is_in_an_import_circle() {
    let found = circles(&graph(&sources()));
    assert!(
        found.is_empty(),
        "modules importing each other in a circle: {found:?}"
    );
}

/// The app crate's modules import each other in no circle (#41: eight of
/// them did, around `state.rs`).
#[test]
fn no_app_module_is_in_an_import_circle() {
    let found = circles(&graph(&app_sources()));
    assert!(
        found.is_empty(),
        "src-tauri/src: modules importing each other in a circle: {found:?}"
    );
}

/// The check sees a circle put back among the window's modules: the state
/// importing the jobs again (`crate::jobs::Job`, as it did in the app), or
/// a module the state imports importing the state.
#[test]
fn a_circle_in_the_window_is_caught() {
    for (module, line) in [
        ("window::state", "use crate::window::jobs::Job;"),
        (
            "window::club_dirs",
            "fn f(l: &crate::window::state::Library) {}",
        ),
    ] {
        let mut sources = sources();
        let code = sources.get_mut(module).expect("the window's module");
        code.push('\n');
        code.push_str(line);
        let found = circles(&graph(&sources));
        assert!(
            found
                .iter()
                .any(|c| c.contains(&"window::state".to_string())),
            "{module} with {line}: {found:?}"
        );
    }
}

#[test]
fn a_circle_is_caught() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.insert("a".into(), ["b".to_string()].into());
    g.insert("b".into(), ["c".to_string()].into());
    g.insert("c".into(), ["a".to_string()].into());
    g.insert("d".into(), ["a".to_string()].into());
    assert_eq!(
        circles(&g),
        vec![vec!["a".to_string(), "b".into(), "c".into()]]
    );
}

/// The desktop app never requires PostgreSQL (issue 30): its build, the
/// library with `club-client` only, links no PostgreSQL client, pool or
/// HTTP server. Read from Cargo's own resolution of the workspace.
#[cfg_attr(windows, ignore = "runs cargo tree, a tool of the Linux build machine")]
#[test]
fn the_desktop_app_links_no_postgresql() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = std::process::Command::new(cargo)
        .args([
            "tree",
            "-p",
            "blunderdb-app",
            "-e",
            "normal",
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo tree");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let tree = String::from_utf8_lossy(&out.stdout);
    let crates: std::collections::BTreeSet<&str> = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert!(crates.contains("ureq"), "the app's club client: {crates:?}");
    for server in ["postgres", "tokio-postgres", "r2d2_postgres", "axum"] {
        assert!(!crates.contains(server), "the desktop app links {server}");
    }
}
