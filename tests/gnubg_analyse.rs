//! `blunderdb analyse`: transcripts analysed by GNU Backgammon, checked
//! figure by figure against what gnuBG itself prints.
//!
//! For each transcript the test runs gnuBG on its own (`import mat`,
//! `analyse match` at the same settings, `show statistics match`), parses
//! the printed table, and compares it with `blunderdb matches --format
//! json` after `blunderdb analyse`: counts exactly, EMG within 0.001, MWC
//! within 0.01 pp, PR within 0.01.
//!
//! These tests need gnuBG (`apt-get install gnubg`); under CI they fail
//! when it is missing, elsewhere they say so and pass.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use blunderdb::engine::analyse::Gnubg;
use serde_json::Value;

fn gnubg() -> Option<Gnubg> {
    blunderdb::engine::analyse::require_gnubg()
}

fn blunderdb(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("BLUNDERDB_DB")
        .env_remove("BLUNDERDB_GNUBG")
        .output()
        .expect("run blunderdb")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn matches_json(db: &Path) -> Vec<Value> {
    let out = blunderdb(db, &["matches", "--format", "json"]);
    assert!(out.status.success(), "{}", text(&out));
    serde_json::from_slice::<Vec<Value>>(&out.stdout).expect("JSON")
}

/// One player's column of gnuBG's `show statistics match` (digits 6,
/// error rate factor 500, so the overall error rate is the PR).
#[derive(Debug, Default, Clone)]
struct Printed {
    total_moves: i64,
    unforced: i64,
    close_cube: i64,
    doubles: i64,
    takes: i64,
    passes: i64,
    /// (EMG, MWC % or points) per section.
    checker_error: (f64, f64),
    cube_error: (f64, f64),
    overall_error: (f64, f64),
    luck: (f64, f64),
    checker_rate: Option<f64>,
    cube_rate: Option<f64>,
    overall_rate: Option<f64>,
    snowie: f64,
}

/// The numbers of a table line after its 40-character label.
fn numbers(line: &str) -> Vec<f64> {
    let rest: String = line.chars().skip(40).collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in rest.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || c == '.' || ((c == '-' || c == '+') && cur.is_empty()) {
            cur.push(c);
        } else {
            if cur.chars().any(|c| c.is_ascii_digit()) {
                out.push(cur.parse().expect("a number"));
            }
            cur.clear();
        }
    }
    out
}

/// Parses the statistics table gnuBG printed.
fn parse_statistics(out: &str) -> [Printed; 2] {
    let mut p = [Printed::default(), Printed::default()];
    let mut section = "";
    let start = out
        .find("\nPlayer ")
        .expect("gnuBG printed no statistics table");
    for line in out[start..].lines() {
        let label = line.get(..40.min(line.len())).unwrap_or("").trim();
        if line.ends_with("statistics") {
            section = line.trim();
            continue;
        }
        let n = numbers(line);
        let pair = |i: usize| (n[2 * i].abs(), n[2 * i + 1].abs());
        let rate = |i: usize| {
            // Rates are `-18.1838 ( -0.318%)`; "n/a" prints no number.
            (n.len() >= 4).then(|| n[2 * i].abs())
        };
        for (i, q) in p.iter_mut().enumerate() {
            match (section, label) {
                ("Chequerplay statistics", "Total moves") => q.total_moves = n[i] as i64,
                ("Chequerplay statistics", "Unforced moves") => q.unforced = n[i] as i64,
                ("Chequerplay statistics", l) if l.starts_with("Error total") => {
                    q.checker_error = pair(i)
                }
                ("Chequerplay statistics", l) if l.starts_with("Error rate") => {
                    q.checker_rate = rate(i)
                }
                ("Luck statistics", l) if l.starts_with("Luck total") => {
                    q.luck = (n[2 * i], n[2 * i + 1])
                }
                ("Cube statistics", "Close or actual cube decisions") => q.close_cube = n[i] as i64,
                ("Cube statistics", "Doubles") => q.doubles = n[i] as i64,
                ("Cube statistics", "Takes") => q.takes = n[i] as i64,
                ("Cube statistics", "Passes") => q.passes = n[i] as i64,
                ("Cube statistics", l) if l.starts_with("Error total") => q.cube_error = pair(i),
                ("Cube statistics", l) if l.starts_with("Error rate") => q.cube_rate = rate(i),
                ("Overall statistics", l) if l.starts_with("Error total") => {
                    q.overall_error = pair(i)
                }
                ("Overall statistics", l) if l.starts_with("Error rate") => {
                    q.overall_rate = rate(i)
                }
                ("Overall statistics", "Snowie error rate") => q.snowie = n[2 * i].abs(),
                _ => {}
            }
        }
    }
    p
}

/// gnuBG on its own: import the transcript, analyse it at `plies` with the
/// settings `analyse` promises, print its statistics.
fn gnubg_statistics(g: &Gnubg, mat: &Path, plies: u8) -> [Printed; 2] {
    let home = tempfile::tempdir().unwrap();
    let mut cmds = String::from("set display off\nset confirm new off\n");
    for what in ["chequerplay", "cubedecision"] {
        cmds += &format!(
            "set analysis {what} evaluation plies {plies}\n\
             set analysis {what} evaluation cubeful on\n\
             set analysis {what} evaluation prune on\n\
             set analysis {what} evaluation deterministic on\n\
             set analysis {what} evaluation noise 0\n"
        );
    }
    cmds += &format!(
        "set analysis moves on\nset analysis cube on\nset analysis luck on\n\
         import mat \"{}\"\nanalyse match\n\
         set output digits 6\nset output errorratefactor 500\nshow statistics match\n",
        mat.display()
    );
    let mut child = Command::new(&g.path)
        .args(["-t", "-q", "-r"])
        .env("HOME", home.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start gnubg");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(cmds.as_bytes()).expect("write commands");
    }
    let out = child.wait_with_output().expect("gnubg output");
    parse_statistics(&String::from_utf8_lossy(&out.stdout))
}

fn close(what: &str, ours: &Value, theirs: f64, tol: f64) {
    let v = ours.as_f64().unwrap_or_else(|| {
        panic!("{what}: blunderDB has no value ({ours}), gnuBG printed {theirs}")
    });
    assert!(
        (v - theirs).abs() <= tol,
        "{what}: blunderDB {v}, gnuBG {theirs} (tolerance {tol})"
    );
}

/// Every figure of one analysed match against gnuBG's printed table.
fn assert_equal_to_gnubg(label: &str, m: &Value, printed: &[Printed; 2]) {
    let money = m["length"].as_u64() == Some(0);
    for (seat, g) in printed.iter().enumerate() {
        let p = &m["players"][seat];
        let w = |k: &str| format!("{label} seat {seat} {k}");
        // The table was read: every player moved and erred somewhere.
        assert!(
            g.total_moves > 0 && g.overall_rate.is_some(),
            "{}: {g:?}",
            w("table")
        );
        let count = |k: &str, n: i64| assert_eq!(p[k].as_i64(), Some(n), "{}", w(k));
        count("checker_total", g.total_moves);
        count("checker_unforced", g.unforced);
        count("close_cube", g.close_cube);
        count("doubles", g.doubles);
        count("takes", g.takes);
        count("passes", g.passes);
        close(
            &w("checker_error_emg"),
            &p["checker_error_emg"],
            g.checker_error.0,
            0.001,
        );
        close(
            &w("cube_error_emg"),
            &p["cube_error_emg"],
            g.cube_error.0,
            0.001,
        );
        close(&w("error_emg"), &p["error_emg"], g.overall_error.0, 0.001);
        close(&w("luck_emg"), &p["luck_emg"], g.luck.0, 0.001);
        if !money {
            close(
                &w("checker_mwc_loss_pct"),
                &p["checker_mwc_loss_pct"],
                g.checker_error.1,
                0.01,
            );
            close(
                &w("cube_mwc_loss_pct"),
                &p["cube_mwc_loss_pct"],
                g.cube_error.1,
                0.01,
            );
            close(
                &w("mwc_loss_pct"),
                &p["mwc_loss_pct"],
                g.overall_error.1,
                0.01,
            );
            close(&w("luck_mwc_pct"), &p["luck_mwc_pct"], g.luck.1, 0.01);
        }
        let rate = |k: &str, printed: Option<f64>, n: i64| match printed {
            Some(r) if n > 0 => close(&w(k), &p[k], r, 0.01),
            _ => assert!(p[k].is_null(), "{}: no decision, yet {}", w(k), p[k]),
        };
        rate("pr_checker", g.checker_rate, g.unforced);
        rate("pr_cube", g.cube_rate, g.close_cube);
        rate("pr", g.overall_rate, g.unforced + g.close_cube);
        close(&w("snowie_er"), &p["snowie_er"], g.snowie, 0.01);
    }
}

/// Imports `files`, has `blunderdb analyse` analyse them at `plies`, and
/// checks every match against gnuBG's own run on the same file.
fn analyse_and_compare(g: &Gnubg, files: &[PathBuf], plies: u8) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let mut args = vec!["import".to_string()];
    args.extend(files.iter().map(|f| f.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = blunderdb(&db, &args);
    assert!(out.status.success(), "{}", text(&out));
    let before: HashMap<i64, Value> = matches_json(&db)
        .into_iter()
        .map(|m| (m["id"].as_i64().unwrap(), m))
        .collect();
    assert!(before.values().all(|m| m["analysis"].is_null()));
    assert!(before.values().all(|m| m["players"][0]["pr"].is_null()));

    let plies_arg = plies.to_string();
    let out = blunderdb(&db, &["analyse", "--plies", &plies_arg]);
    let said = text(&out);
    assert_eq!(out.status.code(), Some(0), "{said}");
    let analysed = said.lines().filter(|l| l.starts_with("analysed ")).count();
    assert_eq!(analysed, before.len(), "{said}");
    assert!(
        said.contains(&format!(
            "{0} matches: {0} analysed, 0 failed",
            before.len()
        )),
        "{said}"
    );

    let after = matches_json(&db);
    assert_eq!(after.len(), before.len());
    // The reference runs, two at a time (the machine's cores).
    let by_source: HashMap<String, &Value> = after
        .iter()
        .map(|m| (m["source"].as_str().unwrap().to_string(), m))
        .collect();
    let sources: Vec<PathBuf> = files.iter().map(|f| f.canonicalize().unwrap()).collect();
    let printed: Vec<[Printed; 2]> = std::thread::scope(|s| {
        let half = sources.len().div_ceil(2);
        let hs: Vec<_> = sources
            .chunks(half.max(1))
            .map(|chunk| {
                s.spawn(move || {
                    chunk
                        .iter()
                        .map(|f| gnubg_statistics(g, f, plies))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    for (src, pr) in sources.iter().zip(&printed) {
        let key = src.display().to_string();
        let m = by_source
            .get(&key)
            .unwrap_or_else(|| panic!("{key} not in the library"));
        let id = m["id"].as_i64().unwrap();
        let was = &before[&id];
        // The match keeps its id, file, players, date and event.
        for k in ["source", "date", "event", "length", "format"] {
            assert_eq!(m[k], was[k], "{key}: {k}");
        }
        for seat in 0..2 {
            assert_eq!(
                m["players"][seat]["name"], was["players"][seat]["name"],
                "{key}"
            );
        }
        assert_eq!(
            m["analysis"],
            format!("gnubg {plies}-ply").as_str(),
            "{key}"
        );
        assert_eq!(m["analysis_version"], g.version.as_str(), "{key}");
        assert_equal_to_gnubg(&key, m, pr);
    }
}

fn corpus_mats(shared: &Path) -> Vec<PathBuf> {
    let dir = shared.join("oracle").join("corpus");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("oracle corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "mat"))
        .collect();
    v.sort();
    assert_eq!(v.len(), 20, "{}", dir.display());
    v
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn oracle_transcripts_at_0_ply_equal_gnubg() {
    let (Some(shared), Some(g)) = (blunderdb::model::shared::require(), gnubg()) else {
        return;
    };
    analyse_and_compare(&g, &corpus_mats(&shared), 0);
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn oracle_transcripts_at_1_ply_equal_gnubg() {
    let (Some(shared), Some(g)) = (blunderdb::model::shared::require(), gnubg()) else {
        return;
    };
    // Short matches: a 1-point match, a 3-point match, a money session.
    let picks = ["m001.mat", "m014.mat", "m006.mat"];
    let files: Vec<PathBuf> = corpus_mats(&shared)
        .into_iter()
        .filter(|p| picks.iter().any(|n| p.ends_with(n)))
        .collect();
    assert_eq!(files.len(), picks.len());
    analyse_and_compare(&g, &files, 1);
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn real_transcripts_at_0_ply_equal_gnubg() {
    let (Some(shared), Some(g)) = (blunderdb::model::shared::require(), gnubg()) else {
        return;
    };
    let dir = shared.join("fixtures").join("mat");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("fixtures/mat")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    // Twins (the same match as .mat and .txt) are one match in the library:
    // keep the first file of each.
    let dir2 = tempfile::tempdir().unwrap();
    let probe = dir2.path().join("probe.db");
    let mut distinct = Vec::new();
    for f in files {
        let out = blunderdb(&probe, &["import", &f.display().to_string()]);
        if text(&out).starts_with("imported") {
            distinct.push(f);
        }
    }
    assert!(
        distinct.len() == 35,
        "{} distinct transcripts",
        distinct.len()
    );
    analyse_and_compare(&g, &distinct, 0);
}

/// A stand-in for gnuBG: says it is GNU Backgammon when asked its
/// version, and does `body` when asked to analyse.
fn fake_gnubg(dir: &Path, body: &str) -> PathBuf {
    let p = dir.join("fake-gnubg");
    std::fs::write(
        &p,
        format!(
            "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'GNU Backgammon 1.07.001 20230103'; exit 0; fi\n{body}\n"
        ),
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    p
}

/// `blunderdb analyse --plies 0 --jobs JOBS --gnubg GNUBG`.
fn analyse_at_0_ply(db: &Path, jobs: usize, gnubg: &Path) -> Output {
    let jobs = jobs.to_string();
    let gnubg = gnubg.display().to_string();
    blunderdb(
        db,
        &[
            "analyse", "--plies", "0", "--jobs", &jobs, "--gnubg", &gnubg,
        ],
    )
}

fn project_mat(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/gnubg")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn without_gnubg_analyse_says_how_to_install_it_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let out = blunderdb(&db, &["analyse", "--gnubg", "/nonexistent/gnubg"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.contains("/nonexistent/gnubg") && said.contains("no such program"),
        "{said}"
    );
    // A program that is not gnuBG is refused the same way (on Windows,
    // this test program itself: libtest refuses `--version`).
    let other = if cfg!(windows) {
        std::env::current_exe().unwrap().display().to_string()
    } else {
        "/bin/true".to_string()
    };
    let out = blunderdb(&db, &["analyse", "--gnubg", &other]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    // /bin/true says nothing; the test program exits 101 at `--version`.
    let why = if cfg!(windows) {
        "exited with"
    } else {
        "does not name GNU Backgammon"
    };
    assert!(
        text(&out).contains("not a usable GNU Backgammon") && text(&out).contains(why),
        "{}",
        text(&out)
    );
    // BLUNDERDB_GNUBG is honoured, and never replaced by another gnuBG.
    let out = Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .args(["--db", &db.display().to_string(), "analyse"])
        .env("BLUNDERDB_GNUBG", "/nonexistent/gnubg2")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(text(&out).contains("/nonexistent/gnubg2"), "{}", text(&out));
    // Bad levels are usage errors.
    for bad in [["--plies", "4"], ["--jobs", "0"]] {
        let out = blunderdb(&db, &["analyse", bad[0], bad[1]]);
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", text(&out));
    }
}

#[cfg_attr(windows, ignore = "stands in for gnuBG with a shell script")]
#[test]
fn a_crashing_or_hanging_gnubg_fails_its_match_and_never_hangs() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let out = blunderdb(
        &db,
        &["import", &project_mat("m001.mat"), &project_mat("m002.mat")],
    );
    assert!(out.status.success(), "{}", text(&out));

    let crash = fake_gnubg(dir.path(), "kill -SEGV $$");
    let out = blunderdb(&db, &["analyse", "--gnubg", &crash.display().to_string()]);
    let said = text(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert_eq!(
        said.matches("gnuBG crashed (signal 11)").count(),
        2,
        "{said}"
    );
    assert!(said.contains("2 matches: 0 analysed, 2 failed"), "{said}");

    let hang = fake_gnubg(dir.path(), "exec sleep 600");
    let start = std::time::Instant::now();
    let out = blunderdb(
        &db,
        &[
            "analyse",
            "--gnubg",
            &hang.display().to_string(),
            "--timeout",
            "1",
            "--jobs",
            "2",
        ],
    );
    let said = text(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert_eq!(
        said.matches("gnuBG did not finish within 1 s and was stopped")
            .count(),
        2,
        "{said}"
    );
    assert!(start.elapsed().as_secs() < 60, "took {:?}", start.elapsed());

    // Nothing was stored: both matches still wait for an analysis.
    let ms = matches_json(&db);
    assert_eq!(ms.len(), 2);
    assert!(ms
        .iter()
        .all(|m| m["analysis"].is_null() && m["players"][0]["pr"].is_null()));
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn a_transcript_gnubg_refuses_fails_with_gnubgs_reason() {
    let Some(g) = gnubg() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    // m001 with an illegal first move (13/8 6/5 made 13/7 6/5 for a 51).
    let good = std::fs::read_to_string(project_mat("m001.mat")).unwrap();
    let bad = good.replacen("51: 13/8 6/5", "51: 13/7 6/5", 1);
    assert_ne!(good, bad);
    let bad_path = dir.path().join("illegal.mat");
    std::fs::write(&bad_path, bad).unwrap();
    let out = blunderdb(
        &db,
        &[
            "import",
            &project_mat("m002.mat"),
            &bad_path.display().to_string(),
            &project_mat("m003.mat"),
            &project_mat("m013.mat"),
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    // One job: one gnuBG process takes the matches one after another, so
    // the refused file shares its process with good ones before and after
    // it, which must still be analysed; the refused one gets its verdict
    // from a process of its own.
    let out = analyse_at_0_ply(&db, 1, &g.path);
    let said = text(&out);
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("(match 2): gnuBG refused the transcript: WARNING: Invalid move: \""),
        "{said}"
    );
    assert!(said.contains("4 matches: 3 analysed, 1 failed"), "{said}");
    let ms = matches_json(&db);
    for m in &ms {
        if m["length"] == 1 {
            assert!(m["analysis"].is_null() && m["players"][0]["pr"].is_null());
        } else {
            assert_eq!(m["analysis"], "gnubg 0-ply", "{m}");
            assert!(m["players"][0]["pr"].is_number(), "{m}");
        }
    }
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn ctrl_c_finishes_the_match_under_way_and_a_rerun_does_the_rest() {
    let Some(g) = gnubg() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let files: Vec<String> = ["m004.mat", "m005.mat", "m006.mat", "m007.mat", "m008.mat"]
        .iter()
        .map(|n| project_mat(n))
        .collect();
    let mut args = vec!["import"];
    args.extend(files.iter().map(String::as_str));
    assert!(blunderdb(&db, &args).status.success());

    let mut child = Command::new(env!("CARGO_BIN_EXE_blunderdb"))
        .args([
            "--db",
            &db.display().to_string(),
            "analyse",
            "--plies",
            "0",
            "--jobs",
            "1",
        ])
        .args(["--gnubg", &g.path.display().to_string()])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    let mut said = Vec::new();
    for l in lines.by_ref() {
        let l = l.unwrap();
        let first = l.starts_with("analysed");
        said.push(l);
        if first {
            // The first match has landed and the second is under way.
            let k = Command::new("kill")
                .args(["-INT", &child.id().to_string()])
                .status()
                .unwrap();
            assert!(k.success());
            break;
        }
    }
    said.extend(lines.map(|l| l.unwrap()));
    let status = child.wait().unwrap();
    let said = said.join("\n");
    assert_eq!(status.code(), Some(130), "{said}");
    let done = said.lines().filter(|l| l.starts_with("analysed")).count();
    // The matches under way (gnuBG's current batch, and the one queued
    // before the signal) finish; the rest do not start.
    assert!((1..5).contains(&done), "{said}");
    assert!(
        said.contains(&format!("{} not started (cancelled", 5 - done)),
        "{said}"
    );
    let analysed = matches_json(&db)
        .iter()
        .filter(|m| !m["analysis"].is_null())
        .count();
    assert_eq!(analysed, done);

    // The rerun analyses exactly the rest.
    let out = blunderdb(
        &db,
        &[
            "analyse",
            "--plies",
            "0",
            "--gnubg",
            &g.path.display().to_string(),
        ],
    );
    let said = text(&out);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(
        said.contains(&format!("{0} matches: {0} analysed, 0 failed", 5 - done)),
        "{said}"
    );
    assert!(matches_json(&db)
        .iter()
        .all(|m| m["analysis"] == "gnubg 0-ply"));
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn filters_select_what_is_analysed_and_redo_analyses_again() {
    let Some(g) = gnubg() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let gp = g.path.display().to_string();
    // Two transcripts (1 and 3 points) and a gnuBG file analysed at 0-ply.
    let out = blunderdb(
        &db,
        &[
            "import",
            &project_mat("m001.mat"),
            &project_mat("m002.mat"),
            &project_mat("m010.sgf"),
        ],
    );
    assert!(out.status.success(), "{}", text(&out));
    let ms = matches_json(&db);
    assert_eq!(ms.iter().filter(|m| m["analysis"] == "gnubg").count(), 1);

    let out = blunderdb(
        &db,
        &["analyse", "--plies", "0", "--length", "3", "--gnubg", &gp],
    );
    assert!(
        text(&out).contains("1 match: 1 analysed, 0 failed"),
        "{}",
        text(&out)
    );
    let ms = matches_json(&db);
    let by_len = |l: u64| {
        ms.iter()
            .find(|m| m["length"] == l && m["format"] == "mat")
            .unwrap()
    };
    assert_eq!(by_len(3)["analysis"], "gnubg 0-ply");
    assert!(by_len(1)["analysis"].is_null());

    // Filters are checked as in every command: a usage error, nothing runs.
    let out = blunderdb(&db, &["analyse", "--player", "Nobody", "--gnubg", &gp]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("no player named \"Nobody\""),
        "{}",
        text(&out)
    );
    let out = blunderdb(&db, &["analyse", "--from", "2024-02-30", "--gnubg", &gp]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));

    // --redo: the transcripts and the gnuBG file, at the level asked.
    let out = blunderdb(&db, &["analyse", "--plies", "1", "--redo", "--gnubg", &gp]);
    let said = text(&out);
    assert_eq!(out.status.code(), Some(0), "{said}");
    assert!(said.contains("3 matches: 3 analysed, 0 failed"), "{said}");
    assert!(matches_json(&db)
        .iter()
        .all(|m| m["analysis"] == "gnubg 1-ply"));
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn one_gnubg_process_per_job_takes_its_matches_one_after_another() {
    let Some(g) = gnubg() else { return };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lib.db");
    let names = [
        "m001.mat", "m002.mat", "m003.mat", "m004.mat", "m005.mat", "m006.mat",
    ];
    let files: Vec<String> = names.iter().map(|n| project_mat(n)).collect();
    let mut args = vec!["import"];
    args.extend(files.iter().map(String::as_str));
    assert!(blunderdb(&db, &args).status.success());
    // gnuBG itself, behind a script that notes each start.
    let log = dir.path().join("starts.log");
    let wrapper = fake_gnubg(
        dir.path(),
        &format!(
            "echo started >> '{}'\nexec '{}' \"$@\"",
            log.display(),
            g.path.display()
        ),
    );
    let out = analyse_at_0_ply(&db, 2, &wrapper);
    let said = text(&out);
    assert!(out.status.success(), "{said}");
    assert!(said.contains("6 matches: 6 analysed, 0 failed"), "{said}");
    let starts = std::fs::read_to_string(&log).unwrap();
    assert_eq!(starts.lines().count(), 2, "one gnuBG per job: {said}");
    let ms = matches_json(&db);
    assert_eq!(ms.len(), 6);
    for m in &ms {
        assert_eq!(m["analysis"], "gnubg 0-ply", "{m}");
        assert!(m["players"][0]["pr"].is_number(), "{m}");
    }
}
