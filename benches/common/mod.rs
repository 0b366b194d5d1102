//! The synthetic libraries the benchmarks measure, built once per run in
//! `target/bench-libraries/` and reused while their match count (and
//! `ready`) says they are whole.

use std::path::PathBuf;

use blunderdb::library::store::Store;
use blunderdb::model::Match;

/// The library `name` of `n` matches, the `i`-th made by `make(i)`. Built
/// 1,000 matches to a transaction ([`Store::insert_matches`]): these are
/// fixtures, not imports (`benches/scale.rs` measures the import). `ready`
/// checks a reused library beyond its count (aliases, for one).
#[allow(dead_code)]
pub fn library(
    name: &str,
    n: u64,
    make: impl Fn(u64) -> Match,
    ready: impl Fn(&Store) -> bool,
) -> Store {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bench-libraries");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("{name}-{n}.db"));
    if let Ok(store) = Store::open(&path) {
        if store.match_count().unwrap_or(0) == n && ready(&store) {
            return store;
        }
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let mut store = Store::open(&path).expect("library");
    let mut i = 0;
    while i < n {
        let end = (i + 1_000).min(n);
        let batch: Vec<(Match, String)> = (i..end)
            .map(|k| (make(k), format!("synthetic/{k}.sgf")))
            .collect();
        store.insert_matches(&batch).expect("insert");
        i = end;
    }
    store
}
