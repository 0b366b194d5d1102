//! Locates the read-only third-party data (`../shared` beside the
//! repository: real match files, gnuBG's oracle corpus) that the tests and
//! benchmarks read. `BLUNDERDB_SHARED` overrides the location.
//!
//! Tests call [`require`]: when the data is missing they fail under CI
//! (env `CI` set) and skip with a message elsewhere.

use std::path::PathBuf;

/// The shared data folder, if it exists.
pub fn dir() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("BLUNDERDB_SHARED") {
        let p = PathBuf::from(p);
        return p.is_dir().then_some(p);
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let p = root.join("..").join("shared");
    p.is_dir().then(|| dunce::canonicalize(&p).unwrap_or(p))
}

/// The shared data folder; panics under CI when it is missing (a test must
/// fail, not pass silently), returns `None` with a note otherwise.
pub fn require() -> Option<PathBuf> {
    match dir() {
        Some(p) => Some(p),
        None if std::env::var_os("CI").is_some() => {
            panic!("../shared (or BLUNDERDB_SHARED) is missing, and CI is set")
        }
        None => {
            eprintln!("note: ../shared is missing; skipping a test that reads it");
            None
        }
    }
}
