//! Search (#27): a query's count, figures and first page of 50, over a
//! library of 10,000 and 100,000 matches made of the 20 real matches gnuBG
//! played (`../shared/oracle/corpus`, stored under other names: real
//! positions, real errors), the library of `benches/review.rs`. Target:
//! ≤ 100 ms at 10,000 matches and ≤ 1 s at 100,000, whatever the filters.
//! Prints the search entries' bytes per match.
//!
//! `paste_{n}`: a pasted position's decisions (#41, `search --position`),
//! target ≤ 50 ms at 100,000 matches: a middle-game XGID of the corpus
//! (in this library each of the 20 matches is stored n / 20 times, so the
//! position is in n / 20 matches, each one's blob replayed) and the
//! opening's (in every match). The first search keys every match
//! (`position_keys`, printed once, not measured).

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::Filter;
use blunderdb::queries::search::position::find;
use blunderdb::queries::search::query::parse;
use blunderdb::queries::search::run::search;

/// The queries measured: each kind of filter; move patterns read the best
/// moves' steps and structures replay the boards, in the matches and games
/// whose summaries let them match (blob version 5).
const QUERIES: [(&str, &str); 9] = [
    ("all", ""),
    ("race_short", "nc P<70"),
    ("errors", "E>20"),
    ("back_games", "gt:back_game"),
    ("cube_takes", "dr E>10"),
    ("dice_not_65", "xD65 ph:middle"),
    ("pattern", "m\"6/1*\""),
    ("not_pattern", "!m\"13/7\" E>20"),
    (
        "structure",
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    ),
];

fn bench(c: &mut Criterion) {
    let corpus = common::oracle_corpus();
    // BLUNDERDB_BENCH_SMALL: the 10,000-match library only.
    let sizes: &[u64] = if std::env::var_os("BLUNDERDB_BENCH_SMALL").is_some() {
        &[10_000]
    } else {
        &[10_000, 100_000]
    };
    for &n in sizes {
        let store = common::oracle_library(n, &corpus);
        let bytes: f64 = store
            .connection()
            .query_row(
                "SELECT avg(length(data)), sum(length(data)) FROM match_features",
                [],
                |r| r.get(0),
            )
            .expect("size");
        let decisions: f64 = store
            .connection()
            .query_row("SELECT count(*) FROM match_features", [], |r| {
                r.get::<_, f64>(0)
            })
            .expect("count");
        eprintln!("search bench: {n} matches ({decisions} blobs), {bytes:.0} bytes of search entries per match");
        let mut g = c.benchmark_group(format!("search_{n}"));
        g.sample_size(10);
        for (name, text) in QUERIES {
            let q = parse(text).expect("query");
            let r = search(&store, &q, &Filter::default(), 50, None).expect("search");
            eprintln!("  {name} ({text}): {} decisions", r.count);
            g.bench_function(name, |b| {
                b.iter(|| {
                    search(&store, &q, &Filter::default(), 50, None)
                        .expect("search")
                        .count
                })
            });
        }
        g.finish();
        paste(c, &store, n);
    }
}

/// The pasted positions' group.
fn paste(c: &mut Criterion, store: &blunderdb::library::store::Store, n: u64) {
    let rows = store.match_decisions(1).expect("rows");
    let middle = rows
        .iter()
        .filter_map(|r| r.xgid.clone())
        .nth(30)
        .expect("a decision with an XGID");
    let opening = "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:7:10".to_string();
    let t = std::time::Instant::now();
    let keyed = blunderdb::library::position_keys::fill(store.connection()).expect("keys");
    let (rows_kept, bytes): (i64, i64) = store
        .connection()
        .query_row(
            "SELECT count(*), (SELECT sum(pgsize) FROM dbstat WHERE name = 'position_keys') FROM position_keys",
            [],
            |r| Ok((r.get(0)?, r.get::<_, Option<i64>>(1)?.unwrap_or(0))),
        )
        .unwrap_or((0, 0));
    eprintln!(
        "paste bench: keyed {keyed} matches in {:?}; {rows_kept} keys, {} bytes a match",
        t.elapsed(),
        bytes / n.max(1) as i64
    );
    let mut g = c.benchmark_group(format!("paste_{n}"));
    g.sample_size(10);
    for (name, id) in [("middle_game", &middle), ("opening", &opening)] {
        let p = blunderdb::model::paste::parse(id).expect("an XGID");
        let r = find(store, &p, 50).expect("find");
        eprintln!(
            "  {name} ({id}): {} exact, {} same checkers",
            r.exact.count, r.same_checkers.count
        );
        g.bench_function(name, |b| {
            b.iter(|| find(store, &p, 50).expect("find").exact.count)
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
