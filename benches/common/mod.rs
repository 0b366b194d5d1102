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

/// The 20 matches gnuBG played and analysed (`../shared/oracle/corpus`),
/// read from their SGF.
#[allow(dead_code)]
pub fn oracle_corpus() -> Vec<Match> {
    let shared = blunderdb::model::shared::require().expect("../shared for this bench");
    let dir = shared.join("oracle").join("corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| blunderdb::formats::parse(&std::fs::read(f).expect("read")).expect("parse"))
        .collect()
}

/// `n` matches of `corpus` in turn, each under its own players' names
/// (`alice 17`), so every one is a real match of its own: the library of
/// `benches/review.rs` and `benches/search.rs`.
#[allow(dead_code)]
pub fn oracle_library(n: u64, corpus: &[Match]) -> Store {
    library(
        "review",
        n,
        |i| {
            let mut m = corpus[(i as usize) % corpus.len()].clone();
            m.players = [
                format!("{} {i}", m.players[0]),
                format!("{} {i}", m.players[1]),
            ];
            m
        },
        |_| true,
    )
}
