//! The club server (#30) over HTTP, release build, against a PostgreSQL
//! the bench starts as the tests do (`tests/server_support`): a club of
//! 10,000 synthetic matches (`BENCH_CLUB_SIZES=10000,100000,1000000` sets
//! the clubs; `BENCH_CLUB_PARTS=reads,pulls,uploads,claims,cycles` what is
//! measured on each, all by default).
//!
//! The club's log is written straight into PostgreSQL (each match packed,
//! as the server logs an analysed upload); the server's read model is
//! rebuilt from it once (timed, printed) and kept under
//! `target/bench-libraries/club-server-N/`, then copied to a scratch cache
//! for each run (the uploads below change it). Measured (criterion):
//! `stats`, `players`, `stats` of one player, filtered by dates and length,
//! of cube decisions, `players` over dates, `progress --by month`,
//! `breakdown --by phase`, `decisions --limit 50` (a drill-down page, of
//! the library and of one player's cube decisions), an
//! upload of one transcript (matches/s is its inverse) and a claim of the
//! analysis queue (one job). Then, printed (one run is thousands of
//! requests): `--server import` of 2,000 analysed SGF files (the
//! project's 20 gnuBG matches, players renamed) five times, the same
//! files one request each, claims from one and from four workers, and
//! claim+complete cycles. `BENCH_CLUB_BIN=PATH` serves and uploads with
//! another build (to compare; the cycles are then left out).

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
        Serve::start_with_lease(pg_url, cache, "0.001")
    }

    fn start_with_lease(pg_url: &str, cache: &Path, lease: &str) -> Serve {
        let listen = format!("127.0.0.1:{}", free_port());
        let child = Command::new(program())
            .args(["serve", "--pg", pg_url, "--listen", &listen, "--cache"])
            .arg(cache)
            .env("BLUNDERDB_LEASE_SECS", lease)
            .stdout(Stdio::null())
            .stderr(serve_log())
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

/// Where `serve` writes its log of requests: `BENCH_CLUB_SERVE_LOG`
/// (a file, appended to), else nowhere.
fn serve_log() -> Stdio {
    std::env::var_os("BENCH_CLUB_SERVE_LOG")
        .and_then(|p| {
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(p)
                .ok()
        })
        .map_or(Stdio::null(), Stdio::from)
}

fn get(url: &str, token: &str) -> String {
    let mut res = ureq::get(url)
        .header("Authorization", &format!("Bearer {token}"))
        .call()
        .expect("the server answers");
    // `players` of a club with thousands of names is past ureq's 10 MB.
    res.body_mut()
        .with_config()
        .limit(1 << 30)
        .read_to_string()
        .expect("a body")
}

fn post(url: &str, token: &str, ct: &str, body: &[u8]) -> String {
    let mut res = ureq::post(url)
        .header("Authorization", &format!("Bearer {token}"))
        .header("Content-Type", ct)
        .send(body)
        .expect("the server answers");
    res.body_mut().read_to_string().expect("a body")
}

/// The `blunderdb` serving and uploading: this build's, or
/// `BENCH_CLUB_BIN` (another build's, to compare; the claim+complete
/// cycles, which use `import/batch`, are then left out).
fn program() -> String {
    std::env::var("BENCH_CLUB_BIN").unwrap_or_else(|_| bin().to_string())
}

/// Club 1's log entries `i..end`: synthetic match `k` packed and deflated,
/// as the server logs an analysed upload, on every core.
fn packed(i: u64, end: u64) -> Vec<Vec<u8>> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let per = (end - i).div_ceil(threads);
    std::thread::scope(|s| {
        let parts: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let from = (i + t * per).min(end);
                    let to = (from + per).min(end);
                    (from..to)
                        .map(|k| {
                            miniz_oxide::deflate::compress_to_vec(
                                &blunderdb::library::club_log::pack(&synthetic_match(2026, k, 200)),
                                9,
                            )
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a packing thread"))
            .collect()
    })
}

/// Writes club 1's log of `n` packed synthetic matches (unless `log` is
/// false: a kept million needs none) and a queue as long; the log's bytes.
fn fill(pg_url: &str, n: u64, log: bool) -> i64 {
    let mut c = postgres::Client::connect(pg_url, postgres::NoTls).expect("connect");
    let mut tx = c.transaction().expect("a transaction");
    let st = tx
        .prepare(
            "INSERT INTO club_log (club_id, seq, kind, name, body)
             SELECT 1, s, 'import', n, b FROM unnest($1::bigint[], $2::text[], $3::bytea[]) AS t(s, n, b)",
        )
        .expect("prepare");
    let mut i = if log { 0 } else { n };
    while i < n {
        let end = (i + 4_000).min(n);
        let seqs: Vec<i64> = (i..end).map(|k| k as i64 + 1).collect();
        let names: Vec<String> = (i..end).map(|k| format!("{k}.sgf")).collect();
        let bodies = packed(i, end);
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

/// Clubs this large are measured on their kept read model, not a copy.
const IN_PLACE: u64 = 1_000_000;

/// The folder of the kept read model of a club of `n` matches.
fn model_dir(n: u64) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target/bench-libraries")
        .join(format!("club-server-{n}"))
}

/// Whether the kept read model of a club of `n` is there: of the log's `n`
/// entries, or for a million (used in place) of more (its log is not
/// written again, and what the runs added is removed after each, [`trim`]).
fn kept(n: u64) -> bool {
    let applied: u64 = std::fs::read_to_string(model_dir(n).join("club-1/applied"))
        .ok()
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or(0);
    applied == n || (n >= IN_PLACE && applied > n)
}

/// The matches a run added to a club used in place (the uploads, the
/// cycles' transcripts) removed before the next run, so that it reads `n`
/// matches again.
fn trim(n: u64) {
    let t = Instant::now();
    let mut m = blunderdb::library::club_log::Replay::open(&model_dir(n).join("club-1"))
        .expect("the kept read model");
    let ids: Vec<i64> = {
        let mut st = m
            .store
            .connection()
            .prepare("SELECT id FROM matches WHERE id > ?1 ORDER BY id")
            .expect("a query");
        st.query_map([n as i64], |r| r.get(0))
            .and_then(|rows| rows.collect())
            .expect("the ids")
    };
    // In runs of 5,000, each cell recomputed once a run.
    for run in ids.chunks(5_000) {
        m.store.remove_matches(run).expect("removed");
    }
    eprintln!(
        "club of {n}: the {} matches the run added removed in {:.1} s",
        ids.len(),
        t.elapsed().as_secs_f64()
    );
}

/// The read model of a club of `n` matches, built once (timed) and kept.
fn cached_model(pg_url: &str, token: &str, n: u64) -> PathBuf {
    let dir = model_dir(n);
    if !kept(n) {
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
    }
    if n >= IN_PLACE {
        trim(n);
    }
    // Opened and closed once: brought to this build's schema, and its
    // write-ahead log (left by the server killed above, or by a run
    // before) copied in, so that no measured read goes through it.
    let t = Instant::now();
    let model = blunderdb::library::club_log::Replay::open(&dir.join("club-1"))
        .expect("the cached read model opens");
    let matches = model.store.match_count().expect("its size");
    drop(model);
    eprintln!(
        "club of {n}: read model of {matches} matches opened and closed in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    dir
}

fn bench(c: &mut Criterion) {
    let pg = Pg::start().expect("PostgreSQL for this bench (apt-get install postgresql)");
    let sizes: Vec<u64> = std::env::var("BENCH_CLUB_SIZES")
        .unwrap_or_else(|_| "10000".into())
        .split(',')
        .map(|n| {
            n.trim()
                .parse()
                .expect("BENCH_CLUB_SIZES: numbers, comma-separated")
        })
        .collect();
    let parts = std::env::var("BENCH_CLUB_PARTS")
        .unwrap_or_else(|_| "reads,pulls,uploads,claims,cycles".into());
    let part = |name: &str| parts.split(',').any(|p| p.trim() == name);
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
        let keep = kept(n);
        let bytes = fill(&pg_url, n, !keep);
        if keep {
            eprintln!("club of {n}: its kept read model is used; no log written");
        } else {
            eprintln!(
                "club of {n}: log written in {:.1} s; club_log {bytes} B, {} B a match",
                t.elapsed().as_secs_f64(),
                bytes / n as i64
            );
        }
        let model = cached_model(&pg_url, &admin, n);
        // A club of a million is used in place (a copy would need another
        // ~18 GB): the uploads below then make it older than the next
        // run's log, which rebuilds it.
        let scratch = tempfile::tempdir().expect("a scratch cache");
        let cache = if n >= IN_PLACE {
            model.clone()
        } else {
            let status = Command::new("cp")
                .arg("-a")
                .arg(model.join("club-1"))
                .arg(scratch.path())
                .status()
                .expect("cp");
            assert!(status.success());
            scratch.path().to_path_buf()
        };
        // What was written before (the copy, the log) is on disk before
        // anything is timed.
        let _ = Command::new("sync").status();
        let s = Serve::start(&pg_url, &cache);
        let api = format!("{}/api/v1", s.url);

        if part("reads") {
            let mut g = c.benchmark_group(format!("club_{n}_matches"));
            g.sample_size(20);
            g.measurement_time(Duration::from_secs(8));
            for (name, q) in [
                ("stats", "stats?format=json"),
                ("players", "players?format=json"),
                ("stats_one_player", "stats?format=json&player=Player%200042"),
                (
                    "stats_dates_length",
                    "stats?format=json&from=2020-03-15&to=2021-06-10&length=7",
                ),
                ("stats_cube", "stats?format=json&type=cube"),
                (
                    "players_dates",
                    "players?format=json&from=2020-03-15&to=2021-06-10",
                ),
                ("progress_by_month", "progress?format=json&by=month"),
                ("breakdown_phase", "breakdown?format=json&by=phase"),
                ("decisions_limit_50", "decisions?format=json&limit=50"),
                (
                    "decisions_one_player_cube",
                    "decisions?format=json&player=Player%200042&type=cube&limit=50",
                ),
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
        if part("pulls") {
            pulls(&s.url, &admin);
        }
        if part("uploads") {
            uploads(&s.url, &admin, n);
        }
        if part("claims") {
            claims(&format!("{api}/work/claim"), &worker);
        }
        drop(s);
        if std::env::var_os("BENCH_CLUB_BIN").is_some() || !part("cycles") {
            continue;
        }
        // Results need a lease that outlives the request.
        let s = Serve::start_with_lease(&pg_url, &cache, "90");
        cycles(&pg_url, &s.url, &admin, &worker);
    }
}

/// The desktop app's copy of the club ("Open the club's library"): the
/// whole log fetched over HTTP and replayed into an empty library by
/// `Club::pull`, as the app does, three times.
fn pulls(url: &str, token: &str) {
    use blunderdb::engine::club::Club;
    use blunderdb::library::club_log::Replay;
    let club = Club::new(url, token, "en").expect("the club");
    let mut times = Vec::new();
    let mut n = 0;
    for _ in 0..3 {
        let dir = tempfile::tempdir().expect("a folder");
        let mut copy = Replay::open(dir.path()).expect("a copy");
        let t = Instant::now();
        n = club.pull(&mut copy, |_, _| {}).expect("pulled");
        times.push(t.elapsed().as_secs_f64());
        assert_eq!(copy.store.match_count().expect("count") as usize, n);
    }
    let m = median(times.clone());
    eprintln!(
        "club of {n}: a member's copy fetched and replayed (Club::pull), median {m:.2} s ({:.0} matches/s), runs {times:.2?}",
        n as f64 / m
    );
}

/// The project's 20 gnuBG-analysed SGF matches (fixtures/gnubg).
fn analysed_fixtures() -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    (1..=20)
        .map(|i| std::fs::read(dir.join(format!("m{i:03}.sgf"))).expect("fixtures/gnubg"))
        .collect()
}

/// Analysed match `k`: fixture `k % 20` with players of its own (a new
/// match to the library, whose identity is its players and rolls).
fn analysed(fixtures: &[Vec<u8>], tag: &str, k: usize) -> Vec<u8> {
    let f = String::from_utf8_lossy(&fixtures[k % fixtures.len()]).into_owned();
    f.replacen("PW[", &format!("PW[{tag} {k} "), 1)
        .replacen("PB[", &format!("PB[{tag} {k} "), 1)
        .into_bytes()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `blunderdb --server URL import DIR` of `UPLOAD_FILES` analysed SGF
/// files (the whole client: read, batched, sent; the server reads them,
/// logs them in PostgreSQL and stores them in the read model), five
/// times; then the same files one request each (the client before
/// batches). Printed, not criterion: one run is thousands of matches.
fn uploads(url: &str, admin: &str, club: u64) {
    const UPLOAD_FILES: usize = 2_000;
    let fixtures = analysed_fixtures();
    let mut rates = Vec::new();
    for run in 0..5 {
        let dir = tempfile::tempdir().expect("a scratch folder");
        let mut bytes = 0;
        for k in 0..UPLOAD_FILES {
            let f = analysed(&fixtures, &format!("run{run}"), k);
            bytes += f.len();
            std::fs::write(dir.path().join(format!("{k:05}.sgf")), f).expect("written");
        }
        // The files just written (463 MB) are flushed to disk before the
        // clock starts, as a member's files are on disk already: their
        // write-back would otherwise run during the upload.
        let _ = Command::new("sync").status();
        let t = Instant::now();
        let out = Command::new(program())
            .args(["--server", url, "import"])
            .arg(dir.path())
            .env("BLUNDERDB_TOKEN", admin)
            .output()
            .expect("blunderdb runs");
        let secs = t.elapsed().as_secs_f64();
        let text = String::from_utf8_lossy(&out.stdout);
        let imported = text.lines().filter(|l| l.starts_with("imported")).count();
        assert_eq!(
            imported,
            UPLOAD_FILES,
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        eprintln!(
            "club of {club}+: --server import of {UPLOAD_FILES} analysed SGF files \
             ({} MB): {secs:.2} s, {:.0} matches/s",
            bytes >> 20,
            UPLOAD_FILES as f64 / secs
        );
        rates.push(UPLOAD_FILES as f64 / secs);
    }
    eprintln!(
        "club of {club}+: batched upload of analysed matches, median {:.0} matches/s",
        median(rates)
    );
    // One request a file, as the client sent them before batches.
    let fixtures_one: Vec<Vec<u8>> = (0..200).map(|k| analysed(&fixtures, "one", k)).collect();
    let t = Instant::now();
    for (k, f) in fixtures_one.iter().enumerate() {
        let out = post(
            &format!("{url}/api/v1/import?name=one{k}.sgf"),
            admin,
            "application/octet-stream",
            f,
        );
        assert!(out.contains("imported"), "{out}");
    }
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "club of {club}+: one analysed SGF a request (`POST import`), 200 files: {:.2} ms each, {:.0} matches/s",
        secs * 1e3 / 200.0,
        200.0 / secs
    );
}

/// Claims of one job, one after another and from 4 workers at once
/// (jobs' leases run out at once, so the queue never empties).
fn claims(claim: &str, worker: &str) {
    const CLAIMS: usize = 2_000;
    for threads in [1usize, 4] {
        let t = Instant::now();
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    for _ in 0..CLAIMS / threads {
                        let out = post(claim, worker, "application/json", br#"{"jobs": 1}"#);
                        debug_assert!(out.contains("lease"), "{out}");
                    }
                });
            }
        });
        let secs = t.elapsed().as_secs_f64();
        eprintln!(
            "queue: {CLAIMS} claims of one job from {threads} worker(s): {:.3} ms each, {:.0} claims/s",
            secs * 1e3 / CLAIMS as f64,
            CLAIMS as f64 / secs
        );
    }
}

/// Claim + complete cycles: transcripts uploaded (the 20 `.mat` of
/// `fixtures/gnubg`, players renamed), queued ahead of the bench's jobs;
/// each cycle claims one and sends gnuBG's analysis of it back (the `.sgf`
/// beside it, renamed alike: read, checked, stored in the model, logged),
/// one worker.
fn cycles(pg_url: &str, url: &str, admin: &str, worker: &str) {
    const CYCLES: usize = 300;
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    // The matches of alice and bob (the others have other names).
    let pairs: Vec<usize> = (1..=20)
        .filter(|i| {
            std::fs::read_to_string(dir.join(format!("m{i:03}.mat")))
                .is_ok_and(|t| t.contains(" alice : ") && t.contains(" bob : "))
        })
        .collect();
    let renamed = |ext: &str, k: usize| -> Vec<u8> {
        let i = pairs[k % pairs.len()];
        let f = std::fs::read(dir.join(format!("m{i:03}.{ext}"))).expect("a fixture");
        String::from_utf8_lossy(&f)
            .replace("alice", &format!("alice c{k}"))
            .replace("bob", &format!("bob c{k}"))
            .into_bytes()
    };
    let files: Vec<Vec<u8>> = (0..CYCLES).map(|k| renamed("mat", k)).collect();
    let analyses: Vec<Vec<u8>> = (0..CYCLES).map(|k| renamed("sgf", k)).collect();
    let mut answers = Vec::new();
    for (n, chunk) in files.chunks(50).enumerate() {
        let mut body = Vec::new();
        for (k, f) in chunk.iter().enumerate() {
            let head = format!("{} named cycle{n}-{k}.mat\n", f.len());
            body.extend_from_slice(head.as_bytes());
            body.extend_from_slice(f);
        }
        let answer: serde_json::Value = serde_json::from_str(&post(
            &format!("{url}/api/v1/import/batch"),
            admin,
            "application/octet-stream",
            &body,
        ))
        .expect("JSON");
        answers.extend(answer["files"].as_array().expect("files").iter().cloned());
    }
    let mut c = postgres::Client::connect(pg_url, postgres::NoTls).expect("connect");
    let mut by_id = std::collections::HashMap::new();
    for ((f, a), sgf) in files.iter().zip(&answers).zip(&analyses) {
        assert_eq!(a["report"]["status"], "imported", "{a}");
        let id = a["report"]["id"].as_i64().expect("an id");
        let m = blunderdb::formats::parse(f).expect("an SGF");
        let identity = blunderdb::library::store::identity(&m);
        c.execute(
            "INSERT INTO analysis_jobs (club_id, match_id, identity, plies, queued_at)
             VALUES (1, $1, $2, 2, '2000-01-01')",
            &[&id, &identity],
        )
        .expect("queued");
        by_id.insert(id, sgf);
    }
    let api = format!("{url}/api/v1");
    let mut times = Vec::new();
    let t = Instant::now();
    for _ in 0..CYCLES {
        let one = Instant::now();
        let v: serde_json::Value = serde_json::from_str(&post(
            &format!("{api}/work/claim"),
            worker,
            "application/json",
            br#"{"jobs": 1}"#,
        ))
        .expect("JSON");
        let job = &v["jobs"][0];
        let id = job["match"].as_i64().expect("a job");
        let lease = job["lease"].as_i64().expect("a lease");
        let out = post(
            &format!("{api}/work/{id}/complete?lease={lease}&version=bench"),
            worker,
            "application/octet-stream",
            by_id.get(&id).expect("a match of ours"),
        );
        assert!(out.contains("\"stored\":true"), "{out}");
        times.push(one.elapsed().as_secs_f64());
    }
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "queue: {CYCLES} claim+complete cycles (gnuBG's SGF of a transcript), one worker: median {:.2} ms, {:.0} cycles/s",
        median(times) * 1e3,
        CYCLES as f64 / secs
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
