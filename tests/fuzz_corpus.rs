//! Replays the fuzzers' saved inputs on stable through the same checks the
//! fuzz targets run (`blunderdb::library::fuzzing::run`, with the same allocation
//! bound): `fuzz/corpus/<target>/` (the minimised corpus of interesting
//! inputs), `fuzz/regressions/<target>/` (every input that once crashed,
//! hung or over-allocated) and the real fixtures of `../shared`. CI runs
//! this with `cargo test`, so a reader change that brings a finding back
//! fails here without nightly.

use std::path::{Path, PathBuf};

use blunderdb::library::fuzzing::{run, CountingAlloc, Target};

#[global_allocator]
static ALLOC: CountingAlloc = CountingAlloc::new();

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// Runs every file through `target`; returns how many ran. The test binary
/// runs its tests on threads at once, so the allocation peak is measured
/// in one test only (`replay`), which runs the folders one after another.
fn replay_dir(target: Target, dir: &Path, failures: &mut Vec<String>) -> usize {
    let list = files(dir);
    for f in &list {
        let data = std::fs::read(f).expect("a corpus file reads");
        if let Err(e) = run(target, &data, Some(&ALLOC)) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    list.len()
}

#[test]
fn replay() {
    let mut failures = Vec::new();
    let mut corpus = 0;
    let mut regressions = 0;
    for t in Target::ALL {
        corpus += replay_dir(t, &fuzz_dir().join("corpus").join(t.name()), &mut failures);
        regressions += replay_dir(
            t,
            &fuzz_dir().join("regressions").join(t.name()),
            &mut failures,
        );
    }
    // The kept corpus is part of the repository: an empty one means the
    // replay tests nothing.
    assert!(
        corpus >= 200,
        "only {corpus} corpus inputs under fuzz/corpus"
    );
    let mut fixtures = 0;
    if let Some(shared) = blunderdb::model::shared::require() {
        for sub in ["sgf", "mat", "xg", "txt"] {
            for t in [Target::Import, detect_target(sub)] {
                fixtures += replay_dir(t, &shared.join("fixtures").join(sub), &mut failures);
            }
        }
        assert!(fixtures >= 100, "only {fixtures} fixture runs");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    eprintln!(
        "replayed {corpus} corpus inputs, {regressions} regressions, {fixtures} fixture runs"
    );
}

fn detect_target(sub: &str) -> Target {
    match sub {
        "sgf" => Target::Sgf,
        "xg" => Target::Xg,
        _ => Target::Mat,
    }
}

/// The bound is real: a reader that allocated a gigabyte for a few bytes
/// would be caught (checked here on an allocation made on purpose).
#[test]
fn the_allocation_bound_catches_a_blow_up() {
    let a = CountingAlloc::new();
    a.reset_peak();
    assert_eq!(a.peak_since_reset(), 0);
    let limit = blunderdb::library::fuzzing::MAX_BASE_BYTES
        + blunderdb::library::fuzzing::MAX_BYTES_PER_INPUT_BYTE * 16;
    // A stand-in for the counter: the global one sees this test's threads too.
    let layout = std::alloc::Layout::from_size_align(limit + 1, 8).expect("layout");
    // SAFETY: a plain allocation through the counting allocator, freed below.
    unsafe {
        use std::alloc::GlobalAlloc;
        let p = a.alloc(layout);
        assert!(!p.is_null());
        assert!(a.peak_since_reset() > limit);
        a.dealloc(p, layout);
    }
    a.reset_peak();
    assert_eq!(a.peak_since_reset(), 0);
}
