//! `blunderdb watch`: a file that is still being written is imported only
//! once it has stopped growing, whole, and only once; with `--analyse`
//! gnuBG analyses what came in.

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_blunderdb"))
}

fn matches(db: &Path) -> Vec<Value> {
    let out = common::output(
        bin()
            .args(["--db"])
            .arg(db)
            .args(["matches", "--format", "json"]),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("json")
}

/// Waits until `db` holds `n` matches whose analysis satisfies `done`.
fn wait_for(db: &Path, n: usize, done: impl Fn(&Value) -> bool, secs: u64) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        let ms = if db.exists() { matches(db) } else { Vec::new() };
        if ms.len() >= n && ms.iter().all(&done) {
            return ms;
        }
        assert!(Instant::now() < deadline, "timed out; library holds {ms:?}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// Stops the watcher: with Ctrl-C's signal on Unix, after which it must
/// exit cleanly; on Windows, which has no signal to send another process,
/// it is ended (what it printed is read either way).
fn stop(mut child: Child) -> String {
    #[cfg(unix)]
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    #[cfg(not(unix))]
    let _ = child.kill();
    let status = child.wait().expect("watch ends");
    let mut out = String::new();
    std::io::Read::read_to_string(child.stdout.as_mut().expect("stdout"), &mut out).expect("read");
    if cfg!(unix) {
        assert!(status.success(), "watch exited with {status}: {out}");
    }
    out
}

fn gnubg_transcript(name: &str) -> Vec<u8> {
    std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fixtures/gnubg")
            .join(name),
    )
    .expect("fixture")
}

#[test]
fn a_growing_file_is_imported_whole_once_it_stops_growing() {
    let dir = tempfile::tempdir().expect("dir");
    let folder = dir.path().join("downloads");
    std::fs::create_dir(&folder).expect("folder");
    let db = dir.path().join("library.db");
    // The same transcript imported directly: what the watched copy must give.
    let direct = dir.path().join("direct.db");
    let reference = dir.path().join("m007.mat");
    let bytes = gnubg_transcript("m007.mat");
    std::fs::write(&reference, &bytes).expect("write");
    let ok = bin()
        .arg("--db")
        .arg(&direct)
        .arg("import")
        .arg(&reference)
        .status();
    assert!(ok.expect("import").success());
    let want = matches(&direct);

    let child = bin()
        .arg("--db")
        .arg(&db)
        .arg("watch")
        .arg(&folder)
        .args(["--settle", "1"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("watch starts");
    // Written in pieces 300 ms apart (a slow download): never quiet for
    // the settle time, so never imported half-written.
    let path = folder.join("download.mat");
    let mut f = std::fs::File::create(&path).expect("file");
    for piece in bytes.chunks(bytes.len() / 6 + 1) {
        f.write_all(piece).expect("write");
        f.flush().expect("flush");
        std::thread::sleep(Duration::from_millis(300));
        assert!(
            !db.exists() || matches(&db).is_empty(),
            "imported while still growing"
        );
    }
    drop(f);
    let got = wait_for(&db, 1, |_| true, 20);
    assert_eq!(got.len(), 1);
    for key in ["games", "length", "points", "winner"] {
        assert_eq!(got[0][key], want[0][key], "{key}");
    }
    assert_eq!(got[0]["players"][0]["name"], want[0]["players"][0]["name"]);
    // A picture and a second match; the first is not imported again.
    std::fs::write(folder.join("board.png"), b"\x89PNG\r\n").expect("png");
    std::fs::write(folder.join("second.mat"), gnubg_transcript("m008.mat")).expect("write");
    wait_for(&db, 2, |_| true, 20);
    std::thread::sleep(Duration::from_millis(1500));
    let out = stop(child);
    assert_eq!(matches(&db).len(), 2, "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("imported ")).count(),
        2,
        "{out}"
    );
    assert!(!out.contains("png"), "{out}");
}

#[cfg_attr(windows, ignore = "needs GNU Backgammon, a Linux program here")]
#[test]
fn watch_analyses_new_transcripts_with_gnubg_when_asked() {
    if blunderdb::engine::analyse::require_gnubg().is_none() {
        return;
    }
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("library.db");
    std::fs::write(dir.path().join("m001.mat"), gnubg_transcript("m001.mat")).expect("write");
    let child = bin()
        .arg("--db")
        .arg(&db)
        .arg("watch")
        .arg(dir.path())
        .args(["--settle", "0", "--analyse", "--plies", "0"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("watch starts");
    let ms = wait_for(&db, 1, |m| m["analysis"] == "gnubg 0-ply", 120);
    let pr = &ms[0]["players"][0]["pr"];
    assert!(
        pr.as_f64().is_some_and(|p| p >= 0.0),
        "PR after analysis: {pr}"
    );
    let out = stop(child);
    assert!(out.contains("analysed  "), "{out}");
}

#[test]
fn a_missing_folder_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("dir");
    let out = common::output(
        bin()
            .arg("--db")
            .arg(dir.path().join("l.db"))
            .args(["watch", "/nonexistent/folder"]),
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/folder: not a folder"));
    let out = common::output(bin().arg("--db").arg(dir.path().join("l.db")).arg("watch"));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("watches none"));
}
