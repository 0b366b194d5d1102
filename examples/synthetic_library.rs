//! Builds a library of N synthetic matches (`src/synthetic.rs`), one
//! transaction per match as an import does, for trying the scale targets
//! by hand: `synthetic_library PATH N`. Prints the rate and bytes per match.

use std::time::Instant;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let path = args.next().unwrap_or_else(|| "synthetic.db".into());
    let n: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let mut store = blunderdb::store::Store::open(std::path::Path::new(&path))?;
    let start = store.match_count()?;
    let t = Instant::now();
    let mut lap = Instant::now();
    // The matches are made before the clock of each stretch runs: only
    // storing them is timed.
    let mut stored = std::time::Duration::ZERO;
    for i in start..n {
        let m = blunderdb::synthetic::synthetic_match(2026, i, 200);
        let s = Instant::now();
        store.insert_match(&m, &format!("synthetic/{i}.sgf"))?;
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
    let bytes = store.file_bytes()?;
    println!(
        "{n} matches in {:.1} s, {} bytes per match",
        t.elapsed().as_secs_f64(),
        bytes / n.max(1)
    );
    Ok(())
}
