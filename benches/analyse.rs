//! blunderDB's own work per analysed match: everything `analyse` does
//! outside gnuBG. Per match: load the kept transcript from the library
//! (inflate), write the file gnuBG opens into the session's folder, read
//! gnuBG's saved SGF back with blunderDB's reader and check it is the
//! match handed in (`analyse::outcome`), and store it in one transaction
//! in a library file. gnuBG's own run is replaced by a
//! copy of an SGF it saved for the same match (the project's fixtures),
//! so the figure is an upper bound of blunderDB's share.

use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::engine::analyse;
use blunderdb::library::store::{Filter, Store};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/gnubg")
        .join(name)
}

fn own_work(c: &mut Criterion) {
    let mut g = c.benchmark_group("analyse_own_work_per_match");
    g.sample_size(30);
    // A 1-point match, a 7-point match of 8 games, and the largest
    // analysed file of the fixtures (11 points, 686 KB of SGF).
    for name in ["m001", "m004", "m011"] {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store = Store::open(&dir.path().join("lib.db")).expect("library");
        let mat = fixture(&format!("{name}.mat"));
        let r = blunderdb::library::import::import_paths(&mut store, &[mat.as_path()]);
        assert!(!r[0].outcome.is_failure(), "{r:?}");
        let target = store
            .analysis_targets(&Filter::default(), false)
            .expect("targets")
            .remove(0);
        let saved = std::fs::read(fixture(&format!("{name}.sgf"))).expect("sgf");
        let sgf_kb = saved.len() / 1024;
        g.bench_function(format!("{name}_{sgf_kb}KB_sgf"), |b| {
            b.iter(|| {
                let t = analyse::transcript_for(&store, &target).expect("transcript");
                let (_input, output) = analyse::write_input(dir.path(), "1", &t).expect("scratch");
                // gnuBG's part: it saves its analysis here.
                std::fs::write(&output, &saved).expect("write");
                let m = analyse::outcome(&t, &output, &[]).expect("read back");
                store
                    .store_analysis(target.id, &m, "gnubg 2-ply", "1.07.001")
                    .expect("store");
            })
        });
    }
    g.finish();
}

criterion_group!(benches, own_work);
criterion_main!(benches);
