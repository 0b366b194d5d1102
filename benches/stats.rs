//! `stats` and `players` over whole libraries of 1,000 and 10,000 synthetic
//! matches (about 300 decisions each), to show how they grow. The library
//! files are built once per run in `target/bench-libraries/` and their
//! bytes per match are printed.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::{Filter, Store};
use blunderdb::model::synthetic::synthetic_match;
use blunderdb::queries::report;

fn library(n: u64) -> Store {
    common::library("synthetic", n, |i| synthetic_match(2026, i, 200), |_| true)
}

fn bench(c: &mut Criterion) {
    for n in [1_000u64, 10_000] {
        let store = library(n);
        let decisions = store.stored_decisions().unwrap_or(0);
        let bytes = store.file_bytes().unwrap_or(0);
        eprintln!(
            "library of {n} matches: {decisions} decisions, {bytes} bytes, {} bytes per match",
            bytes / n.max(1)
        );
        let mut g = c.benchmark_group(format!("library_{n}_matches"));
        g.sample_size(30);
        g.bench_function("stats_all", |b| {
            b.iter(|| report::stats_json(&store, &Filter::default()).expect("stats"))
        });
        let one = Filter {
            player: Some("Player 0042".into()),
            ..Default::default()
        };
        g.bench_function("stats_one_player", |b| {
            b.iter(|| report::stats_json(&store, &one).expect("stats"))
        });
        g.bench_function("players", |b| {
            b.iter(|| report::players_json(&store, &Filter::default()).expect("players"))
        });
        g.bench_function("worst_10_decisions", |b| {
            b.iter(|| {
                store
                    .worst_decisions(&Filter::default(), 10)
                    .expect("worst")
            })
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
