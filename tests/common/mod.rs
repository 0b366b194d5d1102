//! What the command-line tests share: running the `blunderdb` binary on a
//! library, and its output as text. (`mod common;` in each test file; each
//! uses part of it.)
#![allow(dead_code)]

use std::path::Path;
use std::process::{Command, Output};

/// Runs `blunderdb --db DB ARGS…`, with the user's own library and gnuBG
/// settings out of the way.
pub fn run(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("BLUNDERDB_DB")
        .output()
        .expect("run blunderdb")
}

/// stdout then stderr, as one text.
pub fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A library (in memory, or the file `path`) holding every real fixture
/// of `../shared/fixtures` (xg, sgf, mat, txt), each imported without failure.
pub fn fixture_library(shared: &Path, path: Option<&Path>) -> blunderdb::store::Store {
    use blunderdb::store::Store;
    let mut store = match path {
        Some(p) => Store::open(p).unwrap(),
        None => Store::open_in_memory().unwrap(),
    };
    let dirs: Vec<std::path::PathBuf> = ["xg", "sgf", "mat", "txt"]
        .iter()
        .map(|d| shared.join("fixtures").join(d))
        .collect();
    let refs: Vec<&Path> = dirs.iter().map(|p| p.as_path()).collect();
    let reports = blunderdb::import::import_paths(&mut store, &refs);
    assert!(reports.iter().all(|r| !r.outcome.is_failure()));
    store
}
