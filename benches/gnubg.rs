//! gnuBG analysis throughput, in matches per minute, at 0, 1 and 2 plies:
//!
//! - `gnubg alone`: one gnuBG process analysing the matches one after
//!   another (import, analyse, save each), with the settings `analyse`
//!   uses: the baseline;
//! - `analyse --jobs 1` and `analyse --jobs N` (N = the cores): blunderDB's
//!   whole path (a gnuBG process per job, the matches handed out one at a
//!   time, results stored in a library file);
//! - `worker --jobs N`: a club's (#30): the matches uploaded to a club
//!   server on a PostgreSQL the bench starts as the tests do, queued with
//!   `--server URL analyse`, then `blunderdb worker --jobs N --until-idle`
//!   timed: claims, gnuBG, the results sent, read and stored by the
//!   server (left out without PostgreSQL's programs).
//!
//! Each figure is the median of `BLUNDERDB_BENCH_REPS` runs (default 3,
//! the three kinds of run taking turns):
//! a run takes seconds to minutes, too long for criterion's ten samples or
//! more. `BLUNDERDB_BENCH_PLIES` (default `0,1,2`) picks the levels. The
//! matches are the project's gnuBG transcripts (`fixtures/gnubg/*.mat`):
//! all 20 at 0 and 1 ply, the 8 shortest at 2-ply.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use blunderdb::engine::analyse::{self, Gnubg, Options};
use blunderdb::library::store::{Filter, Store};

#[path = "../tests/server_support/mod.rs"]
mod server_support;
use server_support::{Pg, Server};

fn transcripts() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/gnubg");
    let mut v: Vec<(u64, PathBuf)> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "mat"))
                .filter_map(|p| Some((std::fs::metadata(&p).ok()?.len(), p)))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v.into_iter().map(|(_, p)| p).collect()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// gnuBG alone: one process, the matches one after another.
fn gnubg_alone(g: &Gnubg, files: &[PathBuf], plies: u8) -> Duration {
    let dir = tempfile::tempdir().expect("temp dir");
    // The settings once, then import/analyse/save per match.
    let mut cmds = analyse::settings(plies);
    for (i, f) in files.iter().enumerate() {
        cmds += &analyse::match_commands("mat", f, &dir.path().join(format!("{i}.sgf")));
    }
    let script = dir.path().join("commands.txt");
    std::fs::write(&script, cmds).expect("write");
    let start = Instant::now();
    let status = Command::new(&g.path)
        .args(["-t", "-q", "-r"])
        .env("HOME", dir.path())
        .stdin(std::fs::File::open(&script).expect("open"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("gnubg");
    let took = start.elapsed();
    assert!(status.success());
    for i in 0..files.len() {
        assert!(
            dir.path().join(format!("{i}.sgf")).exists(),
            "match {i} not saved"
        );
    }
    took
}

/// blunderDB's `analyse` with `jobs` processes into a fresh library file.
fn blunderdb_analyse(g: &Gnubg, files: &[PathBuf], plies: u8, jobs: usize) -> Duration {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut store = Store::open(&dir.path().join("lib.db")).expect("library");
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    blunderdb::library::import::import_paths(&mut store, &paths);
    let targets = store
        .analysis_targets(&Filter::default(), false)
        .expect("targets");
    assert_eq!(targets.len(), files.len());
    let mut opts = Options::new(plies);
    opts.jobs = jobs;
    let cancel = AtomicBool::new(false);
    let start = Instant::now();
    let reports = analyse::analyse_all(&mut store, g, &opts, &targets, &cancel, |_| {});
    let took = start.elapsed();
    assert!(reports.iter().all(|r| !r.is_failure()), "{reports:?}");
    took
}

/// A club server, its admin's token and a worker's.
struct Club {
    server: Server,
    admin: String,
    worker: String,
}

/// The club's workers: `files`, their players renamed with `tag` (new to
/// the club), uploaded and queued at `plies` (not timed), then analysed by
/// one `blunderdb worker --jobs N --until-idle` (timed).
fn club_workers(
    g: &Gnubg,
    club: &Club,
    files: &[PathBuf],
    plies: u8,
    jobs: usize,
    tag: &str,
) -> Duration {
    let Club {
        server,
        admin,
        worker,
    } = club;
    let dir = tempfile::tempdir().expect("temp dir");
    let mut named = Vec::new();
    for (i, f) in files.iter().enumerate() {
        let text = std::fs::read_to_string(f).expect("a transcript");
        let mut renamed = text;
        for who in ["alice", "bob", "strong", "weak"] {
            renamed = renamed.replace(who, &format!("{who}_{tag}"));
        }
        let p = dir.path().join(format!("{i:02}.mat"));
        std::fs::write(&p, renamed).expect("written");
        named.push(p.display().to_string());
    }
    let mut args = vec!["import"];
    args.extend(named.iter().map(String::as_str));
    server.ok(admin, &args);
    let queued = server.ok(admin, &["analyse", "--plies", &plies.to_string()]);
    assert!(
        queued.contains(&format!("queued {} ", files.len())),
        "{queued}"
    );
    let start = Instant::now();
    let out = server.cli(
        worker,
        &[
            "worker",
            "--jobs",
            &jobs.to_string(),
            "--until-idle",
            "--gnubg",
            &g.path.display().to_string(),
        ],
    );
    let took = start.elapsed();
    assert!(out.status.success(), "{out:?}");
    // Every match is the club's analysed now.
    let left = server.ok(admin, &["analyse", "--plies", &plies.to_string()]);
    assert!(left.starts_with("queued 0 of 0"), "{left}");
    took
}

fn main() {
    let g = match Gnubg::locate(None) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("gnubg bench: {e}; nothing to measure");
            return;
        }
    };
    let reps: usize = std::env::var("BLUNDERDB_BENCH_REPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3)
        .max(1);
    let levels: Vec<u8> = std::env::var("BLUNDERDB_BENCH_PLIES")
        .unwrap_or_else(|_| "0,1,2".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let n = analyse::default_jobs();
    let all = transcripts();
    // A club server for the workers' way.
    let pg = Pg::start();
    let club = pg.as_ref().map(|pg| {
        let server = Server::start(pg, "workers", &[], &[]);
        let admin = server.club("bench");
        let (_, worker) = server.token("bench", "worker");
        Club {
            server,
            admin,
            worker,
        }
    });
    println!(
        "gnuBG {} ({}), {n} cores, median of {reps} runs",
        g.version,
        g.path.display()
    );
    println!(
        "{:<6} {:>7}  {:<22} {:>9} {:>12} {:>11}",
        "plies", "matches", "run", "median s", "matches/min", "vs alone"
    );
    for plies in levels {
        let count = match plies {
            0 | 1 => all.len(),
            _ => 8,
        }
        .min(all.len());
        let files = &all[..count];
        // The three runs take turns, so a change in the machine's load
        // (this is a shared virtual machine) weighs on all three alike.
        let (mut alone, mut one, mut many) = (Vec::new(), Vec::new(), Vec::new());
        let mut workers = Vec::new();
        for rep in 0..reps {
            alone.push(gnubg_alone(&g, files, plies));
            one.push(blunderdb_analyse(&g, files, plies, 1));
            many.push(blunderdb_analyse(&g, files, plies, n));
            if let Some(club) = &club {
                let tag = format!("p{plies}r{rep}");
                workers.push(club_workers(&g, club, files, plies, n, &tag));
            }
        }
        let (alone, one, many) = (median(alone), median(one), median(many));
        let workers = (!workers.is_empty()).then(|| median(workers));
        let rate = |d: Duration| count as f64 * 60.0 / d.as_secs_f64();
        let mut ways = vec![
            ("gnubg alone".to_string(), alone),
            ("analyse --jobs 1".to_string(), one),
            (format!("analyse --jobs {n}"), many),
        ];
        if let Some(w) = workers {
            ways.push((format!("club worker --jobs {n}"), w));
        }
        for (name, d) in ways {
            println!(
                "{plies:<6} {count:>7}  {name:<22} {:>9.2} {:>12.1} {:>10.2}x",
                d.as_secs_f64(),
                rate(d),
                alone.as_secs_f64() / d.as_secs_f64()
            );
        }
        println!(
            "{plies:<6} {count:>7}  jobs {n} / ({n} x alone) = {:.2} (target >= 0.85)",
            alone.as_secs_f64() / many.as_secs_f64() / n as f64
        );
        match workers {
            Some(w) => println!(
                "{plies:<6} {count:>7}  club worker --jobs {n} / ({n} x alone) = {:.2} (target >= 0.85)",
                alone.as_secs_f64() / w.as_secs_f64() / n as f64
            ),
            None => println!("{plies:<6} {count:>7}  club worker: no PostgreSQL, not measured"),
        }
    }
}
