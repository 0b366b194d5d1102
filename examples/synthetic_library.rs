//! Builds a library of N synthetic matches (`src/synthetic.rs`), for trying
//! the scale targets by hand: `synthetic_library PATH N [together]`. Each
//! match is stored in a transaction of its own, or with `together` as
//! `blunderdb import` stores files (`Store::batch`: a savepoint each,
//! committed every 100 files or 200 ms). Prints the rate of each 10,000
//! and the bytes per match. The matches are made and precomputed on every
//! core while one thread stores them, as `blunderdb import` reads files.

use std::time::Instant;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| "synthetic.db".into());
    let n: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let together = args.next().is_some_and(|a| a == "together");
    let mut store = blunderdb::library::store::Store::open(std::path::Path::new(&path))?;
    let start = store.match_count()?;
    let t = Instant::now();
    let mut lap = Instant::now();
    // The matches are made before the clock of each stretch runs: only
    // storing them is timed.
    let mut stored = std::time::Duration::ZERO;
    let mut run = store.batch();
    // As `blunderdb import` reads files: the matches are made, and what
    // the store writes of them precomputed (`store::precompute`), on every
    // core while this thread stores them in order.
    let make = |k: usize| {
        let m = blunderdb::model::synthetic::synthetic_match(2026, start + k as u64, 200);
        let pre = blunderdb::library::store::precompute(&m);
        (m, pre)
    };
    let failed = std::sync::atomic::AtomicBool::new(false);
    let mut error = None;
    let todo = usize::try_from(n.saturating_sub(start))?;
    let stop = || failed.load(std::sync::atomic::Ordering::Relaxed);
    blunderdb::library::ordered::in_order(todo, &stop, &make, |k, (m, pre)| {
        let i = start + k as u64;
        let s = Instant::now();
        let source = format!("synthetic/{i}.sgf");
        let step = run
            .insert_precomputed(&m, &source, None, Some(&pre))
            .and_then(|_| {
                if !together || run.due() {
                    run.commit()
                } else {
                    Ok(())
                }
            });
        if let Err(e) = step {
            error = Some(e);
            failed.store(true, std::sync::atomic::Ordering::Relaxed);
            return;
        }
        stored += s.elapsed();
        if (i + 1).is_multiple_of(10_000) {
            eprintln!(
                "{} matches: the last 10,000 stored at {:.0}/s ({:.0}/s with making them)",
                i + 1,
                10_000.0 / stored.as_secs_f64(),
                10_000.0 / lap.elapsed().as_secs_f64()
            );
            stored = std::time::Duration::ZERO;
            lap = Instant::now();
        }
    });
    if let Some(e) = error {
        return Err(e.into());
    }
    run.commit()?;
    drop(run);
    let bytes = store.file_bytes()?;
    println!(
        "{n} matches in {:.1} s, {} bytes per match",
        t.elapsed().as_secs_f64(),
        bytes / n.max(1)
    );
    Ok(())
}
