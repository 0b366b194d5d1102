//! Imports match files into fresh libraries in a loop and prints where the
//! time goes (parse vs store), for profiling: `import_loop N FILE...`.

use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(10);
    let files: Vec<(String, Vec<u8>)> = args
        .iter()
        .skip(1)
        .filter_map(|p| std::fs::read(p).ok().map(|b| (p.clone(), b)))
        .collect();
    let (mut parse, mut store_t) = (Duration::ZERO, Duration::ZERO);
    let mut rows = 0usize;
    for _ in 0..n {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut store =
            blunderdb::library::store::Store::open(&dir.path().join("x.db")).expect("library");
        for (p, b) in &files {
            let t = Instant::now();
            let m = blunderdb::formats::parse(b).expect("parses");
            parse += t.elapsed();
            rows += m.games.iter().map(|g| g.decisions.len()).sum::<usize>();
            let t = Instant::now();
            store.insert_match(&m, p).expect("insert");
            store_t += t.elapsed();
        }
    }
    let per = (n * files.len()) as u32;
    eprintln!(
        "parse {:?}/match, store {:?}/match, {} decisions/match",
        parse / per,
        store_t / per,
        rows / per as usize
    );
}
