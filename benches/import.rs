//! Import throughput: analysed gnuBG SGF (and XG .xg) into a library file,
//! a transaction per match and as `blunderdb import` stores files (one run,
//! a savepoint each). Each iteration imports the whole set into a fresh
//! library (created outside the timed part), so every match is a real
//! insert.

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};

use blunderdb::library::store::Store;

fn files(sub: &str, ext: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let Some(shared) = blunderdb::model::shared::dir() else {
        eprintln!("../shared is missing: nothing to benchmark");
        return Vec::new();
    };
    let mut v: Vec<(PathBuf, Vec<u8>)> = std::fs::read_dir(shared.join(sub))
        .map(|d| {
            d.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .filter_map(|p| std::fs::read(&p).ok().map(|b| (p, b)))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// An empty library file in a folder of its own (made untimed).
fn fresh_library() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("bench.db")).expect("library");
    (dir, store)
}

fn import_set(c: &mut Criterion, name: &str, set: &[(PathBuf, Vec<u8>)]) {
    if set.is_empty() {
        return;
    }
    let bytes: usize = set.iter().map(|(_, b)| b.len()).sum();
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(set.len() as u64));
    g.sample_size(20);
    g.bench_function(
        format!("parse_{}_matches_{}KB", set.len(), bytes / 1024),
        |b| {
            b.iter(|| {
                for (_, bytes) in set {
                    std::hint::black_box(blunderdb::formats::parse(bytes).ok());
                }
            })
        },
    );
    g.bench_function(
        format!("import_{}_matches_into_library_file", set.len()),
        |b| {
            b.iter_batched(
                fresh_library,
                |(dir, mut store)| {
                    for (path, bytes) in set {
                        let m = blunderdb::formats::parse(bytes).expect("fixture parses");
                        store
                            .insert_match(&m, &path.display().to_string())
                            .expect("insert");
                    }
                    (dir, store)
                },
                BatchSize::PerIteration,
            )
        },
    );
    // As `blunderdb import` stores them: one run (`Store::batch`), each
    // file a savepoint of its own.
    g.bench_function(format!("import_{}_matches_together", set.len()), |b| {
        b.iter_batched(
            fresh_library,
            |(dir, mut store)| {
                {
                    let mut run = store.batch();
                    for (path, bytes) in set {
                        let m = blunderdb::formats::parse(bytes).expect("fixture parses");
                        run.insert(&m, &path.display().to_string(), Some(bytes))
                            .expect("insert");
                        if run.due() {
                            run.commit().expect("commit");
                        }
                    }
                    run.commit().expect("commit");
                }
                (dir, store)
            },
            BatchSize::PerIteration,
        )
    });
    g.finish();
}

fn bench(c: &mut Criterion) {
    // The oracle corpus (20 matches gnuBG analysed) plus the analysed real fixtures.
    let mut sgf = files("oracle/corpus", "sgf");
    sgf.extend(files("fixtures/sgf", "sgf").into_iter().filter(|(p, _)| {
        let n = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        n.contains("analyzed") || n == "test.sgf"
    }));
    import_set(c, "sgf", &sgf);
    import_set(c, "xg", &files("fixtures/xg", "xg"));
}

criterion_group!(benches, bench);
criterion_main!(benches);
