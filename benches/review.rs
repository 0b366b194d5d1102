//! One match move by move (#26) in a library of 10,000 and 100,000
//! matches: `match show` of an 11-point match (target ≤ 20 ms), opening it
//! in the review view (the moves and the first board: ≤ 50 ms), one step
//! (the next move's board), the first page of the Matches tab, and (at
//! 10,000) the library in memory that `--engine` reads.
//!
//! The library holds the 20 matches gnuBG played and analysed
//! (`../shared/oracle/corpus`, real positions and analyses), each stored
//! many times under other player names, so every match replays as a real
//! one.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::queries::review::{matches_page, review, MatchesRequest};
use blunderdb::render::board::board_svg;

fn bench(c: &mut Criterion) {
    let corpus = common::oracle_corpus();
    // The 11-point match of the corpus (m005), and its place in the cycle.
    let at = corpus
        .iter()
        .position(|m| m.length == 11)
        .expect("an 11-point match");
    for n in [10_000u64, 100_000] {
        let store = common::oracle_library(n, &corpus);
        // The last 11-point match stored: ids follow the order stored.
        let id = (n as usize - corpus.len() + at + 1) as i64;
        let r = review(&store, id, None, None).expect("review");
        let moves: usize = r.games.iter().map(|g| g.moves.len()).sum();
        eprintln!(
            "review bench: {n} matches, match {id} of {} points, {} games, {moves} moves",
            r.header.length,
            r.games.len()
        );
        let text = blunderdb::i18n::Text::get("en");
        let mut g = c.benchmark_group(format!("review_{n}"));
        g.sample_size(20);
        g.bench_function("match_show_11pt_json", |b| {
            b.iter(|| {
                let r = review(&store, id, None, None).expect("review");
                serde_json::to_string(&r).expect("json").len()
            })
        });
        g.bench_function("open_in_review", |b| {
            b.iter(|| {
                let r = review(&store, id, None, None).expect("review");
                let first = r.games[0].moves[0].row.as_ref().expect("row");
                board_svg(first, text).len()
            })
        });
        let row = r.games[0].moves[10].row.clone().expect("row");
        g.bench_function("step_board", |b| b.iter(|| board_svg(&row, text).len()));
        let req = MatchesRequest {
            limit: 200,
            ..Default::default()
        };
        g.bench_function("matches_tab_first_page", |b| {
            b.iter(|| matches_page(&store, &req).expect("page").rows.len())
        });
        // `--engine gnubg`: every match of this library is gnuBG's, so the
        // view holds all of them (the worst case).
        if n <= 10_000 {
            g.sample_size(10);
            g.bench_function("engine_view_all", |b| {
                b.iter(|| {
                    store
                        .engine_view(blunderdb::library::store::engines::Engine::Gnubg)
                        .expect("view")
                        .match_count()
                        .expect("count")
                })
            });
        }
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
