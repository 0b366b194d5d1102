//! The positions behind the figures at scale: a drill-down page (50
//! decisions with their IDs) over a library of 10,000 synthetic matches,
//! for the worst histogram bar and the biggest one (also 100 pages deep, by
//! offset and by cursor); one board diagram; a
//! report of 20 boards. Targets (issue 9): ≤ 50 ms, ≤ 5 ms, ≤ 1 s.
//!
//! The synthetic matches carry no positions; this bench gives every
//! decision one of a few real Position IDs (and a centred cube), so each
//! row's IDs and each board are computed as for a real match.

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::{Filter, Store};
use blunderdb::metrics::DecisionFilter;
use blunderdb::model::synthetic::synthetic_match;
use blunderdb::model::CENTRED;
use blunderdb::queries::drill::{Cursor, KindFilter, Query};
use blunderdb::render::board::board_svg;
use blunderdb::render::html_report::report_html;

/// Positions from the SGF fixtures (gnuBG's own IDs).
const POSITIONS: [&str; 6] = [
    "4HPwATDgc/ABMA",
    "4HPwCSDgc/ABMA",
    "jOfBAWCbmRUgAw",
    "b9sBCIC5bYDQAA",
    "Mw5jkCQyz+AhAg",
    "dB7GGAJsZuJgAg",
];

fn library(n: u64) -> Store {
    common::library(
        "positions",
        n,
        |i| {
            let mut m = synthetic_match(2026, i, 200);
            let mut k = i as usize;
            for g in &mut m.games {
                for d in &mut g.decisions {
                    k += 1;
                    d.position = Some(POSITIONS[k % POSITIONS.len()].to_string());
                    d.cube_owner = Some(CENTRED);
                }
            }
            m
        },
        |_| true,
    )
}

fn bench(c: &mut Criterion) {
    let n = 10_000u64;
    let store = library(n);
    let t = store.tally(&Filter::default()).expect("tally");
    let h = t.figures(Default::default()).histogram.expect("analysed");
    let biggest = (0..6).max_by_key(|&k| h[k]).unwrap_or(0);
    let worst = 5usize;
    eprintln!(
        "library of {n} matches: histogram {h:?}; biggest bar {biggest} ({} decisions), worst bar {worst} ({})",
        h[biggest], h[worst]
    );
    let page = |bucket: usize, player: Option<&str>| Query {
        filter: Filter {
            player: player.map(str::to_string),
            ..Default::default()
        },
        bucket: Some(bucket),
        limit: 50,
        ..Default::default()
    };
    let mut g = c.benchmark_group("positions_10000_matches");
    g.sample_size(20);
    g.bench_function("drill_page_worst_bar", |b| {
        b.iter(|| store.decisions(&page(worst, None)).expect("page"))
    });
    g.bench_function("drill_page_biggest_bar", |b| {
        b.iter(|| store.decisions(&page(biggest, None)).expect("page"))
    });
    g.bench_function("drill_page_biggest_bar_one_player", |b| {
        b.iter(|| {
            store
                .decisions(&page(biggest, Some("Player 0042")))
                .expect("page")
        })
    });
    let deep = Query {
        offset: 5_000,
        ..page(biggest, None)
    };
    g.bench_function("drill_page_biggest_bar_offset_5000", |b| {
        b.iter(|| store.decisions(&deep).expect("page"))
    });
    // The same page, 100 pages deep, asked for after the previous page's
    // last row (keyset paging, as the app's Next does): it reads only the
    // 50 rows it shows.
    let last = store
        .decisions(&Query {
            offset: 100 * 50 - 1,
            limit: 1,
            ..page(biggest, None)
        })
        .expect("page")
        .first()
        .and_then(Cursor::of)
        .expect("a decision 100 pages deep");
    let deep_cursor = Query {
        after: Some(last),
        ..page(biggest, None)
    };
    assert_eq!(
        store.decisions(&deep_cursor).expect("page"),
        store.decisions(&deep).expect("page"),
        "the cursor's page is the offset's"
    );
    g.bench_function("drill_page_biggest_bar_cursor_100_pages_deep", |b| {
        b.iter(|| store.decisions(&deep_cursor).expect("page"))
    });
    let errors = Query {
        min_error: Some(0.05),
        limit: 50,
        ..Default::default()
    };
    g.bench_function("drill_page_errors_card", |b| {
        b.iter(|| store.decisions(&errors).expect("page"))
    });
    // One kind: checker plays (whose worst errors come after the cube
    // decisions' in this library), and takes (none in it: the list is
    // empty and must say so without reading every decision).
    for kind in [KindFilter::Checker, KindFilter::Take] {
        let q = Query {
            kind: Some(kind),
            limit: 50,
            ..Default::default()
        };
        g.bench_function(format!("drill_page_kind_{kind:?}").to_lowercase(), |b| {
            b.iter(|| store.decisions(&q).expect("page"))
        });
    }
    // One player's lists of one kind or family, as a click in the app
    // asks for them: the player's checker plays; the player's cube
    // decisions in 7-point matches (and the Stats tab's ten worst of that
    // selection). They read the player's match × seats first.
    let player = |decisions: DecisionFilter, length: Option<u32>| Filter {
        player: Some("Player 0042".into()),
        decisions,
        length,
        ..Default::default()
    };
    let checker = Query {
        filter: player(DecisionFilter::All, None),
        kind: Some(KindFilter::Checker),
        limit: 50,
        ..Default::default()
    };
    g.bench_function("drill_page_one_player_checker", |b| {
        b.iter(|| store.decisions(&checker).expect("page"))
    });
    let cube7 = Query {
        filter: player(DecisionFilter::Cube, Some(7)),
        limit: 50,
        ..Default::default()
    };
    g.bench_function("drill_page_one_player_cube_length_7", |b| {
        b.iter(|| store.decisions(&cube7).expect("page"))
    });
    g.bench_function("worst_10_one_player_cube_length_7", |b| {
        b.iter(|| store.worst_decisions(&cube7.filter, 10).expect("worst"))
    });
    let row = store
        .decisions(&page(worst, None))
        .expect("page")
        .into_iter()
        .next()
        .expect("a decision");
    let en = blunderdb::i18n::Text::get("en");
    g.bench_function("board_diagram", |b| b.iter(|| board_svg(&row, en)));
    g.sample_size(10);
    g.bench_function("report_20_boards", |b| {
        b.iter(|| report_html(&store, &Filter::default(), 20, en).expect("report"))
    });
    g.finish();
    let html = report_html(&store, &Filter::default(), 20, en).expect("report");
    eprintln!(
        "board: {} bytes of SVG; report of 20 boards: {} bytes",
        board_svg(&row, en).len(),
        html.len()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
