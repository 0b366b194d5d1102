//! The server's time of each command the page reads with (#40): the
//! window's command table (`blunderdb::window::table`, what
//! `POST /api/v1/ui/<command>` and the app's `ui` run) on a library of
//! 100,000 synthetic matches, answers serialised to JSON as the server
//! sends them. The first call of each (the cold one, before the window's
//! caches) is printed beside criterion's medians. `paste_position` is
//! measured by `benches/search.rs` on real positions: the synthetic
//! matches have none.
//!
//! `BLUNDERDB_WINDOW_SIZES=10000` measures other sizes; the libraries are
//! `benches/scale.rs`'s, kept in `target/bench-libraries/`.

mod common;

use std::sync::Arc;
use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};

use blunderdb::model::synthetic::synthetic_match;
use blunderdb::window::table::{self, Reach};
use blunderdb::window::{Host, Library};

fn sizes() -> Vec<u64> {
    std::env::var("BLUNDERDB_WINDOW_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![100_000])
}

/// The library as the page's host: events dropped.
struct Bench(Library);
impl Host for Bench {
    fn library(&self) -> &Library {
        &self.0
    }
    fn emit(&self, _: &str, _: Value) {}
}

fn call(host: &Arc<dyn Host>, name: &str, args: &Value) -> Value {
    let v = table::call(host, |r| r == Reach::Read || r == Reach::Own, name, args)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    // Serialised as the server answers it.
    std::hint::black_box(serde_json::to_vec(&v).expect("JSON"));
    v
}

fn bench(c: &mut Criterion) {
    for n in sizes() {
        let store = common::library("scale", n, |i| synthetic_match(2026, i, 200), |_| true);
        let path = store.path().expect("a library file").to_path_buf();
        drop(store);
        let host: Arc<dyn Host> = Arc::new(Bench(Library::open(&path).expect("the bench library")));
        // A match, a decision and a position to ask about.
        let page = call(
            &host,
            "matches_list",
            &json!({"req": {"sort": "date", "desc": true, "limit": 50}}),
        );
        let id = page["rows"][0]["id"].clone();
        let worst = call(
            &host,
            "decisions",
            &json!({"req": {"filter": {}, "limit": 1}}),
        );
        let d = &worst["decisions"][0];
        let (m, g, s) = (d["match"].clone(), d["game"].clone(), d["seq"].clone());
        let player = call(&host, "players", &Value::Null)[0]["name"].clone();
        let other = call(&host, "players", &Value::Null)[1]["name"].clone();
        let reads: Vec<(&str, Value)> = vec![
            ("library_info", Value::Null),
            ("stats", json!({"filter": {}})),
            ("stats_player", json!({"filter": {"player": player}})),
            ("players", Value::Null),
            ("unanalysed_count", json!({"filter": {}})),
            (
                "progress",
                json!({"filter": {}, "by": "month", "window": 500, "latest": 50}),
            ),
            ("breakdown", json!({"filter": {}, "by": "phase"})),
            ("compare", json!({"a": player, "b": other})),
            ("decisions", json!({"req": {"filter": {}, "limit": 50}})),
            ("board", json!({"matchNo": m, "game": g, "seq": s})),
            (
                "matches_list",
                json!({"req": {"sort": "date", "desc": true, "limit": 50}}),
            ),
            ("match_review", json!({"id": id})),
            ("review_board", json!({"id": id, "game": 1, "seq": 1})),
            ("review_candidates", json!({"id": id, "game": 1, "seq": 1})),
            ("review_graph", json!({"id": id})),
            (
                "search",
                json!({"req": {"query": "gt:holding", "limit": 24}}),
            ),
            ("search_all", json!({"req": {"query": "", "limit": 24}})),
            ("saved_searches", Value::Null),
            ("collections", Value::Null),
            ("train_decks", Value::Null),
            ("level_scales", Value::Null),
            ("aliases", Value::Null),
        ];
        let tag = if n >= 1000 {
            format!("{}k", n / 1000)
        } else {
            n.to_string()
        };
        for (label, args) in &reads {
            let t = Instant::now();
            call(&host, command(label), args);
            eprintln!(
                "window_{tag}/{label}: first call {:.1} ms",
                t.elapsed().as_secs_f64() * 1e3
            );
        }
        let mut g = c.benchmark_group(format!("window_{tag}"));
        g.sample_size(10);
        for (label, args) in &reads {
            let name = command(label).to_string();
            g.bench_function(*label, |b| b.iter(|| call(&host, &name, args)));
        }
        g.finish();
    }
}

/// The table's command a bench label measures.
fn command(label: &str) -> &str {
    match label {
        "stats_player" => "stats",
        "search_all" => "search",
        other => other,
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
