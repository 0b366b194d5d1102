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
