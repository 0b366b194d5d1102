//! Parses match files in a loop, for profiling the readers with perf or
//! callgrind: `parse_loop N FILE...` prints the mean time per file.
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = args[0].parse().unwrap();
    let files: Vec<Vec<u8>> = args[1..]
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    let t = std::time::Instant::now();
    for _ in 0..n {
        for f in &files {
            std::hint::black_box(blunderdb::formats::parse(f).ok());
        }
    }
    eprintln!("{:?} per file", t.elapsed() / (n * files.len()) as u32);
}
