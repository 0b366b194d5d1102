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
    // the store writes of them precomputed (`store::precompute`), on the
    // other cores while this thread stores them in order.
    let makers = std::thread::available_parallelism().map_or(1, |t| t.get());
    let next = std::sync::atomic::AtomicU64::new(start);
    std::thread::scope(|s| -> anyhow::Result<()> {
        let (tx, rx) = std::sync::mpsc::sync_channel(256);
        for _ in 0..makers {
            let (tx, next) = (tx.clone(), &next);
            s.spawn(move || loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if i >= n {
                    break;
                }
                let m = blunderdb::model::synthetic::synthetic_match(2026, i, 200);
                let pre = blunderdb::library::store::precompute(&m);
                if tx.send((i, m, pre)).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut waiting = std::collections::BTreeMap::new();
        for i in start..n {
            let (m, pre) = loop {
                if let Some(x) = waiting.remove(&i) {
                    break x;
                }
                let Ok((j, m, pre)) = rx.recv() else {
                    anyhow::bail!("the makers stopped before match {i}");
                };
                waiting.insert(j, (m, pre));
            };
            let s = Instant::now();
            let source = format!("synthetic/{i}.sgf");
            run.insert_precomputed(&m, &source, None, Some(&pre))?;
            if !together || run.due() {
                run.commit()?;
            }
            stored += s.elapsed();
            if (i + 1) % 10_000 == 0 {
                eprintln!(
                    "{} matches: the last 10,000 stored at {:.0}/s ({:.0}/s with making them)",
                    i + 1,
                    10_000.0 / stored.as_secs_f64(),
                    10_000.0 / lap.elapsed().as_secs_f64()
                );
                stored = std::time::Duration::ZERO;
                lap = Instant::now();
            }
        }
        Ok(())
    })?;
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
