//! The club server (#30) over HTTP, release build, against a PostgreSQL
//! the bench starts as the tests do (`tests/server_support`): a club of
//! 10,000 synthetic matches (and 100,000 with `BENCH_CLUB_100K=1`).
//!
//! The club's log is written straight into PostgreSQL (each match packed,
//! as the server logs an analysed upload); the server's read model is
//! rebuilt from it once (timed, printed) and kept under
//! `target/bench-libraries/club-server-N/`, then copied to a scratch cache
//! for each run (the uploads below change it). Measured: `stats`,
//! `players`, `stats` of one player, `decisions --limit 50`, an upload of
//! one transcript (matches/s is its inverse) and a claim of the analysis
//! queue (one job).

#[allow(dead_code)]
#[path = "../src/cli/club/pack.rs"]
mod pack;
#[path = "../tests/server_support/mod.rs"]
mod server_support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};

use blunderdb::model::synthetic::synthetic_match;
use server_support::{bin, free_port, ok, token_of, Pg};

/// A `blunderdb serve`, killed when dropped.
struct Serve {
    child: Child,
    url: String,
}

impl Serve {
    fn start(pg_url: &str, cache: &Path) -> Serve {
        let listen = format!("127.0.0.1:{}", free_port());
        let child = Command::new(bin())
            .args(["serve", "--pg", pg_url, "--listen", &listen, "--cache"])
            .arg(cache)
            .env("BLUNDERDB_LEASE_SECS", "0.001")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("serve starts");
        let url = format!("http://{listen}");
        let start = Instant::now();
        while ureq::get(&format!("{url}/api/v1/healthz")).call().is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "serve did not start"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Serve { child, url }
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn get(url: &str, token: &str) -> String {
    let mut res = ureq::get(url)
        .header("Authorization", &format!("Bearer {token}"))
        .call()
        .expect("the server answers");
    res.body_mut().read_to_string().expect("a body")
}

fn post(url: &str, token: &str, ct: &str, body: &[u8]) -> String {
    let mut res = ureq::post(url)
        .header("Authorization", &format!("Bearer {token}"))
        .header("Content-Type", ct)
        .send(body)
        .expect("the server answers");
    res.body_mut().read_to_string().expect("a body")
}

/// Writes club 1's log of `n` packed synthetic matches; its bytes.
fn fill(pg_url: &str, n: u64) -> i64 {
    let mut c = postgres::Client::connect(pg_url, postgres::NoTls).expect("connect");
    let mut tx = c.transaction().expect("a transaction");
    let st = tx
        .prepare(
            "INSERT INTO club_log (club_id, seq, kind, name, body)
             SELECT 1, s, 'import', n, b FROM unnest($1::bigint[], $2::text[], $3::bytea[]) AS t(s, n, b)",
        )
        .expect("prepare");
    let mut i = 0;
    while i < n {
        let end = (i + 1_000).min(n);
        let mut seqs = Vec::new();
        let mut names = Vec::new();
        let mut bodies = Vec::new();
        for k in i..end {
            let m = synthetic_match(2026, k, 200);
            seqs.push(k as i64 + 1);
            names.push(format!("{k}.sgf"));
            bodies.push(miniz_oxide::deflate::compress_to_vec(&pack::pack(&m), 9));
        }
        tx.execute(&st, &[&seqs, &names, &bodies]).expect("insert");
        i = end;
    }
    // A queue as long as the club, for the claims.
    tx.execute(
        "INSERT INTO analysis_jobs (club_id, match_id, identity, plies)
         SELECT 1, g, 'bench', 2 FROM generate_series(1, $1::bigint) g",
        &[&(n as i64)],
    )
    .expect("queue");
    tx.commit().expect("commit");
    c.query_one("SELECT pg_total_relation_size('club_log')", &[])
        .expect("size")
        .get(0)
}

/// The read model of a club of `n` matches, built once (timed) and kept.
fn cached_model(pg_url: &str, token: &str, n: u64) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target/bench-libraries")
        .join(format!("club-server-{n}"));
    let applied = std::fs::read_to_string(dir.join("club-1/applied")).unwrap_or_default();
    if applied.trim() == n.to_string() {
        return dir;
    }
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the cache folder");
    let s = Serve::start(pg_url, &dir);
    let t = Instant::now();
    get(&format!("{}/api/v1/stats?format=json", s.url), token);
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "club of {n}: read model rebuilt from the log in {secs:.1} s ({:.0} matches/s)",
        n as f64 / secs
    );
    dir
}

fn bench(c: &mut Criterion) {
    let pg = Pg::start().expect("PostgreSQL for this bench (apt-get install postgresql)");
    let mut sizes = vec![10_000u64];
    if std::env::var_os("BENCH_CLUB_100K").is_some() {
        sizes.push(100_000);
    }
    for n in sizes {
        let pg_url = pg.database(&format!("club{n}"));
        ok(&["server", "init", "--pg", &pg_url], &[]);
        let admin = token_of(&ok(
            &["server", "club", "add", "bench", "--pg", &pg_url],
            &[],
        ));
        let worker = token_of(&ok(
            &[
                "server", "token", "add", "--club", "bench", "--role", "worker", "--pg", &pg_url,
            ],
            &[],
        ));
        let t = Instant::now();
        let bytes = fill(&pg_url, n);
        eprintln!(
            "club of {n}: log written in {:.1} s; club_log {bytes} B, {} B a match",
            t.elapsed().as_secs_f64(),
            bytes / n as i64
        );
        let model = cached_model(&pg_url, &admin, n);
        let scratch = tempfile::tempdir().expect("a scratch cache");
        let status = Command::new("cp")
            .arg("-a")
            .arg(model.join("club-1"))
            .arg(scratch.path())
            .status()
            .expect("cp");
        assert!(status.success());
        let s = Serve::start(&pg_url, scratch.path());
        let api = format!("{}/api/v1", s.url);

        let mut g = c.benchmark_group(format!("club_{n}_matches"));
        g.sample_size(20);
        g.measurement_time(Duration::from_secs(8));
        for (name, q) in [
            ("stats", "stats?format=json"),
            ("players", "players?format=json"),
            ("stats_one_player", "stats?format=json&player=Player%200042"),
            ("decisions_limit_50", "decisions?format=json&limit=50"),
        ] {
            let url = format!("{api}/{q}");
            g.bench_function(name, |b| b.iter(|| get(&url, &admin)));
        }
        let mut k = 0u64;
        g.bench_function("upload_one_transcript", |b| {
            b.iter_custom(|iters| {
                let files: Vec<String> = (0..iters)
                    .map(|_| {
                        k += 1;
                        blunderdb::formats::mat_write::write_mat(&synthetic_match(7, k, 200))
                            .expect("a transcript")
                    })
                    .collect();
                let t = Instant::now();
                for (i, f) in files.iter().enumerate() {
                    let out = post(
                        &format!("{api}/import?name=up{i}.mat"),
                        &admin,
                        "application/octet-stream",
                        f.as_bytes(),
                    );
                    debug_assert!(out.contains("imported"), "{out}");
                }
                t.elapsed()
            })
        });
        let claim = format!("{api}/work/claim");
        g.bench_function("claim_one_job", |b| {
            b.iter(|| post(&claim, &worker, "application/json", br#"{"jobs": 1}"#))
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
