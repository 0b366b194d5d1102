//! How the library's costs grow with its size: 1,000, 10,000 and 100,000
//! synthetic matches (`src/model/synthetic.rs`, about 350 decisions each, 200
//! players, eleven years of dates). For each size: importing analysed
//! matches into the library as it stands (one transaction each, and
//! 1,000 together as `blunderdb import` does, in an import going on and
//! in a new process's first run), `stats` of
//! the whole library, of a date range and of one player, `players`, a
//! length filter, and progress by month; and the library's bytes per match.
//!
//! `BLUNDERDB_SCALE_SIZES=1000,10000` measures fewer sizes (the 100,000-match
//! library takes minutes to build the first time; it is kept in
//! `target/bench-libraries/`).

mod common;

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::library::store::{Filter, Inserted, Store};
use blunderdb::model::synthetic::synthetic_match;
use blunderdb::queries::progress::Period;
use blunderdb::queries::report;

fn sizes() -> Vec<u64> {
    std::env::var("BLUNDERDB_SCALE_SIZES")
        .ok()
        .map(|s| s.split(',').filter_map(|x| x.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![1_000, 10_000, 100_000])
}

fn bench(c: &mut Criterion) {
    for n in sizes() {
        let mut store = common::library("scale", n, |i| synthetic_match(2026, i, 200), |_| true);
        let bytes = store.file_bytes().unwrap_or(0);
        eprintln!(
            "library of {n} matches: {bytes} bytes, {} bytes per match",
            bytes / n.max(1)
        );
        let mut g = c.benchmark_group(format!("scale_{n}"));
        g.sample_size(10);
        let filters = [
            ("stats_all", Filter::default()),
            (
                "stats_date_range",
                Filter {
                    date_from: Some("2017-03-15".into()),
                    date_to: Some("2022-10-20".into()),
                    ..Default::default()
                },
            ),
            (
                "stats_length_7",
                Filter {
                    length: Some(7),
                    ..Default::default()
                },
            ),
            (
                "stats_one_player",
                Filter {
                    player: Some("Player 0042".into()),
                    ..Default::default()
                },
            ),
        ];
        for (name, f) in &filters {
            g.bench_function(*name, |b| {
                b.iter(|| report::stats_json(&store, f).expect("stats"))
            });
        }
        g.bench_function("players", |b| {
            b.iter(|| report::players_json(&store, &Filter::default()).expect("players"))
        });
        g.bench_function("players_date_range", |b| {
            b.iter(|| report::players_json(&store, &filters[1].1).expect("players"))
        });
        g.bench_function("progress_by_month", |b| {
            b.iter(|| {
                store
                    .progress(&Filter::default(), Period::Month)
                    .expect("progress")
            })
        });
        // Import: 20 new analysed matches, a transaction each, into the
        // library as it stands; removed again (untimed) so the library
        // keeps its size from one run to the next.
        let mut next = n;
        g.bench_function("import_20_matches", |b| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    let batch: Vec<_> = (next..next + 20)
                        .filter_map(|i| {
                            let m = synthetic_match(2026, i, 200);
                            m.analysed.then_some(m)
                        })
                        .collect();
                    next += 20;
                    let t = std::time::Instant::now();
                    let ids: Vec<i64> = batch
                        .iter()
                        .map(
                            |m| match store.insert_match(m, "bench.sgf").expect("insert") {
                                Inserted::Imported { id } | Inserted::Replaced { id, .. } => id,
                                Inserted::Duplicate { id, .. } | Inserted::Added { id, .. } => id,
                            },
                        )
                        .collect();
                    total += t.elapsed() * 20 / (batch.len().max(1) as u32);
                    for id in ids {
                        store.remove_match(id).expect("remove");
                    }
                }
                total
            })
        });
        // As `blunderdb import` stores files: 1,000 together, each a
        // savepoint, committed in runs (`Store::batch`), the log copied on
        // another thread; into a copy of the library made untimed (taking
        // the matches out again recomputes their cells, which took minutes
        // at 100,000 matches).
        //  - `import_1000_more_together`: one import going on, as in a
        //    large import: each sample stores the next 1,000 into the same
        //    open copy, which grows by 1,000 a sample.
        //  - `import_1000_together_first_run`: a new process's first run:
        //    each sample a fresh copy, opened with an empty page cache.
        let source = store.path().expect("a library file").to_path_buf();
        store
            .connection()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
            .expect("checkpoint");
        let copy = source.with_extension("import-bench.db");
        let fresh_copy = || {
            for suffix in ["-wal", "-shm"] {
                let _ = std::fs::remove_file(format!("{}{suffix}", copy.display()));
            }
            std::fs::copy(&source, &copy).expect("copy the library");
            // On disk before the clock runs: else the import's first fsync
            // writes out the whole copy.
            std::fs::File::open(&copy)
                .and_then(|f| f.sync_all())
                .expect("sync the copy");
            Store::open(&copy).expect("library copy")
        };
        const TOGETHER: u64 = 1_000;
        let store_together = |into: &mut Store, from: u64| {
            let batch: Vec<_> = (from..from + TOGETHER)
                .filter_map(|i| {
                    let m = synthetic_match(2026, i, 200);
                    m.analysed.then_some(m)
                })
                .collect();
            let t = std::time::Instant::now();
            {
                let mut run = into.batch();
                for m in &batch {
                    run.insert(m, "bench.sgf", None).expect("insert");
                    if run.due() {
                        run.commit().expect("commit");
                    }
                }
                run.commit().expect("commit");
            }
            t.elapsed() * TOGETHER as u32 / (batch.len().max(1) as u32)
        };
        {
            let mut into = fresh_copy();
            let mut from = n;
            g.bench_function("import_1000_more_together", |b| {
                b.iter_custom(|iters| {
                    let mut total = std::time::Duration::ZERO;
                    for _ in 0..iters {
                        total += store_together(&mut into, from);
                        from += TOGETHER;
                    }
                    total
                })
            });
        }
        g.bench_function("import_1000_together_first_run", |b| {
            b.iter_custom(|iters| {
                let mut total = std::time::Duration::ZERO;
                for _ in 0..iters {
                    let mut into = fresh_copy();
                    total += store_together(&mut into, n);
                }
                total
            })
        });
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", copy.display()));
        }
        g.finish();
        assert_eq!(
            store.match_count().unwrap_or(0),
            n,
            "the library keeps its size"
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
