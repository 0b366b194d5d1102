//! Search (#27): a query's count, figures and first page of 50, over a
//! library of 10,000 and 100,000 matches made of the 20 real matches gnuBG
//! played (`../shared/oracle/corpus`, stored under other names: real
//! positions, real errors), the library of `benches/review.rs`. Target:
//! ≤ 100 ms at 10,000 matches and ≤ 1 s at 100,000, whatever the filters.
//! Prints the search entries' bytes per match.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::Filter;
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
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
