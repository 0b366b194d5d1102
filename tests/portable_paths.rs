//! What a player's files look like on any platform: folders with spaces and
//! non-ASCII names (`Kévin`, `東京`), transcripts with CRLF line ends, paths
//! shown the way the platform writes them, and two processes on one
//! library. These run on Linux in `cargo test` and on Windows under Wine
//! (scripts/windows-test.sh), where drive letters and backslashes apply.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn blunderdb(db: &Path, args: &[&str]) -> Output {
    common::output(
        Command::new(env!("CARGO_BIN_EXE_blunderdb"))
            .arg("--db")
            .arg(db)
            .args(args)
            .env("BLUNDERDB_LANG", "en"),
    )
}

fn ok(db: &Path, args: &[&str]) -> String {
    let o = blunderdb(db, args);
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.status.success(), "blunderdb {args:?} failed: {said}");
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(db: &Path, args: &[&str]) -> Value {
    serde_json::from_str(&ok(db, args)).expect("JSON")
}

/// The project's gnuBG matches (transcripts and their SGF analyses).
fn project_fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join("gnubg")
}

/// A few real files of each format, copied into `to`.
fn copy_real_files(to: &Path) -> usize {
    std::fs::create_dir_all(to).unwrap();
    let mut n = 0;
    let mut names: Vec<PathBuf> = std::fs::read_dir(project_fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("sgf")))
        .collect();
    names.sort();
    for p in names.iter().take(4) {
        std::fs::copy(p, to.join(p.file_name().unwrap())).unwrap();
        n += 1;
    }
    if let Some(shared) = blunderdb::model::shared::require() {
        let xg = shared.join("fixtures").join("xg");
        let mut xgs: Vec<PathBuf> = std::fs::read_dir(&xg)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("xg"))
            .collect();
        xgs.sort();
        for p in xgs.iter().take(2) {
            std::fs::copy(p, to.join(p.file_name().unwrap())).unwrap();
            n += 1;
        }
    }
    n
}

#[test]
fn folders_with_spaces_and_non_ascii_names_import_and_show_as_the_platform_writes() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Kévin").join("東京 matches");
    let n = copy_real_files(&folder);
    let plain = dir.path().join("plain");
    copy_real_files(&plain);

    let db = dir.path().join("Kévin").join("library 東京.db");
    let said = ok(&db, &["import", folder.to_str().unwrap()]);
    let imported: Vec<&str> = said.lines().filter(|l| l.starts_with("imported")).collect();
    assert_eq!(imported.len(), n, "{said}");
    for line in &imported {
        assert!(line.contains("東京 matches"), "{line}");
        assert!(line.contains("Kévin"), "{line}");
        // One separator: the platform's.
        if cfg!(windows) {
            assert!(!line.contains('/'), "a forward slash in {line}");
        } else {
            assert!(!line.contains('\\'), "a backslash in {line}");
        }
    }

    // The figures are those of the same files in a plain folder.
    let plain_db = dir.path().join("plain.db");
    ok(&plain_db, &["import", plain.to_str().unwrap()]);
    let a = json(&db, &["stats", "--format", "json"]);
    let b = json(&plain_db, &["stats", "--format", "json"]);
    assert_eq!(a, b);
    assert!(a["decisions"].as_u64().unwrap_or(0) > 100, "{a}");

    // A report written into such a folder, then replaced.
    let report = folder.join("rapport été.html");
    for _ in 0..2 {
        ok(&db, &["report", "--html", report.to_str().unwrap()]);
    }
    let html = std::fs::read_to_string(&report).unwrap();
    assert!(html.contains("<html"), "not a report");
    let strays: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".tmp"))
        .collect();
    assert!(strays.is_empty(), "{strays:?}");
}

#[test]
fn the_watched_folder_may_have_a_non_ascii_name() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("Kévin 東京");
    let n = copy_real_files(&folder);
    let db = dir.path().join("lib.db");
    let said = ok(
        &db,
        &["watch", folder.to_str().unwrap(), "--once", "--settle", "0"],
    );
    let players = json(&db, &["stats", "--format", "json"]);
    assert_eq!(players["matches"].as_u64(), Some(n as u64), "{said}");
}

/// A transcript with Windows line ends reads exactly as with Unix ones.
#[test]
fn crlf_transcripts_read_as_lf_ones() {
    let dir = tempfile::tempdir().unwrap();
    let mut mats: Vec<PathBuf> = std::fs::read_dir(project_fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("mat"))
        .collect();
    mats.sort();
    assert!(mats.len() >= 5);
    let (lf, crlf) = (dir.path().join("lf"), dir.path().join("crlf"));
    std::fs::create_dir_all(&lf).unwrap();
    std::fs::create_dir_all(&crlf).unwrap();
    for p in &mats {
        let text = std::fs::read_to_string(p).unwrap().replace("\r\n", "\n");
        let name = p.file_name().unwrap();
        std::fs::write(lf.join(name), &text).unwrap();
        std::fs::write(crlf.join(name), text.replace('\n', "\r\n")).unwrap();
    }
    let (a, b) = (dir.path().join("lf.db"), dir.path().join("crlf.db"));
    ok(&a, &["import", lf.to_str().unwrap()]);
    ok(&b, &["import", crlf.to_str().unwrap()]);
    for cmd in ["stats", "players"] {
        let x = json(&a, &[cmd, "--format", "json"]);
        let y = json(&b, &[cmd, "--format", "json"]);
        assert_eq!(x, y, "{cmd}");
    }
    let s = json(&a, &["stats", "--format", "json"]);
    assert_eq!(s["matches"].as_u64(), Some(mats.len() as u64), "{s}");
}

/// Two processes importing into one library at once: SQLite's locking
/// (on Windows, through its file locks) keeps both imports whole.
#[test]
fn two_processes_import_into_one_library() {
    let dir = tempfile::tempdir().unwrap();
    let (one, two) = (dir.path().join("one"), dir.path().join("two"));
    std::fs::create_dir_all(&one).unwrap();
    std::fs::create_dir_all(&two).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(project_fixtures())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("sgf"))
        .collect();
    files.sort();
    for (i, p) in files.iter().enumerate() {
        let to = if i % 2 == 0 { &one } else { &two };
        std::fs::copy(p, to.join(p.file_name().unwrap())).unwrap();
    }
    let db = dir.path().join("shared library.db");
    ok(&db, &["import", one.to_str().unwrap()]);
    let spawn = |folder: &Path| {
        common::output(
            Command::new(env!("CARGO_BIN_EXE_blunderdb"))
                .arg("--db")
                .arg(&db)
                .arg("import")
                .arg(folder),
        )
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| spawn(&two));
        let b = s.spawn(|| spawn(&one));
        (a.join().unwrap(), b.join().unwrap())
    });
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert!(b.status.success(), "{}", String::from_utf8_lossy(&b.stderr));
    let s = json(&db, &["stats", "--format", "json"]);
    assert_eq!(s["matches"].as_u64(), Some(files.len() as u64), "{s}");
}
