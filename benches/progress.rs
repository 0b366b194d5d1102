//! `progress` and `breakdown` over a library of 10,000 synthetic matches
//! (about 300 decisions each, positions on every checker play, one event
//! per month), and `players` once 50 names are merged into others by
//! aliases. The library file is built once in `target/bench-libraries/`.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::{Filter, Store};
use blunderdb::model::synthetic::synthetic_match_with_positions;
use blunderdb::queries::breakdown::{self, By};
use blunderdb::queries::progress::{self, Period};
use blunderdb::queries::report;

const N: u64 = 10_000;

fn library() -> Store {
    let mut store = common::library(
        "synthetic-progress",
        N,
        |i| synthetic_match_with_positions(2026, i, 200),
        |s| s.aliases().map_or(0, |a| a.len()) == 50,
    );
    if store.aliases().map_or(0, |a| a.len()) != 50 {
        for i in 0..50 {
            store
                .add_alias(&format!("Player {:04}", 100 + i), &format!("Player {i:04}"))
                .expect("alias");
        }
    }
    store
}

fn bench(c: &mut Criterion) {
    let store = library();
    let rows: i64 = store
        .connection()
        .query_row("SELECT count(*) FROM match_breakdown", [], |r| r.get(0))
        .unwrap_or(0);
    eprintln!(
        "library of {N} matches: {rows} breakdown rows, {} bytes",
        store.file_bytes().unwrap_or(0)
    );
    let all = Filter::default();
    let one = Filter {
        // Merged with Player 0142 by an alias.
        player: Some("Player 0042".into()),
        ..Default::default()
    };
    let mut g = c.benchmark_group(format!("library_{N}_matches"));
    g.sample_size(20);
    for by in [Period::Match, Period::Month, Period::Event] {
        g.bench_function(format!("progress_all_by_{}", by.as_str()), |b| {
            b.iter(|| {
                let p = progress::progress_report(&store, &all, by).expect("progress");
                serde_json::to_string_pretty(&p).expect("json")
            })
        });
    }
    // From the table the store keeps while the library is unchanged (the
    // app's card after its first visit, or once warmed when idle) …
    g.bench_function("progress_rows_all_by_match", |b| {
        b.iter(|| store.progress(&all, Period::Match).expect("progress"))
    });
    // … and what reading them takes: the first visit after a change.
    g.bench_function("progress_rows_all_by_match_read", |b| {
        b.iter(|| store.progress_scan(&all, Period::Match).expect("progress"))
    });
    // The app's by-match card without its JSON: its points, the table's
    // latest 200 rows and the chart of 10,000 dots.
    g.bench_function("progress_card_all_by_match", |b| {
        b.iter(|| {
            let card = progress::card(&store, &all, Period::Match, Some(200)).expect("card");
            blunderdb::render::chart::progression_svg(
                &card.points,
                500,
                &blunderdb::queries::levels::XG,
                (960, 360),
                blunderdb::i18n::Text::get("en"),
            )
        })
    });
    g.bench_function("progress_one_player_by_match", |b| {
        b.iter(|| {
            let p = progress::progress_report(&store, &one, Period::Match).expect("progress");
            serde_json::to_string_pretty(&p).expect("json")
        })
    });
    for by in By::ALL {
        g.bench_function(format!("breakdown_all_by_{}", by.as_str()), |b| {
            b.iter(|| breakdown::breakdown_json(&store, &all, by).expect("breakdown"))
        });
    }
    g.bench_function("breakdown_one_player_by_score", |b| {
        b.iter(|| breakdown::breakdown_json(&store, &one, By::Score).expect("breakdown"))
    });
    let year = Filter {
        date_from: Some("2024-01-01".into()),
        date_to: Some("2024-12-31".into()),
        ..Default::default()
    };
    g.bench_function("breakdown_one_year_by_phase", |b| {
        b.iter(|| breakdown::breakdown_json(&store, &year, By::Phase).expect("breakdown"))
    });
    // The app's filter "from 2020-03-15": five and a half years whose ends
    // fall inside months (whole months from cells, the days around from
    // the rows).
    let since = Filter {
        date_from: Some("2020-03-15".into()),
        ..Default::default()
    };
    for by in [By::Score, By::Phase] {
        g.bench_function(
            format!("breakdown_since_2020_03_15_by_{}", by.as_str()),
            |b| b.iter(|| breakdown::breakdown_json(&store, &since, by).expect("breakdown")),
        );
    }
    g.bench_function("players_with_50_aliases", |b| {
        b.iter(|| report::players_json(&store, &all).expect("players"))
    });
    g.bench_function("progress_chart_one_player", |b| {
        b.iter(|| {
            let rows = store.progress(&one, Period::Match).expect("progress");
            let points = progress::points(&rows, &one);
            blunderdb::render::chart::progression_svg(
                &points,
                500,
                &blunderdb::queries::levels::XG,
                (960, 420),
                blunderdb::i18n::Text::get("en"),
            )
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
