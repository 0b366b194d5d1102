//! The window's command table (`blunderdb::window::table`) and the page
//! that calls it: every command the page names is in the table (so the app
//! and a browser both have it), every command of the table is called by
//! the page, and the few the app keeps for itself are not in the table.

use std::collections::BTreeSet;
use std::path::Path;

use blunderdb::window::table::{self, Reach, COMMANDS};

/// The page's modules, but for its tests and the transport (bridge.js,
/// whose one `invoke("ui"` carries every command).
fn modules() -> Vec<String> {
    let ui = Path::new(env!("CARGO_MANIFEST_DIR")).join("ui");
    let mut out = Vec::new();
    for e in std::fs::read_dir(&ui).expect("ui/") {
        let p = e.expect("a file").path();
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".js") || name.ends_with(".test.js") || name == "bridge.js" {
            continue;
        }
        out.push(std::fs::read_to_string(&p).expect("a module"));
    }
    out
}

/// The names the page passes to `fn("…"` in its modules.
fn named(by: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for src in modules() {
        let pat = format!("{by}(\"");
        for (at, _) in src.match_indices(&pat) {
            // `invoke(` and not `…invoke(` of another name.
            let before = src[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = &src[at + pat.len()..];
            let end = rest.find('"').expect("a closing quote");
            out.insert(rest[..end].to_string());
        }
    }
    out
}

#[test]
fn every_command_the_page_calls_is_in_the_table_and_every_one_is_called() {
    let mut called = named("invoke");
    called.extend(named("call"));
    assert!(called.len() > 50, "{called:?}");
    for name in &called {
        assert!(
            table::find(name).is_some(),
            "the page calls {name:?}, which is not in src/window/table.rs"
        );
    }
    let table: BTreeSet<String> = COMMANDS.iter().map(|c| c.name.to_string()).collect();
    // Some are passed on by a helper (`switchLibrary("club_open", …)`,
    // `this.change("mark_star", …)`): a quoted name in a module counts.
    let quoted = modules().concat();
    let unused: Vec<_> = table
        .iter()
        .filter(|n| !called.contains(*n) && !quoted.contains(&format!("\"{n}\"")))
        .collect();
    assert!(unused.is_empty(), "commands no page calls: {unused:?}");
    assert_eq!(table.len(), COMMANDS.len(), "a command named twice");
}

#[test]
fn the_apps_own_commands_are_not_in_the_table() {
    let own = named("appOnly");
    assert_eq!(
        own,
        ["picture_copy", "watch_status"].map(String::from).into(),
        "the app's own commands (src-tauri/src/commands.rs)"
    );
    for name in &own {
        assert!(table::find(name).is_none(), "{name} is in the table too");
    }
    let app = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src-tauri/src/commands.rs"),
    )
    .expect("the app's commands");
    assert!(
        app.contains("generate_handler![ui, watch_status, picture_copy]"),
        "the app registers ui and its two own commands"
    );
}

/// What reaches a browser: a page that names a file of the computer, or
/// the app's own features, is refused; reading is offered everywhere.
#[test]
fn reaches_are_as_documented() {
    let reach = |n: &str| table::find(n).expect(n).reach;
    for n in [
        "stats",
        "players",
        "matches_list",
        "review_board",
        "search",
        "decisions",
        "board",
    ] {
        assert_eq!(reach(n), Reach::Read, "{n}");
    }
    for n in [
        "set_thresholds",
        "add_alias",
        "start_analysis",
        "cancel_import",
        "set_language",
    ] {
        assert_eq!(reach(n), Reach::Write, "{n}");
    }
    for n in [
        "mark_star",
        "mark_tags",
        "collection_new",
        "train_answer",
        "save_search",
    ] {
        assert_eq!(reach(n), Reach::Own, "{n}");
    }
    for n in [
        "export_players_csv",
        "open_library",
        "start_import",
        "picture_save",
        "collection_anki",
        "set_gnubg_path",
    ] {
        assert_eq!(reach(n), Reach::Local, "{n}");
    }
    for n in ["set_watch_folder", "club_set", "club_publish", "club_open"] {
        assert_eq!(reach(n), Reach::App, "{n}");
    }
}
